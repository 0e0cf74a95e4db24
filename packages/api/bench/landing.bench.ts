// `GET /api/public/landing` with 10 and 1,000 banners and packages (docs/rules/landing.md#content). Prints p50/p95;
// asserts nothing.
//
//   pnpm --filter api bench:landing                        # PostgreSQL and PGlite, 10 and 1,000
//   BENCH_ROWS=10,1000,10000 BENCH_DB=postgres pnpm --filter api bench:landing
//
// Each size gets a fresh database with the app's migrations, N banners, N packages, 10 contacts and
// a company profile (half the items active). Every request goes through the app (`inject`: routing,
// headers, serialisation). Four ways a visitor's request arrives:
// - cold: the first request after a CMS save (the content is read and serialised again);
// - warm: the content has not changed since the last request (one version lookup, cached body);
// - with ETag: a browser revalidating (`If-None-Match`, answered 304);
// - first: the very first request of a freshly started app (one sample per size).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { cmsBanners, cmsCompanyProfile, cmsContactInfo, cmsPackages } from '../src/db/schema';
import {
  dbOption,
  describeMachine,
  formatInt,
  formatMs,
  freshPostgresDatabase,
  quantile,
  rowsOption,
  runBench,
  startBenchApp,
  table,
  type BenchDb,
} from './bench-utils';

const WARMUP = 5;
const ITERATIONS = 100;

interface Loaded {
  db: Database;
  dispose(): Promise<void>;
}

async function openFresh(kind: BenchDb): Promise<Loaded> {
  if (kind === 'postgres') {
    const fresh = await freshPostgresDatabase('landing');
    const db = openDatabase({ kind: 'postgres', url: fresh.url });
    await migrate(db);
    return {
      db,
      dispose: async () => {
        await db.close();
        await fresh.drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-landing-'));
  const db = openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  await migrate(db);
  return {
    db,
    dispose: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function seed(db: Database, items: number): Promise<void> {
  const audit = { createdBy: 'bench', updatedBy: 'bench' };
  const range = Array.from({ length: items }, (_, i) => i);
  for (let start = 0; start < items; start += 500) {
    const chunk = range.slice(start, start + 500);
    await db.orm.insert(cmsBanners).values(
      chunk.map((i) => ({
        title: `Promo ${i}: internet cepat untuk rumah`,
        description: 'Diskon 50% untuk tiga bulan pertama, pemasangan gratis.',
        image: `/api/public/uploads/banner-${i}.webp`,
        link: '/login',
        sortOrder: i,
        isActive: i % 2 === 0,
        ...audit,
      })),
    );
    await db.orm.insert(cmsPackages).values(
      chunk.map((i) => ({
        name: `Paket ${i}`,
        speed: `${10 + (i % 90)} Mbps`,
        price: 150_000 + i * 1000,
        originalPrice: i % 3 === 0 ? 200_000 + i * 1000 : null,
        features: ['Unlimited kuota', 'Gratis instalasi', 'Support 24 jam'],
        category: (['Rumahan', 'Bisnis', 'Enterprise'] as const)[i % 3] as string,
        isPopular: i % 5 === 0,
        isActive: i % 2 === 0,
        sortOrder: i,
        ...audit,
      })),
    );
  }
  await db.orm.insert(cmsContactInfo).values(
    Array.from({ length: 10 }, (_, i) => ({
      type: 'phone',
      title: `Telepon ${i}`,
      value: `0812000000${i}`,
      sortOrder: i,
      ...audit,
    })),
  );
  await db.orm.insert(cmsCompanyProfile).values({
    companyName: 'PT Pokayoke Net',
    description: 'Internet untuk rumah dan bisnis.',
    stats: [{ label: 'Pelanggan', value: '1.200+' }],
    socialMedia: { instagram: 'https://instagram.com/pokayoke' },
    ...audit,
  });
  if (db.kind === 'postgres') await db.orm.execute(sql`ANALYZE`);
}

async function time(app: App, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/public/landing', headers });
  const ms = performance.now() - started;
  return { ms, response };
}

/** A CMS save as the admin screen makes it (one row changed): the next request is cold. */
async function save(db: Database, round: number): Promise<void> {
  await db.orm.execute(
    sql`UPDATE cms_contact_info SET title = ${`Telepon ${round}`} WHERE sort_order = 0`,
  );
}

async function main(): Promise<void> {
  const kinds = dbOption(['postgres', 'pglite']);
  const sizes = rowsOption([10, 1000]);
  console.log((await describeMachine(kinds)).join('\n'));
  console.log(
    `GET /api/public/landing: ${ITERATIONS} samples each (after ${WARMUP} warm-up), through app.inject\n`,
  );
  for (const kind of kinds) {
    const rows: string[][] = [];
    for (const items of sizes) {
      const loaded = await openFresh(kind);
      try {
        await seed(loaded.db, items);
        const { app, close } = await startBenchApp(loaded.db);
        try {
          const first = await time(app);
          const bytes = first.response.rawPayload.length;
          const etag = first.response.headers.etag as string;

          const cold: number[] = [];
          for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
            await save(loaded.db, i);
            const { ms } = await time(app);
            if (i >= WARMUP) cold.push(ms);
          }
          const warm: number[] = [];
          const revalidated: number[] = [];
          const current = (await time(app)).response.headers.etag as string;
          for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
            const full = await time(app);
            const conditional = await time(app, { 'if-none-match': current });
            if (conditional.response.statusCode !== 304) throw new Error('expected a 304');
            if (i >= WARMUP) {
              warm.push(full.ms);
              revalidated.push(conditional.ms);
            }
          }
          const cell = (samples: number[]) => [
            formatMs(quantile(samples, 0.5)),
            formatMs(quantile(samples, 0.95)),
          ];
          rows.push([
            `${formatInt(items)} banners + ${formatInt(items)} packages`,
            formatInt(bytes),
            formatMs(first.ms),
            ...cell(cold),
            ...cell(warm),
            ...cell(revalidated),
          ]);
          if (!etag) throw new Error('no ETag');
        } finally {
          await close();
        }
      } finally {
        await loaded.dispose();
      }
    }
    console.log(
      `${kind}\n${table(
        [
          'content',
          'body bytes',
          'first ms',
          'cold p50',
          'cold p95',
          'warm p50',
          'warm p95',
          'ETag 304 p50',
          'ETag 304 p95',
        ],
        rows,
      )}\n`,
    );
  }
}

runBench(main);
