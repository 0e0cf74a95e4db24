// The simulator's hotspot beyond the helpers' paths: seeds (bench, demo, MikHmon), state files made
// before the hotspot existed, cookies expiring, the traffic limit, renames, scripts and schedulers
// per version, and a batch cut off by a lost connection (all or nothing still holds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RouterOsConnection } from '../src/connection';
import {
  RouterOsConnectionClosedError,
  RouterOsConnectionRefusedError,
  RouterOsTimeoutError,
  RouterOsTrapError,
} from '../src/errors';
import {
  addHotspotUser,
  addHotspotUsers,
  countHotspot,
  getHotspotUser,
  hotspotBatchFailure,
  listHotspotActive,
  listHotspotUsers,
  listSystemScripts,
  updateHotspotUser,
} from '../src/helpers/hotspot';
import { RouterOsManager } from '../src/manager';
import { query } from '../src/sentence';
import {
  DEMO_BATCH_COMMENTS,
  HOTSPOT_DUPLICATE_USER,
  seedState,
  startSimulator,
  type Simulator,
} from '../src/sim';
import { loadStateFile } from '../src/sim/state';
import { failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

describe('hotspot seeds', () => {
  it('is clean by default: profiles and two staff accounts, nobody online, no MikHmon scripts', () => {
    const state = seedState();
    expect(state.hotspotProfiles.map((p) => p['name'])).toEqual([
      'default',
      '1jam',
      '1hari',
      '7hari',
      '30hari',
    ]);
    expect(state.hotspotUsers).toHaveLength(2);
    expect(state.hotspotActive).toEqual([]);
    expect(state.scripts.filter((s) => s['comment'] === 'mikhmon')).toEqual([]);
    expect(state.hotspotProfiles.every((p) => p['on-login'] === undefined)).toBe(true);
  });

  it('generates vouchers and sessions for benches, with unique ids', () => {
    const state = seedState({ hotspotUsers: 2000, hotspotActive: 200 });
    expect(state.hotspotUsers).toHaveLength(2002);
    expect(state.hotspotActive).toHaveLength(200);
    const ids = [
      ...state.hotspotUsers,
      ...state.hotspotProfiles,
      ...state.secrets,
      ...state.hotspotActive,
    ].map((r) => r['.id']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(state.hotspotActive.map((s) => s.address)).size).toBe(200);
  });

  it('gives the demo a used and an unused batch and a few sessions', () => {
    const state = seedState({ hotspotDemo: true });
    const used = state.hotspotUsers.filter((u) => u['comment'] === DEMO_BATCH_COMMENTS.used);
    const unused = state.hotspotUsers.filter((u) => u['comment'] === DEMO_BATCH_COMMENTS.unused);
    expect(used.length).toBeGreaterThan(0);
    expect(unused.every((u) => u['uptime'] === '0s')).toBe(true);
    expect(used.some((u) => u['uptime'] !== '0s')).toBe(true);
    expect(state.hotspotActive.length).toBeGreaterThanOrEqual(3);
    // A MikHmon router: its profiles carry MikHmon's header, its spent vouchers MikHmon's sales.
    const headed = state.hotspotProfiles.filter((p) => p['on-login']?.startsWith(':put (",'));
    expect(headed.map((p) => p['name'])).toEqual(['1jam', '1hari', '7hari', '30hari']);
    const sold = state.scripts.filter((s) => s['comment'] === 'mikhmon').map((s) => s['name']);
    for (const u of used.filter((v) => v['uptime'] !== '0s'))
      expect(sold.some((n) => n?.includes(`-|-${u['name']}-|-`))).toBe(true);
  });

  it('adds the demo hotspot to a state file written before the hotspot existed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotspot-sim-'));
    try {
      const file = path.join(dir, 'old.json');
      const old: Record<string, unknown> = { ...seedState() };
      for (const key of [
        'hotspotServers',
        'hotspotServerProfiles',
        'hotspotProfiles',
        'hotspotUsers',
        'hotspotActive',
        'hotspotCookies',
        'scripts',
        'schedulers',
        'clock',
      ])
        delete old[key];
      fs.writeFileSync(file, JSON.stringify(old));
      const state = loadStateFile(file);
      expect(state.hotspotUsers.some((u) => u['comment'] === DEMO_BATCH_COMMENTS.unused)).toBe(
        true,
      );
      expect(state.secrets).toHaveLength(12);
      const ids = [...state.secrets, ...state.hotspotUsers].map((r) => r['.id']);
      expect(new Set(ids).size).toBe(ids.length);
      // A new state file is the demo's, too.
      expect(loadStateFile(path.join(dir, 'new.json')).hotspotActive.length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(['7.19', '6.49'])('simulated hotspot on RouterOS %s', (version) => {
  let sim: Simulator;
  let router: RouterOsManager;
  let clockMs = Date.UTC(2026, 10, 20, 1, 0, 0);
  beforeAll(async () => {
    sim = await startSimulator({
      version,
      user: 'admin',
      password: 'secret',
      now: () => clockMs,
    });
    router = new RouterOsManager(optionsFor(sim));
  });
  afterAll(async () => {
    await router.close();
    await sim.close();
  });

  it('lets a cookie expire with its lifetime (1d on hsprof1)', async () => {
    await addHotspotUser(router, { name: 'ck-1', password: 'c', profile: '1hari' });
    sim.hotspotLogin('ck-1');
    const cookies = await router.run('/ip/hotspot/cookie/print', {
      query: [query.eq('user', 'ck-1')],
    });
    expect(cookies.rows[0]?.['expires-in']).toBe('1d');
    clockMs += 3_600_000;
    const later = await router.run('/ip/hotspot/cookie/print', {
      query: [query.eq('user', 'ck-1')],
    });
    expect(later.rows[0]?.['expires-in']).toBe('23h');
    clockMs += 86_400_000;
    expect(
      (await router.run('/ip/hotspot/cookie/print', { query: [query.eq('user', 'ck-1')] })).rows,
    ).toEqual([]);
    sim.hotspotLogout('ck-1');
  });

  it('ends a session at limit-bytes-total and refuses the next login', async () => {
    await addHotspotUser(router, {
      name: 'bt-1',
      password: 'b',
      profile: '1hari',
      limitBytesTotal: 1_000_000,
    });
    sim.hotspotLogin('bt-1', { bytesIn: 100_000, bytesOut: 800_000 });
    expect(await listHotspotActive(router, { query: [query.eq('user', 'bt-1')] })).toHaveLength(1);
    clockMs += 60_000; // 60 s at 13.5 kB/s passes the limit
    expect(await listHotspotActive(router, { query: [query.eq('user', 'bt-1')] })).toEqual([]);
    expect(() => sim.hotspotLogin('bt-1')).toThrow('user bt-1 has reached traffic limit');
  });

  it('logs a device in with /ip/hotspot/active/login, checking the password', async () => {
    await addHotspotUser(router, { name: 'al-1', password: 'secret-1', profile: '1hari' });
    const err = await failureOf(
      router.run('/ip/hotspot/active/login', { attributes: { user: 'al-1', password: 'nope' } }),
    );
    expect((err as RouterOsTrapError).routerMessage).toBe('invalid username or password');
    await router.run('/ip/hotspot/active/login', {
      attributes: {
        user: 'al-1',
        password: 'secret-1',
        'mac-address': 'D4:6E:0E:00:00:C1',
        ip: '10.5.50.201',
      },
    });
    expect(await listHotspotActive(router, { query: [query.eq('user', 'al-1')] })).toMatchObject([
      { macAddress: 'D4:6E:0E:00:00:C1', address: '10.5.50.201' },
    ]);
    sim.hotspotLogout('al-1');
  });

  it("ends a session at its profile's session-timeout (30hari: 1d); the user may log in again", async () => {
    const id = await addHotspotUser(router, { name: 'st-1', password: 's', profile: '30hari' });
    sim.hotspotLogin('st-1', { uptimeSeconds: 86_000 });
    clockMs += 300_000;
    expect(await listHotspotActive(router, { query: [query.eq('user', 'st-1')] })).toHaveLength(1);
    clockMs += 300_000;
    expect(await listHotspotActive(router, { query: [query.eq('user', 'st-1')] })).toEqual([]);
    expect((await getHotspotUser(router, id))?.uptime).toBe('1d');
    expect(sim.hotspotLogin('st-1').user).toBe('st-1');
    sim.hotspotLogout('st-1');
  });

  it('follows a profile rename on its users, and traps a rename onto a taken name', async () => {
    const id = await addHotspotUser(router, { name: 'rn-1', password: 'r', profile: '7hari' });
    const profile = sim.state.hotspotProfiles.find((p) => p['name'] === '7hari');
    await router.run('/ip/hotspot/user/profile/set', {
      attributes: { '.id': profile?.['.id'], name: '7hari-x' },
    });
    expect((await getHotspotUser(router, id))?.profile).toBe('7hari-x');
    await addHotspotUser(router, { name: 'rn-2', password: 'r' });
    const err = await failureOf(updateHotspotUser(router, id, { name: 'rn-2' }));
    expect((err as RouterOsTrapError).routerMessage).toBe(HOTSPOT_DUPLICATE_USER);
  });

  it('keeps scripts (add, print, remove) and prints schedulers with the version date form', async () => {
    const { ret } = await router.run('/system/script/add', {
      attributes: {
        name: '2026-11-20-|-08:00:00-|-x-|-1000-|-10.5.50.2-|-AA:AA:AA:AA:AA:AA-|-1d-|-1hari-|-',
        owner: 'nov2026',
        source: '2026-11-20',
        comment: 'mikhmon',
      },
    });
    expect((await listSystemScripts(router, { comment: 'mikhmon' })).map((s) => s.id)).toEqual([
      ret,
    ]);
    await router.run('/system/script/remove', { attributes: { '.id': ret } });
    expect(await listSystemScripts(router, { comment: 'mikhmon' })).toEqual([]);
    const { rows } = await router.run('/system/scheduler/print');
    expect(rows[0]?.['start-date']).toBe(version === '7.19' ? '2024-01-01' : 'jan/01/2024');
    const err = await failureOf(router.run('/system/scheduler/add', { attributes: { name: 'x' } }));
    expect(err).toBeInstanceOf(RouterOsTrapError);
  });

  it('prints the clock date in the form 6.49 and 7.19 use', async () => {
    clockMs = Date.UTC(2026, 10, 20, 16, 59, 0); // 23:59 in Jakarta
    const { rows } = await router.run('/system/clock/print');
    expect(rows[0]).toMatchObject({
      date: version === '7.19' ? '2026-11-20' : 'nov/20/2026',
      time: '23:59:00',
      'time-zone-name': 'Asia/Jakarta',
      'gmt-offset': '+07:00',
    });
  });

  it('keeps a batch all or nothing when the connection is lost midway', async () => {
    const { hotspotUsers: before } = await countHotspot(router);
    let adds = 0;
    const onCommand = (event: { command: string }): void => {
      if (event.command === '/ip/hotspot/user/add' && ++adds === 120) sim.dropConnections();
    };
    sim.events.on('command', onCommand);
    const inputs = Array.from({ length: 400 }, (_, i) => ({ name: `cl-${i}`, password: 'p' }));
    const err = await failureOf(addHotspotUsers(router, inputs, { inFlight: 64 }));
    sim.events.off('command', onCommand);
    expect(err).toBeInstanceOf(RouterOsConnectionClosedError);
    expect(hotspotBatchFailure(err)?.leftOnRouter).toEqual([]);
    expect((await countHotspot(router)).hotspotUsers).toBe(before);
    expect(await listHotspotUsers(router, { proplist: ['name'], query: ['?name=cl-0'] })).toEqual(
      [],
    );
  });

  it('keeps a batch all or nothing when the router stops answering midway (timeout)', async () => {
    const { hotspotUsers: before } = await countHotspot(router);
    let adds = 0;
    const onCommand = (event: { command: string }): void => {
      if (event.command === '/ip/hotspot/user/add' && ++adds === 50)
        void sim.setFaults({ hang: ['/ip/hotspot/user/add'] });
    };
    sim.events.on('command', onCommand);
    const inputs = Array.from({ length: 200 }, (_, i) => ({ name: `to-${i}`, password: 'p' }));
    const err = await failureOf(addHotspotUsers(router, inputs, { inFlight: 8, timeoutMs: 300 }));
    sim.events.off('command', onCommand);
    await sim.setFaults({});
    expect(err).toBeInstanceOf(RouterOsTimeoutError);
    expect(hotspotBatchFailure(err)?.added).toBe(49);
    expect((await countHotspot(router)).hotspotUsers).toBe(before);
  });

  it('pipelines on a bare connection too', async () => {
    const connection = await RouterOsConnection.connect(optionsFor(sim));
    try {
      const ids = await addHotspotUsers(
        connection,
        Array.from({ length: 50 }, (_, i) => ({ name: `bc-${i}`, password: 'p' })),
        { inFlight: 10 },
      );
      expect(new Set(ids).size).toBe(50);
      const err = await failureOf(
        addHotspotUsers(connection, [{ name: 'bc-new' }, { name: 'bc-3' }], { inFlight: 1 }),
      );
      expect((err as RouterOsTrapError).routerMessage).toBe(HOTSPOT_DUPLICATE_USER);
      expect(await listHotspotUsers(connection, { query: [query.eq('name', 'bc-new')] })).toEqual(
        [],
      );
    } finally {
      await connection.close();
    }
  });

  it('rejects with the connection error when the router cannot be reached (nothing sent)', async () => {
    const down = await startSimulator({
      user: 'admin',
      password: 'secret',
      faults: { refuse: true },
    });
    const manager = new RouterOsManager(optionsFor(down));
    try {
      const err = await failureOf(addHotspotUsers(manager, [{ name: 'x-1' }, { name: 'x-2' }]));
      expect(err).toBeInstanceOf(RouterOsConnectionRefusedError);
      expect(hotspotBatchFailure(err)).toBeUndefined();
    } finally {
      await manager.close();
      await down.close();
    }
  });
});
