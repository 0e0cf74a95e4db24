// The routes of packages/api/src stay HTTP only (packages/api/README.md, Layout): no file under
// routes/ is over 400 lines, and none opens a transaction (a write and its audit row are one call of
// a domain service). Each check is shown firing on a probe file written into routes/ and removed.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const routesDir = path.join(root, 'packages/api/src/routes');
const MAX_LINES = 400;
const tag = `route-probe-${process.pid}-${Date.now().toString(36)}`;

/** Every .ts file under `dir`, relative to routes/. */
function routeFiles(dir = routesDir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name.endsWith('.ts') ? [path.relative(routesDir, file)] : [];
  });
}

const read = (file) => fs.readFileSync(path.join(routesDir, file), 'utf8');
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The route files over MAX_LINES lines, with their length. */
const tooLong = () =>
  routeFiles()
    .map((file) => [file, lineCount(read(file))])
    .filter(([, lines]) => lines > MAX_LINES);

/** The route files that open a transaction (`.transaction(`), with the line. */
const openingTransactions = () =>
  routeFiles().flatMap((file) =>
    read(file)
      .split('\n')
      .map((text, i) => [`${file}:${i + 1}`, text.trim()])
      .filter(([, text]) => text.includes('.transaction(')),
  );

describe('packages/api/src/routes', () => {
  test(`no file is over ${MAX_LINES} lines`, () => {
    expect(tooLong()).toEqual([]);
  });

  test('no file opens a transaction', () => {
    expect(openingTransactions()).toEqual([]);
  });
});

describe('the checks fire', () => {
  const probeDir = path.join(routesDir, tag);
  beforeAll(() => {
    fs.mkdirSync(probeDir);
    fs.writeFileSync(
      path.join(probeDir, 'long.ts'),
      Array.from({ length: MAX_LINES + 1 }, (_, i) => `export const x${i} = ${i};\n`).join(''),
    );
    fs.writeFileSync(
      path.join(probeDir, 'short.ts'),
      Array.from({ length: MAX_LINES }, (_, i) => `export const x${i} = ${i};\n`).join(''),
    );
    fs.writeFileSync(
      path.join(probeDir, 'tx.ts'),
      'export const write = (app) =>\n  app.db.transaction(async (tx) => tx);\n',
    );
  });
  afterAll(() => fs.rmSync(probeDir, { recursive: true, force: true }));

  test(`a file of ${MAX_LINES + 1} lines is reported, one of ${MAX_LINES} is not`, () => {
    expect(tooLong().filter(([file]) => file.startsWith(tag))).toEqual([
      [path.join(tag, 'long.ts'), MAX_LINES + 1],
    ]);
  });

  test('a route opening a transaction is reported', () => {
    expect(openingTransactions().filter(([at]) => at.startsWith(tag))).toEqual([
      [`${path.join(tag, 'tx.ts')}:2`, 'app.db.transaction(async (tx) => tx);'],
    ]);
  });
});
