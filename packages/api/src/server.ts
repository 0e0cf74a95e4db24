// Starts the API (and, in production, the built front end) on PORT. Everything else is in app.ts.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { installShutdownHandlers } from './lib/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = buildApp({ config });
  installShutdownHandlers(app, config.shutdown);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'Could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  const password = config.adminPassword
    ? 'the ADMIN_PASSWORD you set'
    : 'the password printed in the box on the first start';
  process.stdout.write(
    [
      '',
      `Pokayoke Admin is running at ${url}`,
      `  API docs:  ${url}/api/docs`,
      `  Database:  ${app.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`}`,
      `  Sign in as "admin" with ${password}.`,
      '',
    ].join('\n'),
  );
}

void main();
