// Sales reports (docs/rules/reports.md) and the payments list across routers, on generated data: the
// report's rows and totals equal, to the rupiah, what the payments and sales lists show for the same
// filter, vouchers bought online counted once (as their payment); periods are WIB days and months
// (a payment at 23:30 WIB is that day's); the daily totals the report reads follow inserts, updates,
// deletes and concurrent writers; the CSV holds the JSON's rows; bad input is a 400 naming the field.
import { eq, sql } from 'drizzle-orm';
import { sqlRows } from '../src/db/client';
import { hotspotSales, transactions, type NewHotspotSaleRow } from '../src/db/schema';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { createRouter } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
setUpSuite({}, (suite) => ({ app, admin, user } = suite));

interface Row {
  period: string;
  routerId: string;
  routerName: string;
  source: 'online' | 'voucher';
  count: number;
  amount: number;
}

const WIB_MS = 7 * 3_600_000;
const wibDay = (iso: string) => new Date(Date.parse(iso) + WIB_MS).toISOString().slice(0, 10);

/** A small deterministic generator (the same data every run, so a failure can be replayed). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const routerIds: string[] = [];
const START = Date.parse('2026-03-01T00:00:00+07:00');
const SPAN = 62 * 86_400_000; // March and April, in WIB

beforeAll(async () => {
  for (const name of ['Bravo', 'alpha']) {
    routerIds.push(
      (await createRouter(app, admin, { routerName: name, routerHost: '127.0.0.1' })).id,
    );
  }
  const next = random(18);
  const statuses = ['PAID', 'PAID', 'PAID', 'UNPAID', 'EXPIRED', 'FAILED'] as const;
  const payments = Array.from({ length: 240 }, (_, i) => {
    const status = statuses[Math.floor(next() * statuses.length)]!;
    const created = new Date(START - 86_400_000 + Math.floor(next() * (SPAN + 2 * 86_400_000)));
    return {
      routerId: routerIds[i % 2]!,
      merchantRef: `INV-R-${i}`,
      status,
      amount: 1000 * (1 + Math.floor(next() * 300)),
      customerName: `Pelanggan ${i}`,
      createdAt: created,
      // Paid up to two days after the order: the report counts the payment's day, not the order's.
      paidAt:
        status === 'PAID'
          ? new Date(created.getTime() + Math.floor(next() * 2 * 86_400_000))
          : null,
    };
  });
  // The WIB edges: 23:30 WIB on 10 March is the 10th; 00:00 WIB on the 11th the 11th; 00:30 WIB
  // on 1 April is April's.
  for (const [ref, paidAt] of [
    ['INV-EDGE-1', '2026-03-10T16:30:00Z'],
    ['INV-EDGE-2', '2026-03-10T17:00:00Z'],
    ['INV-EDGE-3', '2026-03-31T17:30:00Z'],
  ] as const) {
    payments.push({
      routerId: routerIds[0]!,
      merchantRef: ref,
      status: 'PAID',
      amount: 7777,
      customerName: ref,
      createdAt: new Date(paidAt),
      paidAt: new Date(paidAt),
    });
  }
  // Vouchers bought online: a PAID voucher payment and the sale it makes (source 'online', the amount
  // paid, at the payment): one sum of money, counted once.
  const onlineVouchers = payments
    .filter((p, i) => p.status === 'PAID' && i % 3 === 0 && !p.merchantRef.startsWith('INV-EDGE'))
    .map((p) => ({ ...p, merchantRef: `${p.merchantRef}-V`, saleKind: 'voucher' as const }));
  payments.push(...onlineVouchers);
  await app.db.orm.insert(transactions).values(payments);
  await app.db.orm.insert(hotspotSales).values(
    onlineVouchers.map((p, i) => ({
      routerId: p.routerId,
      userName: `online${i}`,
      profile: '1hari',
      price: p.amount,
      soldAt: p.paidAt!,
      // Half of them logged in since (the first login completes the sale, a day later).
      firstLoginAt: i % 2 ? new Date(p.paidAt!.getTime() + 86_400_000) : null,
      source: 'online' as const,
      merchantRef: p.merchantRef,
    })),
  );
  const sources = ['monitor', 'monitor', 'mikhmon', 'online'] as const;
  const sales: NewHotspotSaleRow[] = Array.from({ length: 300 }, (_, i) => {
    const soldAt = new Date(START - 86_400_000 + Math.floor(next() * (SPAN + 2 * 86_400_000)));
    return {
      routerId: routerIds[i % 2]!,
      userName: `v${i}`,
      profile: i % 3 ? '1hari' : '1minggu',
      price: 500 * (1 + Math.floor(next() * 40)),
      soldAt,
      firstLoginAt: soldAt,
      source: sources[Math.floor(next() * sources.length)]!,
    };
  });
  sales.push({
    routerId: routerIds[1]!,
    userName: 'edge',
    price: 3333,
    soldAt: new Date('2026-03-10T16:59:59Z'),
    firstLoginAt: new Date('2026-03-10T16:59:59Z'),
    source: 'monitor',
  });
  await app.db.orm.insert(hotspotSales).values(sales);
});

async function allPages<T>(url: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await callAs(app, user, 'GET', `${url}&page=${page}&perPage=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: T[]; pagination: { totalPages: number } }>();
    out.push(...body.data);
    if (page >= body.pagination.totalPages) return out;
  }
}

/** The report's rows as the lists make them: PAID payments by paidAt, the sales lists' sales by first login. */
async function expectedFromLists(from: string, to: string, month: boolean, routerId?: string) {
  const period = (iso: string) => (month ? wibDay(iso).slice(0, 7) : wibDay(iso));
  const inRange = (iso: string) => wibDay(iso) >= from && wibDay(iso) <= to;
  const sums = new Map<string, { count: number; amount: number }>();
  const add = (key: string, amount: number) => {
    const sum = sums.get(key) ?? { count: 0, amount: 0 };
    sums.set(key, { count: sum.count + 1, amount: sum.amount + amount });
  };
  const payments = await allPages<{ routerId: string; paidAt: string | null; amount: number }>(
    `/api/payments?status=PAID${routerId ? `&routerId=${routerId}` : ''}`,
  );
  for (const p of payments) {
    if (p.paidAt && inRange(p.paidAt)) add(`${period(p.paidAt)}|${p.routerId}|online`, p.amount);
  }
  for (const id of routerId ? [routerId] : routerIds) {
    const sales = await allPages<{ firstLoginAt: string; price: number; source: string }>(
      `/api/hotspot/${id}/sales?from=${from}&to=${to}`,
    );
    for (const s of sales) {
      // An online voucher's money is its PAID payment, counted above: the list leaves it out.
      expect(s.source).not.toBe('online');
      add(`${period(s.firstLoginAt)}|${id}|voucher`, s.price);
    }
  }
  return sums;
}

