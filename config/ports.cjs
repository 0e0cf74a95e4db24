// Every port the workspace uses, in one place (dev servers and the API). The remotes' ports live
// beside their names in remotes.cjs.
const { REMOTES } = require('./remotes.cjs');

module.exports = {
  api: 8080,
  shell: 3000,
  // The RouterOS simulator `pnpm dev` starts (demo state), added in the console as a router.
  routerSim: 18728,
  // The Tripay simulator (its API under /api-sandbox, the checkout page).
  tripaySim: 8790,
  // The WhatsApp gateway simulator (Fonnte's POST /send; what it received on /).
  whatsappSim: 8791,
  // The SMTP sink: SMTP_URL points at the first, what it received is listed on the second.
  smtpSink: 2525,
  smtpSinkHttp: 8792,
  remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])),
};
