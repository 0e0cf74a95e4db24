// The delivery import (docs/rules/import.md) in two phases:
//
// 1. stage: the upload is parsed and checked as it streams in, and each checked row is written, in
//    COPY text format, to a spool file on disk. No database connection is held while the client
//    uploads, and memory stays flat: only the current chunk and the first 100 errors are kept.
// 2. commit: one transaction bulk-loads the spool into a TEMP staging table with COPY (PostgreSQL:
//    COPY FROM STDIN through pg-copy-streams; PGlite: COPY FROM '/dev/blob' in batches of ~35k
//    rows), finds duplicate keys with one query, then merges the staging table into `deliveries`
//    with one INSERT … ON CONFLICT DO UPDATE that skips unchanged rows and reports which rows it
//    inserted. A file with any problem rolls back: nothing is stored.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client';
import type { Actor } from '../lib/audit';
import { copyLine } from './copy-text';
import { DeliveryFileParser, type RowError } from './delivery-file-parser';
import { DELIVERY_FIELDS, type FieldKind } from '../lib/delivery-fields';
import { isDiskFull, SpoolFullError, type SpoolBudget } from './spool';
import { IMPORT_ERROR_LIMIT } from 'contracts/limits';

/** docs/rules/import.md#all-or-nothing: a refused file answers its first 100 problems. */
export const MAX_REPORTED_ERRORS = IMPORT_ERROR_LIMIT;

/** Spool bytes per COPY into PGlite (~35k rows): bounded memory, few round trips. */
export const PGLITE_COPY_BATCH_BYTES = 8 * 1024 * 1024;

/** The rows of the file have problems (HTTP 422): the first 100, by line. */
export class ImportRowsError extends Error {
  override name = 'ImportRowsError';
  constructor(
    readonly errors: RowError[],
    /** More problems exist than are listed. */
    readonly more: boolean,
  ) {
    super('The file has invalid rows');
  }
}

/** The customer to import into does not exist (any more). */
export class ImportCustomerMissingError extends Error {
  override name = 'ImportCustomerMissingError';
}

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows in the file: inserted + updated + unchanged. */
  total: number;
}

export interface StagedImport {
  /** Data rows in the file (when reading stopped early: rows read until then). */
  rows: number;
  /** Problems found while reading, by line, at most MAX_REPORTED_ERRORS. */
  errors: RowError[];
  /** Reading stopped at MAX_REPORTED_ERRORS problems. */
  stoppedEarly: boolean;
  /** Header columns that name no delivery field (ignored). */
  ignoredColumns: string[];
  /** The spool file of checked rows. */
  spoolPath: string;
  /** Removes the spool file. */
  dispose(): Promise<void>;
}

/**
 * Phase 1. Reads `source` to its end (past MAX_REPORTED_ERRORS problems the bytes are drained
 * unread, so the upload completes). Throws ImportFileError for a file that cannot be imported at
 * all (empty, header only, binary, a missing required column).
 */
export async function stageDeliveryFile(
  source: AsyncIterable<Uint8Array>,
  options: { tmpDir?: string; budget?: SpoolBudget } = {},
): Promise<StagedImport> {
  const dir = await mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), 'pokayoke-import-'));
  const budget = options.budget ?? null;
  let taken = 0;
  const dispose = async () => {
    await rm(dir, { recursive: true, force: true });
    budget?.give(taken);
    taken = 0;
  };
  const spoolPath = path.join(dir, 'rows.copy');
  const spool = createWriteStream(spoolPath, { highWaterMark: 1024 * 1024 });
  // A write error (a full disk) is kept for the next write to throw: unheard, it would crash.
  let spoolError: unknown = null;
  spool.on('error', (error) => {
    spoolError = error;
  });
  const writeSpool = async (text: string) => {
    if (text.length === 0) return;
    const bytes = Buffer.byteLength(text);
    if (budget && !budget.take(bytes)) throw new SpoolFullError('import spool budget spent');
    taken += bytes;
    if (!spool.write(text)) await once(spool, 'drain');
    if (spoolError) throw spoolError;
  };
  try {
    const errors: RowError[] = [];
    let stoppedEarly = false;
    let pending = '';
    const parser = new DeliveryFileParser({
      onRow(row) {
        pending += copyLine(row.line, row.values);
      },
      onError(error) {
        if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
        if (errors.length >= MAX_REPORTED_ERRORS && !stoppedEarly) {
          stoppedEarly = true;
          parser.stop();
        }
      },
    });
    for await (const chunk of source) {
      if (stoppedEarly) continue;
      parser.write(chunk);
      if (pending.length >= 64 * 1024) {
        await writeSpool(pending);
        pending = '';
      }
    }
    const summary = parser.end();
    await writeSpool(pending);
    spool.end();
    await once(spool, 'close');
    if (spoolError) throw spoolError;
    // The parser reports a row's problems in column order and rows in line order; a structural
    // problem (an unclosed quote) can name an earlier line than the last row's problems.
    errors.sort((a, b) => a.line - b.line);
    return {
      rows: summary.rows,
      errors,
      stoppedEarly,
      ignoredColumns: summary.ignoredColumns,
      spoolPath,
      dispose,
    };
  } catch (error) {
    spool.destroy();
    await dispose();
    throw isDiskFull(error) ? new SpoolFullError('no room on disk for the import spool') : error;
  }
}

