// Hotspot vouchers' life kept by the server (docs/rules/hotspot.md#first-use-and-expiry): first use
// seen by the monitor's round → exactly one sale (many rounds, two instances, a restart), expiry
// jobs (remove / disable / none, kick and cookie, router down → retried), reset → a new first use;
// the sales list and CSV with WIB day bounds; the MikHmon import in both date forms, twice, all or
// nothing with its audit row; the dashboard's voucher numbers. Against the simulator with its simulated login, RouterOS 6.49 and 7.19.
import { sql } from 'drizzle-orm';
import { addHotspotUser } from 'routeros';
import { seedState, type Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { HOTSPOT_EXPIRE_JOB } from '../src/repositories/jobs';
import { findRouterById } from '../src/repositories/routers';
import { buildTestApp, callAs, loginAs, testDbKind, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { createTestDatabase, secondConnection, type TestDatabase } from './test-db';

const SECRETS_KEY = 'hotspot-life-secrets-key-0123456789abcdef';
const env = {
  SECRETS_KEY,
  ROUTER_POLL_MS: '600000',
  ROUTER_CHECK_TIMEOUT_MS: '3000',
  PAYMENT_RETRY_BASE_MS: '10',
};

afterAll(closeSimulators);

interface Hotspot {
  app: App;
  admin: Session;
  sim: Simulator;
  routerId: string;
}

async function settings(
  app: App,
  routerId: string,
  profile: string,
  values: { price: number; validity: string; expiryMode: string; lockMac?: boolean },
) {
  await app.db.orm.execute(sql`
    INSERT INTO hotspot_profile_settings (router_id, profile_name, price, validity, expiry_mode, lock_mac)
    VALUES (${routerId}, ${profile}, ${values.price}, ${values.validity}, ${values.expiryMode},
            ${values.lockMac ?? false})
    ON CONFLICT (router_id, profile_name) DO UPDATE
      SET price = EXCLUDED.price, validity = EXCLUDED.validity, expiry_mode = EXCLUDED.expiry_mode,
          lock_mac = EXCLUDED.lock_mac`);
}

async function addUser(h: Hotspot, name: string, profile: string) {
  const row = (await findRouterById(h.app.db.orm, h.routerId))!;
  await addHotspotUser(h.app.routerAccess.manager(row), { name, password: name, profile });
}

/** One monitor check of the router, as a round runs it (the hotspot part included). */
async function round(app: App, routerId: string) {
  const row = (await findRouterById(app.db.orm, routerId))!;
  expect(await app.routerMonitor.checkAndStore(row)).toBe(true);
}

async function salesOf(app: App, routerId: string) {
  return sqlRows<{
    user_name: string;
    price: string | number;
    mac_address: string;
    address: string;
    source: string;
    first_login_at: Date | string;
  }>(app.db.orm, sql`SELECT * FROM hotspot_sales WHERE router_id = ${routerId} ORDER BY id`);
}

async function userRecord(app: App, routerId: string, name: string) {
  const [row] = await sqlRows<{
    first_login_at: Date | string | null;
    expires_at: Date | string | null;
    expired_at: Date | string | null;
    expiry_action: string | null;
    bound_mac: string | null;
  }>(app.db.orm, sql`SELECT * FROM hotspot_users WHERE router_id = ${routerId} AND name = ${name}`);
  return row;
}

/** Makes a user's expiry due now and runs the job worker once. */
async function expireNow(app: App, routerId: string, name: string) {
  await app.db.orm.execute(sql`
    UPDATE hotspot_users SET expires_at = now() - interval '1 second'
     WHERE router_id = ${routerId} AND name = ${name}`);
  await app.db.orm.execute(sql`
    UPDATE jobs SET run_at = now() - interval '1 second'
     WHERE kind = ${HOTSPOT_EXPIRE_JOB} AND job_key = ${`${routerId}:${name}`}`);
  await app.jobWorker.tick();
}

const simUser = (sim: Simulator, name: string) =>
  sim.state.hotspotUsers.find((u) => u['name'] === name);
const sessionsOf = (sim: Simulator, name: string) =>
  sim.state.hotspotActive.filter((s) => s.user === name).length;
const cookiesOf = (sim: Simulator, name: string) =>
  sim.state.hotspotCookies.filter((c) => c.user === name).length;

describe.each(['7.19', '6.49'])('RouterOS %s', (version) => {
  let test: TestDatabase;
  let h: Hotspot;
  beforeAll(async () => {
    test = await createTestDatabase();
    const app = await buildTestApp({ db: test.db, env });
    const admin = await loginAs(app, 'admin');
    const sim = await startSim({ version });
    const router = await routerOn(app, admin, sim);
    h = { app, admin, sim, routerId: router.id };
    await settings(app, router.id, '1jam', {
      price: 2000,
      validity: '1h',
      expiryMode: 'remove',
      lockMac: true,
    });
    await settings(app, router.id, '1hari', { price: 4000, validity: '1d', expiryMode: 'disable' });
    await settings(app, router.id, '7hari', { price: 20000, validity: '7d', expiryMode: 'none' });
  }, 120_000);
  afterAll(async () => {
    await h.app.close();
    await test.dispose();
  });

  it('a first login is one sale however many rounds see it; first login = round − uptime; MAC bound', async () => {
    await addUser(h, 'vc-one', '1jam');
    h.sim.hotspotLogin('vc-one', {
      password: 'vc-one',
      mac: 'aa:bb:cc:00:00:01',
      address: '10.5.50.11',
      uptimeSeconds: 120,
    });
    const before = Date.now();
    for (let i = 0; i < 4; i += 1) await round(h.app, h.routerId);
    const sales = (await salesOf(h.app, h.routerId)).filter((s) => s.user_name === 'vc-one');
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      price: expect.anything(),
      mac_address: 'AA:BB:CC:00:00:01',
      address: '10.5.50.11',
      source: 'monitor',
    });
    expect(Number(sales[0]!.price)).toBe(2000);
    const first = new Date(sales[0]!.first_login_at).getTime();
    expect(Math.abs(first - (before - 120_000))).toBeLessThan(5000);
    const record = await userRecord(h.app, h.routerId, 'vc-one');
    expect(
      new Date(record!.expires_at!).getTime() - new Date(record!.first_login_at!).getTime(),
    ).toBe(3_600_000);
    expect(String(simUser(h.sim, 'vc-one')?.['mac-address']).toUpperCase()).toBe(
      'AA:BB:CC:00:00:01',
    );
    const [job] = await sqlRows<{ run_at: Date | string }>(
      h.app.db.orm,
      sql`SELECT run_at FROM jobs WHERE kind = ${HOTSPOT_EXPIRE_JOB}
           AND job_key = ${`${h.routerId}:vc-one`}`,
    );
    expect(new Date(job!.run_at).getTime()).toBe(new Date(record!.expires_at!).getTime());
  });

  it('a user who logged in and out between two rounds is still seen', async () => {
    await addUser(h, 'vc-brief', '1hari');
    h.sim.hotspotLogin('vc-brief', { password: 'vc-brief', uptimeSeconds: 300 });
    h.sim.hotspotLogout('vc-brief');
    expect(sessionsOf(h.sim, 'vc-brief')).toBe(0);
    await round(h.app, h.routerId);
    await round(h.app, h.routerId);
    const sales = (await salesOf(h.app, h.routerId)).filter((s) => s.user_name === 'vc-brief');
    expect(sales).toHaveLength(1);
    expect(Number(sales[0]!.price)).toBe(4000);
  });

  it('a round where nothing new happened prints no users', async () => {
    const printed: string[] = [];
    const listener = (event: { command: string; words?: string[] }) => {
      printed.push(event.command);
    };
    h.sim.events.on('command', listener);
    await round(h.app, h.routerId);
    h.sim.events.off('command', listener);
    // The count-only print of users ever on, and nothing that lists users.
    expect(printed.filter((c) => c === '/ip/hotspot/user/print')).toHaveLength(1);
  });

  it('expiry remove: the user goes, its session is kicked and its cookie removed', async () => {
    expect(sessionsOf(h.sim, 'vc-one')).toBe(1);
    expect(cookiesOf(h.sim, 'vc-one')).toBeGreaterThan(0);
    await expireNow(h.app, h.routerId, 'vc-one');
    expect(simUser(h.sim, 'vc-one')).toBeUndefined();
    expect(sessionsOf(h.sim, 'vc-one')).toBe(0);
    expect(cookiesOf(h.sim, 'vc-one')).toBe(0);
    expect(await userRecord(h.app, h.routerId, 'vc-one')).toMatchObject({
      expiry_action: 'remove',
    });
  });

  it('expiry disable: the user stays disabled, kicked; a router down is retried until it answers', async () => {
    await addUser(h, 'vc-dis', '1hari');
    h.sim.hotspotLogin('vc-dis', { password: 'vc-dis', mac: 'aa:bb:cc:00:00:02' });
    await round(h.app, h.routerId);
    await h.sim.setFaults({ refuse: true });
    await expireNow(h.app, h.routerId, 'vc-dis');
    const [failed] = await sqlRows<{ last_error: string | null; done_at: unknown }>(
      h.app.db.orm,
      sql`SELECT last_error, done_at FROM jobs WHERE kind = ${HOTSPOT_EXPIRE_JOB}
           AND job_key = ${`${h.routerId}:vc-dis`}`,
    );
    expect(failed!.last_error).toBeTruthy();
    expect(failed!.done_at).toBeNull();
    await h.sim.setFaults({});
    await expireNow(h.app, h.routerId, 'vc-dis');
    expect(simUser(h.sim, 'vc-dis')?.['disabled']).toBe('true');
    expect(sessionsOf(h.sim, 'vc-dis')).toBe(0);
    expect(await userRecord(h.app, h.routerId, 'vc-dis')).toMatchObject({
      expiry_action: 'disable',
    });
  });

  it('expiry none: no job; a user already expired when first seen is expired at once', async () => {
    await addUser(h, 'vc-none', '7hari');
    h.sim.hotspotLogin('vc-none', { password: 'vc-none' });
    await addUser(h, 'vc-late', '1jam');
    // On for two hours already: its hour was over before anyone saw it.
    h.sim.hotspotLogin('vc-late', { password: 'vc-late', uptimeSeconds: 7200 });
    await round(h.app, h.routerId);
    const jobs = await sqlRows<{ job_key: string }>(
      h.app.db.orm,
      sql`SELECT job_key FROM jobs WHERE kind = ${HOTSPOT_EXPIRE_JOB}`,
    );
    expect(jobs.map((j) => j.job_key)).not.toContain(`${h.routerId}:vc-none`);
    await h.app.jobWorker.tick();
    expect(simUser(h.sim, 'vc-late')).toBeUndefined();
    expect(simUser(h.sim, 'vc-none')).toBeDefined();
  });

  it('reset clears the first use: a later login is a new first use and a second sale', async () => {
    await addUser(h, 'vc-again', '7hari');
    h.sim.hotspotLogin('vc-again', { password: 'vc-again', uptimeSeconds: 60 });
    await round(h.app, h.routerId);
    h.sim.hotspotLogout('vc-again');
    // What POST …/users/{id}/reset does: the router's counters and our first-use record.
    const row = (await findRouterById(h.app.db.orm, h.routerId))!;
    const id = String(simUser(h.sim, 'vc-again')?.['.id']);
    await h.app.routerAccess.manager(row).run('/ip/hotspot/user/reset-counters', {
      attributes: { '.id': id },
    });
    await h.app.db.orm.execute(sql`
      UPDATE hotspot_users SET first_login_at = NULL, expires_at = NULL, bound_mac = NULL,
             expired_at = NULL, expiry_action = NULL
       WHERE router_id = ${h.routerId} AND name = 'vc-again'`);
    h.sim.hotspotLogin('vc-again', { password: 'vc-again', uptimeSeconds: 5 });
    await round(h.app, h.routerId);
    await round(h.app, h.routerId);
    const sales = (await salesOf(h.app, h.routerId)).filter((s) => s.user_name === 'vc-again');
    expect(sales).toHaveLength(2);
  });
});

