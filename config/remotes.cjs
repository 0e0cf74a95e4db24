// The remotes the shell loads, in one list. Everything that needs their names reads them from here:
// config/ports.cjs (dev server ports), config/webpack.cjs (the dev /remotes.json), eslint.config.mjs
// (boundary rules), the API (REMOTE_<NAME>_URL variables, /remotes.json, /remotes/<name>/ files) and
// the shell (which containers it registers). Adding a remote is one line here plus its package.
//
// Plain CommonJS so that webpack configs, ESLint and the compiled API (packages/api/dist, which reaches
// this file by the same relative path as packages/api/src) load it without a build step; its types
// are in remotes.d.cts.

/** name: the package name and `/remotes.json` key; port: its dev server (`pnpm dev`). */
const REMOTE_LIST = [
  { name: 'landing', port: 3001 },
  { name: 'delivery', port: 3002 },
  { name: 'admin-users', port: 3003 },
  { name: 'hotspot', port: 3004 },
  { name: 'cms', port: 3005 },
  { name: 'billing', port: 3006 },
];

/** Module Federation container name from a package name: `admin-users` → `admin_users` (a JS identifier). */
function containerName(packageName) {
  return packageName.replace(/[^A-Za-z0-9_]/g, '_');
}

/** `/remotes.json` key → the variable that overrides its URL: `admin-users` → `REMOTE_ADMIN_USERS_URL`. */
function remoteUrlEnvName(name) {
  return `REMOTE_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_URL`;
}

const REMOTES = Object.freeze(
  REMOTE_LIST.map((remote) => Object.freeze({ ...remote, container: containerName(remote.name) })),
);
const REMOTE_NAMES = Object.freeze(REMOTES.map((remote) => remote.name));

module.exports = { REMOTES, REMOTE_NAMES, containerName, remoteUrlEnvName };
