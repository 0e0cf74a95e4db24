const { preset } = require('../../config/jest.preset.cjs');

const base = preset({ dir: __dirname, env: 'node' });

/** API suites: one fresh database per file (TEST_DB=pglite|postgres), see test/helpers.ts. */
module.exports = {
  ...base,
  transform: {
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/jest-pglite-transform.cjs',
    ...base.transform,
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@electric-sql/pglite/)',
  ],
  // A PGlite clone takes ~2 s to start and argon2 runs at full cost: leave room on a busy machine.
  testTimeout: 30_000,
};
