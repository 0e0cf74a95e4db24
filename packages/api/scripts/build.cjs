// Production build: TypeScript to CommonJS in dist/, plus the SQL migrations beside the compiled
// migrator (dist/db/migrations), so that `node dist/server.js` finds them.
const { execFileSync } = require('node:child_process');
const { cpSync, rmSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/db/migrations'), { recursive: true });
