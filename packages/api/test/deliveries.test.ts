// /api/deliveries (docs/rules/api.md#lists): the list (filters, search, every sort both ways, paging through
// the reversed read of the last pages), one record, writes, approve/reject, roles, and the 409 of a
// customer that still has deliveries. On a fresh database of the kind TEST_DB names.
import { sql } from 'drizzle-orm';
import { sqlRows } from '../src/db/client';
import { customerDeliveryCounts, deliveries } from '../src/db/schema';
import { DELIVERY_FIELDS } from '../src/lib/delivery-fields';
import { csvDocument, csvLine } from '../src/lib/csv';
import {
  deliveryBatches,
  deliveryCsvLines,
  deliveryListWhere,
  deliverySearchCondition,
  DELIVERY_SORT_KEYS,
  listDeliveries,
  DELIVERY_SEARCH_COUNT_LIMIT,
  pageIds,
} from '../src/repositories/deliveries';
import { DELIVERY_MESSAGES } from 'contracts/messages';
import { DELIVERY_SORT_COLUMNS, type Delivery, type DeliverySortColumn } from 'contracts/schemas';
import {
  createCustomer,
  expectCountsExact,
  importDeliveries,
  multipartBody,
  storedDeliveries,
  tsv,
} from './delivery-helpers';
import { callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';
import { DELIVERY_CSV_COLUMNS } from '../src/routes/deliveries';
import { describeCsvContract, idsOf } from './csv-contract';
import { describeListContract } from './list-contract';
import { snakeCase } from './list-order';
import { describeRoleMatrix, tableRows } from './role-matrix';

const clock = fakeClock(new Date('2026-03-02T07:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
let main: { id: string; name: string; alias: string };
let other: { id: string; name: string; alias: string };

/** The fixture file's header: every delivery field, in the order `fixtureRows` gives the values. */
const FIELDS = DELIVERY_FIELDS.map((f) => f.key);

/**
 * 23 rows for the main customer: mixed case, ties, empty optional values, a 100% wildcard and an
 * underscore in the text. Row i has values derived from i so that sorts disagree with each other.
 */
function fixtureRows(): string[][] {
  const names = ['agus', 'Budi', 'CITRA', 'budi', '', 'Dewi'];
  const parts = ['COVER, FR.', 'garnish', 'Garnish', '', 'tray 100%', 'pillar_a'];
  return Array.from({ length: 23 }, (_, i) => [
    `SJ-${String((i * 7) % 23).padStart(2, '0')}`,
    String(i % 3).padStart(3, '0'),
    i % 4 === 0 ? '' : `PO-${i % 5}`,
    `P-${(i * 5) % 7}`,
    parts[i % parts.length] as string,
    i % 3 === 0 ? '' : (['NH-1', 'r-350', 'B-621'][i % 3] as string),
    `KD${(i * 3) % 11}`,
    String((i * 37) % 50),
    `2024-01-${String(1 + ((i * 11) % 9)).padStart(2, '0')}`,
    i % 5 === 0 ? '' : `0${i % 10}:${String((i * 13) % 60).padStart(2, '0')}`,
    i % 2 === 0 ? '' : `0${(i % 4) + 1}/02/2024`,
    i % 2 === 0 ? '' : `1${i % 3}:00`,
    i % 3 === 1 ? 'Repack' : i % 3 === 2 ? 'ok' : '',
    `HPM${(i * 17) % 23}`,
    i % 6 === 0 ? '' : `ksi-${i % 4}`,
    names[i % names.length] as string,
    i % 4 === 3 ? '' : `2024-01-0${1 + (i % 8)} 0${i % 10}:15`,
    names[(i + 2) % names.length] as string,
    i % 3 === 0 ? '' : `0${1 + (i % 9)}/01/2024 11:${String(i).padStart(2, '0')}`,
  ]);
}

setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

beforeAll(async () => {
  main = await createCustomer(app, admin, { name: 'PT Honda Prospect', alias: 'HPM' });
  other = await createCustomer(app, admin, { name: 'PT Kasai Teck', alias: 'KASAI' });
  const imported = await importDeliveries(app, admin, main.id, tsv(FIELDS, fixtureRows()));
  if (imported.statusCode !== 200) throw new Error(`fixture import failed: ${imported.body}`);
  // Vary the audit columns and the status so that their sorts have something to sort.
  const rows = (await listAll(main.id)).sort((a, b) => a.id - b.id);
  for (const [index, row] of rows.entries()) {
    clock.advance(1000);
    if (index % 3 === 0) await write('POST', `/api/deliveries/${row.id}/approve`);
    if (index % 4 === 1) await write('POST', `/api/deliveries/${row.id}/reject`);
    if (index % 5 === 2)
      await write('PUT', `/api/deliveries/${row.id}`, { remarksBawah: 'edited' });
  }
  await importDeliveries(app, admin, other.id, tsv(FIELDS, fixtureRows().slice(0, 4)));
  // Two imports and 23 audited writes: past jest's 30 s when the machine's cores are shared.
}, 120_000);

interface ListBody {
  result: Delivery[];
  pagination: {
    page: number;
    perPage: number;
    total: number;
    totalPages: number;
    totalCapped: boolean;
  };
}

const get = (url: string, session: Session | null = admin) => callAs(app, session, 'GET', url);

function write(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  session: Session = admin,
) {
  return callAs(app, session, method, url, payload);
}

async function list(query: string): Promise<ListBody> {
  const response = await get(`/api/deliveries?${query}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<ListBody>();
}

async function listAll(customerId: string): Promise<Delivery[]> {
  return (await list(`customerId=${customerId}&page=1&perPage=100`)).result;
}

type Comparable = string | number | null;

/** The order the list must give, computed here from the values alone. */
function expectedIds(rows: Delivery[], column: DeliverySortColumn, direction: 'asc' | 'desc') {
  const text = DELIVERY_SORT_KEYS[column].expression.startsWith('lower(');
  const valueOf = (row: Delivery): Comparable => {
    const value = row[column] as Comparable;
    return text && typeof value === 'string' ? value.toLowerCase() : value;
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((x, y) => {
      const a = valueOf(x);
      const b = valueOf(y);
      if (a === null || b === null) {
        if (a !== b) return a === null ? 1 : -1; // empty values last, both ways
        return sign * (x.id - y.id);
      }
      if (a !== b) return sign * (a < b ? -1 : 1);
      return sign * (x.id - y.id);
    })
    .map((row) => row.id);
}

describe('GET /api/deliveries', () => {
  it('needs a customer: customerId missing or malformed is a validation error', async () => {
    for (const query of ['page=1', 'customerId=abc']) {
      const response = await get(`/api/deliveries?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'validation_error',
        errors: [{ path: 'customerId' }],
      });
    }
  });

  it("lists one customer's rows with the customer, in camelCase, dates without a zone", async () => {
    const body = await list(`customerId=${other.id}&page=1&perPage=10`);
    expect(body.pagination).toEqual({
      page: 1,
      perPage: 10,
      total: 4,
      totalPages: 1,
      totalCapped: false,
    });
    expect(body.result.every((row) => row.customerId === other.id)).toBe(true);
    const first = body.result.find((row) => row.slipNumber === 'SJ-07');
    expect(first).toMatchObject({
      customer: { alias: 'KASAI', name: 'PT Kasai Teck' },
      seqProd: '001',
      orderNo: 'PO-1',
      qty: 37,
      date: '2024-01-03',
      time: '01:13:00',
      adjustDate: '2024-02-02',
      adjustTime: '11:00:00',
      scanLt1At: '2024-01-02T01:15:00',
      scanLt2At: '2024-01-02T11:01:00',
      status: 'pending',
      createdBy: 'admin',
    });
    expect(first?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  const lowerIncludes = (value: string | null, term: string) =>
    (value ?? '').toLowerCase().includes(term.toLowerCase());

  describeListContract('GET /api/deliveries', {
    suite: () => ({ app, admin, user }),
    url: () => `/api/deliveries?customerId=${main.id}`,
    rows: () => listAll(main.id),
    sortColumns: DELIVERY_SORT_COLUMNS,
    order: (rows, column, direction) => expectedIds(rows, column as DeliverySortColumn, direction),
    // The list can hold millions of rows: it is always paged.
    withoutPage: 'first page',
    offList: ['customer_id', 'customerId'],
    // Every visible text column is searched, as a literal substring.
    search: [
      ['sj-0', (row) => lowerIncludes(row.slipNumber, 'sj-0')],
      ['GARN', (row) => lowerIncludes(row.partName, 'garn')],
      ['100%', (row) => (row.partName ?? '').includes('100%')],
      ['r_a', (row) => (row.partName ?? '').includes('r_a')],
      [
        'budi',
        (row) => [row.scanLt1ByName, row.scanLt2ByName].some((v) => v?.toLowerCase() === 'budi'),
      ],
      ['REPACK', (row) => row.remarksBawah === 'Repack'],
      ['ksi-3', (row) => row.barcodeKasai === 'ksi-3'],
      ['hpm1', (row) => lowerIncludes(row.barcodeHpm, 'hpm1')],
      ['kd10', (row) => row.kdLotNo === 'KD10'],
      ['po-3', (row) => row.orderNo === 'PO-3'],
      ['r-35', (row) => row.colorCode === 'r-350'],
      ['p-6', (row) => row.partNumber === 'P-6'],
    ],
  });

  describeCsvContract('GET /api/deliveries.csv', {
    suite: () => ({ app, admin, user }),
    url: () => `/api/deliveries?customerId=${main.id}`,
    name: 'deliveries',
    sortColumns: DELIVERY_SORT_COLUMNS,
    defaultColumns: [
      'slipNumber',
      'seqProd',
      'orderNo',
      'partNumber',
      'partName',
      'colorCode',
      'kdLotNo',
      'qty',
      'date',
      'time',
      'adjustDate',
      'adjustTime',
      'remarksBawah',
      'barcodeHpm',
      'barcodeKasai',
      'customer.alias',
      'scanLt1ByName',
      'scanLt1At',
      'scanLt2ByName',
      'scanLt2At',
      'updatedBy',
      'createdAt',
      'status',
      'createdBy',
    ],
    labels: [
      'Seq Prod',
      'Seq Prod',
      'Order No',
      'Part Number',
      'Part Name',
      'Color Code',
      'Lot',
      'Qty',
      'Date',
      'Time',
      'Adjust Date',
      'Adjust Time',
      'remarks',
      'Barcode HPM',
      'Barcode Kasai',
      'Customer',
      'Scan LT1 By',
      'Scan LT1 At',
      'Scan LT2 By',
      'Scan LT2 At',
      'Updated By',
      'Created At',
      'Status',
      'Created By',
    ],
    plainColumns: ['slipNumber', 'seqProd', 'orderNo', 'partName', 'qty', 'scanLt1ByName'],
    queries: [
      'startDate=2024-01-02&endDate=2024-01-08',
      'startDate=2024-01-02&endDate=2024-01-08&sortCol=partName&sortDir=desc',
      'search=sj-1&sortCol=time&sortDir=asc',
      'search=budi&sortCol=scanLt2At&sortDir=desc',
      'search=nothing-like-this',
    ],
    batchIds: (sortCol, sortDir, size) =>
      idsOf(
        deliveryBatches(
          app.db.orm,
          {
            customerId: main.id,
            startDate: null,
            endDate: null,
            search: null,
            sortCol: sortCol as DeliverySortColumn,
            sortDir,
          },
          size,
        ),
      ),
  });

  it('CSV: the cells as the table shows them (days, clock times, scan times, WIB), formulas defused', async () => {
    const customer = await createCustomer(app, admin, { name: 'PT Formula', alias: '=CUST' });
    const imported = await importDeliveries(
      app,
      admin,
      customer.id,
      tsv(
        ['slipNumber', 'seqProd', 'partNumber', 'partName', 'qty', 'date', 'time', 'scanLt1At'],
        [['@SJ-1', '001', '-P1', '=SUM(A1)', '12', '2024-01-31', '07:05:09', '2024-01-31 23:45']],
      ),
    );
    expect(imported.statusCode).toBe(200);
    const response = await get(
      `/api/deliveries.csv?customerId=${customer.id}&columns=slipNumber,partNumber,partName,qty,date,time,scanLt1At,customer.alias,createdAt,status`,
      user,
    );
    expect(response.statusCode).toBe(200);
    // The clock of this suite stands at 2026-03-02 07:00 UTC (14:00 WIB) plus its ticks.
    expect(response.body.split('\r\n')[1]).toMatch(
      /^"'@SJ-1","'-P1","'=SUM\(A1\)","12","31\/01\/2024","07:05","31\/01\/2024 23:45","'=CUST","02\/03\/2026 14:\d\d","Pending"$/,
    );
    const missing = await get('/api/deliveries.csv?customerId=abc');
    expect(missing.json()).toMatchObject({
      message: 'validation_error',
      errors: [{ path: 'customerId' }],
    });
    const reversed = await get(
      `/api/deliveries.csv?customerId=${customer.id}&startDate=2024-01-05&endDate=2024-01-03`,
    );
    expect(reversed.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'endDate', message: DELIVERY_MESSAGES.endBeforeStart }],
    });
  });

  it('CSV: every cell byte for byte as csvCell writes it (quotes, line breaks, backslashes, commas), lines ending in CRLF', async () => {
    const customer = await createCustomer(app, admin, { name: 'PT Quote', alias: 'Q"1' });
    const imported = await importDeliveries(
      app,
      admin,
      customer.id,
      tsv(
        ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'],
        [['SJ-Q', '001', 'P-Q', '5', '2024-01-31']],
      ),
    );
    expect(imported.statusCode).toBe(200);
    const partName = 'say "hi",\r\nthen\nleave \\N \\. "';
    const remarks = '\t-tab first, "quoted"\n';
    await app.db.orm.execute(
      sql`UPDATE deliveries SET part_name = ${partName}, remarks_bawah = ${remarks}, kd_lot_no = ''
           WHERE customer_id = ${customer.id}`,
    );
    const response = await get(
      `/api/deliveries.csv?customerId=${customer.id}&columns=slipNumber,partName,remarksBawah,kdLotNo,orderNo,customer.alias`,
      user,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      csvDocument([
        csvLine(['Seq Prod', 'Part Name', 'remarks', 'Lot', 'Order No', 'Customer']),
        csvLine(['SJ-Q', partName, remarks, '', null, 'Q"1']),
      ]),
    );
  });

  it('CSV: the file is the same whatever the rows a COPY takes (the keyset steps between batches)', async () => {
    const text = async (
      sortCol: DeliverySortColumn,
      sortDir: 'asc' | 'desc',
      size: number,
    ): Promise<string> => {
      const input = {
        customerId: main.id,
        startDate: null,
        endDate: null,
        search: null,
        sortCol,
        sortDir,
      };
      const chunks: Buffer[] = [];
      for await (const chunk of deliveryCsvLines(app.db, input, DELIVERY_CSV_COLUMNS, size)) {
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks).toString('utf8');
    };
    for (const sortCol of DELIVERY_SORT_COLUMNS) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const file = await get(
          `/api/deliveries.csv?customerId=${main.id}&sortCol=${sortCol}&sortDir=${sortDir}`,
        );
        const body = file.body.slice(file.body.indexOf('\r\n') + 2);
        expect(body.split('\r\n').length).toBeGreaterThan(20);
        for (const size of [2, 5, 1000]) {
          expect({ sortCol, sortDir, size, text: await text(sortCol, sortDir, size) }).toEqual({
            sortCol,
            sortDir,
            size,
            text: body,
          });
        }
      }
    }
  });

  it('filters on the date, both ends inclusive, and checks the dates', async () => {
    const all = await listAll(main.id);
    const body = await list(
      `customerId=${main.id}&startDate=2024-01-03&endDate=2024-01-05&page=1&perPage=100`,
    );
    const expected = all.filter((row) => row.date >= '2024-01-03' && row.date <= '2024-01-05');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((row) => row.date === '2024-01-03')).toBe(true);
    expect(expected.some((row) => row.date === '2024-01-05')).toBe(true);
    expect(body.result.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(body.pagination.total).toBe(expected.length);
    const oneDay = await list(
      `customerId=${main.id}&startDate=2024-01-03&endDate=2024-01-03&page=1`,
    );
    expect(oneDay.pagination.total).toBe(all.filter((row) => row.date === '2024-01-03').length);

    const bad = await get(`/api/deliveries?customerId=${main.id}&startDate=2024-02-30`);
    expect(bad.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'startDate', message: 'startDate 2024-02-30 is not a real date' }],
    });
    const reversed = await get(
      `/api/deliveries?customerId=${main.id}&startDate=2024-01-05&endDate=2024-01-03`,
    );
    expect(reversed.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'endDate', message: DELIVERY_MESSAGES.endBeforeStart }],
    });
  });

  it.each([
    ['sorted from its matches', undefined],
    ['read from the sort index, the last pages from its end', 0],
  ])('pages a filtered list %s, every sort both ways', async (_how, inMemorySortLimit) => {
    const everything = await listAll(main.id);
    const filters = [
      {
        startDate: '2024-01-02',
        endDate: '2024-01-08',
        search: null,
        keep: (row: Delivery) => row.date >= '2024-01-02' && row.date <= '2024-01-08',
      },
      {
        startDate: null,
        endDate: null,
        search: 'sj-1',
        keep: (row: Delivery) => row.slipNumber.toLowerCase().includes('sj-1'),
      },
    ];
    for (const filter of filters) {
      const rows = everything.filter(filter.keep);
      expect(rows.length).toBeGreaterThan(5);
      for (const sortCol of DELIVERY_SORT_COLUMNS) {
        for (const sortDir of ['asc', 'desc'] as const) {
          const seen: number[] = [];
          for (let page = 1; page <= Math.ceil(rows.length / 5) + 1; page += 1) {
            const result = await app.db.transaction((tx) =>
              listDeliveries(tx, {
                customerId: main.id,
                startDate: filter.startDate,
                endDate: filter.endDate,
                search: filter.search,
                sortCol,
                sortDir,
                page,
                perPage: 5,
                ...(inMemorySortLimit === undefined ? {} : { inMemorySortLimit }),
              }),
            );
            expect(result.total).toBe(rows.length);
            seen.push(...result.rows.map((row) => row.id));
          }
          expect({ sortCol, sortDir, ids: seen }).toEqual({
            sortCol,
            sortDir,
            ids: expectedIds(rows, sortCol, sortDir),
          });
        }
      }
    }
  });

  it('counts a date range that holds every date from the kept count, and empty ranges as 0', async () => {
    const all = await listAll(main.id);
    const wide = await list(`customerId=${main.id}&startDate=2000-01-01&endDate=2099-12-31`);
    expect(wide.pagination.total).toBe(all.length);
    const open = await list(`customerId=${main.id}&startDate=2024-01-01`);
    expect(open.pagination.total).toBe(all.length);
    const none = await list(`customerId=${main.id}&startDate=2030-01-01`);
    expect(none).toMatchObject({ result: [], pagination: { total: 0, totalPages: 0 } });
  });

  it("searches one column at a time, and only the customer's own rows", async () => {
    // A match never spans two columns (slipNumber "…-07" then seqProd "001").
    expect((await list(`customerId=${main.id}&search=07001`)).pagination.total).toBe(0);
    const theirs = await list(`customerId=${other.id}&search=sj-&page=1&perPage=100`);
    expect(theirs.pagination.total).toBe(4);
  });

  it('counts a search up to its limit and then says the total is a lower bound', async () => {
    const customer = await createCustomer(app, admin);
    const rows = Array.from({ length: DELIVERY_SEARCH_COUNT_LIMIT + 5 }, (_, i) => [
      `BULK-${i}`,
      '001',
      'P',
      '1',
      '2024-01-01',
    ]);
    const imported = await importDeliveries(
      app,
      admin,
      customer.id,
      tsv(['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'], rows),
    );
    expect(imported.statusCode).toBe(200);
    const body = await list(`customerId=${customer.id}&search=bulk&page=1&perPage=5`);
    expect(body.pagination).toEqual({
      page: 1,
      perPage: 5,
      total: DELIVERY_SEARCH_COUNT_LIMIT,
      totalPages: DELIVERY_SEARCH_COUNT_LIMIT / 5,
      totalCapped: true,
    });
    expect(body.result).toHaveLength(5);
    const exact = await list(`customerId=${customer.id}&search=bulk-100&page=1&perPage=5`);
    expect(exact.pagination).toMatchObject({ total: 6, totalCapped: false }); // 100, 1000–1004
    const unfiltered = await list(`customerId=${customer.id}&page=1&perPage=5`);
    expect(unfiltered.pagination.total).toBe(DELIVERY_SEARCH_COUNT_LIMIT + 5);
  });
});

