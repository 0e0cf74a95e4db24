// Tripay's two signatures, both hex HMAC-SHA256 keyed with the merchant's private key:
// - a closed transaction request signs merchantCode + merchantRef + amount (decimal, no separators);
// - a callback signs its raw request body, sent in the `X-Callback-Signature` header.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header names and the one event value of Tripay's callbacks (Node lower-cases incoming names). */
export const CALLBACK_SIGNATURE_HEADER = 'x-callback-signature';
export const CALLBACK_EVENT_HEADER = 'x-callback-event';
export const CALLBACK_EVENT_PAYMENT_STATUS = 'payment_status';

function hmacHex(privateKey: string, data: string | Uint8Array): string {
  return createHmac('sha256', privateKey).update(data).digest('hex');
}

/** `signature` of `POST /transaction/create`. */
export function transactionSignature(
  privateKey: string,
  merchantCode: string,
  merchantRef: string,
  amount: number,
): string {
  return hmacHex(privateKey, `${merchantCode}${merchantRef}${amount}`);
}

/** What `X-Callback-Signature` must be for this raw body (the bytes as received, not re-serialised). */
export function callbackSignature(privateKey: string, rawBody: string | Uint8Array): string {
  return hmacHex(privateKey, rawBody);
}

/**
 * Compares two strings in time that depends only on their lengths, never on where they differ
 * (`crypto.timingSafeEqual` on equal-length buffers). Different lengths are unequal at once: the
 * length of a hex HMAC-SHA256 (64) is public anyway.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/**
 * Whether `signatureHeader` is the callback signature of `rawBody` with `privateKey`. A missing or
 * repeated header, or one of the wrong length, is false. Tripay sends lower-case hex; an upper-case
 * header is accepted (it is the same digest).
 */
export function verifyCallbackSignature(
  privateKey: string,
  rawBody: string | Uint8Array,
  signatureHeader: string | readonly string[] | null | undefined,
): boolean {
  if (typeof signatureHeader !== 'string' || signatureHeader.length === 0) return false;
  return constantTimeEqual(callbackSignature(privateKey, rawBody), signatureHeader.toLowerCase());
}
