#!/usr/bin/env node
// `pnpm dev`: the API (tsx watch) and the dev servers of the shell and every remote (webpack serve,
// hot reload), in one terminal with prefixed, coloured output. Ctrl+C stops them all.
//   shell http://localhost:3000 · remotes :3001-3006 · API :8080 · RouterOS simulator :18728
//   (config/ports.cjs; the simulator's demo state is data/routeros-sim.json, password
//   ROUTER_SIM_PASSWORD or demo-router-pass; --skip=routeros-sim leaves it out) · Tripay simulator :8790
//   (merchant T0001, API key DEV-key, private key priv-key; the API gets TRIPAY_BASE_URL; --skip=tripay-sim)
//   · WhatsApp gateway simulator :8791 (token DEV-wa-token; --skip=whatsapp-sim) · SMTP sink :2525, its
//   listing :8792 (the API gets SMTP_URL; --skip=smtp-sink)
// The API's dev server runs the routeros package from its build, so that is built first.
// Env is passed through: e.g. `ADMIN_PASSWORD=admin-pass-123 pnpm dev` for the first admin, or
// `REMOTE_CMS_URL=http://localhost:8080/remotes/cms/mf-manifest.json pnpm dev` to point the shell at a build.
// Options: --skip=landing,cms (leave some out, e.g. one already running) or --only=api,shell,delivery.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const ports = require('../config/ports.cjs');

// `npx pnpm@10 dev` may run without a global pnpm: call the same pnpm that runs us.
const pnpmEntry =
  process.env.npm_execpath && /pnpm\.c?js$/.test(process.env.npm_execpath)
    ? process.env.npm_execpath
    : null;
const pnpm = pnpmEntry ? `"${process.execPath}" "${pnpmEntry}"` : 'pnpm';

function hasDevScript(pkg) {
  const file = path.join(root, 'packages', pkg, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.dev);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port);
  });
}

function listArg(name) {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  return arg
    ? new Set(
        arg
          .slice(name.length + 3)
          .split(',')
          .filter(Boolean),
      )
    : null;
}
const only = listArg('only');
const skip = listArg('skip') ?? new Set();

const colours = ['yellow', 'cyan', 'magenta', 'green', 'blue', 'red', 'white'];
const apps = [
  { name: 'api', port: ports.api },
  { name: 'shell', port: ports.shell },
  ...Object.entries(ports.remotes).map(([name, port]) => ({ name, port })),
].filter((app) => hasDevScript(app.name) && (!only || only.has(app.name)) && !skip.has(app.name));

const busy = [];
for (const app of apps) if (!(await portIsFree(app.port))) busy.push(`${app.name} (:${app.port})`);
if (busy.length) {
  console.error(
    `pnpm dev: these ports are already in use: ${busy.join(', ')}. Stop whatever holds them first.`,
  );
  process.exit(1);
}

console.log(
  'pnpm dev: building routeros and tripay (the API runs them from dist/), sim-cli and outbound-http',
);
const prebuild = !apps.some((app) => app.name === 'api')
  ? { status: 0 }
  : spawnSync(
      `${pnpm} --filter sim-cli --filter outbound-http --filter routeros --filter tripay run build`,
      {
        cwd: root,
        stdio: 'inherit',
        shell: true,
      },
    );
if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);

// A RouterOS simulator beside the API, with demo state kept in data/routeros-sim.json (a few
// profiles, the seed's twelve customers plus 40 generated accounts, five live sessions; a hotspot
// with profiles 1jam…30hari, a used and an unused voucher batch and three subscribers online, left
// as MikHmon leaves a router (profile headers, batch comments, sales scripts) for the console's
// MikHmon import; a state file from before the hotspot existed gets the hotspot added on the next
// start, and one from before the MikHmon demo keeps its old hotspot: delete it to reseed).
const ROUTER_SIM_PASSWORD = process.env.ROUTER_SIM_PASSWORD || 'demo-router-pass';
const withSim = apps.some((app) => app.name === 'api') && !skip.has('routeros-sim');
if (withSim && !(await portIsFree(ports.routerSim))) {
  console.error(
    `pnpm dev: the RouterOS simulator's port ${ports.routerSim} is in use (or --skip=routeros-sim).`,
  );
  process.exit(1);
}
if (withSim) mkdirSync(path.join(root, 'data'), { recursive: true });
const simCommand = {
  name: 'routeros-sim',
  command:
    `${pnpm} routeros-sim --port ${ports.routerSim} --user admin --password ${ROUTER_SIM_PASSWORD} ` +
    `--state "${path.join(root, 'data', 'routeros-sim.json')}" --secrets 40 --quiet`,
  prefixColor: 'gray',
  env: { FORCE_COLOR: '1' },
};

// A Tripay simulator beside it (packages/tripay/README.md): its checkout page's Pay button sends a
// signed callback to the API, so the whole purchase can be clicked through locally.
const TRIPAY_SIM_PORT = ports.tripaySim;
const TRIPAY_DEV = { merchant: 'T0001', apiKey: 'DEV-key', privateKey: 'priv-key' };
const withTripay = apps.some((app) => app.name === 'api') && !skip.has('tripay-sim');
if (withTripay && !(await portIsFree(TRIPAY_SIM_PORT))) {
  console.error(
    `pnpm dev: the Tripay simulator's port ${TRIPAY_SIM_PORT} is in use (or --skip=tripay-sim).`,
  );
  process.exit(1);
}
if (withTripay) process.env.TRIPAY_BASE_URL ||= `http://127.0.0.1:${TRIPAY_SIM_PORT}/api-sandbox`;
const tripayCommand = {
  name: 'tripay-sim',
  command:
    `${pnpm} tripay-sim --port ${TRIPAY_SIM_PORT} --merchant ${TRIPAY_DEV.merchant} ` +
    `--api-key ${TRIPAY_DEV.apiKey} --private-key ${TRIPAY_DEV.privateKey} --quiet`,
  prefixColor: 'gray',
  env: { FORCE_COLOR: '1' },
};

