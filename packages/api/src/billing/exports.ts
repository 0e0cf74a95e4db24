// The billing lists' CSV files (docs/rules/billing.md#exports): every row a list's filter and sort
// match, read a page at a time so the file streams with flat memory (src/lib/csv.ts writes it).
import type { ListQueryInput, ResolvedListQuery } from '../schemas/list-query';
import { resolveListQuery } from '../schemas/list-query';

const PER_PAGE = 100;

/** The pages of a list, in its sort, until the last. */
export async function* listBatches<const C extends readonly string[], Row>(
  input: ListQueryInput,
  sortColumns: C,
  defaults: { sortCol: C[number]; sortDir: 'asc' | 'desc' },
  page: (query: ResolvedListQuery<C[number]>) => Promise<{ rows: Row[]; total: number }>,
): AsyncGenerator<Row[]> {
  for (let n = 1; ; n += 1) {
    const query = resolveListQuery({ ...input, page: n, perPage: PER_PAGE }, sortColumns, defaults);
    const { rows, total } = await page(query);
    yield rows;
    if (rows.length === 0 || n * PER_PAGE >= total) break;
  }
}
