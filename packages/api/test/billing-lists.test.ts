// The subscribers and invoices lists (docs/rules/billing.md#subscribers, #invoices): what each
// subscriber owes (next due date, unpaid amount and count, overdue) matching its invoices, the
// filters (router, plan, status, overdue) and the sorts on them, the invoices' router filter and
// totals of the whole filtered set, the CSV's new columns, 400 naming a bad filter, plain users read.
import { eq } from 'drizzle-orm';
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import type { Invoice, InvoiceTotals, SubscriberListItem } from 'contracts/schemas';
import type { Simulator } from 'routeros/sim';
import { subscribers } from '../src/db/schema';
import { callAs, fakeClock, loginAs, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';

// 15 April 2026, 10:00 WIB.
const clock = fakeClock(new Date('2026-04-15T03:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

let routerA: string;
let routerB: string;
let planSmall: string;
let planBig: string;
/** Subscriber ids by name. */
const ids: Record<string, string> = {};

async function subscriber(
  sim: Simulator,
  name: string,
  terms: { routerId: string; planId: string; billingDay: number; billingStart: string },
) {
  const [made] = await importNewSecrets(app, admin, sim, [`lists-${name}`], {
    ...terms,
    comment: () => name,
  });
  ids[name] = made!.id;
  return made!.id;
}

const pay = async (invoiceId: string) => {
  const response = await callAs(app, admin, 'POST', `/api/invoices/${invoiceId}/pay`, {
    method: 'cash',
  });
  expect(response.statusCode).toBe(200);
};

beforeAll(async () => {
  const simA = await startSim();
  const simB = await startSim();
  routerA = (await routerOn(app, admin, simA, { routerName: 'Tower A' })).id;
  routerB = (await routerOn(app, admin, simB, { routerName: 'Tower B' })).id;
  planSmall = await newPlan(app, admin, { name: 'Hemat', price: 100_000, pppProfile: 'hemat' });
  planBig = await newPlan(app, admin, { name: 'Cepat', price: 250_000, pppProfile: 'cepat' });
  const fromJanuary = '2026-01-01';

  // Two unpaid invoices, March's past due.
  const andi = await subscriber(simA, 'Andi', {
    routerId: routerA,
    planId: planSmall,
    billingDay: 10,
    billingStart: fromJanuary,
  });
  await issuedInvoice(app, admin, andi, '2026-03');
  await issuedInvoice(app, admin, andi, '2026-04');
  // One unpaid invoice, due after today.
  const budi = await subscriber(simA, 'Budi', {
    routerId: routerA,
    planId: planBig,
    billingDay: 20,
    billingStart: fromJanuary,
  });
  await issuedInvoice(app, admin, budi, '2026-04');
  // April, May and June paid (two months ahead): next due is July's.
  const citra = await subscriber(simA, 'Citra', {
    routerId: routerA,
    planId: planSmall,
    billingDay: 5,
    billingStart: fromJanuary,
  });
  await pay((await issuedInvoice(app, admin, citra, '2026-04')).id);
  await pay((await issuedInvoice(app, admin, citra, '2026-05')).id);
  await pay((await issuedInvoice(app, admin, citra, '2026-06')).id);
  // April voided: it is not owed, May's is next.
  const dewi = await subscriber(simB, 'Dewi', {
    routerId: routerB,
    planId: planBig,
    billingDay: 25,
    billingStart: fromJanuary,
  });
  const voided = await issuedInvoice(app, admin, dewi, '2026-04');
  expect(
    (
      await callAs(app, admin, 'POST', `/api/invoices/${voided.id}/void`, {
        reason: 'Pindah rumah sementara',
      })
    ).statusCode,
  ).toBe(200);
  // Billed from June: nothing before it.
  await subscriber(simB, 'Eko', {
    routerId: routerB,
    planId: planSmall,
    billingDay: 12,
    billingStart: '2026-06-01',
  });
  // Terminated: no next due date.
  const fajar = await subscriber(simB, 'Fajar', {
    routerId: routerB,
    planId: planSmall,
    billingDay: 3,
    billingStart: fromJanuary,
  });
  await app.db.orm
    .update(subscribers)
    .set({ status: 'terminated' })
    .where(eq(subscribers.id, fajar));
});
afterAll(closeSimulators);

const listSubscribers = async (query: string, session: Session = user) => {
  const response = await callAs(app, session, 'GET', `/api/subscribers?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: SubscriberListItem[];
    pagination: { total: number };
  };
};

const listInvoices = async (query: string, session: Session = user) => {
  const response = await callAs(app, session, 'GET', `/api/invoices?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Invoice[];
    pagination: { total: number };
    totals: InvoiceTotals;
  };
};

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /subscribers: what each subscriber owes', () => {
  it('gives each row its next due date, unpaid amount and count, and overdue, as a plain user', async () => {
    const { data } = await listSubscribers('sortCol=name&sortDir=asc');
    const dues = Object.fromEntries(
      data.map((row) => [
        row.name,
        [row.nextDueDate, row.unpaidAmount, row.unpaidCount, row.overdue, row.status],
      ]),
    );
    expect(dues).toEqual({
      Andi: ['2026-03-10', 200_000, 2, true, 'active'],
      Budi: ['2026-04-20', 250_000, 1, false, 'active'],
      Citra: ['2026-07-05', 0, 0, false, 'active'],
      Dewi: ['2026-05-25', 0, 0, false, 'active'],
      Eko: ['2026-06-12', 0, 0, false, 'active'],
      Fajar: [null, 0, 0, false, 'terminated'],
    });
  });

  it("matches the invoices: a row's unpaid amount and count are its unpaid invoices'", async () => {
    const invoices = (await listInvoices('status=unpaid')).data;
    const { data } = await listSubscribers('');
    for (const row of data) {
      const own = invoices.filter((invoice) => invoice.subscriberId === row.id);
      expect([row.name, row.unpaidCount, row.unpaidAmount]).toEqual([
        row.name,
        own.length,
        own.reduce((sum, invoice) => sum + invoice.amount, 0),
      ]);
      expect(row.overdue).toBe(own.some((invoice) => invoice.dueDate < '2026-04-15'));
    }
  });

  it('turns overdue when the day after the due date begins in WIB', async () => {
    // 20 April 2026 23:59 WIB: Budi's invoice is due today, not overdue.
    clock.set(new Date('2026-04-20T16:59:00.000Z'));
    try {
      // A session of that day (the suite's tokens have expired by then).
      const reader = await loginAs(app, 'user');
      let budi = (await listSubscribers('search=Budi', reader)).data[0];
      expect(budi?.overdue).toBe(false);
      clock.set(new Date('2026-04-20T17:00:00.000Z'));
      budi = (await listSubscribers('search=Budi', reader)).data[0];
      expect(budi?.overdue).toBe(true);
      expect(budi?.nextDueDate).toBe('2026-04-20');
    } finally {
      clock.set(new Date('2026-04-15T03:00:00.000Z'));
    }
  });

  it('filters by router, plan, status and overdue, together and with the search', async () => {
    expect(
      names((await listSubscribers(`routerId=${routerA}&sortCol=name&sortDir=asc`)).data),
    ).toEqual(['Andi', 'Budi', 'Citra']);
    expect(
      names((await listSubscribers(`planId=${planSmall}&sortCol=name&sortDir=asc`)).data),
    ).toEqual(['Andi', 'Citra', 'Eko', 'Fajar']);
    expect(names((await listSubscribers('status=terminated')).data)).toEqual(['Fajar']);
    const overdue = await listSubscribers('overdue=true&page=1&perPage=10');
    expect(names(overdue.data)).toEqual(['Andi']);
    expect(overdue.pagination.total).toBe(1);
    expect(names((await listSubscribers(`overdue=true&routerId=${routerB}`)).data)).toEqual([]);
    // false is no filter, as on /invoices.
    expect((await listSubscribers('overdue=false')).data).toHaveLength(6);
    expect(
      names((await listSubscribers(`routerId=${routerB}&planId=${planBig}&search=ew`)).data),
    ).toEqual(['Dewi']);
  });

  it('sorts by next due date (none last) and by unpaid amount, either way', async () => {
    expect(names((await listSubscribers('sortCol=nextDueDate&sortDir=asc')).data)).toEqual([
      'Andi',
      'Budi',
      'Dewi',
      'Eko',
      'Citra',
      'Fajar',
    ]);
    expect(names((await listSubscribers('sortCol=next_due_date&sortDir=desc')).data)).toEqual([
      'Citra',
      'Eko',
      'Dewi',
      'Budi',
      'Andi',
      'Fajar',
    ]);
    const byAmount = (await listSubscribers('sortCol=unpaidAmount&sortDir=desc&page=1&perPage=5'))
      .data;
    expect(names(byAmount).slice(0, 2)).toEqual(['Budi', 'Andi']);
    expect(byAmount.slice(2).every((row) => row.unpaidAmount === 0)).toBe(true);
  });

  it('exports the same figures in /subscribers.csv', async () => {
    const csv = await callAs(
      app,
      user,
      'GET',
      '/api/subscribers.csv?columns=name,nextDueDate,unpaidAmount,unpaidCount,overdue&sortCol=name&sortDir=asc&overdue=true',
    );
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      '"Name","Next due date","Unpaid (Rp)","Unpaid invoices","Overdue"',
      '"Andi","2026-03-10","200000","2","yes"',
    ]);
  });

  it.each([
    ['routerId=nope', 'routerId', BILLING_FIELD_MESSAGES.routerId],
    ['planId=12', 'planId', BILLING_FIELD_MESSAGES.planId],
    ['overdue=maybe', 'overdue', BILLING_FIELD_MESSAGES.overdue],
  ])('answers 400 naming the field for %s (list and CSV)', async (query, path, message) => {
    for (const url of [`/api/subscribers?${query}`, `/api/subscribers.csv?${query}`]) {
      const response = await callAs(app, user, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path, message }]);
    }
  });

  it('answers 400 for a status or sort it does not know, 401 without a token', async () => {
    const status = await callAs(app, user, 'GET', '/api/subscribers?status=late');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors[0].path).toBe('status');
    const sort = await callAs(app, user, 'GET', '/api/subscribers?sortCol=unpaid');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors[0].path).toBe('sortCol');
    expect((await app.inject({ method: 'GET', url: '/api/subscribers' })).statusCode).toBe(401);
  });
});

