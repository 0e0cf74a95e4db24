// The deliveries CSV of one customer with 1,000,000 rows, on PostgreSQL and on PGlite. Prints
// figures; asserts nothing.
//
//   pnpm --filter api bench:csv                               # 1,000,000 rows (and 10,000), both
//   BENCH_ROWS=200000 BENCH_DB=pglite pnpm --filter api bench:csv
//
// For each database, one fresh database: the main customer's rows and 10,000 of a second
// customer, bulk-loaded and indexed as bench:list does (delivery-load.ts). Then, in the same run:
// - `COPY (SELECT <the same columns> … ORDER BY created_at DESC, id DESC) … (FORMAT csv)`: the
//   database writing the same rows with no application in between, the ceiling (PostgreSQL: TO
//   STDOUT, streamed to this process; PGlite: TO '/dev/blob', in this process on the same data
//   directory, between the server runs);
// - GET /api/deliveries.csv?customerId=… (the default sort, newest first) from a real server process
//   (`node --import tsx src/server.ts`) over HTTP, the body read and counted as it arrives, for the
//   10,000-row customer and the 1,000,000-row one, each on a fresh server so that its peak RSS
//   (VmHWM, /proc) is that export's alone; the COPY runs again after the server runs.
import http from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DELIVERY_OUTPUT_COLUMNS } from '../src/repositories/deliveries';
import {
  formatInt,
  loadAverage,
  mib,
  rowsOption,
  runDbBench,
  table,
  type BenchDb,
} from './bench-utils';
import { BENCH_CUSTOMERS, loadDeliveriesPglite, loadDeliveriesPostgres } from './delivery-load';
import { memoryOf, serverAuthorization, startServerProcess } from './server-process';

const SMALL = 10_000;

interface Counted {
  seconds: number;
  bytes: number;
  /** Lines of the file (CRLF or LF), the header included. */
  lines: number;
}

/** Counts the bytes and line ends of a stream without keeping it. */
function counter(): { sink: Writable; counted: () => Omit<Counted, 'seconds'> } {
  let bytes = 0;
  let lines = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      done();
    },
  });
  return { sink, counted: () => ({ bytes, lines }) };
}

/** The COPY the export is measured against: the same rows in the same order, no application. */
const copyQuery = (customerId: string) =>
  `COPY (SELECT ${DELIVERY_OUTPUT_COLUMNS} FROM deliveries d JOIN customers c ON c.id = d.customer_id
          WHERE d.customer_id = '${customerId}' ORDER BY d.created_at DESC, d.id DESC)`;

async function copyOutPostgres(url: string, customerId: string): Promise<Counted> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { sink, counted } = counter();
    const started = performance.now();
    await pipeline(
      client.query(copyTo(`${copyQuery(customerId)} TO STDOUT WITH (FORMAT csv, HEADER)`)),
      sink,
    );
    return { seconds: (performance.now() - started) / 1000, ...counted() };
  } finally {
    await client.end();
  }
}

async function copyOutPglite(
  loaded: Awaited<ReturnType<typeof loadDeliveriesPglite>>,
  customerId: string,
): Promise<Counted> {
  const db = loaded.open();
  try {
    await db.ping();
    const started = performance.now();
    const copied = await db.client.query(
      `${copyQuery(customerId)} TO '/dev/blob' WITH (FORMAT csv, HEADER)`,
    );
    const bytes = Buffer.from((await copied.blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    const seconds = (performance.now() - started) / 1000;
    const { sink, counted } = counter();
    sink.end(bytes);
    return { seconds, ...counted() };
  } finally {
    await db.close();
  }
}

interface ExportRun extends Counted {
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** The highest VmRSS seen while the file was being written (sampled every 50 ms). */
  sampledRssBytes: number;
}

/** `database`: PostgreSQL's URL, or the data directory of a PGlite database. */
async function exportThroughServer(
  database: { url: string } | { dataDir: string },
  customerId: string,
): Promise<ExportRun> {
  const server = await startServerProcess({
    databaseUrl: 'url' in database ? database.url : '',
    env: {
      LOG_LEVEL: 'warn',
      ROUTER_MONITOR: 'false',
      PAYMENT_WORKER: 'false',
      ...('dataDir' in database ? { DATA_DIR: database.dataDir } : {}),
    },
  });
  try {
    const authorization = await serverAuthorization(server.port);
    const rssBeforeBytes = memoryOf(server.pid).now;
    let sampledRssBytes = rssBeforeBytes;
    const sampler = setInterval(() => {
      sampledRssBytes = Math.max(sampledRssBytes, memoryOf(server.pid).now);
    }, 50);
    const { sink, counted } = counter();
    const started = performance.now();
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: `/api/deliveries.csv?customerId=${customerId}`,
            headers: { authorization },
          },
          (res) => {
            if (res.statusCode !== 200) {
              reject(new Error(`deliveries.csv answered ${res.statusCode}`));
              res.resume();
              return;
            }
            pipeline(res, sink).then(resolve, reject);
          },
        );
        req.on('error', reject);
      });
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      ...counted(),
      rssBeforeBytes,
      peakRssBytes: memoryOf(server.pid).peak,
      sampledRssBytes,
    };
  } finally {
    await server.stop();
  }
}

