// /api/hotspot/{routerId} profiles, users and active sessions (docs/rules/hotspot.md)
// against in-process simulators: contract shapes, our settings kept by profile name (rename, delete),
// users paged/searched/filtered on the server with their status, reset clearing our first use, kick
// removing session and cookie, validation naming the field, router faults as 502/504 (never
// 401/403), RouterOS 6.49 and 7.19, and the role matrix of every write.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import type { HotspotProfile, HotspotUser } from 'contracts/types';
import type { Simulator } from 'routeros/sim';
import { hotspotProfileSettings, hotspotUsers, routers } from '../src/db/schema';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
let user: Session;
const COMMAND_TIMEOUT_MS = 700;
setUpSuite(
  { env: { ROUTER_COMMAND_TIMEOUT_MS: String(COMMAND_TIMEOUT_MS), ROUTER_TEST_TIMEOUT_MS: '700' } },
  (suite) => ({ app, admin, user } = suite),
);

let sim: Simulator;
let routerId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim)).id;
});
afterAll(closeSimulators);

const hs = (path: string, id = routerId) => `/api/hotspot/${id}${path}`;
const usersOf = (s: Simulator) => s.state.hotspotUsers;

let userCount = 0;
/** A fresh user through the API (as admin); returns its read. */
async function addUser(fields: Record<string, unknown> = {}, id = routerId): Promise<HotspotUser> {
  userCount += 1;
  const response = await callAs(app, admin, 'POST', hs('/users', id), {
    name: `u-${userCount}-${randomUUID().slice(0, 6)}`,
    password: 'pw',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`add user: ${response.body}`);
  return response.json().data;
}

describe('profiles', () => {
  it('lists the router profiles with our defaults, never an on-login script', async () => {
    const response = await callAs(app, user, 'GET', hs('/profiles'));
    expect(response.statusCode).toBe(200);
    const profiles: HotspotProfile[] = response.json().data;
    expect(profiles.map((p) => p.name)).toEqual(expect.arrayContaining(['default', '1jam']));
    const oneHour = profiles.find((p) => p.name === '1jam') as HotspotProfile;
    expect(oneHour).toEqual({
      id: expect.stringMatching(/^\*/),
      name: '1jam',
      rateLimit: '1M/2M',
      sharedUsers: '1',
      addressPool: 'hs-pool-1',
      parentQueue: expect.any(String),
      sessionTimeout: expect.any(String),
      price: 0,
      sellingPrice: null,
      validity: '',
      expiryMode: 'none',
      lockMac: false,
    });
    expect(Object.keys(oneHour)).not.toContain('onLogin');
  });

  it('adds a profile with our settings, renames it (settings follow) and deletes both', async () => {
    const created = await callAs(app, admin, 'POST', hs('/profiles'), {
      name: '  3jam ',
      rateLimit: '2M/4M',
      price: 3000,
      sellingPrice: 5000,
      validity: '3h',
      expiryMode: 'remove',
      lockMac: true,
      onLogin: ':put "never sent"',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(HOTSPOT_MESSAGES.profileAdded);
    const profile: HotspotProfile = created.json().data;
    expect(profile).toEqual(
      expect.objectContaining({
        name: '3jam',
        rateLimit: '2M/4M',
        sharedUsers: '1',
        price: 3000,
        sellingPrice: 5000,
        validity: '3h',
        expiryMode: 'remove',
        lockMac: true,
      }),
    );
    const onRouter = sim.state.hotspotProfiles.find((p) => p['name'] === '3jam');
    expect(onRouter?.['on-login'] ?? '').toBe('');

    const renamed = await callAs(app, admin, 'PUT', hs(`/profiles/${profile.id}`), {
      name: '3jam-baru',
      price: 3500,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual(
      expect.objectContaining({
        name: '3jam-baru',
        price: 3500,
        sellingPrice: 5000,
        validity: '3h',
      }),
    );
    const rows = await app.db.orm
      .select()
      .from(hotspotProfileSettings)
      .where(eq(hotspotProfileSettings.routerId, routerId));
    expect(rows.map((r) => r.profileName)).toEqual(['3jam-baru']);

    // Only our fields: nothing is sent to the router.
    const ours = await callAs(app, admin, 'PUT', hs(`/profiles/${profile.id}`), {
      expiryMode: 'disable',
    });
    expect(ours.json().data).toEqual(
      expect.objectContaining({ name: '3jam-baru', expiryMode: 'disable', price: 3500 }),
    );

    const deleted = await callAs(app, admin, 'DELETE', hs(`/profiles/${profile.id}`));
    expect(deleted.json()).toEqual({ success: true, message: HOTSPOT_MESSAGES.profileDeleted });
    expect(sim.state.hotspotProfiles.some((p) => p['name'] === '3jam-baru')).toBe(false);
    const left = await app.db.orm
      .select()
      .from(hotspotProfileSettings)
      .where(eq(hotspotProfileSettings.routerId, routerId));
    expect(left).toEqual([]);
  });

  it.each([
    ['validity', { name: 'p-x', validity: '30' }, HOTSPOT_FIELD_MESSAGES.validity],
    ['validity', { name: 'p-x', validity: '1w' }, HOTSPOT_FIELD_MESSAGES.validity],
    ['price', { name: 'p-x', price: -1 }, HOTSPOT_FIELD_MESSAGES.price],
    ['price', { name: 'p-x', price: 1.5 }, HOTSPOT_FIELD_MESSAGES.price],
    ['sellingPrice', { name: 'p-x', sellingPrice: 'x' }, HOTSPOT_FIELD_MESSAGES.sellingPrice],
    ['expiryMode', { name: 'p-x', expiryMode: 'delete' }, HOTSPOT_FIELD_MESSAGES.expiryMode],
    ['lockMac', { name: 'p-x', lockMac: 'yes please' }, HOTSPOT_FIELD_MESSAGES.lockMac],
    ['sharedUsers', { name: 'p-x', sharedUsers: 0 }, HOTSPOT_FIELD_MESSAGES.sharedUsers],
    ['name', { name: '' }, HOTSPOT_FIELD_MESSAGES.name],
    [
      'sessionTimeout',
      { name: 'p-x', sessionTimeout: 'soon' },
      HOTSPOT_FIELD_MESSAGES.sessionTimeout,
    ],
  ])('refuses a bad %s with a validation_error naming it', async (field, body, message) => {
    const before = sim.state.hotspotProfiles.length;
    const response = await callAs(app, admin, 'POST', hs('/profiles'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_error');
    expect(response.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: field, message })]),
    );
    expect(sim.state.hotspotProfiles).toHaveLength(before);
  });

  it('answers a taken profile name as a validation_error on name', async () => {
    const response = await callAs(app, admin, 'POST', hs('/profiles'), { name: '1jam' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: HOTSPOT_FIELD_MESSAGES.profileNameTaken },
    ]);
  });
});

describe('users', () => {
  it('adds, reads, changes (rename moves our record) and deletes a user', async () => {
    const created = await callAs(app, admin, 'POST', hs('/users'), {
      name: 'tamu-01',
      password: ' rahasia ',
      profile: '1jam',
      limitUptime: '1h',
      limitBytesTotal: 1_000_000,
      macAddress: 'aa:bb:cc:dd:ee:01',
      comment: 'Tamu',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(HOTSPOT_MESSAGES.userAdded);
    const made: HotspotUser = created.json().data;
    expect(made).toEqual({
      id: expect.stringMatching(/^\*/),
      name: 'tamu-01',
      password: ' rahasia ',
      profile: '1jam',
      limitUptime: '1h',
      limitBytesTotal: 1_000_000,
      uptime: expect.any(String),
      bytesIn: 0,
      bytesOut: 0,
      macAddress: 'AA:BB:CC:DD:EE:01',
      comment: 'Tamu',
      disabled: false,
      batchId: null,
      firstLoginAt: null,
      expiresAt: null,
      status: 'unused',
    });

    const changed = await callAs(app, admin, 'PUT', hs(`/users/${made.id}`), {
      name: 'tamu-02',
      limitUptime: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual(
      expect.objectContaining({ name: 'tamu-02', limitUptime: '', profile: '1jam' }),
    );
    const records = await app.db.orm
      .select()
      .from(hotspotUsers)
      .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, 'tamu-02')));
    expect(records).toHaveLength(1);

    const deleted = await callAs(app, admin, 'DELETE', hs(`/users/${made.id}`));
    expect(deleted.json()).toEqual({ success: true, message: HOTSPOT_MESSAGES.userDeleted });
    expect(usersOf(sim).some((u) => u['name'] === 'tamu-02')).toBe(false);
    const gone = await app.db.orm
      .select()
      .from(hotspotUsers)
      .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, 'tamu-02')));
    expect(gone).toEqual([]);
  });

  it('records a name with quotes, a backslash, a comma and braces exactly', async () => {
    const name = 'tamu "vip", {a}\\b';
    const created = await callAs(app, admin, 'POST', hs('/users'), { name });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.name).toBe(name);
    const records = await app.db.orm
      .select()
      .from(hotspotUsers)
      .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, name)));
    expect(records).toHaveLength(1);
  });

  it('answers a taken name and an unknown profile with the field named', async () => {
    const taken = await callAs(app, admin, 'POST', hs('/users'), { name: 'teknisi' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { path: 'name', message: HOTSPOT_FIELD_MESSAGES.nameTaken },
    ]);
    const profile = await callAs(app, admin, 'POST', hs('/users'), {
      name: 'no-profile',
      profile: 'tidak-ada',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors[0].path).toBe('profile');
  });

  it.each([
    ['name', { name: '' }],
    ['macAddress', { name: 'm-1', macAddress: 'not-a-mac' }],
    ['limitUptime', { name: 'm-1', limitUptime: 'an hour' }],
    ['limitBytesTotal', { name: 'm-1', limitBytesTotal: -5 }],
    ['comment', { name: 'm-1', comment: 'x'.repeat(501) }],
    ['password', { name: 'm-1', password: 'p'.repeat(257) }],
  ])('refuses a bad %s with a validation_error naming it', async (field, body) => {
    const response = await callAs(app, admin, 'POST', hs('/users'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('enables, disables and resets (counters on the router and our first use)', async () => {
    const made = await addUser({ profile: '1jam' });
    const disabled = await callAs(app, admin, 'POST', hs(`/users/${made.id}/disable`));
    expect(disabled.json()).toEqual({ success: true, message: HOTSPOT_MESSAGES.userDisabled });
    const list = await callAs(
      app,
      user,
      'GET',
      hs(`/users?search=${made.name}&status=disabled&page=1&perPage=5`),
    );
    expect(list.json().data.map((u: HotspotUser) => u.name)).toEqual([made.name]);
    await callAs(app, admin, 'POST', hs(`/users/${made.id}/enable`));

    sim.hotspotLogin(made.name, { password: 'pw', bytesIn: 5000, uptimeSeconds: 60 });
    sim.hotspotLogout(made.name);
    const now = new Date();
    await app.db.orm
      .update(hotspotUsers)
      .set({ firstLoginAt: now, expiresAt: new Date(now.getTime() + 3_600_000) })
      .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, made.name)));
    const used = await callAs(app, user, 'GET', hs(`/users?search=${made.name}`));
    expect(used.json().data[0]).toEqual(
      expect.objectContaining({ status: 'used', firstLoginAt: now.toISOString() }),
    );

    const reset = await callAs(app, admin, 'POST', hs(`/users/${made.id}/reset`));
    expect(reset.json()).toEqual({ success: true, message: HOTSPOT_MESSAGES.userReset });
    const after = (await callAs(app, user, 'GET', hs(`/users?search=${made.name}`))).json().data[0];
    expect(after).toEqual(
      expect.objectContaining({
        status: 'unused',
        firstLoginAt: null,
        expiresAt: null,
        bytesIn: 0,
      }),
    );
  });

  it('answers 404 for an item the router does not have, and for a malformed id', async () => {
    expect((await callAs(app, admin, 'PUT', hs('/users/*FFFF'), { comment: 'x' })).statusCode).toBe(
      404,
    );
    expect((await callAs(app, admin, 'DELETE', hs('/users/nope'))).statusCode).toBe(404);
    expect((await callAs(app, user, 'GET', hs('/users', randomUUID()))).statusCode).toBe(404);
  });
});

