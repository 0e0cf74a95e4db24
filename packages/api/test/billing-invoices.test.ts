// Invoices issued by hand (docs/rules/billing.md#invoices): the plan's price, the due date on the
// billing day, a gap-free INV/YYYY/MM/NNNNN number per month of issue under 20 concurrent issues,
// exactly one per subscriber and period (409 for a second, also when 20 ask at once), the event
// written with it, the audit row, the list and its filters, and the role matrix.
import { asc, eq } from 'drizzle-orm';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { audit, billingEvents, invoiceCounters, invoices } from '../src/db/schema';
import { callAs, fakeClock, loginAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, newPlan } from './billing-helpers';

// 2026-03-31 20:00 UTC is already 1 April in WIB: the numbers are April's.
const clock = fakeClock(new Date('2026-03-31T20:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

let sim: Simulator;
let routerId: string;
let planId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim)).id;
  planId = await newPlan(app, admin, {
    name: 'Rumah 10M',
    price: 166_500,
    pppProfile: 'paket-10M',
  });
});
afterAll(closeSimulators);

let serial = 0;

/** `count` new subscribers (imported from new secrets), billed on `billingDay`. */
async function newSubscribers(
  count: number,
  billingDay = 12,
): Promise<{ id: string; name: string }[]> {
  const usernames = Array.from({ length: count }, () => `inv-${(serial += 1)}`);
  return importNewSecrets(app, admin, sim, usernames, {
    routerId,
    planId,
    billingDay,
    comment: (name) => `Pelanggan ${name}`,
  });
}

const issue = (subscriberId: string, period: string, session: Session = admin) =>
  callAs(app, session, 'POST', `/api/subscribers/${subscriberId}/invoices`, { period });

async function aprilNumbers(): Promise<string[]> {
  const rows = await app.db.orm
    .select({ number: invoices.number })
    .from(invoices)
    .orderBy(asc(invoices.number));
  return rows.map((row) => row.number).filter((number) => number.startsWith('INV/2026/04/'));
}

/** INV/2026/04/00001 … up to `count`, no gap. */
const expectedNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) => `INV/2026/04/${String(i + 1).padStart(5, '0')}`);

describe('issuing by hand', () => {
  it("issues an invoice at the plan's price, due on the billing day, with its event and audit row", async () => {
    const [subscriber] = await newSubscribers(1, 12);
    const response = await issue(subscriber!.id, '2026-04');
    expect(response.statusCode).toBe(201);
    const invoice = response.json().data;
    expect(response.json().message).toBe(BILLING_MESSAGES.invoiceIssued);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV\/2026\/04\/\d{5}$/),
      subscriberId: subscriber!.id,
      subscriberName: subscriber!.name,
      period: '2026-04',
      amount: 166_500,
      issuedAt: '2026-03-31T20:00:00.000Z',
      dueDate: '2026-04-12',
      status: 'unpaid',
      paidAt: null,
      paidAmount: null,
      method: null,
      voidReason: null,
      payUrl: expect.stringMatching(/\/bayar\/[A-Za-z0-9_-]{32}$/),
    });
    const events = await app.db.orm
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.invoiceId, invoice.id));
    expect(events).toEqual([
      expect.objectContaining({ event: 'invoice_issued', subscriberId: subscriber!.id }),
    ]);
    const [row] = await app.db.orm.select().from(audit).where(eq(audit.resourceId, invoice.id));
    expect(row).toMatchObject({ action: 'issue', resource: 'invoice' });
    expect(JSON.stringify(row)).not.toContain(invoice.payUrl.split('/bayar/')[1]);

    expect((await callAs(app, user, 'GET', `/api/invoices/${invoice.id}`)).json()).toEqual({
      success: true,
      data: invoice,
    });
  });

  it('refuses a second invoice for the period (409), giving no number away', async () => {
    const [first, second] = await newSubscribers(2);
    expect((await issue(first!.id, '2026-05')).statusCode).toBe(201);
    const before = await aprilNumbers();
    const again = await issue(first!.id, '2026-05');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: BILLING_MESSAGES.invoiceExists });
    expect((await issue(second!.id, '2026-05')).statusCode).toBe(201);
    expect(await aprilNumbers()).toEqual(expectedNumbers(before.length + 1));
  });

  it('gives 20 concurrent issues 20 numbers in a row, and one period one invoice when 20 ask at once', async () => {
    const many = await newSubscribers(20);
    const answers = await Promise.all(many.map((s) => issue(s.id, '2026-06')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));

    const [one] = await newSubscribers(1);
    const same = await Promise.all(Array.from({ length: 20 }, () => issue(one!.id, '2026-06')));
    expect(same.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);

    const numbers = await aprilNumbers();
    expect(numbers).toEqual(expectedNumbers(numbers.length));
    const [counter] = await app.db.orm
      .select()
      .from(invoiceCounters)
      .where(eq(invoiceCounters.month, '2026-04'));
    expect(counter?.lastNumber).toBe(numbers.length);
    expect(
      await app.db.orm.select().from(invoices).where(eq(invoices.subscriberId, one!.id)),
    ).toHaveLength(1);
  });

  it('numbers each month of issue from 1', async () => {
    const [subscriber] = await newSubscribers(1);
    clock.set(new Date('2026-05-02T03:00:00.000Z'));
    try {
      // A month on, the suite's access token has expired: sign in again.
      const response = await issue(subscriber!.id, '2026-05', await loginAs(app, 'admin'));
      expect(response.json().data.number).toBe('INV/2026/05/00001');
    } finally {
      clock.set(new Date('2026-03-31T20:00:00.000Z'));
    }
  });

  it('answers a bad period with a validation_error, an unknown subscriber with 404', async () => {
    const [subscriber] = await newSubscribers(1);
    for (const period of ['2026-13', '2026-4', 'April', '']) {
      const response = await issue(subscriber!.id, period);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'period', message: BILLING_FIELD_MESSAGES.period },
      ]);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await issue(id, '2026-04')).statusCode).toBe(404);
      expect((await callAs(app, user, 'GET', `/api/invoices/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses to delete a subscriber with invoices (terminate instead)', async () => {
    const [subscriber] = await newSubscribers(1);
    await issue(subscriber!.id, '2026-04');
    const response = await callAs(app, admin, 'DELETE', `/api/subscribers/${subscriber!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(BILLING_MESSAGES.subscriberHasInvoices);
  });
});

