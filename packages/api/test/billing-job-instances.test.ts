// The billing job exactly once (docs/rules/billing.md#the-billing-job): after a restart the new
// instance issues no period again; two API instances on one PostgreSQL running the job at the
// same moment issue one invoice per subscriber and period with gap-free numbers, and isolate each
// overdue subscriber once (one audit row, one event).
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { buildTestApp, fakeClock, loginAs, testDbKind, type App } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, newPlan } from './billing-helpers';
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