describe('users list: paged, searched, filtered and sorted on the server', () => {
  let listSim: Simulator;
  let listRouter: string;
  const statuses: Record<string, string> = {};
  beforeAll(async () => {
    listSim = await startSim();
    listRouter = (await routerOn(app, admin, listSim)).id;
    // 30 users: 10 of 1jam, 20 of 1hari; some used, one active, one disabled, one expired.
    for (let i = 0; i < 30; i++) {
      const name = `list-${String(i).padStart(2, '0')}`;
      await addUser(
        { name, profile: i < 10 ? '1jam' : '1hari', comment: i === 7 ? 'Meja 7' : '' },
        listRouter,
      );
      statuses[name] = 'unused';
    }
    listSim.hotspotLogin('list-03', { password: 'pw', uptimeSeconds: 30 });
    statuses['list-03'] = 'active';
    listSim.hotspotLogin('list-04', { password: 'pw', uptimeSeconds: 30 });
    listSim.hotspotLogout('list-04');
    statuses['list-04'] = 'used';
    const disabledId = listSim.state.hotspotUsers.find((u) => u['name'] === 'list-05')?.['.id'];
    await callAs(app, admin, 'POST', hs(`/users/${disabledId}/disable`, listRouter));
    statuses['list-05'] = 'disabled';
    await app.db.orm
      .update(hotspotUsers)
      .set({
        firstLoginAt: new Date(Date.now() - 7_200_000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(and(eq(hotspotUsers.routerId, listRouter), eq(hotspotUsers.name, 'list-06')));
    statuses['list-06'] = 'expired';
  });

  const list = (params: string) => callAs(app, user, 'GET', hs(`/users?${params}`, listRouter));
  const names = (body: { data: HotspotUser[] }) => body.data.map((u) => u.name);
  const seeded = (name: string) => name.startsWith('list-');

  it('answers one page (page 1 when none is asked) with the pagination block', async () => {
    const first = await list('');
    expect(first.statusCode).toBe(200);
    const total = listSim.state.hotspotUsers.length;
    expect(first.json().pagination).toEqual({
      page: 1,
      perPage: 5,
      total,
      totalPages: Math.ceil(total / 5),
    });
    expect(first.json().data).toHaveLength(5);
    const page2 = await list('page=2&perPage=10');
    expect(page2.json().data).toHaveLength(10);
    expect(page2.json().pagination).toEqual(
      expect.objectContaining({ page: 2, perPage: 10, total }),
    );
    const beyond = await list('page=99&perPage=100');
    expect(beyond.json().data).toEqual([]);
  });

  it('searches name and comment, filters by profile', async () => {
    expect(names((await list('search=LIST-1&perPage=100&page=1')).json())).toEqual(
      Array.from({ length: 10 }, (_, i) => `list-1${i}`),
    );
    expect(names((await list('search=meja 7')).json())).toEqual(['list-07']);
    const byProfile = (await list('profile=1jam&perPage=100&page=1')).json();
    expect(byProfile.data.filter((u: HotspotUser) => seeded(u.name))).toHaveLength(10);
    expect(byProfile.data.every((u: HotspotUser) => u.profile === '1jam')).toBe(true);
  });

  it.each(['unused', 'active', 'used', 'disabled', 'expired'])(
    'filters by status %s, every row of that status',
    async (status) => {
      const body = (await list(`status=${status}&perPage=100&page=1`)).json();
      const expected = Object.keys(statuses).filter((name) => statuses[name] === status);
      expect(names(body).filter(seeded).sort()).toEqual(expected.sort());
      expect(body.data.every((u: HotspotUser) => u.status === status)).toBe(true);
    },
  );

  it('sorts by name both ways and by status', async () => {
    const asc = names(
      (await list('search=list-&sortCol=name&sortDir=asc&perPage=100&page=1')).json(),
    );
    expect(asc).toEqual([...asc].sort());
    const desc = names(
      (
        await list('search=list-&sort_col=name&sortCol=name&sortDir=DESC&perPage=100&page=1')
      ).json(),
    );
    expect(desc).toEqual([...asc].reverse());
    const byStatus = (await list('search=list-&sortCol=status&perPage=100&page=1')).json().data;
    const order = byStatus.map((u: HotspotUser) => u.status);
    expect(order).toEqual([...order].sort());
  });

  it('filters by batch (a malformed batch id is a validation_error on batchId)', async () => {
    expect((await list(`batchId=${randomUUID()}`)).json().data).toEqual([]);
    const bad = await list('batchId=not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'batchId', message: HOTSPOT_FIELD_MESSAGES.batchId },
    ]);
    const status = await list('status=sold');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors[0].path).toBe('status');
  });

  it('asks the router for a lean print of the list and the page rows in full', async () => {
    const seen: string[] = [];
    const onCommand = (event: { command: string }) => seen.push(event.command);
    listSim.events.on('command', onCommand);
    await list('page=1&perPage=5');
    listSim.events.off('command', onCommand);
    expect(seen.filter((c) => c === '/ip/hotspot/user/print')).toHaveLength(2);
  });
});

describe('active sessions and kick', () => {
  it('lists sessions and kicks one: the session and its cookie go', async () => {
    const made = await addUser({ profile: '1jam' });
    sim.hotspotLogin(made.name, { password: 'pw', mac: '02:00:00:00:00:99', uptimeSeconds: 90 });
    const response = await callAs(app, user, 'GET', hs('/active'));
    expect(response.statusCode).toBe(200);
    const session = response.json().data.find((s: { user: string }) => s.user === made.name);
    expect(session).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(/^\*/),
        user: made.name,
        macAddress: '02:00:00:00:00:99',
        uptimeSeconds: expect.any(Number),
        loginBy: expect.any(String),
      }),
    );
    const listed = (await callAs(app, user, 'GET', hs(`/users?search=${made.name}`))).json().data;
    expect(listed[0].status).toBe('active');
    const cookiesBefore = sim.state.hotspotCookies.filter((c) => c.user === made.name).length;
    expect(cookiesBefore).toBeGreaterThan(0);

    const kicked = await callAs(app, admin, 'DELETE', hs(`/active/${session.id}`));
    expect(kicked.json()).toEqual({ success: true, message: HOTSPOT_MESSAGES.activeKicked });
    expect(sim.state.hotspotActive.some((s) => s.user === made.name)).toBe(false);
    expect(sim.state.hotspotCookies.some((c) => c.user === made.name)).toBe(false);
    expect((await callAs(app, admin, 'DELETE', hs(`/active/${session.id}`))).statusCode).toBe(404);
  });
});

