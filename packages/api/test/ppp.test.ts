// /api/ppp/{routerId} (docs/rules/routers.md#ppp-screen) against in-process simulators: every route, traps
// as 4xx with the router's message, unreachable 502, timeout 504, a hung router leaving the others
// and the dashboard fast, RouterOS 7.19's `!empty`, and the role matrix of every router/PPP write.
import { randomUUID } from 'node:crypto';
import { PPP_FIELD_MESSAGES, PPP_MESSAGES, ROUTER_DIAGNOSIS } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { routers } from '../src/db/schema';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import {
  closedPort,
  closeSimulators,
  createRouter,
  routerOn,
  SIM_PASSWORD,
  startSim,
} from './router-helpers';

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

const ppp = (path: string) => `/api/ppp/${routerId}${path}`;

describe('reads (any signed-in user)', () => {
  it('lists secrets, active connections and profiles in the contract shapes', async () => {
    const secrets = await callAs(app, user, 'GET', ppp('/secrets'));
    expect(secrets.statusCode).toBe(200);
    expect(secrets.json().success).toBe(true);
    expect(secrets.json().data).toHaveLength(sim.state.secrets.length);
    expect(secrets.json().data[0]).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(/^\*/),
        name: expect.any(String),
        disabled: expect.stringMatching(/^(true|false)$/),
      }),
    );
    const active = (await callAs(app, user, 'GET', ppp('/active'))).json().data;
    expect(active).toHaveLength(sim.state.active.length);
    expect(active[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        uptime: expect.any(String),
        profile: expect.any(String),
      }),
    );
    const profiles = (await callAs(app, user, 'GET', ppp('/profiles'))).json().data;
    expect(profiles.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['default', 'paket-5M']),
    );
  });

  it('reads an empty list from RouterOS 7.19 (`!empty`) and 6.49 alike', async () => {
    for (const version of ['7.19', '6.49']) {
      const bare = await startSim({ version });
      bare.state.active.splice(0);
      const router = await routerOn(app, admin, bare);
      const response = await callAs(app, user, 'GET', `/api/ppp/${router.id}/active`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [] });
    }
  });

  it('answers 404 for a router nobody has, and 401 without a token', async () => {
    expect((await callAs(app, user, 'GET', `/api/ppp/${randomUUID()}/secrets`)).statusCode).toBe(
      404,
    );
    expect((await callAs(app, user, 'GET', '/api/ppp/nope/secrets')).statusCode).toBe(404);
    expect((await callAs(app, null, 'GET', ppp('/secrets'))).statusCode).toBe(401);
  });

  it('answers 502 with the reason for an unreachable router', async () => {
    const down = await createRouter(app, admin, { routerHost: `127.0.0.1:${await closedPort()}` });
    const response = await callAs(app, user, 'GET', `/api/ppp/${down.id}/secrets`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, error: ROUTER_DIAGNOSIS.refused });
  });

  it('answers 504 for a hung router within its timeout, while the others and the dashboard stay fast', async () => {
    const hung = await startSim({ faults: { hang: ['*'] } });
    const hungRouter = await routerOn(app, admin, hung);
    const started = Date.now();
    const slow = callAs(app, user, 'GET', `/api/ppp/${hungRouter.id}/secrets`);
    // While the hung call waits: the dashboard and another router's PPP answer at once.
    const fastStarted = Date.now();
    const [dashboard, stats, other] = await Promise.all([
      callAs(app, user, 'GET', '/api/dashboard/routers'),
      callAs(app, user, 'GET', '/api/dashboard/stats'),
      callAs(app, user, 'GET', ppp('/secrets')),
    ]);
    const fastElapsed = Date.now() - fastStarted;
    expect([dashboard.statusCode, stats.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    expect(fastElapsed).toBeLessThan(COMMAND_TIMEOUT_MS / 2);
    const answer = await slow;
    expect(answer.statusCode).toBe(504);
    expect(answer.json().error).toBe(ROUTER_DIAGNOSIS.timedOut);
    expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 1500);
  });
});

