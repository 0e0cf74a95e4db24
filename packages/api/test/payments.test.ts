// Online payments end to end (docs/rules/payments.md), with the Tripay and RouterOS simulators in
// process: the purchase, exactly-once under repeats and races, refused callbacks, provisioning
// through outages and restarts, reconciliation, expiry and refund.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { startTripaySimulator, type TripaySimulator } from 'tripay/sim';
import { sqlRows } from '../src/db/client';
import { cmsPackages } from '../src/db/schema';
import { csvCell } from '../src/lib/csv';
import {
  buildTestApp,
  createTestDatabase,
  loginAs,
  testDbKind,
  type App,
  type Session,
} from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { secondConnection } from './test-db';

const MERCHANT = { merchantCode: 'T0001', apiKey: 'DEV-key-1', privateKey: 'priv-key-1' };
const OTHER = { merchantCode: 'T0002', apiKey: 'DEV-key-2', privateKey: 'priv-key-2' };
const SECRETS_KEY = 'payments-test-secrets-key-0123456789abcdef';

let tripay: TripaySimulator;

const env = (extra: Record<string, string> = {}) => ({
  TRIPAY_BASE_URL: tripay.baseUrl,
  SECRETS_KEY,
  PAYMENT_RETRY_BASE_MS: '10',
  CHECKOUT_RATE_LIMIT: '1000',
  ...extra,
});

interface Shop {
  app: App;
  admin: Session;
  origin: string;
  sim: Simulator;
  routerId: string;
  packageId: string;
}

