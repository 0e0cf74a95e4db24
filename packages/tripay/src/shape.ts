// Readers that turn Tripay's JSON into the typed shapes of types.ts or say exactly what is wrong
// (`data.fee_merchant.flat must be a number, got "abc"`). Lenient on representation (a number may
// come as a numeric string, an optional text as null), strict on meaning (an amount is a whole
// number, a status is one Tripay has). Only the fields named in types.ts are kept.
import {
  CALLBACK_STATUSES,
  TRANSACTION_STATUSES,
  type TripayCallbackBody,
  type TripayFee,
  type TripayInstruction,
  type TripayOrderItemLine,
  type TripayPaymentChannel,
  type TripayTransaction,
} from './types';

/** Thrown by the readers; the client turns it into a TripayMalformedResponseError. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
}

type Json = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw new ShapeError(`${path} must be an object, got ${describe(value)}`);
  return value;
}

function text(obj: Json, key: string, path: string): string {
  const value = obj[key];
  if (typeof value !== 'string') {
    throw new ShapeError(`${path}.${key} must be a string, got ${describe(value)}`);
  }
  return value;
}

function optionalText(obj: Json, key: string, path: string): string | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  // Tripay's pay codes are digits and occasionally arrive as a JSON number.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new ShapeError(`${path}.${key} must be a string or null, got ${describe(value)}`);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function number(obj: Json, key: string, path: string): number {
  const n = toNumber(obj[key]);
  if (n === undefined) {
    throw new ShapeError(`${path}.${key} must be a number, got ${describe(obj[key])}`);
  }
  return n;
}

function integer(obj: Json, key: string, path: string): number {
  const n = number(obj, key, path);
  if (!Number.isInteger(n)) {
    throw new ShapeError(`${path}.${key} must be a whole number, got ${describe(obj[key])}`);
  }
  return n;
}

function optionalInteger(obj: Json, key: string, path: string): number | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  return integer(obj, key, path);
}

function optionalNumber(obj: Json, key: string, path: string): number | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  return number(obj, key, path);
}

function oneOf<T extends string>(obj: Json, key: string, allowed: readonly T[], path: string): T {
  const value = obj[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ShapeError(
      `${path}.${key} must be one of ${allowed.join(', ')}, got ${describe(value)}`,
    );
  }
  return value as T;
}

function list<T>(
  obj: Json,
  key: string,
  path: string,
  read: (item: unknown, at: string) => T,
): T[] {
  const value = obj[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new ShapeError(`${path}.${key} must be an array, got ${describe(value)}`);
  return value.map((item, i) => read(item, `${path}.${key}[${i}]`));
}

function fee(value: unknown, path: string): TripayFee {
  const obj = object(value, path);
  return { flat: number(obj, 'flat', path), percent: number(obj, 'percent', path) };
}

export function readPaymentChannel(value: unknown, path = 'data'): TripayPaymentChannel {
  const obj = object(value, path);
  const active = obj['active'];
  if (typeof active !== 'boolean') {
    throw new ShapeError(`${path}.active must be true or false, got ${describe(active)}`);
  }
  return {
    group: text(obj, 'group', path),
    code: text(obj, 'code', path),
    name: text(obj, 'name', path),
    type: text(obj, 'type', path),
    fee_merchant: fee(obj['fee_merchant'], `${path}.fee_merchant`),
    fee_customer: fee(obj['fee_customer'], `${path}.fee_customer`),
    total_fee: fee(obj['total_fee'], `${path}.total_fee`),
    minimum_fee: optionalNumber(obj, 'minimum_fee', path),
    maximum_fee: optionalNumber(obj, 'maximum_fee', path),
    minimum_amount: optionalInteger(obj, 'minimum_amount', path),
    maximum_amount: optionalInteger(obj, 'maximum_amount', path),
    icon_url: optionalText(obj, 'icon_url', path) ?? '',
    active,
  };
}

export function readPaymentChannels(value: unknown, path = 'data'): TripayPaymentChannel[] {
  if (!Array.isArray(value))
    throw new ShapeError(`${path} must be an array, got ${describe(value)}`);
  return value.map((item, i) => readPaymentChannel(item, `${path}[${i}]`));
}

function orderItem(value: unknown, path: string): TripayOrderItemLine {
  const obj = object(value, path);
  const price = integer(obj, 'price', path);
  const quantity = integer(obj, 'quantity', path);
  return {
    sku: optionalText(obj, 'sku', path),
    name: text(obj, 'name', path),
    price,
    quantity,
    subtotal: optionalInteger(obj, 'subtotal', path) ?? price * quantity,
    product_url: optionalText(obj, 'product_url', path),
    image_url: optionalText(obj, 'image_url', path),
  };
}

function instruction(value: unknown, path: string): TripayInstruction {
  const obj = object(value, path);
  return {
    title: text(obj, 'title', path),
    steps: list(obj, 'steps', path, (step, at) => {
      if (typeof step !== 'string')
        throw new ShapeError(`${at} must be a string, got ${describe(step)}`);
      return step;
    }),
  };
}

export function readTransaction(value: unknown, path = 'data'): TripayTransaction {
  const obj = object(value, path);
  return {
    reference: text(obj, 'reference', path),
    merchant_ref: text(obj, 'merchant_ref', path),
    payment_selection_type: optionalText(obj, 'payment_selection_type', path),
    payment_method: text(obj, 'payment_method', path),
    payment_name: optionalText(obj, 'payment_name', path) ?? '',
    customer_name: optionalText(obj, 'customer_name', path) ?? '',
    customer_email: optionalText(obj, 'customer_email', path) ?? '',
    customer_phone: optionalText(obj, 'customer_phone', path),
    callback_url: optionalText(obj, 'callback_url', path),
    return_url: optionalText(obj, 'return_url', path),
    amount: integer(obj, 'amount', path),
    fee_merchant: integer(obj, 'fee_merchant', path),
    fee_customer: integer(obj, 'fee_customer', path),
    total_fee: integer(obj, 'total_fee', path),
    amount_received: integer(obj, 'amount_received', path),
    pay_code: optionalText(obj, 'pay_code', path),
    pay_url: optionalText(obj, 'pay_url', path),
    checkout_url: text(obj, 'checkout_url', path),
    status: oneOf(obj, 'status', TRANSACTION_STATUSES, path),
    paid_at: optionalInteger(obj, 'paid_at', path),
    expired_time: integer(obj, 'expired_time', path),
    order_items: list(obj, 'order_items', path, orderItem),
    instructions: list(obj, 'instructions', path, instruction),
    qr_string: optionalText(obj, 'qr_string', path),
    qr_url: optionalText(obj, 'qr_url', path),
  };
}

/** Reads a callback's parsed JSON body. */
export function readCallbackBody(value: unknown, path = 'body'): TripayCallbackBody {
  const obj = object(value, path);
  return {
    reference: text(obj, 'reference', path),
    merchant_ref: optionalText(obj, 'merchant_ref', path),
    payment_method: optionalText(obj, 'payment_method', path) ?? '',
    payment_method_code: optionalText(obj, 'payment_method_code', path) ?? '',
    total_amount: integer(obj, 'total_amount', path),
    fee_merchant: optionalInteger(obj, 'fee_merchant', path) ?? 0,
    fee_customer: optionalInteger(obj, 'fee_customer', path) ?? 0,
    total_fee: optionalInteger(obj, 'total_fee', path) ?? 0,
    amount_received: optionalInteger(obj, 'amount_received', path) ?? 0,
    is_closed_payment: optionalInteger(obj, 'is_closed_payment', path) ?? 1,
    status: oneOf(obj, 'status', CALLBACK_STATUSES, path),
    paid_at: optionalInteger(obj, 'paid_at', path),
    note: optionalText(obj, 'note', path),
  };
}

export type ParsedCallback = { ok: true; body: TripayCallbackBody } | { ok: false; error: string };

/**
 * Parses a callback's raw body (after its signature was checked): `{ ok: false, error }` for
 * anything that is not JSON or lacks a field, never a throw.
 */
export function parseCallbackBody(rawBody: string | Uint8Array): ParsedCallback {
  let json: unknown;
  try {
    json = JSON.parse(
      typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'),
    );
  } catch {
    return { ok: false, error: 'body is not JSON' };
  }
  try {
    return { ok: true, body: readCallbackBody(json) };
  } catch (err) {
    if (err instanceof ShapeError) return { ok: false, error: err.message };
    throw err;
  }
}