describe('secrets', () => {
  it('adds, edits, disables, enables and deletes a secret', async () => {
    const added = await callAs(app, admin, 'POST', ppp('/secrets'), {
      name: 'pelanggan-baru',
      password: 'rahasia',
      profile: 'paket-5M',
      remoteAddress: '10.10.0.50',
      comment: 'Jl. Melati 3',
    });
    expect(added.statusCode).toBe(201);
    const secret = added.json().data;
    expect(added.json().message).toBe(PPP_MESSAGES.secretAdded);
    expect(secret).toMatchObject({
      name: 'pelanggan-baru',
      profile: 'paket-5M',
      address: '10.10.0.50',
      disabled: 'false',
    });

    const edited = await callAs(app, admin, 'PUT', ppp(`/secrets/${secret.id}`), {
      comment: 'Pindah rumah',
      profile: 'paket-10M',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: PPP_MESSAGES.secretUpdated,
      data: { comment: 'Pindah rumah', profile: 'paket-10M' },
    });

    const disabled = await callAs(app, admin, 'POST', ppp(`/secrets/${secret.id}/disable`));
    expect(disabled.json()).toEqual({ success: true, message: PPP_MESSAGES.secretDisabled });
    expect(sim.state.secrets.find((s) => s['.id'] === secret.id)?.disabled).toMatch(/true|yes/);
    await callAs(app, admin, 'POST', ppp(`/secrets/${secret.id}/enable`));
    expect(sim.state.secrets.find((s) => s['.id'] === secret.id)?.disabled).toMatch(/false|no/);

    const deleted = await callAs(app, admin, 'DELETE', ppp(`/secrets/${secret.id}`));
    expect(deleted.json()).toEqual({ success: true, message: PPP_MESSAGES.secretDeleted });
    expect(sim.state.secrets.some((s) => s['.id'] === secret.id)).toBe(false);
  });

  it('answers a taken name with validation_error on name (the router refused it)', async () => {
    const taken = sim.state.secrets[0]?.name;
    const response = await callAs(app, admin, 'POST', ppp('/secrets'), {
      name: taken,
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'validation_error',
      errors: [{ path: 'name', message: PPP_FIELD_MESSAGES.nameTaken }],
    });
  });

  it("answers an unknown profile as validation_error on profile with the router's words", async () => {
    const response = await callAs(app, admin, 'POST', ppp('/secrets'), {
      name: 'x-unknown-profile',
      profile: 'no-such-profile',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      path: 'profile',
      message: expect.stringContaining('profile'),
    });
  });

  it('answers 404 for an item the router does not have, and for an id that cannot be one', async () => {
    for (const id of ['*FFFF', 'abc', '%2A']) {
      const response = await callAs(app, admin, 'DELETE', ppp(`/secrets/${id}`));
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(PPP_MESSAGES.itemNotFound);
    }
  });

  it('refuses a body past the limits before it reaches the router', async () => {
    const response = await callAs(app, admin, 'POST', ppp('/secrets'), {
      name: '',
      comment: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['comment', 'name']);
  });
});

describe('profiles and active connections', () => {
  it('adds (shared users 1 by default), edits and deletes a profile', async () => {
    const added = await callAs(app, admin, 'POST', ppp('/profiles'), {
      name: 'paket-50M',
      rateLimit: '50M/50M',
      addressPool: 'pool-50',
    });
    expect(added.statusCode).toBe(201);
    const profile = added.json().data;
    expect(profile).toMatchObject({
      name: 'paket-50M',
      rateLimit: '50M/50M',
      addressPool: 'pool-50',
      sharedUsers: '1',
    });
    const edited = await callAs(app, admin, 'PUT', ppp(`/profiles/${profile.id}`), {
      sharedUsers: 'unlimited',
      rateLimit: '60M/60M',
    });
    expect(edited.json()).toMatchObject({
      message: PPP_MESSAGES.profileUpdated,
      data: { sharedUsers: 'unlimited', rateLimit: '60M/60M' },
    });
    const deleted = await callAs(app, admin, 'DELETE', ppp(`/profiles/${profile.id}`));
    expect(deleted.json()).toEqual({ success: true, message: PPP_MESSAGES.profileDeleted });
  });

  it('answers a taken profile name with validation_error on name', async () => {
    const response = await callAs(app, admin, 'POST', ppp('/profiles'), { name: 'paket-5M' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: PPP_FIELD_MESSAGES.profileNameTaken },
    ]);
  });

  it('refuses a bad sharedUsers with validation_error', async () => {
    const response = await callAs(app, admin, 'POST', ppp('/profiles'), {
      name: 'p-bad',
      sharedUsers: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      path: 'sharedUsers',
      message: PPP_FIELD_MESSAGES.sharedUsers,
    });
  });

  it('kicks an active session', async () => {
    const session = sim.state.active[0];
    if (!session) throw new Error('the seed has active sessions');
    const response = await callAs(app, admin, 'DELETE', ppp(`/active/${session['.id']}`));
    expect(response.json()).toEqual({ success: true, message: PPP_MESSAGES.activeKicked });
    expect(sim.state.active.some((s) => s['.id'] === session['.id'])).toBe(false);
  });
});

