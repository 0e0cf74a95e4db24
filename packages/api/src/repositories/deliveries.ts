// Data access for deliveries. The list is written for one customer with a million rows:
//
// - Totals: the unfiltered total is the customer's row in customer_delivery_counts (kept exact by
//   every write below and by the import); a date range is counted from the (customer_id, date, id)
//   index alone; a search is counted up to DELIVERY_SEARCH_COUNT_LIMIT matches and then reported
//   as "at least that many" (`totalCapped`), because counting every match of a common four-letter
//   term costs as much as reading the whole customer.
// - Pages: each sort has its own index, (customer_id, key, id). A page in the second half of the
//   list is read in the reversed order from the other end of that index and put back in order, so
//   the last page costs what the first one does instead of an OFFSET past every other row. Only
//   ids are picked from the index; the page's ≤ 100 rows are then read by id.
// - Empty values sort last in both directions (the console's list rule, test/list-order.ts). For a
//   descending sort on a column that can be empty, that order is not the index order, so the rows
//   with a value and the empty ones are read as two index ranges and concatenated.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { sqlRows } from '../db/client';
import { deliveries, DELIVERY_SEARCH_TEXT } from '../db/schema';
import type { DeliveryFieldKey } from '../lib/delivery-fields';
import { DELIVERY_FIELDS } from '../lib/delivery-fields';
import type { Actor } from '../lib/audit';
import type { Delivery, DeliverySortColumn } from 'contracts/schemas';
import { likePattern } from '../schemas/list-query';
import { sqlCsvCells, type SqlCsvColumn } from '../lib/csv';
import { copyCsvLines } from './copy-csv';
import { CSV_BATCH_ROWS, keysetBatches, keysetRanges } from './records';
import { DELIVERY_LIMITS } from 'contracts/limits';

/** A search counts its matches up to this many; past it the total is a lower bound. */
/** The table the review routes approve and reject deliveries in. */
export { deliveries as deliveryTable };

export const DELIVERY_SEARCH_COUNT_LIMIT = DELIVERY_LIMITS.searchCount;

/**
 * A filtered list (date range, search) of at most this many rows is sorted from its matches
 * instead of read in sort order from the sort's index. Reading the sort index and skipping rows
 * that fail the filter is fast when matches are everywhere, but a date range at the old end of a
 * list sorted newest first skips almost every row before it finds one (300 ms at a million rows);
 * the planner cannot see that correlation. Fetching the matches costs what they number, bounded.
 */
export const DELIVERY_IN_MEMORY_SORT_LIMIT = 50_000;

interface SortKey {
  /** The ORDER BY expression over `d`, exactly as its index has it. */
  expression: string;
  nullable: boolean;
}

const lowerOf = (column: string, nullable: boolean): SortKey => ({
  expression: `lower(d.${column})`,
  nullable,
});
const plain = (column: string, nullable: boolean): SortKey => ({
  expression: `d.${column}`,
  nullable,
});

export const DELIVERY_SORT_KEYS: Record<DeliverySortColumn, SortKey> = {
  slipNumber: lowerOf('slip_number', false),
  seqProd: lowerOf('seq_prod', false),
  orderNo: lowerOf('order_no', true),
  partNumber: lowerOf('part_number', false),
  partName: lowerOf('part_name', true),
  colorCode: lowerOf('color_code', true),
  kdLotNo: lowerOf('kd_lot_no', true),
  qty: plain('qty', false),
  date: plain('date', false),
  time: plain('time', true),
  adjustDate: plain('adjust_date', true),
  adjustTime: plain('adjust_time', true),
  remarksBawah: lowerOf('remarks_bawah', true),
  barcodeHpm: lowerOf('barcode_hpm', true),
  barcodeKasai: lowerOf('barcode_kasai', true),
  scanLt1ByName: lowerOf('scan_lt1_by_name', true),
  scanLt1At: plain('scan_lt1_at', true),
  scanLt2ByName: lowerOf('scan_lt2_by_name', true),
  scanLt2At: plain('scan_lt2_at', true),
  updatedBy: lowerOf('updated_by', true),
  createdAt: plain('created_at', false),
  updatedAt: plain('updated_at', false),
  status: plain('status', false),
};