async function report(query: string) {
  const response = await callAs(app, user, 'GET', `/api/reports/sales?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { rows: Row[]; totals: { count: number; amount: number } } }>().data;
}

const asMap = (rows: Row[]) =>
  new Map(
    rows.map((r) => [
      `${r.period}|${r.routerId}|${r.source}`,
      { count: r.count, amount: r.amount },
    ]),
  );

describe('GET /reports/sales', () => {
  test.each([
    ['March by day', '2026-03-01', '2026-03-31', false, false],
    ['two months by month', '2026-03-01', '2026-04-30', true, false],
    ['one router, a fortnight by day', '2026-03-05', '2026-03-19', false, true],
  ])('%s: rows and totals equal the payments and sales lists', async (_, from, to, month, one) => {
    const routerId = one ? routerIds[1] : undefined;
    const data = await report(
      `from=${from}&to=${to}&groupBy=${month ? 'month' : 'day'}${routerId ? `&routerId=${routerId}` : ''}`,
    );
    const expected = await expectedFromLists(from, to, month, routerId);
    expect(asMap(data.rows)).toEqual(expected);
    const sum = [...expected.values()].reduce(
      (acc, s) => ({ count: acc.count + s.count, amount: acc.amount + s.amount }),
      { count: 0, amount: 0 },
    );
    expect(data.totals).toEqual(sum);
    expect(sum.count).toBeGreaterThan(10);
  });

  test('rows are ordered by period, then router name, and carry the name', async () => {
    const { rows } = await report('from=2026-03-01&to=2026-04-30&groupBy=month');
    expect(rows.slice(0, 4).map((r) => [r.period, r.routerName, r.source])).toEqual([
      ['2026-03', 'alpha', 'online'],
      ['2026-03', 'alpha', 'voucher'],
      ['2026-03', 'Bravo', 'online'],
      ['2026-03', 'Bravo', 'voucher'],
    ]);
  });

  test('a source filter keeps that source only, and the two add up to the whole', async () => {
    const q = 'from=2026-03-01&to=2026-04-30&groupBy=month';
    const [all, online, voucher] = await Promise.all([
      report(q),
      report(`${q}&source=online`),
      report(`${q}&source=voucher`),
    ]);
    expect(online.rows.every((r) => r.source === 'online')).toBe(true);
    expect(voucher.rows.every((r) => r.source === 'voucher')).toBe(true);
    expect(online.totals.amount + voucher.totals.amount).toBe(all.totals.amount);
    expect(online.totals.count + voucher.totals.count).toBe(all.totals.count);
  });

  test('WIB days: a payment at 23:30 WIB is that day’s, one at 00:00 WIB the next day’s', async () => {
    const onlyEdges = async (day: string) =>
      (await report(`from=${day}&to=${day}&routerId=${routerIds[0]}&source=online`)).rows;
    const tenth = await callAs(
      app,
      user,
      'GET',
      `/api/payments?status=PAID&routerId=${routerIds[0]}&search=INV-EDGE&perPage=100`,
    );
    expect(tenth.json<{ data: unknown[] }>().data).toHaveLength(3);
    const rows10 = await onlyEdges('2026-03-10');
    const rows11 = await onlyEdges('2026-03-11');
    // The edges are 7,777 each; other payments of those days are multiples of 1,000.
    expect(rows10[0]!.amount % 1000).toBe(777);
    expect(rows11[0]!.amount % 1000).toBe(777);
    const voucher10 = await report(
      `from=2026-03-10&to=2026-03-10&routerId=${routerIds[1]}&source=voucher`,
    );
    expect(voucher10.rows[0]!.amount % 500).toBe(333);
    const april = await report(
      `from=2026-04-01&to=2026-04-01&routerId=${routerIds[0]}&source=online`,
    );
    expect(april.rows[0]!.amount % 1000).toBe(777);
    const march31 = await report(
      `from=2026-03-31&to=2026-03-31&routerId=${routerIds[0]}&source=online`,
    );
    expect(march31.rows.every((r) => r.amount % 1000 === 0)).toBe(true);
  });

  test('an empty range has no rows and zero totals', async () => {
    expect(await report('from=2020-01-01&to=2020-01-31')).toEqual({
      rows: [],
      totals: { count: 0, amount: 0 },
    });
  });

  test('the CSV holds the JSON rows and the totals, BOM first', async () => {
    const q = 'from=2026-03-01&to=2026-04-30&groupBy=month';
    const data = await report(q);
    const response = await callAs(app, user, 'GET', `/api/reports/sales.csv?${q}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /laporan-penjualan-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    const cells = (line: string) => line.slice(1, -1).split('","');
    expect(cells(lines[0]!)).toEqual([
      'Periode',
      'Router',
      'Sumber',
      'Jumlah transaksi',
      'Pendapatan (Rp)',
    ]);
    expect(lines.slice(1, -1).map(cells)).toEqual(
      data.rows.map((r) => [
        r.period,
        r.routerName,
        r.source === 'online' ? 'Online' : 'Voucher',
        String(r.count),
        String(r.amount),
      ]),
    );
    expect(cells(lines.at(-1)!)).toEqual([
      'Total',
      '',
      '',
      String(data.totals.count),
      String(data.totals.amount),
    ]);
  });

  test('a router name starting like a formula is made inert in the CSV', async () => {
    const router = await createRouter(app, admin, {
      routerName: '=HYPERLINK("x")',
      routerHost: '127.0.0.2',
    });
    await app.db.orm.insert(hotspotSales).values({
      routerId: router.id,
      userName: 'f1',
      price: 1000,
      soldAt: new Date('2026-05-02T05:00:00Z'),
      firstLoginAt: new Date('2026-05-02T05:00:00Z'),
      source: 'monitor',
    });
    const response = await callAs(
      app,
      user,
      'GET',
      '/api/reports/sales.csv?from=2026-05-02&to=2026-05-02',
    );
    expect(response.body).toContain('"\'=HYPERLINK(""x"")"');
  });

  test.each([
    ['', 'from'],
    ['from=2026-03-01', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['from=2020-01-01&to=2026-03-01', 'to'],
    ['from=2026-03-01&to=2026-03-02&groupBy=week', 'groupBy'],
    ['from=2026-03-01&to=2026-03-02&source=cash', 'source'],
    ['from=2026-03-01&to=2026-03-02&routerId=nope', 'routerId'],
  ])('%s → 400 naming %s', async (query, field) => {
    for (const path of ['/api/reports/sales', '/api/reports/sales.csv']) {
      const response = await callAs(app, user, 'GET', `${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
  });

  test('signed out → 401', async () => {
    for (const path of ['/api/reports/sales', '/api/reports/sales.csv', '/api/payments']) {
      const response = await callAs(app, null, 'GET', `${path}?from=2026-03-01&to=2026-03-02`);
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /hotspot/{routerId}/sales: the day filter', () => {
  test.each([
    ['from=2026-02-30', 'from', 'must be a date as YYYY-MM-DD'],
    ['from=2026-03-01&to=2026-02-30', 'to', 'must be a date as YYYY-MM-DD'],
    ['from=2026-03-02&to=2026-03-01', 'to', 'to must not be before from'],
  ])('%s → 400 validation_error naming %s', async (query, path, message) => {
    for (const list of ['sales', 'sales.csv']) {
      const response = await callAs(
        app,
        user,
        'GET',
        `/api/hotspot/${routerIds[0]!}/${list}?${query}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'validation_error',
        errors: [{ path, message }],
      });
    }
  });
});

