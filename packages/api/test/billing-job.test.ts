// The billing job (docs/rules/billing.md#the-billing-job) against the RouterOS simulator, with a
// clock the test moves: each period's invoice issued invoiceLeadDays before its due date in WIB,
// periods missed meanwhile caught up, none due before billingStart, none twice; an overdue
// subscriber isolated graceDays after the due date (the isolate profile made with 64k/64k, the
// secret's profile set, the session kicked) and restored when paid, on RouterOS 7.19 and 6.49; a
// router that is down keeps the change waiting with its reason and it is done once when it is
// back; the admin's isolate, restore and terminate, and their role matrix.
import { and, eq, sql } from 'drizzle-orm';
import { BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import {
  audit,
  billingEvents,
  invoices,
  routers as routerTable,
  subscribers,
} from '../src/db/schema';
import { BILLING_JOB } from '../src/repositories/jobs';
import { callAs, fakeClock, loginAs, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, newPlan } from './billing-helpers';

// 1 April 2026, 09:00 in WIB.
const clock = fakeClock(new Date('2026-04-01T02:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));
afterAll(closeSimulators);

let serial = 0;
let planId: string;
const routers = new Map<string, { sim: Simulator; id: string }>();

async function routerFor(version: '7.19' | '6.49'): Promise<{ sim: Simulator; id: string }> {
  const known = routers.get(version);
  if (known) return known;
  const sim = await startSim({ version });
  const id = (await routerOn(app, admin, sim)).id;
  routers.set(version, { sim, id });
  return { sim, id };
}

beforeAll(async () => {
  planId = await newPlan(app, admin, {
    name: 'Rumah 10M',
    price: 150_000,
    pppProfile: 'paket-10M',
  });
});

/** A subscriber of a new secret on the router of `version`, billed on `billingDay`. */
async function newSubscriber(
  billingDay: number,
  billingStart: string,
  version: '7.19' | '6.49' = '7.19',
): Promise<{ id: string; username: string }> {
  const { sim, id: routerId } = await routerFor(version);
  serial += 1;
  const username = `job-${serial}`;
  const [subscriber] = await importNewSecrets(app, admin, sim, [username], {
    routerId,
    planId,
    billingDay,
    billingStart,
    profile: 'paket-10M',
    comment: (name) => `Pelanggan ${name}`,
  });
  return { id: subscriber!.id, username };
}

/** The clock moved to `date`, and the sessions signed in again (tokens live on the clock). */
async function at(date: string): Promise<void> {
  clock.set(new Date(date));
  admin = await loginAs(app, 'admin');
  user = await loginAs(app, 'user');
}

const periodsOf = async (subscriberId: string) =>
  (
    await app.db.orm
      .select({ period: invoices.period, dueDate: invoices.dueDate })
      .from(invoices)
      .where(eq(invoices.subscriberId, subscriberId))
      .orderBy(invoices.period)
  ).map((row) => `${row.period}@${row.dueDate}`);

/** Settles every invoice of the subscriber (as the counter or Tripay would). */
async function payAll(subscriberId: string): Promise<void> {
  await app.db.orm.execute(sql`
    UPDATE invoices SET status = 'paid', paid_at = now(), paid_amount = amount, method = 'cash'
     WHERE subscriber_id = ${subscriberId} AND status = 'unpaid'`);
}

const eventsOf = async (subscriberId: string, event: string) =>
  (
    await app.db.orm
      .select()
      .from(billingEvents)
      .where(
        and(
          eq(billingEvents.subscriberId, subscriberId),
          eq(billingEvents.event, event as 'subscriber_isolated'),
        ),
      )
  ).length;

const auditOf = async (subscriberId: string, action: string) =>
  (
    await app.db.orm
      .select()
      .from(audit)
      .where(and(eq(audit.resourceId, subscriberId), eq(audit.action, action)))
  ).length;

const secretOf = (sim: Simulator, username: string) =>
  sim.state.secrets.find((s) => s['name'] === username);
const sessionsOf = (sim: Simulator, username: string) =>
  sim.state.active.filter((a) => a.name === username).length;

async function subscriberRow(id: string) {
  const [row] = await app.db.orm.select().from(subscribers).where(eq(subscribers.id, id));
  return row!;
}

describe('issuing', () => {
  it('catches up every period missed since billingStart, never one due before it, and none twice', async () => {
    await at('2026-04-01T02:00:00.000Z');
    // Due on the 12th from January; billingStart 10 January: January to March are due (April's
    // due date, 12 April, is more than 7 days away).
    const early = await newSubscriber(12, '2026-01-10');
    // billingStart 13 January: January's due date (12 January) is before it.
    const late = await newSubscriber(12, '2026-01-13');
    const first = await app.billing.runBilling();
    expect(first.issued).toBeGreaterThanOrEqual(5);
    expect(await periodsOf(early.id)).toEqual([
      '2026-01@2026-01-12',
      '2026-02@2026-02-12',
      '2026-03@2026-03-12',
    ]);
    expect(await periodsOf(late.id)).toEqual(['2026-02@2026-02-12', '2026-03@2026-03-12']);
    const again = await app.billing.runBilling();
    expect(again.issued).toBe(0);
    expect(await periodsOf(early.id)).toHaveLength(3);
    // One event per invoice.
    const [events] = await app.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(billingEvents)
      .where(
        and(eq(billingEvents.subscriberId, early.id), eq(billingEvents.event, 'invoice_issued')),
      );
    expect(events!.n).toBe(3);
    await payAll(early.id);
    await payAll(late.id);
  });

  it('issues a period invoiceLeadDays before its due date, in WIB', async () => {
    // Billing day 20, lead 7: April's invoice on 13 April WIB. 12 April 16:59 UTC is 23:59 WIB.
    await at('2026-04-12T16:59:00.000Z');
    const subscriber = await newSubscriber(20, '2026-04-01');
    await app.billing.runBilling();
    expect(await periodsOf(subscriber.id)).toEqual([]);
    // 17:00 UTC is midnight WIB: 13 April.
    await at('2026-04-12T17:00:00.000Z');
    await app.billing.runBilling();
    expect(await periodsOf(subscriber.id)).toEqual(['2026-04@2026-04-20']);
    await payAll(subscriber.id);
  });

  it('runs from the jobs table: due at start, then every BILLING_POLL_MS', async () => {
    await at('2026-04-14T02:00:00.000Z');
    const subscriber = await newSubscriber(15, '2026-04-01');
    await app.jobs.start();
    const [job] = await app.db.orm
      .execute(
        sql`SELECT interval_ms, run_at <= now() AS due FROM jobs WHERE kind = ${BILLING_JOB}`,
      )
      .then((r) => (r as unknown as { rows: { interval_ms: number; due: boolean }[] }).rows);
    expect(job).toEqual({ interval_ms: 60_000, due: true });
    expect(await app.jobWorker.tick()).toBeGreaterThanOrEqual(1);
    expect(await periodsOf(subscriber.id)).toEqual(['2026-04@2026-04-15']);
    // Its next run is a poll away, not now.
    expect(await app.jobWorker.tick()).toBe(0);
    await payAll(subscriber.id);
  });
});

describe.each(['7.19', '6.49'] as const)('isolation on RouterOS %s', (version) => {
  it('isolates graceDays after the due date: isolate profile made (64k/64k), secret changed, session kicked; restored when paid', async () => {
    await at('2026-05-01T02:00:00.000Z');
    const { sim, id: routerId } = await routerFor(version);
    await app.db.orm.execute(
      sql`UPDATE routers SET isolate_profile = ${`isolir-${version}`} WHERE id = ${routerId}`,
    );
    const subscriber = await newSubscriber(5, '2026-05-01', version);
    sim.pppLogin(subscriber.username);
    await app.billing.runBilling();
    expect(await periodsOf(subscriber.id)).toEqual(['2026-05@2026-05-05']);
    // Due 5 May, grace 3: still connected on 8 May, isolated on 9 May (WIB).
    await at('2026-05-08T10:00:00.000Z');
    expect((await app.billing.runBilling()).markedForIsolation).toBe(0);
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('paket-10M');
    await at('2026-05-09T02:00:00.000Z');
    const run = await app.billing.runBilling();
    expect(run).toMatchObject({ markedForIsolation: 1, changed: 1, pending: 0 });
    const profile = sim.state.profiles.find((p) => p['name'] === `isolir-${version}`);
    expect(profile?.['rate-limit']).toBe('64k/64k');
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe(`isolir-${version}`);
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect(await subscriberRow(subscriber.id)).toMatchObject({
      status: 'isolated',
      routerChange: null,
    });
    expect(await eventsOf(subscriber.id, 'subscriber_isolated')).toBe(1);
    expect(await auditOf(subscriber.id, 'isolate')).toBe(1);
    // Nothing more while unpaid.
    sim.pppLogin(subscriber.username);
    expect((await app.billing.runBilling()).changed).toBe(0);
    expect(sessionsOf(sim, subscriber.username)).toBe(1);

    await payAll(subscriber.id);
    const restored = await app.billing.runBilling();
    expect(restored).toMatchObject({ markedForRestore: 1, changed: 1 });
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('paket-10M');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect((await subscriberRow(subscriber.id)).status).toBe('active');
    expect(await eventsOf(subscriber.id, 'subscriber_restored')).toBe(1);
    expect(await auditOf(subscriber.id, 'restore')).toBe(1);
    expect((await app.billing.runBilling()).changed).toBe(0);
    await app.db.orm.execute(
      sql`UPDATE routers SET isolate_profile = 'isolir' WHERE id = ${routerId}`,
    );
  });
});

describe('a router that is down', () => {
  it('keeps the isolation waiting with its reason, retries, and does it once when back', async () => {
    await at('2026-06-01T02:00:00.000Z');
    const { sim } = await routerFor('7.19');
    const subscriber = await newSubscriber(2, '2026-06-01');
    sim.pppLogin(subscriber.username);
    await app.billing.runBilling();
    await sim.setFaults({ refuse: true });
    await at('2026-06-06T02:00:00.000Z');
    try {
      const down = await app.billing.runBilling();
      expect(down).toMatchObject({ markedForIsolation: 1, changed: 0 });
      expect(down.pending).toBeGreaterThanOrEqual(1);
      const read = await callAs(app, user, 'GET', `/api/subscribers/${subscriber.id}`);
      expect(read.json().data).toMatchObject({
        status: 'active',
        routerChange: 'isolate',
        routerChangeReason: expect.stringMatching(/.+/),
      });
      // Retried: still waiting, nothing recorded as done.
      expect((await app.billing.runBilling()).changed).toBe(0);
      expect(await eventsOf(subscriber.id, 'subscriber_isolated')).toBe(0);
      expect(await auditOf(subscriber.id, 'isolate')).toBe(0);
    } finally {
      await sim.setFaults({});
    }
    const back = await app.billing.runBilling();
    expect(back.changed).toBeGreaterThanOrEqual(1);
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('isolir');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect(await subscriberRow(subscriber.id)).toMatchObject({
      status: 'isolated',
      routerChange: null,
      routerChangeReason: null,
    });
    await app.billing.runBilling();
    expect(await eventsOf(subscriber.id, 'subscriber_isolated')).toBe(1);
    expect(await auditOf(subscriber.id, 'isolate')).toBe(1);
    await payAll(subscriber.id);
    await app.billing.runBilling();
  });
});

describe('a router that comes back', () => {
  const billingDueNow = async () => {
    const [job] = await app.db.orm
      .execute(sql`SELECT run_at <= now() AS due FROM jobs WHERE kind = ${BILLING_JOB}`)
      .then((r) => (r as unknown as { rows: { due: boolean }[] }).rows);
    return job?.due;
  };
  const nextRunFarOff = () =>
    app.db.orm.execute(
      sql`UPDATE jobs SET run_at = now() + interval '1 hour' WHERE kind = ${BILLING_JOB}`,
    );
  const routerRow = async (id: string) =>
    (await app.db.orm.select().from(routerTable).where(eq(routerTable.id, id)))[0]!;

  it('makes the billing job due when the monitor finds it answering again, so the waiting change goes out then', async () => {
    await at('2026-07-01T02:00:00.000Z');
    const { sim, id: routerId } = await routerFor('7.19');
    const subscriber = await newSubscriber(2, '2026-07-01');
    sim.pppLogin(subscriber.username);
    await app.jobs.start();
    await app.billing.runBilling();
    await sim.setFaults({ refuse: true });
    await at('2026-07-06T02:00:00.000Z');
    try {
      expect((await app.billing.runBilling()).changed).toBe(0);
      expect(await subscriberRow(subscriber.id)).toMatchObject({ routerChange: 'isolate' });
      // The monitor's check finds the router down.
      expect(await app.routerMonitor.checkAndStore(await routerRow(routerId))).toBe(false);
    } finally {
      await sim.setFaults({});
    }
    await nextRunFarOff();
    expect(await billingDueNow()).toBe(false);
    // Back: the round's listener makes the job due, and the next worker tick does the change.
    expect(await app.routerMonitor.checkAndStore(await routerRow(routerId))).toBe(true);
    expect(await billingDueNow()).toBe(true);
    expect(await app.jobWorker.tick()).toBeGreaterThanOrEqual(1);
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('isolir');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect(await subscriberRow(subscriber.id)).toMatchObject({
      status: 'isolated',
      routerChange: null,
    });
    expect(await eventsOf(subscriber.id, 'subscriber_isolated')).toBe(1);

    // A router that answered the last check too wakes nothing.
    await nextRunFarOff();
    expect(await app.routerMonitor.checkAndStore(await routerRow(routerId))).toBe(true);
    expect(await billingDueNow()).toBe(false);
  });
});

describe('isolate, restore and terminate by hand', () => {
  const post = (session: Session, id: string, change: string) =>
    callAs(app, session, 'POST', `/api/subscribers/${id}/${change}`);

  it('isolates and restores at once, kicking the session; a second isolate is 409', async () => {
    await at('2026-07-01T02:00:00.000Z');
    const { sim } = await routerFor('6.49');
    const subscriber = await newSubscriber(20, '2026-07-01', '6.49');
    sim.pppLogin(subscriber.username);
    const isolated = await post(admin, subscriber.id, 'isolate');
    expect(isolated.statusCode).toBe(200);
    expect(isolated.json()).toMatchObject({
      success: true,
      message: BILLING_MESSAGES.subscriberChanged.isolate,
      data: { status: 'isolated', routerChange: null },
    });
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('isolir');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect((await post(admin, subscriber.id, 'isolate')).statusCode).toBe(409);
    // An admin's isolation is not undone by the job (nothing is overdue).
    await app.billing.runBilling();
    expect((await subscriberRow(subscriber.id)).status).toBe('isolated');
    const [row] = await app.db.orm
      .select()
      .from(audit)
      .where(and(eq(audit.resourceId, subscriber.id), eq(audit.action, 'isolate')));
    expect(row?.actorUsername).toBe('admin');

    sim.pppLogin(subscriber.username);
    const restored = await post(admin, subscriber.id, 'restore');
    expect(restored.json()).toMatchObject({ data: { status: 'active', routerChange: null } });
    expect(secretOf(sim, subscriber.username)?.['profile']).toBe('paket-10M');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    expect((await post(admin, subscriber.id, 'restore')).statusCode).toBe(409);
  });

  it('terminates: the secret disabled, the invoices not yet due voided, the past kept', async () => {
    await at('2026-08-01T02:00:00.000Z');
    const { sim } = await routerFor('7.19');
    const subscriber = await newSubscriber(5, '2026-07-01');
    await app.billing.runBilling();
    expect(await periodsOf(subscriber.id)).toEqual(['2026-07@2026-07-05', '2026-08@2026-08-05']);
    sim.pppLogin(subscriber.username);
    const response = await post(admin, subscriber.id, 'terminate');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'terminated', routerChange: null });
    expect(secretOf(sim, subscriber.username)?.['disabled']).toBe('true');
    expect(sessionsOf(sim, subscriber.username)).toBe(0);
    const rows = await app.db.orm
      .select({ period: invoices.period, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.subscriberId, subscriber.id))
      .orderBy(invoices.period);
    expect(rows).toEqual([
      { period: '2026-07', status: 'unpaid' },
      { period: '2026-08', status: 'void' },
    ]);
    expect(await eventsOf(subscriber.id, 'subscriber_terminated')).toBe(1);
    expect((await post(admin, subscriber.id, 'isolate')).statusCode).toBe(409);
    // No invoice and no isolation for a terminated subscriber.
    await at('2026-09-20T02:00:00.000Z');
    const run = await app.billing.runBilling();
    expect(await periodsOf(subscriber.id)).toHaveLength(2);
    expect(run.markedForIsolation).toBe(0);
  });

  it('role matrix: 401 without a token, 403 for a plain user, 404 for an unknown subscriber', async () => {
    const subscriber = await newSubscriber(10, '2026-09-01');
    for (const change of ['isolate', 'restore', 'terminate']) {
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/subscribers/${subscriber.id}/${change}`,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(user, subscriber.id, change)).statusCode).toBe(403);
      expect((await post(admin, '00000000-0000-4000-8000-000000000000', change)).statusCode).toBe(
        404,
      );
      expect((await post(admin, 'not-an-id', change)).statusCode).toBe(404);
    }
    expect((await subscriberRow(subscriber.id)).status).toBe('active');
  });
});
