// `pnpm routeros-sim --port 8728 --user admin --password secret [--version 7.19|6.49]
//  [--latency MS] [--state FILE] [--host ADDR] [--tls-port PORT] [--secrets N] [--quiet]`
import path from 'node:path';
import { parseCliArgs, runCliProcess, wholeNumber as number, type CliIo } from 'sim-cli';
import { loadStateFile, seedState, writeStateFile, type SimState } from './state';
import { startSimulator, type Simulator } from './simulator';

const USAGE = `RouterOS API simulator

  --port N        API port (default 8728; 0 picks a free one)
  --host ADDR     address to listen on (default 127.0.0.1)
  --user NAME     login name (default admin)
  --password PW   login password (default empty)
  --version V     RouterOS version to imitate, e.g. 7.19 (default) or 6.49
  --latency MS    delay before every reply (default 0)
  --state FILE    load the state from FILE (created when missing) and save changes to it
  --tls-port N    also serve api-ssl on this port with a throw-away self-signed certificate
  --secrets N     seed N generated PPP secrets besides the twelve customers (a new state only)
  --quiet         do not print each command received
  --help          this text
`;

export type { CliIo };

/** Starts the simulator(s) described by `argv`; resolves to a function that stops them. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<() => Promise<void>> {
  const values = parseCliArgs(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    version: { type: 'string' },
    latency: { type: 'string' },
    state: { type: 'string' },
    'tls-port': { type: 'string' },
    secrets: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return async () => undefined;
  }
  const statePath = values.state ? path.resolve(values.state) : undefined;
  // One state object for both listeners; the CLI saves it, so the simulators get the object itself.
  const extraSecrets = number(values.secrets, 'secrets', 0, 1_000_000);
  const state: SimState = statePath
    ? loadStateFile(statePath, { extraSecrets })
    : seedState({ extraSecrets });
  const save = (): void => {
    if (statePath) writeStateFile(statePath, state);
  };
  const common = {
    host: values.host ?? '127.0.0.1',
    user: values.user ?? 'admin',
    password: values.password ?? '',
    version: values.version ?? '7.19',
    latencyMs: number(values.latency, 'latency', 0, 600_000),
    state,
  };
  const sims: Simulator[] = [
    await startSimulator({ ...common, port: number(values.port, 'port', 8728, 65535) }),
  ];
  if (values['tls-port'] !== undefined) {
    sims.push(
      await startSimulator({
        ...common,
        port: number(values['tls-port'], 'tls-port', 8729, 65535),
        tls: true,
      }),
    );
  }
  let saveTimer: NodeJS.Timeout | undefined;
  for (const sim of sims) {
    sim.events.on('change', () => {
      if (!statePath || saveTimer) return;
      saveTimer = setTimeout(() => {
        saveTimer = undefined;
        save();
      }, 200);
    });
    if (!values.quiet) {
      sim.events.on('command', (e: { session: number; command: string }) =>
        io.out(`[session ${e.session}] ${e.command}`),
      );
    }
  }
  const [plain, secure] = sims as [Simulator, Simulator | undefined];
  io.out(
    `RouterOS ${plain.version} simulator on ${plain.host}:${plain.port} (user "${common.user}")` +
      (secure
        ? `, api-ssl on port ${secure.port} (certificate SHA-256 ${secure.certificate?.fingerprint256 ?? '?'})`
        : '') +
      (statePath ? `, state in ${statePath}` : ''),
  );
  return async () => {
    clearTimeout(saveTimer);
    await Promise.all(sims.map((s) => s.close()));
    save();
  };
}

if (require.main === module) void runCliProcess('routeros-sim', USAGE, runCli);
