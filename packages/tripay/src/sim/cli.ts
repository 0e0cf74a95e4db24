// `pnpm tripay-sim --port 8790 --merchant T0001 --api-key DEV-key --private-key priv-key
//  [--merchant T0002 --api-key ... --private-key ...] [--callbacks send|twice|drop] [--latency MS]
//  [--expiry-minutes N] [--host ADDR] [--quiet]`
import { parseCliArgs, runCliProcess, wholeNumber as whole, type CliIo } from 'sim-cli';
import {
  CALLBACK_MODES,
  startTripaySimulator,
  type CallbackDelivery,
  type CallbackMode,
  type SimMerchant,
  type TripaySimulator,
} from './simulator';

const USAGE = `Tripay simulator (API, checkout page, signed callbacks)

  --port N             port (default 8790; 0 picks a free one)
  --host ADDR          address to listen on (default 127.0.0.1)
  --merchant CODE      merchant code            } repeat the three together
  --api-key KEY        its API key (Bearer)     } for more merchants
  --private-key KEY    its private key (signs)  } (one per router)
  --callbacks MODE     send (default), twice or drop
  --latency MS         delay before every API answer (default 0)
  --expiry-minutes N   expiry of a transaction created without expired_time (default 1440)
  --quiet              do not print each request and callback
  --help               this text

API base (TRIPAY_BASE_URL): http://HOST:PORT/api-sandbox · transactions: http://HOST:PORT/
`;

export type { CliIo };

/** Starts the simulator described by `argv`; resolves to a function that stops it. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<() => Promise<void>> {
  const values = parseCliArgs(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    merchant: { type: 'string', multiple: true },
    'api-key': { type: 'string', multiple: true },
    'private-key': { type: 'string', multiple: true },
    callbacks: { type: 'string' },
    latency: { type: 'string' },
    'expiry-minutes': { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (values.help) {
    io.out(USAGE);
    return async () => undefined;
  }
  const codes = values.merchant ?? [];
  const apiKeys = values['api-key'] ?? [];
  const privateKeys = values['private-key'] ?? [];
  if (
    codes.length === 0 ||
    codes.length !== apiKeys.length ||
    codes.length !== privateKeys.length
  ) {
    throw new Error(
      'give --merchant, --api-key and --private-key, the same number of times (once per merchant)',
    );
  }
  const merchants: SimMerchant[] = codes.map((merchantCode, i) => ({
    merchantCode,
    apiKey: apiKeys[i] as string,
    privateKey: privateKeys[i] as string,
  }));
  const mode = values.callbacks ?? 'send';
  if (!(CALLBACK_MODES as readonly string[]).includes(mode)) {
    throw new Error(`--callbacks must be send, twice or drop, got "${mode}"`);
  }
  const [first, ...rest] = merchants as [SimMerchant, ...SimMerchant[]];
  const sim: TripaySimulator = await startTripaySimulator({
    ...first,
    merchants: rest,
    port: whole(values.port, 'port', 8790, 65535),
    host: values.host ?? '127.0.0.1',
    callbackMode: mode as CallbackMode,
    latencyMs: whole(values.latency, 'latency', 0, 600_000),
    defaultExpirySeconds: whole(values['expiry-minutes'], 'expiry-minutes', 1440, 43_200) * 60,
  });
  if (!values.quiet) {
    sim.events.on('request', (e: { method: string; path: string; status: number }) =>
      io.out(`${e.method} ${e.path} → ${e.status || 'no answer'}`),
    );
    sim.events.on('callback', (d: CallbackDelivery) =>
      io.out(
        `callback ${d.status} ${d.merchantRef} → ${
          d.dropped ? 'dropped' : (d.error ?? `HTTP ${d.httpStatus}`)
        }${d.url ? ` (${d.url})` : ''}`,
      ),
    );
  }
  io.out(
    `Tripay simulator on ${sim.origin} (API ${sim.baseUrl}; merchants ${merchants
      .map((m) => m.merchantCode)
      .join(', ')}; callbacks ${mode})`,
  );
  return () => sim.close();
}

if (require.main === module) void runCliProcess('tripay-sim', USAGE, runCli);
