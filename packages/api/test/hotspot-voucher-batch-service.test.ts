// The voucher batch use case (src/hotspot/vouchers.ts, docs/rules/hotspot.md#vouchers) called as a
// function, without HTTP, against the RouterOS simulator: what a batch writes on the router and in
// the database (batch, records, audit row in one transaction), and that a failure on the router
// midway or in the database afterwards leaves neither half behind. The HTTP answers of the same
// cases are test/hotspot-vouchers.test.ts.
import { eq } from 'drizzle-orm';
import { HOTSPOT_FIELD_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { audit, hotspotUsers, voucherBatches } from '../src/db/schema';
import type { HotspotDeps } from '../src/hotspot/deps';
import { createVoucherBatch, deleteVoucherBatch } from '../src/hotspot/vouchers';
import type { SignedInActor } from '../src/lib/audit-log';
import { HttpError, ValidationFailedError } from '../src/schemas/errors';
import { setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
setUpSuite(
  { env: { ROUTER_COMMAND_TIMEOUT_MS: '1500', ROUTER_TEST_TIMEOUT_MS: '1500' } },
  (suite) => ({ app, admin } = suite),
);
afterAll(closeSimulators);

/** The service's dependencies, taken from the app as a route would (no request). */
const depsOf = (): HotspotDeps => ({
  db: app.db,
  routerAccess: app.routerAccess,
  clock: () => app.clock(),
  log: app.log,
});

const actor: SignedInActor = {
  actorId: null,
  actorUsername: 'operator-sore',
  address: '192.0.2.7',
};

async function simRouter() {
  const sim = await startSim();
  const routerId = (await routerOn(app, admin, sim)).id;
  return { sim, routerId };
}

const batchRows = (routerId: string) =>
  app.db.orm.select().from(voucherBatches).where(eq(voucherBatches.routerId, routerId));
const recordRows = (routerId: string) =>
  app.db.orm.select().from(hotspotUsers).where(eq(hotspotUsers.routerId, routerId));
const auditRows = (resourceId: string) =>
  app.db.orm.select().from(audit).where(eq(audit.resourceId, resourceId));

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

describe('createVoucherBatch', () => {
  it('writes the users to the router, then the batch, its records and the audit row', async () => {
    const { sim, routerId } = await simRouter();
    const before = sim.state.hotspotUsers.length;
    const made = await createVoucherBatch(
      depsOf(),
      routerId,
      { profile: '1jam', count: 25, mode: 'userpass', length: 5, prefix: 'SV', note: 'Warung' },
      actor,
    );
    expect(made.count).toBe(25);
    expect(made.vouchers).toHaveLength(25);
    for (const v of made.vouchers) {
      expect(v.name).toMatch(/^SV.{5}$/);
      expect(v.password).not.toBe(v.name);
    }
    const onRouter = sim.state.hotspotUsers.slice(before);
    expect(onRouter.map((u) => u['name']).sort()).toEqual(made.vouchers.map((v) => v.name).sort());
    expect(onRouter.every((u) => u['comment'] === `vc-${made.id.slice(0, 8)} Warung`)).toBe(true);

    const [batch] = await batchRows(routerId);
    expect(batch).toEqual(
      expect.objectContaining({
        id: made.id,
        count: 25,
        createdBy: 'operator-sore',
        note: 'Warung',
      }),
    );
    expect((await recordRows(routerId)).map((r) => r.batchId)).toEqual(Array(25).fill(made.id));
    const rows = await auditRows(made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        action: 'generate',
        resource: 'voucher_batch',
        actorUsername: 'operator-sore',
        address: '192.0.2.7',
        summary: expect.stringMatching(/^Generated 25 vouchers of profile "1jam" on router "/),
      }),
    );
    // The passwords are never in the trail.
    expect(JSON.stringify(rows[0]?.after)).not.toMatch(/password/);
  });

  it('refuses a profile the router does not have, before writing anything', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const attempt = createVoucherBatch(depsOf(), routerId, { profile: 'no-such', count: 3 }, actor);
    await expect(attempt).rejects.toBeInstanceOf(ValidationFailedError);
    await expect(attempt).rejects.toMatchObject({
      issues: [{ path: 'profile', message: HOTSPOT_FIELD_MESSAGES.profileUnknown }],
    });
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
  });

  it('undoes the users already added when the router fails midway, and records nothing', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const stop = onAdd(sim, 60, () => {
      void sim.setFaults({ fatal: ['/ip/hotspot/user/add'] });
    });
    const attempt = createVoucherBatch(depsOf(), routerId, { profile: '1jam', count: 200 }, actor);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    stop();
    await sim.setFaults({});
    await expect(attempt).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(
        /voucher \d+ of 200 \(.+\); the \d+ already added were removed$/,
      ),
    });
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
    expect(await recordRows(routerId)).toEqual([]);
  });

  it('removes the users from the router again when the database fails after the router agreed', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const outage = new Error('simulated database outage');
    const deps: HotspotDeps = {
      ...depsOf(),
      db: { ...app.db, transaction: () => Promise.reject(outage) },
    };
    const attempt = createVoucherBatch(deps, routerId, { profile: '1jam', count: 30 }, actor);
    // A server fault as the answer says it: never the database's own words.
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    const error = (await attempt.catch((e: unknown) => e)) as HttpError;
    expect(error.statusCode).toBeGreaterThanOrEqual(500);
    expect(error.message).not.toContain(outage.message);
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
    expect(await recordRows(routerId)).toEqual([]);
  });
});

describe('deleteVoucherBatch', () => {
  it('removes the unused vouchers, the batch and its records, with one audit row', async () => {
    const { sim, routerId } = await simRouter();
    const before = JSON.stringify(sim.state.hotspotUsers);
    const made = await createVoucherBatch(depsOf(), routerId, { profile: '1jam', count: 8 }, actor);
    expect(await deleteVoucherBatch(depsOf(), routerId, made.id, actor)).toEqual({
      removed: 8,
      kept: 0,
    });
    expect(JSON.stringify(sim.state.hotspotUsers)).toBe(before);
    expect(await batchRows(routerId)).toEqual([]);
    expect(await recordRows(routerId)).toEqual([]);
    expect((await auditRows(made.id)).map((r) => r.action).sort()).toEqual(['delete', 'generate']);
  });
});