describe('GET /invoices: the router filter and the totals', () => {
  it("filters by the subscriber's router and sums the whole filtered set, not the page", async () => {
    const a = await listInvoices(`routerId=${routerA}&page=1&perPage=5&sortCol=number`);
    expect(a.pagination.total).toBe(6);
    expect(a.totals).toEqual({
      count: 6,
      amount: 750_000,
      paidAmount: 300_000,
      unpaidAmount: 450_000,
    });
    expect(new Set(a.data.map((invoice) => invoice.subscriberName))).toEqual(
      new Set(['Andi', 'Budi', 'Citra']),
    );
    const b = await listInvoices(`routerId=${routerB}`);
    expect(b.data.map((invoice) => invoice.subscriberName)).toEqual(['Dewi']);
    expect(b.totals).toEqual({ count: 1, amount: 250_000, paidAmount: 0, unpaidAmount: 0 });
  });

  it('totals match the rows they sum, with every filter', async () => {
    for (const query of [
      '',
      'status=unpaid',
      'overdue=true',
      `routerId=${routerA}&status=paid`,
      'search=Andi',
      'period=2026-04',
      `subscriberId=${ids.Budi}`,
    ]) {
      const whole = await listInvoices(query);
      const sum = (rows: Invoice[]) => rows.reduce((total, row) => total + row.amount, 0);
      expect([query, whole.totals]).toEqual([
        query,
        {
          count: whole.data.length,
          amount: sum(whole.data),
          paidAmount: whole.data
            .filter((row) => row.status === 'paid')
            .reduce((total, row) => total + (row.paidAmount ?? 0), 0),
          unpaidAmount: sum(whole.data.filter((row) => row.status === 'unpaid')),
        },
      ]);
      const paged = await listInvoices(`${query}&page=1&perPage=5`);
      expect(paged.totals).toEqual(whole.totals);
    }
  });

  it("keeps the overdue filter: Andi's March and April invoices only", async () => {
    const overdue = await listInvoices('overdue=true&sortCol=period&sortDir=asc');
    expect(overdue.data.map((row) => [row.subscriberName, row.period])).toEqual([
      ['Andi', '2026-03'],
      ['Andi', '2026-04'],
    ]);
    expect(overdue.totals.unpaidAmount).toBe(200_000);
  });

  it('answers 400 naming routerId for a bad one (list and CSV), and 401 without a token', async () => {
    for (const url of ['/api/invoices?routerId=x', '/api/invoices.csv?routerId=x']) {
      const response = await callAs(app, user, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'routerId', message: BILLING_FIELD_MESSAGES.routerId },
      ]);
    }
    const overdue = await callAs(app, user, 'GET', '/api/invoices?overdue=maybe');
    expect(overdue.json().errors).toEqual([
      { path: 'overdue', message: BILLING_FIELD_MESSAGES.overdue },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });

  it('answers a plain user and an admin alike', async () => {
    const asUser = await listInvoices(`routerId=${routerA}`, user);
    const asAdmin = await listInvoices(`routerId=${routerA}`, admin);
    expect(asUser).toEqual(asAdmin);
    const subscribersAsAdmin = await listSubscribers('sortCol=name', admin);
    expect(await listSubscribers('sortCol=name', user)).toEqual(subscribersAsAdmin);
  });
});
