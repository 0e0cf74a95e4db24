// The input rules every route gets from the schema layer (docs/rules/security.md), decided once
// here instead of per schema or per route:
//
// - Text: every `string` rejects NUL and the other C0 control characters and DEL, and unpaired
//   UTF-16 surrogates. PostgreSQL cannot store NUL at all (the request used to end in a 500), a lone
//   surrogate is not Unicode text, and no form field needs the other controls. Tab, line feed and
//   carriage return stay allowed in every string: addresses and remarks may be multi-line, and a
//   single-line field is trimmed and length-checked anyway.
// - Numbers: every `integer` and `number` must be finite, and an integer a safe integer (±2^53 − 1).
//   Ajv's own `integer` check lets Infinity through, and its `minimum`/`maximum` skip non-finite
//   values, so `page=1e400` reached the database as 'Infinity'.
//
// The validator compiler rewrites each route schema before Ajv compiles it, adding the keywords
// below to every string and number schema inside it: a schema written later, in any package, gets
// the same rules without knowing about them. The OpenAPI document is built from the original
// schemas and stays free of them.
import { AjvCompiler, type Ajv, type ValidatorFactory } from '@fastify/ajv-compiler';

/** The keyword added to every string schema. */
export const SAFE_TEXT_KEYWORD = 'x-safe-text';
/** The keyword added to every integer and number schema. */
export const FINITE_NUMBER_KEYWORD = 'x-finite-number';

export const SAFE_TEXT_MESSAGE = 'must not contain control characters or unpaired surrogates';
export const FINITE_NUMBER_MESSAGE = 'must be a finite number within range';

// C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; a high surrogate not
// followed by a low one; a low surrogate not preceded by a high one.
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds nothing the text rule refuses. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** True for a finite number; for an integer schema, a safe integer. */
function isFiniteInRange(value: number, integer: boolean): boolean {
  return integer ? Number.isSafeInteger(value) : Number.isFinite(value);
}

/** The Ajv plugin that defines the two keywords (the validator compiler below adds them). */
export function safeInputKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: SAFE_TEXT_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: unknown, data: unknown) => typeof data !== 'string' || isSafeText(data),
  });
  ajv.addKeyword({
    keyword: FINITE_NUMBER_KEYWORD,
    // No `type`: Ajv runs number keywords only for finite numbers, and a query value coerced from
    // 'Infinity' is not type-checked again, so a number-only keyword would never see it.
    schemaType: 'string',
    errors: false,
    validate: (kind: unknown, data: unknown) =>
      typeof data !== 'number' || isFiniteInRange(data, kind === 'integer'),
  });
  return ajv;
}

/** Keys whose values are data, not subschemas: never rewritten. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'example', 'x-message']);

function typesOf(schema: Record<string, unknown>): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * A copy of `schema` with the text keyword on every string schema and the number keyword on every
 * integer and number schema, at any depth (properties, items, anyOf, …).
 */
function hardenSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => hardenSchema(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    out[key] = DATA_KEYS.has(key) ? value : hardenSchema(value);
  }
  const types = typesOf(source);
  if (types.includes('string')) out[SAFE_TEXT_KEYWORD] = true;
  if (types.includes('integer')) out[FINITE_NUMBER_KEYWORD] = 'integer';
  else if (types.includes('number')) out[FINITE_NUMBER_KEYWORD] = 'number';
  return out as T;
}

/** What Fastify hands a validator compiler: one part (body, querystring, …) of one route. */
interface RouteSchemaDefinition {
  schema?: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type BuildFromPool = (
  externalSchemas: Record<string, unknown>,
  options: unknown,
) => (route: RouteSchemaDefinition) => unknown;

/**
 * Fastify's own Ajv validator compiler, fed hardened schemas: pass as
 * `schemaController: { compilersFactory: { buildValidator: hardenedValidatorFactory() } }`.
 */
export function hardenedValidatorFactory(): ValidatorFactory {
  // @fastify/ajv-compiler's typings describe the compiler it returns as Ajv's `compile(schema)`;
  // Fastify calls it with the route definition, as its own code does: typed here as it runs.
  const factory = AjvCompiler() as unknown as BuildFromPool;
  const build: BuildFromPool = (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => compile({ ...route, schema: hardenSchema(route.schema) });
  };
  return build as unknown as ValidatorFactory;
}
