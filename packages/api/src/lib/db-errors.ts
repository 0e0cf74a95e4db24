import { conflict, invalidField } from '../schemas/errors';

/** SQLSTATE codes this module turns into answers a user can act on. */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * A delete refused by an `ON DELETE RESTRICT` foreign key: PostgreSQL 18 (PGlite 0.5) reports it
 * as restrict_violation, PostgreSQL 15 as 23503. Both mean "still referenced".
 */
const PG_RESTRICT_VIOLATION = '23001';
export const PG_UNIQUE_VIOLATION = '23505';

/**
 * What PostgreSQL reports about a failed statement. node-postgres (`DatabaseError`) and PGlite
 * both carry `code`, `constraint` and `table` as own properties; Drizzle 0.44+ wraps either in a
 * `DrizzleQueryError` whose `cause` is the driver's error, so the chain is searched.
 */
export interface PgErrorFields {
  code: string;
  constraint?: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error inside `error` (itself or a `cause`, a few levels deep), else null. */
export function pgErrorOf(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; table?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
        ...(typeof candidate.table === 'string' ? { table: candidate.table } : {}),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface ForeignKeyMessages {
  /** By the referencing table (`deliveries`): what blocks the delete, in the user's words. */
  byTable?: Record<string, string>;
  /** For a referencing table not listed. */
  fallback: string;
}

/**
 * A foreign-key violation (23503, or 23001 for RESTRICT on PostgreSQL 18) on a delete becomes 409
 * with a message for the resource, never the database's "violates foreign key constraint" text;
 * any other error is returned unchanged.
 *
 *   await deleteCustomer(db, id).catch((e) => { throw mapForeignKeyViolation(e, { fallback: '…' }) })
 */
export function mapForeignKeyViolation(error: unknown, messages: ForeignKeyMessages): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code !== PG_FOREIGN_KEY_VIOLATION && pg?.code !== PG_RESTRICT_VIOLATION) return error;
  const message = (pg.table && messages.byTable?.[pg.table]) || messages.fallback;
  return conflict(message);
}

/** Per unique constraint (index) name: the form field it guards and the text to show there. */
export type UniqueFieldMessages = Record<string, { path: string; message: string }>;

/**
 * A unique violation (23505) on a known constraint becomes the `validation_error` envelope on that
 * field (a taken username); an unknown constraint becomes a plain 409; anything else is returned
 * unchanged. Checking in the database rather than reading first leaves no race between two writes.
 */
export function mapUniqueViolation(error: unknown, fields: UniqueFieldMessages): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code !== PG_UNIQUE_VIOLATION) return error;
  const field = pg.constraint ? fields[pg.constraint] : undefined;
  if (field) return invalidField(field.path, field.message);
  return conflict('This record conflicts with an existing one.');
}

/**
 * Runs `write` and rethrows its failure through `map` (the mappers above): a mapped failure is a
 * user-facing answer, anything else goes on unchanged (logged, 500).
 */
export async function mapDbErrors<T>(
  write: () => Promise<T>,
  map: (error: unknown) => unknown,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw map(error);
  }
}
