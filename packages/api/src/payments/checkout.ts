// The public checkout (docs/rules/payments.md): the payment channels of a package sold online, the
// purchase (a transaction here and a closed payment at Tripay) and the buyer's status page. Each
// is one function the public routes call; the rows are read and written by
// src/repositories/transactions.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentChannel,
  PublicTransaction,
} from 'contracts/schemas';
import { CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import {
  httpStatusOfTripayError,
  isTripayError,
  type TripayClient,
  type TripayPaymentChannel,
} from 'tripay';
import type { CmsPackageRow, NewTransactionRow, RouterRow, TransactionRow } from '../db/schema';
import { uuidId } from '../lib/record-id';
import { packagesRepository } from '../repositories/cms';
import { findInvoice } from '../repositories/invoices';
import { findRouterById } from '../repositories/routers';
import {
  findTransaction,
  hotspotDnsNameOf,
  insertTransaction,
  updateTransaction,
} from '../repositories/transactions';
import { addressKey, countInWindow } from '../repositories/window-counter';
import { HttpError, invalidField, notFound } from '../schemas/errors';
import {
  newMerchantRef,
  newStatusToken,
  normalisePhone,
  pppPasswordContext,
  voucherPasswordContext,
  type PaymentService,
} from './service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The checkout's per-address limit: a fixed one-minute window counted in the database. */
const CHECKOUT_WINDOW_MS = 60_000;

const tripayFailure = (error: unknown) =>
  isTripayError(error)
    ? new HttpError(httpStatusOfTripayError(error), error.message)
    : (error as Error);

/** A package a visitor may buy: active and sold online through a router with Tripay settings. */
async function saleOf(
  service: PaymentService,
  packageId: string,
): Promise<{ pkg: CmsPackageRow; router: RouterRow }> {
  const refuse = () => invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);
  if (!uuidId.parse(packageId)) throw refuse();
  const pkg = await packagesRepository.find(service.db.orm, packageId);
  if (!pkg || !pkg.isActive || !pkg.routerId) throw refuse();
  // A PPP account needs its PPP profile, a voucher its hotspot profile (docs/rules/hotspot.md).
  if (pkg.saleKind === 'voucher' ? !pkg.hotspotProfile : !pkg.pppProfile) throw refuse();
  const router = await findRouterById(service.db.orm, pkg.routerId);
  if (!router) throw refuse();
  return { pkg, router };
}

function customerFee(channel: TripayPaymentChannel, amount: number): number {
  return Math.ceil(channel.fee_customer.flat + (channel.fee_customer.percent * amount) / 100);
}

/** Tripay's active payment channels for a package sold online, with the buyer's fee. */
export async function paymentChannels(
  service: PaymentService,
  packageId: string,
): Promise<PaymentChannel[]> {
  const { pkg, router } = await saleOf(service, packageId);
  const client = service.tripayFor(router);
  if (!client) throw invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);
  return channelsOf(client, pkg.price);
}

/** A merchant's active channels, with the buyer's fee on `amount`. */
export async function channelsOf(client: TripayClient, amount: number): Promise<PaymentChannel[]> {
  const channels = await client.paymentChannels().catch((error: unknown) => {
    throw tripayFailure(error);
  });
  return channels
    .filter((c) => c.active)
    .map((c) => ({
      code: c.code,
      name: c.name,
      group: c.group,
      type: c.type.toUpperCase(),
      iconUrl: c.icon_url || null,
      feeFlat: c.fee_customer.flat,
      feePercent: c.fee_customer.percent,
      totalFee: customerFee(c, amount),
      minimumAmount: c.minimum_amount,
      maximumAmount: c.maximum_amount,
    }));
}

export interface CheckoutContext {
  /** The buyer's address: its checkouts are counted per minute. */
  address: string;
  now: Date;
  perMinute: number;
  /** Where the status page and the callback are reached (PUBLIC_ORIGIN, else the request's). */
  origin: string;
  log: FastifyBaseLogger;
}

