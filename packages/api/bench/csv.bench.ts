// The deliveries CSV of one customer with 1,000,000 rows (issue 18), PostgreSQL. Prints figures;
// asserts nothing.
//
//   pnpm --filter api bench:csv                               # 1,000,000 rows (and 10,000)
//   BENCH_ROWS=200000 pnpm --filter api bench:csv
//
// One fresh database: the main customer's rows and 10,000 of a second customer, bulk-loaded and
// indexed as bench:list does (delivery-load.ts). Then, in the same run:
// - `COPY (SELECT <the same columns> … ORDER BY created_at DESC, id DESC) TO STDOUT (FORMAT csv)`:
//   PostgreSQL writing the same rows with no application in between, the ceiling;
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
  describeMachine,
  formatInt,
  loadAverage,
  mib,
  rowsOption,
  runBench,
  table,
} from './bench-utils';
import { BENCH_CUSTOMERS, loadDeliveriesPostgres } from './delivery-load';
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

async function copyOut(url: string, customerId: string): Promise<Counted> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { sink, counted } = counter();
    const started = performance.now();
    await pipeline(
      client.query(
        copyTo(
          `COPY (SELECT ${DELIVERY_OUTPUT_COLUMNS} FROM deliveries d JOIN customers c ON c.id = d.customer_id
                  WHERE d.customer_id = '${customerId}' ORDER BY d.created_at DESC, d.id DESC)
             TO STDOUT WITH (FORMAT csv, HEADER)`,
        ),
      ),
      sink,
    );
    return { seconds: (performance.now() - started) / 1000, ...counted() };
  } finally {
    await client.end();
  }
}

interface ExportRun extends Counted {
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** The highest VmRSS seen while the file was being written (sampled every 50 ms). */
  sampledRssBytes: number;
}

async function exportThroughServer(url: string, customerId: string): Promise<ExportRun> {
  const server = await startServerProcess({
    databaseUrl: url,
    env: { LOG_LEVEL: 'warn', ROUTER_MONITOR: 'false', PAYMENT_WORKER: 'false' },
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

async function main() {
  const [rows = 1_000_000] = rowsOption([1_000_000]);
  for (const line of await describeMachine(['postgres'])) console.log(line);
  const loadStarted = performance.now();
  const loaded = await loadDeliveriesPostgres(rows, { otherRows: SMALL, label: 'csv' });
  console.log(
    `postgres: ${formatInt(rows)} + ${formatInt(SMALL)} rows loaded and indexed in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
  );
  try {
    // The app's own pool is not needed: the server process opens its own.
    await loaded.db.close();
    const { main: big, other: small } = BENCH_CUSTOMERS;
    const copyFirst = await copyOut(loaded.url, big);
    const smallRun = await exportThroughServer(loaded.url, small);
    const bigRun = await exportThroughServer(loaded.url, big);
    const copySecond = await copyOut(loaded.url, big);
    const copyBest = Math.min(copyFirst.seconds, copySecond.seconds);

    console.log(
      `\nGET /api/deliveries.csv vs COPY … TO STDOUT, ${formatInt(rows)} rows (load ${loadAverage()})`,
    );
    console.log(
      table(
        ['what', 'rows (lines - 1)', 'MiB', 'seconds', 'rows/s'],
        [
          ['COPY TO STDOUT (1st)', copyFirst, rows],
          ['COPY TO STDOUT (2nd)', copySecond, rows],
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
      `CSV export rows/s = ${(share * 100).toFixed(0)} % of the faster COPY (target ≥ 50 %)`,
    );

    console.log('\nServer memory (the server process, /proc)');
    console.log(
      table(
        ['export', 'RSS before', 'highest RSS sampled', 'peak RSS (VmHWM)'],
        [
          [formatInt(SMALL), smallRun],
          [formatInt(rows), bigRun],
        ].map(([name, run]) => {
          const r = run as ExportRun;
          return [
            name as string,
            mib(r.rssBeforeBytes),
            mib(r.sampledRssBytes),
            mib(r.peakRssBytes),
          ];
        }),
      ),
    );
    console.log(
      `peak RSS ${formatInt(rows)} rows / ${formatInt(SMALL)} rows = ${(bigRun.peakRssBytes / smallRun.peakRssBytes).toFixed(2)}× (target ≤ 1.2×)`,
    );
  } finally {
    await loaded.dispose();
  }
}

runBench(main);
