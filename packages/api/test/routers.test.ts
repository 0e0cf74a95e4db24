// /api/routers and /api/dashboard (docs/rules/routers.md): records with write-only secrets sealed
// at rest, the connection test's diagnosis (one status and sentence per failure kind), deleting
// with transactions, a router's transactions list and the dashboard's counts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROUTER_DIAGNOSIS, ROUTER_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { createSecretBox } from '../src/lib/secret-box';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import {
  closedPort,
  closeSimulators,
  createRouter,
  routerOn,
  SIM_PASSWORD,
  startForeignService,
  startSim,
} from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
// Short limits: a hang costs 600 ms here, not 10 s (one test below proves the real bound's logic).
setUpSuite(
  {
    env: {
      ROUTER_TEST_TIMEOUT_MS: '600',
      ROUTER_CHECK_TIMEOUT_MS: '600',
      ROUTER_COMMAND_TIMEOUT_MS: '600',
    },
  },
  (suite) => ({ app, admin, user } = suite),
);

let sim: Simulator;
beforeAll(async () => {
  sim = await startSim();
});
afterAll(closeSimulators);

const TRIPAY = {
  tripayMerchantCode: 'T-MERCHANT-4242',
  tripayApiKey: 'DEV-api-key-7b1f9c2e5d',
  tripayPrivateKey: 'priv-key-9XkQ2mZ8wL',
};

async function insertTransaction(
  routerId: string,
  values: { status?: string; amount?: number; createdAt?: string; customerName?: string } = {},
) {
  await app.db.orm.execute(sql`
    INSERT INTO transactions (router_id, merchant_ref, status, amount, customer_name, created_at)
    VALUES (${routerId}, ${`INV-${randomUUID()}`}, ${values.status ?? 'UNPAID'}, ${values.amount ?? 10000},
            ${values.customerName ?? 'Budi'}, ${values.createdAt ?? new Date().toISOString()}::timestamptz)`);
}

