// The layers of packages/api/src (packages/api/README.md, Layout), bottom first, in one place: the
// lint zones of eslint.config.mjs and their test read them from here. A folder imports only the
// layers below its own; the domain services share one layer and never import each other (they react
// to each other through the job registry, src/jobs/). Every folder of packages/api/src is in exactly
// one layer (the lint test checks it), so a new domain is one name in API_DOMAINS.

/** The domain services above routers/ (routers/ is the lowest domain: the others may import it). */
const API_DOMAINS = [
  'hotspot',
  'payments',
  'reports',
  'cms',
  'records',
  'import',
  'auth',
  'billing',
  'notify',
  'portal',
];

/**
 * Bottom first; names are folders, or files of src/ (`config.ts`). schemas/, lib/ and config.ts are
 * the pure bottom: they import nothing of the app, and lib/ not even the config.
 */
const API_LAYERS = [
  ['schemas'],
  ['lib'],
  ['config.ts'],
  ['db'],
  ['repositories'],
  ['routers'],
  API_DOMAINS,
  ['jobs'],
  ['plugins'],
  ['routes'],
  ['app.ts', 'server.ts'],
];

module.exports = { API_DOMAINS, API_LAYERS };
