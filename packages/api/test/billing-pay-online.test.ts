// Invoices paid online (docs/rules/billing.md#paying-online), with the Tripay and RouterOS
// simulators in process: the public pay page (the subscriber's first name only; a bad token is 404),
// the channels, the checkout on the subscriber's router's merchant for the invoice's amount, the
// PAID callback settling the invoice exactly once (repeated and concurrent callbacks), a forged
// callback changing nothing, a missed callback reconciled, and the report counting it once.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { startTripaySimulator, type TripaySimulator } from 'tripay/sim';
import { sqlRows } from '../src/db/client';
import { billingEvents, invoices } from '../src/db/schema';
import { buildTestApp, callAs, loginAs, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';

const MERCHANT = { merchantCode: 'T0001', apiKey: 'DEV-key-1', privateKey: 'priv-key-1' };
const OTHER = { merchantCode: 'T0002', apiKey: 'DEV-key-2', privateKey: 'priv-key-2' };

let tripay: TripaySimulator;
let app: App;
let admin: Session;
let origin: string;
let sim: Simulator;
let routerId: string;
let planId: string;

beforeAll(async () => {
  tripay = await startTripaySimulator({ ...MERCHANT, merchants: [OTHER] });
  app = await buildTestApp({
    env: {
      TRIPAY_BASE_URL: tripay.baseUrl,
      SECRETS_KEY: 'billing-pay-online-secrets-key-0123456789',
      PAYMENT_RETRY_BASE_MS: '10',
      CHECKOUT_RATE_LIMIT: '1000',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await loginAs(app, 'admin');
  sim = await startSim();
  routerId = (
    await routerOn(app, admin, sim, {
      tripayMerchantCode: MERCHANT.merchantCode,
      tripayApiKey: MERCHANT.apiKey,
      tripayPrivateKey: MERCHANT.privateKey,
    })
  ).id;
  planId = await newPlan(app, admin, {
    name: 'Rumah 30M',
    price: 275_000,
    pppProfile: 'paket-30M',
  });
}, 120_000);

afterAll(async () => {
  await app.close();
  await tripay.close();
  await closeSimulators();
});

let serial = 0;

/** A subscriber named "Siti Nurhaliza Rahma" (from its secret's comment) with an unpaid invoice. */
async function unpaidInvoice(): Promise<{ id: string; token: string }> {
  serial += 1;
  const [subscriber] = await importNewSecrets(app, admin, sim, [`online-${serial}`], {
    routerId,
    planId,
    billingDay: 10,
    comment: () => 'Siti Nurhaliza Rahma',
  });
  const invoice = await issuedInvoice(
    app,
    admin,
    subscriber!.id,
    `2026-${String(serial).padStart(2, '0')}`,
  );
  return { id: invoice.id, token: invoice.payUrl.split('/bayar/')[1]! };
}

const publicGet = (path: string) =>
  app.inject({ method: 'GET', url: `/api/public/invoices/${path}` });

async function checkout(
  token: string,
  body: Record<string, unknown> = { method: 'BRIVA', customerEmail: 'siti@example.com' },
) {
  const response = await fetch(`${origin}/api/public/invoices/${token}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as {
    data: { merchantRef: string; amount: number; checkoutUrl: string; statusUrl: string };
    message?: string;
    errors?: { path: string }[];
  };
  return { status: response.status, body: answer };
}

async function invoiceRow(id: string) {
  const [row] = await app.db.orm.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

const paidEvents = async (id: string) =>
  (await app.db.orm.select().from(billingEvents).where(eq(billingEvents.invoiceId, id))).filter(
    (row) => row.event === 'invoice_paid',
  ).length;

function sendCallback(
  built: { rawBody: string; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/tripay/callback',
    headers: { ...built.headers, 'content-type': 'application/json', ...headers },
    payload: built.rawBody,
  });
}

describe('the pay page', () => {
  it("shows the invoice and the subscriber's first name only", async () => {
    const invoice = await unpaidInvoice();
    const response = await publicGet(invoice.token);
    expect(response.statusCode).toBe(200);
    const row = await invoiceRow(invoice.id);
    expect(response.json()).toEqual({
      success: true,
      data: {
        number: row.number,
        period: row.period,
        amount: 275_000,
        dueDate: row.dueDate,
        status: 'unpaid',
        firstName: 'Siti',
      },
    });
    expect(response.body).not.toContain('Nurhaliza');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is 404 for a bad token, a made-up one or one a letter off, answered alike', async () => {
    const invoice = await unpaidInvoice();
    const oneOff = `${invoice.token.slice(0, -1)}${invoice.token.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      ['nope', 'x'.repeat(32), oneOff].map((token) => publicGet(token)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: BILLING_MESSAGES.invoiceNotFound });
    }
    expect((await publicGet(`${oneOff}/channels`)).statusCode).toBe(404);
    expect((await checkout(oneOff)).status).toBe(404);
  });

  it("lists the merchant's channels with the fee on the invoice's amount", async () => {
    const invoice = await unpaidInvoice();
    const response = await publicGet(`${invoice.token}/channels`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((c: { code: string }) => c.code)).toContain('BRIVA');
  });
});

describe('paying online', () => {
  it("checks out for the invoice's amount and settles it once, however many callbacks arrive", async () => {
    const invoice = await unpaidInvoice();
    const started = await checkout(invoice.token);
    expect(started.status).toBe(201);
    const c = started.body.data as { merchantRef: string; amount: number; checkoutUrl: string };
    expect(c.amount).toBe(275_000);
    expect(tripay.transaction(c.merchantRef)!.amount).toBe(275_000);

    const reference = tripay.transaction(c.merchantRef)!.reference;
    const deliveries = await tripay.pay(reference);
    expect(deliveries.at(-1)).toMatchObject({ delivered: true });
    // Repeated and concurrent deliveries of the same PAID.
    const built = tripay.callbackFor(reference);
    const again = await Promise.all(Array.from({ length: 10 }, () => sendCallback(built)));
    for (const answer of again) expect(answer.json()).toEqual({ success: true });
    await app.jobWorker.tick();
    await app.jobWorker.tick();

    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'paid',
      method: 'tripay',
      merchantRef: c.merchantRef,
      paidAmount: 275_000,
      receivedBy: null,
    });
    expect(await paidEvents(invoice.id)).toBe(1);
    const [tx] = await sqlRows<{ status: string; provisioning: string; invoice_id: string }>(
      app.db.orm,
      sql`SELECT status, provisioning, invoice_id FROM transactions WHERE merchant_ref = ${c.merchantRef}`,
    );
    // Nothing is provisioned for an invoice: the subscriber's secret exists already.
    expect(tx).toEqual({ status: 'PAID', provisioning: 'none', invoice_id: invoice.id });
    const settles = await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'invoice-settle' AND job_key = ${c.merchantRef}`,
    );
    expect(settles[0]!.n).toBe(1);

    // The page shows it paid, and a second checkout is refused.
    expect((await publicGet(invoice.token)).json().data.status).toBe('paid');
    const second = await checkout(invoice.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(BILLING_MESSAGES.invoiceAlreadyPaid);

    // Counted once in the report: as an invoice, not as an online payment.
    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const report = (
      await callAs(app, admin, 'GET', `/api/reports/sales?from=${day}&to=${day}`)
    ).json().data;
    expect(report.rows.map((row: { source: string }) => row.source)).toEqual(['invoice']);
    expect(report.totals).toEqual({ count: 1, amount: 275_000 });
  });

  it('the status page Tripay returns to names the invoice and links back to its pay page', async () => {
    const invoice = await unpaidInvoice();
    const started = await checkout(invoice.token);
    expect(started.status).toBe(201);
    const status = new URL(started.body.data.statusUrl);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/public/transactions/${status.pathname.split('/').pop()}${status.search}`,
    });
    expect(answer.statusCode).toBe(200);
    const { number } = await invoiceRow(invoice.id);
    expect(answer.json().data).toMatchObject({
      status: 'UNPAID',
      provisioning: 'none',
      invoice: { number, payPath: `/bayar/${invoice.token}` },
    });
  });

  it('takes the amount from the invoice, never from the client', async () => {
    const invoice = await unpaidInvoice();
    const started = await checkout(invoice.token, {
      method: 'BRIVA',
      customerEmail: 'siti@example.com',
      amount: 1,
    });
    // The client's amount is dropped: Tripay is asked for the invoice's.
    expect(started.status).toBe(201);
    expect(started.body.data.amount).toBe(275_000);
    expect(tripay.transaction(started.body.data.merchantRef)!.amount).toBe(275_000);
    // With no email on record, the payer gives one.
    const noEmail = await checkout(invoice.token, { method: 'BRIVA' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual([expect.objectContaining({ path: 'customerEmail' })]);
  });

  it('a forged callback changes nothing', async () => {
    const invoice = await unpaidInvoice();
    const c = (await checkout(invoice.token)).body.data as { merchantRef: string };
    const reference = tripay.transaction(c.merchantRef)!.reference;
    tripay.setCallbackMode('drop');
    await tripay.pay(reference);
    tripay.setCallbackMode('send');
    const good = tripay.callbackFor(reference);
    const otherKey = createHmac('sha256', OTHER.privateKey).update(good.rawBody).digest('hex');
    const refused = await Promise.all([
      sendCallback({ ...good, rawBody: good.rawBody.replace('"PAID"', '"PAID" ') }),
      sendCallback(good, { 'x-callback-signature': 'a'.repeat(64) }),
      sendCallback(good, { 'x-callback-signature': otherKey }),
    ]);
    for (const answer of refused) expect(answer.statusCode).toBe(403);
    await app.jobWorker.tick();
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'unpaid', paidAt: null });
    expect(await paidEvents(invoice.id)).toBe(0);
  });

  it('a missed callback is reconciled and settles the invoice', async () => {
    const invoice = await unpaidInvoice();
    const c = (await checkout(invoice.token)).body.data as { merchantRef: string };
    tripay.setCallbackMode('drop');
    await tripay.pay(tripay.transaction(c.merchantRef)!.reference);
    tripay.setCallbackMode('send');
    await app.db.orm.execute(
      sql`UPDATE transactions SET created_at = now() - interval '11 minutes' WHERE merchant_ref = ${c.merchantRef}`,
    );
    await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = 'payment-reconcile'`);
    await app.payments.syncJobs();
    await app.jobWorker.tick();
    await app.jobWorker.tick();
    await app.jobWorker.tick();
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'paid',
      method: 'tripay',
      merchantRef: c.merchantRef,
    });
    expect(await paidEvents(invoice.id)).toBe(1);
  });

  it('a PAID for an invoice paid meanwhile at the counter flags the transaction, settling nothing twice', async () => {
    const invoice = await unpaidInvoice();
    const c = (await checkout(invoice.token)).body.data as { merchantRef: string };
    expect(
      (await callAs(app, admin, 'POST', `/api/invoices/${invoice.id}/pay`, { method: 'cash' }))
        .statusCode,
    ).toBe(200);
    await tripay.pay(tripay.transaction(c.merchantRef)!.reference);
    await app.jobWorker.tick();
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', method: 'cash' });
    expect(await paidEvents(invoice.id)).toBe(1);
    const [tx] = await sqlRows<{ flag: string | null }>(
      app.db.orm,
      sql`SELECT flag FROM transactions WHERE merchant_ref = ${c.merchantRef}`,
    );
    expect(tx!.flag).toMatch(/no longer unpaid/);
  });
});