let matrixCount = 0;
const simSnapshot = () =>
  JSON.stringify({
    secrets: sim.state.secrets,
    profiles: sim.state.profiles,
    active: sim.state.active.map((a) => a['.id']),
  });

async function freshSecret(disabled = false): Promise<string> {
  matrixCount += 1;
  const response = await callAs(app, admin, 'POST', ppp('/secrets'), {
    name: `matrix-${matrixCount}`,
    password: 'pw',
  });
  const id = response.json().data.id as string;
  if (disabled) await callAs(app, admin, 'POST', ppp(`/secrets/${id}/disable`));
  return id;
}

async function freshProfile(): Promise<string> {
  matrixCount += 1;
  const response = await callAs(app, admin, 'POST', ppp('/profiles'), {
    name: `matrix-profile-${matrixCount}`,
  });
  return response.json().data.id as string;
}

describeRoleMatrix('PPP writes', {
  app: () => app,
  envelope: 'success',
  snapshot: async () => simSnapshot(),
  cases: [
    {
      name: 'POST /ppp/:routerId/secrets',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: ppp('/secrets'),
        payload: { name: `matrix-new-${++matrixCount}` },
      }),
    },
    {
      name: 'PUT /ppp/:routerId/secrets/:id',
      prepare: async () => ({
        method: 'PUT',
        url: ppp(`/secrets/${await freshSecret()}`),
        payload: { comment: 'changed' },
      }),
    },
    {
      name: 'DELETE /ppp/:routerId/secrets/:id',
      prepare: async () => ({ method: 'DELETE', url: ppp(`/secrets/${await freshSecret()}`) }),
    },
    {
      name: 'POST /ppp/:routerId/secrets/:id/enable',
      prepare: async () => ({
        method: 'POST',
        url: ppp(`/secrets/${await freshSecret(true)}/enable`),
      }),
    },
    {
      name: 'POST /ppp/:routerId/secrets/:id/disable',
      prepare: async () => ({
        method: 'POST',
        url: ppp(`/secrets/${await freshSecret()}/disable`),
      }),
    },
    {
      name: 'POST /ppp/:routerId/profiles',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: ppp('/profiles'),
        payload: { name: `matrix-new-profile-${++matrixCount}` },
      }),
    },
    {
      name: 'PUT /ppp/:routerId/profiles/:id',
      prepare: async () => ({
        method: 'PUT',
        url: ppp(`/profiles/${await freshProfile()}`),
        payload: { rateLimit: '2M/2M' },
      }),
    },
    {
      name: 'DELETE /ppp/:routerId/profiles/:id',
      prepare: async () => ({ method: 'DELETE', url: ppp(`/profiles/${await freshProfile()}`) }),
    },
    {
      name: 'DELETE /ppp/:routerId/active/:id (kick)',
      prepare: async () => {
        const session = sim.state.active.find((a) => a.name !== '');
        if (!session) throw new Error('no active session left to kick');
        return { method: 'DELETE', url: ppp(`/active/${session['.id']}`) };
      },
    },
  ],
});

describeRoleMatrix('router writes', {
  app: () => app,
  envelope: 'success',
  snapshot: (app) => tableRows(app, routers, routers.id),
  cases: [
    {
      name: 'POST /routers',
      adminStatus: 201,
      prepare: async () => ({
        method: 'POST',
        url: '/api/routers',
        payload: {
          routerName: 'Matrix',
          routerHost: '10.0.0.1',
          routerUser: 'admin',
          routerPass: SIM_PASSWORD,
        },
      }),
    },
    {
      name: 'PUT /routers/:id',
      prepare: async () => ({
        method: 'PUT',
        url: `/api/routers/${(await routerOn(app, admin, sim)).id}`,
        payload: { routerName: 'Changed' },
      }),
    },
    {
      name: 'DELETE /routers/:id',
      prepare: async () => ({
        method: 'DELETE',
        url: `/api/routers/${(await routerOn(app, admin, sim)).id}`,
      }),
    },
  ],
});