/**
 * Starts a purchase: the transaction is stored first (UNPAID), then Tripay makes the closed
 * payment and the transaction keeps its reference and pay code; when Tripay refuses, the
 * transaction is kept as FAILED for the record. The amount is always the package's price.
 */
export async function checkout(
  service: PaymentService,
  body: CheckoutInput,
  context: CheckoutContext,
): Promise<CheckoutResult> {
  await throttleCheckout(service, context);
  const name = body.customerName.trim();
  if (!name) throw invalidField('customerName', CHECKOUT_FIELD_MESSAGES.customerName);
  const phone = normalisePhone(body.customerPhone);
  if (!phone) throw invalidField('customerPhone', CHECKOUT_FIELD_MESSAGES.customerPhone);
  const { pkg, router } = await saleOf(service, body.packageId);
  const client = service.tripayFor(router);
  if (!client) throw invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);

  return startClosedPayment(
    service,
    client,
    router,
    {
      amount: pkg.price,
      method: body.method,
      customer: { name, phone, email: body.customerEmail.trim() },
      item: { sku: pkg.id.slice(0, 8), name: pkg.name },
      row: {
        packageId: pkg.id,
        packageName: pkg.name,
        pppProfile: pkg.saleKind === 'voucher' ? null : pkg.pppProfile,
        durationDays: pkg.durationDays,
        saleKind: pkg.saleKind,
        hotspotProfile: pkg.saleKind === 'voucher' ? pkg.hotspotProfile : null,
      },
    },
    context,
  );
}

/** Checkouts are counted per address and minute (package and invoice checkouts alike): 429 past it. */
export async function throttleCheckout(service: PaymentService, context: CheckoutContext) {
  const counted = await countInWindow(
    service.db.orm,
    'checkout_address',
    addressKey(context.address),
    CHECKOUT_WINDOW_MS,
    context.now,
  );
  if (counted.attempts > context.perMinute) {
    const wait = counted.retryAfterSeconds;
    throw new HttpError(429, `Terlalu banyak percobaan. Coba lagi dalam ${wait} detik.`, {
      'retry-after': String(wait),
    });
  }
}

/** What a closed payment is for: the amount (never the client's), the buyer, the one order line. */
export interface ClosedPaymentSale {
  amount: number;
  method: string;
  customer: { name: string; phone: string; email: string };
  item: { sku: string; name: string };
  /** The transaction row's own fields: the package sold, or the invoice paid. */
  row: Partial<Omit<NewTransactionRow, 'routerId' | 'merchantRef' | 'amount' | 'method'>>;
}

/**
 * The transaction is stored first (UNPAID), then Tripay makes the closed payment on the router's
 * merchant and the transaction keeps its reference and pay code; when Tripay refuses, the
 * transaction is kept as FAILED for the record. Shared by a package's checkout and an invoice's.
 */
