// /api/hotspot/{routerId}/vouchers (docs/rules/hotspot.md#vouchers) against
// in-process simulators: CSPRNG names of the chosen alphabet (never 0 O o 1 l I), unique against
// the router's users in a nearly full name space, written pipelined (several adds in flight on the
// simulator), all or nothing when the router traps, drops or hangs midway, recorded only after the
// router agreed; the batch list and page (passwords readable by plain users), delete keeping used
// vouchers; RouterOS 6.49 and 7.19; validation of each field; the role matrix.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { VOUCHER_CHARSETS } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import type { VoucherBatch, VoucherBatchDetail } from 'contracts/types';
import type { Simulator } from 'routeros/sim';
import { hotspotUsers, voucherBatches } from '../src/db/schema';
import { voucherNames } from '../src/hotspot/voucher-names';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closeSimulators, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
const COMMAND_TIMEOUT_MS = 1500;
setUpSuite(
  {
    env: { ROUTER_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS), ROUTER_TEST_TIMEOUT_MS: '1500' },
  },
  (suite) => ({ app, admin, user } = suite),
);
afterAll(closeSimulators);

const hs = (routerId: string, path: string) => `/api/hotspot/${routerId}${path}`;

async function simRouter(version?: string) {
  const sim = await startSim(version ? { version } : {});
  const routerId = (await routerOn(app, admin, sim)).id;
  return { sim, routerId };
}

const generate = (routerId: string, body: Record<string, unknown>) =>
  callAs(app, admin, 'POST', hs(routerId, '/vouchers'), body);

const batchRows = (routerId: string) =>
  app.db.orm.select().from(voucherBatches).where(eq(voucherBatches.routerId, routerId));
const recordRows = (routerId: string) =>
  app.db.orm.select().from(hotspotUsers).where(eq(hotspotUsers.routerId, routerId));

/** Runs `act` once the simulator has received `after` user adds. */
function onAdd(sim: Simulator, after: number, act: () => void) {
  let seen = 0;
  const listener = (event: { command: string }) => {
    if (event.command !== '/ip/hotspot/user/add') return;
    seen += 1;
    if (seen === after) act();
  };
  sim.events.on('command', listener);
  return () => sim.events.off('command', listener);
}

describe('names', () => {
  it('are drawn from the alphabet after the prefix, unique, and avoid taken names', () => {
    for (const charset of Object.keys(VOUCHER_CHARSETS) as (keyof typeof VOUCHER_CHARSETS)[]) {
      const names =
        voucherNames({ count: 500, length: 6, prefix: 'Ab1', charset }, new Set()) ?? [];
      expect(new Set(names).size).toBe(500);
      const part = new RegExp(`^Ab1[${VOUCHER_CHARSETS[charset]}]{6}$`);
      expect(names.every((n) => part.test(n))).toBe(true);
      expect(names.some((n) => /[0Oo1lI]/.test(n.slice(3)))).toBe(false);
    }
    // digits: 2–9, 8^4 = 4096 names; all but 100 taken → exactly the 100 free ones, any order.
    const all: string[] = [];
    for (let n = 0; n < 4096; n++)
      all.push(
        n
          .toString(8)
          .padStart(4, '0')
          .replace(/[0-7]/g, (d) => String(Number(d) + 2)),
      );
    const free = new Set(all.slice(0, 100));
    const taken = new Set(all.slice(100));
    const drawn = voucherNames({ count: 100, length: 4, prefix: '', charset: 'digits' }, taken);
    expect(new Set(drawn)).toEqual(free);
    expect(
      voucherNames({ count: 101, length: 4, prefix: '', charset: 'digits' }, taken),
    ).toBeNull();
  });
});