describe('router records', () => {
  it('creates a router: 201, the message, secrets only as hasPassword / tripayConfigured', async () => {
    const response = await callAs(app, admin, 'POST', '/api/routers', {
      routerName: '  Kantor Pusat  ',
      routerHost: `127.0.0.1:${sim.port}`,
      routerUser: 'admin',
      routerPass: SIM_PASSWORD,
      routerDns: '8.8.8.8',
      trafficInterface: 'ether1',
      ...TRIPAY,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: ROUTER_MESSAGES.created,
      data: {
        routerName: 'Kantor Pusat',
        routerHost: `127.0.0.1:${sim.port}`,
        hasPassword: true,
        tripayConfigured: true,
        useTls: false,
        isOnline: false,
        stats: { pppSecret: 0, pppActive: 0 },
        transactionCount: 0,
        createdBy: 'admin',
      },
    });
    expect(body.data).not.toHaveProperty('routerPass');
    expect(body.data).not.toHaveProperty('tripayApiKey');
  });

  it('stores the secrets sealed (AES-256-GCM), never as text', async () => {
    const router = await routerOn(app, admin, sim, TRIPAY);
    const [row] = await sqlRows<Record<string, string>>(
      app.db.orm,
      sql`SELECT * FROM routers WHERE id = ${router.id}`,
    );
    const stored = JSON.stringify(row);
    for (const secret of [SIM_PASSWORD, ...Object.values(TRIPAY)])
      expect(stored).not.toContain(secret);
    expect(row?.router_pass_enc).toMatch(/^v1\./);
  });

  it('never answers a secret: every router and dashboard body searched for the values', async () => {
    const router = await routerOn(app, admin, sim, TRIPAY);
    await insertTransaction(router.id);
    const bodies: string[] = [];
    const calls: [Session, 'GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
      [admin, 'GET', '/api/dashboard/routers'],
      [user, 'GET', '/api/dashboard/routers'],
      [admin, 'GET', '/api/dashboard/stats'],
      [admin, 'GET', `/api/routers/${router.id}`],
      [admin, 'POST', `/api/routers/${router.id}/test`],
      [admin, 'PUT', `/api/routers/${router.id}`, { routerName: 'Renamed', routerPass: '' }],
      [admin, 'GET', `/api/routers/${router.id}/payments?page=1`],
      [
        admin,
        'POST',
        '/api/routers',
        { routerName: 'x', routerHost: 'bad host', routerUser: 'a', routerPass: SIM_PASSWORD },
      ],
    ];
    for (const [session, method, url, payload] of calls) {
      const response = await callAs(app, session, method, url, payload);
      expect(response.statusCode).toBeLessThan(500);
      bodies.push(response.body);
    }
    const all = bodies.join('\n');
    for (const secret of [SIM_PASSWORD, ...Object.values(TRIPAY)])
      expect(all).not.toContain(secret);
  });

  it.each([
    ['routerHost', { routerHost: 'not a host' }],
    ['routerHost', { routerHost: '192.168.88.1:70000' }],
    ['routerHost', { routerHost: 'router.example:0' }],
    ['routerName', { routerName: '' }],
    ['routerName', { routerName: 'x'.repeat(101) }],
    ['routerUser', { routerUser: '   ' }],
    ['routerPass', { routerPass: '' }],
    ['useTls', { useTls: 'yes' }],
    ['isolateProfile', { isolateProfile: '' }],
    ['isolateProfile', { isolateProfile: '   ' }],
    ['isolateProfile', { isolateProfile: 'x'.repeat(101) }],
  ])('refuses a bad %s with validation_error on that field', async (field, values) => {
    const response = await callAs(app, admin, 'POST', '/api/routers', {
      routerName: 'Valid name',
      routerHost: '192.168.88.1:8728',
      routerUser: 'admin',
      routerPass: 'x',
      ...values,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: 'validation_error' });
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it.each(['192.168.88.1', '192.168.88.1:8728', 'router.example.net:8729', '[fe80::1]:8728', 'gw'])(
    'accepts the host %s',
    async (routerHost) => {
      const created = await createRouter(app, admin, { routerHost });
      expect(created.routerHost).toBe(routerHost);
    },
  );

  it('keeps the stored password when an edit leaves it blank, and changes it when given', async () => {
    const router = await routerOn(app, admin, sim);
    const kept = await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, {
      routerName: 'Edited',
      routerPass: '',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: ROUTER_MESSAGES.updated,
      data: { routerName: 'Edited', hasPassword: true },
    });
    expect((await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`)).statusCode).toBe(
      200,
    );

    await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, { routerPass: 'wrong-now' });
    const refused = await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe(ROUTER_DIAGNOSIS.auth);
  });

  it("keeps an isolate profile per router: 'isolir' by default, set on create, changed by an admin with an audit row", async () => {
    const plain = await createRouter(app, admin, { routerHost: '192.168.88.1' });
    expect(plain.isolateProfile).toBe('isolir');
    const own = await createRouter(app, admin, {
      routerHost: '192.168.88.2',
      isolateProfile: ' isolir-kantor ',
    });
    expect(own.isolateProfile).toBe('isolir-kantor');

    const changed = await callAs(app, admin, 'PUT', `/api/routers/${plain.id}`, {
      isolateProfile: 'blokir',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: ROUTER_MESSAGES.updated,
      data: { isolateProfile: 'blokir', routerHost: '192.168.88.1' },
    });
    const read = await callAs(app, user, 'GET', `/api/routers/${plain.id}`);
    expect(read.json().data.isolateProfile).toBe('blokir');
    const [row] = await sqlRows<{ action: string; before: unknown; after: unknown }>(
      app.db.orm,
      sql`SELECT action, before, after FROM audit WHERE resource = 'router' AND resource_id = ${plain.id}
          ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({
      action: 'update',
      before: { isolateProfile: 'isolir' },
      after: { isolateProfile: 'blokir' },
    });

    const refused = await callAs(app, admin, 'PUT', `/api/routers/${plain.id}`, {
      isolateProfile: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['isolateProfile']);
    const byUser = await callAs(app, user, 'PUT', `/api/routers/${plain.id}`, {
      isolateProfile: 'lain',
    });
    expect(byUser.statusCode).toBe(403);
    const after = await callAs(app, admin, 'GET', `/api/routers/${plain.id}`);
    expect(after.json().data.isolateProfile).toBe('blokir');
  });

  it('answers 404 for a router nobody has and for a malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await callAs(app, admin, 'PUT', `/api/routers/${id}`, { routerName: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: ROUTER_MESSAGES.notFound });
    }
  });

  it("refuses to delete a router with transactions (409 'Router has transactions'), deletes one without", async () => {
    const kept = await routerOn(app, admin, sim);
    await insertTransaction(kept.id, { status: 'PAID' });
    const refused = await callAs(app, admin, 'DELETE', `/api/routers/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: 'Router has transactions' });

    const gone = await routerOn(app, admin, sim);
    const deleted = await callAs(app, admin, 'DELETE', `/api/routers/${gone.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ROUTER_MESSAGES.deleted });
    expect((await callAs(app, admin, 'GET', `/api/routers/${gone.id}`)).statusCode).toBe(404);
    const jobs = await sqlRows(app.db.orm, sql`SELECT 1 FROM jobs WHERE job_key = ${gone.id}`);
    expect(jobs).toHaveLength(0);
  });
});

describe('the connection test', () => {
  it('answers identity, version, uptime, PPP counts and latency, and marks the router online', async () => {
    const router = await routerOn(app, admin, sim);
    const response = await callAs(app, user, 'POST', `/api/routers/${router.id}/test`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ identity: 'MikroTik', pppSecret: 12, pppActive: 5 });
    expect(data.version).toMatch(/^7\.19/);
    expect(typeof data.uptime).toBe('string');
    expect(data.latencyMs).toBeGreaterThanOrEqual(0);
    const listed = (await callAs(app, admin, 'GET', '/api/dashboard/routers')).json().data;
    expect(listed.find((r: { id: string }) => r.id === router.id)).toMatchObject({
      isOnline: true,
      lastError: null,
      identity: 'MikroTik',
      stats: { pppSecret: 12, pppActive: 5 },
    });
  });

  it('reaches an API-SSL router with TLS on (its self-signed certificate accepted), and says so when TLS is off', async () => {
    const secure = await startSim({ tls: true });
    const withTls = await routerOn(app, admin, secure, { useTls: true });
    const ok = await callAs(app, admin, 'POST', `/api/routers/${withTls.id}/test`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.identity).toBe('MikroTik');

    const plain = await routerOn(app, admin, secure, { useTls: false });
    const refused = await callAs(app, admin, 'POST', `/api/routers/${plain.id}/test`);
    expect([502, 504]).toContain(refused.statusCode);
    expect([ROUTER_DIAGNOSIS.notRouterOs, ROUTER_DIAGNOSIS.timedOut]).toContain(
      refused.json().error,
    );
  });

  it('logs in to RouterOS 6.49 with the challenge login', async () => {
    const old = await startSim({ version: '6.49' });
    const router = await routerOn(app, admin, old);
    const response = await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toMatch(/^6\.49/);
  });

  const diagnosisCases: [
    string,
    () => Promise<Parameters<typeof createRouter>[2]>,
    number,
    string,
  ][] = [
    [
      'wrong password',
      async () => ({ routerHost: `127.0.0.1:${sim.port}`, routerPass: 'wrong' }),
      502,
      ROUTER_DIAGNOSIS.auth,
    ],
    [
      'closed port',
      async () => ({ routerHost: `127.0.0.1:${await closedPort()}` }),
      502,
      ROUTER_DIAGNOSIS.refused,
    ],
    [
      'unknown host',
      async () => ({ routerHost: 'no-such-router.invalid' }),
      502,
      ROUTER_DIAGNOSIS.hostNotFound,
    ],
    [
      'hang (accepts, never answers)',
      async () => {
        const hung = await startSim({ faults: { hangOnConnect: true } });
        return { routerHost: `127.0.0.1:${hung.port}` };
      },
      504,
      ROUTER_DIAGNOSIS.timedOut,
    ],
    [
      'TLS mismatch (TLS to a plain API port)',
      async () => ({ routerHost: `127.0.0.1:${sim.port}`, useTls: true }),
      502,
      ROUTER_DIAGNOSIS.tls,
    ],
    [
      'a TCP service that is not RouterOS',
      async () => {
        const foreign = await startForeignService();
        afterAllClose.push(foreign.close);
        return { routerHost: `127.0.0.1:${foreign.port}` };
      },
      502,
      ROUTER_DIAGNOSIS.notRouterOs,
    ],
  ];
  const afterAllClose: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(afterAllClose.map((close) => close()));
  });

  it.each(diagnosisCases)(
    '%s: its own status and sentence, within the limit',
    async (_kind, fields, status, sentence) => {
      const router = await createRouter(app, admin, await fields());
      const started = Date.now();
      const response = await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`);
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: sentence, message: sentence });
      // The limit here is 600 ms (ROUTER_TEST_TIMEOUT_MS); the answer comes within it plus slack.
      expect(elapsed).toBeLessThan(600 + 1500);
      const row = (await callAs(app, admin, 'GET', `/api/routers/${router.id}`)).json().data;
      expect(row).toMatchObject({ isOnline: false, lastError: sentence });
    },
  );

  it('names the router when its stored password cannot be opened (the key changed), and nothing crashes', async () => {
    const router = await routerOn(app, admin, sim, { routerName: 'Cabang Timur' });
    const otherKey = createSecretBox('a-different-secrets-key-0123456789abcdef');
    await app.db.orm.execute(sql`
      UPDATE routers SET router_pass_enc = ${otherKey.seal(SIM_PASSWORD, `routers:${router.id}:router_pass`)}
       WHERE id = ${router.id}`);
    const response = await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(`Router "Cabang Timur": ${ROUTER_DIAGNOSIS.keyMissing}`);
    const ppp = await callAs(app, admin, 'GET', `/api/ppp/${router.id}/secrets`);
    expect(ppp.statusCode).toBe(409);
    expect((await callAs(app, admin, 'GET', '/api/dashboard/routers')).statusCode).toBe(200);
  });
});

describe("dashboard and a router's transactions", () => {
  it('counts routers and transactions: total, completed (PAID), pending (UNPAID), revenue = sum of PAID', async () => {
    const before = (await callAs(app, user, 'GET', '/api/dashboard/stats')).json().data;
    const router = await routerOn(app, admin, sim);
    await insertTransaction(router.id, { status: 'PAID', amount: 150000 });
    await insertTransaction(router.id, { status: 'PAID', amount: 250000 });
    await insertTransaction(router.id, { status: 'UNPAID', amount: 99000 });
    await insertTransaction(router.id, { status: 'EXPIRED', amount: 50000 });
    const response = await callAs(app, user, 'GET', '/api/dashboard/stats');
    expect(response.statusCode).toBe(200);
    const after = response.json().data;
    expect(after.totalRouters).toBe(before.totalRouters + 1);
    expect(after.onlineRouters + after.offlineRouters).toBe(after.totalRouters);
    expect(after.totalTransactions - before.totalTransactions).toBe(4);
    expect(after.completedTransactions - before.completedTransactions).toBe(2);
    expect(after.pendingTransactions - before.pendingTransactions).toBe(1);
    expect(after.totalAmount - before.totalAmount).toBe(400000);
    const listed = (await callAs(app, user, 'GET', '/api/dashboard/routers')).json().data;
    expect(listed.find((r: { id: string }) => r.id === router.id).transactionCount).toBe(4);
  });

  it("lists a router's transactions with paging, status and date filters", async () => {
    const router = await routerOn(app, admin, sim);
    const empty = await callAs(app, user, 'GET', `/api/routers/${router.id}/payments`);
    expect(empty.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, perPage: 1, total: 0, totalPages: 0 },
    });

    await insertTransaction(router.id, {
      status: 'PAID',
      createdAt: '2026-03-01T05:00:00Z',
      customerName: 'Andi',
    });
    await insertTransaction(router.id, {
      status: 'UNPAID',
      createdAt: '2026-03-02T05:00:00Z',
      customerName: 'Budi',
    });
    // 23:30 in Jakarta on 3 March is still 3 March there.
    await insertTransaction(router.id, {
      status: 'UNPAID',
      createdAt: '2026-03-03T16:30:00Z',
      customerName: 'Citra',
    });
    const base = `/api/routers/${router.id}/payments`;
    const page = (
      await callAs(app, user, 'GET', `${base}?page=1&perPage=5&sortCol=customer_name&sortDir=asc`)
    ).json();
    expect(page.data.map((t: { customerName: string }) => t.customerName)).toEqual([
      'Andi',
      'Budi',
      'Citra',
    ]);
    expect(page.pagination).toEqual({ page: 1, perPage: 5, total: 3, totalPages: 1 });
    expect(page.data[0]).not.toHaveProperty('pppPassword');
    const unpaid = (await callAs(app, user, 'GET', `${base}?status=UNPAID`)).json().data;
    expect(unpaid).toHaveLength(2);
    const days = (
      await callAs(app, user, 'GET', `${base}?startDate=2026-03-02&endDate=2026-03-03`)
    ).json().data;
    expect(days.map((t: { customerName: string }) => t.customerName).sort()).toEqual([
      'Budi',
      'Citra',
    ]);
    const search = (await callAs(app, user, 'GET', `${base}?search=cit`)).json().data;
    expect(search).toHaveLength(1);
  });

  it.each([
    ['status', 'status=SETTLED'],
    ['startDate', 'startDate=2026-02-30'],
    ['endDate', 'startDate=2026-03-05&endDate=2026-03-01'],
    ['sortCol', 'sortCol=password'],
  ])('refuses a bad %s with validation_error', async (field, query) => {
    const router = await routerOn(app, admin, sim);
    const response = await callAs(app, user, 'GET', `/api/routers/${router.id}/payments?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers 404 for the transactions of a router nobody has', async () => {
    const response = await callAs(app, user, 'GET', `/api/routers/${randomUUID()}/payments`);
    expect(response.statusCode).toBe(404);
  });
});