describe('router faults: 502/504 with the reason, never 401/403', () => {
  it('answers 502 for a router that refuses connections', async () => {
    const router = await createRouter(app, admin, {
      routerHost: `127.0.0.1:${await closedPort()}`,
    });
    for (const path of ['/users', '/profiles', '/active']) {
      const response = await callAs(app, user, 'GET', hs(path, router.id));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(
        expect.objectContaining({ success: false, message: expect.stringMatching(/refused/i) }),
      );
    }
    const write = await callAs(app, admin, 'POST', hs('/users', router.id), { name: 'x-1' });
    expect(write.statusCode).toBe(502);
  });

  it('answers 504 for a router that does not answer in time', async () => {
    const hung = await startSim({ faults: { hang: ['/ip/hotspot/user/print'] } });
    const router = await routerOn(app, admin, hung);
    const response = await callAs(app, user, 'GET', hs('/users', router.id));
    expect(response.statusCode).toBe(504);
    expect(response.json().success).toBe(false);
  });
});

describe('RouterOS 6.49 and 7.19', () => {
  it.each(['6.49', '7.19'])('lists, adds and pages users on %s', async (version) => {
    const versioned = await startSim({ version });
    const id = (await routerOn(app, admin, versioned)).id;
    const made = await addUser({ profile: '1hari' }, id);
    const page = await callAs(app, user, 'GET', hs(`/users?search=${made.name}`, id));
    expect(page.json().data).toEqual([
      expect.objectContaining({ name: made.name, status: 'unused' }),
    ]);
    const empty = await callAs(app, user, 'GET', hs('/active', id));
    expect(empty.json()).toEqual({ success: true, data: [] });
    const profiles = await callAs(app, user, 'GET', hs('/profiles', id));
    expect(profiles.statusCode).toBe(200);
  });
});