describe('generate a batch', () => {
  it('makes the users on the router and records the batch once the router agreed', async () => {
    const { sim, routerId } = await simRouter();
    const before = sim.state.hotspotUsers.length;
    const response = await generate(routerId, {
      profile: '1jam',
      count: 40,
      length: 5,
      prefix: 'KF',
      charset: 'upper-digits',
      limitUptime: '1h',
      limitBytesTotal: 500_000_000,
      note: 'Kafe lantai 1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(HOTSPOT_MESSAGES.batchCreated);
    const { id, count, vouchers } = response.json().data;
    expect(count).toBe(40);
    expect(vouchers).toHaveLength(40);
    for (const v of vouchers) {
      expect(v.name).toMatch(/^KF[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{5}$/);
      expect(v.password).toBe(v.name);
    }
    const made = sim.state.hotspotUsers.slice(before);
    expect(made.map((u) => u['name']).sort()).toEqual(
      vouchers.map((v: { name: string }) => v.name).sort(),
    );
    expect(made[0]).toEqual(
      expect.objectContaining({
        profile: '1jam',
        'limit-uptime': '1h',
        'limit-bytes-total': '500000000',
        comment: expect.stringMatching(/^vc-[0-9a-f]{8} Kafe lantai 1$/),
      }),
    );
    const [batch] = await batchRows(routerId);
    expect(batch).toEqual(
      expect.objectContaining({ id, profile: '1jam', count: 40, prefix: 'KF', createdBy: 'admin' }),
    );
    const records = await recordRows(routerId);
    expect(records.filter((r) => r.batchId === id)).toHaveLength(40);

    // Plain users read the list and the batch page with passwords (they print the cards).
    const list = await callAs(app, user, 'GET', hs(routerId, '/vouchers'));
    expect(list.statusCode).toBe(200);
    const listed: VoucherBatch[] = list.json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        count: 40,
        unused: 40,
        note: 'Kafe lantai 1',
        profile: '1jam',
      }),
    ]);
    expect(list.json().pagination).toEqual(expect.objectContaining({ total: 1 }));
    const page = await callAs(app, user, 'GET', hs(routerId, `/vouchers/${id}`));
    expect(page.statusCode).toBe(200);
    const detail: VoucherBatchDetail = page.json().data;
    expect(detail).toEqual(
      expect.objectContaining({ id, unused: 40, hotspotDnsName: 'hotspot.lan', validity: '' }),
    );
    expect(detail.vouchers).toHaveLength(40);
    expect(detail.vouchers.every((v) => v.status === 'unused' && v.password === v.name)).toBe(true);
    // The users list filters by the batch.
    const byBatch = await callAs(
      app,
      user,
      'GET',
      hs(routerId, `/users?batchId=${id}&perPage=100&page=1`),
    );
    expect(byBatch.json().pagination.total).toBe(40);
    expect(byBatch.json().data.every((u: { batchId: string }) => u.batchId === id)).toBe(true);
  });

  it("'userpass' gives each voucher its own password", async () => {
    const { routerId } = await simRouter();
    const response = await generate(routerId, {
      profile: 'default',
      count: 20,
      mode: 'userpass',
      charset: 'digits',
      length: 8,
    });
    expect(response.statusCode).toBe(201);
    const vouchers: { name: string; password: string }[] = response.json().data.vouchers;
    expect(vouchers.every((v) => /^[2-9]{8}$/.test(v.password) && v.password !== v.name)).toBe(
      true,
    );
  });

  it('never reuses an existing name in a nearly full name space, and says so when it is full', async () => {
    const { sim, routerId } = await simRouter();
    // 4-digit names of 2–9: 4,096 possible; the router already has 4,000 of them.
    const all: string[] = [];
    for (let n = 0; n < 4096; n++)
      all.push(
        n
          .toString(8)
          .padStart(4, '0')
          .replace(/[0-7]/g, (d) => String(Number(d) + 2)),
      );
    const shuffled = [...all].sort(() => Math.random() - 0.5);
    const existing = new Set(shuffled.slice(0, 4000));
    let id = 0x10000;
    for (const name of existing)
      sim.state.hotspotUsers.push({
        '.id': `*${(id++).toString(16).toUpperCase()}`,
        name,
        password: name,
        profile: 'default',
        uptime: '0s',
        'bytes-in': '0',
        'bytes-out': '0',
        disabled: 'false',
      });
    const body = { profile: 'default', count: 90, length: 4, charset: 'digits' };
    const response = await generate(routerId, body);
    expect(response.statusCode).toBe(201);
    const names: string[] = response.json().data.vouchers.map((v: { name: string }) => v.name);
    expect(new Set(names).size).toBe(90);
    expect(names.some((n) => existing.has(n))).toBe(false);

    const before = sim.state.hotspotUsers.length;
    const full = await generate(routerId, { ...body, count: 7 });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([
      { path: 'count', message: HOTSPOT_FIELD_MESSAGES.nameSpaceFull },
    ]);
    expect(sim.state.hotspotUsers).toHaveLength(before);
    // The last 6 free names still fit.
    expect((await generate(routerId, { ...body, count: 6 })).statusCode).toBe(201);
  });

  it('writes pipelined: many adds in flight on the simulator at once', async () => {
    // A little latency per reply, as a real router has: commands sent before the answers come
    // back are counted in flight.
    const sim = await startSim({ latencyMs: 3 });
    const routerId = (await routerOn(app, admin, sim)).id;
    const response = await generate(routerId, { profile: '1hari', count: 600 });
    expect(response.statusCode).toBe(201);
    // The manager allows 8 commands at once; a pipelined batch puts far more on the one connection.
    expect(sim.stats.maxInFlight).toBeGreaterThan(8);
    expect(sim.stats.connections).toBe(1);
  });
});

