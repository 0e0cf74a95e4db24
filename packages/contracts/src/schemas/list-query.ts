import {
  Type,
  type TObject,
  type TOptional,
  type TProperties,
  type TString,
  type TUnsafe,
} from '@sinclair/typebox';
import {
  CSV_COLUMNS_MAX_LENGTH,
  MAX_PAGE,
  PER_PAGE_CHOICES,
  SEARCH_MAX_LENGTH,
  type PerPage,
} from '../limits';

/** `createdAt` → `created_at`: a list sorts by either name of a column. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// An enum of integers (not a union of literals) so that query-string coercion applies.
const perPageSchema = Type.Unsafe<PerPage>({
  type: 'integer',
  enum: [...PER_PAGE_CHOICES],
  description: 'Rows per page',
});

/**
 * The query of a list route (docs/rules/api.md#lists): `search`, `page` (1-based; absent = every row),
 * `perPage` (5|10|25|50|100), `sortCol` (a whitelisted column in camelCase or snake_case),
 * `sortDir` (asc|desc, either case). Unknown parameters are ignored, not rejected.
 *
 * `listQuery(['name', 'alias', 'createdAt', 'updatedAt'])`; add route-specific filters with `extra`.
 */
export function listQuery<
  const C extends readonly string[],
  E extends TProperties = Record<never, never>,
>(sortColumns: C, extra?: E) {
  const accepted = [...new Set(sortColumns.flatMap((column) => [column, snakeCase(column)]))];
  const sortColSchema: TUnsafe<C[number]> = Type.Unsafe<C[number]>({
    type: 'string',
    enum: accepted,
    description: `Sort column: ${sortColumns.join(', ')} (camelCase or snake_case)`,
  });
  return Type.Object({
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        // A bound keeps (page - 1) * perPage a whole number PostgreSQL takes as a bigint OFFSET;
        // 1e20 would reach the database as '1e+22' and fail there.
        maximum: MAX_PAGE,
        description: '1-based; without it every row is returned',
      }),
    ),
    perPage: Type.Optional(perPageSchema),
    sortCol: Type.Optional(sortColSchema),
    sortDir: Type.Optional(
      Type.Unsafe<'asc' | 'desc' | 'ASC' | 'DESC'>({
        type: 'string',
        enum: ['asc', 'desc', 'ASC', 'DESC'],
      }),
    ),
    ...(extra ?? ({} as E)),
  });
}

/**
 * The query of a list's CSV export (`<list path>.csv`, docs/rules/reports.md#csv-files): the list's own
 * query (its `page`/`perPage` are accepted and ignored: the file holds every row) plus `columns`,
 * the column ids in the file's order (comma-separated; absent: every column in the default order).
 */
export function csvQuery<P extends TProperties>(
  query: TObject<P>,
): TObject<P & { columns: TOptional<TString> }> {
  return Type.Object({
    ...query.properties,
    columns: Type.Optional(
      Type.String({
        maxLength: CSV_COLUMNS_MAX_LENGTH,
        description:
          "The file's columns in order: comma-separated column ids (the JSON row's field names); absent: every column",
      }),
    ),
  });
}