describe('router hotspotDnsName', () => {
  it('defaults to hotspot.lan, takes a DNS name and refuses anything else', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    expect(router['hotspotDnsName']).toBe('hotspot.lan');
    const changed = await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, {
      hotspotDnsName: 'wifi.kafe.id',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.hotspotDnsName).toBe('wifi.kafe.id');
    const bad = await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, {
      hotspotDnsName: 'http://wifi/',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'hotspotDnsName', message: HOTSPOT_FIELD_MESSAGES.hotspotDnsName },
    ]);
    const [row] = await app.db.orm.select().from(routers).where(eq(routers.id, router.id));
    expect(row?.hotspotDnsName).toBe('wifi.kafe.id');
  });
});

describe('reads: every signed-in user, nobody else', () => {
  it('answers each read 401 without a token and 200 to a plain user', async () => {
    const batch = await callAs(app, admin, 'POST', hs('/vouchers'), { profile: '1jam', count: 2 });
    expect(batch.statusCode).toBe(201);
    for (const path of [
      '/profiles',
      '/users',
      '/active',
      '/vouchers',
      `/vouchers/${batch.json().data.id}`,
    ]) {
      const anonymous = await callAs(app, null, 'GET', hs(path));
      expect([path, anonymous.statusCode]).toEqual([path, 401]);
      const plain = await callAs(app, user, 'GET', hs(path));
      expect([path, plain.statusCode]).toEqual([path, 200]);
    }
  });
});

