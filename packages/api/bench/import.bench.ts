// The delivery import, end to end, against a raw COPY of the same rows (docs/rules/import.md). Prints figures;
// asserts nothing.
//
//   pnpm --filter api bench:import                           # 100k and 1M rows, PostgreSQL and PGlite
//   BENCH_ROWS=100000 BENCH_DB=postgres pnpm --filter api bench:import
//
// For each size a tab-delimited file is generated (deterministic rows, streamed to a temp file).
// For each database a real server process is started (`node --import tsx src/server.ts`, its own
// fresh database), the file is uploaded to POST /api/deliveries/import over HTTP as a browser
// would, and the server's peak RSS (VmHWM) is read from /proc. Then, on another fresh database
// with the same migrations, the same rows are bulk-loaded with a raw COPY into `deliveries`: the
// ceiling an import could reach. While the import runs, GET /api/health is polled to show how long
// the server keeps other requests waiting (on PGlite everything waits for the one connection).
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import {
  dbOption,
  describeMachine,
  formatInt,
  freshPostgresDatabase,
  mib,
  rowsOption,
  runBench,
  table,
  type BenchDb,
} from './bench-utils';
import { DELIVERY_COPY_COLUMNS, deliveryCopyChunks, generateDeliveryFile } from './delivery-data';
import { memoryOf, request, serverAuthorization, startServerProcess } from './server-process';

const CUSTOMER_ID = '11111111-2222-4333-8444-555555555555';
/** Same batch size as the import's PGlite path (src/import/delivery-import.ts). */
const PGLITE_BATCH_BYTES = 8 * 1024 * 1024;

interface ImportRun {
  seconds: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  longestHealthWaitMs: number;
  phases: Record<string, number>;
  answer: string;
}