export interface CommitOptions {
  customerId: string;
  actor: Actor;
  now: Date;
  /** Called with the time each step took (logs, benchmarks). */
  onTimings?: (timings: { loadMs: number; checkMs: number; mergeMs: number }) => void;
  /** Last step of the import's transaction (the audit row), with the counts it is about to commit. */
  beforeCommit?: (
    session: { query(text: string, params?: unknown[]): Promise<unknown> },
    counts: ImportCounts,
  ) => Promise<void>;
}

const SQL_TYPE: Record<FieldKind, string> = {
  text: 'text',
  qty: 'integer',
  date: 'date',
  time: 'time',
  datetime: 'timestamp',
};
const COLUMNS = DELIVERY_FIELDS.map((f) => f.column);
const KEY_COLUMNS = ['slip_number', 'seq_prod'];
const VALUE_COLUMNS = COLUMNS.filter((column) => !KEY_COLUMNS.includes(column));

// No constraints on staging: the rows were checked while reading, and a row with problems (kept for
// the duplicate check) has NULLs where its bad values were.
const CREATE_STAGING = `CREATE TEMP TABLE delivery_import (
  line integer NOT NULL,
  ${DELIVERY_FIELDS.map((f) => `${f.column} ${SQL_TYPE[f.kind]}`).join(',\n  ')}
) ON COMMIT DROP`;

const COPY_STAGING = `COPY delivery_import (line, ${COLUMNS.join(', ')})`;

/** Second and later lines of each key that occurs more than once, with the key's first line. */
const FIND_DUPLICATES = `
  WITH repeated AS (
    SELECT slip_number, seq_prod, min(line) AS first_line
      FROM delivery_import
     GROUP BY slip_number, seq_prod
    HAVING count(*) > 1
  )
  SELECT s.line, r.first_line, s.slip_number, s.seq_prod
    FROM delivery_import s JOIN repeated r USING (slip_number, seq_prod)
   WHERE s.line <> r.first_line
   ORDER BY s.line
   LIMIT ${MAX_REPORTED_ERRORS}`;

/**
 * The merge: new keys are inserted, changed rows updated (their audit columns too), identical rows
 * left alone (no new row version, updated_at kept). `xmax = 0` holds exactly for the row versions
 * this statement inserted, which is how PostgreSQL tells the two paths of an upsert apart.
 */
const MERGE = `
  WITH upserted AS (
    INSERT INTO deliveries AS d
      (customer_id, ${COLUMNS.join(', ')}, created_by, updated_by, created_at, updated_at)
    SELECT $1::uuid, ${COLUMNS.map((c) => `s.${c}`).join(', ')}, $2, $2, $3::timestamptz, $3::timestamptz
      FROM delivery_import s
    ON CONFLICT (customer_id, slip_number, seq_prod) DO UPDATE
       SET ${VALUE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
           updated_by = excluded.updated_by, updated_at = excluded.updated_at
     WHERE (${VALUE_COLUMNS.map((c) => `d.${c}`).join(', ')})
           IS DISTINCT FROM (${VALUE_COLUMNS.map((c) => `excluded.${c}`).join(', ')})
    RETURNING (xmax = 0) AS inserted
  )
  SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
         count(*) FILTER (WHERE NOT inserted)::int AS updated
    FROM upserted`;

interface ImportSession {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
  /** COPY the spool file into the staging table. */
  load(spoolPath: string): Promise<void>;
}

/**
 * Phase 2. Loads, checks and merges in one transaction; throws ImportRowsError (nothing stored)
 * when the file has problems, ImportCustomerMissingError when the customer does not exist.
 */
