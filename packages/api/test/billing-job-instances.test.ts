// The billing job exactly once (docs/rules/billing.md#the-billing-job): after a restart the new
// instance issues no period again; two API instances on one PostgreSQL running the job at the
// same moment issue one invoice per subscriber and period with gap-free numbers, and isolate each
// overdue subscriber once (one audit row, one event).
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { buildTestApp, fakeClock, loginAs, testDbKind, type App } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';
import { createTestDatabase, secondConnection } from './test-db';

const SECRETS_KEY = 'billing-job-suite-secrets-key-0123456789abcdef';
const env = { SECRETS_KEY, ROUTER_POLL_MS: '600000' };
afterAll(closeSimulators);

/** A plan, a router on `sim` and `count` subscribers billed on the 5th from 1 January 2026. */
async function seed(app: App, sim: Simulator, count: number): Promise<string[]> {
  const admin = await loginAs(app, 'admin');
  const routerId = (await routerOn(app, admin, sim)).id;
  const planId = await newPlan(app, admin, {
    name: 'Rumah 20M',
    price: 200_000,
    pppProfile: 'paket-20M',
  });
  const usernames = Array.from({ length: count }, (_, i) => `inst-${i + 1}`);
  await importNewSecrets(app, admin, sim, usernames, {
    routerId,
    planId,
    billingDay: 5,
    billingStart: '2026-01-01',
    profile: 'paket-20M',
  });
  return usernames;
}

async function invoiceFacts(app: App) {
  const [facts] = await sqlRows<{ invoices: number; pairs: number; issued: number }>(
    app.db.orm,
    sql`SELECT count(*)::int AS invoices,
               count(DISTINCT (subscriber_id, period))::int AS pairs,
               (SELECT count(*)::int FROM billing_events WHERE event = 'invoice_issued') AS issued
          FROM invoices`,
  );
  const numbers = await sqlRows<{ month: string; n: number; top: number }>(
    app.db.orm,
    sql`SELECT substr(number, 5, 7) AS month, count(*)::int AS n,
               max(substr(number, 13)::int) AS top
          FROM invoices GROUP BY 1`,
  );
  return { ...facts!, numbers };
}

describe('a restart', () => {
  it('issues no period again, and catches up the ones due meanwhile', async () => {
    const clock = fakeClock(new Date('2026-03-01T02:00:00.000Z'));
    const test = await createTestDatabase();
    const sim = await startSim();
    try {
      const first = await buildTestApp({ db: test.db, env, clock });
      await seed(first, sim, 4);
      // Due 5 Jan, 5 Feb and 5 Mar (lead 7): three periods each.
      expect((await first.billing.runBilling()).issued).toBe(12);
      await first.close();

      clock.set(new Date('2026-04-01T02:00:00.000Z'));
      const second = await buildTestApp({ db: test.db, env, clock });
      try {
        const run = await second.billing.runBilling();
        expect(run.issued).toBe(4);
        expect((await second.billing.runBilling()).issued).toBe(0);
        const facts = await invoiceFacts(second);
        expect(facts).toMatchObject({ invoices: 16, pairs: 16, issued: 16 });
        // Gap-free: each month of issue numbered 1..n.
        for (const month of facts.numbers) expect(month.top).toBe(month.n);
      } finally {
        await second.close();
      }
    } finally {
      await test.dispose();
    }
  }, 90_000);
});

