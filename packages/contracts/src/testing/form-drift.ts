// Compares a form's validation with the API's schema for the same body, by trying the values the
// schema draws a line at: the shortest and longest accepted, one character past each, a value the
// pattern or format refuses, a choice that is not one. For each, the form must accept what the API
// accepts and refuse what it refuses with the API's own message. No validation library is imported:
// the form is anything with yup's `validateAt` and `fields`, the schema is read as JSON Schema.

/** The part of a JSON Schema (as TypeBox builds it) that the probes read. */
interface JsonSchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  'x-message'?: string | Record<string, string>;
  /** Anything else a schema carries (TypeBox's own marks, descriptions) is not read. */
  [keyword: string]: unknown;
}

/** A form schema as yup has it: its fields, and a check of one field's value. */
export interface FormSchemaLike {
  fields: Record<string, unknown>;
  validateAt(path: string, value: Record<string, unknown>): Promise<unknown>;
}

/** One value tried on one field, and what the API does with it. */
export interface Probe {
  field: string;
  value: string;
  /** null: the API accepts it; else the API refuses it with this message (undefined: any message). */
  refusal: string | null | undefined;
  why: string;
}

/** The API's message for a failed keyword (`'x-message'`: one text, or one per keyword). */
function messageFor(schema: JsonSchema, keyword: string): string | undefined {
  const configured = schema['x-message'];
  if (typeof configured === 'string') return configured;
  return configured?.[keyword] ?? configured?.default;
}

/** The string rules of a property: a union with `''` (an empty field clears it) is its string part. */
function stringRules(schema: JsonSchema): { rules: JsonSchema; emptyAllowed: boolean } {
  if (!schema.anyOf) return { rules: schema, emptyAllowed: false };
  const emptyAllowed = schema.anyOf.some((member) => member.const === '');
  const rules = schema.anyOf.find((member) => member.const === undefined) ?? schema.anyOf[0] ?? {};
  return { rules, emptyAllowed };
}

const FORMAT_SAMPLES: Record<string, { valid: string; invalid: string }> = {
  email: { valid: 'someone@example.com', invalid: 'not-an-email' },
};

/** The values the API's rules for one property draw a line at, and the API's verdict on each. */
export function probesFor(field: string, property: JsonSchema): Probe[] {
  const { rules, emptyAllowed } = stringRules(property);
  const probes: Probe[] = [];
  const refuse = (value: string, keyword: string, why: string) =>
    probes.push({ field, value, refusal: messageFor(rules, keyword), why });
  const accept = (value: string, why: string) => probes.push({ field, value, refusal: null, why });

  if (rules.enum) {
    for (const choice of rules.enum) if (typeof choice === 'string') accept(choice, 'a choice');
    refuse('not-a-choice', 'enum', 'not one of the choices');
    if (!rules.enum.includes('')) refuse('', 'enum', 'empty is not a choice');
    return probes;
  }

  const min = rules.minLength ?? 0;
  const max = rules.maxLength;
  const pattern = rules.pattern === undefined ? null : new RegExp(rules.pattern, 'u');
  const fits = (value: string) => pattern === null || pattern.test(value);
  const format = rules.format === undefined ? undefined : FORMAT_SAMPLES[rules.format];

  if (emptyAllowed) accept('', "'' clears it");
  else if (min > 0) refuse('', 'minLength', 'empty');
  else if (!fits('')) refuse('', 'pattern', 'empty does not fit the pattern');
  else if (format) refuse('', 'format', 'empty is not the format');
  else accept('', 'empty is allowed');

  if (format) {
    accept(format.valid, `a valid ${rules.format}`);
    refuse(format.invalid, 'format', `not a valid ${rules.format}`);
    if (max !== undefined) refuse('x'.repeat(max + 1), 'maxLength', `${max + 1} characters`);
    return probes;
  }

  if (min > 1) refuse('x'.repeat(min - 1), 'minLength', `${min - 1} characters`);
  const shortest = 'x'.repeat(Math.max(min, 3));
  if (fits(shortest)) accept(shortest, `${shortest.length} characters`);
  if (max !== undefined) {
    if (fits('x'.repeat(max))) accept('x'.repeat(max), `${max} characters, the most`);
    refuse('x'.repeat(max + 1), 'maxLength', `${max + 1} characters`);
  }
  if (pattern) {
    const misfit = ['a b', 'ab', 'a'].find(
      (value) =>
        !pattern.test(value) && value.length >= min && (max === undefined || value.length <= max),
    );
    if (misfit !== undefined) refuse(misfit, 'pattern', `does not fit ${rules.pattern}`);
  }
  return probes;
}

async function formVerdict(form: FormSchemaLike, probe: Probe): Promise<string | null> {
  try {
    await form.validateAt(probe.field, { [probe.field]: probe.value });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const shown = (value: string) =>
  value.length > 12
    ? `${JSON.stringify(value.slice(0, 6))}…(${value.length})`
    : JSON.stringify(value);

/**
 * Every disagreement between a form and the API's body schema, as readable lines (none: they
 * agree). A field only one side has is a disagreement too.
 */
export async function formDrift(form: FormSchemaLike, body: JsonSchema): Promise<string[]> {
  const problems: string[] = [];
  const properties = body.properties ?? {};
  for (const field of Object.keys(form.fields)) {
    if (!(field in properties)) problems.push(`${field}: the form has it, the API's body does not`);
  }
  for (const [field, property] of Object.entries(properties)) {
    if (!(field in form.fields)) {
      problems.push(`${field}: the API's body has it, the form does not`);
      continue;
    }
    for (const probe of probesFor(field, property)) {
      const verdict = await formVerdict(form, probe);
      const value = shown(probe.value);
      if (probe.refusal === null && verdict !== null) {
        problems.push(
          `${field} = ${value} (${probe.why}): the API accepts it, the form says '${verdict}'`,
        );
      } else if (probe.refusal !== null && verdict === null) {
        problems.push(
          `${field} = ${value} (${probe.why}): the API refuses it, the form accepts it`,
        );
      } else if (
        probe.refusal !== null &&
        probe.refusal !== undefined &&
        verdict !== probe.refusal
      ) {
        problems.push(
          `${field} = ${value} (${probe.why}): the API says '${probe.refusal}', the form '${verdict}'`,
        );
      }
    }
  }
  return problems;
}
