// Data access shared by the generic resources (customers, users, deliveries, docs/rules/api.md#lists): the list
// query (search, sort, paging) and the approve/reject status mark.
import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { RecordStatus } from '../db/schema';
import type { Actor } from '../lib/audit';
import { updatedAudit } from '../lib/audit';
import { likePattern, type ResolvedListQuery } from '../schemas/list-query';

/** What a repository function takes: named here so that routes and services never import db/. */
export type { Executor, Tx } from '../db/client';
export type { RecordStatus };

/** One sortable column of a list: what to ORDER BY, and whether it can be NULL. */
export interface SortKey {
  expression: PgColumn | SQL;
  nullable: boolean;
}

/**
 * A list's sort key for `column`. Text sorts case-insensitively (`lower()`: 'andi' before 'Budi'
 * whatever the database's collation); give the table a matching index, `(lower(name), id)`.
 */
export function sortKey(column: PgColumn, options: { caseInsensitive?: boolean } = {}): SortKey {
  return {
    expression: options.caseInsensitive ? sql`lower(${column})` : column,
    nullable: !column.notNull,
  };
}

export interface ListSpec<C extends string> {
  /** Every column `listQuery` accepts, by its camelCase name. */
  sortKeys: Record<C, SortKey>;
  /** Columns the search text is looked for in (case-insensitive substring, `%`/`_` literal). */
  searchColumns: readonly (PgColumn | SQL)[];
  /** The primary key: the last sort key, so that rows with equal sort values page stably. */
  id: PgColumn;
  /** Further conditions (`eq(deliveries.customerId, …)`); undefined entries are skipped. */
  filters?: readonly (SQL | undefined)[];
}

export interface ListResult<Row> {
  rows: Row[];
  /** Rows matching the search and filters, over all pages. */
  total: number;
}

/**
 * Sums a list answers beside its rows (`totals`), each an aggregate over every row the search and
 * filters match, not only the page: `sum(${invoices.amount})`. NULL (no row) counts as 0.
 */
export type ListTotals<K extends string> = Record<K, SQL>;

export interface ListTotalsResult<Row, K extends string> extends ListResult<Row> {
  totals: Record<K, number>;
}

function orderBy(key: SortKey, direction: 'asc' | 'desc'): SQL {
  if (direction === 'asc') return asc(key.expression);
  // PostgreSQL puts NULLs first in a descending sort: keep rows that have a value on top either
  // way. Only for nullable keys: on the others it would stop an index from serving the sort.
  return key.nullable ? sql`${key.expression} desc nulls last` : desc(key.expression);
}

/** The list's WHERE: its filters and the search (any search column contains the text). */
function listWhere<C extends string>(
  query: ResolvedListQuery<C>,
  spec: ListSpec<C>,
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const filter of spec.filters ?? []) if (filter) conditions.push(filter);
  if (query.search !== null) {
    const pattern = likePattern(query.search);
    const matches = spec.searchColumns.map((column) => ilike(column, pattern));
    const anyMatch = or(...matches);
    if (anyMatch) conditions.push(anyMatch);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page (or, without paging, every row) of `table` for a resolved list query, and the total.
 * Kept simple: OFFSET paging and a separate COUNT. Fine for tables of thousands of rows; a table of
 * millions (deliveries) wants its own query with keyset paging or an estimated count.
 * With `totals` the COUNT statement also sums them over the same rows (one statement, not two).
 */
export async function listRecords<T extends PgTable, C extends string>(
  db: Executor,
  table: T,
  query: ResolvedListQuery<C>,
  spec: ListSpec<C>,
): Promise<ListResult<T['$inferSelect']>>;
export async function listRecords<T extends PgTable, C extends string, K extends string>(
  db: Executor,
  table: T,
  query: ResolvedListQuery<C>,
  spec: ListSpec<C>,
  totals: ListTotals<K>,
): Promise<ListTotalsResult<T['$inferSelect'], K>>;
export async function listRecords<T extends PgTable, C extends string, K extends string>(
  db: Executor,
  table: T,
  query: ResolvedListQuery<C>,
  spec: ListSpec<C>,
  totals?: ListTotals<K>,
): Promise<ListResult<T['$inferSelect']> | ListTotalsResult<T['$inferSelect'], K>> {
  const where = listWhere(query, spec);
  const key = spec.sortKeys[query.sortCol];
  const order = [orderBy(key, query.sortDir), orderBy(sortKey(spec.id), query.sortDir)];

  // `select().from(table)` on a generic table loses Drizzle's row type; the row is T's own.
  const base = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order);
  if (!query.paging && !totals) {
    const rows = (await base) as T['$inferSelect'][];
    return { rows, total: rows.length };
  }
  const names = Object.keys(totals ?? {}) as K[];
  const sums: Record<string, SQL<string>> = {};
  // As numeric text: a sum is a bigint or numeric, which the drivers answer as a string.
  for (const name of names) sums[name] = sql<string>`coalesce(${totals?.[name]}, 0)::text`;
  const [rows, counted] = await Promise.all([
    query.paging ? base.limit(query.paging.limit).offset(query.paging.offset) : base,
    db
      .select({ total: sql<number>`count(*)::int`, ...sums })
      .from(table as PgTable)
      .where(where),
  ]);
  const row = counted[0] as Record<string, unknown> | undefined;
  const total = Number(row?.total ?? 0);
  if (!totals) return { rows: rows as T['$inferSelect'][], total };
  const figures = {} as Record<K, number>;
  for (const name of names) figures[name] = Number(row?.[name] ?? 0);
  return { rows: rows as T['$inferSelect'][], total, totals: figures };
}

/** Rows a CSV export reads at a time (docs/rules/reports.md#csv-files). */
export const CSV_BATCH_ROWS = 2000;