async function startServer(kind: BenchDb, maxBytes: number) {
  const database = kind === 'postgres' ? await freshPostgresDatabase('import') : null;
  const logLines: string[] = [];
  try {
    const server = await startServerProcess({
      databaseUrl: database?.url ?? '',
      env: { IMPORT_MAX_BYTES: String(maxBytes) },
      onStdoutLine: (line) => {
        if (line.includes('Deliveries import committed')) logLines.push(line);
      },
    });
    const stop = async () => {
      await server.stop();
      await database?.drop();
    };
    return { port: server.port, pid: server.pid, logLines, stop };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

async function importThroughServer(
  kind: BenchDb,
  file: string,
  maxBytes: number,
): Promise<ImportRun> {
  const server = await startServer(kind, maxBytes);
  try {
    const authorization = await serverAuthorization(server.port);
    const customer = await request(
      server.port,
      {
        method: 'POST',
        path: '/api/customers',
        headers: { 'content-type': 'application/json', authorization },
      },
      JSON.stringify({ name: 'PT Benchmark Customer', alias: 'BENCH' }),
    );
    const customerId = (JSON.parse(customer.text) as { result: { id: string } }).result.id;

    const boundary = '----pokayokebench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\n${customerId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deliveries.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + statSync(file).size + tail.length;
    async function* body() {
      yield head;
      for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }))
        yield chunk as Buffer;
      yield tail;
    }

    const rssBefore = memoryOf(server.pid).now;
    let longestHealthWaitMs = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const sent = performance.now();
        await request(server.port, { method: 'GET', path: '/api/health' }).catch(() => undefined);
        longestHealthWaitMs = Math.max(longestHealthWaitMs, performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const started = performance.now();
    const answer = await request(
      server.port,
      {
        method: 'POST',
        path: '/api/deliveries/import',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
      },
      Readable.from(body()),
    );
    const seconds = (performance.now() - started) / 1000;
    polling = false;
    await poller;
    if (answer.status !== 200)
      throw new Error(`import answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    const memory = memoryOf(server.pid);
    const logged = server.logLines[0]
      ? (JSON.parse(server.logLines[0]) as Record<string, number>)
      : {};
    return {
      seconds,
      rssBeforeBytes: rssBefore,
      peakRssBytes: memory.peak,
      longestHealthWaitMs,
      phases: {
        stageMs: logged.stageMs ?? Number.NaN,
        loadMs: logged.loadMs ?? Number.NaN,
        checkMs: logged.checkMs ?? Number.NaN,
        mergeMs: logged.mergeMs ?? Number.NaN,
      },
      answer: (JSON.parse(answer.text) as { message: string }).message,
    };
  } finally {
    await server.stop();
  }
}

/** Seconds a raw COPY of the same rows into a freshly migrated `deliveries` takes. */
async function rawCopy(kind: BenchDb, rows: number): Promise<number> {
  const columns = `deliveries (${DELIVERY_COPY_COLUMNS.join(', ')})`;
  const insertCustomer = `INSERT INTO customers (id, name, alias) VALUES ('${CUSTOMER_ID}', 'PT Benchmark Customer', 'BENCH')`;
  if (kind === 'postgres') {
    const database = await freshPostgresDatabase('copy');
    try {
      const db = openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
      await migrate(db);
      await db.close();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(insertCustomer);
        const started = performance.now();
        await pipeline(
          Readable.from(deliveryCopyChunks(rows, CUSTOMER_ID)),
          client.query(copyFrom(`COPY ${columns} FROM STDIN`)),
        );
        return (performance.now() - started) / 1000;
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  }
  // PGlite: on disk like the server's, in batches like the import's.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-copy-'));
  const db = openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    await migrate(db);
    await db.client.query(insertCustomer);
    const started = performance.now();
    let batch = '';
    for (const chunk of deliveryCopyChunks(rows, CUSTOMER_ID)) {
      batch += chunk;
      if (batch.length >= PGLITE_BATCH_BYTES) {
        await db.client.query(`COPY ${columns} FROM '/dev/blob'`, [], { blob: new Blob([batch]) });
        batch = '';
      }
    }
    if (batch)
      await db.client.query(`COPY ${columns} FROM '/dev/blob'`, [], { blob: new Blob([batch]) });
    return (performance.now() - started) / 1000;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = rowsOption([100_000, 1_000_000]);
  const kinds = dbOption(['postgres', 'pglite']);
  console.log('Delivery import benchmark (POST /api/deliveries/import over HTTP vs raw COPY)');
  for (const line of await describeMachine(kinds)) console.log(line);
  console.log(
    `Command: BENCH_ROWS=${sizes.join(',')} BENCH_DB=${kinds.join(',')} pnpm --filter api bench:import\n`,
  );

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-files-'));
  const results: string[][] = [];
  const peaks = new Map<BenchDb, Map<number, number>>();
  try {
    for (const rows of sizes) {
      const file = path.join(tmp, `deliveries-${rows}.txt`);
      const bytes = await generateDeliveryFile(file, rows);
      console.log(`${formatInt(rows)} rows: ${mib(bytes)} file`);
      for (const kind of kinds) {
        const run = await importThroughServer(kind, file, bytes + 1024 * 1024);
        console.log(
          `  ${kind} import: ${run.seconds.toFixed(1)} s — ${run.answer} phases ${JSON.stringify(run.phases)}`,
        );
        const copySeconds = await rawCopy(kind, rows);
        console.log(`  ${kind} raw COPY: ${copySeconds.toFixed(1)} s`);
        const importRate = rows / run.seconds;
        const copyRate = rows / copySeconds;
        peaks.set(kind, (peaks.get(kind) ?? new Map<number, number>()).set(rows, run.peakRssBytes));
        results.push([
          kind,
          formatInt(rows),
          run.seconds.toFixed(1),
          formatInt(importRate),
          copySeconds.toFixed(1),
          formatInt(copyRate),
          `${Math.round((importRate / copyRate) * 100)}%`,
          mib(run.rssBeforeBytes),
          mib(run.peakRssBytes),
          `${(run.longestHealthWaitMs / 1000).toFixed(1)} s`,
        ]);
      }
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  console.log(
    `\n${table(
      [
        'database',
        'rows',
        'import s',
        'import rows/s',
        'COPY s',
        'COPY rows/s',
        'import/COPY',
        'RSS before',
        'peak RSS',
        'longest /health wait',
      ],
      results,
    )}`,
  );
  for (const [kind, bySize] of peaks) {
    const small = bySize.get(Math.min(...bySize.keys()));
    const large = bySize.get(Math.max(...bySize.keys()));
    if (bySize.size > 1 && small && large) {
      console.log(
        `${kind}: peak RSS at ${formatInt(Math.max(...bySize.keys()))} rows = ${(large / small).toFixed(2)} × at ${formatInt(Math.min(...bySize.keys()))}`,
      );
    }
  }
}

runBench(main);
