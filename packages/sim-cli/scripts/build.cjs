// Production build: CommonJS in dist/ (what `node packages/api/dist/server.js` loads). Jest and tsx
// read src/ through the `workspace-source` export condition and never need it. dist/ is emptied
// first so that a file deleted from src/ does not live on in the build.
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
