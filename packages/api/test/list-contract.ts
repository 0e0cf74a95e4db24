// The list contract every list route keeps (docs/rules/lists.md), tested once here and run for
// each resource, like the role matrix:
//
//   describeListContract('GET /api/customers', {
//     suite: () => ({ app, admin, user }),
//     url: () => '/api/customers',
//     rows: () => rows,
//     sortColumns: CUSTOMER_SORT_COLUMNS,
//     search: [['eko', (row) => row.name === 'Eko Prasetyo']],
//   });
//
// Paging (page, perPage ∈ {5, 10, 25, 50, 100}, total, totalPages), the sort whitelist in camelCase
// and snake_case, search (trimmed, case-insensitive, `%` and `_` as text), unknown parameters
// ignored, and who may read. What a resource adds (its filters, its row shape) stays in its suite.
import type { Session, TestSuite } from './helpers';
import { expectedOrder, snakeCase, type SortValue } from './list-order';

type Direction = 'asc' | 'desc';
type Id = string | number;

export interface ListPage {
  result: { id: Id }[];
  pagination: { page: number; perPage: number; total: number; totalPages: number };
}

export interface ListContractOptions<R extends { id: Id }> {
  /** The sort whitelist, in camelCase. */
  sortColumns: readonly string[];
  /**
   * The ids in the order the list must answer, computed independently of the SQL; default
   * list-order.ts's `expectedOrder` over the row's own value of the column.
   */
  order?(rows: R[], column: string, direction: Direction): Id[];
  /** The suite's app and its admin and plain-user sessions (see `setUpSuite`). */
  suite: () => TestSuite;
  /** The list's address with the parameters it always needs: `/api/deliveries?customerId=…`. */
  url: () => string;
  /** Every row the list holds (at least 7, at most 100), read when a test runs. */
  rows: () => R[] | Promise<R[]>;
  /** The order when no `sortCol` is given; default newest first. */
  defaultSort?: readonly [column: string, direction: Direction];
  /** Without `page`: the whole list as one page (default), or the first page of `perPage` 5. */
  withoutPage?: 'every row' | 'first page';
  /** Columns the whitelist must refuse besides the ones every list refuses. */
  offList?: readonly string[];
  /** Search terms and which rows each must find (at least one term finds something). */
  search: readonly (readonly [term: string, matches: (row: R) => boolean])[];
}

export const PER_PAGE_CHOICES = [5, 10, 25, 50, 100] as const;

/** Off every whitelist: secrets, the key, a near miss, an injection attempt. */
const OFF_EVERY_LIST = [
  'password',
  'password_hash',
  'passwordHash',
  'id',
  'created',
  'x;drop table t',
];