/**
 * The columns of a Delivery answer over `deliveries d JOIN customers c`, formatted by PostgreSQL
 * the same way on both engines (the CSV benchmark copies the same columns).
 */
export const DELIVERY_OUTPUT_COLUMNS = `
  d.id::text AS id, d.customer_id::text AS customer_id, c.alias AS customer_alias,
  c.name AS customer_name, d.slip_number, d.seq_prod, d.order_no, d.part_number, d.part_name,
  d.color_code, d.kd_lot_no, d.qty,
  to_char(d.date, 'YYYY-MM-DD') AS date,
  to_char(d.time, 'HH24:MI:SS') AS time,
  to_char(d.adjust_date, 'YYYY-MM-DD') AS adjust_date,
  to_char(d.adjust_time, 'HH24:MI:SS') AS adjust_time,
  d.remarks_bawah, d.barcode_hpm, d.barcode_kasai, d.scan_lt1_by_name,
  to_char(d.scan_lt1_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS scan_lt1_at,
  d.scan_lt2_by_name,
  to_char(d.scan_lt2_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS scan_lt2_at,
  d.status, d.created_by, d.updated_by,
  to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;
const OUTPUT_COLUMNS = sql.raw(DELIVERY_OUTPUT_COLUMNS);

interface DeliveryOutputRow extends Record<string, unknown> {
  id: string;
  customer_id: string;
  customer_alias: string;
  customer_name: string;
  slip_number: string;
  seq_prod: string;
  order_no: string | null;
  part_number: string;
  part_name: string | null;
  color_code: string | null;
  kd_lot_no: string | null;
  qty: number;
  date: string;
  time: string | null;
  adjust_date: string | null;
  adjust_time: string | null;
  remarks_bawah: string | null;
  barcode_hpm: string | null;
  barcode_kasai: string | null;
  scan_lt1_by_name: string | null;
  scan_lt1_at: string | null;
  scan_lt2_by_name: string | null;
  scan_lt2_at: string | null;
  status: Delivery['status'];
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

function toDelivery(row: DeliveryOutputRow): Delivery {
  return {
    id: Number(row.id),
    customerId: row.customer_id,
    customer: { alias: row.customer_alias, name: row.customer_name },
    slipNumber: row.slip_number,
    seqProd: row.seq_prod,
    orderNo: row.order_no,
    partNumber: row.part_number,
    partName: row.part_name,
    colorCode: row.color_code,
    kdLotNo: row.kd_lot_no,
    qty: Number(row.qty),
    date: row.date,
    time: row.time,
    adjustDate: row.adjust_date,
    adjustTime: row.adjust_time,
    remarksBawah: row.remarks_bawah,
    barcodeHpm: row.barcode_hpm,
    barcodeKasai: row.barcode_kasai,
    scanLt1ByName: row.scan_lt1_by_name,
    scanLt1At: row.scan_lt1_at,
    scanLt2ByName: row.scan_lt2_by_name,
    scanLt2At: row.scan_lt2_at,
    status: row.status,
    createdAt: row.created_at,
    createdBy: row.created_by,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export interface DeliveryListInput {
  customerId: string;
  /** Inclusive `YYYY-MM-DD` bounds on `date`. */
  startDate: string | null;
  endDate: string | null;
  search: string | null;
  sortCol: DeliverySortColumn;
  sortDir: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Overrides DELIVERY_IN_MEMORY_SORT_LIMIT (tests reach both ways of reading a filtered list). */
  inMemorySortLimit?: number;
}

export interface DeliveryListResult {
  rows: Delivery[];
  total: number;
  /** The search matched more than DELIVERY_SEARCH_COUNT_LIMIT rows; `total` is that limit. */
  totalCapped: boolean;
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** A search over `deliveries d`: the indexed text (DELIVERY_SEARCH_TEXT) contains `search`. */
export function deliverySearchCondition(search: string): SQL {
  return sql`(${sql.raw(DELIVERY_SEARCH_TEXT)}) ILIKE ${likePattern(search)}`;
}

/** The list's WHERE over `deliveries d`: the customer, the date range, the search. */
export function deliveryListWhere(
  input: Pick<DeliveryListInput, 'customerId' | 'startDate' | 'endDate' | 'search'>,
): SQL {
  const conditions: SQL[] = [sql`d.customer_id = ${input.customerId}`];
  if (input.startDate) conditions.push(sql`d.date >= ${input.startDate}::date`);
  if (input.endDate) conditions.push(sql`d.date <= ${input.endDate}::date`);
  if (input.search) conditions.push(deliverySearchCondition(input.search));
  return sql.join(conditions, sql` AND `);
}

/**
 * Ids of one page, read from the sort's index in `direction` (the list's own direction, or its
 * opposite when `reversed`: a page counted from the end).
 */
export function pageIds(
  where: SQL,
  key: SortKey,
  direction: 'asc' | 'desc',
  reversed: boolean,
  limit: number,
  offset: number,
): SQL {
  const dir = sql.raw(direction);
  const expression = sql.raw(key.expression);
  // Ascending with empty values last is the index order (read forwards), and its reverse is the
  // same index read backwards: one range.
  if (!key.nullable || (direction === 'asc') !== reversed) {
    return sql`SELECT d.id FROM deliveries d WHERE ${where}
      ORDER BY ${expression} ${dir}, d.id ${dir} LIMIT ${limit} OFFSET ${offset}`;
  }
  // Descending with empty values last (or its reverse): values and empties are two ranges of the
  // index, each read in index order up to offset + limit entries, then concatenated.
  const emptiesFirst = sql.raw(reversed ? 'desc' : 'asc');
  const enough = offset + limit;
  return sql`SELECT id FROM (
      (SELECT d.id, 0 AS empty, ${expression} AS key FROM deliveries d
        WHERE ${where} AND ${expression} IS NOT NULL
        ORDER BY ${expression} ${dir}, d.id ${dir} LIMIT ${enough})
      UNION ALL
      (SELECT d.id, 1 AS empty, NULL AS key FROM deliveries d
        WHERE ${where} AND ${expression} IS NULL
        ORDER BY ${expression} ${dir}, d.id ${dir} LIMIT ${enough})
    ) part
    ORDER BY empty ${emptiesFirst}, key ${dir}, id ${dir} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Ids of one page of a filtered list, sorted from all its matches (found through the filter's own
 * index: the date index or the trigram index). For filtered lists of bounded size only.
 */
