// Signature vectors computed outside this code:
// - the transaction vector is the one in Tripay's developer documentation (private key
//   ytf6ooi2gmlNPfpchd94jDOk8hRWOu, T0001 + INV55567 + 1500000), and also
//   `printf '%s' 'T0001INV555671500000' | openssl dgst -sha256 -hmac 'ytf6ooi2gmlNPfpchd94jDOk8hRWOu'`;
// - the callback vector: `printf '%s' "$CALLBACK_BODY" | openssl dgst -sha256 -hmac 'priv-sim-key-0001'`
//   with CALLBACK_BODY exactly as below (one line, no trailing newline).
import crypto from 'node:crypto';
import {
  callbackSignature,
  constantTimeEqual,
  parseCallbackBody,
  transactionSignature,
  verifyCallbackSignature,
} from '../src';

const CALLBACK_BODY =
  '{"reference":"DEV-T0001000010ABCDE","merchant_ref":"INV-42","payment_method":"BRI Virtual Account","payment_method_code":"BRIVA","total_amount":150000,"fee_merchant":4250,"fee_customer":0,"total_fee":4250,"amount_received":145750,"is_closed_payment":1,"status":"PAID","paid_at":1767225600,"note":null}';
const CALLBACK_KEY = 'priv-sim-key-0001';
const CALLBACK_SIGNATURE = '6227fb286b60208c40cd465ed39a5bd228a1488636a629d4594b998f5c73fa55';

describe('transaction signature', () => {
  it("matches Tripay's documented vector", () => {
    expect(
      transactionSignature('ytf6ooi2gmlNPfpchd94jDOk8hRWOu', 'T0001', 'INV55567', 1_500_000),
    ).toBe('9f167eba844d1fcb369404e2bda53702e2f78f7aa12e91da6715414e65b8c86a');
  });

  it('changes with every part: merchant code, reference, amount and key', () => {
    const base = transactionSignature('key', 'T0001', 'INV1', 10_000);
    expect(transactionSignature('key', 'T0002', 'INV1', 10_000)).not.toBe(base);
    expect(transactionSignature('key', 'T0001', 'INV2', 10_000)).not.toBe(base);
    expect(transactionSignature('key', 'T0001', 'INV1', 10_001)).not.toBe(base);
    expect(transactionSignature('kez', 'T0001', 'INV1', 10_000)).not.toBe(base);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('callback signature', () => {
  it('matches the vector computed with openssl', () => {
    expect(callbackSignature(CALLBACK_KEY, CALLBACK_BODY)).toBe(CALLBACK_SIGNATURE);
    expect(callbackSignature(CALLBACK_KEY, Buffer.from(CALLBACK_BODY))).toBe(CALLBACK_SIGNATURE);
  });

  it('verifies the right header and refuses everything else', () => {
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, CALLBACK_SIGNATURE)).toBe(true);
    expect(
      verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, CALLBACK_SIGNATURE.toUpperCase()),
    ).toBe(true);
    const flipped = `${CALLBACK_SIGNATURE.slice(0, -1)}${CALLBACK_SIGNATURE.endsWith('5') ? '6' : '5'}`;
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, flipped)).toBe(false);
    expect(verifyCallbackSignature('another-router-key', CALLBACK_BODY, CALLBACK_SIGNATURE)).toBe(
      false,
    );
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, undefined)).toBe(false);
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, null)).toBe(false);
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, '')).toBe(false);
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, [CALLBACK_SIGNATURE])).toBe(false);
    expect(verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, CALLBACK_SIGNATURE.slice(2))).toBe(
      false,
    );
    // The raw body is what is signed: the same JSON re-serialised (spaces, another order) is not.
    const reformatted = JSON.stringify(JSON.parse(CALLBACK_BODY), null, 1);
    expect(verifyCallbackSignature(CALLBACK_KEY, reformatted, CALLBACK_SIGNATURE)).toBe(false);
    const tampered = CALLBACK_BODY.replace('"total_amount":150000', '"total_amount":1500');
    expect(verifyCallbackSignature(CALLBACK_KEY, tampered, CALLBACK_SIGNATURE)).toBe(false);
  });
});

describe('constant-time compare', () => {
  afterEach(() => jest.restoreAllMocks());

  it('compares equal-length strings with crypto.timingSafeEqual', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    expect(constantTimeEqual('abc123', 'abc123')).toBe(true);
    expect(constantTimeEqual('abc123', 'abc124')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    const [left, right] = spy.mock.calls[0] as [Buffer, Buffer];
    expect(left.length).toBe(right.length);
  });

  it('answers false for different lengths without calling timingSafeEqual (which would throw)', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('is used by the callback check', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    verifyCallbackSignature(CALLBACK_KEY, CALLBACK_BODY, CALLBACK_SIGNATURE);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('compares multi-byte text by bytes', () => {
    expect(constantTimeEqual('é', 'e\u0301')).toBe(false);
    expect(constantTimeEqual('ü', 'ü')).toBe(true);
  });
});

describe('callback body', () => {
  it('reads every field of a real callback', () => {
    const parsed = parseCallbackBody(CALLBACK_BODY);
    expect(parsed).toEqual({
      ok: true,
      body: {
        reference: 'DEV-T0001000010ABCDE',
        merchant_ref: 'INV-42',
        payment_method: 'BRI Virtual Account',
        payment_method_code: 'BRIVA',
        total_amount: 150_000,
        fee_merchant: 4250,
        fee_customer: 0,
        total_fee: 4250,
        amount_received: 145_750,
        is_closed_payment: 1,
        status: 'PAID',
        paid_at: 1_767_225_600,
        note: null,
      },
    });
  });

  it('takes numbers sent as strings', () => {
    const parsed = parseCallbackBody(
      JSON.stringify({
        reference: 'R',
        merchant_ref: 'M',
        status: 'EXPIRED',
        total_amount: '10000',
        paid_at: null,
      }),
    );
    expect(parsed.ok && parsed.body.total_amount).toBe(10_000);
    expect(parsed.ok && parsed.body.paid_at).toBeNull();
  });

  it.each([
    ['not JSON', '{"reference":', 'body is not JSON'],
    ['an array', '[]', 'body must be an object'],
    ['no reference', '{"status":"PAID","total_amount":1}', 'body.reference must be a string'],
    [
      'an unknown status',
      '{"reference":"R","status":"UNPAID","total_amount":1}',
      'body.status must be one of PAID, EXPIRED, FAILED, REFUND',
    ],
    [
      'a fractional amount',
      '{"reference":"R","status":"PAID","total_amount":1.5}',
      'body.total_amount must be a whole number',
    ],
    [
      'a text amount',
      '{"reference":"R","status":"PAID","total_amount":"lots"}',
      'body.total_amount must be a number',
    ],
  ])('says what is wrong with %s, never throws', (_name, raw, error) => {
    const parsed = parseCallbackBody(raw);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(error);
  });
});