function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function describeListContract<R extends { id: Id }>(
  title: string,
  contract: ListContractOptions<R>,
): void {
  const options = {
    ...contract,
    order: (rows: R[], column: string, direction: Direction): Id[] =>
      contract.order
        ? contract.order(rows, column, direction)
        : expectedOrder(
            rows.map((row) => ({ ...row, id: String(row.id) })),
            (row) => (row as Record<string, unknown>)[column] as SortValue,
            direction,
          ),
    defaultSort: contract.defaultSort ?? (['createdAt', 'desc'] as const),
    withoutPage: contract.withoutPage ?? 'every row',
    admin: () => contract.suite().admin,
    user: () => contract.suite().user,
    app: () => contract.suite().app,
  };

  const get = (query: string, session: Session | null = options.admin()) =>
    options.app().inject({
      method: 'GET',
      url: withQuery(options.url(), query),
      headers: session ? { authorization: session.authorization } : {},
    });

  const list = async (query: string, session?: Session | null): Promise<ListPage> => {
    const response = await get(query, session);
    if (response.statusCode !== 200) {
      throw new Error(`GET ?${query} answered ${response.statusCode} ${response.body}`);
    }
    return response.json<ListPage>();
  };

  const ids = (page: ListPage) => page.result.map((row) => row.id);

  /** Every row in the list's order for `query`, read page by page (5 a page) up to one page past the end. */
  const everyPage = async (query: string, total: number): Promise<Id[]> => {
    const seen: Id[] = [];
    const pages = Math.ceil(total / 5);
    for (let page = 1; page <= pages; page += 1) {
      const body = await list(`${query}&page=${page}&perPage=5`);
      expect(body.pagination).toMatchObject({ page, perPage: 5, total, totalPages: pages });
      seen.push(...ids(body));
    }
    const beyond = await list(`${query}&page=${pages + 1}&perPage=5`);
    expect(beyond.result).toEqual([]);
    return seen;
  };

  const expectValidationError = async (query: string, path: string) => {
    const response = await get(query);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    const body = response.json<{ message: string; errors: { path: string }[] }>();
    // One parameter may break more than one rule (`perPage=x`: not a number, not a choice).
    const paths = [...new Set(body.errors.map((e) => e.path))];
    expect({ query, message: body.message, paths }).toEqual({
      query,
      message: 'validation_error',
      paths: [path],
    });
  };

  describe(`${title}: list contract`, () => {
    it(`without page answers ${options.withoutPage}, in the default order`, async () => {
      const rows = await options.rows();
      const [column, direction] = options.defaultSort;
      const expected = options.order(rows, column, direction);
      const body = await list('');
      if (options.withoutPage === 'every row') {
        expect(ids(body)).toEqual(expected);
        expect(body.pagination).toEqual({
          page: 1,
          perPage: rows.length,
          total: rows.length,
          totalPages: 1,
        });
      } else {
        expect(ids(body)).toEqual(expected.slice(0, 5));
        expect(body.pagination).toMatchObject({
          page: 1,
          perPage: 5,
          total: rows.length,
          totalPages: Math.ceil(rows.length / 5),
        });
      }
    });

    it('pages: page, perPage, total and totalPages; the pages put together are the whole list', async () => {
      const rows = await options.rows();
      const total = rows.length;
      const [column, direction] = options.defaultSort;
      expect(await everyPage(`sortCol=${column}&sortDir=${direction}`, total)).toEqual(
        options.order(rows, column, direction),
      );
      // perPage defaults to 5 (docs/rules/lists.md).
      expect((await list('page=1')).pagination).toMatchObject({
        page: 1,
        perPage: 5,
        total,
        totalPages: Math.ceil(total / 5),
      });
    });

    it.each(PER_PAGE_CHOICES.map((perPage) => [perPage]))('takes perPage %d', async (perPage) => {
      const total = (await options.rows()).length;
      const body = await list(`page=1&perPage=${perPage}`);
      expect(body.pagination).toMatchObject({
        page: 1,
        perPage,
        total,
        totalPages: Math.ceil(total / perPage),
      });
      expect(body.result).toHaveLength(Math.min(perPage, total));
    });

    it('refuses any other perPage, and a page that is not a whole number from 1', async () => {
      for (const perPage of ['0', '1', '3', '7', '1000', 'x']) {
        await expectValidationError(`page=1&perPage=${perPage}`, 'perPage');
      }
      for (const page of ['0', '-1', 'x', '1.5', '100000000000000000000']) {
        await expectValidationError(`page=${page}`, 'page');
      }
    });

    it.each(
      options.sortColumns.flatMap((column) => [
        [column, 'asc'] as const,
        [column, 'desc'] as const,
      ]),
    )(
      'sorts by %s %s, in camelCase and snake_case, on every page, ties broken by id',
      async (column, direction) => {
        const rows = await options.rows();
        const expected = options.order(rows, column, direction);
        expect(await everyPage(`sortCol=${column}&sortDir=${direction}`, rows.length)).toEqual(
          expected,
        );
        // The other spelling and an upper-case direction name the same order.
        const whole =
          options.withoutPage === 'every row'
            ? `sortCol=${snakeCase(column)}&sortDir=${direction.toUpperCase()}`
            : `sortCol=${snakeCase(column)}&sortDir=${direction.toUpperCase()}&page=1&perPage=100`;
        expect(ids(await list(whole))).toEqual(expected);
      },
    );

    it('refuses a sort column off the whitelist with validation_error on sortCol', async () => {
      const [first] = options.sortColumns;
      const offList = [
        ...OFF_EVERY_LIST,
        ...(first ? [first.toUpperCase(), `${first} desc`] : []),
        ...(options.offList ?? []),
      ];
      for (const sortCol of offList) {
        await expectValidationError(`sortCol=${encodeURIComponent(sortCol)}`, 'sortCol');
      }
      await expectValidationError('sortDir=sideways', 'sortDir');
    });

    it('ignores unknown parameters', async () => {
      const rows = await options.rows();
      const [column] = options.sortColumns;
      if (!column) throw new Error('a list without sort columns');
      const body = await list(
        `graduated=false&foo=bar&sortCol=${column}&sortDir=asc&page=1&perPage=100`,
      );
      expect(ids(body)).toEqual(options.order(rows, column, 'asc'));
    });

    it('searches trimmed and case-insensitively, % and _ as text; the total counts the matches', async () => {
      const rows = await options.rows();
      expect(options.search.some(([, matches]) => rows.some(matches))).toBe(true);
      for (const [term, matches] of options.search) {
        const expected = rows
          .filter(matches)
          .map((row) => String(row.id))
          .sort();
        for (const sent of [term, `  ${term} `]) {
          const body = await list(`search=${encodeURIComponent(sent)}&page=1&perPage=100`);
          expect({ sent, ids: ids(body).map(String).sort() }).toEqual({ sent, ids: expected });
        }
        const paged = await list(`search=${encodeURIComponent(term)}&page=1&perPage=5`);
        expect({ term, total: paged.pagination.total }).toEqual({ term, total: expected.length });
      }
    });

    it('is readable by a plain user and refused without a token', async () => {
      expect((await get('', options.user())).statusCode).toBe(200);
      const anonymous = await get('', null);
      expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        status: 401,
        body: { message: 'Authentication required' },
      });
    });
  });
}
