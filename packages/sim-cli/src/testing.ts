// `sim-cli/testing`: a simulator's CLI run as a real process in a test (tsx on its sources), up to
// the banner line it prints once it listens.
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
