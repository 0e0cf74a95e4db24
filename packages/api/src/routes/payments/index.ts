// Online payments (docs/rules/payments.md): the public checkout and status page, Tripay's callback, and
// the admin's view of a router's payments (CSV export, detail with callbacks, retry provisioning).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import {
  CheckoutBody,
  CheckoutResultSchema,
  PaymentChannelSchema,
  PaymentChannelsQuery,
  PublicTransactionParams,
  PublicTransactionQuery,
  PublicTransactionSchema,
  RouterPaymentParams,
  RouterPaymentsQuery,
  TRANSACTION_SORT_COLUMNS,
  TransactionDetailSchema,
  csvQuery,
  type Transaction,
} from 'contracts/schemas';
import { CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import {
  CALLBACK_EVENT_HEADER,
  CALLBACK_EVENT_PAYMENT_STATUS,
  CALLBACK_SIGNATURE_HEADER,
  httpStatusOfTripayError,
  isTripayError,
  parseCallbackBody,
  verifyCallbackSignature,
  type TripayPaymentChannel,
} from 'tripay';
import type { Executor } from '../../db/client';
import {
  cmsPackages,
  paymentCallbacks,
  routers,
  transactions,
  type CmsPackageRow,
  type RouterRow,
  type TransactionRow,
} from '../../db/schema';
import { checkDayRange } from '../../lib/calendar-day';
import { csvBody, pickCsvColumns, sendCsv, type CsvColumn } from '../../lib/csv';
import { uuidId } from '../../lib/record-id';
import { bearerAuth } from '../../plugins/app/auth';
import { addressKey, countInWindow } from '../../lib/window-counter';
import {
  applyStatus,
  findTransaction,
  newMerchantRef,
  newStatusToken,
  normalisePhone,
  pppPasswordContext,
  recordCallback,
  voucherPasswordContext,
  type CallbackRecord,
} from '../../payments/service';
import { isTransactionStatus } from '../../payments/transitions';
import { listRouterTransactions, toTransaction } from '../../repositories/routers';
import { routerOr404 } from '../../routers/router-errors';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses, HttpError, invalidField, notFound } from '../../schemas/errors';
import { resolveListQuery, type ListQueryInput } from '../../schemas/list-query';

const TAG = 'payments';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A package a visitor may buy: active and sold online through a router with Tripay settings. */
async function saleOf(
  db: Executor,
  packageId: string,
): Promise<{ pkg: CmsPackageRow; router: RouterRow }> {
  const refuse = () => invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);
  if (!uuidId.parse(packageId)) throw refuse();
  const [pkg] = await db.select().from(cmsPackages).where(eq(cmsPackages.id, packageId));
  if (!pkg || !pkg.isActive || !pkg.routerId) throw refuse();
  // A PPP account needs its PPP profile, a voucher its hotspot profile (docs/rules/hotspot.md).
  if (pkg.saleKind === 'voucher' ? !pkg.hotspotProfile : !pkg.pppProfile) throw refuse();
  const [router] = await db.select().from(routers).where(eq(routers.id, pkg.routerId));
  if (!router) throw refuse();
  return { pkg, router };
}

function customerFee(channel: TripayPaymentChannel, amount: number): number {
  return Math.ceil(channel.fee_customer.flat + (channel.fee_customer.percent * amount) / 100);
}

/** The checkout's per-address limit: a fixed one-minute window counted in the database. */
const CHECKOUT_WINDOW_MS = 60_000;

const tripayFailure = (error: unknown) =>
  isTripayError(error)
    ? new HttpError(httpStatusOfTripayError(error), error.message)
    : (error as Error);

