// The workspace boundaries in eslint.config.mjs fire: a forbidden import or an import cycle is an
// error, a permitted import is not. Probe files are written into the real tree (the rules work on
// real, resolved paths) under unique folder names and removed afterwards.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { API_LAYERS } = require('../api-layers.cjs');

const root = path.resolve(__dirname, '..', '..');
const tag = `lint-probe-${process.pid}-${Date.now().toString(36)}`;
const created = [];

/** Writes a file under the repository root, remembering its top-most new folder for cleanup. */
function write(relative, content) {
  const file = path.join(root, relative);
  const probeDir = relative.split('/').findIndex((part) => part.startsWith(tag));
  created.push(path.join(root, ...relative.split('/').slice(0, probeDir + 1)));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

const at = (relative) => path.join(root, relative);

let reports;

beforeAll(() => {
  // A remote's own file, the target of the forbidden imports below.
  write(`packages/delivery/src/${tag}/target.ts`, 'export const target = 1;\n');
  // Two features of one remote: `a` exposes `shared` through its index.ts and keeps `secret` private.
  write(`packages/hotspot/src/features/${tag}-a/secret.ts`, 'export const secret = 1;\n');
  write(`packages/hotspot/src/features/${tag}-a/shared.ts`, 'export const shared = 2;\n');
  write(`packages/hotspot/src/features/${tag}-a/index.ts`, "export { shared } from './shared';\n");
  write(`packages/hotspot/src/features/${tag}-b/placeholder.ts`, 'export const placeholder = 0;\n');
  // A two-file cycle.
  write(
    `packages/hotspot/src/${tag}/cycle-a.ts`,
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
  );
  write(
    `packages/hotspot/src/${tag}/cycle-b.ts`,
    "import { a } from './cycle-a';\nexport const b = () => a;\n",
  );

  /** A file at `file` that imports each of `sources` (code given → linted as if it were there). */
  const probe = (name, file, ...sources) => ({
    name,
    filePath: at(file),
    code: `${sources.map((source, i) => `import * as m${i} from '${source}';\n`).join('')}export const x = [${sources.map((_, i) => `m${i}`).join(', ')}];\n`,
  });
  const target = `delivery/src/${tag}/target`;
  /** A probe file in a folder of packages/api/src (it need not exist: its code is given). */
  const api = (folder) => `packages/api/src/${folder}/${tag}-probe.ts`;
  const featureB = `packages/hotspot/src/features/${tag}-b/probe.ts`;
  const cases = [
    // forbidden
    probe('remote → remote (path)', 'packages/admin-users/src/probe.ts', `../../${target}`),
    probe('remote → remote (package name)', 'packages/admin-users/src/probe.ts', target),
    probe('shell → remote', 'packages/shell/src/probe.ts', `../../${target}`),
    probe('ui-kit → remote (path)', 'packages/ui-kit/src/probe.ts', `../../${target}`),
    probe(
      'ui-kit → remote (package name)',
      'packages/ui-kit/src/probe.ts',
      'shell/src/routes/route-table',
    ),
    probe('shared-auth → API', 'packages/shared-auth/src/probe.ts', '../../api/src/config'),
    probe('API → front end (path)', 'packages/api/src/probe.ts', '../../shared-auth/src'),
    probe('API → front end (package name)', 'packages/api/src/probe.ts', 'ui-kit'),
    probe('tripay → front end (path)', 'packages/tripay/src/probe.ts', '../../shared-auth/src'),
    probe('tripay → front end (package name)', 'packages/tripay/src/probe.ts', 'ui-kit'),
    probe('whatsapp → front end (package name)', 'packages/whatsapp/src/probe.ts', 'ui-kit'),
    probe('email → front end (path)', 'packages/email/src/probe.ts', '../../shared-auth/src'),
    probe("feature → another feature's private file", featureB, `../${tag}-a/secret`),
    { name: 'cycle', filePath: at(`packages/hotspot/src/${tag}/cycle-a.ts`) },
    // the API's layers (config/api-layers.cjs): forbidden, one layer up or across domains
    probe('API lib → db', api('lib'), '../db/client'),
    probe('API schemas → lib', api('schemas'), '../lib/csv'),
    probe('API lib → config', api('lib'), '../config'),
    probe('API config → db', 'packages/api/src/config.ts', './db/client'),
    probe('API db → repositories', api('db'), '../repositories/jobs'),
    probe('API repositories → routers', api('repositories'), '../routers/router-access'),
    probe('API routers → hotspot', api('routers'), '../hotspot/first-use'),
    probe('API payments → hotspot', api('payments'), '../hotspot/expiry'),
    probe('API billing → payments', api('billing'), '../payments/service'),
    probe('API hotspot → jobs', api('hotspot'), '../jobs/registry'),
    probe('API jobs → plugins', api('jobs'), '../plugins/app/auth'),
    probe('API plugins → routes', api('plugins/app'), '../../routes/record-routes'),
    probe('API routes → app', api('routes'), '../app'),
    probe('API routes → db', api('routes/users'), '../../db/client'),
    probe('API routes → drizzle-orm', api('routes/users'), 'drizzle-orm'),
    probe('API routes → front end (package name)', api('routes/users'), 'ui-kit'),
    // permitted
    probe("feature → another feature's index", featureB, `../${tag}-a`),
    probe(
      'remote → its own file, ui-kit and shared-auth',
      'packages/delivery/src/probe.ts',
      `./${tag}/target`,
      'ui-kit',
      'shared-auth',
    ),
    probe('API → routeros', 'packages/api/src/probe.ts', 'routeros'),
    // the API's layers: permitted, each layer importing the ones below it
    probe('API lib → schemas', api('lib'), '../schemas/errors'),
    probe('API db → lib', api('db'), '../lib/calendar-day'),
    probe('API repositories → db and lib', api('repositories'), '../db/client', '../lib/csv'),
    probe('API routers → repositories', api('routers'), '../repositories/jobs'),
    probe('API hotspot → routers', api('hotspot'), '../routers/router-access'),
    probe(
      'API jobs → a domain and repositories',
      api('jobs'),
      '../payments/service',
      '../repositories/jobs',
    ),
    probe(
      'API plugins → jobs and domains',
      api('plugins/app'),
      '../../jobs/registry',
      '../../hotspot/expiry',
    ),
    probe(
      'API routes → plugins and a domain',
      api('routes'),
      '../plugins/app/auth',
      '../payments/checkout',
    ),
    probe('API routes → repositories', api('routes/users'), '../../repositories/users'),
    probe(
      'API app → routes and plugins',
      'packages/api/src/app-probe.ts',
      './routes',
      './plugins/app/jobs',
    ),
  ];
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'lint-probe.mjs'), JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const results = JSON.parse(output);
  reports = Object.fromEntries(cases.map((c, i) => [c.name, results[i].messages]));
}, 120_000);