export function matchedPageIds(
  where: SQL,
  key: SortKey,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): SQL {
  const dir = sql.raw(direction);
  return sql`WITH matches AS MATERIALIZED (
      SELECT d.id, ${sql.raw(key.expression)} AS key FROM deliveries d WHERE ${where}
    )
    SELECT id FROM matches ORDER BY key IS NULL, key ${dir}, id ${dir}
    LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Deliveries of a customer in a date range: exact. A range that holds all of the customer's dates
 * is the kept count (two index probes for the first and last date instead of counting a million
 * index entries); any other range is counted from the (customer_id, date, id) index alone.
 */
async function countInDateRange(
  db: Executor,
  input: Pick<DeliveryListInput, 'customerId' | 'startDate' | 'endDate'>,
  where: SQL,
): Promise<number> {
  const [span] = await sqlRows<{ first: string | null; last: string | null }>(
    db,
    sql`SELECT to_char(min(date), 'YYYY-MM-DD') AS first, to_char(max(date), 'YYYY-MM-DD') AS last
          FROM deliveries WHERE customer_id = ${input.customerId}`,
  );
  if (!span?.first || !span.last) return 0;
  const coversAll =
    (!input.startDate || input.startDate <= span.first) &&
    (!input.endDate || input.endDate >= span.last);
  if (coversAll) return countDeliveries(db, input.customerId);
  const [counted] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM deliveries d WHERE ${where}`,
  );
  return counted?.n ?? 0;
}

