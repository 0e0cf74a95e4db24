// Module Federation options shared by the shell and every remote, in one place.
//
// Why one function: a singleton only works when every build declares it the same way. If one remote
// forgot `singleton: true` for react, the page would end up with two React copies (hooks break), and if
// one declared shared-auth differently there would be two session stores. So every webpack config
// gets its `shared` object and the common plugin options from here.
//
// Versions are read from package.json files, never typed here:
//   - third-party packages: the range the app declares in its own package.json;
//   - workspace packages (shared-auth, ui-kit; declared as `workspace:*`): `^<their package.json version>`.
const path = require('node:path');
const { containerName } = require('./remotes.cjs');

const UI_KIT_SUBPATHS = [
  'provider',
  'toast',
  'layout',
  'format',
  'date-picker',
  // The confirm dialog, useCanWrite, READ_ONLY_TITLES, errorStatus: what list and form both use, so a
  // form page does not load ui-kit/list.
  'common',
  'list',
  'table',
  'form',
  'routing',
  'envelope',
  'record',
  'upload',
  // uPlot and the chart components: loaded only by the pages that draw charts.
  'chart',
  // The Tripay payments lists' columns, badges and filter: loaded only by the payments pages.
  'payments',
];

/**
 * Chakra components shared in their own facade groups instead of the core facade: each group is
 * its own shared singleton `@chakra-ui/react/facade/<group>` (a generated file beside the core
 * facade, `pnpm gen:chakra`), so a page downloads a group's state machines only when a chunk it
 * loads uses one of its names. Packages keep importing from '@chakra-ui/react': the build rewrites
 * those imports by this table (config/chakra-imports-loader.cjs). Every name not listed here is in
 * the core facade, which every console page loads. Measured per page with `pnpm --filter e2e bench`
 * (packages/ui-kit/README.md "Chakra facade groups").
 */
const CHAKRA_GROUPS = {
  // The delivery form's customer picker only.
  combobox: ['Combobox', 'createListCollection', 'useComboboxContext'],
  // Row and column menus of ui-kit/list and ui-kit/table: not on the dashboard.
  menu: ['Menu'],
};

/** The shared name of a Chakra facade group. */
function chakraGroupRequest(group) {
  return `@chakra-ui/react/facade/${group}`;
}

/** Packages that must exist exactly once in the page, whatever remotes have loaded. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@chakra-ui/react',
  // Chakra's facade groups: each one shared singleton over the same single Chakra (one webpack
  // runtime, the shell's), so a component's context is one whichever group holds it.
  ...Object.keys(CHAKRA_GROUPS).map(chakraGroupRequest),
  '@emotion/react',
  // The chart library under ui-kit/chart: one copy whichever remote draws first.
  'uplot',
  'shared-auth',
  'ui-kit',
  // ui-kit's subpath entries (packages/ui-kit/package.json exports): each its own singleton, so a
  // page loads only the parts it uses; ui-kit's files import each other by these names, so a store
  // is never split. The toast store is one for the page, public pages included.
  ...UI_KIT_SUBPATHS.map((subpath) => `ui-kit/${subpath}`),
];

// Deep imports that hold state or the renderer. Sharing `react` alone leaves `react-dom/client` (the
// reconciler in React 19) and the JSX runtimes bundled per app; listing them keeps one renderer.
// Everything else imports the package root (react-router: import from react-router-dom only).
const DEEP_IMPORTS = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
};

/**
 * What the page shares as `@chakra-ui/react`: a generated facade re-exporting only the names the
 * packages import (scripts/gen-chakra-facade.mjs, `pnpm gen:chakra`), so the shared chunk holds the
 * components in use instead of all of Chakra (a shared module cannot be tree-shaken).
 */
const CHAKRA_FACADE_DIR = path.join(__dirname, '..', 'packages', 'ui-kit', 'src', 'chakra');
const CHAKRA_FACADE = path.join(CHAKRA_FACADE_DIR, 'facade.generated.js');

/** The generated file a facade group is shared from. */
function chakraGroupFile(group) {
  return path.join(CHAKRA_FACADE_DIR, `facade.${group}.generated.js`);
}

/** Chakra's own ESM entry, which the facade imports by an unshared alias (config/webpack.cjs). */
function chakraEsmEntry(dir) {
  const cjs = require.resolve('@chakra-ui/react', { paths: [dir] });
  const packageRoot = cjs.slice(0, cjs.lastIndexOf(`${path.sep}dist${path.sep}`));
  return path.join(packageRoot, require(path.join(packageRoot, 'package.json')).module);
}

/** Chakra's theme entry (`@chakra-ui/react/theme`, ESM), which config/chakra-theme-loader.cjs adjusts. */
function chakraThemeEntry(dir) {
  return path.join(path.dirname(chakraEsmEntry(dir)), 'theme', 'index.js');
}

function chakraVersion(dir) {
  return require(path.join(path.dirname(chakraEsmEntry(dir)), '..', '..', 'package.json')).version;
}

