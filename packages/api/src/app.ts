import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { cmsDemoContentPlugin } from './cms/demo-content';
import { hardenedValidatorFactory, safeInputKeywords } from './lib/safe-input';
import { auditPlugin } from './plugins/app/audit';
import { authPlugin } from './plugins/app/auth';
import { bodyTimeoutPlugin } from './plugins/app/body-timeout';
import { clockPlugin } from './plugins/app/clock';
import { drainPlugin } from './plugins/app/drain';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { firstAdminPlugin } from './plugins/app/first-admin';
import { hotspotPlugin } from './plugins/app/hotspot';
import { jobRegistryPlugin, jobWorkerPlugin } from './plugins/app/jobs';
import { maintenancePlugin } from './plugins/app/maintenance';
import { passwordPlugin } from './plugins/app/password';
import { paymentsPlugin } from './plugins/app/payments';
import { billingPlugin } from './plugins/app/billing';
import { notifyPlugin } from './plugins/app/notify';
import { routersPlugin } from './plugins/app/routers';
import { webPlugin } from './plugins/app/web';
import { dbPlugin } from './plugins/external/db';
import { loginThrottlePlugin } from './plugins/external/login-throttle';
import { securityHeadersPlugin } from './plugins/external/security-headers';
import { swaggerPlugin } from './plugins/external/swagger';
import { apiRoutes } from './routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An already-open database (tests); when absent the app opens one from `config` and closes it. */
  db?: Database;
  /** The clock for token expiry and throttle windows; tests move it. */
  clock?: () => Date;
  /** Where the first-start password box goes; stdout by default. */
  print?: (text: string) => void;
  /** Where log lines go instead of stdout (tests read them); level and redaction stay as configured. */
  logStream?: { write(line: string): void };
}

/** JSON bodies: 1 MiB (a route that needs more, like the import, raises its own `bodyLimit`). */
const BODY_LIMIT = 1024 * 1024;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Honours a sane incoming `x-request-id` (a proxy's), else makes one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Never let a credential reach the log. */
const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'refreshToken',
  'accessToken',
  '*.password',
  '*.refreshToken',
  '*.accessToken',
  '*.passwordHash',
  // Router secrets (docs/rules/security.md): write-only, never logged either.
  '*.routerPass',
  '*.tripayMerchantCode',
  '*.tripayApiKey',
  '*.tripayPrivateKey',
];

/** TRUST_PROXY as Fastify takes it; a hop count becomes proxy-addr's function form. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    // A first start on PGlite runs initdb and every migration inside the db plugin: ~10 s on an idle
    // 2-core machine, more under load. Fastify's default 10 s plugin timeout would abort that start.
    pluginTimeout: 120_000,
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Load balancers poll the health check every few seconds: its requests would drown the log.
    logController: new LogController({
      disableRequestLogging: (request) => request.url === '/api/health',
    }),
    // Closing (SIGTERM, after the drain), a request on a connection already open is still served
    // (its response closes the connection: plugins/app/drain.ts) rather than refused with 503: the
    // balancer would have to retry it, and it must not retry a write. New connections are refused,
    // which a balancer retries elsewhere for every method (nothing was sent).
    return503OnClosing: false,
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // A slow client costs seconds, not minutes (docs/rules/security.md): headers within
    // HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS (long: a 50 MiB import over a
    // slow link), and a body that keeps moving (plugins/app/body-timeout.ts). Node checks the first
    // two every connectionsCheckingInterval, 30 s by default: too coarse for a 10 s limit.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Every schema of every route gets the text and number rules of src/lib/safe-input.ts.
    schemaController: { compilersFactory: { buildValidator: hardenedValidatorFactory() } },
    ajv: {
      // strictNumbers: NaN and Infinity fail `type: 'number' | 'integer'` (Ajv lets them pass by default and
      // skips minimum/maximum for them); the range of integers is src/lib/safe-input.ts's.
      customOptions: { allErrors: true, verbose: true, strictNumbers: true },
      plugins: [
        <A extends { addKeyword(keyword: string): unknown }>(ajv: A): A => {
          // 'x-message': an annotation, the user-facing text for any failure of that field (error-handler).
          ajv.addKeyword('x-message');
          return ajv;
        },
        safeInputKeywords,
      ],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(clockPlugin, { clock: options.clock });
  app.register(drainPlugin);
  app.register(securityHeadersPlugin, { config });
  app.register(bodyTimeoutPlugin, { bodyMs: config.timeouts.bodyMs });
  app.register(errorHandlerPlugin);
  app.register(dbPlugin, { config, db: options.db });
  app.register(swaggerPlugin);
  app.register(passwordPlugin);
  app.register(authPlugin, { config });
  app.register(auditPlugin);
  app.register(loginThrottlePlugin);
  app.register(firstAdminPlugin, {
    config,
    print: options.print ?? ((text: string) => process.stdout.write(text)),
  });
  app.register(maintenancePlugin);
  app.register(cmsDemoContentPlugin, { enabled: config.cmsDemoContent });
  app.register(jobRegistryPlugin);
  app.register(routersPlugin, { config });
  app.register(paymentsPlugin, { config });
  app.register(hotspotPlugin, { config });
  app.register(billingPlugin, { config });
  app.register(notifyPlugin, { config });
  app.register(jobWorkerPlugin, { config });
  app.register(apiRoutes, { prefix: '/api', config });
  app.register(webPlugin, { config });
  return app;
}

export type App = ReturnType<typeof buildApp>;