describe('all or nothing when the router fails midway', () => {
  it('a trap midway (the profile vanished): the added users are removed, nothing is recorded', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const profiles = sim.state.hotspotProfiles;
    const index = profiles.findIndex((p) => p['name'] === '7hari');
    const saved = profiles[index];
    const stop = onAdd(sim, 100, () => profiles.splice(index, 1));
    const response = await generate(routerId, { profile: '7hari', count: 400 });
    stop();
    if (saved) profiles.splice(index, 0, saved);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual(
      expect.objectContaining({
        path: 'profile',
        message: expect.stringMatching(/input does not match any value of profile/),
      }),
    );
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
    expect(await recordRows(routerId)).toEqual([]);
  });

  it('the connection dropped midway: 502 with the reason, the added users removed', async () => {
    const { sim, routerId } = await simRouter();
    const before = sim.state.hotspotUsers.length;
    const stop = onAdd(sim, 150, () => {
      void sim.setFaults({ fatal: ['/ip/hotspot/user/add'] });
    });
    const response = await generate(routerId, { profile: '1jam', count: 500 });
    stop();
    await sim.setFaults({});
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(
      expect.objectContaining({
        success: false,
        message: expect.stringMatching(/voucher \d+ of 500/),
      }),
    );
    expect(sim.state.hotspotUsers).toHaveLength(before);
    expect(await batchRows(routerId)).toEqual([]);
    // The router works again afterwards.
    expect((await generate(routerId, { profile: '1jam', count: 5 })).statusCode).toBe(201);
  });

  it('the router stopped answering midway: 504, the users it did add removed', async () => {
    const { sim, routerId } = await simRouter();
    const before = sim.state.hotspotUsers.length;
    const stop = onAdd(sim, 80, () => {
      void sim.setFaults({ hang: ['/ip/hotspot/user/add'] });
    });
    const response = await generate(routerId, { profile: '1jam', count: 300 });
    stop();
    await sim.setFaults({});
    expect(response.statusCode).toBe(504);
    expect(response.json().success).toBe(false);
    expect(sim.state.hotspotUsers).toHaveLength(before);
    expect(await batchRows(routerId)).toEqual([]);
    expect(await recordRows(routerId)).toEqual([]);
  });
  it('the database failed after the router agreed: the users are removed from the router again', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const spy = jest
      .spyOn(app.db, 'transaction')
      .mockRejectedValueOnce(new Error('simulated database outage'));
    try {
      const response = await generate(routerId, { profile: '1jam', count: 120 });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain('simulated database outage');
    } finally {
      spy.mockRestore();
    }
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
  });
});

describe('delete a batch', () => {
  it('removes the unused vouchers, keeps the used ones and their records', async () => {
    const { sim, routerId } = await simRouter();
    const created = await generate(routerId, { profile: '1jam', count: 12 });
    const { id, vouchers } = created.json().data as { id: string; vouchers: { name: string }[] };
    const usedName = (vouchers[0] as { name: string }).name;
    sim.hotspotLogin(usedName, { password: usedName, uptimeSeconds: 120 });
    sim.hotspotLogout(usedName);
    const activeName = (vouchers[1] as { name: string }).name;
    sim.hotspotLogin(activeName, { password: activeName });

    const deleted = await callAs(app, admin, 'DELETE', hs(routerId, `/vouchers/${id}`));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      data: { removed: 10, kept: 2 },
      message: HOTSPOT_MESSAGES.batchDeleted,
    });
    const left = sim.state.hotspotUsers.filter((u) => vouchers.some((v) => v.name === u['name']));
    expect(left.map((u) => u['name']).sort()).toEqual([usedName, activeName].sort());
    const page = (await callAs(app, user, 'GET', hs(routerId, `/vouchers/${id}`))).json().data;
    expect(page.vouchers.map((v: { status: string }) => v.status).sort()).toEqual([
      'active',
      'used',
    ]);
    // The list counts from our records: the monitor's round records first use (h17life's
    // first-use round); here as it would.
    await app.db.orm
      .update(hotspotUsers)
      .set({ firstLoginAt: new Date() })
      .where(eq(hotspotUsers.batchId, id));
    expect((await callAs(app, user, 'GET', hs(routerId, '/vouchers'))).json().data[0].unused).toBe(
      0,
    );

    // Nothing used: the batch goes with its vouchers.
    const other = (await generate(routerId, { profile: '1jam', count: 3 })).json().data.id;
    const all = await callAs(app, admin, 'DELETE', hs(routerId, `/vouchers/${other}`));
    expect(all.json().data).toEqual({ removed: 3, kept: 0 });
    expect((await callAs(app, user, 'GET', hs(routerId, `/vouchers/${other}`))).statusCode).toBe(
      404,
    );
  });

  it('lists batches while the router is down; the batch page says why it cannot (502)', async () => {
    const { sim, routerId } = await simRouter();
    const made = (await generate(routerId, { profile: '1jam', count: 4 })).json().data.id;
    await sim.setFaults({ refuse: true });
    try {
      const list = await callAs(app, user, 'GET', hs(routerId, '/vouchers'));
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ id: made, unused: 4 })]);
      const page = await callAs(app, user, 'GET', hs(routerId, `/vouchers/${made}`));
      expect(page.statusCode).toBe(502);
      expect(page.json().success).toBe(false);
    } finally {
      await sim.setFaults({});
    }
  });

  it('answers 404 for a batch of another router, an unknown or malformed id', async () => {
    const a = await simRouter();
    const b = await simRouter();
    const made = (await generate(a.routerId, { profile: '1jam', count: 2 })).json().data.id;
    for (const [routerId, id] of [
      [b.routerId, made],
      [a.routerId, randomUUID()],
      [a.routerId, 'nope'],
    ] as const) {
      const response = await callAs(app, user, 'GET', hs(routerId, `/vouchers/${id}`));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(HOTSPOT_MESSAGES.batchNotFound);
    }
  });
});

