// The monitor's round with the hotspot's first use (docs/rules/hotspot.md#first-use-and-
// expiry). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:hotspot-round                 # PostgreSQL and PGlite
//   BENCH_DB=postgres pnpm --filter api bench:hotspot-round
//   BENCH_ROUTERS=10 …                                    # fewer routers (default 50)
//
// 50 simulated routers, each with 2,000 hotspot users of which 200 are logged in. Rounds of
// app.routerMonitor.tick() (every router's check and its hotspot part, all at once):
//   1. the first round: 200 first uses per router (10,000 sales);
//   2. a quiet round: nothing new;
//   3. a round after 5 new logins and 2 log-in-and-outs per router (7 first uses each);
//   4. a quiet round again.
// For each: the round's time, the first uses recorded, and the router commands per router by
// command (from the simulators' command events). Target: round ≤ one check timeout + 1 s, and no
// print of every user in a round: `/ip/hotspot/user/print` is the one count-only print in a quiet
// round, and an exact-name or uptime>0 print only when something new was seen.
import { sql } from 'drizzle-orm';
import { seedState, type Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { MONITOR_JOB } from '../src/repositories/jobs';
import { openBenchStack, runDbBench, type BenchDb } from './bench-utils';
import { formatMs, table } from './figures';

const ROUTERS = Number(process.env.BENCH_ROUTERS ?? 50);
const USERS = 2000;
const ACTIVE = 200;
const CHECK_TIMEOUT_MS = 10_000;

interface RoundFigures {
  label: string;
  ms: number;
  firstUses: number;
  commandsPerRouter: number;
  byCommand: Map<string, number>;
}

async function run(kind: BenchDb): Promise<RoundFigures[]> {
  const stack = await openBenchStack(kind, 'hotspotround', {
    env: {
      // Rounds are run by hand (tick), one at a time.
      ROUTER_MONITOR: 'false',
      PAYMENT_WORKER: 'false',
      ROUTER_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS),
    },
  });
  const { app } = stack;
  const sims: Simulator[] = [];
  const counts = new Map<string, number>();
  try {
    for (let i = 0; i < ROUTERS; i++) {
      const { id: routerId, sim } = await stack.addRouter({
        name: `Hotspot ${i + 1}`,
        sim: { state: seedState({ hotspotUsers: USERS, hotspotActive: ACTIVE }) },
      });
      sim.events.on('command', (event: { command: string }) => {
        counts.set(event.command, (counts.get(event.command) ?? 0) + 1);
      });
      sims.push(sim);
      for (const [profile, price] of [
        ['1jam', 2000],
        ['1hari', 4000],
        ['7hari', 20000],
        ['30hari', 60000],
      ] as const) {
        await app.db.orm.execute(sql`
          INSERT INTO hotspot_profile_settings (router_id, profile_name, price, validity, expiry_mode)
          VALUES (${routerId}, ${profile}, ${price}, '30d', 'disable')`);
      }
    }
    const sales = async () =>
      (
        await sqlRows<{ n: number }>(app.db.orm, sql`SELECT count(*)::int AS n FROM hotspot_sales`)
      )[0]!.n;
    const figures: RoundFigures[] = [];
    const round = async (label: string) => {
      await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
      counts.clear();
      const before = await sales();
      const report = await app.routerMonitor.tick();
      if (report.online !== ROUTERS)
        throw new Error(`${report.online} of ${ROUTERS} routers answered`);
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      figures.push({
        label,
        ms: report.durationMs,
        firstUses: (await sales()) - before,
        commandsPerRouter: total / ROUTERS,
        byCommand: new Map(counts),
      });
    };
    await round('1. first round (200 first uses per router)');
    await round('2. quiet');
    for (const sim of sims) {
      const idle = sim.state.hotspotUsers
        .filter((u) => u['comment'] === 'vc-bench')
        .map((u) => String(u['name']))
        .filter((name) => !sim.state.hotspotActive.some((s) => s.user === name))
        .slice(0, 7);
      idle.slice(0, 5).forEach((name) => sim.hotspotLogin(name, { uptimeSeconds: 30 }));
      idle.slice(5).forEach((name) => {
        sim.hotspotLogin(name, { uptimeSeconds: 300 });
        sim.hotspotLogout(name);
      });
    }
    await round('3. after 5 logins + 2 log-in-and-outs per router');
    await round('4. quiet');
    return figures;
  } finally {
    await stack.close();
  }
}

runDbBench(['postgres', 'pglite'], async (kinds) => {
  console.log(
    `Monitor round with the hotspot part: ${ROUTERS} simulated routers × ${USERS} hotspot users, ${ACTIVE} logged in; check timeout ${CHECK_TIMEOUT_MS} ms\n`,
  );
  for (const kind of kinds) {
    const figures = await run(kind);
    const perRouter = (f: RoundFigures, command: string) =>
      ((f.byCommand.get(command) ?? 0) / ROUTERS).toFixed(2);
    console.log(`Database: ${kind}`);
    console.log(
      table(
        [
          'round',
          'time',
          'first uses',
          'commands/router',
          'user/print/router',
          'active/print/router',
          'user/set/router',
        ],
        figures.map((f) => [
          f.label,
          formatMs(f.ms),
          String(f.firstUses),
          f.commandsPerRouter.toFixed(2),
          perRouter(f, '/ip/hotspot/user/print'),
          perRouter(f, '/ip/hotspot/active/print'),
          perRouter(f, '/ip/hotspot/user/set'),
        ]),
      ),
    );
    console.log(
      'user/print per router: 1 = the count-only print alone (no list of users); more = the exact-name prints of new first uses (64 names a query) or the uptime>0 print when the count showed a user the active list did not.\n',
    );
  }
});
