// Issue 12 item 6: import spool files live under DATA_DIR, a start removes what a crashed process
// left, and the space all running imports may spool is capped (503 with a clear message, nothing
// else affected).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPOOL_FOLDER } from '../src/import/spool';
import { IMPORT_MESSAGES } from '../src/routes/deliveries/import';
import { createCustomer, importDeliveries, tsv } from './delivery-helpers';
import { buildTestApp, loginAs, type App, type Session } from './helpers';

const HEADER = ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'];
const rows = (count: number, prefix = 'SJ') =>
  Array.from({ length: count }, (_, i) => [`${prefix}-${i}`, '001', `P-${i}`, '1', '2026-01-05']);

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const SPOOL_MAX = 16 * 1024;
let tempDir: string;
let dataDir: string;
let spoolRoot: string;
let live: ReturnType<typeof spawn>;
let app: App;
let admin: Session;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-spool-test-'));
  dataDir = path.join(tempDir, 'data');
  spoolRoot = path.join(dataDir, SPOOL_FOLDER);
  // What a process killed mid-import leaves, a stray file, and the folder of a process still running.
  live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  for (const folder of ['proc-999999999', `proc-${live.pid}`]) {
    mkdirSync(path.join(spoolRoot, folder, 'pokayoke-import-abc'), { recursive: true });
    writeFileSync(
      path.join(spoolRoot, folder, 'pokayoke-import-abc', 'rows.copy'),
      'x'.repeat(1000),
    );
  }
  writeFileSync(path.join(spoolRoot, 'stray'), 'x');

  app = await buildTestApp({
    env: { DATA_DIR: dataDir, IMPORT_SPOOL_MAX_BYTES: String(SPOOL_MAX) },
  });
  admin = await loginAs(app, 'admin');
}, 60_000);

afterAll(async () => {
  live.kill();
  await app.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('the import spool', () => {
  it('removes at start what stopped processes left in DATA_DIR, and leaves a live process’s folder alone', () => {
    expect(filesUnder(spoolRoot)).toEqual([`proc-${live.pid}/pokayoke-import-abc/rows.copy`]);
    expect(readdirSync(spoolRoot).sort()).toEqual(
      [`proc-${live.pid}`, `proc-${process.pid}`].sort(),
    );
  });

  it('spools under DATA_DIR while the upload runs, and removes the file after', async () => {
    const customer = await createCustomer(app, admin);
    const seen: string[][] = [];
    async function* slowFile() {
      yield tsv(HEADER, rows(20));
      // The first rows are staged by now: look where.
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen.push(filesUnder(path.join(spoolRoot, `proc-${process.pid}`)));
      yield tsv([], rows(20, 'SK')).slice(1);
    }
    const response = await importDeliveries(app, admin, customer.id, slowFile());
    expect(response.statusCode).toBe(200);
    expect(seen[0]).toEqual([expect.stringMatching(/^pokayoke-import-\w+\/rows\.copy$/)]);
    expect(filesUnder(path.join(spoolRoot, `proc-${process.pid}`))).toEqual([]);
  });

  it('refuses an import past the spool cap with 503 and a clear message; a smaller one still goes through', async () => {
    const customer = await createCustomer(app, admin);
    // ~40 bytes a staged row: 1,000 rows need more than 16 KiB.
    const refused = await importDeliveries(app, admin, customer.id, tsv(HEADER, rows(1000)));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: IMPORT_MESSAGES.spoolFull });
    expect(refused.headers['retry-after']).toBe('60');
    expect(filesUnder(path.join(spoolRoot, `proc-${process.pid}`))).toEqual([]);

    // The budget came back: a file that fits is imported, and the rest of the API answers.
    const accepted = await importDeliveries(app, admin, customer.id, tsv(HEADER, rows(50)));
    expect(accepted.statusCode).toBe(200);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
