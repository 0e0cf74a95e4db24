import { RouterOsInputError, RouterOsTrapError, httpStatusOf } from '../src/errors';
import { getInterfaceTraffic, listInterfaces } from '../src/helpers/interfaces';
import {
  ACTIVE_PROFILE_QUERY_MAX,
  addPppProfile,
  addPppSecret,
  disablePppSecret,
  enablePppSecret,
  getPppSecret,
  listPppActive,
  listPppProfiles,
  listPppSecrets,
  removePppActive,
  removePppProfile,
  removePppSecret,
  updatePppProfile,
  updatePppSecret,
} from '../src/helpers/ppp';
import {
  countItems,
  getIdentity,
  getPppCounts,
  getResource,
  probeRouter,
  setIdentity,
} from '../src/helpers/system';
import { formatDuration, parseDuration } from '../src/helpers/values';
import { RouterOsManager } from '../src/manager';
import { query, type CommandArgs, type RunOptions } from '../src/sentence';
import { startSimulator, type Simulator } from '../src/sim';
import { failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

describe.each(['7.19', '6.49'])('helpers against RouterOS %s', (version) => {
  let sim: Simulator;
  let router: RouterOsManager;
  beforeAll(async () => {
    sim = await startSimulator({ version, user: 'admin', password: 'secret' });
    router = new RouterOsManager(optionsFor(sim));
  });
  afterAll(async () => {
    await router.close();
    await sim.close();
  });

  describe('system', () => {
    it('reads and sets the identity', async () => {
      expect(await getIdentity(router)).toBe('MikroTik');
      await setIdentity(router, 'Hotspot-Pusat');
      expect(await getIdentity(router)).toBe('Hotspot-Pusat');
      expect(sim.state.identity).toBe('Hotspot-Pusat');
    });

    it('reads the resources: version, uptime and cpu load as numbers', async () => {
      const r = await getResource(router);
      expect(r.version).toBe(version === '7.19' ? '7.19 (stable)' : '6.49 (long-term)');
      expect(r.uptimeSeconds).toBeGreaterThan(3 * 86_400);
      expect(r.uptime).toMatch(/^\d+d/);
      expect(r.cpuLoad).toBeGreaterThanOrEqual(0);
      expect(r.cpuLoad).toBeLessThanOrEqual(100);
      expect(r.totalMemory).toBe(1073741824);
      expect(r.freeMemory).toBeGreaterThan(0);
      expect(r.boardName).toBe('RB4011iGS+');
    });

    it('counts with count-only, matching what a print returns', async () => {
      const [secrets, active] = await Promise.all([listPppSecrets(router), listPppActive(router)]);
      expect(await getPppCounts(router)).toEqual({
        pppSecret: secrets.length,
        pppActive: active.length,
      });
      expect(await countItems(router, '/ppp/secret', ['?disabled=true'])).toBe(
        secrets.filter((s) => s.disabled === 'true').length,
      );
      expect(await countItems(router, '/interface/')).toBe(6);
    });

    it('probes identity and resources together', async () => {
      const probe = await probeRouter(router);
      expect(probe.identity).toBe(await getIdentity(router));
      expect(probe.resource.version).toContain(version);
    });
  });

  describe('PPP secrets', () => {
    it('lists secrets in the shape (docs/rules/routers.md#ppp-records)', async () => {
      const secrets = await listPppSecrets(router);
      expect(secrets).toHaveLength(12);
      const budi = secrets.find((s) => s.name === 'budi.santoso');
      expect(budi).toEqual({
        id: expect.stringMatching(/^\*[0-9A-F]+$/),
        name: 'budi.santoso',
        password: expect.any(String),
        localAddress: '',
        remoteAddress: '10.10.0.10',
        address: '10.10.0.10',
        profile: 'paket-10M',
        comment: 'Jl. Merdeka No. 12',
        disabled: 'false',
      });
      const joko = secrets.find((s) => s.name === 'joko.susilo');
      expect(joko?.disabled).toBe('true');
      expect(joko && 'address' in joko).toBe(false);
      // Latin-1 from an old router and UTF-8 from a new one read the same.
      expect(secrets.find((s) => s.name === 'rina.puspita')?.comment).toBe('Café Anggrek');
    });

    it('filters by name', async () => {
      expect((await listPppSecrets(router, { name: 'siti.rahma' })).map((s) => s.name)).toEqual([
        'siti.rahma',
      ]);
      expect(await listPppSecrets(router, { name: 'nobody' })).toEqual([]);
    });

    it('adds, reads, updates, disables, enables and removes a secret', async () => {
      const id = await addPppSecret(router, {
        name: 'baru.pelanggan',
        password: 'rahasia',
        profile: 'paket-5M',
        localAddress: '',
        remoteAddress: '10.10.0.77',
        comment: 'Pemasangan baru',
      });
      expect(id).toMatch(/^\*[0-9A-F]+$/);
      expect(await getPppSecret(router, id)).toEqual({
        id,
        name: 'baru.pelanggan',
        password: 'rahasia',
        localAddress: '',
        remoteAddress: '10.10.0.77',
        address: '10.10.0.77',
        profile: 'paket-5M',
        comment: 'Pemasangan baru',
        disabled: 'false',
      });

      await updatePppSecret(router, id, {
        profile: 'paket-10M',
        remoteAddress: '',
        comment: 'Naik paket',
      });
      const updated = await getPppSecret(router, id);
      expect(updated).toMatchObject({
        profile: 'paket-10M',
        remoteAddress: '',
        comment: 'Naik paket',
        password: 'rahasia',
      });
      expect(updated && 'address' in updated).toBe(false);

      await disablePppSecret(router, id);
      expect((await getPppSecret(router, id))?.disabled).toBe('true');
      await enablePppSecret(router, id);
      expect((await getPppSecret(router, id))?.disabled).toBe('false');

      await removePppSecret(router, id);
      expect(await getPppSecret(router, id)).toBeNull();
    });

    it('passes router refusals on as traps that map to the right HTTP status', async () => {
      const dup = await failureOf(addPppSecret(router, { name: 'budi.santoso', password: 'x' }));
      expect(dup).toBeInstanceOf(RouterOsTrapError);
      expect(dup.message).toBe('failure: secret with the same name already exists');
      expect(httpStatusOf(dup)).toBe(409);

      const badProfile = await failureOf(
        addPppSecret(router, { name: 'x.y', profile: 'no-such-profile' }),
      );
      expect(badProfile.message).toBe('input does not match any value of profile');
      expect(httpStatusOf(badProfile)).toBe(422);

      const gone = await failureOf(removePppSecret(router, '*FFFF'));
      expect(gone.message).toBe('no such item');
      expect(httpStatusOf(gone)).toBe(404);
      expect(await listPppSecrets(router, { name: 'x.y' })).toEqual([]);
    });

    it('refuses bad input before anything reaches the router', async () => {
      const before = sim.stats.commands;
      for (const attempt of [
        removePppSecret(router, 'budi.santoso'),
        removePppSecret(router, '*1;/system/reboot'),
        updatePppSecret(router, '', { comment: 'x' }),
        addPppSecret(router, { password: 'no name' }),
        updatePppSecret(router, '*1', { name: '' }),
        addPppSecret(router, { name: 'a', disabled: 'maybe' as unknown as boolean }),
        addPppSecret(router, { name: 7 as unknown as string }),
      ]) {
        const err = await failureOf(attempt);
        expect(err).toBeInstanceOf(RouterOsInputError);
        expect(httpStatusOf(err)).toBe(400);
      }
      expect(sim.stats.commands).toBe(before);
    });
  });

  describe('PPP profiles', () => {
    it('lists profiles in the shape (docs/rules/routers.md#ppp-records), default included', async () => {
      const profiles = await listPppProfiles(router);
      expect(profiles.map((p) => p.name)).toEqual([
        'default',
        'paket-5M',
        'paket-10M',
        'paket-20M',
        'isolir',
        'default-encryption',
      ]);
      expect(profiles.find((p) => p.name === 'paket-20M')).toEqual({
        id: expect.stringMatching(/^\*/),
        name: 'paket-20M',
        addressPool: 'pool-pelanggan',
        rateLimit: '20M/20M',
        sharedUsers: '1',
        onLogin: ':log info "paket-20M up: $user"',
        parent: 'total-pelanggan',
      });
      expect(profiles.find((p) => p.name === 'default')?.sharedUsers).toBe('default');
    });

    it('adds, updates (renaming follows into secrets) and removes a profile', async () => {
      const id = await addPppProfile(router, {
        name: 'paket-50M',
        addressPool: 'pool-pelanggan',
        rateLimit: '50M/50M',
        sharedUsers: 1,
      });
      let profile = (await listPppProfiles(router)).find((p) => p.id === id);
      expect(profile).toEqual({
        id,
        name: 'paket-50M',
        addressPool: 'pool-pelanggan',
        rateLimit: '50M/50M',
        sharedUsers: '1',
        onLogin: '',
        parent: '',
      });

      const secretId = await addPppSecret(router, { name: 'pakai.50', profile: 'paket-50M' });
      await updatePppProfile(router, id, {
        name: 'paket-50M-promo',
        sharedUsers: 'unlimited',
        onLogin: ':log info up',
        parent: 'total',
      });
      profile = (await listPppProfiles(router)).find((p) => p.id === id);
      expect(profile).toMatchObject({
        name: 'paket-50M-promo',
        sharedUsers: 'unlimited',
        onLogin: ':log info up',
        parent: 'total',
      });
      expect((await getPppSecret(router, secretId))?.profile).toBe('paket-50M-promo');

      const inUse = await failureOf(removePppProfile(router, id));
      expect(inUse).toBeInstanceOf(RouterOsTrapError);
      await removePppSecret(router, secretId);
      await removePppProfile(router, id);
      expect((await listPppProfiles(router)).some((p) => p.id === id)).toBe(false);
    });

    it('maps sharedUsers both ways', async () => {
      const id = await addPppProfile(router, { name: 'shared-test', sharedUsers: 3 });
      expect((await listPppProfiles(router)).find((p) => p.id === id)?.sharedUsers).toBe(
        'unlimited',
      );
      await updatePppProfile(router, id, { sharedUsers: 'default' });
      expect((await listPppProfiles(router)).find((p) => p.id === id)?.sharedUsers).toBe('default');
      await updatePppProfile(router, id, { sharedUsers: '1' });
      expect((await listPppProfiles(router)).find((p) => p.id === id)?.sharedUsers).toBe('1');
      for (const bad of [0, -1, 1.5, 'lots', '']) {
        expect(await failureOf(updatePppProfile(router, id, { sharedUsers: bad }))).toBeInstanceOf(
          RouterOsInputError,
        );
      }
      await removePppProfile(router, id);
    });

    it('will not remove the default profile, or add a duplicate', async () => {
      const err = await failureOf(removePppProfile(router, '*0'));
      expect(err.message).toBe('failure: default profile can not be removed');
      const dup = await failureOf(addPppProfile(router, { name: 'paket-5M' }));
      expect(httpStatusOf(dup)).toBe(409);
    });
  });

  describe('PPP active connections', () => {
    it('lists sessions with the profile of their secret', async () => {
      const active = await listPppActive(router);
      expect(active.length).toBeGreaterThanOrEqual(4);
      const budi = active.find((a) => a.name === 'budi.santoso');
      expect(budi).toEqual({
        id: expect.stringMatching(/^\*/),
        name: 'budi.santoso',
        service: 'pppoe',
        address: expect.stringMatching(/^10\.10\.0\.\d+$/),
        uptime: expect.stringMatching(/^(\d+[wdhms])+$/),
        profile: 'paket-10M',
        callerId: expect.stringMatching(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/),
      });
      expect(parseDuration(budi?.uptime)).toBeGreaterThan(3600);
    });

    it("asks only for the sessions' secrets, by name up to ACTIVE_PROFILE_QUERY_MAX sessions", async () => {
      const commands: { command: string; query?: readonly string[] }[] = [];
      const watched = {
        run: (command: string, args?: CommandArgs, options?: RunOptions) => {
          commands.push({ command, query: args?.query });
          return router.run(command, args, options);
        },
      };
      const few = await listPppActive(watched);
      const lookup = commands.find((c) => c.command === '/ppp/secret/print');
      expect(lookup?.query).toEqual(query.anyOf('name', [...new Set(few.map((a) => a.name))]));
      expect(few.find((a) => a.name === 'budi.santoso')?.profile).toBe('paket-10M');

      // Past the limit, one print of every secret's name and profile gives the same answer.
      const extra = Array.from({ length: ACTIVE_PROFILE_QUERY_MAX }, (_, i) => ({
        '.id': `*E${(i + 1).toString(16).toUpperCase()}`,
        name: `extra-${i}`,
        service: 'pppoe',
        'caller-id': '',
        address: `10.20.0.${i + 1}`,
        encoding: '',
        'session-id': `0x${i + 1}`,
        connectedAt: Date.now(),
      }));
      sim.state.active.push(...extra);
      try {
        commands.length = 0;
        const many = await listPppActive(watched);
        expect(commands.find((c) => c.command === '/ppp/secret/print')?.query).toBeUndefined();
        expect(many).toHaveLength(few.length + extra.length);
        expect(many.find((a) => a.name === 'budi.santoso')?.profile).toBe('paket-10M');
        expect(many.find((a) => a.name === 'extra-0')?.profile).toBe('');
      } finally {
        sim.state.active.splice(sim.state.active.length - extra.length);
      }
    });

    it('kicks a session', async () => {
      const before = await listPppActive(router);
      const victim = before[before.length - 1];
      if (!victim) throw new Error('the seed has active sessions');
      await removePppActive(router, victim.id);
      const after = await listPppActive(router);
      expect(after.map((a) => a.id)).not.toContain(victim.id);
      expect(after).toHaveLength(before.length - 1);
    });
  });

  describe('interfaces', () => {
    it('lists ether1..ether5 and the bridge', async () => {
      const list = await listInterfaces(router);
      expect(list.map((i) => i.name)).toEqual([
        'ether1',
        'ether2',
        'ether3',
        'ether4',
        'ether5',
        'bridge-lan',
      ]);
      expect(list[0]).toMatchObject({
        type: 'ether',
        running: true,
        disabled: false,
        comment: 'WAN',
        mtu: 1500,
      });
      expect(list[0]?.rxByte).toBeGreaterThan(0);
      expect(list[5]?.type).toBe('bridge');
    });

    it('reads the traffic of one interface once', async () => {
      const wan = await getInterfaceTraffic(router, 'ether1');
      expect(wan.name).toBe('ether1');
      expect(wan.rxBitsPerSecond).toBeGreaterThan(0);
      expect(wan.txPacketsPerSecond).toBeGreaterThan(0);
      const idle = await getInterfaceTraffic(router, 'ether5');
      expect(idle.rxBitsPerSecond).toBe(0);
      const missing = await failureOf(getInterfaceTraffic(router, 'ether9'));
      expect(httpStatusOf(missing)).toBe(404);
      expect(await failureOf(getInterfaceTraffic(router, 'ether1,ether2'))).toBeInstanceOf(
        RouterOsInputError,
      );
    });
  });
});

describe('durations', () => {
  it.each([
    ['1w2d3h4m5s', 788645],
    ['3h', 10800],
    ['2d03:04:05', 183845],
    ['00:00:59', 59],
    ['1500ms', 1],
    ['', 0],
    ['garbage', 0],
  ])('parses %s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it('formats RouterOS 7 style and round-trips', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(788645)).toBe('1w2d3h4m5s');
    expect(parseDuration(formatDuration(123456))).toBe(123456);
  });
});