export async function listDeliveries(
  db: Executor,
  input: DeliveryListInput,
): Promise<DeliveryListResult> {
  const where = deliveryListWhere(input);

  let total: number;
  let totalCapped = false;
  if (input.search) {
    const [counted] = await sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM deliveries d WHERE ${where}
            LIMIT ${DELIVERY_SEARCH_COUNT_LIMIT + 1}) matches`,
    );
    total = counted?.n ?? 0;
    if (total > DELIVERY_SEARCH_COUNT_LIMIT) {
      total = DELIVERY_SEARCH_COUNT_LIMIT;
      totalCapped = true;
    }
  } else if (input.startDate || input.endDate) {
    total = await countInDateRange(db, input, where);
  } else {
    total = await countDeliveries(db, input.customerId);
  }

  const offset = (input.page - 1) * input.perPage;
  let limit = input.perPage;
  let pickOffset = offset;
  let reversed = false;
  if (!totalCapped) {
    if (offset >= total) return { rows: [], total, totalCapped };
    limit = Math.min(input.perPage, total - offset);
    const after = total - offset - limit;
    if (after < offset) {
      reversed = true;
      pickOffset = after;
    }
  }
  const key = DELIVERY_SORT_KEYS[input.sortCol];
  const filtered = input.search !== null || input.startDate !== null || input.endDate !== null;
  const inMemory =
    filtered && !totalCapped && total <= (input.inMemorySortLimit ?? DELIVERY_IN_MEMORY_SORT_LIMIT);
  const ids = inMemory
    ? matchedPageIds(where, key, input.sortDir, limit, offset)
    : pageIds(
        where,
        key,
        reversed ? flip(input.sortDir) : input.sortDir,
        reversed,
        limit,
        pickOffset,
      );
  const dir = sql.raw(input.sortDir);
  const expression = sql.raw(key.expression);
  const rows = await sqlRows<DeliveryOutputRow>(
    db,
    sql`WITH page AS (${ids})
        SELECT ${OUTPUT_COLUMNS}
          FROM page JOIN deliveries d ON d.id = page.id JOIN customers c ON c.id = d.customer_id
         ORDER BY ${expression} IS NULL, ${expression} ${dir}, d.id ${dir}`,
  );
  return { rows: rows.map(toDelivery), total, totalCapped };
}

/** A list's query without its page (what an export reads). */
/**
 * `listDeliveries` in one read-only snapshot: the reversed read of the last pages relies on the
 * total being the one the rows were counted in.
 */
export function listDeliveriesInSnapshot(
  db: Database,
  input: DeliveryListInput,
): Promise<DeliveryListResult> {
  return db.transaction((tx) => listDeliveries(tx, input), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

export type DeliveryExportInput = Omit<DeliveryListInput, 'page' | 'perPage' | 'inMemorySortLimit'>;

/**
 * Every delivery of a list's query (no paging), in the list's order, `size` at a time, as `read`
 * selects it: keyset reads along the sort's index (records.ts `keysetBatches`), so a customer's
 * million rows go with flat memory.
 */
function deliveryKeysetBatches<Row>(
  db: Executor,
  input: DeliveryExportInput,
  select: { columns: SQL; join?: SQL },
  toRow: (row: Record<string, unknown>) => Row,
  size: number,
): AsyncGenerator<Row[]> {
  const where = deliveryListWhere(input);
  const key = DELIVERY_SORT_KEYS[input.sortCol];
  const expression = sql.raw(key.expression);
  return keysetBatches<Row>(
    { expression, nullable: key.nullable },
    sql.raw('d.id'),
    input.sortDir,
    async (condition, order, limit) => {
      const rows = await sqlRows<{ csv_sort_key: string | null; csv_sort_id: string }>(
        db,
        sql`SELECT ${select.columns}, (${expression})::text AS csv_sort_key, d.id::text AS csv_sort_id
              FROM deliveries d JOIN customers c ON c.id = d.customer_id ${select.join ?? sql``}
             WHERE ${where}${condition ? sql` AND ${condition}` : sql``}
             ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit}`,
      );
      return rows.map((row) => ({ row: toRow(row), key: row.csv_sort_key, id: row.csv_sort_id }));
    },
    size,
  );
}

/** Every delivery of a list's query, in its order, in batches of answers (`Delivery`). */
export function deliveryBatches(
  db: Executor,
  input: DeliveryExportInput,
  size = CSV_BATCH_ROWS,
): AsyncGenerator<Delivery[]> {
  return deliveryKeysetBatches(
    db,
    input,
    { columns: OUTPUT_COLUMNS },
    (row) => toDelivery(row as DeliveryOutputRow),
    size,
  );
}

/**
 * The CSV lines of every delivery of a list's query in its order, written by the database's COPY
 * (repositories/copy-csv.ts; lib/csv.ts `sqlCsvCells`), in chunks of bytes, each line ending in
 * CRLF. On PGlite a COPY copies `size` rows (default PGLITE_COPY_ROWS).
 */
export function deliveryCsvLines(
  db: Database,
  input: DeliveryExportInput,
  columns: readonly SqlCsvColumn[],
  size?: number,
): AsyncGenerator<Uint8Array> {
  const where = deliveryListWhere(input);
  const key = DELIVERY_SORT_KEYS[input.sortCol];
  const expression = sql.raw(key.expression);
  const { values, cells } = sqlCsvCells(columns);
  const within = (condition: SQL | undefined) =>
    condition ? sql`${where} AND ${condition}` : where;
  const dir = sql.raw(input.sortDir);
  return copyCsvLines(
    db,
    {
      ranges: keysetRanges({ expression, nullable: key.nullable }, sql.raw('d.id'), input.sortDir),
      // The outer ORDER BY repeats the subquery's on its output (a range of empty values is in id
      // order alone): PostgreSQL sees the rows already in that order and adds no sort.
      rows: (condition, order) =>
        sql`SELECT ${sql.raw(cells)} FROM (
              SELECT ${sql.raw(values)}, ${expression} AS csv_key, d.id AS csv_id
                FROM deliveries d JOIN customers c ON c.id = d.customer_id
               WHERE ${within(condition)} ORDER BY ${sql.join(order, sql`, `)} OFFSET 0
            ) csv_cells
            ORDER BY ${order.length > 1 ? sql`csv_cells.csv_key ${dir}, ` : sql``}csv_cells.csv_id ${dir}`,
      position: (condition, order, offset) =>
        sql`SELECT (${expression})::text AS key, d.id::text AS id FROM deliveries d
             WHERE ${within(condition)} ORDER BY ${sql.join(order, sql`, `)}
             LIMIT 1 OFFSET ${offset}`,
    },
    size,
  );
}

/** The customer's number of deliveries (0 for a customer without any, or unknown). */
export async function countDeliveries(db: Executor, customerId: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(
    db,
    sql`SELECT deliveries AS n FROM customer_delivery_counts WHERE customer_id = ${customerId}`,
  );
  return row ? Number(row.n) : 0;
}

export async function findDeliveryById(db: Executor, id: number): Promise<Delivery | null> {
  const [row] = await sqlRows<DeliveryOutputRow>(
    db,
    sql`SELECT ${OUTPUT_COLUMNS} FROM deliveries d JOIN customers c ON c.id = d.customer_id
         WHERE d.id = ${id}`,
  );
  return row ? toDelivery(row) : null;
}

/**
 * Locks the count rows of `customerIds` (creating them at 0), in one order so that two writers
 * never wait for each other in a circle. Every writer of deliveries takes these locks first (the
 * import too), which serialises the writers of one customer and keeps its count exact.
 */
export async function lockCustomerCounts(db: Executor, customerIds: string[]): Promise<void> {
  for (const customerId of [...new Set(customerIds)].sort()) {
    await db.execute(
      sql`INSERT INTO customer_delivery_counts (customer_id) VALUES (${customerId})
          ON CONFLICT (customer_id) DO NOTHING`,
    );
    await db.execute(
      sql`SELECT 1 FROM customer_delivery_counts WHERE customer_id = ${customerId} FOR UPDATE`,
    );
  }
}

async function addToCount(db: Executor, customerId: string, delta: number): Promise<void> {
  await db.execute(
    sql`UPDATE customer_delivery_counts SET deliveries = deliveries + ${delta}
         WHERE customer_id = ${customerId}`,
  );
}

/** Normalised field values (`checkFieldValue`), by field key. */
export type DeliveryValues = Partial<Record<DeliveryFieldKey, string | null>>;

const columnOf = new Map<string, string>(DELIVERY_FIELDS.map((f) => [f.key, f.column]));

function assignments(values: DeliveryValues): SQL[] {
  return Object.entries(values).map(
    ([key, value]) => sql`${sql.raw(columnOf.get(key) as string)} = ${value}`,
  );
}

/** Inserts one delivery (every required value given) in a transaction of the caller. */
export async function insertDelivery(
  tx: Executor,
  customerId: string,
  values: DeliveryValues,
  actor: Actor,
  now: Date,
): Promise<number> {
  await lockCustomerCounts(tx, [customerId]);
  const keys = Object.keys(values);
  const columns = keys.map((key) => sql.raw(columnOf.get(key) as string));
  const params = keys.map((key) => sql`${values[key as DeliveryFieldKey] ?? null}`);
  const at = now.toISOString();
  const [row] = await sqlRows<{ id: string }>(
    tx,
    sql`INSERT INTO deliveries (customer_id, ${sql.join(columns, sql`, `)},
          created_by, updated_by, created_at, updated_at)
        VALUES (${customerId}, ${sql.join(params, sql`, `)},
          ${actor.username}, ${actor.username}, ${at}::timestamptz, ${at}::timestamptz)
        RETURNING id::text AS id`,
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  await addToCount(tx, customerId, 1);
  return Number(row.id);
}

async function customerOf(tx: Executor, id: number): Promise<string | null> {
  const [row] = await sqlRows<{ customer_id: string }>(
    tx,
    sql`SELECT customer_id::text AS customer_id FROM deliveries WHERE id = ${id}`,
  );
  return row?.customer_id ?? null;
}

/**
 * Changes the given values of one delivery (and moves it to `customerId` when that differs), in a
 * transaction of the caller. False when there is no such delivery.
 */
export async function updateDelivery(
  tx: Executor,
  id: number,
  change: { customerId?: string; values: DeliveryValues },
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const current = await customerOf(tx, id);
  if (current === null) return false;
  const target = change.customerId ?? current;
  await lockCustomerCounts(tx, [current, target]);
  const sets = [
    ...assignments(change.values),
    sql`customer_id = ${target}`,
    sql`updated_by = ${actor.username}`,
    sql`updated_at = ${now.toISOString()}::timestamptz`,
  ];
  // The customer is part of the condition: a concurrent move between the read and the locks makes
  // this update find nothing rather than miscount.
  const updated = await sqlRows<{ id: string }>(
    tx,
    sql`UPDATE deliveries SET ${sql.join(sets, sql`, `)}
         WHERE id = ${id} AND customer_id = ${current} RETURNING id::text AS id`,
  );
  if (updated.length === 0) return false;
  if (target !== current) {
    await addToCount(tx, current, -1);
    await addToCount(tx, target, 1);
  }
  return true;
}

/** Deletes one delivery in a transaction of the caller; false when there is no such delivery. */
export async function deleteDelivery(tx: Executor, id: number): Promise<boolean> {
  const current = await customerOf(tx, id);
  if (current === null) return false;
  await lockCustomerCounts(tx, [current]);
  const deleted = await sqlRows<{ id: string }>(
    tx,
    sql`DELETE FROM deliveries WHERE id = ${id} AND customer_id = ${current}
        RETURNING id::text AS id`,
  );
  if (deleted.length === 0) return false;
  await addToCount(tx, current, -1);
  return true;
}
