import { Type, type Static, type TProperties, type TUnsafe } from '@sinclair/typebox';
import { PaginationSchema } from './envelopes';

export const PER_PAGE_CHOICES = [5, 10, 25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
/** The highest page a list takes (a million rows at 5 a page is 200 000 pages). */
export const MAX_PAGE = 1_000_000_000;
/** SPEC §9: default page size. */
export const DEFAULT_PER_PAGE: PerPage = 5;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// An enum of integers (not a union of literals) so that query-string coercion applies.
const perPageSchema = Type.Unsafe<PerPage>({
  type: 'integer',
  enum: [...PER_PAGE_CHOICES],
  description: 'Rows per page',
});

/**
 * The query of a list route (DECISIONS §2): `search`, `page` (1-based; absent = every row),
 * `perPage` (5|10|25|50|100), `sortCol` (a whitelisted column in camelCase or snake_case),
 * `sortDir` (asc|desc, either case). Unknown parameters are ignored, not rejected.
 *
 * `listQuery(['name', 'alias', 'createdAt', 'updatedAt'])`; add route-specific filters with `extra`.
 */
export function listQuery<
  const C extends readonly string[],
  E extends TProperties = Record<never, never>,
>(sortColumns: C, extra?: E) {
  const accepted = [...new Set(sortColumns.flatMap((column) => [column, snake(column)]))];
  const sortColSchema: TUnsafe<C[number]> = Type.Unsafe<C[number]>({
    type: 'string',
    enum: accepted,
    description: `Sort column: ${sortColumns.join(', ')} (camelCase or snake_case)`,
  });
  return Type.Object({
    search: Type.Optional(Type.String({ maxLength: 200 })),
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

export interface ListQueryInput {
  search?: string;
  page?: number;
  perPage?: number;
  sortCol?: string;
  sortDir?: string;
}

export interface ResolvedListQuery<C extends string> {
  /** Trimmed search text, or null when there is none. */
  search: string | null;
  sortCol: C;
  sortDir: 'asc' | 'desc';
  /** null: the whole list (no `page` given). */
  paging: { page: number; perPage: number; limit: number; offset: number } | null;
}

/**
 * Normalises a validated list query: maps `created_at` to `createdAt` (one of `sortColumns`),
 * lower-cases the direction and turns page/perPage into limit/offset.
 */
export function resolveListQuery<const C extends readonly string[]>(
  query: ListQueryInput,
  sortColumns: C,
  defaults: { sortCol: C[number]; sortDir: 'asc' | 'desc' },
): ResolvedListQuery<C[number]> {
  const byAnyName = new Map<string, C[number]>();
  for (const column of sortColumns) {
    byAnyName.set(column, column);
    byAnyName.set(snake(column), column);
  }
  const sortCol = (query.sortCol !== undefined && byAnyName.get(query.sortCol)) || defaults.sortCol;
  const sortDir = query.sortDir
    ? query.sortDir.toLowerCase() === 'asc'
      ? 'asc'
      : 'desc'
    : defaults.sortDir;
  const search = query.search?.trim() ? query.search.trim() : null;
  let paging: ResolvedListQuery<C[number]>['paging'] = null;
  if (query.page !== undefined) {
    const perPage = query.perPage ?? DEFAULT_PER_PAGE;
    paging = { page: query.page, perPage, limit: perPage, offset: (query.page - 1) * perPage };
  }
  return { search, sortCol, sortDir, paging };
}

/** The `pagination` block of a list answer. Without paging, one page holds every row. */
export function paginationOf(
  paging: ResolvedListQuery<string>['paging'],
  total: number,
): Static<typeof PaginationSchema> {
  if (!paging)
    return { page: 1, perPage: Math.max(total, 1), total, totalPages: total > 0 ? 1 : 0 };
  return {
    page: paging.page,
    perPage: paging.perPage,
    total,
    totalPages: Math.ceil(total / paging.perPage),
  };
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern: a search is text, not a pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
