// Subscribers (docs/rules/billing.md#subscribers) against the RouterOS simulator: linking an
// existing PPP secret, making one with the plan's profile and a password shown once, phone forms
// stored as 62…, one subscriber per (router, PPP username), the import of a router's secrets all or
// nothing, validation as a validation_error naming the field, audit rows, and the role matrix.
import { desc } from 'drizzle-orm';
import {
  BILLING_FIELD_MESSAGES,
  BILLING_MESSAGES,
  ROUTER_DIAGNOSIS,
  ROUTER_MESSAGES,
} from 'contracts/messages';
import { seedState, type Simulator } from 'routeros/sim';
import { audit, subscribers } from '../src/db/schema';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
setUpSuite(
  { env: { ROUTER_COMMAND_TIMEOUT_MS: '700', ROUTER_TEST_TIMEOUT_MS: '700' } },
  (suite) => ({ app, admin, user } = suite),
);

let sim: Simulator;
let routerId: string;
let planId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim)).id;
  planId = (await newPlan('paket-10M')).id;
});
afterAll(closeSimulators);

/** Validation cases `[fields, path, message]`, titled by their fields as JSON cut short. */
const cases = (list: [Record<string, unknown>, string, string][]) =>
  list.map(
    ([fields, path, message]) =>
      [JSON.stringify(fields).slice(0, 60), path, fields, message] as const,
  );

let serial = 0;
const next = () => (serial += 1);

async function newPlan(pppProfile = 'paket-5M') {
  const response = await callAs(app, admin, 'POST', '/api/plans', {
    name: `Plan ${next()}`,
    price: 150_000,
    pppProfile,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string; name: string } }>().data;
}

/** A secret on the simulator, made for the test (no subscriber yet). */
function addSecret(name: string, comment = '') {
  sim.state.secrets.push({
    '.id': `*${(0x1000 + next()).toString(16).toUpperCase()}`,
    name,
    password: 'x',
    profile: 'default',
    service: 'pppoe',
    disabled: 'false',
    ...(comment ? { comment } : {}),
  });
  return name;
}

const base = () => ({
  name: 'Budi Santoso',
  phone: '0812-3456-7890',
  routerId,
  planId,
  billingDay: 10,
});

async function lastAudit() {
  const [row] = await app.db.orm.select().from(audit).orderBy(desc(audit.id)).limit(1);
  return row;
}

