// Route pieces shared by the generic resources' routes (docs/rules/api.md#calls): the signed-in
// actor, body trimming and the answers' envelope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { SignedInActor } from '../../lib/audit-log';
import type { AuthUser } from '../../plugins/app/auth';
import { successStyle } from '../../schemas/envelopes';
import { unauthorized } from '../../schemas/errors';

export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The signed-in user of a route behind `authenticate`/`requireAdmin` (the actor of a write). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user;
}

/**
 * The signed-in user as a use case's audit origin (what `request.audit` records): who acted and
 * from which address.
 */
export function actorOf(request: FastifyRequest): SignedInActor {
  const user = signedInUser(request);
  return { actorId: user.id, actorUsername: user.username, address: request.ip ?? null };
}

/**
 * preValidation hook: trims the body's top-level strings before the schema sees them, so that
 * '   ab  ' is the too-short 'ab' and what is stored has no stray spaces. Secrets are listed in
 * `except` and kept exactly as typed.
 */
export function trimBody(
  except: readonly string[] = [],
  options: { deep?: boolean } = {},
): preValidationAsyncHookHandler {
  return async (request) => {
    const body: unknown = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (except.includes(key)) continue;
      if (typeof value === 'string') fields[key] = value.trim();
      else if (options.deep && value && typeof value === 'object') trimNested(value, 0);
    }
  };
}

/** Trims the strings inside arrays and objects (a package's features, a company's stats), in place. */
function trimNested(value: object, depth: number): void {
  // Bodies are at most 1 MiB of JSON; the depth bound keeps a pathological one cheap.
  if (depth > 8) return;
  const entries = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(entries)) {
    if (typeof item === 'string') entries[key] = item.trim();
    else if (item && typeof item === 'object') trimNested(item, depth + 1);
  }
}

/**
 * The answers' envelope: the generic resources' `{ result }` / `{ message, result }`, or
 * `'success'`: `{ success: true, data, message? }` (routers, dashboard, PPP, CMS), whose errors also
 * carry `{ success: false, error }` (docs/rules/api.md#envelopes).
 */
export type RecordEnvelope = 'generic' | 'success';

export const routeConfig = (envelope: RecordEnvelope | undefined) =>
  envelope === 'success' ? { config: successStyle } : {};
