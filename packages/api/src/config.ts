import path from 'node:path';
import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
// The one list of remotes (config/remotes.cjs). dist/ sits beside src/, so the relative path also
// resolves from the compiled server (`node packages/api/dist/server.js`).
import { REMOTE_NAMES as ALL_REMOTES, remoteUrlEnvName } from '../../../config/remotes.cjs';

/** A request body must deliver at least this many bytes per BODY_TIMEOUT_MS (see app.ts). */
export const BODY_MIN_PROGRESS_BYTES = 1024;
import { IMPORT_MAX_BYTES } from 'contracts/limits';

/** The remotes the shell loads, by their `remotes.json` key (docs/CONTRACTS.md). */
export const REMOTE_NAMES: readonly string[] = ALL_REMOTES;
export type RemoteName = string;

/** `admin-users` → `REMOTE_ADMIN_USERS_URL`. */
export function remoteEnvName(name: RemoteName): `REMOTE_${string}_URL` {
  return remoteUrlEnvName(name);
}

const remoteUrl = (name: RemoteName) =>
  Type.Optional(
    Type.String({
      minLength: 1,
      description: `URL of the ${name} remote's mf-manifest.json (absolute http(s) URL or a path on this origin)`,
    }),
  );

/** REMOTE_<NAME>_URL for every remote. */
const remoteUrlVariables = Object.fromEntries(
  REMOTE_NAMES.map((name) => [remoteEnvName(name), remoteUrl(name)]),
) as Record<`REMOTE_${string}_URL`, TOptional<TString>>;

