// The audit trail (docs/rules/audit.md). The OpenAPI walk makes a forgotten audit
// hard: every write route of the document (POST/PUT/PATCH/DELETE) is driven to a success by a
// fixture and must add exactly one row; a route with neither a fixture nor a reason in ALLOWLIST
// fails the walk. Then: refused and rolled-back writes leave no row, no secret reaches a row or the
// CSV, 50 concurrent writes make 50 rows, GET /audit filters and pages, rows cannot be changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { sqlRows } from '../src/db/client';
import { transactions } from '../src/db/schema';
import { isSecretField } from '../src/lib/audit-log';
import { createCustomer, importDeliveries, tsv } from './delivery-helpers';
import {
  callAs,
  createUser,
  fakeClock,
  login,
  setUpSuite,
  TEST_ADMIN_PASSWORD,
  type App,
  type Session,
} from './helpers';
import { closedPort, closeSimulators, routerOn, SIM_PASSWORD, startSim } from './router-helpers';
import { auditCount } from './role-matrix';
import type { Simulator } from 'routeros/sim';

const clock = fakeClock(new Date('2026-03-10T02:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

let sim: Simulator;
let routerId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim)).id;
}, 60_000);
afterAll(closeSimulators);

/**
 * Write routes that add no audit row, each with the reason. Anything else in the OpenAPI document
 * that writes must have a fixture below and add a row.
 */
const ALLOWLIST: Record<string, string> = {
  // A token rotation every 15 minutes of every open console: session bookkeeping, not a change
  // a person makes (the sign-in and sign-out that bound it are recorded).
  'POST /api/auth/refresh': 'token rotation',
  // Reads the router; what it stores (status, counts) is what the monitor stores every round.
  'POST /api/routers/{id}/test': 'a connection test is not a write',
  // An anonymous buyer: the purchase is its own record (the transaction, in the payments list),
  // and the per-address throttle bounds it; nobody in the console acted.
  'POST /api/public/checkout': 'anonymous purchase, recorded as its transaction',
  // Tripay's server, not a person: every callback is kept verbatim with its verdict in
  // payment_callbacks (the transaction's detail shows them).
  'POST /api/payments/tripay/callback': 'kept in payment_callbacks',
  // A person's own view of a table (which columns, in which order): it changes nothing anyone
  // else sees and no data of the business, so it is not a change the trail is for.
  'PUT /api/me/preferences/tables/{tableId}': "a user's own column choices",
  // A subscriber paying online from the public pay page: like the anonymous purchase, recorded as
  // its transaction; the invoice it settles gets its audit row when the PAID callback settles it.
  'POST /api/public/invoices/{token}/checkout': 'anonymous payment, recorded as its transaction',
  // Renders a template with sample or an invoice's data and answers the text: nothing is stored.
  'POST /api/billing/templates/{event}/preview': 'a preview changes nothing',
};

interface WriteCall {
  method: string;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Who calls: the admin unless said; null = nobody signed in. */
  as?: Session | null;
  /** The success status; 200 unless said. */
  status?: number;
}
type Fixture = () => Promise<WriteCall>;

let unique = 0;
const next = () => (unique += 1);