// A WhatsApp gateway simulator in Fonnte's shape (packages/whatsapp/README.md): give it as the
// gateway URL and token on the billing settings screen; what it received is listed on its page.
const WHATSAPP_DEV_TOKEN = 'DEV-wa-token';
// And an SMTP sink (packages/email/README.md): the API's SMTP_URL, mail kept and listed, none sent.
const withWhatsApp = apps.some((app) => app.name === 'api') && !skip.has('whatsapp-sim');
const withSmtpSink = apps.some((app) => app.name === 'api') && !skip.has('smtp-sink');
for (const [wanted, name, port] of [
  [withWhatsApp, 'whatsapp-sim', ports.whatsappSim],
  [withSmtpSink, 'smtp-sink', ports.smtpSink],
  [withSmtpSink, 'smtp-sink', ports.smtpSinkHttp],
]) {
  if (wanted && !(await portIsFree(port))) {
    console.error(`pnpm dev: the ${name} port ${port} is in use (or --skip=${name}).`);
    process.exit(1);
  }
}
if (withSmtpSink) process.env.SMTP_URL ||= `smtp://127.0.0.1:${ports.smtpSink}`;
const whatsappCommand = {
  name: 'whatsapp-sim',
  command: `${pnpm} whatsapp-sim --port ${ports.whatsappSim} --token ${WHATSAPP_DEV_TOKEN} --quiet`,
  prefixColor: 'gray',
  env: { FORCE_COLOR: '1' },
};
const smtpSinkCommand = {
  name: 'smtp-sink',
  command: `${pnpm} smtp-sink --port ${ports.smtpSink} --http-port ${ports.smtpSinkHttp} --quiet`,
  prefixColor: 'gray',
  env: { FORCE_COLOR: '1' },
};

const { result } = concurrently(
  [
    ...apps.map((app, index) => ({
      name: app.name,
      command: `${pnpm} --filter ${app.name} run dev`,
      prefixColor: colours[index % colours.length],
      // The API adds demo CMS content to an empty CMS (CMS_DEMO_CONTENT=false to start empty).
      env: {
        FORCE_COLOR: '1',
        ...(app.name === 'api' ? { CMS_DEMO_CONTENT: process.env.CMS_DEMO_CONTENT ?? 'true' } : {}),
        // A fresh database's billing settings point at the WhatsApp simulator and the SMTP sink,
        // so messages flow out of the box (the API ignores these in production).
        ...(app.name === 'api' && withWhatsApp
          ? {
              DEV_WA_BASE_URL: `http://127.0.0.1:${ports.whatsappSim}`,
              DEV_WA_TOKEN: WHATSAPP_DEV_TOKEN,
            }
          : {}),
        ...(app.name === 'api' && withSmtpSink
          ? { DEV_EMAIL_FROM: 'tagihan@pokayoke.example' }
          : {}),
      },
    })),
    ...(withSim ? [simCommand] : []),
    ...(withTripay ? [tripayCommand] : []),
    ...(withWhatsApp ? [whatsappCommand] : []),
    ...(withSmtpSink ? [smtpSinkCommand] : []),
  ],
  {
    cwd: root,
    prefix: 'name',
    padPrefix: true,
    // One server that cannot start (a port taken meanwhile, a broken config) stops the rest: a
    // half-started console would only confuse.
    killOthersOn: ['failure'],
    handleInput: false,
  },
);

console.log(
  `pnpm dev: shell http://localhost:${ports.shell}  ·  API http://localhost:${ports.api}/api  ·  ` +
    Object.entries(ports.remotes)
      .map(([name, port]) => `${name} :${port}`)
      .join('  '),
);

if (withSim) {
  console.log(
    `pnpm dev: RouterOS simulator on 127.0.0.1:${ports.routerSim}. Add it in the console (Routers → Add Router): ` +
      `Host 127.0.0.1:${ports.routerSim}, Username admin, Password ${ROUTER_SIM_PASSWORD}, ` +
      `then Hotspot → Sales → Import from MikHmon (prices, a used and an unused batch, sales). ` +
      `A voucher logs in with the simulator-only /simulator/hotspot/login command (packages/routeros/README.md).`,
  );
}

if (withTripay) {
  console.log(
    `pnpm dev: Tripay simulator on http://127.0.0.1:${TRIPAY_SIM_PORT} (the API uses ${process.env.TRIPAY_BASE_URL}). ` +
      `Give a router Tripay merchant ${TRIPAY_DEV.merchant}, API key ${TRIPAY_DEV.apiKey}, private key ${TRIPAY_DEV.privateKey}.`,
  );
}

if (withWhatsApp) {
  console.log(
    `pnpm dev: WhatsApp gateway simulator on http://127.0.0.1:${ports.whatsappSim} (what it received: that page). ` +
      `Gateway URL http://127.0.0.1:${ports.whatsappSim}, token ${WHATSAPP_DEV_TOKEN} ` +
      `(a fresh database's billing settings start with them).`,
  );
}

if (withSmtpSink) {
  console.log(
    `pnpm dev: SMTP sink on ${process.env.SMTP_URL} (the API's SMTP_URL); what it received: http://127.0.0.1:${ports.smtpSinkHttp}/`,
  );
}

result.then(
  () => process.exit(0),
  // Ctrl+C ends every child with a signal: that is the normal way out, not an error worth a trace.
  () => process.exit(0),
);
