// 1,000 simulated routers in one process for `pnpm bench:scale`: one RouterOS simulator per port
// (SIM_FIRST_PORT onwards), every SIM_HUNG_EVERY-th of them hung (connections accepted, never
// answered: the worst case of a router for the monitor). They share one state, so the process
// holds 1,000 listeners, not 1,000 copies of the PPP tables. Prints one JSON line when all listen;
// stops on SIGTERM.
import { seedState, startSimulator, type Simulator } from 'routeros/sim';

const first = Number(process.env.SIM_FIRST_PORT ?? 20000);
const count = Number(process.env.SIM_COUNT ?? 1000);
const hungEvery = Number(process.env.SIM_HUNG_EVERY ?? 20);
const user = process.env.SIM_USER ?? 'admin';
const password = process.env.SIM_PASSWORD ?? 'bench-sim-password';

async function main(): Promise<void> {
  const state = seedState();
  const sims: Simulator[] = [];
  const hung: number[] = [];
  // A few at a time: 1,000 listens at once would only queue in the kernel.
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 50); i++) {
      const isHung = hungEvery > 0 && i % hungEvery === hungEvery - 1;
      if (isHung) hung.push(first + i);
      batch.push(
        startSimulator({
          port: first + i,
          user,
          password,
          state,
          faults: isHung ? { hangOnConnect: true } : {},
        }),
      );
    }
    sims.push(...(await Promise.all(batch)));
  }
  const stop = () => {
    void Promise.allSettled(sims.map((sim) => sim.close())).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.write(
    `${JSON.stringify({ ready: true, ports: sims.map((s) => s.port), hung })}\n`,
  );
  // The parent asks for the connection counts on stdin ("stats\n").
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (text: string) => {
    if (!text.includes('stats')) return;
    const connections = sims.reduce((sum, sim) => sum + sim.stats.connections, 0);
    const commands = sims.reduce((sum, sim) => sum + sim.stats.commands, 0);
    process.stdout.write(`${JSON.stringify({ connections, commands })}\n`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
