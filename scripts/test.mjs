#!/usr/bin/env node
// `pnpm test`: every suite of the workspace, then one line `N passed, N failed`.
//   1. Chromium for Playwright (installed with apt-get when missing)
//   2. production build of every package (the e2e suite runs against it), typecheck and lint
//   3. jest: front-end packages, routeros, tripay, whatsapp, email and sim-cli
//   4. jest: the API on PGlite and, side by side, on PostgreSQL when a server answers
//   5. Playwright e2e in Chromium against the production server
// Options: --skip-build (reuse dist/), --only=<typecheck|lint|unit|api-pglite|api-postgres|e2e>[,...]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.test-output');
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
const wanted = (suite) => !only || only.has(suite);
const CHROMIUM = '/usr/bin/chromium';

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, note?: string, seconds: number }[]} */
const results = [];

function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

// `npx pnpm@10 test` may run on a machine without a global pnpm: call the same pnpm that runs us.
const pnpmEntry = process.env.npm_execpath && /pnpm\.c?js$/.test(process.env.npm_execpath) ? process.env.npm_execpath : null;

function run(command, commandArgs, options = {}) {
  const [bin, binArgs] =
    command === 'pnpm' && pnpmEntry ? [process.execPath, [pnpmEntry, ...commandArgs]] : [command, commandArgs];
  return new Promise((resolve) => {
    const child = spawn(bin, binArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  log('Chromium is missing: installing it with apt-get');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (aptArgs) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...aptArgs] : aptArgs, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', 'chromium']);
  return existsSync(CHROMIUM);
}

function postgresUrl() {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

function readJestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that failed to run (syntax error, crash in setup) has no test counts: count it as a failure.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

async function jestSuite(name, jestArgs, env = {}) {
  const started = Date.now();
  log(`jest: ${name}`);
  const outputFile = path.join(outDir, `${name}.json`);
  const code = await run(
    'pnpm',
    ['exec', 'jest', '--ci', '--json', `--outputFile=${outputFile}`, ...jestArgs],
    { env: { ...process.env, ...env } },
  );
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(outputFile)) {
    results.push({ name, passed: 0, failed: 1, note: `jest exited ${code} without a report`, seconds });
    return;
  }
  const counts = readJestCounts(outputFile);
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // e.g. an open-handle or coverage failure
  results.push({ name, ...counts, seconds });
}

async function e2eSuite() {
  const started = Date.now();
  log('Playwright e2e (Chromium)');
  const outputFile = path.join(outDir, 'e2e.json');
  const code = await run('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, E2E_JSON_REPORT: outputFile },
  });
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(outputFile)) {
    results.push({ name: 'e2e', passed: 0, failed: 1, note: `playwright exited ${code} without a report`, seconds });
    return;
  }
  const { stats, errors = [] } = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failed = stats.unexpected + (errors.length > 0 && stats.unexpected === 0 ? 1 : 0);
  results.push({ name: 'e2e', passed: stats.expected + stats.flaky, failed, seconds, note: stats.flaky ? `${stats.flaky} flaky` : undefined });
}

async function main() {
  const totalStarted = Date.now();
  if (wanted('e2e') && !ensureChromium()) {
    results.push({ name: 'chromium', passed: 0, failed: 1, note: 'could not install Chromium', seconds: 0 });
  }

  if (!skipBuild) {
    log('Building every package (production)');
    const started = Date.now();
    const code = await run('pnpm', ['build']);
    const seconds = (Date.now() - started) / 1000;
    if (code !== 0) results.push({ name: 'build', passed: 0, failed: 1, note: `pnpm build exited ${code}`, seconds });
    else results.push({ name: 'build', passed: 1, failed: 0, seconds });
  }

  for (const check of ['typecheck', 'lint']) {
    if (!wanted(check)) continue;
    log(check);
    const started = Date.now();
    const code = await run('pnpm', [check]);
    results.push({ name: check, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds: (Date.now() - started) / 1000 });
  }

  // Jest's default leaves one core to its parent process, which only waits: use both.
  if (wanted('unit')) await jestSuite('unit', ['--config', 'jest.config.cjs', '--maxWorkers=100%']);
  // Each API suite runs one file at a time (--runInBand: a fresh database per file, one core), so
  // the two databases' runs go side by side on a two-core machine.
  const apiSuites = [];
  if (wanted('api-pglite')) {
    apiSuites.push(jestSuite('api-pglite', ['--config', 'packages/api/jest.config.cjs', '--runInBand'], { TEST_DB: 'pglite' }));
  }
  if (wanted('api-postgres')) {
    apiSuites.push(
      (async () => {
        const url = postgresUrl();
        if (await postgresAnswers(url)) {
          await jestSuite('api-postgres', ['--config', 'packages/api/jest.config.cjs', '--runInBand'], {
            TEST_DB: 'postgres',
            DATABASE_URL: url,
          });
        } else {
          results.push({ name: 'api-postgres', passed: 0, failed: 0, note: `no PostgreSQL at ${new URL(url).host}: not run`, seconds: 0 });
        }
      })(),
    );
  }
  await Promise.all(apiSuites);
  if (wanted('e2e')) await e2eSuite();

  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  process.stdout.write('\nSuite summary\n');
  for (const r of results) {
    const note = r.note ? `  (${r.note})` : '';
    process.stdout.write(`  ${r.name.padEnd(14)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(0).padStart(4)} s${note}\n`);
  }
  process.stdout.write(`  total time ${((Date.now() - totalStarted) / 1000).toFixed(0)} s\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  process.stdout.write(`test runner crashed: ${error?.stack ?? error}\n0 passed, 1 failed\n`);
  process.exitCode = 1;
});