/** A row of a keyset read, with its sort value as text (null when empty) and its id as text. */
export interface KeyedRow<Row> extends KeysetPosition {
  row: Row;
}

/**
 * Reads `size` rows: `condition` (the keyset's; undefined on the first read) added to the list's
 * own WHERE, ordered by `order`, with each row's sort value and id as text.
 */
export type KeysetRead<Row> = (
  condition: SQL | undefined,
  order: SQL[],
  size: number,
) => Promise<KeyedRow<Row>[]>;

/** Where a keyset read stands: a row's sort value as text (null when empty) and its id as text. */
export interface KeysetPosition {
  key: string | null;
  id: string;
}

/**
 * One range of a list's order (one range of the sort's index): `after(last)` its rows after `last`
 * (all of them when null), `through(last)` its rows up to `last` included, read in `order`.
 */
export interface KeysetRange {
  after(last: KeysetPosition | null): SQL | undefined;
  through(last: KeysetPosition): SQL;
  order: SQL[];
}

/**
 * A list's order (the sort key, empty values last in both directions, ties by id in the same
 * direction: `listRecords` and the delivery list) as index ranges: the rows with a value and the
 * empty ones are two ranges (each an index range; an OR of both would not be). A sort value goes
 * back to the database as the text it came as, so it compares exactly (a timestamp's microseconds
 * included).
 */
export function keysetRanges(
  key: SortKey,
  id: PgColumn | SQL,
  direction: 'asc' | 'desc',
): KeysetRange[] {
  const value = key.expression;
  const after = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const upTo = direction === 'asc' ? sql.raw('<=') : sql.raw('>=');
  const by = direction === 'asc' ? asc : desc;
  const empties: KeysetRange = {
    after: (last) =>
      last ? sql`${value} IS NULL AND ${id} ${after} ${last.id}` : sql`${value} IS NULL`,
    through: (last) => sql`${value} IS NULL AND ${id} ${upTo} ${last.id}`,
    order: [by(id)],
  };
  const past = (last: KeysetPosition, op: SQL) =>
    sql`(${value}, ${id}) ${op} (${last.key}, ${last.id})`;
  if (!key.nullable) {
    return [
      {
        after: (last) => (last ? past(last, after) : undefined),
        through: (last) => past(last, upTo),
        order: [by(value), by(id)],
      },
    ];
  }
  const values: KeysetRange = {
    after: (last) =>
      last ? sql`${value} IS NOT NULL AND ${past(last, after)}` : sql`${value} IS NOT NULL`,
    through: (last) => sql`${value} IS NOT NULL AND ${past(last, upTo)}`,
    order: [by(value), by(id)],
  };
  return [values, empties];
}

/**
 * Every row of a list in its order (`keysetRanges`), `size` rows at a time. Keyset: each read
 * continues after the last row of the one before, so each is one range of the sort's index however
 * far into the list it is, and nothing but the current batch is held.
 */
export async function* keysetBatches<Row>(
  key: SortKey,
  id: PgColumn | SQL,
  direction: 'asc' | 'desc',
  read: KeysetRead<Row>,
  size = CSV_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  for (const range of keysetRanges(key, id, direction)) {
    let last: KeyedRow<Row> | null = null;
    for (;;) {
      const rows = await read(range.after(last), range.order, size);
      if (rows.length > 0) yield rows.map((keyed) => keyed.row);
      if (rows.length < size) break;
      last = rows[rows.length - 1] as KeyedRow<Row>;
    }
  }
}

/** Every row of `table` for a list query (paging ignored), in the list's order, in batches: a CSV. */
export function recordBatches<T extends PgTable, C extends string>(
  db: Executor,
  table: T,
  query: ResolvedListQuery<C>,
  spec: ListSpec<C>,
  size = CSV_BATCH_ROWS,
): AsyncGenerator<T['$inferSelect'][]> {
  const where = listWhere(query, spec);
  const key = spec.sortKeys[query.sortCol];
  return keysetBatches<T['$inferSelect']>(
    key,
    spec.id,
    query.sortDir,
    async (condition, order, limit) => {
      const rows = await db
        .select({
          ...getTableColumns(table as PgTable),
          csvSortKey: sql<string | null>`(${key.expression})::text`,
          csvSortId: sql<string>`${spec.id}::text`,
        })
        .from(table as PgTable)
        .where(condition ? and(where, condition) : where)
        .orderBy(...order)
        .limit(limit);
      return rows.map(({ csvSortKey, csvSortId, ...row }) => ({
        row: row as T['$inferSelect'],
        key: csvSortKey,
        id: csvSortId,
      }));
    },
    size,
  );
}

/** A table of the generic resources: an `id`, a review `status` and the audit columns. */
export type ReviewableTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/**
 * Approve or reject (docs/rules/api.md#review-status): sets `status` and the update audit, nothing else. The updated
 * row, or null when there is no such id.
 */
export async function setRecordStatus<T extends ReviewableTable>(
  db: Executor,
  table: T,
  id: string | number,
  status: RecordStatus,
  actor: Actor,
  now: Date,
): Promise<T['$inferSelect'] | null> {
  const values = { status, ...updatedAudit(actor, now) } as PgUpdateSetSource<T>;
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return (rows as T['$inferSelect'][])[0] ?? null;
}

/** The review status of a row, locked until the transaction ends (the audit's `before`); null when absent. */
export async function currentStatus<T extends ReviewableTable>(
  db: Executor,
  table: T,
  id: string | number,
): Promise<RecordStatus | null> {
  const rows = await db
    .select({ status: table.status })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return (rows[0]?.status as RecordStatus | undefined) ?? null;
}
