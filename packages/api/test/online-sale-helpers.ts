// What the online voucher sale suites set up (docs/rules/hotspot.md, docs/rules/payments.md): the
// Tripay simulator, an app listening on a port (the checkout is fetched, as a buyer's browser
// would), an admin, a simulated router on the merchant and a CMS package selling its `1hari` voucher.
import type { AddressInfo } from 'node:net';
import type { Simulator } from 'routeros/sim';
import { startTripaySimulator, type TripaySimulator } from 'tripay/sim';
import { cmsPackages } from '../src/db/schema';
import { buildTestApp, createTestDatabase, loginAs, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import type { TestDatabase } from './test-db';

export interface Merchant {
  merchantCode: string;
  apiKey: string;
  privateKey: string;
}

export interface OnlineSale {
  tripay: TripaySimulator;
  test: TestDatabase;
  app: App;
  admin: Session;
  sim: Simulator;
  routerId: string;
  packageId: string;
  /** The listening app's address, e.g. http://127.0.0.1:40123. */
  origin: string;
}

export async function startOnlineSale(options: {
  merchant: Merchant;
  secretsKey: string;
  /** Runs once the admin is signed in, before the router is added (e.g. the notify gateways). */
  afterLogin?: (app: App, admin: Session) => Promise<void>;
}): Promise<OnlineSale> {
  const { merchant } = options;
  const tripay = await startTripaySimulator({ ...merchant });
  const test = await createTestDatabase();
  const app = await buildTestApp({
    db: test.db,
    env: {
      TRIPAY_BASE_URL: tripay.baseUrl,
      SECRETS_KEY: options.secretsKey,
      PAYMENT_RETRY_BASE_MS: '10',
      CHECKOUT_RATE_LIMIT: '1000',
      ROUTER_POLL_MS: '600000',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const admin = await loginAs(app, 'admin');
  await options.afterLogin?.(app, admin);
  const sim = await startSim();
  const routerId = (
    await routerOn(app, admin, sim, {
      tripayMerchantCode: merchant.merchantCode,
      tripayApiKey: merchant.apiKey,
      tripayPrivateKey: merchant.privateKey,
    })
  ).id;
  const [pkg] = await app.db.orm
    .insert(cmsPackages)
    .values({
      name: 'Voucher 1 Hari',
      speed: '3 Mbps',
      price: 10_000,
      category: 'Rumahan',
      routerId,
      saleKind: 'voucher',
      hotspotProfile: '1hari',
    })
    .returning();
  return { tripay, test, app, admin, sim, routerId, packageId: pkg!.id, origin };
}

export async function closeOnlineSale(sale: OnlineSale): Promise<void> {
  await sale.app.close();
  await sale.test.dispose();
  await sale.tripay.close();
  await closeSimulators();
}

export interface VoucherCheckout {
  merchantRef: string;
  statusUrl: string;
}

/** `POST /public/checkout` of the voucher package by Siti, paying by BRIVA; throws unless 201. */
export async function checkoutVoucher(
  sale: Pick<OnlineSale, 'origin' | 'packageId'>,
  phone: string,
  email: string,
): Promise<VoucherCheckout> {
  const response = await fetch(`${sale.origin}/api/public/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      packageId: sale.packageId,
      customerName: 'Siti',
      customerPhone: phone,
      customerEmail: email,
      method: 'BRIVA',
    }),
  });
  const body = (await response.json()) as { data: VoucherCheckout };
  if (response.status !== 201)
    throw new Error(`checkout ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Tripay's callback as the simulator built it, sent to the app. */
export const sendCallback = (
  app: App,
  built: { rawBody: string; headers: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/tripay/callback',
    headers: { ...built.headers, 'content-type': 'application/json' },
    payload: built.rawBody,
  });

/** The hotspot users the sale made on the router. */
export const vouchersOf = (sim: Simulator, merchantRef: string) =>
  sim.state.hotspotUsers.filter((u) => u['comment'] === `pokayoke ${merchantRef}`);