/** `/api/public/…`: channels, checkout, the status page. */
export const publicPaymentRoutes: FastifyPluginAsyncTypebox<{
  publicOrigin: string | null;
  checkoutPerMinute: number;
}> = async (app, { publicOrigin, checkoutPerMinute }) => {
  app.get(
    '/payment-channels',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: "Tripay's payment channels for a package sold online, with the buyer's fee",
        querystring: PaymentChannelsQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(PaymentChannelSchema) }),
          ...errorResponses(400, 502, 504),
        },
      },
    },
    async (request) => {
      const { pkg, router } = await saleOf(app.db.orm, request.query.packageId);
      const client = app.payments.tripayFor(router);
      if (!client) throw invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);
      const channels = await client.paymentChannels().catch((error: unknown) => {
        throw tripayFailure(error);
      });
      return {
        success: true as const,
        data: channels
          .filter((c) => c.active)
          .map((c) => ({
            code: c.code,
            name: c.name,
            group: c.group,
            type: c.type.toUpperCase(),
            iconUrl: c.icon_url || null,
            feeFlat: c.fee_customer.flat,
            feePercent: c.fee_customer.percent,
            totalFee: customerFee(c, pkg.price),
            minimumAmount: c.minimum_amount,
            maximumAmount: c.maximum_amount,
          })),
      };
    },
  );

  app.post(
    '/checkout',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Starts a purchase: a transaction here and a closed payment at Tripay; the amount is the package price',
        body: CheckoutBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), data: CheckoutResultSchema }),
          ...errorResponses(400, 429, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const counted = await countInWindow(
        app.db.orm,
        'checkout_address',
        addressKey(request.ip),
        CHECKOUT_WINDOW_MS,
        app.clock(),
      );
      if (counted.attempts > checkoutPerMinute) {
        const wait = counted.retryAfterSeconds;
        throw new HttpError(429, `Terlalu banyak percobaan. Coba lagi dalam ${wait} detik.`, {
          'retry-after': String(wait),
        });
      }
      const body = request.body;
      const name = body.customerName.trim();
      if (!name) throw invalidField('customerName', CHECKOUT_FIELD_MESSAGES.customerName);
      const phone = normalisePhone(body.customerPhone);
      if (!phone) throw invalidField('customerPhone', CHECKOUT_FIELD_MESSAGES.customerPhone);
      const { pkg, router } = await saleOf(app.db.orm, body.packageId);
      const client = app.payments.tripayFor(router);
      if (!client) throw invalidField('packageId', CHECKOUT_FIELD_MESSAGES.notSoldOnline);

      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      const merchantRef = newMerchantRef(new Date());
      const token = newStatusToken();
      const statusUrl = `${origin}/pay/${merchantRef}?t=${token}`;
      const [row] = await app.db.orm
        .insert(transactions)
        .values({
          routerId: router.id,
          packageId: pkg.id,
          packageName: pkg.name,
          merchantRef,
          amount: pkg.price,
          method: body.method,
          customerName: name,
          customerPhone: phone,
          customerEmail: body.customerEmail.trim(),
          pppProfile: pkg.saleKind === 'voucher' ? null : pkg.pppProfile,
          durationDays: pkg.durationDays,
          saleKind: pkg.saleKind,
          hotspotProfile: pkg.saleKind === 'voucher' ? pkg.hotspotProfile : null,
          statusTokenHash: sha256(token),
        })
        .returning();
      try {
        const tx = await client.createTransaction({
          method: body.method,
          merchant_ref: merchantRef,
          amount: pkg.price,
          customer_name: name,
          customer_email: body.customerEmail.trim(),
          customer_phone: phone,
          order_items: [
            {
              sku: pkg.id.slice(0, 8),
              name: pkg.name.slice(0, 100),
              price: pkg.price,
              quantity: 1,
            },
          ],
          callback_url: `${origin}/api/payments/tripay/callback`,
          return_url: statusUrl,
          expired_time: Math.floor(Date.now() / 1000) + 24 * 3600,
        });
        const expiresAt = new Date(tx.expired_time * 1000);
        await app.db.orm
          .update(transactions)
          .set({
            reference: tx.reference,
            checkoutUrl: tx.checkout_url,
            payCode: tx.pay_code,
            expiresAt,
          })
          .where(eq(transactions.id, row!.id));
        reply.code(201);
        return {
          success: true as const,
          data: {
            merchantRef,
            checkoutUrl: tx.checkout_url,
            payCode: tx.pay_code,
            payUrl: tx.pay_url,
            amount: pkg.price,
            expiresAt: expiresAt.toISOString(),
            statusUrl,
          },
        };
      } catch (error) {
        // No payment can be made against it: kept as FAILED for the record.
        await app.db.orm
          .update(transactions)
          .set({ status: 'FAILED', provisionError: String((error as Error).message).slice(0, 500) })
          .where(eq(transactions.id, row!.id));
        request.log.warn({ err: error, merchantRef }, 'Tripay did not create the transaction');
        throw tripayFailure(error);
      }
    },
  );

  /** The status page's voucher: its code, password and the login address with them (once made). */
  const voucherOf = async (row: TransactionRow, provisioned: boolean) => {
    const made = provisioned && row.saleKind === 'voucher' && row.voucherName !== null;
    if (!made) {
      return { saleKind: row.saleKind, voucherCode: null, voucherPassword: null, loginUrl: null };
    }
    const [router] = await app.db.orm
      .select({ dnsName: routers.hotspotDnsName })
      .from(routers)
      .where(eq(routers.id, row.routerId));
    const password = row.voucherPasswordEnc
      ? app.routerAccess.box.open(row.voucherPasswordEnc, voucherPasswordContext(row.id))
      : row.voucherName!;
    const login = new URL(`http://${router?.dnsName ?? 'hotspot.lan'}/login`);
    login.searchParams.set('username', row.voucherName!);
    login.searchParams.set('password', password);
    return {
      saleKind: row.saleKind,
      voucherCode: row.voucherName,
      voucherPassword: password,
      loginUrl: login.toString(),
    };
  };

  app.get(
    '/transactions/:merchantRef',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'The status page: status, and the PPP account once provisioned (with the token)',
        params: PublicTransactionParams,
        querystring: PublicTransactionQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: PublicTransactionSchema }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await findTransaction(app.db.orm, request.params.merchantRef);
      const token = request.query.t ?? '';
      // A wrong or missing token answers exactly like an unknown merchantRef.
      const given = Buffer.from(sha256(token), 'hex');
      const stored = Buffer.from(row?.statusTokenHash ?? '0'.repeat(64), 'hex');
      const ok = given.length === stored.length && timingSafeEqual(given, stored);
      if (!row || !row.statusTokenHash || !ok) throw notFound();
      reply.header('cache-control', 'no-store');
      const provisioned = row.provisioning === 'done' && row.status === 'PAID';
      return {
        success: true as const,
        data: {
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
              ? app.routerAccess.box.open(row.pppPasswordEnc, pppPasswordContext(row.id))
              : null,
          secretExpiresAt: provisioned ? iso(row.secretExpiresAt) : null,
          ...(await voucherOf(row, provisioned)),
        },
      };
    },
  );
};