const PNG = readFileSync(path.join(__dirname, 'fixtures', 'images', 'sample.png'));
function multipartImage(bytes: Buffer) {
  const boundary = '----audit-walk';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function created(url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await callAs(app, admin, 'POST', url, payload);
  if (response.statusCode !== 201)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const body = response.json<{ result?: { id: string | number }; data?: { id: string } }>();
  return String(body.result?.id ?? body.data?.id);
}

/**
 * The generic record resources: a create body, an update body, and (for a resource whose records
 * need something first) how to make one. POST base, PUT/DELETE base/{id} and the review routes of
 * each come from these.
 */
const RECORDS: Record<string, { create(): Promise<Record<string, unknown>>; update: object }> = {
  '/api/customers': {
    create: async () => ({ name: `Audit customer ${next()}`, alias: `AC${unique}` }),
    update: { address: 'Jl. Audit 1' },
  },
  '/api/users': {
    create: async () => ({
      fullName: 'Audit user',
      username: `audit.user.${next()}`,
      password: 'a-long-enough-password',
    }),
    update: { fullName: 'Audit user changed' },
  },
  '/api/deliveries': {
    create: async () => ({
      customerId: (await createCustomer(app, admin)).id,
      slipNumber: `SJ-AUDIT-${next()}`,
      seqProd: '001',
      partNumber: 'P-1',
      qty: 3,
      date: '2024-01-05',
    }),
    update: { qty: 4 },
  },
  '/api/plans': {
    create: async () => ({ name: `Audit plan ${next()}`, price: 100_000, pppProfile: 'default' }),
    update: { price: 125_000 },
  },
  '/api/subscribers': {
    create: async () => ({
      name: 'Audit subscriber',
      phone: '0812-3456-7890',
      routerId,
      pppUsername: await newSecretName(),
      planId: await created('/api/plans', {
        name: `Audit plan ${next()}`,
        price: 100_000,
        pppProfile: 'default',
      }),
      billingDay: 5,
    }),
    update: { notes: 'changed' },
  },
  '/api/cms/banners': {
    create: async () => ({ title: `Banner ${next()}`, description: 'd', image: '/b.png' }),
    update: { title: 'Banner changed' },
  },
  '/api/cms/packages': {
    create: async () => ({
      name: `Package ${next()}`,
      speed: '10 Mbps',
      price: 100000,
      features: ['a'],
      category: 'Rumahan',
    }),
    update: { price: 125000 },
  },
  '/api/cms/contact-info': {
    create: async () => ({ type: 'phone', title: `Phone ${next()}`, value: '021555' }),
    update: { value: '021556' },
  },
  '/api/cms/company-profile': {
    create: async () => {
      // One record only: make room for the create.
      const existing = await callAs(app, admin, 'GET', '/api/cms/company-profile');
      for (const row of existing.json<{ data: { id: string }[] }>().data) {
        await callAs(app, admin, 'DELETE', `/api/cms/company-profile/${row.id}`);
      }
      return { companyName: 'PT Audit', description: 'd' };
    },
    update: { vision: 'Changed' },
  },
  '/api/routers': {
    create: async () => ({
      routerName: `Audit router ${next()}`,
      routerHost: `127.0.0.1:${sim.port}`,
      routerUser: 'admin',
      routerPass: SIM_PASSWORD,
      tripayMerchantCode: 'T-MERCHANT-SECRET',
      tripayApiKey: 'tripay-api-key-secret',
      tripayPrivateKey: 'tripay-private-key-secret',
    }),
    update: { routerName: 'Audit router changed', routerPass: 'new-router-pass-secret' },
  },
};

/** A fixture for a generic record route, or null when `route` is none of RECORDS'. */
function recordFixture(method: string, route: string): Fixture | null {
  for (const [base, record] of Object.entries(RECORDS)) {
    if (method === 'POST' && route === base)
      return async () => ({ method, url: base, payload: await record.create(), status: 201 });
    const rest = route.startsWith(`${base}/{id}`) ? route.slice(`${base}/{id}`.length) : null;
    if (rest === null) continue;
    if (!['', '/approve', '/reject'].includes(rest)) continue;
    return async () => {
      const id = await created(base, await record.create());
      const url = `${base}/${id}${rest}`;
      if (method === 'PUT') return { method, url, payload: record.update };
      return { method, url };
    };
  }
  return null;
}

const ppp = (rest: string) => `/api/ppp/${routerId}${rest}`;
const newSecret = () =>
  created(ppp('/secrets'), {
    name: `audit-secret-${next()}`,
    password: 'ppp-password-secret',
    profile: 'default',
  });
const newProfile = () => created(ppp('/profiles'), { name: `audit-profile-${next()}` });
/** A PPP secret on the router, by name (what a subscriber links). */
const newSecretName = async () => {
  const name = `audit-sub-${next()}`;
  await created(ppp('/secrets'), { name, password: 'ppp-password-secret', profile: 'default' });
  return name;
};

const hs = (rest: string) => `/api/hotspot/${routerId}${rest}`;
const newHotspotUser = async () => {
  const name = `audit-hs-${next()}`;
  const id = await created(hs('/users'), {
    name,
    password: 'hotspot-password-secret',
    profile: '1jam',
  });
  return { id, name };
};
const newHotspotProfile = () =>
  created(hs('/profiles'), { name: `audit-hp-${next()}`, price: 1000 });
const newBatch = () => created(hs('/vouchers'), { profile: '1jam', count: 3, note: 'audit walk' });

/** An unpaid invoice of a new subscriber. */
const newInvoice = async () => {
  const subscriberId = await created(
    '/api/subscribers',
    await RECORDS['/api/subscribers']!.create(),
  );
  return created(`/api/subscribers/${subscriberId}/invoices`, { period: '2026-04' });
};

/** Every other write route of the document, by its OpenAPI path. */
const FIXTURES: Record<string, Fixture> = {
  'POST /api/auth/login': async () => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    as: null,
  }),
  'POST /api/auth/logout': async () => {
    const session = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    return {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
      as: session,
    };
  },
  'POST /api/deliveries/import': async () => {
    const customer = await createCustomer(app, admin);
    const body = tsv(
      ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'],
      [[`SJ-IMP-${next()}`, '001', 'P-1', '2', '2024-01-05']],
    );
    // importDeliveries sends at once; the walk wants the call: build it the same way.
    return { method: 'IMPORT', url: customer.id, payload: body };
  },
  'POST /api/subscribers/import': async () => ({
    method: 'POST',
    url: '/api/subscribers/import',
    payload: {
      routerId,
      planId: await created('/api/plans', {
        name: `Audit plan ${next()}`,
        price: 100_000,
        pppProfile: 'default',
      }),
      billingDay: 7,
      usernames: [await newSecretName(), await newSecretName()],
    },
    status: 201,
  }),
  'POST /api/subscribers/{id}/invoices': async () => ({
    method: 'POST',
    url: `/api/subscribers/${await created('/api/subscribers', await RECORDS['/api/subscribers']!.create())}/invoices`,
    payload: { period: '2026-04' },
    status: 201,
  }),
  // Paying at the counter and voiding: each one audit row, in the invoice's transaction.
  'POST /api/invoices/{id}/pay': async () => ({
    method: 'POST',
    url: `/api/invoices/${await newInvoice()}/pay`,
    payload: { method: 'cash', note: 'audit walk' },
  }),
  'POST /api/invoices/{id}/void': async () => ({
    method: 'POST',
    url: `/api/invoices/${await newInvoice()}/void`,
    payload: { reason: 'audit walk' },
  }),
  // An admin's isolate, restore and terminate: each one audit row (the change done on the router).
  'POST /api/subscribers/{id}/isolate': async () => ({
    method: 'POST',
    url: `/api/subscribers/${await created('/api/subscribers', await RECORDS['/api/subscribers']!.create())}/isolate`,
  }),
  'POST /api/subscribers/{id}/restore': async () => {
    const id = await created('/api/subscribers', await RECORDS['/api/subscribers']!.create());
    const isolated = await callAs(app, admin, 'POST', `/api/subscribers/${id}/isolate`);
    expect(isolated.statusCode).toBe(200);
    return { method: 'POST', url: `/api/subscribers/${id}/restore` };
  },
  'POST /api/subscribers/{id}/terminate': async () => ({
    method: 'POST',
    url: `/api/subscribers/${await created('/api/subscribers', await RECORDS['/api/subscribers']!.create())}/terminate`,
  }),
  'PUT /api/billing/settings': async () => ({
    method: 'PUT',
    url: '/api/billing/settings',
    payload: { graceDays: next() % 30, waToken: 'wa-token-secret' },
  }),
  'PUT /api/billing/templates/{event}': async () => ({
    method: 'PUT',
    url: '/api/billing/templates/invoice_reminder',
    payload: { body: `Halo {name}, tagihan {invoiceNumber} ${next()}` },
  }),
  'POST /api/messages/{id}/retry': async () => {
    const [row] = await sqlRows<{ id: string }>(
      app.db.orm,
      sql`INSERT INTO messages (event, channel, "to", body, status, attempts, last_error)
          VALUES ('portal_code', 'whatsapp', '6281234567890', 'Kode 1', 'failed', 5, 'x')
          RETURNING id`,
    );
    return { method: 'POST', url: `/api/messages/${row!.id}/retry` };
  },
  // A gateway that is not there: the test send answers its failure, and is recorded all the same.
  'POST /api/billing/settings/test': async () => {
    const settings = await callAs(app, admin, 'PUT', '/api/billing/settings', {
      waBaseUrl: `http://127.0.0.1:${await closedPort()}`,
      waToken: 'wa-token-secret',
    });
    expect(settings.statusCode).toBe(200);
    return {
      method: 'POST',
      url: '/api/billing/settings/test',
      payload: { channel: 'whatsapp', to: '081234567890' },
    };
  },
  'POST /api/cms/uploads': async () => ({
    method: 'POST',
    url: '/api/cms/uploads',
    ...multipartImage(PNG),
    status: 201,
  }),
  'POST /api/ppp/{routerId}/secrets': async () => ({
    method: 'POST',
    url: ppp('/secrets'),
    payload: { name: `audit-secret-${next()}`, password: 'ppp-password-secret' },
    status: 201,
  }),
  'PUT /api/ppp/{routerId}/secrets/{id}': async () => ({
    method: 'PUT',
    url: ppp(`/secrets/${encodeURIComponent(await newSecret())}`),
    payload: { comment: 'changed', password: 'another-ppp-password-secret' },
  }),
  'DELETE /api/ppp/{routerId}/secrets/{id}': async () => ({
    method: 'DELETE',
    url: ppp(`/secrets/${encodeURIComponent(await newSecret())}`),
  }),
  'POST /api/ppp/{routerId}/secrets/{id}/enable': async () => ({
    method: 'POST',
    url: ppp(`/secrets/${encodeURIComponent(await newSecret())}/enable`),
  }),
  'POST /api/ppp/{routerId}/secrets/{id}/disable': async () => ({
    method: 'POST',
    url: ppp(`/secrets/${encodeURIComponent(await newSecret())}/disable`),
  }),
  'POST /api/ppp/{routerId}/profiles': async () => ({
    method: 'POST',
    url: ppp('/profiles'),
    payload: { name: `audit-profile-${next()}` },
    status: 201,
  }),
  'PUT /api/ppp/{routerId}/profiles/{id}': async () => ({
    method: 'PUT',
    url: ppp(`/profiles/${encodeURIComponent(await newProfile())}`),
    payload: { rateLimit: '5M/5M' },
  }),
  'DELETE /api/ppp/{routerId}/profiles/{id}': async () => ({
    method: 'DELETE',
    url: ppp(`/profiles/${encodeURIComponent(await newProfile())}`),
  }),
  'DELETE /api/ppp/{routerId}/active/{id}': async () => {
    const active = (await callAs(app, admin, 'GET', ppp('/active'))).json<{
      data: { id: string }[];
    }>().data;
    const session = active[0];
    if (!session) throw new Error('the simulator has no active session left');
    return { method: 'DELETE', url: ppp(`/active/${encodeURIComponent(session.id)}`) };
  },
  'POST /api/hotspot/{routerId}/users': async () => ({
    method: 'POST',
    url: hs('/users'),
    payload: { name: `audit-hs-${next()}`, password: 'hotspot-password-secret' },
    status: 201,
  }),
  'PUT /api/hotspot/{routerId}/users/{id}': async () => ({
    method: 'PUT',
    url: hs(`/users/${encodeURIComponent((await newHotspotUser()).id)}`),
    payload: { comment: 'changed', password: 'another-hotspot-password-secret' },
  }),
  'DELETE /api/hotspot/{routerId}/users/{id}': async () => ({
    method: 'DELETE',
    url: hs(`/users/${encodeURIComponent((await newHotspotUser()).id)}`),
  }),
  'POST /api/hotspot/{routerId}/users/{id}/enable': async () => ({
    method: 'POST',
    url: hs(`/users/${encodeURIComponent((await newHotspotUser()).id)}/enable`),
  }),
  'POST /api/hotspot/{routerId}/users/{id}/disable': async () => ({
    method: 'POST',
    url: hs(`/users/${encodeURIComponent((await newHotspotUser()).id)}/disable`),
  }),
  'POST /api/hotspot/{routerId}/users/{id}/reset': async () => ({
    method: 'POST',
    url: hs(`/users/${encodeURIComponent((await newHotspotUser()).id)}/reset`),
  }),
  'POST /api/hotspot/{routerId}/profiles': async () => ({
    method: 'POST',
    url: hs('/profiles'),
    payload: { name: `audit-hp-${next()}`, price: 2000 },
    status: 201,
  }),
  'PUT /api/hotspot/{routerId}/profiles/{id}': async () => ({
    method: 'PUT',
    url: hs(`/profiles/${encodeURIComponent(await newHotspotProfile())}`),
    payload: { price: 2500 },
  }),
  'DELETE /api/hotspot/{routerId}/profiles/{id}': async () => ({
    method: 'DELETE',
    url: hs(`/profiles/${encodeURIComponent(await newHotspotProfile())}`),
  }),
  'DELETE /api/hotspot/{routerId}/active/{id}': async () => {
    const user = await newHotspotUser();
    sim.hotspotLogin(user.name, { password: 'hotspot-password-secret' });
    const session = sim.state.hotspotActive.find((s) => s.user === user.name)?.['.id'] as string;
    return { method: 'DELETE', url: hs(`/active/${encodeURIComponent(session)}`) };
  },
  'POST /api/hotspot/{routerId}/vouchers': async () => ({
    method: 'POST',
    url: hs('/vouchers'),
    payload: { profile: '1jam', count: 5 },
    status: 201,
  }),
  'DELETE /api/hotspot/{routerId}/vouchers/{id}': async () => ({
    method: 'DELETE',
    url: hs(`/vouchers/${await newBatch()}`),
  }),
  'POST /api/hotspot/{routerId}/import-mikhmon': async () => ({
    method: 'POST',
    url: hs('/import-mikhmon'),
  }),
  'POST /api/routers/{id}/payments/{merchantRef}/retry-provisioning': async () => {
    const merchantRef = `INV-AUDIT-${next()}`;
    await app.db.orm.insert(transactions).values({
      routerId,
      merchantRef,
      status: 'PAID',
      amount: 100000,
      provisioning: 'failed',
      paidAt: clock(),
    });
    return {
      method: 'POST',
      url: `/api/routers/${routerId}/payments/${merchantRef}/retry-provisioning`,
    };
  },
};