describe('create, read, change, delete', () => {
  it("links an existing secret, with the phone stored as 62… and billing start today's WIB day", async () => {
    const username = addSecret(`link-${next()}`);
    const created = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: username,
      email: 'budi@example.test',
      address: 'Jl. Merdeka 12',
      notes: 'rumah pojok',
    });
    expect(created.statusCode).toBe(201);
    const subscriber = created.json().data;
    expect(created.json().message).toBe(BILLING_MESSAGES.subscriberCreated);
    expect(subscriber).toMatchObject({
      name: 'Budi Santoso',
      phone: '6281234567890',
      email: 'budi@example.test',
      routerId,
      pppUsername: username,
      planId,
      planPrice: 150_000,
      billingDay: 10,
      billingStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'active',
      createdBy: 'admin',
    });
    expect(subscriber).not.toHaveProperty('pppPassword');
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      resource: 'subscriber',
      resourceId: subscriber.id,
    });

    const read = await callAs(app, user, 'GET', `/api/subscribers/${subscriber.id}`);
    expect(read.json()).toEqual({ success: true, data: subscriber });

    const changed = await callAs(app, admin, 'PUT', `/api/subscribers/${subscriber.id}`, {
      phone: '+62 857 1111 2222',
      billingDay: 28,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ phone: '6285711112222', billingDay: 28 });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      before: { phone: '6281234567890', billingDay: 10 },
      after: { phone: '6285711112222', billingDay: 28 },
    });

    const deleted = await callAs(app, admin, 'DELETE', `/api/subscribers/${subscriber.id}`);
    expect(deleted.json()).toEqual({
      success: true,
      data: { id: subscriber.id },
      message: BILLING_MESSAGES.subscriberDeleted,
    });
    expect(await lastAudit()).toMatchObject({ action: 'delete', resource: 'subscriber' });
    // The record goes; the secret stays on the router.
    expect(sim.state.secrets.some((secret) => secret['name'] === username)).toBe(true);
    expect((await callAs(app, user, 'GET', `/api/subscribers/${subscriber.id}`)).statusCode).toBe(
      404,
    );
  });

  it('makes the secret on the router with the plan profile, answering its password once', async () => {
    const created = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      name: 'Siti Aminah',
      createSecret: true,
    });
    expect(created.statusCode).toBe(201);
    const { pppPassword, pppUsername, id } = created.json().data;
    expect(pppUsername).toMatch(/^sitiaminah-\d{4}$/);
    expect(pppPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const secret = sim.state.secrets.find((row) => row['name'] === pppUsername);
    expect(secret).toMatchObject({ profile: 'paket-10M', password: pppPassword });

    const read = await callAs(app, admin, 'GET', `/api/subscribers/${id}`);
    expect(read.body).not.toContain(pppPassword);
    const list = await callAs(app, admin, 'GET', '/api/subscribers');
    expect(list.body).not.toContain(pppPassword);
    expect(JSON.stringify(await lastAudit())).not.toContain(pppPassword);

    const named = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: `made-${next()}`,
      createSecret: true,
    });
    expect(named.statusCode).toBe(201);
    expect(sim.state.secrets.some((row) => row['name'] === named.json().data.pppUsername)).toBe(
      true,
    );
  });

  it('refuses to make a secret whose name the router has, and a secret to link it lacks', async () => {
    const taken = addSecret(`taken-${next()}`);
    const make = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: taken,
      createSecret: true,
    });
    expect(make.statusCode).toBe(400);
    expect(make.json().errors).toEqual([
      { path: 'pppUsername', message: BILLING_FIELD_MESSAGES.pppSecretExists },
    ]);
    const link = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: 'nobody-here',
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().errors).toEqual([
      { path: 'pppUsername', message: BILLING_FIELD_MESSAGES.pppUsernameUnknown },
    ]);
    const none = await callAs(app, admin, 'POST', '/api/subscribers', base());
    expect(none.json().errors).toEqual([
      { path: 'pppUsername', message: BILLING_FIELD_MESSAGES.pppUsername },
    ]);
  });

  it('keeps one subscriber per (router, PPP username), also when two ask at once', async () => {
    const username = addSecret(`once-${next()}`);
    const both = await Promise.all(
      [1, 2].map(() =>
        callAs(app, admin, 'POST', '/api/subscribers', { ...base(), pppUsername: username }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = both.find((r) => r.statusCode === 400);
    expect(refused?.json().errors).toEqual([
      { path: 'pppUsername', message: BILLING_FIELD_MESSAGES.pppUsernameTaken },
    ]);
    // The same username on another router is another subscriber.
    const other = await startSim();
    const otherRouter = await routerOn(app, admin, other);
    other.state.secrets.push({
      '.id': '*FFF1',
      name: username,
      profile: 'default',
      disabled: 'false',
    });
    const elsewhere = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      routerId: otherRouter.id,
      pppUsername: username,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lists with filters by router, plan and status, readable by a plain user', async () => {
    const plan = await newPlan();
    const username = addSecret(`filter-${next()}`);
    const made = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      planId: plan.id,
      pppUsername: username,
    });
    const list = await callAs(
      app,
      user,
      'GET',
      `/api/subscribers?page=1&perPage=10&planId=${plan.id}&routerId=${routerId}&status=active`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      // A list row also says what the subscriber owes (billing-lists.test.ts): nothing yet.
      data: [
        {
          ...made.json().data,
          nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          unpaidAmount: 0,
          unpaidCount: 0,
          overdue: false,
        },
      ],
      pagination: { page: 1, perPage: 10, total: 1, totalPages: 1 },
    });
    const isolated = await callAs(
      app,
      user,
      'GET',
      `/api/subscribers?planId=${plan.id}&status=isolated`,
    );
    expect(isolated.json().data).toEqual([]);
    const bad = await callAs(app, user, 'GET', '/api/subscribers?routerId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'routerId', message: BILLING_FIELD_MESSAGES.routerId },
    ]);
    const search = await callAs(
      app,
      user,
      'GET',
      `/api/subscribers?search=${username.toUpperCase()}`,
    );
    expect(search.json().data.map((s: { pppUsername: string }) => s.pppUsername)).toEqual([
      username,
    ]);
  });

  it('answers 502 with the reason when the router is down, and records nothing', async () => {
    const down = await createRouter(app, admin, { routerHost: `127.0.0.1:${await closedPort()}` });
    const before = await tableRows(app, subscribers, subscribers.id);
    const response = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      routerId: down.id,
      pppUsername: 'anyone',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, error: ROUTER_DIAGNOSIS.refused });
    expect(await tableRows(app, subscribers, subscribers.id)).toEqual(before);
  });
});

