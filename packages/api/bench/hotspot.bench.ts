// Hotspot vouchers through the API (docs/rules/hotspot.md). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:hotspot                  # PGlite and PostgreSQL
//   BENCH_DB=pglite pnpm --filter api bench:hotspot
//   BENCH_PART=batch|users                           # one half
//
// 1. A batch of 1,000 vouchers: POST /api/hotspot/{id}/vouchers (names, pipelined all-or-nothing
//    add, the batch recorded) against adding the same number of users one at a time, each awaited
//    (MikHmon's way), through the client on the same simulator, in the same run; with no latency
//    and with 2 ms per reply (a router on the LAN). Target: API ≤ 3 s and ≤ 0.3 × one at a time.
// 2. A router with 20,000 hotspot users: GET /api/hotspot/{id}/users?status=unused&page=1&perPage=25
//    p50/p95 and its ratio to the client's own print of the 20,000 users (listHotspotUsers),
//    interleaved, 40 rounds. Target ≤ 1.5×.
// Every request goes through the app (`inject`: routing, auth, validation, serialisation).
import { addHotspotUser, listHotspotUsers } from 'routeros';
import { seedState, type SimulatorOptions } from 'routeros/sim';
import { openBenchRouter, runDbBench, type BenchDb } from './bench-utils';
import { formatMs, latencyTable, quantile, table } from './figures';

const BATCH = 1000;
const BATCH_ROUNDS = 3;
const USERS = 20_000;
const USERS_ROUNDS = 40;

/** The app on a fresh `kind` database with one hotspot router, on a simulator of `sim`. */
const openHotspot = (kind: BenchDb, sim: SimulatorOptions) =>
  openBenchRouter(kind, 'hotspot', {
    env: { ROUTER_MONITOR: 'false' },
    router: { name: 'Bench hotspot', sim },
  });

async function batchRun(kind: BenchDb, latencyMs: number): Promise<string[]> {
  const stack = await openHotspot(kind, { state: seedState(), latencyMs });
  const { app, authorization, id, sim, client } = stack;
  try {
    const api: number[] = [];
    const oneByOne: number[] = [];
    for (let round = 0; round < BATCH_ROUNDS; round++) {
      let t = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/hotspot/${id}/vouchers`,
        headers: { authorization },
        payload: { profile: '1jam', count: BATCH, length: 8 },
      });
      api.push(performance.now() - t);
      if (response.statusCode !== 201)
        throw new Error(`batch: ${response.statusCode} ${response.body}`);
      t = performance.now();
      for (let i = 0; i < BATCH; i++)
        await addHotspotUser(client, {
          name: `one-${round}-${i}`,
          password: `one-${round}-${i}`,
          profile: '1jam',
        });
      oneByOne.push(performance.now() - t);
    }
    const apiMedian = quantile(api, 0.5);
    const oneMedian = quantile(oneByOne, 0.5);
    return [
      `${kind}, ${latencyMs} ms per reply`,
      formatMs(apiMedian),
      formatMs(oneMedian),
      (apiMedian / oneMedian).toFixed(2),
      String(sim.stats.maxInFlight),
    ];
  } finally {
    await stack.close();
  }
}

async function usersRun(kind: BenchDb): Promise<string> {
  const stack = await openHotspot(kind, {
    state: seedState({ hotspotUsers: USERS, hotspotActive: 200 }),
  });
  const { app, authorization, id, client } = stack;
  try {
    const url = `/api/hotspot/${id}/users?status=unused&page=1&perPage=25`;
    const get = async () => {
      const t = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      const elapsed = performance.now() - t;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return { elapsed, body: response.json<{ data: unknown[]; pagination: { total: number } }>() };
    };
    // Warm up both paths (connection, JIT).
    let answer = (await get()).body;
    let printed = 0;
    for (let i = 0; i < 2; i++) {
      answer = (await get()).body;
      printed = (await listHotspotUsers(client)).length;
    }
    const api: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < USERS_ROUNDS; i++) {
      api.push((await get()).elapsed);
      const t = performance.now();
      await listHotspotUsers(client);
      direct.push(performance.now() - t);
    }
    return latencyTable(
      `${printed.toLocaleString('en-US')} hotspot users (${kind})`,
      [
        [
          `GET /api/hotspot/{id}/users?status=unused&page=1&perPage=25 (${answer.data.length} rows of ${answer.pagination.total})`,
          api,
        ],
        ['client listHotspotUsers() (every user, every field)', direct],
      ],
      { label: 'API / client', of: api, to: direct },
    );
  } finally {
    await stack.close();
  }
}

runDbBench(['pglite', 'postgres'], async (kinds) => {
  const part = process.env.BENCH_PART ?? 'all';
  if (part !== 'users') {
    console.log(
      `\nA batch of ${BATCH.toLocaleString('en-US')} vouchers: median of ${BATCH_ROUNDS} rounds, the API call vs the same count added one at a time (each awaited) on the same simulator`,
    );
    const rows: string[][] = [];
    for (const kind of kinds)
      for (const latencyMs of [0, 2]) rows.push(await batchRun(kind, latencyMs));
    console.log(
      table(['run', 'API batch ms', 'one at a time ms', 'ratio', 'max in flight on the sim'], rows),
    );
  }
  if (part !== 'batch') {
    console.log(
      `\nA router with ${USERS.toLocaleString('en-US')} hotspot users (200 active): ${USERS_ROUNDS} rounds, interleaved`,
    );
    for (const kind of kinds) console.log(await usersRun(kind));
  }
});
