// The client against the in-process simulator: every call, and every way a call can fail.
import {
  DEFAULT_TIMEOUT_MS,
  TRIPAY_SANDBOX_URL,
  TripayClient,
  TripayError,
  TripayInputError,
  TripayMalformedResponseError,
  TripayRefusedError,
  TripayTimeoutError,
  TripayUnreachableError,
  httpStatusOfTripayError,
  isTripayError,
  tripayBaseUrl,
  transactionSignature,
} from '../src';
import type { TripaySimulator } from '../src/sim';
import { MERCHANT, clientFor, closedPort, order, startSim } from './support';

let sim: TripaySimulator;
let client: TripayClient;

beforeAll(async () => {
  sim = await startSim();
  client = clientFor(sim);
});
afterAll(() => sim.close());
afterEach(() => {
  sim.clearFaults();
  sim.setLatency(0);
});

/** The error a promise rejects with (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<TripayError> {
  try {
    await promise;
  } catch (err) {
    expect(isTripayError(err)).toBe(true);
    return err as TripayError;
  }
  throw new Error('expected the call to fail');
}

describe('base URL', () => {
  it("defaults to Tripay's sandbox and follows TRIPAY_BASE_URL", () => {
    expect(TRIPAY_SANDBOX_URL).toBe('https://tripay.co.id/api-sandbox');
    expect(tripayBaseUrl({})).toBe(TRIPAY_SANDBOX_URL);
    expect(tripayBaseUrl({ TRIPAY_BASE_URL: '  ' })).toBe(TRIPAY_SANDBOX_URL);
    expect(tripayBaseUrl({ TRIPAY_BASE_URL: 'http://127.0.0.1:8790/api-sandbox/' })).toBe(
      'http://127.0.0.1:8790/api-sandbox',
    );
  });

  it('is read from the environment when no baseUrl is given; timeout defaults to 10 s', () => {
    const saved = process.env['TRIPAY_BASE_URL'];
    process.env['TRIPAY_BASE_URL'] = 'http://127.0.0.1:9/api';
    try {
      const c = new TripayClient(MERCHANT);
      expect(c.baseUrl).toBe('http://127.0.0.1:9/api');
      expect(c.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
      expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    } finally {
      if (saved === undefined) delete process.env['TRIPAY_BASE_URL'];
      else process.env['TRIPAY_BASE_URL'] = saved;
    }
  });

  it('refuses incomplete merchant settings', () => {
    expect(() => new TripayClient({ ...MERCHANT, apiKey: '', privateKey: ' ' })).toThrow(
      'Tripay settings incomplete: apiKey, privateKey missing',
    );
  });

  it('refuses a timeout out of range and a base URL that is not http(s)', () => {
    expect(() => new TripayClient({ ...MERCHANT, timeoutMs: 0 })).toThrow(TripayInputError);
    expect(() => new TripayClient({ ...MERCHANT, timeoutMs: 2 ** 31 })).toThrow(
      'timeoutMs must be from 1 to 2147483647, got 2147483648',
    );
    expect(() => new TripayClient({ ...MERCHANT, baseUrl: 'tripay.co.id/api' })).toThrow(
      'Tripay base URL must be an http(s) URL, got "tripay.co.id/api" (TRIPAY_BASE_URL)',
    );
    expect(() => new TripayClient({ ...MERCHANT, baseUrl: 'ftp://tripay.co.id' })).toThrow(
      TripayInputError,
    );
  });
});

describe('payment channels', () => {
  it('lists the merchant channels with fees as numbers', async () => {
    const channels = await client.paymentChannels();
    const briva = channels.find((c) => c.code === 'BRIVA');
    expect(briva).toEqual({
      group: 'Virtual Account',
      code: 'BRIVA',
      name: 'BRI Virtual Account',
      type: 'direct',
      fee_merchant: { flat: 4250, percent: 0 },
      fee_customer: { flat: 0, percent: 0 },
      total_fee: { flat: 4250, percent: 0 },
      minimum_fee: null,
      maximum_fee: null,
      minimum_amount: 10_000,
      maximum_amount: 10_000_000,
      icon_url: `${sim.origin}/icons/BRIVA.svg`,
      active: true,
    });
    // Tripay sends total_fee.percent as a string ("0.70"): the client reads it as a number.
    expect(channels.find((c) => c.code === 'QRIS2')?.total_fee.percent).toBe(0.7);
    expect(channels.map((c) => c.type)).toEqual(expect.arrayContaining(['direct', 'redirect']));
  });
});

describe('closed transaction', () => {
  it('creates one (signed), and detail follows its status', async () => {
    const input = order({
      callback_url: 'http://127.0.0.1:1/cb',
      return_url: 'http://shop.test/pay/x',
    });
    const before = Math.floor(Date.now() / 1000);
    const tx = await client.createTransaction(input);
    expect(tx).toMatchObject({
      merchant_ref: input.merchant_ref,
      payment_method: 'BRIVA',
      payment_name: 'BRI Virtual Account',
      amount: 150_000,
      fee_merchant: 4250,
      fee_customer: 0,
      total_fee: 4250,
      amount_received: 145_750,
      status: 'UNPAID',
      paid_at: null,
      callback_url: 'http://127.0.0.1:1/cb',
      return_url: 'http://shop.test/pay/x',
      customer_phone: '081234567890',
    });
    expect(tx.reference).toMatch(/^DEV-T0001\d{5}[A-Z]{5}$/);
    expect(tx.pay_code).toMatch(/^\d{16}$/);
    expect(tx.checkout_url).toBe(`${sim.origin}/checkout/${tx.reference}`);
    expect(tx.expired_time).toBeGreaterThanOrEqual(before + 24 * 3600);
    expect(tx.order_items).toEqual([
      {
        sku: 'PPP-10M-30',
        name: 'Paket 10 Mbps 30 hari',
        price: 150_000,
        quantity: 1,
        subtotal: 150_000,
        product_url: null,
        image_url: null,
      },
    ]);
    expect(tx.instructions[0]?.steps.join(' ')).toContain(tx.pay_code);

    expect(await client.transactionDetail(tx.reference)).toEqual(tx);
    await sim.pay(tx.reference, { callback: 'drop' });
    const paid = await client.transactionDetail(tx.reference);
    expect(paid.status).toBe('PAID');
    expect(paid.paid_at).toBeGreaterThanOrEqual(before);
  });

  it('passes expired_time, and a QRIS channel answers with a QR string and no pay code', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const tx = await client.createTransaction(order({ method: 'QRIS2', expired_time: expiry }));
    expect(tx.expired_time).toBe(expiry);
    expect(tx.pay_code).toBeNull();
    expect(tx.qr_string).toContain(tx.reference);
    // 750 + 0.7 % of 150,000.
    expect(tx.fee_merchant).toBe(1800);
  });

  it('checks its input before sending anything', async () => {
    let requests = 0;
    const count = (): void => {
      requests += 1;
    };
    sim.events.on('request', count);
    try {
      const err = await failureOf(client.createTransaction(order({ amount: 100_000 })));
      expect(err).toBeInstanceOf(TripayInputError);
      expect(err.message).toBe(
        'Tripay transaction not sent: order_items add up to 150000, not the amount 100000',
      );
      expect(httpStatusOfTripayError(err)).toBe(400);
      const many = await failureOf(
        client.createTransaction(order({ merchant_ref: ' ', amount: 1.5, order_items: [] })),
      );
      expect(many.message).toBe(
        'Tripay transaction not sent: merchant_ref is required; amount must be a whole number of rupiah above 0; order_items needs at least one item',
      );
      expect(
        (
          await failureOf(
            client.createTransaction(
              order({
                amount: 150_000,
                order_items: [{ name: '', price: 150_000, quantity: 0.5 }],
              }),
            ),
          )
        ).message,
      ).toBe(
        'Tripay transaction not sent: order_items[0].name is required; order_items[0].quantity must be a whole number from 1; order_items add up to 75000, not the amount 150000',
      );
      expect(await failureOf(client.transactionDetail(''))).toBeInstanceOf(TripayInputError);
      expect(requests).toBe(0);
    } finally {
      sim.events.off('request', count);
    }
  });
});

describe('refusals carry Tripay’s message', () => {
  it('a wrong API key, on every call', async () => {
    const wrong = clientFor(sim, { apiKey: 'DEV-not-the-key' });
    for (const call of [
      () => wrong.paymentChannels(),
      () => wrong.createTransaction(order()),
      () => wrong.transactionDetail('DEV-T000100001AAAAA'),
    ]) {
      const err = await failureOf(call());
      expect(err).toBeInstanceOf(TripayRefusedError);
      expect(err.message).toBe('Tripay refused: Invalid API Key');
      expect(err.httpStatus).toBe(401);
      expect(httpStatusOfTripayError(err)).toBe(502);
    }
  });

  it('a wrong private key (bad signature), and nothing is created', async () => {
    const count = sim.transactions().length;
    const err = await failureOf(
      clientFor(sim, { privateKey: 'not-the-key' }).createTransaction(order()),
    );
    expect(err).toBeInstanceOf(TripayRefusedError);
    expect(err.message).toBe('Tripay refused: Invalid signature');
    expect((err as TripayRefusedError).tripayMessage).toBe('Invalid signature');
    expect(err.endpoint).toBe('transaction-create');
    expect(sim.transactions()).toHaveLength(count);
  });

  it('a wrong merchant code also breaks the signature', async () => {
    const err = await failureOf(
      clientFor(sim, { merchantCode: 'T9999' }).createTransaction(order()),
    );
    expect(err.message).toBe('Tripay refused: Invalid signature');
  });

  it('an unknown reference, a channel that is not enabled, an amount out of range', async () => {
    const unknown = await failureOf(client.transactionDetail('DEV-NOPE'));
    expect(unknown.message).toBe('Tripay refused: Transaction not found');
    expect(unknown.httpStatus).toBe(404);
    const channel = await failureOf(client.createTransaction(order({ method: 'BITCOIN' })));
    expect(channel.message).toBe(
      'Tripay refused: Payment channel BITCOIN is not enabled for this merchant',
    );
    const small = await failureOf(
      client.createTransaction(
        order({ amount: 5_000, order_items: [{ name: 'Voucher', price: 5_000, quantity: 1 }] }),
      ),
    );
    expect(small.message).toBe(
      'Tripay refused: Amount for BRIVA must be between 10000 and 10000000',
    );
  });

  it('any message Tripay sends, with its HTTP status', async () => {
    sim.failNext({
      kind: 'refuse',
      message: 'Merchant sedang dalam pemeliharaan',
      httpStatus: 503,
    });
    const err = await failureOf(client.paymentChannels());
    expect(err).toBeInstanceOf(TripayRefusedError);
    expect(err.message).toBe('Tripay refused: Merchant sedang dalam pemeliharaan');
    expect(err.httpStatus).toBe(503);
    // One failure only: the next call works again.
    await expect(client.paymentChannels()).resolves.toHaveLength(6);
  });

  it('an empty message still says what happened', async () => {
    sim.failNext({
      kind: 'raw',
      httpStatus: 500,
      body: '{"success":false}',
      contentType: 'application/json',
    });
    expect((await failureOf(client.paymentChannels())).message).toBe(
      'Tripay refused: HTTP 500 without a message',
    );
  });
});

describe('no answer', () => {
  it('unreachable: nothing listens on the port', async () => {
    const port = await closedPort();
    const err = await failureOf(
      new TripayClient({
        ...MERCHANT,
        baseUrl: `http://127.0.0.1:${port}/api-sandbox`,
      }).paymentChannels(),
    );
    expect(err).toBeInstanceOf(TripayUnreachableError);
    expect(err.message).toBe(`Tripay is unreachable at http://127.0.0.1:${port} (ECONNREFUSED)`);
    expect(httpStatusOfTripayError(err)).toBe(502);
  });

  it('unreachable: the connection is closed without an answer', async () => {
    sim.failNext({ kind: 'reset' });
    const err = await failureOf(client.createTransaction(order()));
    expect(err).toBeInstanceOf(TripayUnreachableError);
    expect(err.message).toMatch(/^Tripay is unreachable at http:\/\/127\.0\.0\.1:\d+/);
  });

  it('timed out: a slow answer', async () => {
    sim.setLatency(400);
    const started = Date.now();
    const err = await failureOf(clientFor(sim, { timeoutMs: 100 }).paymentChannels());
    expect(err).toBeInstanceOf(TripayTimeoutError);
    expect(err.message).toBe('Tripay timed out: no answer to payment-channel within 100 ms');
    expect((err as TripayTimeoutError).timeoutMs).toBe(100);
    expect(Date.now() - started).toBeLessThan(400);
    expect(httpStatusOfTripayError(err)).toBe(504);
  });

  it('timed out: no answer at all', async () => {
    sim.failNext({ kind: 'hang' }, { endpoint: 'transaction-detail' });
    const err = await failureOf(clientFor(sim, { timeoutMs: 100 }).transactionDetail('DEV-X'));
    expect(err).toBeInstanceOf(TripayTimeoutError);
    expect(err.endpoint).toBe('transaction-detail');
  });
});

describe('malformed answers are clear errors, never a crash', () => {
  it.each([
    [
      'an HTML error page',
      { httpStatus: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
      'Tripay answered payment-channel with HTTP 502 and "<html><body><h1>502 Bad Gateway</h1></body></html>", not JSON',
    ],
    [
      'an empty body',
      { httpStatus: 200, body: '' },
      'Tripay answered payment-channel with HTTP 200 and an empty body, not JSON',
    ],
    [
      'JSON without the envelope',
      { httpStatus: 200, body: '[{"code":"BRIVA"}]' },
      'Tripay answered payment-channel with HTTP 200 and "[{\\"code\\":\\"BRIVA\\"}]", not its { success, message, data } envelope',
    ],
    [
      'success without data',
      { httpStatus: 200, body: '{"success":true,"message":""}' },
      'Tripay answered payment-channel with success but no data',
    ],
    [
      'data that is not a list',
      { httpStatus: 200, body: '{"success":true,"data":{"code":"BRIVA"}}' },
      'Tripay answered payment-channel with unusable data: data must be an array, got {"code":"BRIVA"}',
    ],
    [
      'a channel without its fee',
      {
        httpStatus: 200,
        body: '{"success":true,"data":[{"group":"VA","code":"X","name":"X","type":"direct","active":true}]}',
      },
      'Tripay answered payment-channel with unusable data: data[0].fee_merchant must be an object, got nothing',
    ],
    [
      'success with an error status',
      { httpStatus: 500, body: '{"success":true,"data":[]}' },
      'Tripay answered payment-channel with HTTP 500 yet success: true',
    ],
  ])('%s', async (_name, answer, message) => {
    sim.failNext({ kind: 'raw', contentType: 'application/json', ...answer });
    const err = await failureOf(client.paymentChannels());
    expect(err).toBeInstanceOf(TripayMalformedResponseError);
    expect(err.message).toBe(message);
  });

  it('a transaction without checkout_url or with an unknown status', async () => {
    const tx = await client.createTransaction(order());
    const wire = { ...(await client.transactionDetail(tx.reference)) } as Record<string, unknown>;
    delete wire['checkout_url'];
    sim.failNext({
      kind: 'raw',
      httpStatus: 200,
      body: JSON.stringify({ success: true, data: wire }),
    });
    expect((await failureOf(client.transactionDetail(tx.reference))).message).toBe(
      'Tripay answered transaction-detail with unusable data: data.checkout_url must be a string, got nothing',
    );
    sim.failNext({
      kind: 'raw',
      httpStatus: 200,
      body: JSON.stringify({ success: true, data: { ...tx, status: 'SETTLED' } }),
    });
    expect((await failureOf(client.transactionDetail(tx.reference))).message).toBe(
      'Tripay answered transaction-detail with unusable data: data.status must be one of UNPAID, PAID, EXPIRED, FAILED, REFUND, got "SETTLED"',
    );
  });

  it('an answer about another transaction', async () => {
    const tx = await client.createTransaction(order());
    sim.failNext({
      kind: 'raw',
      httpStatus: 200,
      body: JSON.stringify({ success: true, data: tx }),
    });
    expect((await failureOf(client.createTransaction(order()))).message).toMatch(
      new RegExp(
        `^Tripay answered transaction-create for merchant_ref "${tx.merchant_ref}", not "INV-`,
      ),
    );
    sim.failNext({
      kind: 'raw',
      httpStatus: 200,
      body: JSON.stringify({ success: true, data: tx }),
    });
    expect((await failureOf(client.transactionDetail('DEV-OTHER'))).message).toBe(
      `Tripay answered transaction-detail for reference "${tx.reference}", not "DEV-OTHER"`,
    );
  });

  it('a long answer is quoted short', async () => {
    sim.failNext({ kind: 'raw', httpStatus: 503, body: 'x'.repeat(5000) });
    const err = await failureOf(client.paymentChannels());
    expect(err.message.length).toBeLessThan(250);
  });

  it('a numeric string paid_at (as Tripay sends in detail) is read as a number', async () => {
    const tx = await client.createTransaction(order());
    sim.failNext({
      kind: 'raw',
      httpStatus: 200,
      body: JSON.stringify({
        success: true,
        data: { ...tx, status: 'PAID', paid_at: '1582856000' },
      }),
    });
    expect((await client.transactionDetail(tx.reference)).paid_at).toBe(1_582_856_000);
  });
});

it('signs the request body as Tripay documents it', async () => {
  // The simulator checks the signature; this checks the client sends the documented one.
  const input = order();
  const sent: string[] = [];
  const realFetch = global.fetch;
  const spy = jest.spyOn(global, 'fetch').mockImplementation((url, init) => {
    sent.push(String(init?.body));
    return realFetch(url, init);
  });
  try {
    await client.createTransaction(input);
  } finally {
    spy.mockRestore();
  }
  const body = JSON.parse(sent[0] ?? '{}') as Record<string, unknown>;
  expect(body['signature']).toBe(
    transactionSignature(
      MERCHANT.privateKey,
      MERCHANT.merchantCode,
      input.merchant_ref,
      input.amount,
    ),
  );
  expect(body).toMatchObject({
    method: 'BRIVA',
    merchant_ref: input.merchant_ref,
    amount: 150_000,
  });
});
