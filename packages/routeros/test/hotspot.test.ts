// Hotspot helpers against the simulator's hotspot menus, on RouterOS 6.49 and 7.19: users and the
// duplicate-name trap, profiles, a subscriber's login (active session, cookie, growing counters),
// kick with the cookie, reset-counters, limits, the pipelined all-or-nothing batch, scripts and
// the clock's date form per version.
import { RouterOsConnection } from '../src/connection';
import { RouterOsInputError, RouterOsTrapError } from '../src/errors';
import {
  addHotspotProfile,
  addHotspotUser,
  addHotspotUsers,
  countHotspot,
  disableHotspotUser,
  enableHotspotUser,
  getClock,
  getHotspotUser,
  hotspotBatchFailure,
  kickHotspotUser,
  listHotspotActive,
  listHotspotProfiles,
  listHotspotServerProfiles,
  listHotspotUsers,
  listSystemScripts,
  removeHotspotActive,
  removeHotspotCookies,
  removeHotspotProfile,
  removeHotspotUsers,
  resetHotspotUserCounters,
  updateHotspotProfile,
  updateHotspotUser,
} from '../src/helpers/hotspot';
import { RouterOsManager } from '../src/manager';
import { query } from '../src/sentence';
import { HOTSPOT_DUPLICATE_USER, seedState, startSimulator, type Simulator } from '../src/sim';
import { failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

describe.each(['7.19', '6.49'])('hotspot on RouterOS %s', (version) => {
  let sim: Simulator;
  let router: RouterOsManager;
  let clockMs = Date.UTC(2026, 0, 15, 3, 4, 5);
  beforeAll(async () => {
    sim = await startSimulator({
      version,
      user: 'admin',
      password: 'secret',
      state: seedState({ mikhmon: true }),
      now: () => clockMs,
    });
    router = new RouterOsManager(optionsFor(sim));
  });
  afterAll(async () => {
    await router.close();
    await sim.close();
  });
  const advance = (seconds: number): void => {
    clockMs += seconds * 1000;
  };

  describe('users', () => {
    it('adds, reads, updates, disables and removes a user, in camelCase shapes', async () => {
      const id = await addHotspotUser(router, {
        name: 'vc-abc123',
        password: 'abc123',
        profile: '1hari',
        limitUptime: '1d',
        limitBytesTotal: 1_073_741_824,
        comment: 'vc-batch-1',
      });
      expect(id).toMatch(/^\*[0-9A-F]+$/);
      expect(await getHotspotUser(router, id)).toEqual({
        id,
        name: 'vc-abc123',
        password: 'abc123',
        profile: '1hari',
        limitUptime: '1d',
        limitBytesTotal: '1073741824',
        uptime: '0s',
        uptimeSeconds: 0,
        bytesIn: 0,
        bytesOut: 0,
        macAddress: '',
        comment: 'vc-batch-1',
        disabled: false,
      });
      await updateHotspotUser(router, id, { limitUptime: '', macAddress: 'aa:bb:cc:dd:ee:01' });
      const updated = await getHotspotUser(router, id);
      expect(updated?.limitUptime).toBe('');
      expect(updated?.macAddress).toBe('AA:BB:CC:DD:EE:01');
      await disableHotspotUser(router, id);
      expect((await getHotspotUser(router, id))?.disabled).toBe(true);
      await enableHotspotUser(router, id);
      expect((await getHotspotUser(router, id))?.disabled).toBe(false);
      await removeHotspotUsers(router, [id]);
      expect(await getHotspotUser(router, id)).toBeNull();
    });

    it('answers a duplicate name with the router trap', async () => {
      await addHotspotUser(router, { name: 'dup-1', password: 'x' });
      const err = await failureOf(addHotspotUser(router, { name: 'dup-1', password: 'y' }));
      expect(err).toBeInstanceOf(RouterOsTrapError);
      expect((err as RouterOsTrapError).routerMessage).toBe(HOTSPOT_DUPLICATE_USER);
    });

    it('refuses a profile the router does not have', async () => {
      const err = await failureOf(addHotspotUser(router, { name: 'np', profile: 'nope' }));
      expect((err as RouterOsTrapError).routerMessage).toBe(
        'input does not match any value of profile',
      );
    });

    it('checks input before it reaches the router', async () => {
      for (const bad of [
        { name: '' },
        { name: 'a\nb' },
        { name: 'ok', limitUptime: 'one day' },
        { name: 'ok', macAddress: 'not-a-mac' },
        { name: 'ok', limitBytesTotal: -1 },
      ]) {
        expect(await failureOf(addHotspotUser(router, bad))).toBeInstanceOf(RouterOsInputError);
      }
      expect(await failureOf(getHotspotUser(router, 'x'))).toBeInstanceOf(RouterOsInputError);
    });

    it('lists with a proplist and a query', async () => {
      const users = await listHotspotUsers(router, {
        proplist: ['id', 'name', 'comment'],
        query: [query.eq('name', 'teknisi')],
      });
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ name: 'teknisi', comment: 'Teknisi lapangan', profile: '' });
    });
  });

  describe('profiles', () => {
    it('lists the seeded profiles with the default one first', async () => {
      const profiles = await listHotspotProfiles(router);
      expect(profiles.map((p) => p.name)).toEqual(['default', '1jam', '1hari', '7hari', '30hari']);
      expect(profiles[0]).toMatchObject({ sharedUsers: '1', addressPool: 'none' });
      expect(profiles[2]?.onLogin).toMatch(/^:put \(",rem,4000,1d,5000,,Disable,"\)/);
    });

    it('adds, updates and removes a profile; never writes scripts', async () => {
      const id = await addHotspotProfile(router, {
        name: '3jam',
        rateLimit: '1M/2M',
        sharedUsers: 2,
        sessionTimeout: '3h',
      });
      await updateHotspotProfile(router, id, { sharedUsers: 'unlimited', name: '3jam-x' });
      const p = (await listHotspotProfiles(router)).find((x) => x.id === id);
      expect(p).toMatchObject({
        name: '3jam-x',
        rateLimit: '1M/2M',
        sharedUsers: 'unlimited',
        sessionTimeout: '3h',
        onLogin: '',
      });
      await updateHotspotProfile(router, id, { sessionTimeout: '' });
      expect((await listHotspotProfiles(router)).find((x) => x.id === id)?.sessionTimeout).toBe('');
      await expect(
        addHotspotProfile(router, { name: 'evil', onLogin: ':log info x' } as never),
      ).rejects.toBeInstanceOf(RouterOsInputError);
      await expect(addHotspotProfile(router, { name: 'n', sharedUsers: 0 })).rejects.toBeInstanceOf(
        RouterOsInputError,
      );
      await removeHotspotProfile(router, id);
      expect((await listHotspotProfiles(router)).some((x) => x.id === id)).toBe(false);
      const defaultId = (await listHotspotProfiles(router))[0]?.id as string;
      const err = await failureOf(removeHotspotProfile(router, defaultId));
      expect((err as RouterOsTrapError).routerMessage).toBe(
        'failure: default profile can not be removed',
      );
    });

    it('reads the server profile dns-name (the login address)', async () => {
      const profiles = await listHotspotServerProfiles(router);
      expect(profiles.find((p) => p.name === 'hsprof1')?.dnsName).toBe('hotspot.lan');
    });
  });

  describe('a subscriber logs in', () => {
    it('makes an active session and a cookie; counters grow; kick removes both', async () => {
      const id = await addHotspotUser(router, {
        name: 'vc-login1',
        password: 'pw1',
        profile: '1jam',
      });
      expect(() => sim.hotspotLogin('vc-login1', { password: 'wrong' })).toThrow(
        'invalid username or password',
      );
      const session = sim.hotspotLogin('vc-login1', {
        password: 'pw1',
        mac: 'D4:6E:0E:00:00:AA',
        address: '10.5.50.77',
        uptimeSeconds: 600,
        bytesIn: 1000,
        bytesOut: 5000,
      });
      advance(60);
      const [active] = await listHotspotActive(router, { query: [query.eq('user', 'vc-login1')] });
      expect(active).toMatchObject({
        id: session.id,
        user: 'vc-login1',
        address: '10.5.50.77',
        macAddress: 'D4:6E:0E:00:00:AA',
        uptimeSeconds: 660,
        loginBy: 'http-chap',
        server: 'hotspot1',
      });
      expect(active?.bytesIn).toBeGreaterThan(1000);
      expect(active?.bytesOut).toBeGreaterThan(5000);
      const user = await getHotspotUser(router, id);
      expect(user?.uptimeSeconds).toBe(660);
      expect(user?.bytesOut).toBe(active?.bytesOut);
      expect(() => sim.hotspotLogin('vc-login1', { password: 'pw1' })).toThrow(
        'no more sessions are allowed for user vc-login1',
      );

      // Removing the session alone: the cookie logs the device straight back in.
      await removeHotspotActive(router, session.id);
      const back = await listHotspotActive(router, { query: [query.eq('user', 'vc-login1')] });
      expect(back).toHaveLength(1);
      expect(back[0]?.loginBy).toBe('cookie');
      expect(back[0]?.macAddress).toBe('D4:6E:0E:00:00:AA');

      expect(await kickHotspotUser(router, { activeId: back[0]?.id as string })).toEqual({
        sessions: 1,
        cookies: 1,
      });
      expect(await listHotspotActive(router, { query: [query.eq('user', 'vc-login1')] })).toEqual(
        [],
      );
      expect(await removeHotspotCookies(router, 'vc-login1')).toBe(0);
      // What the sessions used stays on the user.
      expect((await getHotspotUser(router, id))?.uptimeSeconds).toBe(660);
    });

    it('reset-counters zeroes uptime and bytes', async () => {
      const id = await addHotspotUser(router, {
        name: 'vc-reset',
        password: 'r',
        profile: '1hari',
      });
      sim.hotspotLogin('vc-reset', { uptimeSeconds: 300, bytesIn: 10, bytesOut: 20 });
      advance(5);
      sim.hotspotLogout('vc-reset');
      expect((await getHotspotUser(router, id))?.uptimeSeconds).toBe(305);
      await resetHotspotUserCounters(router, id);
      expect(await getHotspotUser(router, id)).toMatchObject({
        uptime: '0s',
        uptimeSeconds: 0,
        bytesIn: 0,
        bytesOut: 0,
      });
    });

    it('ends the session when limit-uptime is reached and refuses a new login', async () => {
      const id = await addHotspotUser(router, {
        name: 'vc-limit',
        password: 'l',
        profile: '1jam',
        limitUptime: '1h',
      });
      sim.hotspotLogin('vc-limit', { uptimeSeconds: 3590 });
      expect((await countHotspot(router)).hotspotActive).toBeGreaterThan(0);
      expect(
        await listHotspotActive(router, { query: [query.eq('user', 'vc-limit')] }),
      ).toHaveLength(1);
      advance(30);
      expect(await listHotspotActive(router, { query: [query.eq('user', 'vc-limit')] })).toEqual(
        [],
      );
      expect((await getHotspotUser(router, id))?.uptime).toBe('1h');
      expect(() => sim.hotspotLogin('vc-limit')).toThrow('user vc-limit has reached uptime limit');
    });

    it('checks a disabled user and a MAC bound on the user', async () => {
      const id = await addHotspotUser(router, {
        name: 'vc-mac',
        password: 'm',
        macAddress: 'AA:AA:AA:AA:AA:01',
      });
      expect(() => sim.hotspotLogin('vc-mac', { mac: 'AA:AA:AA:AA:AA:02' })).toThrow(
        'user vc-mac is not allowed to log in from this MAC address',
      );
      await disableHotspotUser(router, id);
      expect(() => sim.hotspotLogin('vc-mac', { mac: 'AA:AA:AA:AA:AA:01' })).toThrow(
        'invalid username or password',
      );
    });

    it('logs in over the API with the simulator-only command', async () => {
      await addHotspotUser(router, { name: 'vc-wire', password: 'w', profile: '7hari' });
      const connection = await RouterOsConnection.connect(optionsFor(sim));
      try {
        const { ret } = await connection.run('/simulator/hotspot/login', {
          attributes: {
            name: 'vc-wire',
            password: 'w',
            'mac-address': 'D4:6E:0E:00:00:BB',
            address: '10.5.50.99',
            uptime: '5m',
            'bytes-in': 100,
            'bytes-out': 900,
          },
        });
        const [active] = await listHotspotActive(router, { query: [query.eq('user', 'vc-wire')] });
        expect(active).toMatchObject({ id: ret, uptimeSeconds: 300, address: '10.5.50.99' });
        const err = await failureOf(
          connection.run('/simulator/hotspot/login', {
            attributes: { name: 'vc-wire', password: 'bad' },
          }),
        );
        expect((err as RouterOsTrapError).routerMessage).toBe('invalid username or password');
        const out = await connection.run('/simulator/hotspot/logout', {
          attributes: { name: 'vc-wire' },
        });
        expect(out.ret).toBe('1');
      } finally {
        await connection.close();
      }
    });
  });

  describe('batches', () => {
    it('adds many users pipelined and returns their ids in input order', async () => {
      // A router 5 ms away, so that replies cannot come back before the next command goes out.
      const far = await startSimulator({
        version,
        user: 'admin',
        password: 'secret',
        latencyMs: 5,
      });
      const manager = new RouterOsManager(optionsFor(far));
      try {
        const inputs = Array.from({ length: 300 }, (_, i) => ({
          name: `vb-${String(i).padStart(4, '0')}`,
          password: `p${i}`,
          profile: '1jam',
          comment: 'vc-bulk',
        }));
        const ids = await addHotspotUsers(manager, inputs, { inFlight: 32 });
        expect(ids).toHaveLength(300);
        const byId = new Map(
          (await listHotspotUsers(manager, { query: [query.eq('comment', 'vc-bulk')] })).map(
            (u) => [u.id, u.name],
          ),
        );
        expect(ids.map((id) => byId.get(id))).toEqual(inputs.map((u) => u.name));
        // Pipelined: 32 commands on the wire at once, though the manager allows 8 calls.
        expect(far.stats.maxInFlight).toBe(32);
        await removeHotspotUsers(manager, ids);
        expect(
          await listHotspotUsers(manager, { query: [query.eq('comment', 'vc-bulk')] }),
        ).toEqual([]);
      } finally {
        await manager.close();
        await far.close();
      }
    });

    it('holds one manager slot: other calls run beside a batch', async () => {
      const far = await startSimulator({
        version,
        user: 'admin',
        password: 'secret',
        latencyMs: 5,
      });
      const manager = new RouterOsManager({ ...optionsFor(far), maxConcurrent: 2 });
      try {
        const inputs = Array.from({ length: 400 }, (_, i) => ({ name: `vs-${i}`, password: 'p' }));
        let batchDone = false;
        const batch = addHotspotUsers(manager, inputs, { inFlight: 4 }).then((ids) => {
          batchDone = true;
          return ids;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(manager.inFlight).toBe(1);
        await countHotspot(manager);
        expect(batchDone).toBe(false);
        expect(await batch).toHaveLength(400);
      } finally {
        await manager.close();
        await far.close();
      }
    });

    it('is all or nothing: a failure midway removes what was added and says why', async () => {
      await addHotspotUser(router, { name: 'vb-taken', password: 't' });
      const { hotspotUsers: before } = await countHotspot(router);
      const inputs = Array.from({ length: 200 }, (_, i) => ({
        name: i === 150 ? 'vb-taken' : `vx-${i}`,
        password: 'p',
        profile: '1jam',
      }));
      const err = await failureOf(addHotspotUsers(router, inputs, { inFlight: 16 }));
      expect(err).toBeInstanceOf(RouterOsTrapError);
      expect((err as RouterOsTrapError).routerMessage).toBe(HOTSPOT_DUPLICATE_USER);
      expect(hotspotBatchFailure(err)).toMatchObject({
        index: 150,
        name: 'vb-taken',
        leftOnRouter: [],
      });
      expect(hotspotBatchFailure(err)?.added).toBeGreaterThanOrEqual(150);
      expect((await countHotspot(router)).hotspotUsers).toBe(before);
    });

    it('refuses a bad input before sending anything', async () => {
      const { hotspotUsers: before } = await countHotspot(router);
      const err = await failureOf(
        addHotspotUsers(router, [{ name: 'ok-1' }, { name: 'bad\u0001' }]),
      );
      expect(err).toBeInstanceOf(RouterOsInputError);
      expect(err.message).toMatch(/^user 2: /);
      expect((await countHotspot(router)).hotspotUsers).toBe(before);
    });
  });

  describe('system', () => {
    it('prints the clock in the date form of the version', async () => {
      const c = await getClock(router);
      // 03:04:05 UTC is 10:04:05 in Jakarta.
      expect(c.time).toMatch(/^\d\d:\d\d:\d\d$/);
      expect(c.timeZone).toBe('Asia/Jakarta');
      expect(c.date).toBe(version === '7.19' ? '2026-01-15' : 'jan/15/2026');
    });

    it("lists MikHmon's sales scripts and dates last-started per version", async () => {
      const sales = await listSystemScripts(router, { comment: 'mikhmon' });
      expect(sales).toHaveLength(3);
      expect(sales[0]?.name).toMatch(/^nov\/02\/2026-\|-19:42:10-\|-mk3fa-\|-4000-\|-/);
      expect(sales[1]?.name).toMatch(/^2026-11-20-\|-/);
      expect(sales[0]).toMatchObject({
        owner: 'nov2026',
        comment: 'mikhmon',
        source: 'nov/02/2026',
      });
      const all = await router.run('/system/script/print', {
        query: [query.eq('name', 'backup-harian')],
      });
      expect(all.rows[0]?.['last-started']).toMatch(
        version === '7.19'
          ? /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
          : /^[a-z]{3}\/\d\d\/\d{4} \d\d:\d\d:\d\d$/,
      );
      expect(all.rows[0]?.['lastStartedAt']).toBeUndefined();
    });

    it('counts users and sessions with count-only', async () => {
      const counts = await countHotspot(router);
      expect(counts.hotspotUsers).toBe(sim.state.hotspotUsers.length);
      expect(counts.hotspotActive).toBe(sim.state.hotspotActive.length);
    });
  });
});