describe('GET /payments (every router)', () => {
  test('holds every router’s transactions; routerId narrows to the router’s own list', async () => {
    const all = await allPages<{ routerId: string; merchantRef: string }>(
      '/api/payments?sortCol=merchantRef&sortDir=asc',
    );
    expect(new Set(all.map((t) => t.routerId))).toEqual(new Set(routerIds));
    const own = await allPages<{ merchantRef: string }>(
      `/api/routers/${routerIds[0]}/payments?sortCol=merchantRef&sortDir=asc`,
    );
    const narrowed = await allPages<{ merchantRef: string }>(
      `/api/payments?routerId=${routerIds[0]}&sortCol=merchantRef&sortDir=asc`,
    );
    expect(narrowed).toEqual(own);
  });

  test('its CSV has one line per row the filter matches', async () => {
    const rows = await allPages<unknown>(
      '/api/payments?status=PAID&startDate=2026-03-01&endDate=2026-03-31',
    );
    const csv = await callAs(
      app,
      user,
      'GET',
      '/api/payments.csv?status=PAID&startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(rows.length + 1);
  });

  test('its CSV names each row’s router, as the list’s Router column shows it', async () => {
    const query =
      'sortCol=merchantRef&sortDir=asc&status=PAID&startDate=2026-03-01&endDate=2026-03-31';
    const rows = await allPages<{ routerId: string; merchantRef: string }>(
      `/api/payments?${query}`,
    );
    const names = new Map<string, string>();
    for (const id of routerIds) {
      const router = await callAs(app, user, 'GET', `/api/routers/${id}`);
      names.set(id, router.json<{ data: { routerName: string } }>().data.routerName);
    }
    const csv = await callAs(
      app,
      user,
      'GET',
      `/api/payments.csv?${query}&columns=routerId,merchantRef`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Router","Merchant ref"');
    expect(lines.slice(1)).toEqual(
      rows.map((row) => `"${names.get(row.routerId)}","${row.merchantRef}"`),
    );
  });

  test('an unknown routerId → 404; a bad day → 400 naming it', async () => {
    const missing = await callAs(
      app,
      user,
      'GET',
      '/api/payments?routerId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    for (const path of [
      '/api/payments',
      '/api/payments.csv',
      `/api/routers/${routerIds[0]!}/payments`,
      `/api/routers/${routerIds[0]!}/payments.csv`,
    ]) {
      const bad = await callAs(app, user, 'GET', `${path}?startDate=2026-02-31`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'validation_error',
        errors: [{ path: 'startDate', message: 'must be a date as YYYY-MM-DD' }],
      });
    }
  });
});