const perSecond = (rows: number, seconds: number) => formatInt(rows / seconds);

interface Runs {
  copyFirst: Counted;
  copySecond: Counted;
  small: ExportRun;
  big: ExportRun;
}

/** The COPY, the two exports (each on a fresh server), the COPY again, on one database. */
async function runOn(kind: BenchDb, rows: number): Promise<Runs> {
  const { main: big, other: small } = BENCH_CUSTOMERS;
  const loadStarted = performance.now();
  const loadedIn = () => ((performance.now() - loadStarted) / 1000).toFixed(0);
  if (kind === 'postgres') {
    const loaded = await loadDeliveriesPostgres(rows, { otherRows: SMALL, label: 'csv' });
    console.log(
      `${kind}: ${formatInt(rows)} + ${formatInt(SMALL)} rows loaded and indexed in ${loadedIn()} s`,
    );
    try {
      // The app's own pool is not needed: the server process opens its own.
      await loaded.db.close();
      const copyFirst = await copyOutPostgres(loaded.url, big);
      const smallRun = await exportThroughServer(loaded, small);
      const bigRun = await exportThroughServer(loaded, big);
      const copySecond = await copyOutPostgres(loaded.url, big);
      return { copyFirst, copySecond, small: smallRun, big: bigRun };
    } finally {
      await loaded.dispose();
    }
  }
  const loaded = await loadDeliveriesPglite(rows, { otherRows: SMALL });
  console.log(
    `${kind}: ${formatInt(rows)} + ${formatInt(SMALL)} rows loaded and indexed in ${loadedIn()} s`,
  );
  try {
    const copyFirst = await copyOutPglite(loaded, big);
    const smallRun = await exportThroughServer(loaded, small);
    const bigRun = await exportThroughServer(loaded, big);
    const copySecond = await copyOutPglite(loaded, big);
    return { copyFirst, copySecond, small: smallRun, big: bigRun };
  } finally {
    loaded.dispose();
  }
}

function report(kind: BenchDb, rows: number, runs: Runs): void {
  const { copyFirst, copySecond, small: smallRun, big: bigRun } = runs;
  const copyBest = Math.min(copyFirst.seconds, copySecond.seconds);
  const copyTo = kind === 'postgres' ? 'COPY TO STDOUT' : "COPY TO '/dev/blob'";
  console.log(
    `\n${kind}: GET /api/deliveries.csv vs ${copyTo}, ${formatInt(rows)} rows (load ${loadAverage()})`,
  );
  console.log(
    table(
      ['what', 'rows (lines - 1)', 'MiB', 'seconds', 'rows/s'],
      [
        [`${copyTo} (1st)`, copyFirst, rows],
        [`${copyTo} (2nd)`, copySecond, rows],
        [`GET /deliveries.csv (${formatInt(SMALL)})`, smallRun, SMALL],
        [`GET /deliveries.csv (${formatInt(rows)})`, bigRun, rows],
      ].map(([name, run, expected]) => {
        const counted = run as Counted;
        const dataRows = counted.lines - 1;
        return [
          name as string,
          `${formatInt(dataRows)}${dataRows === expected ? '' : ` (expected ${formatInt(expected as number)})`}`,
          (counted.bytes / 2 ** 20).toFixed(1),
          counted.seconds.toFixed(2),
          perSecond(dataRows, counted.seconds),
        ];
      }),
    ),
  );
  const share = copyBest / bigRun.seconds;
  console.log(
    `${kind}: CSV export rows/s = ${(share * 100).toFixed(0)} % of the faster COPY (target ≥ 50 %)`,
  );

  console.log(`\n${kind}: server memory (the server process, /proc)`);
  console.log(
    table(
      ['export', 'RSS before', 'highest RSS sampled', 'peak RSS (VmHWM)'],
      [
        [formatInt(SMALL), smallRun],
        [formatInt(rows), bigRun],
      ].map(([name, run]) => {
        const r = run as ExportRun;
        return [name as string, mib(r.rssBeforeBytes), mib(r.sampledRssBytes), mib(r.peakRssBytes)];
      }),
    ),
  );
  console.log(
    `${kind}: peak RSS ${formatInt(rows)} rows / ${formatInt(SMALL)} rows = ${(bigRun.peakRssBytes / smallRun.peakRssBytes).toFixed(2)}× (target ≤ 1.2×)`,
  );
}

runDbBench(['postgres', 'pglite'], async (kinds) => {
  const [rows = 1_000_000] = rowsOption([1_000_000]);
  for (const kind of kinds) report(kind, rows, await runOn(kind, rows));
});