describe('validation names the field', () => {
  let routerId: string;
  let sim: Simulator;
  beforeAll(async () => {
    ({ routerId, sim } = await simRouter());
  });
  it.each([
    ['count', { count: 0 }, HOTSPOT_FIELD_MESSAGES.count],
    ['count', { count: 5001 }, HOTSPOT_FIELD_MESSAGES.count],
    ['count', { count: 2.5 }, HOTSPOT_FIELD_MESSAGES.count],
    ['length', { length: 3 }, HOTSPOT_FIELD_MESSAGES.length],
    ['length', { length: 13 }, HOTSPOT_FIELD_MESSAGES.length],
    ['prefix', { prefix: 'ab-' }, HOTSPOT_FIELD_MESSAGES.prefix],
    ['prefix', { prefix: 'abcdefg' }, HOTSPOT_FIELD_MESSAGES.prefix],
    ['charset', { charset: 'hex' }, HOTSPOT_FIELD_MESSAGES.charset],
    ['mode', { mode: 'pin' }, HOTSPOT_FIELD_MESSAGES.mode],
    ['limitUptime', { limitUptime: 'one hour' }, HOTSPOT_FIELD_MESSAGES.limitUptime],
    ['limitBytesTotal', { limitBytesTotal: -1 }, HOTSPOT_FIELD_MESSAGES.limitBytesTotal],
    ['note', { note: 'n'.repeat(501) }, HOTSPOT_FIELD_MESSAGES.note],
    ['profile', { profile: 'tidak-ada' }, HOTSPOT_FIELD_MESSAGES.profileUnknown],
  ])('%s', async (field, change, message) => {
    const before = sim.state.hotspotUsers.length;
    const response = await generate(routerId, { profile: '1jam', count: 5, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_error');
    expect(response.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field, message })]),
    );
    expect(sim.state.hotspotUsers).toHaveLength(before);
  });
});

describe('RouterOS 6.49 and 7.19', () => {
  it.each(['6.49', '7.19'])('generates, reads and deletes a batch on %s', async (version) => {
    const { sim, routerId } = await simRouter(version);
    const created = await generate(routerId, { profile: '1hari', count: 150 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const page = (await callAs(app, user, 'GET', hs(routerId, `/vouchers/${id}`))).json().data;
    expect(page.vouchers).toHaveLength(150);
    const before = sim.state.hotspotUsers.length;
    await callAs(app, admin, 'DELETE', hs(routerId, `/vouchers/${id}`));
    expect(sim.state.hotspotUsers).toHaveLength(before - 150);
  });
});

/* ---- role matrix ---- */

let matrix: { sim: Simulator; routerId: string };
beforeAll(async () => {
  matrix = await simRouter();
});

describeRoleMatrix('voucher writes', {
  app: () => app,
  envelope: 'success',
  snapshot: async (a) => ({
    users: JSON.stringify(matrix.sim.state.hotspotUsers),
    batches: await tableRows(a, voucherBatches, voucherBatches.id),
  }),
  cases: [
    {
      name: 'POST /hotspot/:routerId/vouchers',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: hs(matrix.routerId, '/vouchers'),
        payload: { profile: '1jam', count: 3 },
      }),
    },
    {
      name: 'DELETE /hotspot/:routerId/vouchers/:id',
      prepare: async () => {
        const made = await generate(matrix.routerId, { profile: '1jam', count: 3 });
        return { method: 'DELETE', url: hs(matrix.routerId, `/vouchers/${made.json().data.id}`) };
      },
    },
  ],
});