async function send(call: WriteCall) {
  if (call.method === 'IMPORT')
    return importDeliveries(app, admin, call.url, call.payload as string);
  const as = call.as === undefined ? admin : call.as;
  return app.inject({
    method: call.method as 'POST',
    url: call.url,
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
    headers: { ...call.headers, ...(as ? { authorization: as.authorization } : {}) },
  });
}

/** Every write route of the OpenAPI document, as `METHOD /path/{param}`. */
function writeRoutes(): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.keys(methods)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => `${method} ${route}`),
  );
}

type StoredRow = {
  id: string;
  actor_username: string | null;
  action: string;
  resource: string;
  resource_id: string | null;
  summary: string;
  address: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const allRows = () =>
  sqlRows<StoredRow>(app.db.orm, sql`SELECT * FROM audit ORDER BY id`).then((rows) => rows);
const lastRow = async () => (await allRows()).at(-1) as StoredRow;

describe('the OpenAPI walk: every successful write route adds exactly one audit row', () => {
  it('finds the write routes in the document (the walk walks something)', () => {
    const routes = writeRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/customers', 'PUT /api/routers/{id}']),
    );
    expect(routes.length).toBeGreaterThan(30);
  });

  it('has a fixture or a documented reason for every write route', () => {
    const uncovered = writeRoutes().filter(
      (route) =>
        !(route in ALLOWLIST) &&
        !(route in FIXTURES) &&
        recordFixture(route.split(' ')[0] as string, route.split(' ')[1] as string) === null,
    );
    // A new write route lands here: give it its audit row (request.audit in its transaction) and a
    // fixture above, or a reason in ALLOWLIST.
    expect(uncovered).toEqual([]);
  });

  it('drives each route to a success and counts one new row for it', async () => {
    const missing: string[] = [];
    for (const route of writeRoutes()) {
      if (route in ALLOWLIST) continue;
      const [method, routePath] = route.split(' ') as [string, string];
      const fixture = FIXTURES[route] ?? recordFixture(method, routePath);
      if (!fixture) continue;
      const call = await fixture();
      const before = await auditCount(app);
      const response = await send(call);
      expect({ route, status: response.statusCode }).toEqual({
        route,
        status: call.status ?? 200,
      });
      const added = (await auditCount(app)) - before;
      if (added !== 1) missing.push(`${route}: ${added} rows`);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});

describe('what a row holds', () => {
  it('a create: the actor, the address, the action, the resource and the record after', async () => {
    const response = await callAs(app, admin, 'POST', '/api/customers', {
      name: 'Budi Audit',
      alias: 'BUDI',
    });
    const id = response.json<{ result: { id: string } }>().result.id;
    expect(await lastRow()).toMatchObject({
      actor_username: 'admin',
      address: '127.0.0.1',
      action: 'create',
      resource: 'customer',
      resource_id: id,
      summary: 'Created customer "Budi Audit"',
      before: null,
      after: expect.objectContaining({ name: 'Budi Audit', alias: 'BUDI', status: 'pending' }),
    });
  });

  it('an update: only the fields that changed, each side with its own value', async () => {
    const id = await created('/api/customers', {
      name: 'Sari Dewi',
      alias: 'SARI',
      address: 'Jl. A',
    });
    await callAs(app, admin, 'PUT', `/api/customers/${id}`, {
      name: 'Sari Dewi',
      address: 'Jl. B',
    });
    const row = await lastRow();
    expect(row).toMatchObject({ action: 'update', resource: 'customer', resource_id: id });
    expect({ before: row.before, after: row.after }).toEqual({
      before: { address: 'Jl. A' },
      after: { address: 'Jl. B' },
    });
  });

  it('a delete: the record before', async () => {
    const id = await created('/api/cms/banners', {
      title: 'Gone',
      description: 'd',
      image: '/g.png',
    });
    await callAs(app, admin, 'DELETE', `/api/cms/banners/${id}`);
    expect(await lastRow()).toMatchObject({
      action: 'delete',
      resource: 'cms_banner',
      before: expect.objectContaining({ title: 'Gone' }),
      after: null,
    });
  });

  it('a password change is its own action and stores no password', async () => {
    const id = await created('/api/users', {
      fullName: 'Pass Change',
      username: `pass.change.${next()}`,
      password: 'first-password-value',
    });
    await callAs(app, admin, 'PUT', `/api/users/${id}`, { password: 'second-password-value' });
    const row = await lastRow();
    expect(row).toMatchObject({ action: 'password_change', resource: 'user', resource_id: id });
    expect(JSON.stringify(row)).not.toContain('second-password-value');
  });

  it('sign-in, a failed sign-in (the name as typed, no password) and sign-out', async () => {
    await createUser(app, { username: 'signer', password: 'signer-password-1' });
    const session = await login(app, 'signer', 'signer-password-1');
    expect(await lastRow()).toMatchObject({
      action: 'sign_in',
      resource: 'session',
      actor_username: 'signer',
    });
    const failed = await callAs(app, null, 'POST', '/api/auth/login', {
      username: 'signer',
      password: 'wrong-password-typed',
    });
    expect(failed.statusCode).toBe(401);
    const failure = await lastRow();
    expect(failure).toMatchObject({ action: 'sign_in_failed', actor_username: 'signer' });
    expect(JSON.stringify(failure)).not.toContain('wrong-password-typed');
    await callAs(app, session, 'POST', '/api/auth/logout', { refreshToken: session.refreshToken });
    expect(await lastRow()).toMatchObject({ action: 'sign_out', actor_username: 'signer' });
  });
});

describe('refused and rolled-back writes leave no row', () => {
  it('a validation error, a 404, a plain user and nobody signed in add nothing', async () => {
    const before = await auditCount(app);
    expect((await callAs(app, admin, 'POST', '/api/customers', { name: '' })).statusCode).toBe(400);
    expect(
      (
        await callAs(app, admin, 'PUT', '/api/customers/00000000-0000-4000-8000-000000000000', {
          name: 'Nobody Here',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(app, user, 'POST', '/api/customers', {
          name: 'Plain User Try',
          alias: 'PLAIN',
        })
      ).statusCode,
    ).toBe(403);
    expect((await callAs(app, null, 'DELETE', `/api/routers/${routerId}`)).statusCode).toBe(401);
    expect(await auditCount(app)).toBe(before);
  });

  it('a write that fails inside its transaction after changing a row leaves neither change nor row', async () => {
    // Demoting the last admin: the UPDATE runs, then the admin count refuses it (409) and the
    // transaction, the audit row's included, rolls back.
    const before = await auditCount(app);
    const demoted = await callAs(app, admin, 'PUT', `/api/users/${admin.user.id}`, {
      role: 'user',
    });
    expect(demoted.statusCode).toBe(409);
    expect(await auditCount(app)).toBe(before);
    const me = await callAs(app, admin, 'GET', `/api/users/${admin.user.id}`);
    expect(me.json<{ result: { role: string } }>().result.role).toBe('admin');
  });

  it('a delete refused by a foreign key (a customer with deliveries) adds no row', async () => {
    const customer = await createCustomer(app, admin);
    const imported = await importDeliveries(
      app,
      admin,
      customer.id,
      tsv(
        ['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'],
        [['SJ-FK', '001', 'P', '1', '2024-01-05']],
      ),
    );
    expect(imported.statusCode).toBe(200);
    const before = await auditCount(app);
    const refused = await callAs(app, admin, 'DELETE', `/api/customers/${customer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(await auditCount(app)).toBe(before);
  });
});

describe('no secret in any row or export', () => {
  const SECRETS = [
    SIM_PASSWORD,
    TEST_ADMIN_PASSWORD,
    'a-long-enough-password',
    'ppp-password-secret',
    'another-ppp-password-secret',
    'wa-token-secret',
    'T-MERCHANT-SECRET',
    'tripay-api-key-secret',
    'tripay-private-key-secret',
    'new-router-pass-secret',
    'first-password-value',
    'second-password-value',
    'hotspot-password-secret',
    'another-hotspot-password-secret',
    'wrong-password-typed',
  ];

  /** Every key at any depth of a JSON value. */
  const keysOf = (value: unknown): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)])
      : [];

  it('no row holds a secret value or a secret field (after the walk wrote every kind of row)', async () => {
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(40);
    const text = JSON.stringify(rows);
    for (const secret of SECRETS)
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    const secretKeys = rows
      .flatMap((row) => [...keysOf(row.before), ...keysOf(row.after)])
      .filter(isSecretField);
    expect(secretKeys).toEqual([]);
  });

  it('neither does the CSV export', async () => {
    const csv = await callAs(app, admin, 'GET', '/api/audit.csv');
    expect(csv.statusCode).toBe(200);
    for (const secret of SECRETS)
      expect({ secret, found: csv.body.includes(secret) }).toEqual({ secret, found: false });
  });

  it('the denylist: passwords, router and Tripay secrets, tokens, hashes; not ordinary names', () => {
    // Names that only mention a secret (hasPassword) go too: dropping a harmless flag is cheap,
    // storing a secret is not.
    const secret = [
      'password',
      'routerPass',
      'router_pass',
      'tripayApiKey',
      'tripayPrivateKey',
      'tripayMerchantCode',
      'refreshToken',
      'accessToken',
      'token',
      'passwordHash',
      'secret',
      'apiKey',
      'hasPassword',
      'tripayConfigured',
    ];
    const ordinary = [
      'name',
      'routerName',
      'routerUser',
      'status',
      'comment',
      'address',
      'profile',
    ];
    expect(secret.filter((name) => !isSecretField(name))).toEqual([]);
    expect(ordinary.filter(isSecretField)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('50 concurrent writes make 50 rows, one per write', async () => {
    const before = await auditCount(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callAs(app, admin, 'POST', '/api/customers', {
          name: `Concurrent ${i}`,
          alias: `CONC${i}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await auditCount(app)).toBe(before + 50);
    const ids = responses.map((r) => r.json<{ result: { id: string } }>().result.id).sort();
    const rows = await sqlRows<{ resource_id: string }>(
      app.db.orm,
      sql`SELECT resource_id FROM audit WHERE summary LIKE 'Created customer "Concurrent %' ORDER BY resource_id`,
    );
    expect(rows.map((row) => row.resource_id)).toEqual(ids);
  });
});

describe('GET /audit and /audit.csv', () => {
  it('admin only', async () => {
    expect((await callAs(app, user, 'GET', '/api/audit')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/audit')).statusCode).toBe(401);
    expect((await callAs(app, user, 'GET', '/api/audit.csv')).statusCode).toBe(403);
  });

  it('newest first, paged, filtered by actor, resource, action and search', async () => {
    const page = await callAs(app, admin, 'GET', '/api/audit?page=1&perPage=5');
    const body = page.json<{ data: { id: string }[]; pagination: { total: number } }>();
    expect(body.data).toHaveLength(5);
    expect(body.pagination.total).toBe(await auditCount(app));
    const ids = body.data.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bySigner = await callAs(app, admin, 'GET', '/api/audit?actor=SIGNER&perPage=100&page=1');
    expect(
      new Set(
        bySigner.json<{ data: { actorUsername: string }[] }>().data.map((r) => r.actorUsername),
      ),
    ).toEqual(new Set(['signer']));

    const failures = await callAs(
      app,
      admin,
      'GET',
      '/api/audit?action=sign_in_failed&resource=session',
    );
    expect(failures.json<{ data: { summary: string }[] }>().data).toEqual([
      expect.objectContaining({ summary: 'Failed sign-in as "signer"' }),
    ]);

    const search = await callAs(app, admin, 'GET', '/api/audit?search=budi%20audit');
    expect(search.json<{ data: { summary: string }[] }>().data.map((r) => r.summary)).toContain(
      'Created customer "Budi Audit"',
    );
  });

  it('from/to are WIB days: a write at 23:30 WIB is that day', async () => {
    clock.set(new Date('2026-04-01T16:30:00.000Z')); // 23:30 WIB on 1 April
    admin = await login(app, 'admin', TEST_ADMIN_PASSWORD); // the old access token ran out
    await callAs(app, admin, 'POST', '/api/customers', { name: 'Late night', alias: 'LATE' });
    const day = await callAs(
      app,
      admin,
      'GET',
      '/api/audit?from=2026-04-01&to=2026-04-01&resource=customer',
    );
    expect(day.json<{ data: { summary: string }[] }>().data.map((r) => r.summary)).toEqual([
      'Created customer "Late night"',
    ]);
    const nextDay = await callAs(
      app,
      admin,
      'GET',
      '/api/audit?from=2026-04-02&to=2026-04-02&resource=customer',
    );
    expect(nextDay.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('names a bad filter as a validation error', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['action=steal', 'action'],
      ['resource=moon', 'resource'],
      ['from=2026-04-02&to=2026-04-01', 'to'],
    ] as const) {
      const response = await callAs(app, admin, 'GET', `/api/audit?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(field);
    }
  });

  it('the CSV: every row of the filter, BOM, header, WIB dates, formulas defused', async () => {
    await callAs(app, admin, 'POST', '/api/customers', { name: '=HYPERLINK("x")', alias: 'FORM' });
    const formula = await callAs(app, null, 'POST', '/api/auth/login', {
      username: '=SUM(1)',
      password: 'not-the-password',
    });
    expect(formula.statusCode).toBe(401);
    const failures = await callAs(app, admin, 'GET', '/api/audit.csv?action=sign_in_failed');
    // The typed name is a cell of its own: a spreadsheet must not run it.
    expect(failures.body).toContain(`"'=SUM(1)"`);
    const csv = await callAs(app, admin, 'GET', '/api/audit.csv?resource=customer&action=create');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF"Time (WIB)","User"')).toBe(true);
    const lines = csv.body.trimEnd().split('\r\n');
    const json = await callAs(
      app,
      admin,
      'GET',
      '/api/audit?resource=customer&action=create&page=1&perPage=100',
    );
    expect(lines.length - 1).toBe(json.json<{ pagination: { total: number } }>().pagination.total);
    expect(csv.body).toContain('"01/04/2026 23:30"');
    expect(csv.body).toContain('"Created customer ""=HYPERLINK(""x"")"""');
  });
});

describe('append-only', () => {
  it('the database refuses to change or delete a row', async () => {
    const failure = (query: ReturnType<typeof sql>) =>
      app.db.orm.execute(query).then(
        () => 'changed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await failure(sql`UPDATE audit SET summary = 'forged'`)).toMatch(/append-only/);
    expect(await failure(sql`DELETE FROM audit`)).toMatch(/append-only/);
  });
});
