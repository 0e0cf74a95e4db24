import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The build configuration is CommonJS beside the packages; its rules are what keep one React and one
// session store in the page, so they are tested here with the app that hosts them.
interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  eager: boolean;
  import?: false;
}
interface FederationConfig {
  SINGLETONS: string[];
  createSharedConfig(dir: string, options?: { fallback?: boolean }): Record<string, SharedEntry>;
  createFederationOptions(options: {
    dir: string;
    name: string;
    exposes?: Record<string, string>;
    sharedFallback?: boolean;
  }): Record<string, unknown> & { name: string; shared: Record<string, SharedEntry> };
}
interface WebpackConfig {
  devRemotesJson(host: string): { remotes: Record<string, string> };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build config, loaded as webpack loads it
const federation = require('../../../../config/federation.cjs') as FederationConfig;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build config, loaded as webpack loads it
const webpackConfig = require('../../../../config/webpack.cjs') as WebpackConfig;

const shellDir = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- reading the package's own manifest
const shellPackage = require('../../package.json') as { dependencies: Record<string, string> };

test('every singleton (and the renderer/JSX deep imports) is a lazy singleton at the declared range', () => {
  const shared = federation.createSharedConfig(shellDir);
  expect(Object.keys(shared).sort()).toEqual(
    [
      ...federation.SINGLETONS,
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
    ].sort(),
  );
  for (const [name, entry] of Object.entries(shared)) {
    expect(entry).toMatchObject({ singleton: true, eager: false });
    // Chakra is provided as the generated facade of the names in use (scripts/gen-chakra-facade.mjs).
    // ui-kit's entries are provided by file, so the shell provides parts it does not use itself.
    if (name === '@chakra-ui/react') expect(entry.import).toMatch(/facade\.generated\.js$/);
    // Each facade group (config/federation.cjs CHAKRA_GROUPS) by its own generated file.
    else if (name.startsWith('@chakra-ui/react/facade/'))
      expect(entry.import).toMatch(
        new RegExp(`facade\\.${name.split('/').pop()}\\.generated\\.js$`),
      );
    else if (name.startsWith('ui-kit'))
      expect(entry.import).toMatch(/packages\/ui-kit\/src\/.*index\.ts$/);
    else expect(entry.import).toBeUndefined();
    const root = name.startsWith('react-dom')
      ? 'react-dom'
      : name.startsWith('react/')
        ? 'react'
        : name.startsWith('ui-kit/')
          ? 'ui-kit' // a subpath entry takes its package's version
          : name.startsWith('@chakra-ui/react/')
            ? '@chakra-ui/react'
            : name;
    const declared = shellPackage.dependencies[root] ?? '';
    // Workspace packages are declared `workspace:*`: their own version is required instead.
    expect(entry.requiredVersion).toBe(declared.startsWith('workspace:') ? '^0.1.0' : declared);
  }
});

test('a remote built without fallbacks takes every singleton from the share scope', () => {
  const options = federation.createFederationOptions({
    dir: shellDir,
    name: 'admin-users',
    exposes: { './UserRoutes': './src/x.tsx' },
    sharedFallback: false,
  });
  expect(options).toMatchObject({
    name: 'admin_users',
    filename: 'remoteEntry.js',
    shareStrategy: 'loaded-first',
    dts: false,
    remotes: {},
  });
  expect(Object.values(options.shared).every((entry) => entry.import === false)).toBe(true);
});

test('an app that does not declare a singleton fails the build with the reason', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'rogue', dependencies: { react: '^19.2.0' } }),
  );
  expect(() => federation.createSharedConfig(dir)).toThrow(/does not declare "react-dom"/);
});

test('the dev shell points at each remote dev server on the host the browser used, unless env overrides', () => {
  process.env.REMOTE_ADMIN_USERS_URL = 'http://10.0.0.5:8080/remotes/admin-users/mf-manifest.json';
  try {
    expect(webpackConfig.devRemotesJson('192.168.1.20:3000')).toEqual({
      remotes: {
        landing: 'http://192.168.1.20:3001/mf-manifest.json',
        delivery: 'http://192.168.1.20:3002/mf-manifest.json',
        'admin-users': 'http://10.0.0.5:8080/remotes/admin-users/mf-manifest.json',
        hotspot: 'http://192.168.1.20:3004/mf-manifest.json',
        cms: 'http://192.168.1.20:3005/mf-manifest.json',
        billing: 'http://192.168.1.20:3006/mf-manifest.json',
      },
    });
  } finally {
    delete process.env.REMOTE_ADMIN_USERS_URL;
  }
});