describe('the indexes serve the list', () => {
  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    return app.db.transaction(async (tx) => {
      // A tiny table is cheaper to scan than to index: forbid that, so that only a missing or
      // unusable index can make the plan fall back to scanning and sorting.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const rows = await sqlRows<Record<string, string>>(tx, sql`EXPLAIN ${query}`);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each(
    DELIVERY_SORT_COLUMNS.flatMap((column) => [
      [column, 'asc'] as const,
      [column, 'desc'] as const,
    ]),
  )(
    'a page sorted by %s %s reads its own index, forwards and reversed',
    async (column, direction) => {
      const where = deliveryListWhere({
        customerId: main.id,
        startDate: null,
        endDate: null,
        search: null,
      });
      const key = DELIVERY_SORT_KEYS[column];
      const index = `deliveries_${snakeCase(column)}_idx`;
      for (const reversed of [false, true]) {
        const effective = reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
        const text = await plan(pageIds(where, key, effective, reversed, 5, 0));
        expect({ reversed, uses: text.includes(index) }).toEqual({ reversed, uses: true });
        // Rows come in index order: no sort, except the one that joins a nullable column's two
        // ranges (values, then empty values) in a descending sort.
        const sorts = text
          .split('\n')
          .filter((line) => /^\s*(->\s+)?(Incremental )?Sort\s+\(/.test(line));
        const twoRanges = key.nullable && (effective === 'asc') === reversed;
        expect({ reversed, sorts: sorts.length }).toEqual({ reversed, sorts: twoRanges ? 1 : 0 });
      }
    },
  );

  it('the search condition is the trigram index expression', async () => {
    // Without the customer condition only the trigram index can serve it (every b-tree starts with
    // customer_id): a plan on it proves the query's expression is the indexed one.
    const where = deliverySearchCondition('garn');
    const text = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      const rows = await sqlRows<Record<string, string>>(
        tx,
        sql`EXPLAIN SELECT d.id FROM deliveries d WHERE ${where}`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(text).toContain('deliveries_search_idx');
  });
});

describe('one delivery and its writes', () => {
  const body = {
    slipNumber: ' SJ-NEW ',
    seqProd: '001',
    partNumber: 'P-NEW',
    qty: 12,
    date: '05/01/2024',
    time: '8:15',
    scanLt1At: '2024-01-05T08:20',
    partName: '',
  };

  it('creates (201) with the audit, reads it back, and counts it', async () => {
    clock.advance(1000);
    const before = (await list(`customerId=${other.id}`)).pagination.total;
    const created = await write('POST', '/api/deliveries', {
      customerId: other.id,
      ...body,
      id: 5,
      status: 'approved',
    });
    expect(created.statusCode).toBe(201);
    const result = created.json<{ message: string; result: Delivery }>();
    expect(result).toMatchObject({
      message: DELIVERY_MESSAGES.created,
      result: {
        customerId: other.id,
        customer: { alias: 'KASAI' },
        slipNumber: 'SJ-NEW',
        qty: 12,
        date: '2024-01-05',
        time: '08:15:00',
        scanLt1At: '2024-01-05T08:20:00',
        partName: null,
        status: 'pending',
        createdBy: 'admin',
        updatedBy: 'admin',
        createdAt: clock().toISOString(),
      },
    });
    const id = result.result.id;
    expect((await get(`/api/deliveries/${id}`)).json()).toEqual({ result: result.result });
    expect((await list(`customerId=${other.id}`)).pagination.total).toBe(before + 1);
    await expectCountsExact(app);
  });

  it('refuses bad values field by field, a taken key and an unknown customer (400, nothing stored)', async () => {
    const before = await storedDeliveries(app, other.id);
    const bad = await write('POST', '/api/deliveries', {
      customerId: other.id,
      slipNumber: 'SJ-BAD',
      seqProd: '',
      partNumber: 'P',
      qty: 1.5,
      date: '31/02/2024',
    });
    expect(bad.json()).toEqual({
      message: 'validation_error',
      errors: [
        { path: 'seqProd', message: 'seqProd is required' },
        { path: 'qty', message: 'qty must be a whole number from 0 to 2147483647' },
        { path: 'date', message: 'date 31/02/2024 is not a real date' },
      ],
    });
    const missing = await write('POST', '/api/deliveries', { customerId: other.id });
    expect(missing.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([
      'slipNumber',
      'seqProd',
      'partNumber',
      'qty',
      'date',
    ]);
    const taken = await write('POST', '/api/deliveries', { customerId: other.id, ...body });
    expect(taken.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'seqProd', message: DELIVERY_MESSAGES.duplicateKey }],
    });
    const nobody = await write('POST', '/api/deliveries', {
      ...body,
      customerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'customerId', message: DELIVERY_MESSAGES.customerNotFound }],
    });
    expect(await storedDeliveries(app, other.id)).toEqual(before);
    await expectCountsExact(app);
  });

  it('updates only the fields given, with the audit; moves to another customer; 404 for none', async () => {
    const [target] = (await list(`customerId=${other.id}&sortCol=slipNumber&sortDir=asc&page=1`))
      .result;
    if (!target) throw new Error('no delivery');
    clock.advance(5000);
    const updated = await write('PUT', `/api/deliveries/${target.id}`, {
      qty: '40',
      remarksBawah: null,
      adjustDate: '2024-02-29',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: DELIVERY_MESSAGES.updated,
      result: {
        ...target,
        qty: 40,
        remarksBawah: null,
        adjustDate: '2024-02-29',
        updatedAt: clock().toISOString(),
        updatedBy: 'admin',
      },
    });
    const invalid = await write('PUT', `/api/deliveries/${target.id}`, { partNumber: '  ' });
    expect(invalid.json()).toMatchObject({
      errors: [{ path: 'partNumber', message: 'partNumber is required' }],
    });

    const moved = await write('PUT', `/api/deliveries/${target.id}`, {
      customerId: main.id,
      slipNumber: 'SJ-MOVED',
    });
    expect(moved.json()).toMatchObject({
      result: { customerId: main.id, customer: { alias: 'HPM' } },
    });
    await expectCountsExact(app);
    await write('PUT', `/api/deliveries/${target.id}`, {
      customerId: other.id,
      slipNumber: target.slipNumber,
    });
    await expectCountsExact(app);

    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const none = await write('PUT', `/api/deliveries/${id}`, { qty: 1 });
      expect({ id, status: none.statusCode, body: none.json() }).toEqual({
        id,
        status: 404,
        body: { message: DELIVERY_MESSAGES.notFound },
      });
    }
  });

  it('approves and rejects (status and audit only)', async () => {
    const [target] = (await list(`customerId=${other.id}&sortCol=slipNumber&sortDir=desc&page=1`))
      .result;
    if (!target) throw new Error('no delivery');
    clock.advance(1000);
    const approved = await write('POST', `/api/deliveries/${target.id}/approve`);
    expect(approved.json()).toEqual({
      message: 'Delivery approved successfully',
      result: {
        ...target,
        status: 'approved',
        updatedAt: clock().toISOString(),
        updatedBy: 'admin',
      },
    });
    const rejected = await write('POST', `/api/deliveries/${target.id}/reject`);
    expect(rejected.json()).toMatchObject({
      message: 'Delivery rejected successfully',
      result: { status: 'rejected' },
    });
    expect((await write('POST', '/api/deliveries/424242/approve')).statusCode).toBe(404);
  });

  it('deletes (then 404), and the count follows', async () => {
    const created = await write('POST', '/api/deliveries', {
      customerId: other.id,
      ...body,
      slipNumber: 'SJ-GONE',
    });
    const id = created.json<{ result: Delivery }>().result.id;
    const deleted = await write('DELETE', `/api/deliveries/${id}`);
    expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({
      status: 200,
      body: { message: DELIVERY_MESSAGES.deleted },
    });
    expect((await get(`/api/deliveries/${id}`)).statusCode).toBe(404);
    expect((await write('DELETE', `/api/deliveries/${id}`)).statusCode).toBe(404);
    await expectCountsExact(app);
  });
});