async function openShop(extra: Record<string, string> = {}, db?: App['db']): Promise<Shop> {
  const app = await buildTestApp({ env: env(extra), ...(db ? { db } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = await loginAs(app, 'admin');
  const sim = await startSim();
  const router = await routerOn(app, admin, sim, {
    tripayMerchantCode: MERCHANT.merchantCode,
    tripayApiKey: MERCHANT.apiKey,
    tripayPrivateKey: MERCHANT.privateKey,
  });
  const [pkg] = await app.db.orm
    .insert(cmsPackages)
    .values({
      name: 'Paket 10 Mbps',
      speed: '10 Mbps',
      price: 150_000,
      category: 'Rumahan',
      routerId: router.id,
      pppProfile: 'default',
      durationDays: 30,
    })
    .returning();
  return { app, admin, origin, sim, routerId: router.id, packageId: pkg!.id };
}

const buyer = {
  customerName: 'Budi Santoso',
  customerPhone: '+62 812-3456-7890',
  customerEmail: 'budi@example.com',
  method: 'BRIVA',
};

interface Checkout {
  merchantRef: string;
  checkoutUrl: string;
  payCode: string | null;
  amount: number;
  expiresAt: string;
  statusUrl: string;
}

async function checkout(shop: Shop, fields: Record<string, unknown> = {}): Promise<Checkout> {
  const response = await fetch(`${shop.origin}/api/public/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packageId: shop.packageId, ...buyer, ...fields }),
  });
  const body = (await response.json()) as { data: Checkout };
  if (response.status !== 201)
    throw new Error(`checkout ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const tokenOf = (c: Checkout) => new URL(c.statusUrl).searchParams.get('t')!;

async function statusPage(shop: Shop, c: Checkout, token = tokenOf(c)) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/public/transactions/${c.merchantRef}?t=${encodeURIComponent(token)}`,
  });
}

/** The shop's secrets on the simulated router. */
const shopSecrets = (sim: Simulator) =>
  sim.state.secrets.filter((s) => String(s['comment'] ?? '').startsWith('pokayoke '));

async function txRow(app: App, merchantRef: string) {
  const [row] = await sqlRows<{
    status: string;
    provisioning: string;
    ppp_username: string | null;
    flag: string | null;
    paid_at: string | null;
  }>(app.db.orm, sql`SELECT * FROM transactions WHERE merchant_ref = ${merchantRef}`);
  return row!;
}

async function verdicts(app: App, merchantRef: string): Promise<string[]> {
  const rows = await sqlRows<{ verdict: string }>(
    app.db.orm,
    sql`SELECT verdict FROM payment_callbacks WHERE merchant_ref = ${merchantRef} ORDER BY id`,
  );
  return rows.map((r) => r.verdict);
}

/** Sends a signed callback built by the simulator (not through its delivery) to the app. */
function sendCallback(
  shop: Shop,
  built: { rawBody: string; headers: Record<string, string> },
  headers: Record<string, string> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/tripay/callback',
    headers: { ...built.headers, 'content-type': 'application/json', ...headers },
    payload: built.rawBody,
  });
}

const referenceOf = (c: Checkout) => tripay.transaction(c.merchantRef)!.reference;

beforeAll(async () => {
  tripay = await startTripaySimulator({ ...MERCHANT, merchants: [OTHER] });
});

afterAll(async () => {
  await tripay.close();
  await closeSimulators();
});

describe('a purchase', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  }, 120_000);
  afterAll(async () => {
    await shop.app.close();
  });

  it('channels with the buyer fee, checkout, pay at Tripay, provisioned once, credentials on the status page', async () => {
    const channels = await shop.app.inject({
      method: 'GET',
      url: `/api/public/payment-channels?packageId=${shop.packageId}`,
    });
    expect(channels.statusCode).toBe(200);
    const codes = channels
      .json<{ data: { code: string; totalFee: number }[] }>()
      .data.map((c) => c.code);
    expect(codes).toContain('BRIVA');

    const c = await checkout(shop, { amount: 1 });
    expect(c.amount).toBe(150_000);
    expect(c.merchantRef).toMatch(/^PKY-\d{8}-[A-Z2-9]{10}$/);
    expect(c.checkoutUrl).toContain('/checkout/');
    expect(c.statusUrl).toMatch(new RegExp(`^${shop.origin}/pay/${c.merchantRef}\\?t=[\\w-]{43}$`));
    // Only the token's hash is stored.
    const [stored] = await sqlRows<{ status_token_hash: string }>(
      shop.app.db.orm,
      sql`SELECT status_token_hash FROM transactions WHERE merchant_ref = ${c.merchantRef}`,
    );
    expect(stored!.status_token_hash).not.toContain(tokenOf(c));
    expect(tripay.transaction(c.merchantRef)!.amount).toBe(150_000);

    let page = (await statusPage(shop, c)).json<{ data: Record<string, unknown> }>().data;
    expect(page).toMatchObject({
      status: 'UNPAID',
      amount: 150_000,
      pppUsername: null,
      pppPassword: null,
    });

    const deliveries = await tripay.pay(referenceOf(c));
    expect(deliveries.at(-1)).toMatchObject({ delivered: true });
    await shop.app.jobWorker.tick();

    page = (await statusPage(shop, c)).json<{ data: Record<string, unknown> }>().data;
    expect(page).toMatchObject({
      status: 'PAID',
      provisioning: 'done',
      pppUsername: '081234567890',
    });
    const secrets = shopSecrets(shop.sim);
    expect(secrets).toHaveLength(1);
    expect(secrets[0]).toMatchObject({
      name: '081234567890',
      password: page['pppPassword'],
      profile: 'default',
    });
    expect(String(secrets[0]!['comment'])).toContain(c.merchantRef);

    // The admin's list, detail (with the callback) and CSV.
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/routers/${shop.routerId}/payments?status=PAID`,
      headers: { authorization: shop.admin.authorization },
    });
    expect(list.json<{ data: { merchantRef: string; pppUsername: string }[] }>().data).toEqual([
      expect.objectContaining({ merchantRef: c.merchantRef, pppUsername: '081234567890' }),
    ]);
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/routers/${shop.routerId}/payments/${c.merchantRef}`,
      headers: { authorization: shop.admin.authorization },
    });
    expect(detail.json<{ data: { callbacks: { verdict: string }[] } }>().data.callbacks).toEqual([
      expect.objectContaining({ verdict: 'applied', status: 'PAID' }),
    ]);
    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/routers/${shop.routerId}/payments.csv?status=PAID`,
      headers: { authorization: shop.admin.authorization },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect(csv.body).toContain(`"${c.merchantRef}"`);
  });

  it('the status page answers 404 for a wrong token exactly as for an unknown ref', async () => {
    const c = await checkout(shop);
    const wrong = await statusPage(shop, c, 'x'.repeat(43));
    const none = await shop.app.inject({
      method: 'GET',
      url: `/api/public/transactions/${c.merchantRef}`,
    });
    const unknown = await shop.app.inject({
      method: 'GET',
      url: `/api/public/transactions/PKY-20260101-NOPE?t=${tokenOf(c)}`,
    });
    for (const response of [wrong, none, unknown]) expect(response.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses bad buyer input, an inactive or offline package, and a burst from one address', async () => {
    for (const [field, value] of [
      ['customerPhone', '12345'],
      ['customerPhone', '+1 202 555 0100'],
      ['customerEmail', 'not-an-email'],
      ['customerName', ''],
      ['packageId', 'nope'],
    ] as const) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/public/checkout',
        payload: { packageId: shop.packageId, ...buyer, [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
    const [inactive] = await shop.app.db.orm
      .insert(cmsPackages)
      .values({
        name: 'Off',
        speed: '1',
        price: 1000,
        category: 'Rumahan',
        isActive: false,
        routerId: shop.routerId,
        pppProfile: 'default',
      })
      .returning();
    const [notOnline] = await shop.app.db.orm
      .insert(cmsPackages)
      .values({ name: 'Shop only', speed: '1', price: 1000, category: 'Rumahan' })
      .returning();
    for (const pkg of [inactive!, notOnline!]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/public/checkout',
        payload: { ...buyer, packageId: pkg.id },
      });
      expect(response.statusCode).toBe(400);
    }

    const limited = await buildTestApp({ env: env({ CHECKOUT_RATE_LIMIT: '3' }) });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/public/checkout',
          payload: { ...buyer, packageId: shop.packageId },
        });
        codes.push(response.statusCode);
      }
      // The package is not in this database: 400 until the burst is over, then 429.
      expect(codes).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('the checkout limit is counted in the database: two instances on one database share it', async () => {
    const test = await createTestDatabase();
    const first = await buildTestApp({ db: test.db, env: env({ CHECKOUT_RATE_LIMIT: '4' }) });
    const second = await buildTestApp({ db: test.db, env: env({ CHECKOUT_RATE_LIMIT: '4' }) });
    try {
      const send = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/public/checkout',
          payload: { ...buyer, packageId: shop.packageId },
        });
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await send(i % 2 ? second : first)).statusCode);
      // Alone, each instance would have let all of its three through.
      expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
      const refused = await send(first);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      const rows = await sqlRows<{ scope: string; attempts: number }>(
        first.db.orm,
        sql`SELECT scope, attempts FROM login_throttle WHERE scope = 'checkout_address'`,
      );
      expect(rows).toEqual([{ scope: 'checkout_address', attempts: 7 }]);
    } finally {
      await first.close();
      await second.close();
      await test.dispose();
    }
  });

  it('the same callback 10 times one after the other and 20 at once: one PAID, one secret', async () => {
    const before = shopSecrets(shop.sim).length;
    const one = await checkout(shop, { customerPhone: '081111111111' });
    const two = await checkout(shop, { customerPhone: '082222222222' });
    for (const c of [one, two]) {
      tripay.setCallbackMode('drop');
      await tripay.pay(referenceOf(c));
      tripay.setCallbackMode('send');
    }
    const first = tripay.callbackFor(referenceOf(one));
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await sendCallback(shop, first));
    const second = tripay.callbackFor(referenceOf(two));
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => sendCallback(shop, second)),
    );
    for (const response of [...sequential, ...concurrent]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    await shop.app.jobWorker.tick();
    expect(await verdicts(shop.app, one.merchantRef)).toEqual([
      'applied',
      ...Array(9).fill('repeat'),
    ]);
    const v2 = await verdicts(shop.app, two.merchantRef);
    expect(v2.filter((v) => v === 'applied')).toHaveLength(1);
    expect(v2.filter((v) => v === 'repeat')).toHaveLength(19);
    expect(shopSecrets(shop.sim).length).toBe(before + 2);
    const [jobs] = await sqlRows<{ n: number }>(
      shop.app.db.orm,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'payment-provision' AND job_key IN (${one.merchantRef}, ${two.merchantRef})`,
    );
    expect(jobs!.n).toBe(2);
  });

  it('refuses forged, wrong-event, other-router-key, unknown-ref and wrong-amount callbacks; nothing changes', async () => {
    const c = await checkout(shop, { customerPhone: '083333333333' });
    tripay.setCallbackMode('drop');
    await tripay.pay(referenceOf(c));
    tripay.setCallbackMode('send');
    const good = tripay.callbackFor(referenceOf(c));
    const tampered = good.rawBody.replace('"PAID"', '"PAID" ');
    const otherKey = createHmac('sha256', OTHER.privateKey).update(good.rawBody).digest('hex');
    const unknownBody = good.rawBody.replace(c.merchantRef, 'PKY-20260101-UNKNOWN000');
    const unknownSig = createHmac('sha256', MERCHANT.privateKey).update(unknownBody).digest('hex');
    const cases = [
      sendCallback(shop, { ...good, rawBody: tampered }),
      sendCallback(shop, good, { 'x-callback-signature': 'a'.repeat(64) }),
      sendCallback(shop, good, { 'x-callback-event': 'something_else' }),
      sendCallback(shop, good, { 'x-callback-signature': otherKey }),
      sendCallback(
        shop,
        { rawBody: unknownBody, headers: good.headers },
        { 'x-callback-signature': unknownSig },
      ),
      shop.app.inject({
        method: 'POST',
        url: '/api/payments/tripay/callback',
        payload: 'not json',
      }),
      // NUL cannot go into a text column: the refusal is still recorded, never a 500.
      shop.app.inject({
        method: 'POST',
        url: '/api/payments/tripay/callback',
        headers: { 'content-type': 'application/json' },
        payload: '\u0000\u0001\u0002',
      }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false });
    }
    const wrongAmount = tripay.callbackFor(referenceOf(c), { totalAmount: 1000 });
    const refused = await sendCallback(shop, wrongAmount);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
    await shop.app.jobWorker.tick();
    const row = await txRow(shop.app, c.merchantRef);
    expect(row).toMatchObject({ status: 'UNPAID', provisioning: 'none', ppp_username: null });
    expect(row.flag).toContain('1000');
    // The payments list carries the flag, so the page can warn without opening the detail.
    const listed = await shop.app.inject({
      method: 'GET',
      url: `/api/routers/${shop.routerId}/payments?search=${c.merchantRef}`,
      headers: { authorization: shop.admin.authorization },
    });
    expect(listed.json<{ data: { flag: string | null }[] }>().data[0]?.flag).toContain('1000');
    expect(shopSecrets(shop.sim).some((s) => String(s['comment']).includes(c.merchantRef))).toBe(
      false,
    );
    // The refusals ran at once: their order is not fixed, the amount check came last.
    const seen = await verdicts(shop.app, c.merchantRef);
    expect(seen.at(-1)).toBe('amount-mismatch');
    expect(seen.slice(0, -1).sort()).toEqual([
      'bad-event',
      'bad-signature',
      'bad-signature',
      'bad-signature',
    ]);
    const [unknown] = await sqlRows<{ verdict: string }>(
      shop.app.db.orm,
      sql`SELECT verdict FROM payment_callbacks WHERE merchant_ref = 'PKY-20260101-UNKNOWN000'`,
    );
    expect(unknown?.verdict).toBe('unknown-ref');
    // The right callback still works afterwards.
    expect((await sendCallback(shop, good)).json()).toEqual({ success: true });
  });

  it('a second purchase by the same phone before expiry extends the same secret', async () => {
    const first = await checkout(shop, { customerPhone: '084444444444' });
    await tripay.pay(referenceOf(first));
    await shop.app.jobWorker.tick();
    const again = await checkout(shop, { customerPhone: '084444444444' });
    await tripay.pay(referenceOf(again));
    await shop.app.jobWorker.tick();
    const pages = await Promise.all(
      [first, again].map(
        async (c) => (await statusPage(shop, c)).json<{ data: Record<string, string> }>().data,
      ),
    );
    expect(pages[1]!['pppUsername']).toBe('084444444444');
    expect(pages[1]!['pppPassword']).toBe(pages[0]!['pppPassword']);
    const extendedBy =
      Date.parse(pages[1]!['secretExpiresAt']!) - Date.parse(pages[0]!['secretExpiresAt']!);
    expect(Math.round(extendedBy / 86_400_000)).toBe(30);
    expect(shop.sim.state.secrets.filter((s) => s['name'] === '084444444444')).toHaveLength(1);
  });

  it('a provisioning run that died after creating the secret: the rerun finds it, never a second', async () => {
    const c = await checkout(shop, { customerPhone: '081414141414' });
    await tripay.pay(referenceOf(c));
    await shop.app.jobWorker.tick();
    const first = await statusPage(shop, c);
    // As if the instance died between the router's answer and the database write.
    await shop.app.db.orm.execute(
      sql`UPDATE transactions SET provisioning = 'pending', ppp_username = NULL, ppp_password_enc = NULL
           WHERE merchant_ref = ${c.merchantRef}`,
    );
    await shop.app.db.orm.execute(
      sql`UPDATE jobs SET done_at = NULL, run_at = now() WHERE kind = 'payment-provision' AND job_key = ${c.merchantRef}`,
    );
    await shop.app.jobWorker.tick();
    const again = await statusPage(shop, c);
    expect(again.json()).toEqual(first.json());
    expect(shop.sim.state.secrets.filter((s) => s['name'] === '081414141414')).toHaveLength(1);
  });

  it('a name taken by a secret the shop did not make: the next name, deterministically', async () => {
    shop.sim.state.secrets.push({
      '.id': '*ABC1',
      name: '085555555555',
      password: 'x',
      profile: 'default',
      service: 'any',
      disabled: 'false',
      comment: 'manual',
    });
    const c = await checkout(shop, { customerPhone: '085555555555' });
    await tripay.pay(referenceOf(c));
    await shop.app.jobWorker.tick();
    expect((await txRow(shop.app, c.merchantRef)).ppp_username).toBe('085555555555-2');
  });

  it('expiry disables the secret; a refund after provisioning disables it', async () => {
    const c = await checkout(shop, { customerPhone: '086666666666' });
    await tripay.pay(referenceOf(c));
    await shop.app.jobWorker.tick();
    await shop.app.db.orm.execute(
      sql`UPDATE transactions SET secret_expires_at = now() - interval '1 minute' WHERE merchant_ref = ${c.merchantRef}`,
    );
    await shop.app.db.orm.execute(
      sql`UPDATE jobs SET run_at = now() WHERE kind = 'payment-expire' AND job_key LIKE ${'%:086666666666'}`,
    );
    await shop.app.jobWorker.tick();
    const secret = () => shop.sim.state.secrets.find((s) => s['name'] === '086666666666');
    expect(secret()).toMatchObject({ disabled: 'true' });

    const r = await checkout(shop, { customerPhone: '087777777777' });
    await tripay.pay(referenceOf(r));
    await shop.app.jobWorker.tick();
    const refunded = () => shop.sim.state.secrets.find((s) => s['name'] === '087777777777');
    expect(refunded()).toMatchObject({ disabled: 'false' });
    await tripay.settle(referenceOf(r), 'REFUND');
    await shop.app.jobWorker.tick();
    expect((await txRow(shop.app, r.merchantRef)).status).toBe('REFUND');
    expect(refunded()).toMatchObject({ disabled: 'true' });
  });

  it('a missed callback is reconciled with the transaction detail', async () => {
    const c = await checkout(shop, { customerPhone: '088888888888' });
    const e = await checkout(shop, { customerPhone: '089999999999' });
    tripay.setCallbackMode('drop');
    await tripay.pay(referenceOf(c));
    await tripay.expire(referenceOf(e));
    tripay.setCallbackMode('send');
    expect((await txRow(shop.app, c.merchantRef)).status).toBe('UNPAID');
    // Not old enough yet (RECONCILE_AFTER_MS 10 min).
    expect((await shop.app.payments.reconcile(null, 'test')).moved).toBe(0);
    await shop.app.db.orm.execute(
      sql`UPDATE transactions SET created_at = now() - interval '11 minutes' WHERE merchant_ref IN (${c.merchantRef}, ${e.merchantRef})`,
    );
    await shop.app.db.orm.execute(
      sql`UPDATE jobs SET run_at = now() WHERE kind = 'payment-reconcile'`,
    );
    await shop.app.payments.syncJobs();
    await shop.app.jobWorker.tick();
    await shop.app.jobWorker.tick();
    expect(await txRow(shop.app, c.merchantRef)).toMatchObject({
      status: 'PAID',
      provisioning: 'done',
    });
    expect((await txRow(shop.app, e.merchantRef)).status).toBe('EXPIRED');
  });
});

describe('router down at PAID', () => {
  it('stays pending, retried with backoff, provisioned once the router is back, also after an API restart', async () => {
    const test = await createTestDatabase();
    let shop = await openShop({}, test.db);
    try {
      const c = await checkout(shop, { customerPhone: '081212121212' });
      await shop.sim.setFaults({ refuse: true });
      await tripay.pay(referenceOf(c));
      await shop.app.jobWorker.tick();
      expect(await txRow(shop.app, c.merchantRef)).toMatchObject({
        status: 'PAID',
        provisioning: 'pending',
      });
      const [job] = await sqlRows<{ attempts: number; last_error: string }>(
        shop.app.db.orm,
        sql`SELECT attempts, last_error FROM jobs WHERE kind = 'payment-provision' AND job_key = ${c.merchantRef}`,
      );
      expect(job!.attempts).toBe(1);
      expect(job!.last_error).toBeTruthy();

      // The API restarts while the router is still down; then the router returns.
      const sim = shop.sim;
      await shop.app.close();
      const app = await buildTestApp({ db: test.db, env: env() });
      shop = { ...shop, app, sim };
      await new Promise((resolve) => setTimeout(resolve, 50));
      await app.jobWorker.tick();
      expect((await txRow(app, c.merchantRef)).provisioning).toBe('pending');
      await sim.setFaults({});
      await new Promise((resolve) => setTimeout(resolve, 100));
      await app.jobWorker.tick();
      expect(await txRow(app, c.merchantRef)).toMatchObject({
        provisioning: 'done',
        ppp_username: '081212121212',
      });
      expect(
        shopSecrets(sim).filter((s) => String(s['comment']).includes(c.merchantRef)),
      ).toHaveLength(1);
    } finally {
      await shop.app.close();
      await test.dispose();
    }
  }, 60_000);
});

// Two processes on one database need a database server: PGlite is one process's database.
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;
onPostgres('two API instances on one PostgreSQL', () => {
  it('the same callback to both at once, 10 times over: one PAID, one secret', async () => {
    const test = await createTestDatabase();
    const shop = await openShop({}, test.db);
    const other = secondConnection(test.db);
    const two = await buildTestApp({ db: other, env: env() });
    try {
      const c = await checkout(shop, { customerPhone: '081313131313' });
      tripay.setCallbackMode('drop');
      await tripay.pay(referenceOf(c));
      tripay.setCallbackMode('send');
      const built = tripay.callbackFor(referenceOf(c));
      const send = (app: App) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/tripay/callback',
          headers: { ...built.headers, 'content-type': 'application/json' },
          payload: built.rawBody,
        });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => send(i % 2 ? two : shop.app)),
      );
      for (const a of answers) expect(a.json()).toEqual({ success: true });
      await Promise.all([shop.app.jobWorker.tick(), two.jobWorker.tick()]);
      expect((await verdicts(shop.app, c.merchantRef)).filter((v) => v === 'applied')).toHaveLength(
        1,
      );
      expect(
        shopSecrets(shop.sim).filter((s) => String(s['comment']).includes(c.merchantRef)),
      ).toHaveLength(1);
    } finally {
      await two.close();
      await other.close();
      await shop.app.close();
      await test.dispose();
    }
  }, 60_000);
});

describe('CSV cells', () => {
  it('quote, double quotes, and make formulas inert', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+62812')).toBe(`"'+62812"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(150000)).toBe('"150000"');
  });
});