/** @param {string} dir the app's package directory */
function readDeclaredRanges(dir) {
  const pkg = require(path.join(dir, 'package.json'));
  return { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * `workspace:*` is not a semver range: use the workspace package's own version.
 * @param {string} dir
 * @param {string} name
 * @param {string} declared
 */
function toRequiredVersion(dir, name, declared) {
  if (!declared.startsWith('workspace:')) return declared;
  const manifest = require(require.resolve(`${name}/package.json`, { paths: [dir] }));
  return `^${manifest.version}`;
}

/**
 * The `shared` object for one app.
 * @param {string} dir the app's package directory (its package.json must declare every singleton)
 * @param {{ fallback?: boolean }} [options] fallback false: the build bundles no copy of its own and
 *   takes every singleton from the share scope (a remote's production build: the shell provides them).
 */
function createSharedConfig(dir, { fallback = true } = {}) {
  const declared = readDeclaredRanges(dir);
  /** @type {Record<string, { singleton: true, requiredVersion: string, eager: false, strictVersion: false, import?: false }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    // A subpath entry (`ui-kit/toast`) takes the version of its package.
    const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const range = declared[packageName];
    if (!range) {
      throw new Error(
        `${path.basename(dir)}/package.json does not declare "${name}": every federated app declares every shared singleton (config/federation.cjs).`,
      );
    }
    // strictVersion false: a remote built against an older patch still runs on the shell's copy
    // (one copy matters more than an exact match); MF logs a warning when a range is not satisfied.
    const entry = {
      singleton: true,
      requiredVersion: toRequiredVersion(dir, packageName, range),
      eager: false,
      strictVersion: false,
      ...(fallback ? {} : { import: false }),
      ...(fallback && name === '@chakra-ui/react'
        ? { import: CHAKRA_FACADE, version: chakraVersion(dir) }
        : {}),
      ...(fallback && name.startsWith(chakraGroupRequest(''))
        ? { import: chakraGroupFile(name.slice(chakraGroupRequest('').length)), version: chakraVersion(dir) }
        : {}),
      // By file, not by name: webpack provides a package named by request only when the app itself
      // imports it, and the shell imports few ui-kit parts; every remote needs the rest from it.
      // With its version: a module shared by file has none webpack can read (MF then offered it as
      // version 0, and every remote's `^0.1.0` logged an unsatisfied-version warning).
      ...(fallback && packageName === 'ui-kit'
        ? {
            import: require.resolve(name, { paths: [dir] }),
            version: require(require.resolve('ui-kit/package.json', { paths: [dir] })).version,
          }
        : {}),
    };
    shared[name] = entry;
    for (const deep of DEEP_IMPORTS[name] ?? []) {
      const { import: _facade, version: _version, ...deepEntry } = entry;
      shared[deep] = fallback ? deepEntry : { ...deepEntry, import: false };
    }
  }
  return shared;
}

/**
 * The shell's half of "one runtime": MF's inject-external-runtime-core plugin, which puts the shell's
 * runtime core on `globalThis._FEDERATION_RUNTIME_CORE` for the remotes built with
 * `experiments.externalRuntime`. Its ESM build, not the CommonJS one `experiments.provideExternalRuntime`
 * adds: that one requires the runtime core's CommonJS files, a second full runtime in main.js (MF 2.9.2).
 */
function injectRuntimeCorePluginPath() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return cjs.replace(/\.cjs$/, '.js');
}

/**
 * Options for `new ModuleFederationPlugin(...)` from @module-federation/enhanced.
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, runtimePlugins?: string[],
 *   sharedFallback?: boolean }} opts
 *   name: the package name (container name derived from it); exposes: only for remotes;
 *   runtimePlugins: files default-exporting an MF runtime plugin factory;
 *   sharedFallback: false for a remote's production build (see createSharedConfig).
 */
function createFederationOptions({
  dir,
  name,
  exposes,
  runtimePlugins = [],
  sharedFallback = true,
}) {
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  return {
    name: containerName(name),
    ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
    // The shell has no build-time remotes: their URLs come from /remotes.json at run time.
    remotes: {},
    shared: createSharedConfig(dir, { fallback: sharedFallback }),
    // The first loaded copy of a shared package wins: the shell loads first, so remotes use its copies.
    shareStrategy: 'loaded-first',
    // No type generation/consumption: remotes are typed through the workspace, and the dts worker is slow.
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
    runtimePlugins: isRemote ? runtimePlugins : [...runtimePlugins, injectRuntimeCorePluginPath()],
    // One federation runtime per page: the shell provides its runtime core as a global and a remote's
    // production build (which only ever runs inside the shell) uses it instead of bundling its own
    // (about 18 KiB gzip per remoteEntry.js). A remote's dev build keeps its own, for its harness.
    experiments: isRemote && !sharedFallback ? { externalRuntime: true } : {},
  };
}

module.exports = {
  UI_KIT_SUBPATHS,
  CHAKRA_FACADE,
  CHAKRA_GROUPS,
  chakraGroupRequest,
  chakraGroupFile,
  chakraEsmEntry,
  chakraThemeEntry,
  SINGLETONS,
  DEEP_IMPORTS,
  createSharedConfig,
  createFederationOptions,
  containerName,
};
