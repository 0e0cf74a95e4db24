// The front ends' production bundles carry the contract's constants but none of its schema code:
// `contracts/types` is type-only and `messages`/`limits`/`paths` are plain constants, so TypeBox
// must never reach a browser. Reads what `pnpm build` left in packages/<app>/dist (the unit suite
// of scripts/test.mjs runs after the build); without a build it has nothing to read, which fails
// under CI=1 and skips (saying so) on a developer's machine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kind } from '@sinclair/typebox';

const packagesDir = path.resolve(__dirname, '../..');

/** Every webpack app of the workspace: the shell and the remotes. */
const apps = readdirSync(packagesDir).filter((name) =>
  existsSync(path.join(packagesDir, name, 'webpack.config.cjs')),
);

/** Text only TypeBox's runtime holds: its symbols are `Symbol.for('TypeBox.Kind')` and the like. */
const TYPEBOX_MARKER = 'TypeBox.Kind';
/** The custom keyword of the contract's schemas (the API's field messages). */
const SCHEMA_MARKER = 'x-message';

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return scripts(file);
    return file.endsWith('.js') ? [file] : [];
  });
}

const built = apps.filter((app) => existsSync(path.join(packagesDir, app, 'dist')));
const missing = apps.filter((app) => !built.includes(app));

test('the marker is TypeBox’s own (a bundle with TypeBox in it would contain it)', () => {
  // TypeBox creates it as `Symbol.for('TypeBox.Kind')`: the text stands in any build of it.
  expect(Symbol.keyFor(Kind)).toBe(TYPEBOX_MARKER);
});

test('every app is built (CI=1 builds before the unit suite)', () => {
  if (process.env.CI) expect(missing).toEqual([]);
  else if (missing.length > 0) {
    console.warn(`Not built, not checked: ${missing.join(', ')} (run pnpm build first).`);
  }
});

// `describe.each` refuses an empty table: with nothing built there is nothing to describe.
const describeBuilt = built.length > 0 ? describe.each(built) : () => () => undefined;

describeBuilt('%s production bundle', (app: string) => {
  const files = scripts(path.join(packagesDir, app, 'dist'));

  test('has JavaScript to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test('ships no TypeBox and no schema of the contract', () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes(TYPEBOX_MARKER) || text.includes(SCHEMA_MARKER);
    });
    expect(offenders.map((file) => path.relative(packagesDir, file))).toEqual([]);
  });
});

test('the contract reaches the bundles that use it (the check above reads the right files)', () => {
  const bundleText = (app: string) =>
    scripts(path.join(packagesDir, app, 'dist'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  if (built.includes('admin-users')) {
    expect(bundleText('admin-users')).toContain('Nama customer harus diisi, minimal 5 karakter');
  }
  if (built.includes('landing')) expect(bundleText('landing')).toContain('Username harus diisi');
});
