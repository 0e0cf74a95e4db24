// Paying and voiding invoices at the counter (docs/rules/billing.md#paying): a cash or transfer
// payment recorded once (a second is 409, and of 20 at once exactly one wins), for the invoice's
// amount, received by the signed-in admin, with its event and audit row; paidAt never in the
// future; void of an unpaid invoice only (a paid one stays paid); a payment or void that leaves an
// isolated subscriber with nothing overdue wakes the billing job; the role matrix.
import { eq, sql } from 'drizzle-orm';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { audit, billingEvents, invoices, subscribers } from '../src/db/schema';
import { BILLING_JOB, ensureJob } from '../src/repositories/jobs';
import { callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';

// 2026-04-20 03:00 UTC = 10:00 WIB on 20 April.
const NOW = new Date('2026-04-20T03:00:00.000Z');
const clock = fakeClock(NOW);
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
    name: 'Rumah 20M',
    price: 250_000,
    pppProfile: 'paket-20M',
  });
});
afterAll(closeSimulators);

let serial = 0;

/** A new subscriber (imported from a new secret) with its invoice of `period`. */
async function unpaidInvoice(period = '2026-04'): Promise<{ id: string; subscriberId: string }> {
  serial += 1;
  const [subscriber] = await importNewSecrets(app, admin, sim, [`pay-${serial}`], {
    routerId,
    planId,
    billingDay: 10,
    comment: (name) => `Pelanggan ${name}`,
  });
  const subscriberId = subscriber!.id;
  return { id: (await issuedInvoice(app, admin, subscriberId, period)).id, subscriberId };
}

const pay = (id: string, payload: Record<string, unknown>, session: Session = admin) =>
  callAs(app, session, 'POST', `/api/invoices/${id}/pay`, payload);
const voidIt = (id: string, payload: Record<string, unknown>, session: Session = admin) =>
  callAs(app, session, 'POST', `/api/invoices/${id}/void`, payload);

const eventsOf = (invoiceId: string) =>
  app.db.orm.select().from(billingEvents).where(eq(billingEvents.invoiceId, invoiceId));