describe('the router', () => {
  it('cannot be deleted while it has subscribers (409), and nothing is lost', async () => {
    const other = await startSim();
    const router = await routerOn(app, admin, other);
    const made = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      routerId: router.id,
      pppUsername: 'budi.santoso',
    });
    expect(made.statusCode).toBe(201);
    const refused = await callAs(app, admin, 'DELETE', `/api/routers/${router.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, error: ROUTER_MESSAGES.hasSubscribers });
    expect(
      (await callAs(app, user, 'GET', `/api/subscribers/${made.json().data.id}`)).statusCode,
    ).toBe(200);
  });
});

describe('phone forms', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
  ])('stores %s as %s', async (typed, stored) => {
    const response = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      phone: typed,
      pppUsername: addSecret(`phone-${next()}`),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phone).toBe(stored);
  });

  it.each(['0212345678', '12345', '+1 812 3456 7890', 'budi', '08', ''])(
    'refuses %p with a validation_error on phone',
    async (typed) => {
      const response = await callAs(app, admin, 'POST', '/api/subscribers', {
        ...base(),
        phone: typed,
        pppUsername: addSecret(`badphone-${next()}`),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'phone', message: BILLING_FIELD_MESSAGES.phone },
      ]);
    },
  );
});

describe('validation', () => {
  it.each(
    cases([
      [{ billingDay: 29 }, 'billingDay', BILLING_FIELD_MESSAGES.billingDay],
      [{ billingDay: 0 }, 'billingDay', BILLING_FIELD_MESSAGES.billingDay],
      [{ billingDay: 1.5 }, 'billingDay', BILLING_FIELD_MESSAGES.billingDay],
      [{ billingStart: '2026-02-30' }, 'billingStart', BILLING_FIELD_MESSAGES.billingStart],
      [{ billingStart: '1 Jan 2026' }, 'billingStart', BILLING_FIELD_MESSAGES.billingStart],
      [{ routerId: 'nope' }, 'routerId', BILLING_FIELD_MESSAGES.routerId],
      [
        { routerId: '00000000-0000-4000-8000-000000000000' },
        'routerId',
        BILLING_FIELD_MESSAGES.routerId,
      ],
      [{ planId: '00000000-0000-4000-8000-000000000000' }, 'planId', BILLING_FIELD_MESSAGES.planId],
      [{ planId: 'x' }, 'planId', BILLING_FIELD_MESSAGES.planId],
      [{ email: 'not-an-address' }, 'email', BILLING_FIELD_MESSAGES.email],
      [{ name: '' }, 'name', BILLING_FIELD_MESSAGES.subscriberName],
      [{ notes: 'x'.repeat(2001) }, 'notes', BILLING_FIELD_MESSAGES.notes],
    ]),
  )('refuses %s with a validation_error on %s', async (_title, path, fields, message) => {
    const response = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: addSecret(`valid-${next()}`),
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_error');
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('refuses an unknown plan and a bad phone on change too, and 404s an unknown subscriber', async () => {
    const made = await callAs(app, admin, 'POST', '/api/subscribers', {
      ...base(),
      pppUsername: addSecret(`change-${next()}`),
    });
    const id = made.json().data.id;
    const plan = await callAs(app, admin, 'PUT', `/api/subscribers/${id}`, {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(plan.json().errors).toEqual([
      { path: 'planId', message: BILLING_FIELD_MESSAGES.planId },
    ]);
    const phone = await callAs(app, admin, 'PUT', `/api/subscribers/${id}`, { phone: '021-555' });
    expect(phone.json().errors).toEqual([{ path: 'phone', message: BILLING_FIELD_MESSAGES.phone }]);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await callAs(app, admin, 'PUT', `/api/subscribers/${missing}`, { notes: 'x' })).statusCode,
      ).toBe(404);
      expect((await callAs(app, admin, 'DELETE', `/api/subscribers/${missing}`)).statusCode).toBe(
        404,
      );
      expect((await callAs(app, user, 'GET', `/api/subscribers/${missing}`)).statusCode).toBe(404);
    }
  });
});

describe('import', () => {
  it("makes subscribers of the router's secrets in one go, named from their comments", async () => {
    const plan = await newPlan();
    const withComment = addSecret(`imp-${next()}`, 'Ibu Sari, Gang Mawar');
    const bare = addSecret(`imp-${next()}`);
    const response = await callAs(app, admin, 'POST', '/api/subscribers/import', {
      routerId,
      planId: plan.id,
      billingDay: 15,
      billingStart: '2026-01-01',
      usernames: [withComment, bare],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: BILLING_MESSAGES.subscribersImported(2),
      data: { imported: 2 },
    });
    expect(response.json().data.subscribers).toEqual([
      expect.objectContaining({
        name: 'Ibu Sari, Gang Mawar',
        pppUsername: withComment,
        phone: '',
        billingDay: 15,
        billingStart: '2026-01-01',
      }),
      expect.objectContaining({ name: bare, pppUsername: bare, planId: plan.id }),
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'import',
      resource: 'subscriber',
      after: expect.objectContaining({ usernames: [withComment, bare] }),
    });
  });

  it('imports 1,500 secrets of a router at once (several insert statements, one audit row)', async () => {
    const big = await startSim({ state: seedState({ extraSecrets: 1500 }) });
    const router = await routerOn(app, admin, big);
    const usernames = Array.from(
      { length: 1500 },
      (_, i) => `user${String(i + 1).padStart(5, '0')}`,
    );
    const response = await callAs(app, admin, 'POST', '/api/subscribers/import', {
      routerId: router.id,
      planId,
      billingDay: 20,
      usernames,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.imported).toBe(1500);
    expect(response.json().data.subscribers[1499]).toMatchObject({
      pppUsername: 'user01500',
      name: 'Pelanggan 01500',
    });
    const listed = await callAs(app, user, 'GET', `/api/subscribers?routerId=${router.id}&page=1`);
    expect(listed.json().pagination.total).toBe(1500);
    expect(await lastAudit()).toMatchObject({ action: 'import', resourceId: null });
  });

  it('imports nothing when one username is unknown, repeated or already a subscriber', async () => {
    const fresh = addSecret(`all-${next()}`);
    const subscribed = addSecret(`all-${next()}`);
    await callAs(app, admin, 'POST', '/api/subscribers', { ...base(), pppUsername: subscribed });
    const before = await tableRows(app, subscribers, subscribers.id);
    const response = await callAs(app, admin, 'POST', '/api/subscribers/import', {
      routerId,
      planId,
      billingDay: 1,
      usernames: [fresh, 'no-such-secret', fresh, subscribed],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'validation_error',
      errors: [
        { path: 'usernames.1', message: BILLING_FIELD_MESSAGES.pppUsernameUnknown },
        { path: 'usernames.2', message: BILLING_FIELD_MESSAGES.pppUsernameRepeated },
        { path: 'usernames.3', message: BILLING_FIELD_MESSAGES.pppUsernameTaken },
      ],
    });
    expect(await tableRows(app, subscribers, subscribers.id)).toEqual(before);
  });

  it.each(
    cases([
      [{ usernames: [] }, 'usernames', BILLING_FIELD_MESSAGES.usernames],
      [{ billingDay: 31 }, 'billingDay', BILLING_FIELD_MESSAGES.billingDay],
      [{ routerId: 'nope' }, 'routerId', BILLING_FIELD_MESSAGES.routerId],
      [{ planId: '00000000-0000-4000-8000-000000000000' }, 'planId', BILLING_FIELD_MESSAGES.planId],
    ]),
  )('refuses %s with a validation_error on %s', async (_title, path, fields, message) => {
    const response = await callAs(app, admin, 'POST', '/api/subscribers/import', {
      routerId,
      planId,
      billingDay: 1,
      usernames: ['budi.santoso'],
      ...fields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });
});

describeRoleMatrix('subscribers', {
  app: () => app,
  envelope: 'success',
  snapshot: (app) => tableRows(app, subscribers, subscribers.id),
  cases: [
    {
      name: 'POST /api/subscribers',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: '/api/subscribers',
        payload: { ...base(), pppUsername: addSecret(`matrix-${next()}`) },
      }),
    },
    {
      name: 'POST /api/subscribers (createSecret)',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: '/api/subscribers',
        payload: { ...base(), createSecret: true },
      }),
    },
    {
      name: 'POST /api/subscribers/import',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: '/api/subscribers/import',
        payload: {
          routerId,
          planId,
          billingDay: 3,
          usernames: [addSecret(`matrix-${next()}`), addSecret(`matrix-${next()}`)],
        },
      }),
    },
    {
      name: 'PUT /api/subscribers/:id',
      prepare: async () => {
        const made = await callAs(app, admin, 'POST', '/api/subscribers', {
          ...base(),
          pppUsername: addSecret(`matrix-${next()}`),
        });
        return {
          method: 'PUT',
          url: `/api/subscribers/${made.json().data.id}`,
          payload: { notes: 'changed' },
        };
      },
    },
    {
      name: 'DELETE /api/subscribers/:id',
      prepare: async () => {
        const made = await callAs(app, admin, 'POST', '/api/subscribers', {
          ...base(),
          pppUsername: addSecret(`matrix-${next()}`),
        });
        return { method: 'DELETE', url: `/api/subscribers/${made.json().data.id}` };
      },
    },
  ],
});
