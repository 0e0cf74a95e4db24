// A hotspot voucher sold online (docs/rules/hotspot.md last bullet, extends docs/rules/payments.md): a CMS
// package with saleKind 'voucher' → checkout → PAID → exactly one voucher of its profile on the
// router, however the callbacks come (repeated, concurrent), retried while the router is down, one
// 'online' sale that its first login completes rather than doubles; the status page shows the code,
// the login address and what the QR encodes.
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { sqlRows } from '../src/db/client';
import { findRouterById } from '../src/repositories/routers';
import { callAs, type App, type Session } from './helpers';
import {
  checkoutVoucher,
  closeOnlineSale,
  sendCallback as sendCallbackTo,
  startOnlineSale,
  vouchersOf as routerVouchersOf,
  type OnlineSale,
  type VoucherCheckout as Checkout,
} from './online-sale-helpers';

const MERCHANT = { merchantCode: 'T0001', apiKey: 'DEV-key-1', privateKey: 'priv-key-1' };
const SECRETS_KEY = 'online-voucher-secrets-key-0123456789abcdef';

let tripay: TripaySimulator;
let app: App;
let admin: Session;
let sim: Simulator;
let routerId: string;
let sale: OnlineSale;

beforeAll(async () => {
  sale = await startOnlineSale({ merchant: MERCHANT, secretsKey: SECRETS_KEY });
  ({ tripay, app, admin, sim, routerId } = sale);
  await app.db.orm.execute(
    sql`UPDATE routers SET hotspot_dns_name = 'wifi.example.net' WHERE id = ${routerId}`,
  );
}, 120_000);

afterAll(async () => {
  await closeOnlineSale(sale);
});

const checkout = (phone: string): Promise<Checkout> =>
  checkoutVoucher(sale, phone, 'siti@example.com');

const referenceOf = (c: Checkout) => tripay.transaction(c.merchantRef)!.reference;

async function statusPage(c: Checkout) {
  const token = new URL(c.statusUrl).searchParams.get('t')!;
  const response = await app.inject({
    method: 'GET',
    url: `/api/public/transactions/${c.merchantRef}?t=${encodeURIComponent(token)}`,
  });
  return response.json<{ data: Record<string, unknown> }>().data;
}

const sendCallback = (built: { rawBody: string; headers: Record<string, string> }) =>
  sendCallbackTo(app, built);

const vouchersOf = (merchantRef: string) => routerVouchersOf(sim, merchantRef);

async function salesOf(merchantRef: string) {
  return sqlRows<{
    user_name: string;
    price: string | number;
    source: string;
    first_login_at: unknown;
  }>(app.db.orm, sql`SELECT * FROM hotspot_sales WHERE merchant_ref = ${merchantRef}`);
}