describe('recording a payment', () => {
  it("records a cash payment of the invoice's amount, received by the admin, with its event and audit row", async () => {
    const invoice = await unpaidInvoice();
    const response = await pay(invoice.id, { method: 'cash', note: ' Dibayar di loket ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: BILLING_MESSAGES.invoicePaid,
      data: {
        id: invoice.id,
        status: 'paid',
        method: 'cash',
        paidAt: NOW.toISOString(),
        paidAmount: 250_000,
        receivedBy: 'admin',
        merchantRef: null,
        payUrl: null,
      },
    });
    expect((await eventsOf(invoice.id)).map((row) => row.event)).toEqual([
      'invoice_issued',
      'invoice_paid',
    ]);
    const rows = await app.db.orm
      .select()
      .from(audit)
      .where(eq(audit.resourceId, invoice.id))
      .orderBy(audit.id);
    expect(rows.map((row) => row.action)).toEqual(['issue', 'pay']);
    expect(rows[1]).toMatchObject({
      resource: 'invoice',
      actorUsername: 'admin',
      after: expect.objectContaining({
        method: 'cash',
        paidAmount: 250_000,
        note: 'Dibayar di loket',
      }),
    });
  });

  it('takes a transfer received earlier, and refuses a time in the future or an unknown method', async () => {
    const invoice = await unpaidInvoice();
    const future = await pay(invoice.id, {
      method: 'transfer',
      paidAt: '2026-04-21T00:00:00.000Z',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      expect.objectContaining({ path: 'paidAt', message: BILLING_FIELD_MESSAGES.paidAt }),
    ]);
    const tripay = await pay(invoice.id, { method: 'tripay' });
    expect(tripay.statusCode).toBe(400);
    expect(JSON.stringify(tripay.json())).toContain(BILLING_FIELD_MESSAGES.paymentMethod);

    const earlier = await pay(invoice.id, {
      method: 'transfer',
      paidAt: '2026-04-18T08:30:00.000Z',
    });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().data).toMatchObject({
      method: 'transfer',
      paidAt: '2026-04-18T08:30:00.000Z',
    });
  });

  it('records a payment once: a second is 409 and changes nothing', async () => {
    const invoice = await unpaidInvoice();
    expect((await pay(invoice.id, { method: 'cash' })).statusCode).toBe(200);
    const [before] = await app.db.orm.select().from(invoices).where(eq(invoices.id, invoice.id));
    const second = await pay(invoice.id, { method: 'transfer' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      message: BILLING_MESSAGES.invoiceAlreadyPaid,
    });
    const [after] = await app.db.orm.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual(before);
    expect((await eventsOf(invoice.id)).filter((row) => row.event === 'invoice_paid')).toHaveLength(
      1,
    );
  });

  it('of 20 payments at once, exactly one is recorded and 19 are 409', async () => {
    const invoice = await unpaidInvoice();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(invoice.id, { method: i % 2 ? 'cash' : 'transfer' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    expect((await eventsOf(invoice.id)).filter((row) => row.event === 'invoice_paid')).toHaveLength(
      1,
    );
    const pays = await app.db.orm.select().from(audit).where(eq(audit.resourceId, invoice.id));
    expect(pays.filter((row) => row.action === 'pay')).toHaveLength(1);
  });

  it('is 404 for an unknown invoice and 409 for a void one', async () => {
    expect((await pay('00000000-0000-4000-8000-000000000000', { method: 'cash' })).statusCode).toBe(
      404,
    );
    expect((await pay('not-an-id', { method: 'cash' })).statusCode).toBe(404);
    const invoice = await unpaidInvoice();
    expect((await voidIt(invoice.id, { reason: 'Salah periode' })).statusCode).toBe(200);
    const paid = await pay(invoice.id, { method: 'cash' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(BILLING_MESSAGES.invoiceIsVoid);
  });
});

describe('voiding', () => {
  it('voids an unpaid invoice with its reason, event and audit row', async () => {
    const invoice = await unpaidInvoice();
    const response = await voidIt(invoice.id, { reason: '  Pelanggan pindah  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: BILLING_MESSAGES.invoiceVoided,
      data: { status: 'void', voidReason: 'Pelanggan pindah', payUrl: null, paidAt: null },
    });
    expect((await eventsOf(invoice.id)).map((row) => row.event)).toEqual([
      'invoice_issued',
      'invoice_voided',
    ]);
    const [row] = await app.db.orm
      .select()
      .from(audit)
      .where(sql`${audit.resourceId} = ${invoice.id} AND ${audit.action} = 'void'`);
    expect(row).toMatchObject({ after: { status: 'void', voidReason: 'Pelanggan pindah' } });
    const again = await voidIt(invoice.id, { reason: 'Lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.invoiceIsVoid);
  });

  it('refuses a paid invoice (409) and a blank reason (400)', async () => {
    const invoice = await unpaidInvoice();
    const blank = await voidIt(invoice.id, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      expect.objectContaining({ path: 'reason', message: BILLING_FIELD_MESSAGES.voidReason }),
    ]);
    expect((await pay(invoice.id, { method: 'cash' })).statusCode).toBe(200);
    const refused = await voidIt(invoice.id, { reason: 'Batal' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BILLING_MESSAGES.paidInvoiceNotVoidable);
    const [row] = await app.db.orm.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid', voidReason: null });
  });
});

describe('restoring an isolated subscriber', () => {
  const FAR = new Date('2030-01-01T00:00:00.000Z');
  const billingJobRunAt = async () => {
    const [row] = await sqlRows<{ run_at: Date | string }>(
      app.db.orm,
      sql`SELECT run_at FROM jobs WHERE kind = ${BILLING_JOB} AND job_key = 'all'`,
    );
    return new Date(row!.run_at).getTime();
  };
  const parkBillingJob = async () => {
    await ensureJob(app.db.orm, { kind: BILLING_JOB, key: 'all', intervalMs: 60_000, runAt: FAR });
    await app.db.orm.execute(
      sql`UPDATE jobs SET run_at = ${FAR.toISOString()}::timestamptz WHERE kind = ${BILLING_JOB}`,
    );
  };
  const isolate = (subscriberId: string) =>
    app.db.orm
      .update(subscribers)
      .set({ status: 'isolated' })
      .where(eq(subscribers.id, subscriberId));

  it('wakes the billing job when the last overdue invoice is paid, not before', async () => {
    await parkBillingJob();
    const march = await unpaidInvoice('2026-03');
    // A second overdue invoice of the same subscriber.
    const april = await callAs(
      app,
      admin,
      'POST',
      `/api/subscribers/${march.subscriberId}/invoices`,
      {
        period: '2026-04',
      },
    );
    await isolate(march.subscriberId);
    expect((await pay(march.id, { method: 'cash' })).statusCode).toBe(200);
    expect(await billingJobRunAt()).toBe(FAR.getTime());
    expect((await pay(april.json().data.id, { method: 'cash' })).statusCode).toBe(200);
    expect(await billingJobRunAt()).toBeLessThan(FAR.getTime());
  });

  it('wakes it when the overdue invoice is voided', async () => {
    await parkBillingJob();
    const invoice = await unpaidInvoice('2026-03');
    await isolate(invoice.subscriberId);
    expect((await voidIt(invoice.id, { reason: 'Gratis bulan ini' })).statusCode).toBe(200);
    expect(await billingJobRunAt()).toBeLessThan(FAR.getTime());
  });

  it('leaves it asleep for an active subscriber', async () => {
    await parkBillingJob();
    const invoice = await unpaidInvoice('2026-03');
    expect((await pay(invoice.id, { method: 'cash' })).statusCode).toBe(200);
    expect(await billingJobRunAt()).toBe(FAR.getTime());
  });
});

describe('plain users', () => {
  it('read a paid invoice', async () => {
    const invoice = await unpaidInvoice();
    await pay(invoice.id, { method: 'cash' });
    const read = await callAs(app, user, 'GET', `/api/invoices/${invoice.id}`);
    expect(read.json().data).toMatchObject({ status: 'paid', receivedBy: 'admin' });
  });
});

describeRoleMatrix('invoice payments', {
  app: () => app,
  envelope: 'success',
  snapshot: (app) => tableRows(app, invoices, invoices.id),
  cases: [
    {
      name: 'POST /api/invoices/:id/pay',
      prepare: async () => {
        const invoice = await unpaidInvoice();
        return {
          method: 'POST',
          url: `/api/invoices/${invoice.id}/pay`,
          payload: { method: 'cash' },
        };
      },
    },
    {
      name: 'POST /api/invoices/:id/void',
      prepare: async () => {
        const invoice = await unpaidInvoice();
        return {
          method: 'POST',
          url: `/api/invoices/${invoice.id}/void`,
          payload: { reason: 'Batal' },
        };
      },
    },
  ],
});
