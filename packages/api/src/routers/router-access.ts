// How the API reaches a router: its stored settings → connection options (the password decrypted
// only here), one manager per router from the pool (PPP calls, monitor checks), and a fresh
// connection for the connection test.
import {
  getPppCounts,
  probeRouter,
  RouterOsConnection,
  RouterOsPool,
  RouterOsTimeoutError,
  type ManagerOptions,
  type RouterOsManager,
  type RouterOsRunner,
} from 'routeros';
import type { RouterRow } from '../db/schema';
import type { SecretBox } from '../lib/secret-box';
import { parseRouterHost } from './router-host';

/** The columns of a router that hold secrets, each sealed with its own context (row and column). */
export const ROUTER_SECRET_COLUMNS = {
  routerPass: 'router_pass',
  tripayMerchantCode: 'tripay_merchant_code',
  tripayApiKey: 'tripay_api_key',
  tripayPrivateKey: 'tripay_private_key',
} as const;
export type RouterSecretField = keyof typeof ROUTER_SECRET_COLUMNS;

/** The additional data a secret is sealed with: a ciphertext copied to another row or column fails. */
const secretContext = (routerId: string, field: RouterSecretField) =>
  `routers:${routerId}:${ROUTER_SECRET_COLUMNS[field]}`;

/** What a check or a test found. */
export interface RouterProbe {
  identity: string;
  version: string;
  uptime: string;
  cpuLoad: number;
  freeMemory: number;
  totalMemory: number;
  pppSecret: number;
  pppActive: number;
}

export interface RouterTimeouts {
  /** One PPP call (default 10 s). */
  commandTimeoutMs: number;
}

/** `runner` with every command bounded by `timeoutMs` (the helpers take no timeout of their own). */
export function withTimeout(runner: RouterOsRunner, timeoutMs: number): RouterOsRunner {
  return {
    run: (command, args, options) => runner.run(command, args, { ...options, timeoutMs }),
  };
}

/** Rejects with a RouterOsTimeoutError if `work` is not done in `ms` (a last bound over everything). */
export function within<T>(work: Promise<T>, ms: number, host: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RouterOsTimeoutError(`router ${host} did not answer within ${ms} ms`, ms, { host }),
        ),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function probe(runner: RouterOsRunner): Promise<RouterProbe> {
  const [{ identity, resource }, counts] = await Promise.all([
    probeRouter(runner),
    getPppCounts(runner),
  ]);
  return {
    identity,
    version: resource.version,
    uptime: resource.uptime,
    cpuLoad: resource.cpuLoad,
    freeMemory: resource.freeMemory,
    totalMemory: resource.totalMemory,
    pppSecret: counts.pppSecret,
    pppActive: counts.pppActive,
  };
}

export class RouterAccess {
  readonly pool: RouterOsPool;

  constructor(
    readonly box: SecretBox,
    readonly timeouts: RouterTimeouts,
  ) {
    this.pool = new RouterOsPool({
      commandTimeoutMs: timeouts.commandTimeoutMs,
      connectTimeoutMs: timeouts.commandTimeoutMs,
    });
  }

  /** A stored secret in plain text (SecretKeyError when this server's key cannot open it). */
  secret(row: RouterRow, field: RouterSecretField): string | null {
    const sealed =
      field === 'routerPass'
        ? row.routerPassEnc
        : field === 'tripayMerchantCode'
          ? row.tripayMerchantCodeEnc
          : field === 'tripayApiKey'
            ? row.tripayApiKeyEnc
            : row.tripayPrivateKeyEnc;
    return sealed ? this.box.open(sealed, secretContext(row.id, field)) : null;
  }

  seal(routerId: string, field: RouterSecretField, plain: string): string {
    return this.box.seal(plain, secretContext(routerId, field));
  }

  /** Connection options of a router (a self-signed certificate is accepted only with its TLS switch). */
  options(row: RouterRow): ManagerOptions {
    const { host, port } = parseRouterHost(row.routerHost, row.useTls);
    return {
      host,
      port,
      user: row.routerUser,
      password: this.secret(row, 'routerPass') ?? '',
      ...(row.useTls ? { tls: { allowSelfSigned: true } } : {}),
    };
  }

  /** The router's long-lived manager (one connection, reused by every PPP call). */
  manager(row: RouterRow): RouterOsManager {
    return this.pool.get(row.id, this.options(row));
  }

  /** A monitor check through the router's manager, bounded by `timeoutMs`. */
  async check(row: RouterRow, timeoutMs: number): Promise<RouterProbe> {
    const manager = this.manager(row);
    // One check per round is the rate the monitor wants: no backoff between rounds.
    manager.resetBackoff();
    return within(probe(withTimeout(manager, timeoutMs)), timeoutMs + 250, row.routerHost);
  }

  /**
   * The connection test: a fresh connection (so that what is measured is now, not a kept socket),
   * login, identity, resources and counts, all within `timeoutMs`.
   */
  async test(row: RouterRow, timeoutMs: number): Promise<RouterProbe & { latencyMs: number }> {
    const options = this.options(row);
    const started = performance.now();
    // The answer must leave within `timeoutMs`, also on a busy machine: the router gets all of it
    // but half a second to store the result and reply.
    const budget = Math.max(50, timeoutMs - Math.min(500, timeoutMs / 5));
    const deadline = Date.now() + budget;
    let abandoned = false;
    const run = async () => {
      const connection = await RouterOsConnection.connect({
        ...options,
        connectTimeoutMs: budget,
        commandTimeoutMs: budget,
      });
      if (abandoned) {
        void connection.close();
        throw new RouterOsTimeoutError(`router ${options.host} did not answer in time`, timeoutMs);
      }
      try {
        const found = await probe(withTimeout(connection, Math.max(1, deadline - Date.now())));
        return { ...found, latencyMs: Math.round(performance.now() - started) };
      } finally {
        void connection.close();
      }
    };
    const result = await within(run(), budget + 100, row.routerHost).catch((error: unknown) => {
      abandoned = true;
      throw error;
    });
    // The kept connection may be in backoff from an earlier failure: let the next call try now.
    if (this.pool.has(row.id)) this.manager(row).resetBackoff();
    return result;
  }

  async forget(routerId: string): Promise<void> {
    await this.pool.delete(routerId);
  }

  async close(): Promise<void> {
    await this.pool.closeAll();
  }
}
