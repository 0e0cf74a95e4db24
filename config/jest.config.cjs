// The workspace's own checks (lint boundaries, rule-doc citations): plain Node, no transform.
module.exports = {
  displayName: 'config',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
  transform: {},
};