// Two processes on one database need a database server: PGlite is one process's database.
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;
onPostgres('two API instances on one PostgreSQL', () => {
  it('issue one invoice per subscriber and period, numbers gap-free, and isolate each once', async () => {
    const clock = fakeClock(new Date('2026-02-01T02:00:00.000Z'));
    const test = await createTestDatabase();
    const one = await buildTestApp({ db: test.db, env, clock });
    const other = secondConnection(test.db);
    const two = await buildTestApp({ db: other, env, clock });
    const sim = await startSim();
    try {
      const usernames = await seed(one, sim, 20);
      for (const name of usernames) sim.pppLogin(name);
      // Both at once, three times over: January and February for 20 subscribers.
      for (let round = 0; round < 3; round++)
        await Promise.all([one.billing.runBilling(), two.billing.runBilling()]);
      const facts = await invoiceFacts(one);
      expect(facts).toMatchObject({ invoices: 40, pairs: 40, issued: 40 });
      for (const month of facts.numbers) expect(month.top).toBe(month.n);

      // 9 February: January's invoices are past their grace; both instances isolate at once.
      clock.set(new Date('2026-02-09T02:00:00.000Z'));
      // Through the job workers this time, as the server runs it.
      await Promise.all([one.jobs.start(), two.jobs.start()]);
      await Promise.all([one.jobWorker.tick(), two.jobWorker.tick()]);
      await Promise.all([one.billing.runBilling(), two.billing.runBilling()]);
      const [done] = await sqlRows<{ isolated: number; events: number; audits: number }>(
        one.db.orm,
        sql`SELECT (SELECT count(*)::int FROM subscribers WHERE status = 'isolated') AS isolated,
                   (SELECT count(*)::int FROM billing_events WHERE event = 'subscriber_isolated') AS events,
                   (SELECT count(*)::int FROM audit WHERE action = 'isolate') AS audits`,
      );
      expect(done).toEqual({ isolated: 20, events: 20, audits: 20 });
      for (const name of usernames) {
        expect(sim.state.secrets.find((s) => s['name'] === name)?.['profile']).toBe('isolir');
        expect(sim.state.active.some((a) => a.name === name)).toBe(false);
      }
    } finally {
      await two.close();
      await other.close();
      await one.close();
      await test.dispose();
    }
  }, 60_000);
});

/**
 * A router and a plan, then `count` subscribers billed on the 5th from `billingStart` written
 * straight to the table (thousands: more than one batch of the job), in name order: their ids.
 */
async function seedMany(app: App, sim: Simulator, count: number, billingStart: string) {
  const admin = await loginAs(app, 'admin');
  const routerId = (await routerOn(app, admin, sim)).id;
  const planId = await newPlan(app, admin, {
    name: 'Rumah 30M',
    price: 250_000,
    pppProfile: 'paket-30M',
  });
  const rows = await sqlRows<{ id: string }>(
    app.db.orm,
    sql`INSERT INTO subscribers (name, router_id, ppp_username, plan_id, billing_day, billing_start)
        SELECT 'Batch ' || lpad(n::text, 5, '0'), ${routerId}, 'batch-' || n, ${planId}, 5,
               ${billingStart}::date
          FROM generate_series(1, ${count}) AS n
        RETURNING id, name`,
  );
  return { admin, ids: rows.map((row) => row.id) };
}

async function issueFacts(app: App) {
  const [facts] = await sqlRows<{ events: number; audits: number }>(
    app.db.orm,
    sql`SELECT (SELECT count(*)::int FROM billing_events WHERE event = 'invoice_issued') AS events,
               (SELECT count(*)::int FROM audit WHERE action = 'issue') AS audits`,
  );
  return { ...(await invoiceFacts(app)), ...facts! };
}

