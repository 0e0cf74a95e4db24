// `pnpm --filter routeros bench`: prints figures, asserts nothing.
//
// Adding 1,000 hotspot users to the simulator, in the same run:
//   serial    - one `/ip/hotspot/user/add` at a time, each awaited (MikHmon's way),
//   pipelined - addHotspotUsers: up to 64 tagged adds in flight on the one connection,
// through a RouterOsManager (what the API holds), with the router on localhost (0 ms) and a few
// milliseconds away (the simulator's reply delay standing in for a LAN or VPN round trip).
// Each case runs on a fresh simulator that already holds 2,000 users (the name check costs).
import { addHotspotUser, addHotspotUsers, countHotspot } from '../src/helpers/hotspot';
import { RouterOsManager } from '../src/manager';
import { seedState, startSimulator } from '../src/sim';

const USERS = 1_000;
const EXISTING = 2_000;
const LATENCIES = [0, 5];
const ROUNDS = 3;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function inputs(
  round: number,
): Array<{ name: string; password: string; profile: string; comment: string }> {
  return Array.from({ length: USERS }, (_, i) => ({
    name: `r${round}-${String(i).padStart(4, '0')}`,
    password: `pw${i}`,
    profile: '1hari',
    comment: `vc-bench-${round}`,
  }));
}

async function timeOne(
  latencyMs: number,
  mode: 'serial' | 'pipelined',
  round: number,
): Promise<number> {
  const sim = await startSimulator({
    user: 'admin',
    password: 'secret',
    latencyMs,
    state: seedState({ hotspotUsers: EXISTING }),
  });
  const router = new RouterOsManager({
    host: '127.0.0.1',
    port: sim.port,
    user: 'admin',
    password: 'secret',
    commandTimeoutMs: 30_000,
  });
  try {
    await countHotspot(router); // connect and log in outside the timing
    const batch = inputs(round);
    const start = process.hrtime.bigint();
    if (mode === 'serial') {
      for (const user of batch) await addHotspotUser(router, user);
    } else {
      await addHotspotUsers(router, batch, { inFlight: 64 });
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const { hotspotUsers } = await countHotspot(router);
    if (hotspotUsers !== EXISTING + 2 + USERS)
      throw new Error(`expected ${EXISTING + 2 + USERS} users, the router has ${hotspotUsers}`);
    return ms;
  } finally {
    await router.close();
    await sim.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `hotspot batch: ${USERS} users added to a simulator holding ${EXISTING} (median of ${ROUNDS} runs each)`,
  );
  console.log('reply delay | serial (awaited one by one) | pipelined (64 in flight) | ratio');
  for (const latency of LATENCIES) {
    const serial: number[] = [];
    const pipelined: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      serial.push(await timeOne(latency, 'serial', round));
      pipelined.push(await timeOne(latency, 'pipelined', round));
    }
    const s = median(serial);
    const p = median(pipelined);
    console.log(
      `${String(latency).padStart(8)} ms | ${s.toFixed(0).padStart(24)} ms | ${p.toFixed(0).padStart(21)} ms | ${(p / s).toFixed(3)} ×`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
