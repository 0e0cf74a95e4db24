import type { Static } from '@sinclair/typebox';
import { DEFAULT_PER_PAGE } from 'contracts/limits';
import { snakeCase, type PaginationSchema } from 'contracts/schemas';

// The list query's schema (`listQuery`) and limits are the contract's (packages/contracts); what
// is here runs on a validated query.

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
    byAnyName.set(snakeCase(column), column);
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
