// Tripay's payment callback (docs/rules/payments.md#callback): the signature over the raw body with
// the owning router's private key, then one status move (applyStatus). Every callback, refused or
// not, is kept with its verdict.
import type { FastifyBaseLogger } from 'fastify';
import { CALLBACK_EVENT_PAYMENT_STATUS, parseCallbackBody, verifyCallbackSignature } from 'tripay';
import { findRouterById } from '../repositories/routers';
import { findTransaction, recordCallback, type CallbackRecord } from '../repositories/transactions';
import { applyStatus, type PaymentService } from './service';
import { isTransactionStatus } from './transitions';

export interface TripayCallbackRequest {
  /** The body as sent (the signature is over these bytes). */
  raw: Buffer;
  signature: string | null;
  event: string | null;
  remoteAddress: string;
}

/** What Tripay is answered; `queued`: a PAID move queued its provisioning (wake the worker). */
export type TripayCallbackAnswer =
  | { code: 200; body: { success: true }; queued: boolean }
  | { code: 400; body: { success: false; message: string }; queued: false }
  | { code: 403; body: { success: false }; queued: false };

export async function tripayCallback(
  service: PaymentService,
  request: TripayCallbackRequest,
  log: FastifyBaseLogger,
): Promise<TripayCallbackAnswer> {
  const { raw, signature, event, remoteAddress } = request;
  const db = service.db.orm;
  const rawText = raw.toString('utf8');
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
    remoteAddress,
  };
  const refuse = async (
    verdict: 'bad-signature' | 'bad-event' | 'unknown-ref' | 'malformed',
    transactionId: string | null,
    detail: string,
  ): Promise<TripayCallbackAnswer> => {
    log.warn({ merchantRef, verdict, detail, remoteAddress }, 'Tripay callback refused');
    await recordCallback(db, { ...record, detail }, verdict, transactionId);
    return { code: 403, body: { success: false }, queued: false };
  };

  if (!merchantRef) return refuse('malformed', null, 'no merchant_ref in a JSON body');
  const row = await findTransaction(db, merchantRef);
  if (!row) return refuse('unknown-ref', null, 'no transaction with this merchant_ref');
  const router = await findRouterById(db, row.routerId);
  const privateKey = router ? service.access.secret(router, 'tripayPrivateKey') : null;
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
    service.db,
    merchantRef,
    parsed.body.status,
    { totalAmount: parsed.body.total_amount, paidAt: parsed.body.paid_at },
    record,
  );
  if (result.outcome === 'amount-mismatch') {
    log.warn(
      { merchantRef, totalAmount: parsed.body.total_amount, amount: row.amount },
      'Tripay callback refused: the amount differs; transaction flagged',
    );
    return {
      code: 400,
      body: { success: false, message: 'total_amount does not match the transaction' },
      queued: false,
    };
  }
  const queued = result.outcome === 'move' && parsed.body.status === 'PAID';
  return { code: 200, body: { success: true }, queued };
}
