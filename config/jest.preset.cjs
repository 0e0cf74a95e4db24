// Shared jest preset: every package extends this so that transforms and environments stay in one place.
// TypeScript and TSX are compiled by SWC (fast, no type check: `pnpm typecheck` does that).
const path = require('node:path');

/** @param {{ dir: string, env?: 'node' | 'jsdom', displayName?: string }} opts */
function preset({ dir, env = 'node', displayName }) {
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    // Workspace packages that build to dist/ for production (contracts) also export their source
    // under this condition, so that a test runs on src/ and never needs a build first.
    testEnvironmentOptions: {
      customExportConditions: [
        'workspace-source',
        ...(env === 'jsdom' ? ['browser'] : ['node', 'node-addons']),
      ],
    },
    testMatch: [
      '<rootDir>/src/**/*.test.ts?(x)',
      '<rootDir>/src/**/__tests__/**/*.test.ts?(x)',
      '<rootDir>/test/**/*.test.ts?(x)',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages under node_modules that jest must compile too.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(localforage|@chakra-ui|@ark-ui|@zag-js|@pandacss|proxy-compare|uqr)/)',
    ],
    moduleNameMapper: {
      // ui-kit's shared subpath entries (package.json exports), also from ui-kit's own files.
      '^ui-kit/(provider|toast|layout|format|date-picker|common|list|table|form|routing|envelope|record|upload|chart|payments)$': path.join(__dirname, '..', 'packages', 'ui-kit', 'src', '$1', 'index.ts'),
      '\\.(css|less)$': require.resolve('identity-obj-proxy'),
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    clearMocks: true,
  };
}

module.exports = { preset };
