// `pnpm whatsapp-sim --port 8791 --token DEV-wa-token [--token ...] [--mode ok|reject|error|hang]
//  [--reason TEXT] [--host ADDR] [--quiet]`
import { parseCliArgs, runCliProcess, wholeNumber, type CliIo } from 'sim-cli';
import { GATEWAY_MODES, startWhatsAppSimulator, type GatewayMode } from './simulator';

const USAGE = `WhatsApp gateway simulator (Fonnte's POST /send, a page of what it received)

  --port N        port (default 8791; 0 picks a free one)
  --host ADDR     address to listen on (default 127.0.0.1)
  --token TOKEN   a device token it accepts (Authorization header); repeat for more
  --mode MODE     ok (default), reject (status:false), error (HTTP 500) or hang (no answer)
  --reason TEXT   the reason of reject mode (default "disconnected device")
  --quiet         do not print each request
  --help          this text

Gateway URL: http://HOST:PORT · received: http://HOST:PORT/ · switch: POST /_sim/mode { "mode": "hang" }
`;

export type { CliIo };

/** Starts the simulator described by `argv`; resolves to a function that stops it. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<() => Promise<void>> {
  const values = parseCliArgs(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    token: { type: 'string', multiple: true },
    mode: { type: 'string' },
    reason: { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return async () => undefined;
  }
  const tokens = values.token ?? [];
  if (tokens.length === 0) throw new Error('give --token at least once');
  const mode = values.mode ?? 'ok';
  if (!(GATEWAY_MODES as readonly string[]).includes(mode)) {
    throw new Error(`--mode must be ${GATEWAY_MODES.join(', ')}, got "${mode}"`);
  }
  const sim = await startWhatsAppSimulator({
    tokens,
    port: wholeNumber(values.port, 'port', 8791, 65535),
    host: values.host ?? '127.0.0.1',
    mode: mode as GatewayMode,
    ...(values.reason === undefined ? {} : { reason: values.reason }),
  });
  if (!values.quiet) {
    sim.events.on('request', (e: { method: string; path: string; status: number }) =>
      io.out(`${e.method} ${e.path} → ${e.status || 'no answer'}`),
    );
  }
  io.out(
    `WhatsApp gateway simulator on ${sim.baseUrl} (tokens ${tokens.length}; mode ${mode}; received: ${sim.baseUrl}/)`,
  );
  return () => sim.close();
}

if (require.main === module) void runCliProcess('whatsapp-sim', USAGE, runCli);