export async function startClosedPayment(
  service: PaymentService,
  client: TripayClient,
  router: RouterRow,
  sale: ClosedPaymentSale,
  context: CheckoutContext,
): Promise<CheckoutResult> {
  const db = service.db.orm;
  const { origin } = context;
  const merchantRef = newMerchantRef(new Date());
  const token = newStatusToken();
  const statusUrl = `${origin}/pay/${merchantRef}?t=${token}`;
  const row = await insertTransaction(db, {
    ...sale.row,
    routerId: router.id,
    merchantRef,
    amount: sale.amount,
    method: sale.method,
    customerName: sale.customer.name,
    customerPhone: sale.customer.phone,
    customerEmail: sale.customer.email,
    statusTokenHash: sha256(token),
  });
  try {
    const tx = await client.createTransaction({
      method: sale.method,
      merchant_ref: merchantRef,
      amount: sale.amount,
      customer_name: sale.customer.name,
      customer_email: sale.customer.email,
      ...(sale.customer.phone ? { customer_phone: sale.customer.phone } : {}),
      order_items: [
        {
          sku: sale.item.sku,
          name: sale.item.name.slice(0, 100),
          price: sale.amount,
          quantity: 1,
        },
      ],
      callback_url: `${origin}/api/payments/tripay/callback`,
      return_url: statusUrl,
      expired_time: Math.floor(Date.now() / 1000) + 24 * 3600,
    });
    const expiresAt = new Date(tx.expired_time * 1000);
    await updateTransaction(db, row.id, {
      reference: tx.reference,
      checkoutUrl: tx.checkout_url,
      payCode: tx.pay_code,
      expiresAt,
    });
    return {
      merchantRef,
      checkoutUrl: tx.checkout_url,
      payCode: tx.pay_code,
      payUrl: tx.pay_url,
      amount: sale.amount,
      expiresAt: expiresAt.toISOString(),
      statusUrl,
    };
  } catch (error) {
    // No payment can be made against it: kept as FAILED for the record.
    await updateTransaction(db, row.id, {
      status: 'FAILED',
      provisionError: String((error as Error).message).slice(0, 500),
    });
    context.log.warn({ err: error, merchantRef }, 'Tripay did not create the transaction');
    throw tripayFailure(error);
  }
}

/** The status page's voucher: its code, password and the login address with them (once made). */
async function voucherOf(service: PaymentService, row: TransactionRow, provisioned: boolean) {
  const made = provisioned && row.saleKind === 'voucher' && row.voucherName !== null;
  if (!made) {
    return { saleKind: row.saleKind, voucherCode: null, voucherPassword: null, loginUrl: null };
  }
  const dnsName = await hotspotDnsNameOf(service.db.orm, row.routerId);
  const password = row.voucherPasswordEnc
    ? service.access.box.open(row.voucherPasswordEnc, voucherPasswordContext(row.id))
    : row.voucherName!;
  const login = new URL(`http://${dnsName ?? 'hotspot.lan'}/login`);
  login.searchParams.set('username', row.voucherName!);
  login.searchParams.set('password', password);
  return {
    saleKind: row.saleKind,
    voucherCode: row.voucherName,
    voucherPassword: password,
    loginUrl: login.toString(),
  };
}

/** The invoice a transaction pays (its number and pay page), else null. */
async function paidInvoiceOf(service: PaymentService, row: TransactionRow) {
  if (!row.invoiceId) return null;
  const found = await findInvoice(service.db.orm, row.invoiceId);
  return found ? { number: found.row.number, payPath: `/bayar/${found.row.payToken}` } : null;
}

/**
 * The status page: status, and the PPP account or voucher once provisioned. A wrong or missing
 * token is refused exactly like an unknown merchantRef (404).
 */
export async function publicTransaction(
  service: PaymentService,
  merchantRef: string,
  token: string,
): Promise<PublicTransaction> {
  const row = await findTransaction(service.db.orm, merchantRef);
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(row?.statusTokenHash ?? '0'.repeat(64), 'hex');
  const ok = given.length === stored.length && timingSafeEqual(given, stored);
  if (!row || !row.statusTokenHash || !ok) throw notFound();
  const provisioned = row.provisioning === 'done' && row.status === 'PAID';
  return {
    merchantRef: row.merchantRef,
    status: row.status,
    amount: row.amount,
    packageName: row.packageName,
    method: row.method,
    checkoutUrl: row.checkoutUrl,
    payCode: row.payCode,
    expiresAt: iso(row.expiresAt),
    paidAt: iso(row.paidAt),
    provisioning: row.provisioning,
    pppUsername: provisioned ? row.pppUsername : null,
    pppPassword:
      provisioned && row.pppPasswordEnc
        ? service.access.box.open(row.pppPasswordEnc, pppPasswordContext(row.id))
        : null,
    secretExpiresAt: provisioned ? iso(row.secretExpiresAt) : null,
    ...(await voucherOf(service, row, provisioned)),
    invoice: await paidInvoiceOf(service, row),
  };
}
