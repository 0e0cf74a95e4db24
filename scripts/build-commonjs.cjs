// The production build of the packages Node runs from dist/ (api, contracts, routeros, tripay,
// sim-cli): TypeScript to CommonJS with the package's tsconfig.build.json, into a dist/ emptied
// first so that a file deleted from src/ does not live on in the build. Jest, tsx and webpack read
// src/ through the `workspace-source` / `webpack` export conditions and never need it.
// Run from the package's folder: `node ../../scripts/build-commonjs.cjs [--copy <from> <to>]...`
// (the API copies its SQL migrations beside the compiled migrator).
const { execFileSync } = require('node:child_process');
const { cpSync, rmSync } = require('node:fs');
const path = require('node:path');

const root = process.cwd();
const args = process.argv.slice(2);
rmSync(path.join(root, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [root] }), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
for (let i = 0; i < args.length; i += 3) {
  if (args[i] !== '--copy' || !args[i + 1] || !args[i + 2]) {
    throw new Error('usage: build-commonjs.cjs [--copy <from> <to>]...');
  }
  cpSync(path.join(root, args[i + 1]), path.join(root, args[i + 2]), { recursive: true });
}