describe('a voucher sold online', () => {
  it('the CMS takes saleKind voucher with a hotspot profile, and refuses it without one', async () => {
    const refused = await callAs(app, admin, 'POST', '/api/cms/packages', {
      name: 'Voucher tanpa profil',
      speed: '1 Mbps',
      price: 3000,
      features: ['Voucher'],
      category: 'Rumahan',
      routerId,
      saleKind: 'voucher',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['hotspotProfile']);
    const made = await callAs(app, admin, 'POST', '/api/cms/packages', {
      name: 'Voucher 1 Jam',
      speed: '1 Mbps',
      price: 3000,
      features: ['Voucher'],
      category: 'Rumahan',
      routerId,
      saleKind: 'voucher',
      hotspotProfile: '1jam',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      saleKind: 'voucher',
      hotspotProfile: '1jam',
      pppProfile: null,
      soldOnline: true,
    });
  });

  it('callbacks 10 times in a row and 20 at once: one voucher, one sale; the status page shows it', async () => {
    const c = await checkout('081300000001');
    tripay.setCallbackMode('drop');
    await tripay.pay(referenceOf(c));
    tripay.setCallbackMode('send');
    const built = tripay.callbackFor(referenceOf(c));
    for (let i = 0; i < 10; i += 1) expect((await sendCallback(built)).statusCode).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => sendCallback(built)));
    for (const r of concurrent) expect(r.statusCode).toBe(200);
    await Promise.all([app.jobWorker.tick(), app.jobWorker.tick()]);
    await app.jobWorker.tick();

    const vouchers = vouchersOf(c.merchantRef);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ profile: '1hari' });
    const code = String(vouchers[0]!['name']);
    expect(code).toMatch(/^[a-km-np-z2-9]{8}$/);
    expect(vouchers[0]!['password']).toBe(code);
    const sales = await salesOf(c.merchantRef);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ user_name: code, source: 'online', first_login_at: null });
    expect(Number(sales[0]!.price)).toBe(10_000);

    const page = await statusPage(c);
    expect(page).toMatchObject({
      status: 'PAID',
      provisioning: 'done',
      saleKind: 'voucher',
      voucherCode: code,
      voucherPassword: code,
      loginUrl: `http://wifi.example.net/login?username=${code}&password=${code}`,
      pppUsername: null,
    });

    // Its first login completes the sale; the monitor adds no second one.
    sim.hotspotLogin(code, { password: code, mac: 'aa:bb:cc:dd:ee:01', address: '10.5.50.77' });
    const row = (await findRouterById(app.db.orm, routerId))!;
    await app.routerMonitor.checkAndStore(row);
    await app.routerMonitor.checkAndStore(row);
    const after = await sqlRows<{ source: string; mac_address: string; first_login_at: unknown }>(
      app.db.orm,
      sql`SELECT source, mac_address, first_login_at FROM hotspot_sales
           WHERE router_id = ${routerId} AND user_name = ${code}`,
    );
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ source: 'online', mac_address: 'AA:BB:CC:DD:EE:01' });
    expect(after[0]!.first_login_at).not.toBeNull();
  });

  it('a router down when paid: pending, retried until it answers, then one voucher', async () => {
    const c = await checkout('081300000002');
    await sim.setFaults({ refuse: true });
    await tripay.pay(referenceOf(c));
    await app.jobWorker.tick();
    expect(vouchersOf(c.merchantRef)).toHaveLength(0);
    let page = await statusPage(c);
    expect(page).toMatchObject({ status: 'PAID', provisioning: 'pending', voucherCode: null });
    await sim.setFaults({});
    // The job waits its backoff (base 10 ms) and runs again.
    for (let i = 0; i < 20 && vouchersOf(c.merchantRef).length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await app.jobWorker.tick();
    }
    expect(vouchersOf(c.merchantRef)).toHaveLength(1);
    page = await statusPage(c);
    expect(page).toMatchObject({
      provisioning: 'done',
      voucherCode: vouchersOf(c.merchantRef)[0]!['name'],
    });
    expect(await salesOf(c.merchantRef)).toHaveLength(1);
  });

  it('a run that died after adding the voucher adds no second one', async () => {
    const c = await checkout('081300000003');
    tripay.setCallbackMode('drop');
    await tripay.pay(referenceOf(c));
    tripay.setCallbackMode('send');
    await sendCallback(tripay.callbackFor(referenceOf(c)));
    await app.jobWorker.tick();
    const [made] = vouchersOf(c.merchantRef);
    // As if the run had stopped after the router's add: provisioning pending again, job due.
    await app.db.orm.execute(sql`
      UPDATE transactions SET provisioning = 'pending' WHERE merchant_ref = ${c.merchantRef}`);
    await app.db.orm.execute(sql`
      UPDATE jobs SET done_at = NULL, run_at = now() WHERE kind = 'payment-provision'
         AND job_key = ${c.merchantRef}`);
    await app.jobWorker.tick();
    expect(vouchersOf(c.merchantRef)).toEqual([made]);
    expect(await salesOf(c.merchantRef)).toHaveLength(1);
  });
});