const CALLBACK_BODY_LIMIT = 64 * 1024;
const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : null;

/** `/api/payments/tripay/callback` (docs/rules/payments.md#callback). */
export const tripayCallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The signature is over the bytes as sent: every body reaches the handler as a Buffer, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/tripay/callback',
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary:
          "Tripay's payment callback: raw-body HMAC with the owning router's private key, then one status move",
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) }),
          400: Type.Object({ success: Type.Literal(false), message: Type.Optional(Type.String()) }),
          403: Type.Object({ success: Type.Literal(false) }),
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const rawText = raw.toString('utf8');
      const signature = headerText(request.headers[CALLBACK_SIGNATURE_HEADER]);
      const event = headerText(request.headers[CALLBACK_EVENT_HEADER]);
      let merchantRef: string | null = null;
      let claimed: { status?: unknown; total_amount?: unknown } = {};
      try {
        const json = JSON.parse(rawText) as unknown;
        if (json && typeof json === 'object' && !Array.isArray(json)) {
          claimed = json as typeof claimed;
          const ref = (json as { merchant_ref?: unknown }).merchant_ref;
          if (typeof ref === 'string' && ref.length <= 100) merchantRef = ref;
        }
      } catch {
        // not JSON: refused below
      }
      const record: CallbackRecord = {
        merchantRef,
        event,
        signature,
        status: typeof claimed.status === 'string' ? claimed.status : null,
        totalAmount: typeof claimed.total_amount === 'number' ? claimed.total_amount : null,
        rawBody: rawText,
        remoteAddress: request.ip,
      };
      const refuse = async (
        verdict: 'bad-signature' | 'bad-event' | 'unknown-ref' | 'malformed',
        transactionId: string | null,
        detail: string,
      ) => {
        request.log.warn(
          { merchantRef, verdict, detail, remoteAddress: request.ip },
          'Tripay callback refused',
        );
        await recordCallback(app.db.orm, { ...record, detail }, verdict, transactionId);
        return reply.code(403).send({ success: false as const });
      };

      if (!merchantRef) return refuse('malformed', null, 'no merchant_ref in a JSON body');
      const row = await findTransaction(app.db.orm, merchantRef);
      if (!row) return refuse('unknown-ref', null, 'no transaction with this merchant_ref');
      const [router] = await app.db.orm.select().from(routers).where(eq(routers.id, row.routerId));
      const privateKey = router ? app.routerAccess.secret(router, 'tripayPrivateKey') : null;
      if (!privateKey || !verifyCallbackSignature(privateKey, raw, signature ?? undefined)) {
        return refuse('bad-signature', row.id, 'the signature does not match the router key');
      }
      if (event !== CALLBACK_EVENT_PAYMENT_STATUS) {
        return refuse('bad-event', row.id, `event ${JSON.stringify(event)} is not payment_status`);
      }
      const parsed = parseCallbackBody(raw);
      if (!parsed.ok || !isTransactionStatus(parsed.body.status)) {
        return refuse('malformed', row.id, parsed.ok ? 'unknown status' : parsed.error);
      }
      if (row.reference && parsed.body.reference !== row.reference) {
        return refuse('malformed', row.id, 'reference does not match the transaction');
      }
      const result = await applyStatus(
        app.db,
        merchantRef,
        parsed.body.status,
        { totalAmount: parsed.body.total_amount, paidAt: parsed.body.paid_at },
        record,
      );
      if (result.outcome === 'amount-mismatch') {
        request.log.warn(
          { merchantRef, totalAmount: parsed.body.total_amount, amount: row.amount },
          'Tripay callback refused: the amount differs; transaction flagged',
        );
        return reply.code(400).send({
          success: false as const,
          message: 'total_amount does not match the transaction',
        });
      }
      if (result.outcome === 'move' && parsed.body.status === 'PAID') app.paymentWorker.kick();
      return { success: true };
    },
  );
};

