// Every port the workspace uses, in one place (dev servers and the API). The remotes' ports live
// beside their names in remotes.cjs.
const { REMOTES } = require('./remotes.cjs');

module.exports = {
  api: 8080,
  shell: 3000,
  // The RouterOS simulator `pnpm dev` starts (demo state), added in the console as a router.
  routerSim: 18728,
  remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])),
};
