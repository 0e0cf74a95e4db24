// The report's `source=invoice` (docs/rules/reports.md): paid invoices by paidAt (WIB), equal to the
// paid invoices listed. The dashboard's billing figures (docs/rules/billing.md#dashboard): subscribers (terminated ones
// excluded), isolated, unpaid invoices and their sum, overdue ones (unpaid, due before today in
// WIB), and MRR (the active subscribers' plan prices), for any signed-in user.
import { eq } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { subscribers } from '../src/db/schema';
import { callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';

// 10:00 WIB on 15 April 2026.
const clock = fakeClock(new Date('2026-04-15T03:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

let sim: Simulator;
afterAll(closeSimulators);

it('counts subscribers, isolated ones, unpaid and overdue invoices and MRR', async () => {
  sim = await startSim();
  const routerId = (await routerOn(app, admin, sim)).id;
  const plan = (name: string, price: number) =>
    newPlan(app, admin, { name, price, pppProfile: 'p' });
  const small = await plan('Hemat', 100_000);
  const big = await plan('Cepat', 300_000);
  const newSubscriber = async (planId: string, name: string) =>
    (
      await importNewSecrets(app, admin, sim, [name], {
        routerId,
        planId,
        billingDay: 10,
        comment: (username) => username,
      })
    )[0]!.id;
  const a = await newSubscriber(small, 'dash-a');
  const b = await newSubscriber(big, 'dash-b');
  const c = await newSubscriber(big, 'dash-c');
  const d = await newSubscriber(small, 'dash-d');
  const issue = async (subscriberId: string, period: string) =>
    (await issuedInvoice(app, admin, subscriberId, period)).id;
  await issue(a, '2026-03'); // due 10 March: overdue
  await issue(a, '2026-04'); // due 10 April: overdue
  const paid = await issue(b, '2026-04');
  await callAs(app, admin, 'POST', `/api/invoices/${paid}/pay`, { method: 'cash' });
  await issue(c, '2026-05'); // due 10 May: unpaid, not overdue
  const voided = await issue(d, '2026-04');
  await callAs(app, admin, 'POST', `/api/invoices/${voided}/void`, { reason: 'Batal' });
  await app.db.orm.update(subscribers).set({ status: 'isolated' }).where(eq(subscribers.id, a));
  await app.db.orm.update(subscribers).set({ status: 'terminated' }).where(eq(subscribers.id, d));

  const response = await callAs(app, user, 'GET', '/api/dashboard/stats');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({
    subscribers: 3,
    isolated: 1,
    unpaidInvoices: 3,
    unpaidAmount: 100_000 * 2 + 300_000,
    overdueInvoices: 2,
    // b and c are active (a is isolated, d terminated).
    mrr: 600_000,
  });
});

it("reports paid invoices as source=invoice by paidAt, equal to the paid invoices' list", async () => {
  const subscriberIds = (await callAs(app, admin, 'GET', '/api/subscribers?perPage=100')).json()
    .data as { id: string; status: string }[];
  const active = subscriberIds.filter((row) => row.status !== 'terminated');
  // Two more payments: one received on 31 March 23:30 WIB (= 16:30 UTC), one on 1 April 00:10 WIB.
  const issued = [];
  for (const [i, { id }] of active.entries()) {
    const response = await callAs(app, admin, 'POST', `/api/subscribers/${id}/invoices`, {
      period: '2026-02',
    });
    if (response.statusCode === 201) issued.push({ id: response.json().data.id as string, i });
  }
  const paidAt = ['2026-03-31T16:30:00.000Z', '2026-03-31T17:10:00.000Z'];
  for (const [n, { id }] of issued.slice(0, 2).entries()) {
    const paid = await callAs(app, admin, 'POST', `/api/invoices/${id}/pay`, {
      method: 'transfer',
      paidAt: paidAt[n],
    });
    expect(paid.statusCode).toBe(200);
  }
  const report = await callAs(
    app,
    user,
    'GET',
    '/api/reports/sales?from=2026-03-01&to=2026-04-30&groupBy=day&source=invoice',
  );
  expect(report.statusCode).toBe(200);
  const { rows, totals } = report.json().data;
  expect(rows.map((row: { period: string; source: string }) => [row.period, row.source])).toEqual([
    ['2026-03-31', 'invoice'],
    ['2026-04-01', 'invoice'],
    ['2026-04-15', 'invoice'],
  ]);
  const paidList = (await callAs(app, user, 'GET', '/api/invoices?status=paid&perPage=100')).json()
    .data as { paidAmount: number }[];
  expect(totals).toEqual({
    count: paidList.length,
    amount: paidList.reduce((sum, row) => sum + row.paidAmount, 0),
  });
  // Nothing of it is an online payment or a voucher sale.
  const all = (
    await callAs(app, user, 'GET', '/api/reports/sales?from=2026-03-01&to=2026-04-30')
  ).json().data;
  expect(all.totals).toEqual(totals);
  const csv = await callAs(
    app,
    user,
    'GET',
    '/api/reports/sales.csv?from=2026-03-01&to=2026-04-30&source=invoice',
  );
  expect(csv.body).toContain('2026-04-15');
  expect(csv.body).toContain('Invoice');
});

it("exports /invoices.csv and /subscribers.csv with the lists' filters, for any signed-in user", async () => {
  const paid = (await callAs(app, user, 'GET', '/api/invoices?status=paid&perPage=100')).json()
    .data as { number: string }[];
  const csv = await callAs(
    app,
    user,
    'GET',
    '/api/invoices.csv?status=paid&sortCol=number&sortDir=asc',
  );
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain('"Number","Subscriber","Period","Amount (Rp)"');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    paid.map((row) => `"${row.number}"`).sort(),
  );
  const picked = await callAs(
    app,
    user,
    'GET',
    '/api/invoices.csv?columns=number,method&status=paid',
  );
  expect(picked.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"Number","Method"');

  const active = (
    await callAs(app, user, 'GET', '/api/subscribers?status=active&perPage=100')
  ).json().data as unknown[];
  const subscribersCsv = await callAs(app, user, 'GET', '/api/subscribers.csv?status=active');
  expect(subscribersCsv.statusCode).toBe(200);
  expect(
    subscribersCsv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  ).toHaveLength(active.length + 1);
  expect((await callAs(app, user, 'GET', '/api/subscribers.csv?routerId=nope')).statusCode).toBe(
    400,
  );
  expect((await app.inject({ method: 'GET', url: '/api/invoices.csv' })).statusCode).toBe(401);
});
