// Plans and the billing settings (docs/rules/billing.md#plans, #settings): the writes, their
// validation (a validation_error naming the field, never a 5xx), a plan in use refusing its delete
// with the number of its subscribers, the audit rows, and the role matrix of every write.
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { desc } from 'drizzle-orm';
import { audit, billingSettings, plans, subscribers } from '../src/db/schema';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closeSimulators, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
setUpSuite({}, (suite) => ({ app, admin, user } = suite));

let sim: Simulator;
let routerId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim)).id;
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

async function newPlan(fields: Record<string, unknown> = {}) {
  const response = await callAs(app, admin, 'POST', '/api/plans', {
    name: `Plan ${next()}`,
    price: 150_000,
    pppProfile: 'paket-10M',
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string; name: string } }>().data;
}

/** The newest row of the audit trail. */
async function lastAudit() {
  const [row] = await app.db.orm.select().from(audit).orderBy(desc(audit.id)).limit(1);
  return row;
}

describe('plans', () => {
  it('creates, lists, reads, changes and deletes a plan, each with its audit row', async () => {
    const created = await callAs(app, admin, 'POST', '/api/plans', {
      name: '  Rumah 10M  ',
      price: 150_000,
      pppProfile: 'paket-10M',
      description: 'Unlimited',
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: BILLING_MESSAGES.planCreated });
    expect(plan).toMatchObject({
      name: 'Rumah 10M',
      price: 150_000,
      pppProfile: 'paket-10M',
      description: 'Unlimited',
      subscriberCount: 0,
      createdBy: 'admin',
    });
    expect(await lastAudit()).toMatchObject({ action: 'create', resource: 'plan' });

    const list = await callAs(app, user, 'GET', '/api/plans?page=1&perPage=100&search=rumah');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, pagination: { page: 1, total: 1 } });
    expect(list.json().data).toEqual([plan]);
    expect((await callAs(app, user, 'GET', `/api/plans/${plan.id}`)).json().data).toEqual(plan);

    const changed = await callAs(app, admin, 'PUT', `/api/plans/${plan.id}`, { price: 175_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ price: 175_000, name: 'Rumah 10M' });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      resource: 'plan',
      before: { price: 150_000 },
      after: { price: 175_000 },
    });

    const deleted = await callAs(app, admin, 'DELETE', `/api/plans/${plan.id}`);
    expect(deleted.json()).toEqual({
      success: true,
      data: { id: plan.id },
      message: BILLING_MESSAGES.planDeleted,
    });
    expect(await lastAudit()).toMatchObject({ action: 'delete', resource: 'plan' });
    expect((await callAs(app, user, 'GET', `/api/plans/${plan.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken name whatever its case, on create and on change', async () => {
    const plan = await newPlan({ name: 'Bisnis 20M' });
    const again = await callAs(app, admin, 'POST', '/api/plans', {
      name: 'bisnis 20m',
      price: 1,
      pppProfile: 'x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'validation_error',
      errors: [{ path: 'name', message: BILLING_FIELD_MESSAGES.planNameTaken }],
    });
    const other = await newPlan();
    const rename = await callAs(app, admin, 'PUT', `/api/plans/${other.id}`, {
      name: 'BISNIS 20M',
    });
    expect(rename.json().errors).toEqual([
      { path: 'name', message: BILLING_FIELD_MESSAGES.planNameTaken },
    ]);
    expect(plan.id).not.toBe(other.id);
  });

  it.each(
    cases([
      [{ name: '', price: 1, pppProfile: 'p' }, 'name', BILLING_FIELD_MESSAGES.planName],
      [{ name: 'A', price: 0, pppProfile: 'p' }, 'price', BILLING_FIELD_MESSAGES.price],
      [{ name: 'A', price: -5, pppProfile: 'p' }, 'price', BILLING_FIELD_MESSAGES.price],
      [{ name: 'A', price: 1.5, pppProfile: 'p' }, 'price', BILLING_FIELD_MESSAGES.price],
      [{ name: 'A', price: 'lots', pppProfile: 'p' }, 'price', BILLING_FIELD_MESSAGES.price],
      [{ name: 'A', price: 1 }, 'pppProfile', BILLING_FIELD_MESSAGES.pppProfile],
      [
        { name: 'A', price: 1, pppProfile: 'x'.repeat(101) },
        'pppProfile',
        BILLING_FIELD_MESSAGES.pppProfile,
      ],
      [
        { name: 'A', price: 1, pppProfile: 'p', description: 'x'.repeat(1001) },
        'description',
        BILLING_FIELD_MESSAGES.description,
      ],
    ]),
  )('refuses %s with a validation_error on %s', async (_title, path, body, message) => {
    const response = await callAs(app, admin, 'POST', '/api/plans', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_error');
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('refuses to delete a plan in use, naming how many subscribers use it', async () => {
    const plan = await newPlan();
    for (const username of ['budi.santoso', 'siti.rahma']) {
      const made = await callAs(app, admin, 'POST', '/api/subscribers', {
        name: username,
        phone: '081234567890',
        routerId,
        pppUsername: username,
        planId: plan.id,
        billingDay: 5,
      });
      expect(made.statusCode).toBe(201);
    }
    expect(
      (await callAs(app, user, 'GET', `/api/plans/${plan.id}`)).json().data.subscriberCount,
    ).toBe(2);
    const refused = await callAs(app, admin, 'DELETE', `/api/plans/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      error: BILLING_MESSAGES.planInUse(2),
      message: 'This plan is used by 2 subscribers and cannot be deleted',
    });
    expect((await callAs(app, user, 'GET', `/api/plans/${plan.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a plan nobody has and for an id that cannot be one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await callAs(app, user, 'GET', `/api/plans/${id}`)).statusCode).toBe(404);
      expect((await callAs(app, admin, 'PUT', `/api/plans/${id}`, { price: 5 })).statusCode).toBe(
        404,
      );
      expect((await callAs(app, admin, 'DELETE', `/api/plans/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('billing settings', () => {
  it('reads the defaults, changes what is given, keeps the WhatsApp token write-only', async () => {
    const read = await callAs(app, user, 'GET', '/api/billing/settings');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      invoiceLeadDays: 7,
      graceDays: 3,
      reminderDays: [3, 1],
      quietHours: { from: '21:00', to: '07:00' },
      waTokenSet: false,
    });

    const changed = await callAs(app, admin, 'PUT', '/api/billing/settings', {
      graceDays: 5,
      reminderDays: [1, 5, 1],
      quietHours: null,
      waBaseUrl: 'https://wa.example.test/send',
      waToken: 'wa-token-secret-value',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      invoiceLeadDays: 7,
      graceDays: 5,
      reminderDays: [5, 1],
      quietHours: null,
      waTokenSet: true,
      updatedBy: 'admin',
    });
    expect(changed.body).not.toContain('wa-token-secret-value');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'update', resource: 'billing_settings' });
    expect(JSON.stringify(audit)).not.toContain('wa-token-secret-value');
    const [row] = await app.db.orm.select().from(billingSettings);
    expect(row?.waTokenEnc).not.toContain('wa-token-secret-value');

    const cleared = await callAs(app, admin, 'PUT', '/api/billing/settings', { waToken: '' });
    expect(cleared.json().data.waTokenSet).toBe(false);
  });

  it.each(
    cases([
      [{ invoiceLeadDays: 29 }, 'invoiceLeadDays', BILLING_FIELD_MESSAGES.invoiceLeadDays],
      [{ graceDays: -1 }, 'graceDays', BILLING_FIELD_MESSAGES.graceDays],
      [{ reminderDays: [1, 2, 3, 4, 5, 6] }, 'reminderDays', BILLING_FIELD_MESSAGES.reminderDays],
      [
        { quietHours: { from: '25:00', to: '07:00' } },
        'quietHours.from',
        BILLING_FIELD_MESSAGES.quietHours,
      ],
      [{ waBaseUrl: 'ftp://x' }, 'waBaseUrl', BILLING_FIELD_MESSAGES.waBaseUrl],
      [{ emailFrom: 'not-an-address' }, 'emailFrom', BILLING_FIELD_MESSAGES.emailFrom],
    ]),
  )('refuses %s with a validation_error on %s', async (_title, path, body, message) => {
    const response = await callAs(app, admin, 'PUT', '/api/billing/settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });
});

describeRoleMatrix('plans and settings', {
  app: () => app,
  envelope: 'success',
  snapshot: async (app) => ({
    plans: await tableRows(app, plans, plans.id),
    subscribers: await tableRows(app, subscribers, subscribers.id),
    settings: await tableRows(app, billingSettings, billingSettings.id),
  }),
  cases: [
    {
      name: 'POST /api/plans',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: '/api/plans',
        payload: { name: `Matrix ${next()}`, price: 100_000, pppProfile: 'paket-5M' },
      }),
    },
    {
      name: 'PUT /api/plans/:id',
      prepare: async () => ({
        method: 'PUT',
        url: `/api/plans/${(await newPlan()).id}`,
        payload: { price: 99_000 },
      }),
    },
    {
      name: 'DELETE /api/plans/:id',
      prepare: async () => ({ method: 'DELETE', url: `/api/plans/${(await newPlan()).id}` }),
    },
    {
      name: 'PUT /api/billing/settings',
      prepare: async () => ({
        method: 'PUT',
        url: '/api/billing/settings',
        payload: { invoiceLeadDays: next() % 28 },
      }),
    },
  ],
});