afterAll(() => {
  for (const dir of new Set(created)) fs.rmSync(dir, { recursive: true, force: true });
});

const rulesOf = (name) => reports[name].map((m) => m.ruleId);

test.each([
  ['remote → remote (path)', 'import-x/no-restricted-paths', /Apps do not import each other/],
  ['remote → remote (package name)', 'no-restricted-imports', /Apps do not import each other/],
  ['shell → remote', 'import-x/no-restricted-paths', /Apps do not import each other/],
  [
    'ui-kit → remote (path)',
    'import-x/no-restricted-paths',
    /Shared libraries never import an app/,
  ],
  [
    'ui-kit → remote (package name)',
    'no-restricted-imports',
    /Shared libraries never import an app/,
  ],
  [
    'shared-auth → API',
    'import-x/no-restricted-paths',
    /Shared libraries never import an app .* or the API/,
  ],
  ['API → front end (path)', 'import-x/no-restricted-paths', /never import front-end packages/],
  ['API → front end (package name)', 'no-restricted-imports', /never import front-end packages/],
  ['tripay → front end (path)', 'import-x/no-restricted-paths', /never import front-end packages/],
  ['tripay → front end (package name)', 'no-restricted-imports', /never import front-end packages/],
  [
    'whatsapp → front end (package name)',
    'no-restricted-imports',
    /never import front-end packages/,
  ],
  ['email → front end (path)', 'import-x/no-restricted-paths', /never import front-end packages/],
  [
    "feature → another feature's private file",
    'import-x/no-restricted-paths',
    /only through its index\.ts/,
  ],
  ['cycle', 'import-x/no-cycle', /cycle/i],
  ...[
    'API lib → db',
    'API schemas → lib',
    'API lib → config',
    'API config → db',
    'API db → repositories',
    'API repositories → routers',
    'API routers → hotspot',
    'API payments → hotspot',
    'API billing → payments',
    'API hotspot → jobs',
    'API jobs → plugins',
    'API plugins → routes',
    'API routes → app',
  ].map((name) => [name, 'import-x/no-restricted-paths', /imports only the layers below it/]),
  ['API routes → db', 'import-x/no-restricted-paths', /Routes never import db\/ or drizzle-orm/],
  ['API routes → drizzle-orm', 'no-restricted-imports', /Routes never import db\/ or drizzle-orm/],
  [
    'API routes → front end (package name)',
    'no-restricted-imports',
    /never import front-end packages/,
  ],
])('%s is an error (%s)', (name, rule, message) => {
  const hits = reports[name].filter((m) => m.ruleId === rule);
  expect(hits).toHaveLength(1);
  expect(hits[0].message).toMatch(message);
});

test.each([
  "feature → another feature's index",
  'remote → its own file, ui-kit and shared-auth',
  'API → routeros',
  'API lib → schemas',
  'API db → lib',
  'API repositories → db and lib',
  'API routers → repositories',
  'API hotspot → routers',
  'API jobs → a domain and repositories',
  'API plugins → jobs and domains',
  'API routes → plugins and a domain',
  'API routes → repositories',
  'API app → routes and plugins',
])('%s is allowed', (name) => {
  expect(rulesOf(name)).toEqual([]);
});

// A folder of packages/api/src outside the layer table would escape every zone above (and could
// close a cycle): each one must be placed in config/api-layers.cjs.
test('every folder and file at the top of packages/api/src has its layer', () => {
  const placed = new Set(API_LAYERS.flat());
  const present = fs
    .readdirSync(path.join(root, 'packages/api/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name);
  expect(present.filter((name) => !placed.has(name))).toEqual([]);
});
