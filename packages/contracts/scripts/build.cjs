// Production build: CommonJS in dist/, what `node packages/api/dist/server.js` loads (the API is
// compiled to CommonJS by tsc and requires `contracts/schemas` at run time). Webpack, jest and tsx
// read src/ through the `webpack` and `workspace-source` export conditions and never need it.
const { execFileSync } = require('node:child_process');
const { rmSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
