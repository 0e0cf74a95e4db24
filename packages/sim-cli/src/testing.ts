// `sim-cli/testing`: what the simulators' tests and benchmarks share: a simulator's CLI run as a real
// process (tsx on its sources) up to the banner line it prints once it listens, and a timed run of
// many calls at a given concurrency.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

export interface SpawnedCli {
  child: ChildProcessWithoutNullStreams;
  /** The first stdout line that contained `bannerText`. */
  banner: string;
}

/**
 * Starts `tsx src/sim/cli.ts …args` in `packageDir` (sources resolved with the `workspace-source`
 * condition, as `pnpm x-sim` does) and resolves once a stdout line contains `bannerText`; rejects
 * with the output so far if the process exits first or nothing comes within `timeoutMs`.
 */
export async function spawnSimCli(
  packageDir: string,
  args: readonly string[],
  bannerText: string,
  timeoutMs = 15_000,
): Promise<SpawnedCli> {
  const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');
  const child = spawn(tsx, ['--conditions=workspace-source', 'src/sim/cli.ts', ...args], {
    cwd: packageDir,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let output = '';
  const banner = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no banner within ${timeoutMs} ms; output so far: ${output}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`exited early with ${code}: ${output}`));
    };
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes(bannerText));
      if (line) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(line);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', onExit);
  });
  return { child, banner };
}

/**
 * Runs `task(0)` … `task(count - 1)` with at most `concurrency` under way, and says how fast:
 * `N/s, p50 … ms, p95 … ms, total … s`. A benchmark prints it; nothing asserts it.
 */
export async function timedRuns(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<unknown>,
): Promise<string> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        durations.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const p = (q: number): string =>
    (durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0).toFixed(1);
  return `${(count / seconds).toFixed(0)}/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, total ${seconds.toFixed(2)} s`;
}