/* ---- role matrix ---- */

const simSnapshot = () =>
  JSON.stringify({
    users: sim.state.hotspotUsers,
    profiles: sim.state.hotspotProfiles,
    active: sim.state.hotspotActive.map((s) => s['.id']),
  });

let matrixCount = 0;
const freshUser = async () => (await addUser({ profile: '1jam' })).id;
const freshProfile = async () => {
  matrixCount += 1;
  const response = await callAs(app, admin, 'POST', hs('/profiles'), { name: `mx-${matrixCount}` });
  return response.json().data.id as string;
};
const freshSession = async () => {
  const made = await addUser({ profile: '1jam' });
  sim.hotspotLogin(made.name, { password: 'pw' });
  return sim.state.hotspotActive.find((s) => s.user === made.name)?.['.id'] as string;
};

describeRoleMatrix('hotspot writes', {
  app: () => app,
  envelope: 'success',
  snapshot: async (a) => ({
    sim: simSnapshot(),
    settings: await tableRows(a, hotspotProfileSettings, hotspotProfileSettings.profileName),
    records: await tableRows(a, hotspotUsers, hotspotUsers.name),
  }),
  cases: [
    {
      name: 'POST /hotspot/:routerId/profiles',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: hs('/profiles'),
        payload: { name: `mx-new-${++matrixCount}`, price: 1000 },
      }),
    },
    {
      name: 'PUT /hotspot/:routerId/profiles/:id',
      prepare: async () => ({
        method: 'PUT',
        url: hs(`/profiles/${await freshProfile()}`),
        payload: { price: 2500 },
      }),
    },
    {
      name: 'DELETE /hotspot/:routerId/profiles/:id',
      prepare: async () => ({ method: 'DELETE', url: hs(`/profiles/${await freshProfile()}`) }),
    },
    {
      name: 'POST /hotspot/:routerId/users',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: hs('/users'),
        payload: { name: `mx-user-${++matrixCount}` },
      }),
    },
    {
      name: 'PUT /hotspot/:routerId/users/:id',
      prepare: async () => ({
        method: 'PUT',
        url: hs(`/users/${await freshUser()}`),
        payload: { comment: 'changed' },
      }),
    },
    {
      name: 'DELETE /hotspot/:routerId/users/:id',
      prepare: async () => ({ method: 'DELETE', url: hs(`/users/${await freshUser()}`) }),
    },
    {
      name: 'POST /hotspot/:routerId/users/:id/enable',
      prepare: async () => {
        const id = await freshUser();
        await callAs(app, admin, 'POST', hs(`/users/${id}/disable`));
        return { method: 'POST', url: hs(`/users/${id}/enable`) };
      },
    },
    ...(['disable', 'reset'] as const).map((action) => ({
      name: `POST /hotspot/:routerId/users/:id/${action}`,
      prepare: async () => {
        const made = await addUser({ profile: '1jam' });
        // A reset must have something to clear: the user has been online.
        if (action === 'reset') {
          sim.hotspotLogin(made.name, { password: 'pw', uptimeSeconds: 5, bytesIn: 10 });
          sim.hotspotLogout(made.name);
        }
        return { method: 'POST' as const, url: hs(`/users/${made.id}/${action}`) };
      },
    })),
    {
      name: 'DELETE /hotspot/:routerId/active/:id',
      prepare: async () => ({ method: 'DELETE', url: hs(`/active/${await freshSession()}`) }),
    },
  ],
});