/**
 * Every environment variable the server reads. The typed configuration below is derived from this
 * schema, so the two cannot drift.
 */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'development',
    },
  ),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'PostgreSQL server; unset = embedded PGlite',
    }),
  ),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  WEB_ROOT: Type.Optional(Type.String({ minLength: 1 })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  IMPORT_MAX_BYTES: Type.Integer({
    minimum: 1024,
    default: IMPORT_MAX_BYTES,
    description: 'Largest delivery import file in bytes (docs/rules/import.md#limits: 50 MiB)',
  }),
  IMPORT_SPOOL_MAX_BYTES: Type.Optional(
    Type.Integer({
      minimum: 1024,
      description:
        'Bytes all running imports of this process may hold in DATA_DIR/import-spool (default 8 × IMPORT_MAX_BYTES)',
    }),
  ),
  HEADERS_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 10_000,
    description: 'Time a client has to send the request line and headers',
  }),
  BODY_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 10_000,
    description: `A request body that delivers less than ${BODY_MIN_PROGRESS_BYTES} bytes in this long is cut off`,
  }),
  REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 24 * 3_600_000,
    default: 3_600_000,
    description:
      'Longest time to receive a whole request (a large import over a slow link included)',
  }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 72_000,
    description:
      "Idle time before a kept-alive connection is closed (above a load balancer's idle timeout)",
  }),
  SHUTDOWN_DRAIN_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 0,
    description:
      "On SIGTERM, how long the instance keeps serving with its health check failing before it stops accepting: behind a load balancer at least twice the balancer's health-check interval; 0 alone",
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 10_000,
    description:
      'After the drain, the longest wait for in-flight requests and the database to close before the process exits with 1',
  }),
  AUTH_USER_CACHE_MS: Type.Integer({
    minimum: 0,
    maximum: 60_000,
    default: 2000,
    description:
      'How long an instance may reuse what it read of a signed-in user (existence, role); writes on the same instance clear it at once; 0 reads the database on every request',
  }),
  CMS_DEMO_CONTENT: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
    description:
      'Add demo CMS content (banners, packages, profile, contacts) at start when the CMS is empty; ignored in production (`pnpm dev` sets it)',
  }),
  SERVE_SOURCE_MAPS: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
    description: "Serve the built front end's *.map files (404 otherwise: they hold the sources)",
  }),
  SECRETS_KEY: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        'Key of the router secrets (AES-256-GCM); unset = DATA_DIR/secrets.key, made on first start (mode 0600)',
    }),
  ),
  ROUTER_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 86_400_000,
    default: 30_000,
    description: 'How often the monitor checks every router',
  }),
  BILLING_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 86_400_000,
    default: 60_000,
    description:
      'How often the billing job issues due invoices, isolates overdue subscribers and restores paid ones',
  }),
  // Notifications (docs/rules/notify.md).
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://\\S+$',
      description:
        'The SMTP server emails go through (smtp://user:pass@host:587, smtps://…:465); unset = no email',
    }),
  ),
  WA_MIN_INTERVAL_MS: Type.Integer({
    minimum: 0,
    maximum: 3_600_000,
    default: 2000,
    description:
      'Least time between two WhatsApp messages, across every instance (keeps the number from being banned)',
  }),
  NOTIFY_POLL_MS: Type.Integer({
    minimum: 100,
    maximum: 86_400_000,
    default: 1000,
    description: 'How often queued messages are looked for',
  }),
  ROUTER_CHECK_TIMEOUT_MS: Type.Integer({
    minimum: 50,
    maximum: 60_000,
    default: 5000,
    description: 'Limit of one monitor check of one router',
  }),
  ROUTER_MAX_CHECKS_IN_FLIGHT: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 500,
    description:
      'Most monitor checks one instance runs at once; the rest wait for the next tick or another instance',
  }),
  ROUTER_TEST_TIMEOUT_MS: Type.Integer({
    minimum: 50,
    maximum: 60_000,
    default: 10_000,
    description: 'Limit of POST /routers/{id}/test (docs/rules/routers.md#connection-test: 10 s)',
  }),
  ROUTER_COMMAND_TIMEOUT_MS: Type.Integer({
    minimum: 50,
    maximum: 60_000,
    default: 10_000,
    description: 'Limit of one PPP call to a router (docs/rules/api.md#timeouts: 10 s)',
  }),
  ROUTER_MONITOR: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'true',
    description: 'Run the router monitor in this instance',
  }),
  // Online payments (docs/rules/payments.md).
  TRIPAY_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://',
      description: "Tripay's API (unset = Tripay's sandbox); the Tripay simulator's in development",
    }),
  ),
  PUBLIC_ORIGIN: Type.Optional(
    Type.String({
      pattern: '^https?://[^/]+$',
      description:
        "This site's origin as buyers and Tripay reach it (callback and status page URLs); unset = the request's",
    }),
  ),
  PAYMENT_WORKER: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'true',
    description: 'Run the payment jobs (provisioning, expiry, reconciliation) in this instance',
  }),
  RECONCILE_AFTER_MS: Type.Integer({
    minimum: 0,
    maximum: 7 * 86_400_000,
    default: 600_000,
    description: 'An UNPAID transaction older than this is checked with Tripay',
  }),
  RECONCILE_INTERVAL_MS: Type.Integer({
    minimum: 100,
    maximum: 86_400_000,
    default: 300_000,
    description: 'How often unpaid transactions are reconciled with Tripay',
  }),
  PAYMENT_RETRY_BASE_MS: Type.Integer({
    minimum: 10,
    maximum: 3_600_000,
    default: 5000,
    description:
      'First wait before a failed provisioning is retried; doubles each time up to 64 times this',
  }),
  CHECKOUT_RATE_LIMIT: Type.Integer({
    minimum: 1,
    maximum: 100_000,
    default: 10,
    description: 'Checkouts one address may start per minute (then 429)',
  }),
  ...remoteUrlVariables,
});
/** Static drops the template-literal keys of the spread REMOTE_<NAME>_URL properties: add them back. */
export type Env = Static<typeof EnvSchema> & Partial<Record<`REMOTE_${string}_URL`, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `packages/` of the repository, from both `src/` (tsx, jest) and `dist/` (node). */
const DEFAULT_WEB_ROOT = path.resolve(__dirname, '..', '..');

const SECRET_KEYS = new Set(['ADMIN_PASSWORD', 'JWT_SECRET', 'DATABASE_URL', 'SECRETS_KEY']);

