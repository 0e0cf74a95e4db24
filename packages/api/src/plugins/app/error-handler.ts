import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FINITE_NUMBER_KEYWORD,
  FINITE_NUMBER_MESSAGE,
  SAFE_TEXT_KEYWORD,
  SAFE_TEXT_MESSAGE,
} from '../../lib/safe-input';
import { HttpError, ValidationFailedError, type ValidationIssue } from '../../schemas/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'success': errors also carry `{ success: false, error }` (routers, dashboard, PPP, CMS). */
    envelope?: 'success';
  }
}

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

/** `/body/features/0` → `features.0`; a missing property names itself. */
function issuePath(error: AjvLikeError): string {
  const parts = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = error.keyword === 'required' ? error.params?.missingProperty : undefined;
  if (typeof missing === 'string') parts.push(missing);
  return parts.join('.');
}

/**
 * A schema may carry `'x-message'`: the text to show for any failure of that field, or texts per
 * failed keyword with `default` for the rest:
 * `{ maxLength: 'Alias maksimal 100 karakter', default: 'Alias harus diisi, minimal 3 karakter' }`.
 */
function customMessage(annotation: unknown, keyword: string | undefined): string | undefined {
  if (typeof annotation === 'string') return annotation;
  if (!annotation || typeof annotation !== 'object') return undefined;
  const byKeyword = annotation as Record<string, unknown>;
  const text = (keyword !== undefined ? byKeyword[keyword] : undefined) ?? byKeyword.default;
  return typeof text === 'string' ? text : undefined;
}

const RULE_MESSAGES: Record<string, string> = {
  [SAFE_TEXT_KEYWORD]: SAFE_TEXT_MESSAGE,
  [FINITE_NUMBER_KEYWORD]: FINITE_NUMBER_MESSAGE,
};

function issueMessage(error: AjvLikeError): string {
  const schema = error.parentSchema;
  if (error.keyword === 'required' && schema && typeof error.params?.missingProperty === 'string') {
    const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
    const custom = customMessage(
      properties?.[error.params.missingProperty]?.['x-message'],
      'required',
    );
    return custom ?? 'is required';
  }
  // The input rules every schema gets (src/lib/safe-input.ts) have their own text: a field's
  // 'x-message' ("Username harus diisi") would misdescribe them.
  const rule = error.keyword !== undefined ? RULE_MESSAGES[error.keyword] : undefined;
  if (rule !== undefined) return rule;
  const custom = customMessage(schema?.['x-message'], error.keyword);
  if (custom !== undefined) return custom;
  if (error.keyword === 'enum' && Array.isArray(error.params?.allowedValues)) {
    return `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  return error.message ?? 'is invalid';
}

function validationIssues(errors: AjvLikeError[]): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    // anyOf/oneOf report each failed branch and then themselves: keep the field, once.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const issue = { path: issuePath(error), message: issueMessage(error) };
    const key = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: "Body cannot be empty when content-type is 'application/json'",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Content-Length does not match the body',
  },
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: { message: string; errors?: ValidationIssue[] },
) {
  const successStyle = request.routeOptions.config?.envelope === 'success';
  return reply
    .code(status)
    .send(successStyle ? { success: false, error: body.message, ...body } : body);
}

/**
 * One place that turns every failure into `{ message }` with a fitting status. The client sees a
 * clear message and never a stack trace; the log sees the cause.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if ('validation' in error && Array.isArray(error.validation)) {
        return send(request, reply, 400, {
          message: 'validation_error',
          errors: validationIssues(error.validation as AjvLikeError[]),
        });
      }
      if (error instanceof ValidationFailedError) {
        return send(request, reply, 400, { message: 'validation_error', errors: error.issues });
      }
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return send(request, reply, error.statusCode, { message: error.message });
      }
      const code = 'code' in error ? error.code : undefined;
      const known = code ? CLIENT_ERRORS[code] : undefined;
      if (known) return send(request, reply, known.status, { message: known.message });

      const status =
        'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'Client error');
        return send(request, reply, status, { message: error.message || 'Bad request' });
      }
      request.log.error({ err: error }, 'Unhandled error');
      return send(request, reply, 500, { message: 'Internal server error' });
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);