describe('sales list, CSV and dashboard', () => {
  let test: TestDatabase;
  let app: App;
  let admin: Session;
  let routerId: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({ db: test.db, env });
    admin = await loginAs(app, 'admin');
    const sim = await startSim();
    routerId = (await routerOn(app, admin, sim)).id;
    // 16:59:59 and 17:00:00 UTC are the last second of one WIB day and the first of the next.
    const rows: [string, string, number, string][] = [
      ['a1', '1jam', 2000, '2026-01-14T16:59:59Z'],
      ['a2', '1jam', 2000, '2026-01-14T17:00:00Z'],
      ['a3', '1hari', 4000, '2026-01-15T16:59:59Z'],
      ['=cmd', '1hari', 4000, '2026-01-15T17:00:00Z'],
    ];
    for (const [user, profile, price, at] of rows) {
      await app.db.orm.execute(sql`
        INSERT INTO hotspot_sales (router_id, user_name, profile, price, first_login_at, sold_at, source)
        VALUES (${routerId}, ${user}, ${profile}, ${price}, ${at}::timestamptz, ${at}::timestamptz, 'monitor')`);
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const list = (query: string) =>
    callAs(app, admin, 'GET', `/api/hotspot/${routerId}/sales${query}`);

  it('a WIB day holds from 00:00 to 23:59:59 WIB; totals are over the filter, not the page', async () => {
    const day = await list('?from=2026-01-15&to=2026-01-15');
    expect(day.statusCode).toBe(200);
    const body = day.json();
    expect(body.data.map((s: { user: string }) => s.user).sort()).toEqual(['a2', 'a3']);
    expect(body.totals).toEqual({ count: 2, revenue: 6000 });
    const paged = await list('?perPage=5&page=2&sortCol=price&sortDir=asc');
    expect(paged.json().data).toEqual([]);
    expect(paged.json().pagination).toMatchObject({ page: 2, total: 4, totalPages: 1 });
    expect(paged.json().totals).toEqual({ count: 4, revenue: 12000 });
    const sorted = await list('?perPage=5&page=1&sortCol=price&sortDir=desc');
    expect(sorted.json().data.map((s: { price: number }) => s.price)).toEqual([
      4000, 4000, 2000, 2000,
    ]);
    const profile = await list('?profile=1hari');
    expect(profile.json().totals).toEqual({ count: 2, revenue: 8000 });
  });

  it('bad dates are a validation_error naming the field', async () => {
    const fieldsOf = (body: { message: string; errors: { path: string }[] }) => {
      expect(body.message).toBe('validation_error');
      return body.errors.map((e) => e.path);
    };
    const bad = await list('?from=15-01-2026');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['from']);
    const reversed = await list('?from=2026-01-16&to=2026-01-15');
    expect(reversed.statusCode).toBe(400);
    expect(fieldsOf(reversed.json())).toEqual(['to']);
    expect((await list('x')).statusCode).toBe(404);
  });

  it('CSV: BOM, WIB DD/MM/YYYY HH:mm, formulas made inert, the same filter', async () => {
    const csv = await callAs(
      app,
      admin,
      'GET',
      `/api/hotspot/${routerId}/sales.csv?from=2026-01-15&to=2026-01-16&sortCol=user&sortDir=asc`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=cmd"`);
    expect(lines[1]).toContain('"16/01/2026 00:00"');
    expect(lines.join('\n')).toContain('"15/01/2026 00:00"');
  });

  it('plain users read sales; only admins import', async () => {
    const user = await loginAs(app, 'user');
    expect((await callAs(app, user, 'GET', `/api/hotspot/${routerId}/sales`)).statusCode).toBe(200);
    const refused = await callAs(app, user, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect(refused.statusCode).toBe(403);
  });

  it('dashboard stats count every sale and its price, the other numbers unchanged', async () => {
    const stats = (await callAs(app, admin, 'GET', '/api/dashboard/stats')).json().data;
    expect(stats).toMatchObject({
      voucherSales: 4,
      voucherRevenue: 12000,
      totalRouters: 1,
      totalTransactions: 0,
      totalAmount: 0,
    });
  });
});

describe('MikHmon import', () => {
  let test: TestDatabase;
  let app: App;
  let admin: Session;
  let routerId: string;
  let sim: Simulator;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({ db: test.db, env });
    admin = await loginAs(app, 'admin');
    sim = await startSim({ version: '7.19', state: seedState({ mikhmon: true }) });
    routerId = (await routerOn(app, admin, sim)).id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const importAudits = () =>
    sqlRows<{ summary: string; after: Record<string, number> }>(
      app.db.orm,
      sql`SELECT summary, after FROM audit WHERE action = 'import' AND resource = 'hotspot_profile'
           ORDER BY id`,
    );

  it('a failed import takes nothing and leaves no audit row (one transaction with it)', async () => {
    // The database refuses one of the sales midway: everything before it is rolled back too.
    await app.db.orm.execute(sql`
      CREATE FUNCTION refuse_mk8qd() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_name = 'mk8qd' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await app.db.orm.execute(sql`
      CREATE TRIGGER refuse_mk8qd BEFORE INSERT ON hotspot_sales
        FOR EACH ROW EXECUTE FUNCTION refuse_mk8qd()`);
    try {
      const failed = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await app.db.orm.execute(sql`DROP TRIGGER refuse_mk8qd ON hotspot_sales`);
      await app.db.orm.execute(sql`DROP FUNCTION refuse_mk8qd()`);
    }
    expect(await importAudits()).toEqual([]);
    expect(await salesOf(app, routerId)).toEqual([]);
    const [settings] = await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n FROM hotspot_profile_settings WHERE router_id = ${routerId}`,
    );
    expect(settings?.n).toBe(0);
  });

  it('takes the profiles and the sales in both date forms; twice adds nothing; removes nothing', async () => {
    const scriptsBefore = sim.state.scripts.length;
    const first = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ profiles: 4, sales: 3, batches: 0, skipped: 0 });
    const settings = await sqlRows<{
      profile_name: string;
      price: string | number;
      validity: string;
      expiry_mode: string;
    }>(
      app.db.orm,
      sql`SELECT profile_name, price, validity, expiry_mode FROM hotspot_profile_settings
           WHERE router_id = ${routerId} ORDER BY profile_name`,
    );
    expect(
      settings.map((s) => [s.profile_name, Number(s.price), s.validity, s.expiry_mode]),
    ).toEqual([
      ['1hari', 4000, '1d', 'remove'],
      ['1jam', 2000, '1h', 'remove'],
      ['30hari', 60000, '30d', 'remove'],
      ['7hari', 20000, '7d', 'disable'],
    ]);
    const sales = await salesOf(app, routerId);
    expect(sales.map((s) => [s.user_name, new Date(s.first_login_at).toISOString()])).toEqual(
      expect.arrayContaining([
        // nov/02/2026 19:42:10 WIB and 2026-11-20 08:15:33 WIB.
        ['mk3fa', '2026-11-02T12:42:10.000Z'],
        ['mk8qd', '2026-11-20T01:15:33.000Z'],
      ]),
    );
    expect(sales.every((s) => s.source === 'mikhmon')).toBe(true);

    // Its audit row, written with it.
    expect(await importAudits()).toEqual([
      expect.objectContaining({
        after: { profiles: 4, sales: 3, batches: 0, skipped: 0 },
        summary: expect.stringContaining('4 profiles, 3 sales, 0 voucher batches, 0 skipped'),
      }),
    ]);

    const again = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect(again.json().data).toMatchObject({ profiles: 0, sales: 0, batches: 0, skipped: 3 });
    expect(await salesOf(app, routerId)).toHaveLength(3);
    expect(await importAudits()).toHaveLength(2);
    expect(sim.state.scripts.length).toBe(scriptsBefore);
    // An imported sale's user logging in is not a second sale.
    expect(await userRecord(app, routerId, 'mk8qd')).toMatchObject({
      first_login_at: expect.anything(),
    });
  });

  it("takes MikHmon's batches (users by their vc-/up- comment) with their users; twice adds none", async () => {
    const row = (await findRouterById(app.db.orm, routerId))!;
    const router = app.routerAccess.manager(row);
    const add = (name: string, profile: string, comment: string, limitUptime = '') =>
      addHotspotUser(router, { name, password: name, profile, comment, limitUptime });
    // What MikHmon's generator leaves: a voucher batch and a user/password batch.
    for (const name of ['k4m9p', 'r7x2q', 'z3n8w'])
      await add(name, '1hari', 'vc-777-11.24.26-kafe', '1d');
    await add('AB12CD', '1jam', 'up-888-11.25.26-', '1h');
    await add('EF34GH', '1jam', 'up-888-11.25.26-', '2h');
    // Not MikHmon's mark: no batch.
    await add('promo1', '1jam', 'vc_promo');
    const usersBefore = sim.state.hotspotUsers.length;

    const first = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ batches: 2, sales: 0 });
    const list = await callAs(
      app,
      admin,
      'GET',
      `/api/hotspot/${routerId}/vouchers?sortCol=profile&sortDir=asc`,
    );
    expect(list.statusCode).toBe(200);
    const batches = list.json().data as Array<Record<string, unknown>>;
    expect(batches).toHaveLength(2);
    expect(batches).toEqual([
      expect.objectContaining({
        profile: '1hari',
        count: 3,
        unused: 3,
        mode: 'voucher',
        length: 5,
        prefix: '',
        charset: 'lower-digits',
        limitUptime: '1d',
        note: 'vc-777-11.24.26-kafe',
        createdBy: 'admin',
        // 11.24.26 (mm.dd.yy) at midnight WIB.
        createdAt: '2026-11-23T17:00:00.000Z',
      }),
      expect.objectContaining({
        profile: '1jam',
        count: 2,
        mode: 'userpass',
        length: 6,
        charset: 'upper-digits',
        // The users' limits differ: none for the batch.
        limitUptime: '',
        note: 'up-888-11.25.26-',
      }),
    ]);
    const one = await callAs(
      app,
      admin,
      'GET',
      `/api/hotspot/${routerId}/vouchers/${String(batches[0]!['id'])}`,
    );
    expect(one.statusCode).toBe(200);
    expect(
      (one.json().data.vouchers as Array<{ name: string; status: string }>)
        .map((v) => v.name)
        .sort(),
    ).toEqual(['k4m9p', 'r7x2q', 'z3n8w']);
    const promo = await sqlRows<{ batch_id: string | null }>(
      app.db.orm,
      sql`SELECT batch_id FROM hotspot_users WHERE router_id = ${routerId} AND name = 'promo1'`,
    );
    expect(promo.every((r) => r.batch_id === null)).toBe(true);

    const again = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect(again.json().data).toMatchObject({ batches: 0, sales: 0, skipped: 5 });
    const [count] = await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n FROM voucher_batches WHERE router_id = ${routerId}`,
    );
    expect(count?.n).toBe(2);
    // Reads only.
    expect(sim.state.hotspotUsers.length).toBe(usersBefore);
  });

  it("pnpm dev's demo router: one import brings prices, a used and an unused batch, and sales", async () => {
    const demo = await startSim({ version: '7.19', state: seedState({ hotspotDemo: true }) });
    const demoId = (await routerOn(app, admin, demo, { routerName: 'Demo MikHmon' })).id;
    const done = await callAs(app, admin, 'POST', `/api/hotspot/${demoId}/import-mikhmon`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ profiles: 4, sales: 6, batches: 2, skipped: 0 });
    const list = await callAs(
      app,
      admin,
      'GET',
      `/api/hotspot/${demoId}/vouchers?sortCol=profile&sortDir=asc`,
    );
    const batches = list.json().data as Array<{ profile: string; count: number; unused: number }>;
    // The 1hari batch has three vouchers sold (MikHmon's sales claimed their first use); 1jam none.
    expect(batches.map((b) => [b.profile, b.count, b.unused])).toEqual([
      ['1hari', 8, 5],
      ['1jam', 8, 8],
    ]);
  });

  it('a router that is down answers 502/504 with the reason, and nothing is taken', async () => {
    const audits = (await importAudits()).length;
    await sim.setFaults({ refuse: true });
    const down = await callAs(app, admin, 'POST', `/api/hotspot/${routerId}/import-mikhmon`);
    expect([502, 504]).toContain(down.statusCode);
    await sim.setFaults({});
    expect(await importAudits()).toHaveLength(audits);
  });
});

const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;

// Needs a second connection to one database (PGlite is one process's): PostgreSQL only.
onPostgres('two instances on one PostgreSQL, and a restart', () => {
  let test: TestDatabase;
  afterAll(async () => {
    await test.dispose();
  });

  it('two instances racing over the same first use record one sale; a restarted instance adds none', async () => {
    test = await createTestDatabase();
    const one = await buildTestApp({ db: test.db, env });
    const other = secondConnection(test.db);
    const two = await buildTestApp({ db: other, env });
    const admin = await loginAs(one, 'admin');
    const sim = await startSim();
    const routerId = (await routerOn(one, admin, sim)).id;
    await settings(one, routerId, '1jam', { price: 2000, validity: '1h', expiryMode: 'remove' });
    const h = { app: one, admin, sim, routerId };
    for (let i = 0; i < 5; i += 1) await addUser(h, `race${i}`, '1jam');
    for (let i = 0; i < 5; i += 1)
      sim.hotspotLogin(`race${i}`, { password: `race${i}`, uptimeSeconds: 30 });
    await Promise.all([
      round(one, routerId),
      round(two, routerId),
      round(one, routerId),
      round(two, routerId),
    ]);
    expect(await salesOf(one, routerId)).toHaveLength(5);
    await two.close();
    await other.close();
    // A restart: a new app on the same database sees the same sessions.
    await one.close();
    const restarted = await buildTestApp({ db: test.db, env });
    await round(restarted, routerId);
    expect(await salesOf(restarted, routerId)).toHaveLength(5);
    await restarted.close();
  }, 120_000);
});
