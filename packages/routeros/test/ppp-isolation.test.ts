// Isolation primitives (docs/rules/billing.md#isolation): the isolate profile made when missing, a
// secret's profile set by name, an account's sessions kicked, and a batch of accounts changed with
// two prints per router and at most one set and one remove per account.
import { RouterOsTrapError } from '../src/errors';
import {
  ISOLATE_RATE_LIMIT,
  applyPppAccountChanges,
  ensurePppProfile,
  kickPppUser,
  listPppActive,
  listPppProfiles,
  setPppSecretProfile,
} from '../src/helpers/ppp';
import { RouterOsManager } from '../src/manager';
import { startSimulator, seedState, type SimCommandEvent, type Simulator } from '../src/sim';
import { failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

describe.each(['7.19', '6.49'])('PPP isolation on RouterOS %s', (version) => {
  let sim: Simulator;
  let router: RouterOsManager;
  const commands: string[] = [];
  const record = (e: SimCommandEvent): void => {
    commands.push(e.command);
  };
  beforeAll(async () => {
    sim = await startSimulator({
      version,
      user: 'admin',
      password: 'secret',
      state: seedState({ extraSecrets: 200 }),
    });
    sim.events.on('command', record);
    router = new RouterOsManager(optionsFor(sim));
  });
  afterAll(async () => {
    await router.close();
    await sim.close();
  });
  beforeEach(() => {
    commands.length = 0;
  });

  it('makes the isolate profile with 64k/64k when missing, and only once', async () => {
    expect(await ensurePppProfile(router, 'isolir-baru')).toBe(true);
    expect(await ensurePppProfile(router, 'isolir-baru')).toBe(false);
    const made = (await listPppProfiles(router)).filter((p) => p.name === 'isolir-baru');
    expect(made).toHaveLength(1);
    expect(made[0]?.rateLimit).toBe(ISOLATE_RATE_LIMIT);
    // Two callers at once: one makes it, neither fails.
    const both = await Promise.all([
      ensurePppProfile(router, 'isolir-dua'),
      ensurePppProfile(router, 'isolir-dua'),
    ]);
    expect(both.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(sim.state.profiles.filter((p) => p['name'] === 'isolir-dua')).toHaveLength(1);
  });

  it('sets a secret profile by name and kicks its session; the change shows on /ppp/active', async () => {
    sim.pppLogin('user00002');
    expect(await setPppSecretProfile(router, 'user00002', 'isolir')).toBe(true);
    expect(sim.state.secrets.find((s) => s['name'] === 'user00002')?.['profile']).toBe('isolir');
    expect((await listPppActive(router)).find((a) => a.name === 'user00002')?.profile).toBe(
      'isolir',
    );
    expect(await kickPppUser(router, 'user00002')).toBe(1);
    expect(sim.state.active.some((a) => a.name === 'user00002')).toBe(false);
    expect(await kickPppUser(router, 'user00002')).toBe(0);
    expect(await setPppSecretProfile(router, 'nobody-here', 'isolir')).toBe(false);
  });

  it('refuses a profile the router lacks', async () => {
    const err = await failureOf(setPppSecretProfile(router, 'user00004', 'no-such-profile'));
    expect(err).toBeInstanceOf(RouterOsTrapError);
    expect(sim.state.secrets.find((s) => s['name'] === 'user00004')?.['profile']).not.toBe(
      'no-such-profile',
    );
  });

  it('a dial-in over the API makes a session; a disabled account cannot dial in', async () => {
    const { ret } = await router.run('/simulator/ppp/login', { attributes: { name: 'user00003' } });
    expect(ret).toMatch(/^\*/);
    expect(sim.state.active.filter((a) => a.name === 'user00003')).toHaveLength(1);
    // user00001 is generated disabled (every 17th).
    await expect(
      router.run('/simulator/ppp/login', { attributes: { name: 'user00001' } }),
    ).rejects.toThrow('authentication failed');
    const { ret: ended } = await router.run('/simulator/ppp/logout', {
      attributes: { name: 'user00003' },
    });
    expect(ended).toBe('1');
  });

  it.each([10, 150])(
    'isolates %i accounts: two prints, then at most one set and one remove each',
    async (count) => {
      const names = Array.from(
        { length: count },
        (_, i) => `user${String(i + 20).padStart(5, '0')}`,
      );
      for (const name of names) {
        const secret = sim.state.secrets.find((s) => s['name'] === name);
        if (name.endsWith('0') && secret?.['disabled'] !== 'true') sim.pppLogin(name);
      }
      // user00020.. includes disabled ones (every 17th): they may not dial in, and are still isolated.
      const online = names.filter((n) => sim.state.active.some((a) => a.name === n));
      commands.length = 0;
      const outcomes = await applyPppAccountChanges(
        router,
        names.map((name) => ({ name, profile: 'isolir' })),
      );
      expect(outcomes.every((o) => o.status === 'done')).toBe(true);
      expect(outcomes.reduce((n, o) => n + (o.status === 'done' ? o.kicked : 0), 0)).toBe(
        online.length,
      );
      for (const name of names) {
        expect(sim.state.secrets.find((s) => s['name'] === name)?.['profile']).toBe('isolir');
        expect(sim.state.active.some((a) => a.name === name)).toBe(false);
      }
      const prints = commands.filter((c) => c.endsWith('/print'));
      expect(prints).toHaveLength(2);
      expect(commands.length).toBeLessThanOrEqual(2 + count + online.length);
      expect(commands.length / count).toBeLessThanOrEqual(3);

      // Again: nothing to write, nobody to kick.
      commands.length = 0;
      const again = await applyPppAccountChanges(
        router,
        names.map((name) => ({ name, profile: 'isolir' })),
      );
      expect(again.every((o) => o.status === 'done' && !o.changed && o.kicked === 0)).toBe(true);
      expect(commands).toHaveLength(2);
    },
  );

  it('restores, disables, and reports a missing account on its own', async () => {
    sim.pppLogin('user00005');
    const outcomes = await applyPppAccountChanges(router, [
      { name: 'user00005', profile: 'paket-5M' },
      { name: 'user00006', disabled: true },
      { name: 'ghost' },
    ]);
    expect(outcomes).toEqual([
      { name: 'user00005', status: 'done', changed: true, kicked: 1 },
      { name: 'user00006', status: 'done', changed: true, kicked: 0 },
      { name: 'ghost', status: 'missing' },
    ]);
    expect(sim.state.secrets.find((s) => s['name'] === 'user00005')?.['profile']).toBe('paket-5M');
    expect(sim.state.secrets.find((s) => s['name'] === 'user00006')?.['disabled']).toBe('true');
  });

  it('a router that is down rejects the batch and changes nothing', async () => {
    await sim.setFaults({ refuse: true });
    const err = await failureOf(
      applyPppAccountChanges(router, [{ name: 'user00007', profile: 'isolir' }]),
    );
    expect(err.message).toBeTruthy();
    await sim.setFaults({});
    router.resetBackoff();
    expect(sim.state.secrets.find((s) => s['name'] === 'user00007')?.['profile']).not.toBe(
      'isolir',
    );
  });
});
