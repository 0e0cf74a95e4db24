// Every jest suite except the API's (which `scripts/test.mjs` runs once per database), plus the
// workspace's own checks in config/__tests__.
const fs = require('node:fs');
const path = require('node:path');

const packagesDir = path.join(__dirname, 'packages');
const projects = fs
  .readdirSync(packagesDir)
  .filter((name) => name !== 'api')
  .map((name) => path.join(packagesDir, name, 'jest.config.cjs'))
  .filter((file) => fs.existsSync(file));
projects.push(path.join(__dirname, 'config', 'jest.config.cjs'));

// Jest reads `testTimeout` from this file only when it runs several projects: a package's own
// value (admin-users' 20 s) applies only when that package runs alone. A screen's round trip in
// jsdom takes seconds on a machine whose cores are shared, so the ceiling is set here for all.
module.exports = { projects, testTimeout: 20_000 };
