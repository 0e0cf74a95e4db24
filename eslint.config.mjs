// One ESLint config for the whole workspace.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { REMOTE_NAMES } = require('./config/remotes.cjs');
const { API_DOMAINS, API_LAYERS } = require('./config/api-layers.cjs');

// Workspace boundaries (docs/rules/README.md, "Repository boundaries"):
//   apps       the shell and the remotes (config/remotes.cjs): each talks to the others only at run time,
//              through Module Federation, never by import;
//   libraries  front-end code every app shares: ui-kit, shared-auth, dev-harness (remotes' dev page);
//   api        the server; routeros is its RouterOS client, tripay its Tripay client, whatsapp its
//              WhatsApp gateway client, email its SMTP sender (sim-cli is their simulators' shared
//              command line); contracts is shared by the API and the apps.
const apps = ['shell', ...REMOTE_NAMES];
const libraries = ['ui-kit', 'shared-auth', 'dev-harness'];
const frontEnd = [...apps, ...libraries];
// The API and the clients of the outside services it talks to (with their simulators).
const serverPackages = ['api', 'routeros', 'tripay', 'whatsapp', 'email', 'sim-cli'];
const SERVER_MESSAGE =
  'The API and its clients of outside services (RouterOS, Tripay, WhatsApp, email) never import front-end packages.';
const dirOf = (pkg) => `./packages/${pkg}`;
const packageNames = (names) => new RegExp(`^(${names.join('|')})(/|$)`).source;

const toastRule = {
  name: 'react-hot-toast',
  message: 'Use the toaster from ui-kit so that every remote shares one toast store.',
};

/**
 * Features inside an app (`packages/<app>/src/features/<feature>/`): a feature may import another
 * feature only through that feature's `index.ts`/`index.tsx` (its public surface); every other file
 * of a feature is private to it. Code outside features/ (routes, app-wide components) may import any
 * feature's files. Folders are read when the config loads, so a new feature is covered at once.
 */
function featureZones() {
  const zones = [];
  for (const app of apps) {
    const featuresDir = path.join(root, 'packages', app, 'src', 'features');
    let features;
    try {
      features = readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      continue;
    }
    for (const feature of features) {
      const others = features.filter((name) => name !== feature);
      if (others.length === 0) continue;
      zones.push({
        target: `${dirOf(app)}/src/features/${feature}`,
        from: others.map((name) => path.join(featuresDir, name, '**')),
        except: ['**/features/*/index.ts', '**/features/*/index.tsx'],
        message: `A feature imports another feature only through its index.ts; move shared code out of features/ or export it there.`,
      });
    }
  }
  return zones;
}

const API_SRC = './packages/api/src';
const apiLayerLine = API_LAYERS.map((layer) => layer.join('/')).join(' ← ');

/**
 * The API's layers (config/api-layers.cjs): each folder of packages/api/src imports only the layers
 * below its own, and a domain service never imports another. One way everywhere, so the folders'
 * import graph has no cycle.
 */
function apiLayerZones() {
  const zones = [];
  API_LAYERS.forEach((layer, level) => {
    const above = API_LAYERS.slice(level + 1).flat();
    for (const name of layer) {
      const siblings = layer === API_DOMAINS ? API_DOMAINS.filter((other) => other !== name) : [];
      const from = [...above, ...siblings].map((folder) => `${API_SRC}/${folder}`);
      if (from.length === 0) continue;
      zones.push({
        target: `${API_SRC}/${name}`,
        from,
        message: `packages/api/src/${name} imports only the layers below it (${apiLayerLine}); domains never import each other: react through the job registry (src/jobs/).`,
      });
    }
  });
  return zones;
}

/** Routes are HTTP only (packages/api/README.md, Layout): the database is reached through a service. */
const ROUTES_NO_DATABASE =
  'Routes never import db/ or drizzle-orm: call one service or repository function (packages/api/README.md, Layout).';