describe('a customer that still has deliveries', () => {
  it('cannot be deleted: 409 with a clear message, and it stays', async () => {
    const response = await write('DELETE', `/api/customers/${other.id}`);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { message: 'This customer still has deliveries and cannot be deleted.' },
    });
    expect(response.body).not.toMatch(/foreign key/i);
    expect((await get(`/api/customers/${other.id}`)).statusCode).toBe(200);
  });

  it('can be deleted once its deliveries are gone (its count row goes with it)', async () => {
    const customer = await createCustomer(app, admin);
    const created = await write('POST', '/api/deliveries', {
      customerId: customer.id,
      slipNumber: 'S',
      seqProd: '1',
      partNumber: 'P',
      qty: 1,
      date: '2024-01-01',
    });
    await write('DELETE', `/api/deliveries/${created.json<{ result: Delivery }>().result.id}`);
    expect((await write('DELETE', `/api/customers/${customer.id}`)).statusCode).toBe(200);
    const counts = await app.db.orm.select().from(customerDeliveryCounts);
    expect(counts.some((row) => row.customerId === customer.id)).toBe(false);
  });
});

describeRoleMatrix('deliveries', {
  app: () => app,
  snapshot: async (current) => ({
    deliveries: await tableRows(current, deliveries, deliveries.id),
    counts: await tableRows(current, customerDeliveryCounts, customerDeliveryCounts.customerId),
  }),
  cases: [
    {
      name: 'POST /api/deliveries',
      adminStatus: 201,
      prepare: async () => {
        clock.advance(1000);
        return {
          method: 'POST',
          url: '/api/deliveries',
          payload: {
            customerId: other.id,
            slipNumber: `RM-${clock().getTime()}`,
            seqProd: '1',
            partNumber: 'P',
            qty: 1,
            date: '2024-01-01',
          },
        };
      },
    },
    ...(['PUT', 'DELETE', 'approve', 'reject'] as const).map((action) => ({
      name:
        action === 'PUT' || action === 'DELETE'
          ? `${action} /api/deliveries/:id`
          : `POST /api/deliveries/:id/${action}`,
      prepare: async () => {
        clock.advance(1000);
        const created = await write('POST', '/api/deliveries', {
          customerId: other.id,
          slipNumber: `RM-${action}-${clock().getTime()}`,
          seqProd: '1',
          partNumber: 'P',
          qty: 1,
          date: '2024-01-01',
        });
        const id = created.json<{ result: Delivery }>().result.id;
        clock.advance(1000);
        if (action === 'PUT')
          return { method: 'PUT' as const, url: `/api/deliveries/${id}`, payload: { qty: 2 } };
        if (action === 'DELETE') return { method: 'DELETE' as const, url: `/api/deliveries/${id}` };
        return { method: 'POST' as const, url: `/api/deliveries/${id}/${action}` };
      },
    })),
    {
      name: 'POST /api/deliveries/import',
      prepare: async () => {
        clock.advance(1000);
        const { payload, contentType } = multipartBody([
          { name: 'customerId', value: other.id },
          {
            name: 'file',
            filename: 'role-matrix.txt',
            content: tsv(
              ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'],
              [[`RMI-${clock().getTime()}`, '1', 'P', '1', '2024-01-01']],
            ),
          },
        ]);
        return {
          method: 'POST',
          url: '/api/deliveries/import',
          payload,
          headers: { 'content-type': contentType },
        };
      },
    },
  ],
});
