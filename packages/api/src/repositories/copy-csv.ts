// The lines of a CSV file written by the database's own COPY (lib/csv.ts COPY_CSV_OPTIONS): for the
// lists of a million rows, where COPY writes lines several times faster than rows could be read
// into Node.js and written there (README "Benchmark", bench:csv).
import { and, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { to as copyTo } from 'pg-copy-streams';
import { sqlRows, type Database, type PgliteDatabase, type PostgresDatabase } from '../db/client';
import { COPY_CSV_OPTIONS, crlfLineEnds } from '../lib/csv';
import type { KeysetPosition, KeysetRange } from './records';

const dialect = new PgDialect();

/**
 * A query as text with its values written in: COPY takes no parameters. Drizzle writes a string
 * as a literal with its quotes doubled (both engines keep standard_conforming_strings on).
 */
function inlined(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query.inlineParams());
  if (params.length > 0) throw new Error('A COPY query kept a parameter');
  return text;
}

/**
 * Rows a COPY takes on PGlite: about 3 MiB of lines. Fewer COPYs is faster (each is planned and
 * its end looked up: 2,000 rows a COPY ran at half the speed of 10,000), and the lines of one
 * COPY are all the memory it holds (README "Benchmark", bench:csv).
 */
export const PGLITE_COPY_ROWS = 10_000;

/** What a list's file reads, range by range of its order (records.ts `keysetRanges`). */
export interface CopyCsvSource {
  ranges: readonly KeysetRange[];
  /** The file's rows of the list within `condition`, in `order` (lib/csv.ts `sqlCsvCells`). */
  rows(condition: SQL | undefined, order: SQL[]): SQL;
  /** The position (`key`, `id` as text) of the row `offset` rows into `condition` in `order`. */
  position(condition: SQL | undefined, order: SQL[], offset: number): SQL;
}

/**
 * The file's lines after its header, in chunks of bytes, each line ending in CRLF. PostgreSQL: one
 * COPY … TO STDOUT per range, streamed (read only as fast as the answer is taken), every range in
 * one read-only snapshot. PGlite writes a COPY's whole output into memory, so there the list goes
 * `size` rows a COPY: the end of each batch is looked up first (a keyset position), then the
 * batch's rows up to it are copied.
 */
export async function* copyCsvLines(
  db: Database,
  source: CopyCsvSource,
  size = PGLITE_COPY_ROWS,
): AsyncGenerator<Uint8Array> {
  const toCrlf = crlfLineEnds();
  const chunks =
    db.kind === 'postgres' ? copyFromPostgres(db, source) : copyFromPglite(db, source, size);
  for await (const chunk of chunks) yield toCrlf(chunk);
}

async function* copyFromPostgres(
  db: PostgresDatabase,
  source: CopyCsvSource,
): AsyncGenerator<Uint8Array> {
  const client = await db.pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const range of source.ranges) {
      const query = inlined(source.rows(range.after(null), range.order));
      const copy = client.query(copyTo(`COPY (${query}) TO STDOUT ${COPY_CSV_OPTIONS}`));
      for await (const chunk of copy) yield chunk as Buffer;
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    // Left in the middle (the client went away, a failure): the connection may still be in its
    // COPY, so it is closed rather than given back to the pool.
    client.release(finished ? undefined : true);
  }
}

async function* copyFromPglite(
  db: PgliteDatabase,
  source: CopyCsvSource,
  size: number,
): AsyncGenerator<Uint8Array> {
  for (const range of source.ranges) {
    let last: KeysetPosition | null = null;
    for (;;) {
      const after = range.after(last);
      const [end]: (KeysetPosition | undefined)[] = await sqlRows<
        KeysetPosition & Record<string, unknown>
      >(db.orm, source.position(after, range.order, size - 1));
      const batch = end ? and(after, range.through(end)) : after;
      const query = inlined(source.rows(batch, range.order));
      const copied = await db.client.query(`COPY (${query}) TO '/dev/blob' ${COPY_CSV_OPTIONS}`);
      // An empty COPY gives no blob.
      if (copied.blob) yield new Uint8Array(await copied.blob.arrayBuffer());
      if (!end) break;
      last = end;
    }
  }
}