describe('the daily totals the report reads', () => {
  let charlie: string;
  beforeAll(async () => {
    charlie = (await createRouter(app, admin, { routerName: 'Charlie', routerHost: '127.0.0.3' }))
      .id;
  });

  /** The report for one router over `from`..`to` by day equals its lists, row by row. */
  async function expectEqualToLists(from: string, to: string, routerId: string) {
    const data = await report(`from=${from}&to=${to}&routerId=${routerId}`);
    expect(asMap(data.rows)).toEqual(await expectedFromLists(from, to, false, routerId));
  }
  const onDay = async (day: string, source: 'online' | 'voucher') =>
    (await report(`from=${day}&to=${day}&routerId=${charlie}&source=${source}`)).totals;
  const none = { count: 0, amount: 0 };

  test('follow inserts, updates and deletes of sales and payments, by WIB day', async () => {
    const check = () => expectEqualToLists('2026-06-09', '2026-06-12', charlie);
    // A sale at 23:30 WIB on 10 June is the 10th's.
    const [sale] = await app.db.orm
      .insert(hotspotSales)
      .values({
        routerId: charlie,
        userName: 'late',
        price: 5000,
        soldAt: new Date('2026-06-10T16:30:00Z'),
        firstLoginAt: new Date('2026-06-10T16:30:00Z'),
        source: 'monitor',
      })
      .returning({ id: hotspotSales.id });
    expect(await onDay('2026-06-10', 'voucher')).toEqual({ count: 1, amount: 5000 });
    expect(await onDay('2026-06-11', 'voucher')).toEqual(none);
    await check();

    // An order counts from its payment (23:45 WIB), on the payment's day; a changed amount follows
    // it; a refund takes it back out.
    const [payment] = await app.db.orm
      .insert(transactions)
      .values({ routerId: charlie, merchantRef: 'INV-LIFE', status: 'UNPAID', amount: 20_000 })
      .returning({ id: transactions.id });
    const setPayment = (values: Partial<typeof transactions.$inferInsert>) =>
      app.db.orm.update(transactions).set(values).where(eq(transactions.id, payment!.id));
    expect(await onDay('2026-06-10', 'online')).toEqual(none);
    await setPayment({ status: 'PAID', paidAt: new Date('2026-06-10T16:45:00Z') });
    expect(await onDay('2026-06-10', 'online')).toEqual({ count: 1, amount: 20_000 });
    await check();
    // Other updates (provisioning, the voucher code) change nothing.
    await setPayment({ provisioning: 'done', customerName: 'Budi' });
    await setPayment({ amount: 25_000 });
    expect(await onDay('2026-06-10', 'online')).toEqual({ count: 1, amount: 25_000 });
    await setPayment({ status: 'REFUND' });
    expect(await onDay('2026-06-10', 'online')).toEqual(none);
    expect((await report(`from=2026-06-10&to=2026-06-10&routerId=${charlie}`)).rows).toEqual([
      expect.objectContaining({ source: 'voucher', count: 1 }),
    ]);
    await check();

    // A sale moved to 00:00 WIB of the 11th, at another price, leaves the 10th for the 11th.
    const setSale = (values: Partial<NewHotspotSaleRow>) =>
      app.db.orm.update(hotspotSales).set(values).where(eq(hotspotSales.id, sale!.id));
    await setSale({
      soldAt: new Date('2026-06-10T17:00:00Z'),
      firstLoginAt: new Date('2026-06-10T17:00:00Z'),
      price: 6000,
    });
    expect(await onDay('2026-06-10', 'voucher')).toEqual(none);
    expect(await onDay('2026-06-11', 'voucher')).toEqual({ count: 1, amount: 6000 });
    await check();

    // A voucher bought online adds its payment, not a second voucher sale.
    await app.db.orm.insert(transactions).values({
      routerId: charlie,
      merchantRef: 'INV-LIFE-V',
      status: 'PAID',
      amount: 9000,
      saleKind: 'voucher',
      paidAt: new Date('2026-06-11T03:00:00Z'),
    });
    await app.db.orm.insert(hotspotSales).values({
      routerId: charlie,
      userName: 'bought',
      price: 9000,
      soldAt: new Date('2026-06-11T03:00:00Z'),
      source: 'online',
      merchantRef: 'INV-LIFE-V',
    });
    expect(await onDay('2026-06-11', 'voucher')).toEqual({ count: 1, amount: 6000 });
    expect(await onDay('2026-06-11', 'online')).toEqual({ count: 1, amount: 9000 });
    await check();

    await app.db.orm.delete(hotspotSales).where(eq(hotspotSales.id, sale!.id));
    expect(await onDay('2026-06-11', 'voucher')).toEqual(none);
    await check();
  });

  test('concurrent sales and payments on one day: none lost', async () => {
    const n = 20;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        app.db.transaction(async (tx) => {
          await tx.insert(hotspotSales).values({
            routerId: charlie,
            userName: `c${i}`,
            price: 1000,
            soldAt: new Date('2026-06-20T05:00:00Z'),
            firstLoginAt: new Date('2026-06-20T05:00:00Z'),
            source: 'monitor',
          });
          // Hold the day's totals a moment: the other writers wait for them, then add.
          await tx.execute(sql`SELECT pg_sleep(0.01)`);
          await tx.insert(transactions).values({
            routerId: charlie,
            merchantRef: `INV-CONCURRENT-${i}`,
            status: 'PAID',
            amount: 2000,
            paidAt: new Date('2026-06-20T06:00:00Z'),
          });
        }),
      ),
    );
    const { rows } = await report(`from=2026-06-20&to=2026-06-20&routerId=${charlie}`);
    expect(rows.map((r) => [r.source, r.count, r.amount])).toEqual([
      ['online', n, n * 2000],
      ['voucher', n, n * 1000],
    ]);
    await expectEqualToLists('2026-06-20', '2026-06-20', charlie);
  });

  test('the dashboard, the report and the lists count every rupiah once', async () => {
    const routers = await sqlRows<{ id: string }>(app.db.orm, sql`SELECT id FROM routers`);
    let listed = { count: 0, amount: 0 };
    for (const { id } of routers) {
      const response = await callAs(app, user, 'GET', `/api/hotspot/${id}/sales?page=1&perPage=5`);
      const { totals } = response.json<{ totals: { count: number; revenue: number } }>();
      listed = { count: listed.count + totals.count, amount: listed.amount + totals.revenue };
    }
    const paid = await allPages<{ amount: number }>('/api/payments?status=PAID');
    const paidSum = { count: paid.length, amount: paid.reduce((sum, p) => sum + p.amount, 0) };
    const year = 'from=2026-01-01&to=2026-12-31&groupBy=month';
    const [all, voucher, online] = await Promise.all([
      report(year),
      report(`${year}&source=voucher`),
      report(`${year}&source=online`),
    ]);
    const stats = (await callAs(app, user, 'GET', '/api/dashboard/stats')).json<{
      data: {
        voucherSales: number;
        voucherRevenue: number;
        completedTransactions: number;
        totalAmount: number;
      };
    }>().data;
    expect(voucher.totals).toEqual(listed);
    expect({ count: stats.voucherSales, amount: stats.voucherRevenue }).toEqual(listed);
    expect(online.totals).toEqual(paidSum);
    expect({ count: stats.completedTransactions, amount: stats.totalAmount }).toEqual(paidSum);
    expect(all.totals).toEqual({
      count: listed.count + paidSum.count,
      amount: listed.amount + paidSum.amount,
    });
    // The online vouchers are there, and counted as their payments only.
    const [raw] = await sqlRows<{ n: number; online: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n, (count(*) FILTER (WHERE source = 'online'))::int AS online
            FROM hotspot_sales`,
    );
    expect(raw!.online).toBeGreaterThan(10);
    expect(raw!.n - raw!.online).toBe(listed.count);
  });
});
