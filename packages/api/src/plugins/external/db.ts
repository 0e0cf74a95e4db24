import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { acquirePidLock } from '../../lib/pid-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>;
  /** An already-open database (tests); the app then leaves closing it to the caller. */
  db?: Database;
}

/** Where the embedded database keeps its files. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite),
 * applies pending migrations, and closes it when the app closes, after in-flight requests end.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const { config } = options;
    let db = options.db;
    const owned = !db;
    let release: () => void = () => undefined;
    if (!db) {
      if (config.databaseUrl) {
        db = openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL pool error'),
        });
      } else {
        const dir = pgliteDir(config.dataDir);
        mkdirSync(dir, { recursive: true });
        // PGlite is one process's database: a second server on the same files would corrupt them.
        release = acquirePidLock(
          path.join(config.dataDir, 'pglite.lock'),
          `The embedded database in ${dir} (PGlite allows one process; use DATABASE_URL for several instances)`,
        );
        app.log.info({ dir }, 'Opening the embedded PGlite database');
        db = openDatabase({ kind: 'pglite', dataDir: dir });
      }
    }
    const database: Database = db;
    if (owned) {
      app.addHook('onClose', async () => {
        await database.close();
        release();
        app.log.info('Database closed');
      });
    }
    try {
      const result = await migrate(database);
      if (result.applied.length > 0)
        app.log.info({ applied: result.applied }, 'Applied database migrations');
    } catch (error) {
      if (owned) {
        await database.close();
        release();
      }
      throw error;
    }
    app.decorate<Database>('db', database);
  },
  { name: 'db', fastify: '5.x' },
);