const boundaryZones = [
  ...apps.map((app) => ({
    target: dirOf(app),
    from: [...apps.filter((other) => other !== app), 'api'].map(dirOf),
    message:
      'Apps do not import each other or the API; move shared code to ui-kit, shared-auth or contracts.',
  })),
  {
    target: libraries.map(dirOf),
    from: [...apps, 'api'].map(dirOf),
    message: 'Shared libraries never import an app (shell or a remote) or the API.',
  },
  {
    target: serverPackages.map(dirOf),
    from: frontEnd.map(dirOf),
    message: SERVER_MESSAGE,
  },
  {
    target: dirOf('contracts'),
    from: [...frontEnd, 'api'].map(dirOf),
    message: 'contracts is shared by the API and the front end, so it imports neither.',
  },
  ...featureZones(),
  ...apiLayerZones(),
  { target: `${API_SRC}/routes`, from: [`${API_SRC}/db`], message: ROUTES_NO_DATABASE },
];

/** no-restricted-imports for one area: the toast rule plus the package names it must not import. */
function restrictedImports(forbidden, message, { toast = true } = {}) {
  return [
    'error',
    {
      paths: toast ? [toastRule] : [],
      patterns: [{ regex: packageNames(forbidden), message }],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver that knows .ts/.tsx, every extension-less import is unresolved and the two
      // import-x rules below silently skip it. Workspace packages resolve through their node_modules
      // symlinks to packages/<name>/src (package.json `types`/`main`), so zones see real paths.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: [
            '.ts',
            '.tsx',
            '.d.ts',
            '.cts',
            '.d.cts',
            '.mts',
            '.js',
            '.cjs',
            '.mjs',
            '.json',
          ],
          mainFields: ['types', 'module', 'main'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'no-restricted-imports': ['error', { paths: [toastRule] }],
    },
  },
  // The same boundaries for imports by package name (`delivery/src/...`), which resolve only where
  // the importer happens to depend on that package.
  ...apps.map((app) => ({
    files: [`packages/${app}/**`],
    rules: {
      'no-restricted-imports': restrictedImports(
        [...apps.filter((other) => other !== app), 'api'],
        'Apps do not import each other or the API; move shared code to ui-kit, shared-auth or contracts.',
      ),
    },
  })),
  // The public pages (landing remote) render without the console's stack: no Chakra provider is
  // around them and their budget is 250 KiB (issue 8). Only the toast store comes from ui-kit.
  {
    files: ['packages/landing/src/**'],
    ignores: [
      'packages/landing/src/harness.tsx',
      '**/__tests__/**',
      'packages/landing/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastRule],
          patterns: [
            {
              regex: packageNames([...apps.filter((other) => other !== 'landing'), 'api']),
              message:
                'Apps do not import each other or the API; move shared code to ui-kit, shared-auth or contracts.',
            },
            {
              regex: '^(@chakra-ui/react|@emotion/react)(/|$)|^ui-kit(/(?!toast$).*)?$',
              message:
                'The public pages load without Chakra and the console kit: use plain elements and src/styles/public.css (lp- classes); toasts come from ui-kit/toast.',
            },
          ],
        },
      ],
    },
  },
  ...libraries.map((library) => ({
    files: [`packages/${library}/**`],
    rules: {
      'no-restricted-imports': restrictedImports(
        [...apps, 'api'],
        'Shared libraries never import an app (shell or a remote) or the API.',
        // ui-kit owns the toaster, so it is the one package that imports react-hot-toast.
        { toast: library !== 'ui-kit' },
      ),
    },
  })),
  {
    files: serverPackages.map((pkg) => `packages/${pkg}/**`),
    rules: {
      'no-restricted-imports': restrictedImports(frontEnd, SERVER_MESSAGE),
    },
  },
  // The same rule for the API's routes, plus drizzle-orm (replaces the rule above for those files).
  {
    files: ['packages/api/src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [toastRule],
          patterns: [
            {
              regex: packageNames(frontEnd),
              message:
                'The API and its RouterOS and Tripay clients never import front-end packages.',
            },
            { regex: packageNames(['drizzle-orm']), message: ROUTES_NO_DATABASE },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['config/__tests__/**'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