function parseEnv(source: Record<string, string | undefined>): Env {
  const known = Object.keys(EnvSchema.properties);
  // An empty variable (`DATABASE_URL=`) means "unset", as most shells and .env files intend.
  const picked: Record<string, string> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') picked[key] = value.trim();
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, picked));
  if (Value.Check(EnvSchema, converted)) return converted;
  const problems = [...Value.Errors(EnvSchema, converted)].map((error) => {
    const key = error.path.replace(/^\//, '');
    const shown = SECRET_KEYS.has(key) ? '(hidden)' : JSON.stringify(picked[key]);
    return `${key}=${shown}: ${error.message}`;
  });
  throw new ConfigError(problems);
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parseRemoteUrls(env: Env): Record<RemoteName, string | null> {
  const problems: string[] = [];
  const urls = {} as Record<RemoteName, string | null>;
  for (const name of REMOTE_NAMES) {
    const key = remoteEnvName(name);
    const value = env[key];
    if (value === undefined) {
      urls[name] = null;
      continue;
    }
    if (!value.startsWith('/') && !/^https?:\/\/[^/]/i.test(value)) {
      problems.push(
        `${key}=${JSON.stringify(value)}: must be an http(s) URL or a path starting with /`,
      );
    }
    urls[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return urls;
}

/** Reads and checks the environment once; throws ConfigError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const env = parseEnv(source);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    /** null: embedded PGlite in `<dataDir>/pglite`. */
    databaseUrl: env.DATABASE_URL ?? null,
    adminPassword: env.ADMIN_PASSWORD ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    webRoot: path.resolve(env.WEB_ROOT ?? DEFAULT_WEB_ROOT),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    // A staged row can take ~4 times its bytes in the file (a short row gains its line number and
    // \N for each empty field): room for MAX_CONCURRENT_IMPORTS (2) of the largest file.
    importSpoolMaxBytes: env.IMPORT_SPOOL_MAX_BYTES ?? env.IMPORT_MAX_BYTES * 8,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      bodyMs: env.BODY_TIMEOUT_MS,
      requestMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    authUserCacheMs: env.AUTH_USER_CACHE_MS,
    cmsDemoContent: env.CMS_DEMO_CONTENT === 'true' && env.NODE_ENV !== 'production',
    remoteUrls: parseRemoteUrls(env),
    secretsKey: env.SECRETS_KEY ?? null,
    routers: {
      pollMs: env.ROUTER_POLL_MS,
      checkTimeoutMs: env.ROUTER_CHECK_TIMEOUT_MS,
      maxChecksInFlight: env.ROUTER_MAX_CHECKS_IN_FLIGHT,
      testTimeoutMs: env.ROUTER_TEST_TIMEOUT_MS,
      commandTimeoutMs: env.ROUTER_COMMAND_TIMEOUT_MS,
      monitor: env.ROUTER_MONITOR === 'true',
    },
    payments: {
      tripayBaseUrl: env.TRIPAY_BASE_URL ?? null,
      publicOrigin: env.PUBLIC_ORIGIN ?? null,
      worker: env.PAYMENT_WORKER === 'true',
      reconcileAfterMs: env.RECONCILE_AFTER_MS,
      reconcileIntervalMs: env.RECONCILE_INTERVAL_MS,
      retryBaseMs: env.PAYMENT_RETRY_BASE_MS,
      checkoutPerMinute: env.CHECKOUT_RATE_LIMIT,
    },
    billing: {
      /** The billing job's period (docs/rules/billing.md#the-billing-job). */
      pollMs: env.BILLING_POLL_MS,
    },
    notify: {
      /** docs/rules/notify.md#sending; null: email messages fail with a reason. */
      smtpUrl: env.SMTP_URL ?? null,
      waMinIntervalMs: env.WA_MIN_INTERVAL_MS,
      pollMs: env.NOTIFY_POLL_MS,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

/** `GET /remotes.json` (docs/CONTRACTS.md): where the shell finds each remote's mf-manifest.json. */
export function remotesManifest(config: Pick<AppConfig, 'remoteUrls'>): {
  remotes: Record<RemoteName, string>;
} {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
  }
  return { remotes };
}

/** Origins of remotes served from elsewhere: the CSP must allow their scripts, styles and fetches. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
