// The CSV contract every list's export keeps (docs/rules/reports.md#csv-files), tested once here and
// run for each list beside its list contract:
//
//   describeCsvContract('GET /api/customers.csv', {
//     suite: () => ({ app, admin, user }),
//     url: () => '/api/customers',
//     sortColumns: CUSTOMER_SORT_COLUMNS,
//     labels: ['Name', 'Alias', …], defaultColumns: ['name', 'alias', …],
//     plainColumns: ['name', 'alias', 'address'],
//     queries: ['search=budi', …],
//   });
//
// The file's rows and their order equal the JSON list's over all its pages for the same query (every
// sort both ways, searches, filters), `columns` picks and orders, an unknown column is a
// validation_error on `columns`, the file has a BOM, CRLF lines and every cell quoted, it is named
// `<name>-<YYYY-MM-DD>.csv`, and whoever reads the list reads it.
import { csvLine } from '../src/lib/csv';
import type { Session, TestSuite } from './helpers';

/** The ids of every row `batches` gives. */
export async function idsOf(batches: AsyncIterable<readonly { id: string | number }[]>) {
  const ids: (string | number)[] = [];
  for await (const batch of batches) ids.push(...batch.map((row) => row.id));
  return ids;
}

type Row = Record<string, unknown> & { id: string | number };

export interface CsvContractOptions {
  suite: () => TestSuite;
  /** The JSON list's address with the parameters it always needs (`/api/deliveries?customerId=…`). */
  url: () => string;
  /** The download's name before its date: `customers`. */
  name: string;
  sortColumns: readonly string[];
  /** Every column id of the file without `columns`, in order, and the header's labels. */
  defaultColumns: readonly string[];
  labels: readonly string[];
  /** Columns whose cells are the JSON row's own field as it is (the rows are compared through them). */
  plainColumns: readonly string[];
  /** Further queries whose file must equal the list (searches, filters), without `?`. */
  queries: readonly string[];
  /**
   * The ids the export's batches read for a sort, `size` rows a batch: small batches make every
   * keyset step (ties, empty values, both ranges) happen on a small fixture.
   */
  batchIds(sortCol: string, sortDir: 'asc' | 'desc', size: number): Promise<(string | number)[]>;
}

const withQuery = (url: string, query: string) =>
  query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;

/** `/api/customers?x=1` → `/api/customers.csv?x=1`. */
const csvUrl = (url: string) => {
  const [path, query] = url.split('?');
  return query === undefined ? `${path}.csv` : `${path}.csv?${query}`;
};

export function describeCsvContract(title: string, contract: CsvContractOptions): void {
  const app = () => contract.suite().app;
  const get = (url: string, session: Session | null = contract.suite().admin) =>
    app().inject({
      method: 'GET',
      url,
      headers: session ? { authorization: session.authorization } : {},
    });

  /** Every row of the JSON list for `query`, page after page (5 a page). */
  const jsonRows = async (query: string): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get(withQuery(contract.url(), `${query}&page=${page}&perPage=5`));
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
      const body = response.json<{ result: Row[] }>();
      rows.push(...body.result);
      if (body.result.length < 5) return rows;
    }
  };

  const csv = async (query: string, session?: Session | null) => {
    const response = await get(withQuery(csvUrl(contract.url()), query), session);
    return response;
  };

  /** The file's lines without the BOM and the final CRLF. */
  const lines = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return body.slice(1, -2).split('\r\n');
  };

  const expectSameRows = async (query: string) => {
    const columns = contract.plainColumns;
    const expected = (await jsonRows(query)).map((row) => csvLine(columns.map((c) => row[c])));
    const response = await csv(`${query}&columns=${columns.join(',')}`);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
    expect({ query, rows: lines(response.body).slice(1) }).toEqual({ query, rows: expected });
    return expected.length;
  };

  describe(`${title}: CSV contract`, () => {
    it('has the rows of the list over all its pages, in its order, for every sort both ways', async () => {
      let rows = 0;
      await expectSameRows('');
      for (const column of contract.sortColumns) {
        for (const direction of ['asc', 'desc']) {
          rows += await expectSameRows(`sortCol=${column}&sortDir=${direction}`);
        }
      }
      expect(rows).toBeGreaterThan(0);
    });

    it('reads the same rows in the same order in batches of any size (the keyset steps)', async () => {
      for (const column of contract.sortColumns) {
        for (const direction of ['asc', 'desc'] as const) {
          const expected = (await jsonRows(`sortCol=${column}&sortDir=${direction}`)).map((r) =>
            String(r.id),
          );
          for (const size of [2, 5]) {
            const ids = (await contract.batchIds(column, direction, size)).map(String);
            expect({ column, direction, size, ids }).toEqual({
              column,
              direction,
              size,
              ids: expected,
            });
          }
        }
      }
    });

    it('has the rows of the list for its searches and filters; page and perPage change nothing', async () => {
      for (const query of contract.queries) await expectSameRows(query);
      const all = lines((await csv('')).body);
      expect(lines((await csv('page=2&perPage=5')).body)).toEqual(all);
    });

    it('without columns: every column in the default order, labelled as the console; a BOM, CRLF, quoted cells', async () => {
      const response = await csv('');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${contract.name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const [header, ...rows] = lines(response.body);
      expect(header).toBe(csvLine(contract.labels));
      expect(rows.length).toBe((await jsonRows('')).length);
      for (const row of rows) {
        expect(row.startsWith('"')).toBe(true);
        // Every cell quoted: as many cells as columns (no cell of these fixtures holds `","`).
        expect(row.split('","')).toHaveLength(contract.defaultColumns.length);
      }
      // The default columns named in order are the same file.
      const named = await csv(`columns=${contract.defaultColumns.join(',')}`);
      expect(named.body).toBe(response.body);
    });

    it('columns picks and orders the columns', async () => {
      const [first, second] = contract.defaultColumns;
      const labelOf = (id: string | undefined) =>
        contract.labels[contract.defaultColumns.indexOf(id as string)];
      const response = await csv(`columns=${second},${first}`);
      expect(response.statusCode).toBe(200);
      const [header] = lines(response.body);
      expect(header).toBe(csvLine([labelOf(second), labelOf(first)]));
      // Spaces around the ids and an empty entry are forgiven.
      const spaced = await csv(`columns=${encodeURIComponent(` ${second} ,, ${first}`)}`);
      expect(spaced.body).toBe(response.body);
    });

    it('refuses an unknown or repeated column with validation_error on columns', async () => {
      const [first] = contract.defaultColumns;
      for (const columns of ['nope', `${first},password`, 'passwordHash', `${first},${first}`]) {
        const response = await csv(`columns=${encodeURIComponent(columns)}`);
        expect({ columns, status: response.statusCode }).toEqual({ columns, status: 400 });
        const body = response.json<{ message: string; errors: { path: string }[] }>();
        expect({ columns, message: body.message, paths: body.errors.map((e) => e.path) }).toEqual({
          columns,
          message: 'validation_error',
          paths: ['columns'],
        });
      }
    });

    it('is readable by a plain user and refused without a token', async () => {
      const plain = await csv('', contract.suite().user);
      expect(plain.statusCode).toBe(200);
      const anonymous = await csv('', null);
      expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        status: 401,
        body: { message: 'Authentication required' },
      });
    });
  });
}