/** A payments list's CSV columns, by the transaction's field names (`columns` picks them). */
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = (
  [
    ['createdAt', 'Dibuat'],
    ['merchantRef', 'Merchant ref'],
    ['reference', 'Referensi Tripay'],
    ['status', 'Status'],
    ['amount', 'Jumlah (Rp)'],
    ['method', 'Metode'],
    ['customerName', 'Nama'],
    ['customerPhone', 'HP'],
    ['customerEmail', 'Email'],
    ['packageName', 'Paket'],
    ['pppUsername', 'User PPP'],
    ['provisioning', 'Provisioning'],
    ['paidAt', 'Dibayar'],
    ['secretExpiresAt', 'Berlaku sampai'],
  ] as const
).map(([id, label]) => ({ id, label, value: (transaction) => transaction[id] }));

/**
 * Every transaction a payments list's filter matches, in its sort, a page at a time: one
 * router's, or every router's (`routerId` null).
 */
export async function* transactionBatches(
  db: Executor,
  routerId: string | null,
  input: Static<typeof RouterPaymentsQuery>,
): AsyncGenerator<Transaction[]> {
  checkDayRange(input, 'startDate', 'endDate');
  const { status, startDate, endDate } = input;
  const filter = {
    ...(status ? { status } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const perPage = 100;
  for (let page = 1; ; page += 1) {
    const query = resolveListQuery(
      { ...(input as ListQueryInput), page, perPage },
      TRANSACTION_SORT_COLUMNS,
      { sortCol: 'createdAt', sortDir: 'desc' },
    );
    const { rows, total } = await listRouterTransactions(db, routerId, query, filter);
    yield rows.map(toTransaction);
    if (rows.length === 0 || page * perPage >= total) break;
  }
}

/** `/api/routers/{id}/payments.csv`, `/{id}/payments/{merchantRef}`, retry provisioning. */
export const routerPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/payments.csv',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "A router's transactions as CSV: the filter of GET /routers/{id}/payments, every page",
        security: bearerAuth,
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: csvQuery(RouterPaymentsQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const router = await routerOr404(app.db.orm, request.params.id);
      const columns = pickCsvColumns(TRANSACTION_CSV_COLUMNS, request.query.columns);
      await sendCsv(reply, {
        name: 'payments',
        columns,
        body: csvBody(columns, transactionBatches(app.db.orm, router.id, request.query)),
      });
      return reply;
    },
  );

  const detailOf = async (routerId: string, merchantRef: string) => {
    const router = await routerOr404(app.db.orm, routerId);
    const [row] = await app.db.orm
      .select()
      .from(transactions)
      .where(and(eq(transactions.routerId, router.id), eq(transactions.merchantRef, merchantRef)));
    if (!row) throw notFound('Transaction not found');
    return row;
  };

  const detailBody = async (row: TransactionRow) => {
    const callbacks = await app.db.orm
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.transactionId, row.id))
      .orderBy(asc(paymentCallbacks.receivedAt), asc(paymentCallbacks.id));
    return {
      ...toTransaction(row),
      callbacks: callbacks.map((c) => ({
        id: c.id,
        receivedAt: c.receivedAt.toISOString(),
        verdict: c.verdict,
        status: c.status,
        totalAmount: c.totalAmount,
        event: c.event,
        remoteAddress: c.remoteAddress,
        detail: c.detail,
        rawBody: c.rawBody,
      })),
    };
  };

  app.get(
    '/:id/payments/:merchantRef',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'One transaction with every callback received for it',
        security: bearerAuth,
        params: RouterPaymentParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: TransactionDetailSchema }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const row = await detailOf(request.params.id, request.params.merchantRef);
      return { success: true as const, data: await detailBody(row) };
    },
  );

  app.post(
    '/:id/payments/:merchantRef/retry-provisioning',
    {
      onRequest: [app.authenticate, app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Admin: try creating the PPP account of a PAID transaction again now',
        security: bearerAuth,
        params: RouterPaymentParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: TransactionDetailSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const row = await detailOf(request.params.id, request.params.merchantRef);
      const retried = await app.payments.retryProvisioning(row, (tx) =>
        request.audit(tx, {
          action: 'retry',
          resource: 'payment',
          resourceId: row.merchantRef,
          summary: `Retried the provisioning of payment ${row.merchantRef}`,
          before: { provisioning: row.provisioning },
          after: { provisioning: 'pending' },
        }),
      );
      if (!retried) {
        throw new HttpError(409, 'Only a PAID transaction not provisioned yet can be retried');
      }
      app.paymentWorker.kick();
      const fresh = (await findTransaction(app.db.orm, row.merchantRef))!;
      return { success: true as const, data: await detailBody(fresh) };
    },
  );
};