describe('the list', () => {
  it('filters by subscriber, status, period and overdue, and searches number and name', async () => {
    const [subscriber] = await newSubscribers(1, 3);
    const march = (await issue(subscriber!.id, '2026-03')).json().data;
    const april = (await issue(subscriber!.id, '2026-04')).json().data;
    const mine = await callAs(
      app,
      user,
      'GET',
      `/api/invoices?subscriberId=${subscriber!.id}&page=1&perPage=10&sortCol=period&sortDir=asc`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      success: true,
      data: [march, april],
      pagination: { page: 1, perPage: 10, total: 2, totalPages: 1 },
      totals: { count: 2, amount: 333_000, paidAmount: 0, unpaidAmount: 333_000 },
    });
    // Today is 1 April WIB: March's (due 3 March) is overdue, April's (due 3 April) is not.
    const overdue = await callAs(
      app,
      user,
      'GET',
      `/api/invoices?subscriberId=${subscriber!.id}&overdue=true`,
    );
    expect(overdue.json().data.map((i: { id: string }) => i.id)).toEqual([march.id]);
    const period = await callAs(
      app,
      user,
      'GET',
      `/api/invoices?subscriberId=${subscriber!.id}&period=2026-04&status=unpaid`,
    );
    expect(period.json().data).toEqual([april]);
    const byNumber = await callAs(
      app,
      user,
      'GET',
      `/api/invoices?search=${encodeURIComponent(april.number)}`,
    );
    expect(byNumber.json().data).toEqual([april]);
    const byName = await callAs(
      app,
      user,
      'GET',
      `/api/invoices?search=${encodeURIComponent(subscriber!.name.toUpperCase())}&sortCol=number`,
    );
    expect(
      byName
        .json()
        .data.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([march.id, april.id].sort());
    const bad = await callAs(app, user, 'GET', '/api/invoices?period=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'period', message: BILLING_FIELD_MESSAGES.period }]);
    expect((await callAs(app, user, 'GET', '/api/invoices?subscriberId=nope')).statusCode).toBe(
      400,
    );
    expect((await callAs(app, null, 'GET', '/api/invoices')).statusCode).toBe(401);
  });
});

describeRoleMatrix('invoices', {
  app: () => app,
  envelope: 'success',
  snapshot: (app) => tableRows(app, invoices, invoices.id),
  cases: [
    {
      name: 'POST /api/subscribers/:id/invoices',
      adminStatus: 201,
      prepare: async () => {
        const [subscriber] = await newSubscribers(1);
        return {
          method: 'POST',
          url: `/api/subscribers/${subscriber!.id}/invoices`,
          payload: { period: '2026-04' },
        };
      },
    },
  ],
});
