// The billing job (docs/rules/billing.md#the-billing-job). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:billing                  # PostgreSQL and PGlite
//   BENCH_DB=postgres pnpm --filter api bench:billing
//   BENCH_SUBSCRIBERS=2000 …                         # fewer subscribers to invoice (default 10,000)
//
// 1. Issue the month's invoices for 10,000 subscribers: one job run's time, and a second run's
//    (it must add none). Target ≤ 10 s on PostgreSQL, ≤ 30 s on PGlite.
// 2. Isolate 1,000 overdue subscribers spread over 10 simulated routers (100 each, most online):
//    the run's time until every secret has the isolate profile and every session is gone, and
//    the router commands per subscriber (target ≤ 3: pipelined, no full print per subscriber).
import { sql } from 'drizzle-orm';
import { wibDay } from 'contracts/format';
import { seedState, type Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { openBenchStack, runDbBench, type BenchDb } from './bench-utils';
import { formatMs, table } from './figures';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const ROUTERS = 10;
const PER_ROUTER = 100;

interface Figures {
  kind: BenchDb;
  issueMs: number;
  issued: number;
  secondMs: number;
  secondIssued: number;
  isolateMs: number;
  isolated: number;
  commandsPerSubscriber: number;
  byCommand: string;
}

async function run(kind: BenchDb): Promise<Figures> {
  const stack = await openBenchStack(kind, 'billingjob', {
    env: { ROUTER_MONITOR: 'false', PAYMENT_WORKER: 'false' },
  });
  const { app, db } = stack;
  try {
    const today = wibDay(new Date());
    const monthStart = `${today.slice(0, 7)}-01`;
    const [plan] = await sqlRows<{ id: string }>(
      db.orm,
      sql`INSERT INTO plans (name, price, ppp_profile) VALUES ('Bench 10M', 150000, 'paket-10M') RETURNING id`,
    );
    const sims: Simulator[] = [];
    const routerIds: string[] = [];
    for (let i = 0; i < ROUTERS; i++) {
      const { id, sim } = await stack.addRouter({
        name: `Billing ${i + 1}`,
        sim: { state: seedState({ extraSecrets: PER_ROUTER }) },
      });
      sims.push(sim);
      routerIds.push(id);
    }
    // 1. One period due for each of SUBSCRIBERS subscribers: billed on the 1st since this month's 1st,
    //    lead 0, so this month's invoice (due on the 1st) and no other.
    await db.orm.execute(sql`UPDATE billing_settings SET invoice_lead_days = 0, grace_days = 3`);
    await db.orm.execute(sql`
      INSERT INTO subscribers (name, router_id, ppp_username, plan_id, billing_day, billing_start)
      SELECT 'Bench ' || n, ${routerIds[0]}, 'bench-' || n, ${plan!.id}, 1, ${monthStart}::date
        FROM generate_series(1, ${SUBSCRIBERS}) AS n`);
    let started = performance.now();
    const first = await app.billing.runBilling();
    const issueMs = performance.now() - started;
    started = performance.now();
    const second = await app.billing.runBilling();
    const secondMs = performance.now() - started;
    // These subscribers are paid up from here on (part 2 measures isolation alone).
    await db.orm.execute(sql`
      UPDATE invoices SET status = 'paid', paid_at = now(), paid_amount = amount, method = 'cash'`);

    // 2. 1,000 subscribers of the routers' own secrets, each with an invoice past its grace.
    const overdueDue = new Date(Date.now() - 10 * 86_400_000);
    const due = wibDay(overdueDue);
    for (const [i, routerId] of routerIds.entries()) {
      const sim = sims[i] as Simulator;
      const names = sim.state.secrets
        .map((s) => s['name'] as string)
        .filter((name) => name.startsWith('user'));
      for (const name of names) {
        const secret = sim.state.secrets.find((s) => s['name'] === name);
        if (secret?.['disabled'] !== 'true') sim.pppLogin(name);
      }
      await db.orm.execute(sql`
        WITH made AS (
          INSERT INTO subscribers (name, router_id, ppp_username, plan_id, billing_day, billing_start)
          SELECT u, ${routerId}, u, ${plan!.id}, 1, '2099-01-01'::date
            FROM unnest(${`{${names.join(',')}}`}::text[]) AS u
          RETURNING id, ppp_username)
        INSERT INTO invoices (number, subscriber_id, period, amount, issued_at, due_date, pay_token)
        SELECT 'INV/2000/01/' || lpad((${i * PER_ROUTER} + row_number() OVER ())::text, 5, '0'),
               id, '2000-01', 150000, now(), ${due}::date, md5(random()::text) || md5(id::text)
          FROM made`);
    }
    const commands = new Map<string, number>();
    for (const sim of sims)
      sim.events.on('command', (event: { command: string }) => {
        commands.set(event.command, (commands.get(event.command) ?? 0) + 1);
      });
    started = performance.now();
    const isolation = await app.billing.runBilling();
    const isolateMs = performance.now() - started;
    let isolated = 0;
    for (const sim of sims)
      for (const secret of sim.state.secrets)
        if (
          (secret['name'] as string).startsWith('user') &&
          secret['profile'] === 'isolir' &&
          !sim.state.active.some((a) => a.name === secret['name'])
        )
          isolated++;
    const total = [...commands.values()].reduce((a, b) => a + b, 0);
    const subscribersIsolated = ROUTERS * PER_ROUTER;
    return {
      kind,
      issueMs,
      issued: first.issued,
      secondMs,
      secondIssued: second.issued,
      isolateMs,
      isolated: Math.min(isolated, isolation.changed),
      commandsPerSubscriber: total / subscribersIsolated,
      byCommand: [...commands.entries()].map(([c, n]) => `${c} ${n}`).join(', '),
    };
  } finally {
    await stack.close();
  }
}

runDbBench(['postgres', 'pglite'], async (kinds) => {
  const rows: Figures[] = [];
  for (const kind of kinds) rows.push(await run(kind));
  console.log(
    table(
      [
        'database',
        `issue ${SUBSCRIBERS} (1st run)`,
        'issued',
        '2nd run',
        'issued',
        `isolate ${ROUTERS * PER_ROUTER} on ${ROUTERS} routers`,
        'isolated',
        'commands / subscriber',
      ],
      rows.map((r) => [
        r.kind,
        formatMs(r.issueMs),
        String(r.issued),
        formatMs(r.secondMs),
        String(r.secondIssued),
        formatMs(r.isolateMs),
        String(r.isolated),
        r.commandsPerSubscriber.toFixed(2),
      ]),
    ),
  );
  for (const r of rows) console.log(`${r.kind} router commands: ${r.byCommand}`);
});