export async function commitDeliveryImport(
  db: Database,
  staged: StagedImport,
  options: CommitOptions,
): Promise<ImportCounts> {
  return inImportTransaction(db, async (session) => {
    let started = performance.now();
    await session.query(CREATE_STAGING);
    await session.load(staged.spoolPath);
    const loadMs = performance.now() - started;

    started = performance.now();
    const duplicates = await session.query<{
      line: number;
      first_line: number;
      slip_number: string;
      seq_prod: string;
    }>(FIND_DUPLICATES);
    const checkMs = performance.now() - started;
    if (staged.errors.length > 0 || duplicates.length > 0) {
      const all = mergeByLine(
        staged.errors,
        duplicates.map((row) => ({
          line: row.line,
          column: 'seqProd' as const,
          message: `Duplicate of line ${row.first_line}: slipNumber ${row.slip_number} with seqProd ${row.seq_prod} is on both lines`,
        })),
      );
      throw new ImportRowsError(
        all.slice(0, MAX_REPORTED_ERRORS),
        staged.stoppedEarly || all.length > MAX_REPORTED_ERRORS,
      );
    }

    started = performance.now();
    const customer = await session.query('SELECT 1 FROM customers WHERE id = $1', [
      options.customerId,
    ]);
    if (customer.length === 0) throw new ImportCustomerMissingError('Customer not found');
    // The customer's count row is the lock that serialises writers of its deliveries: a second
    // import of the same customer waits here, then merges against what the first one committed.
    await session.query(
      'INSERT INTO customer_delivery_counts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING',
      [options.customerId],
    );
    await session.query(
      'SELECT deliveries FROM customer_delivery_counts WHERE customer_id = $1 FOR UPDATE',
      [options.customerId],
    );
    const [merged] = await session.query<{ inserted: number; updated: number }>(MERGE, [
      options.customerId,
      options.actor.username,
      options.now.toISOString(),
    ]);
    const inserted = merged?.inserted ?? 0;
    const updated = merged?.updated ?? 0;
    if (inserted > 0) {
      await session.query(
        'UPDATE customer_delivery_counts SET deliveries = deliveries + $2 WHERE customer_id = $1',
        [options.customerId, inserted],
      );
    }
    options.onTimings?.({ loadMs, checkMs, mergeMs: performance.now() - started });
    const counts = {
      inserted,
      updated,
      unchanged: staged.rows - inserted - updated,
      total: staged.rows,
    };
    await options.beforeCommit?.(session, counts);
    return counts;
  });
}

function mergeByLine(a: RowError[], b: RowError[]): RowError[] {
  const out: RowError[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (right === undefined || (left !== undefined && left.line <= right.line)) {
      out.push(left as RowError);
      i += 1;
    } else {
      out.push(right);
      j += 1;
    }
  }
  return out;
}

async function inImportTransaction<T>(
  db: Database,
  fn: (session: ImportSession) => Promise<T>,
): Promise<T> {
  if (db.kind === 'pglite') {
    // PGlite has one connection: while this runs, every other query of the server waits.
    return db.client.transaction((tx) =>
      fn({
        query: async <R>(text: string, params?: unknown[]) =>
          (await tx.query<R>(text, params ?? [])).rows,
        load: (spoolPath) => loadPglite(tx, spoolPath),
      }),
    );
  }
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    // The duplicate check groups every staged row: keep it in memory up to a million rows.
    await client.query("SET LOCAL work_mem = '64MB'");
    const result = await fn({
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as R[],
      load: (spoolPath) => loadPostgres(client, spoolPath),
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function loadPostgres(client: PoolClient, spoolPath: string): Promise<void> {
  await pipeline(
    createReadStream(spoolPath, { highWaterMark: 1024 * 1024 }),
    client.query(copyFrom(`${COPY_STAGING} FROM STDIN`)),
  );
}

/** COPY from the spool in batches that end at a line break, each handed to PGlite as a Blob. */
async function loadPglite(tx: Transaction, spoolPath: string): Promise<void> {
  const file = await open(spoolPath, 'r');
  try {
    const buffer = Buffer.alloc(PGLITE_COPY_BATCH_BYTES);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, null);
      filled += bytesRead;
      const end = bytesRead === 0 ? filled : buffer.lastIndexOf(10, filled - 1) + 1;
      // A spool line is one record (at most MAX_RECORD_LENGTH characters, escaped): never this long.
      if (end === 0 && filled === buffer.length) throw new Error('A staged line exceeds the batch');
      if (end > 0) {
        const blob = new Blob([buffer.subarray(0, end)]);
        await tx.query(`${COPY_STAGING} FROM '/dev/blob'`, [], { blob });
        buffer.copy(buffer, 0, end, filled);
        filled -= end;
      }
      if (bytesRead === 0) break;
    }
  } finally {
    await file.close();
  }
}