describe('the batches of a run', () => {
  it('number gap-free after the invoices some subscribers already have, one per subscriber and period', async () => {
    const clock = fakeClock(new Date('2026-02-01T02:00:00.000Z'));
    const test = await createTestDatabase();
    const sim = await startSim();
    const app = await buildTestApp({ db: test.db, env, clock });
    try {
      // 2,500 subscribers: three batches. Due 5 February (lead 7): February's invoice each.
      const { admin, ids } = await seedMany(app, sim, 2500, '2026-02-01');
      // Seven already have February's invoice, issued by hand (numbers 1–7 of February).
      for (const id of ids.slice(0, 7)) await issuedInvoice(app, admin, id, '2026-02');
      // One has the invoice of a month before the console was used (number 8).
      await issuedInvoice(app, admin, ids[100]!, '2026-01');

      const run = await app.billing.runBilling();
      expect(run).toMatchObject({ issued: 2493, alreadyIssued: 0 });
      expect(await issueFacts(app)).toMatchObject({
        invoices: 2501,
        pairs: 2501,
        events: 2501,
        audits: 2501,
        numbers: [{ month: '2026/02', n: 2501, top: 2501 }],
      });
      // In the order they are due, then by subscriber; each as the hand-issued one would be.
      const [first] = await sqlRows<{ number: string; amount: number; due: string; by: string }>(
        app.db.orm,
        sql`SELECT number, amount::int, to_char(due_date, 'YYYY-MM-DD') AS due, created_by AS by
              FROM invoices WHERE number = 'INV/2026/02/00009'`,
      );
      expect(first).toEqual({
        number: 'INV/2026/02/00009',
        amount: 250_000,
        due: '2026-02-05',
        by: 'billing',
      });
      expect((await app.billing.runBilling()).issued).toBe(0);
      expect((await invoiceFacts(app)).invoices).toBe(2501);
    } finally {
      await app.close();
      await test.dispose();
    }
  }, 120_000);
});

onPostgres('the batches on two API instances', () => {
  it('issue each period once with gap-free numbers when both run at once', async () => {
    const clock = fakeClock(new Date('2026-02-01T02:00:00.000Z'));
    const test = await createTestDatabase();
    const one = await buildTestApp({ db: test.db, env, clock });
    const other = secondConnection(test.db);
    const two = await buildTestApp({ db: other, env, clock });
    const sim = await startSim();
    try {
      // Billed from December: December, January and February due, 2,500 each (eight batches).
      await seedMany(one, sim, 2500, '2025-12-01');
      const runs = await Promise.all([one.billing.runBilling(), two.billing.runBilling()]);
      expect(runs[0]!.issued + runs[1]!.issued).toBe(7500);
      await Promise.all([one.billing.runBilling(), two.billing.runBilling()]);
      expect(await issueFacts(one)).toMatchObject({
        invoices: 7500,
        pairs: 7500,
        events: 7500,
        audits: 7500,
        numbers: [{ month: '2026/02', n: 7500, top: 7500 }],
      });
    } finally {
      await two.close();
      await other.close();
      await one.close();
      await test.dispose();
    }
  }, 120_000);

  it('spends no number on an invoice another issuer committed while the batch was inserting', async () => {
    const clock = fakeClock(new Date('2026-02-01T02:00:00.000Z'));
    const test = await createTestDatabase();
    const app = await buildTestApp({ db: test.db, env, clock });
    const other = secondConnection(test.db);
    const sim = await startSim();
    try {
      const { ids } = await seedMany(app, sim, 30, '2026-02-01');
      // Another issuer (numbering in another month of issue, as an instance whose clock is past
      // midnight would) holds February's invoice of the 10th subscriber, not yet committed.
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let inserted!: () => void;
      const held = new Promise<void>((resolve) => (inserted = resolve));
      const holding = other.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO invoices (number, subscriber_id, period, amount, issued_at, due_date, pay_token)
          VALUES ('INV/2026/01/00001', ${ids[9]!}, '2026-02', 250000, now(), '2026-02-05',
                  'another-issuers-pay-token-000')`);
        inserted();
        await committed;
      });
      await held;
      const run = app.billing.runBilling();
      // The batch's insert waits for that transaction (its row conflicts), then it commits.
      for (;;) {
        const [waiting] = await sqlRows<{ n: number }>(
          app.db.orm,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      commit();
      await holding;
      expect(await run).toMatchObject({ issued: 29, alreadyIssued: 1 });
      const facts = await issueFacts(app);
      expect(facts).toMatchObject({ invoices: 30, pairs: 30, events: 29, audits: 29 });
      expect(facts.numbers).toEqual(expect.arrayContaining([{ month: '2026/02', n: 29, top: 29 }]));
    } finally {
      await other.close();
      await app.close();
      await test.dispose();
    }
  }, 60_000);
});
