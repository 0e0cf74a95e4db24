// The simulator as a shop sees it: callbacks (signed, dropped, sent twice, on expiry), the checkout
// page and its buttons, its own checks of a create request, several merchants, and the HTTP controls.
import { createHmac } from 'node:crypto';
import {
  TripayClient,
  parseCallbackBody,
  transactionSignature,
  type TripayTransaction,
} from '../src';
import {
  startTripaySimulator,
  type CallbackDelivery,
  type SimTransaction,
  type TripaySimulator,
} from '../src/sim';
import {
  MERCHANT,
  clientFor,
  closedPort,
  order,
  startReceiver,
  startSim,
  type Receiver,
} from './support';

let sim: TripaySimulator;
let client: TripayClient;
let receiver: Receiver;

beforeAll(async () => {
  sim = await startSim();
  client = clientFor(sim);
});
afterAll(() => sim.close());
beforeEach(async () => {
  receiver = await startReceiver();
  sim.setCallbackMode('send');
});
afterEach(() => receiver.close());

const hmac = (key: string, body: string): string =>
  createHmac('sha256', key).update(body).digest('hex');

async function created(extra = {}) {
  return client.createTransaction(order({ callback_url: receiver.url, ...extra }));
}

describe('callbacks', () => {
  it('PAID: one POST to callback_url, signed over the raw body with the private key', async () => {
    const tx = await created();
    const [delivery] = await sim.pay(tx.reference);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.headers['x-callback-event']).toBe('payment_status');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['x-callback-signature']).toBe(
      hmac(MERCHANT.privateKey, got?.rawBody ?? ''),
    );
    const body = JSON.parse(got?.rawBody ?? '{}');
    expect(body).toEqual({
      reference: tx.reference,
      merchant_ref: tx.merchant_ref,
      payment_method: 'BRI Virtual Account',
      payment_method_code: 'BRIVA',
      total_amount: 150_000,
      fee_merchant: 4250,
      fee_customer: 0,
      total_fee: 4250,
      amount_received: 145_750,
      is_closed_payment: 1,
      status: 'PAID',
      paid_at: expect.any(Number),
      note: null,
    });
    expect(parseCallbackBody(got?.rawBody ?? '').ok).toBe(true);
    expect(delivery).toMatchObject({
      attempt: 1,
      dropped: false,
      delivered: true,
      httpStatus: 200,
      responseBody: '{"success":true}',
      url: receiver.url,
    });
    expect(sim.transaction(tx.merchant_ref)?.status).toBe('PAID');
  });

  it('drop: the status changes but no callback is sent (a missed callback)', async () => {
    const tx = await created();
    sim.setCallbackMode('drop');
    const [delivery] = await sim.pay(tx.reference);
    expect(delivery).toMatchObject({ dropped: true, delivered: false });
    expect(receiver.received).toHaveLength(0);
    expect((await client.transactionDetail(tx.reference)).status).toBe('PAID');
  });

  it('twice: the same signed callback arrives two times', async () => {
    const tx = await created();
    const deliveries = await sim.pay(tx.reference, { callback: 'twice' });
    expect(deliveries.map((d) => d.attempt)).toEqual([1, 2]);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.rawBody).toBe(first?.rawBody);
    expect(second?.headers['x-callback-signature']).toBe(first?.headers['x-callback-signature']);
    expect(sim.callbackMode).toBe('send');
  });

  it('resend repeats the current status; a wrong total_amount can be sent on purpose', async () => {
    const tx = await created();
    await sim.pay(tx.reference, { totalAmount: 1_000 });
    await sim.resendCallback(tx.reference);
    const bodies = receiver.received.map((r) => JSON.parse(r.rawBody));
    expect(bodies.map((b) => [b.status, b.total_amount])).toEqual([
      ['PAID', 1_000],
      ['PAID', 150_000],
    ]);
    expect(
      sim
        .deliveries()
        .filter((d) => d.reference === tx.reference)
        .map((d) => d.attempt),
    ).toEqual([1, 2]);
  });

  it('builds the signed request without sending it, for replays and forgeries', async () => {
    const tx = await created();
    const request = sim.callbackFor(tx.reference, { status: 'PAID', totalAmount: 999 });
    expect(request.url).toBe(receiver.url);
    expect(request.headers['x-callback-event']).toBe('payment_status');
    expect(request.headers['x-callback-signature']).toBe(
      hmac(MERCHANT.privateKey, request.rawBody),
    );
    expect(JSON.parse(request.rawBody)).toMatchObject({
      status: 'PAID',
      total_amount: 999,
      paid_at: expect.any(Number),
    });
    expect(sim.transaction(tx.reference)?.status).toBe('UNPAID');
    expect(receiver.received).toHaveLength(0);
    // Replayed twenty times at once, it arrives byte for byte the same.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(request.url ?? '', {
          method: 'POST',
          headers: request.headers,
          body: request.rawBody,
        }),
      ),
    );
    expect(new Set(receiver.received.map((r) => r.rawBody))).toEqual(new Set([request.rawBody]));
    expect(receiver.received).toHaveLength(20);
    expect(() => sim.callbackFor('DEV-NOPE')).toThrow('Transaction not found');
  });

  it('follows Tripay: EXPIRED/FAILED only from UNPAID, REFUND only after PAID', async () => {
    const tx = await created();
    await expect(sim.settle(tx.reference, 'REFUND')).rejects.toThrow(
      `Transaction ${tx.reference} is UNPAID; it cannot become REFUND`,
    );
    await sim.expire(tx.reference);
    await expect(sim.pay(tx.reference)).rejects.toThrow('is EXPIRED; it cannot become PAID');
    const other = await created();
    await sim.pay(other.reference);
    await sim.settle(other.reference, 'REFUND');
    const statuses = receiver.received.map((r) => JSON.parse(r.rawBody));
    expect(statuses.map((b) => [b.status, b.paid_at === null])).toEqual([
      ['EXPIRED', true],
      ['PAID', false],
      ['REFUND', false],
    ]);
    await expect(sim.pay('DEV-UNKNOWN')).rejects.toThrow('Transaction not found');
  });

  it('expires an UNPAID transaction at expired_time and calls back EXPIRED', async () => {
    const tx = await created({ expired_time: Math.floor(Date.now() / 1000) + 1 });
    const [got] = await receiver.waitFor(1, 3_000);
    expect(JSON.parse(got?.rawBody ?? '{}')).toMatchObject({
      reference: tx.reference,
      status: 'EXPIRED',
    });
    expect((await client.transactionDetail(tx.reference)).status).toBe('EXPIRED');
  });

  it('records a receiver that refuses, fails or cannot be reached', async () => {
    const tx = await created();
    receiver.answer = { status: 403, body: '{"success":false}' };
    const [refused] = await sim.pay(tx.reference);
    expect(refused).toMatchObject({
      delivered: false,
      httpStatus: 403,
      responseBody: '{"success":false}',
    });

    receiver.answer = { status: 200, body: 'OK' };
    const [notJson] = await sim.resendCallback(tx.reference);
    expect(notJson).toMatchObject({ delivered: false, httpStatus: 200 });

    const nowhere = await client.createTransaction(
      order({ callback_url: `http://127.0.0.1:${await closedPort()}/cb` }),
    );
    const [unreachable] = await sim.pay(nowhere.reference);
    expect(unreachable).toMatchObject({
      delivered: false,
      httpStatus: null,
      error: 'ECONNREFUSED',
    });

    const noUrl = await client.createTransaction(order());
    const [none] = await sim.pay(noUrl.reference);
    expect(none).toMatchObject({ delivered: false, error: 'no callback_url' });
  });

  it('uses the merchant callback URL when the transaction names none', async () => {
    const own = await startTripaySimulator({ ...MERCHANT, callbackUrl: receiver.url });
    try {
      const tx = await clientFor(own).createTransaction(order());
      await own.pay(tx.reference);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('transaction detail switch', () => {
  it('answers a chosen status without changing the transaction, until reset', async () => {
    const tx = await created();
    sim.setDetailStatus(tx.merchant_ref, 'PAID');
    const detail = await client.transactionDetail(tx.reference);
    expect(detail.status).toBe('PAID');
    expect(detail.paid_at).toEqual(expect.any(Number));
    expect(sim.transaction(tx.reference)?.status).toBe('UNPAID');
    sim.setDetailStatus(tx.reference, 'REFUND');
    expect((await client.transactionDetail(tx.reference)).status).toBe('REFUND');
    sim.setDetailStatus(tx.reference, null);
    expect((await client.transactionDetail(tx.reference)).status).toBe('UNPAID');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('create request checks', () => {
  const post = (body: string, contentType: string, apiKey = MERCHANT.apiKey) =>
    fetch(`${sim.baseUrl}/transaction/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': contentType },
      body,
    });

  it("takes PHP's form encoding (order_items[0][name]=...) as well as JSON", async () => {
    const ref = `FORM-${Date.now()}`;
    const form = new URLSearchParams({
      method: 'BCAVA',
      merchant_ref: ref,
      amount: '20000',
      customer_name: 'Siti',
      customer_email: 'siti@example.com',
      'order_items[0][name]': 'Voucher A',
      'order_items[0][price]': '5000',
      'order_items[0][quantity]': '2',
      'order_items[1][name]': 'Voucher B',
      'order_items[1][price]': '10000',
      'order_items[1][quantity]': '1',
      signature: transactionSignature(MERCHANT.privateKey, MERCHANT.merchantCode, ref, 20_000),
    });
    const res = await post(form.toString(), 'application/x-www-form-urlencoded');
    expect(res.status).toBe(200);
    const json = (await res.json()) as { data: TripayTransaction };
    expect(json.data.order_items.map((i: { subtotal: number }) => i.subtotal)).toEqual([
      10_000, 10_000,
    ]);
    expect(json.data.fee_merchant).toBe(5500);
  });

  it.each([
    [
      'a missing field',
      { customer_email: undefined },
      400,
      'The customer_email field is required.',
    ],
    [
      'items that do not add up',
      { order_items: [{ name: 'A', price: 1000, quantity: 1 }] },
      400,
      'Total amount of order_items (1000) does not match amount (150000)',
    ],
    [
      'an expiry in the past',
      { expired_time: 1_000_000 },
      400,
      'The expired_time must be a unix timestamp in the future.',
    ],
  ])('refuses %s', async (_name, change, status, message) => {
    const input = { ...order(), ...change } as Record<string, unknown>;
    input['signature'] = transactionSignature(
      MERCHANT.privateKey,
      MERCHANT.merchantCode,
      input['merchant_ref'] as string,
      input['amount'] as number,
    );
    const res = await post(JSON.stringify(input), 'application/json');
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ success: false, message });
  });

  it('answers a wrong method, an unknown path and bad JSON with its envelope', async () => {
    const get = await fetch(`${sim.baseUrl}/transaction/create`, {
      headers: { authorization: `Bearer ${MERCHANT.apiKey}` },
    });
    expect(get.status).toBe(405);
    expect(((await get.json()) as { success: boolean }).success).toBe(false);
    const unknown = await fetch(`${sim.baseUrl}/merchant/fee-calculator`);
    expect(await unknown.json()).toEqual({ success: false, message: 'Endpoint not found' });
    const bad = await post('{nope', 'application/json');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: 'Invalid JSON body' });
  });

  it("also answers under /api, production's path", async () => {
    const prod = new TripayClient({ ...MERCHANT, baseUrl: `${sim.origin}/api` });
    await expect(prod.paymentChannels()).resolves.toHaveLength(6);
  });
});

describe('several merchants (one per router)', () => {
  it('tells them apart by API key, signs with each one’s key, and keeps their transactions apart', async () => {
    const second = {
      merchantCode: 'T0002',
      apiKey: 'DEV-second-key',
      privateKey: 'second-private',
    };
    sim.addMerchant(second);
    const secondClient = new TripayClient({ ...second, baseUrl: sim.baseUrl });
    const tx = await secondClient.createTransaction(order({ callback_url: receiver.url }));
    expect(tx.reference).toMatch(/^DEV-T0002/);
    await expect(client.transactionDetail(tx.reference)).rejects.toThrow(
      'Tripay refused: Transaction not found',
    );
    await sim.pay(tx.reference);
    const [got] = receiver.received;
    expect(got?.headers['x-callback-signature']).toBe(hmac(second.privateKey, got?.rawBody ?? ''));
    expect(got?.headers['x-callback-signature']).not.toBe(
      hmac(MERCHANT.privateKey, got?.rawBody ?? ''),
    );
  });
});

describe('checkout page', () => {
  it('shows the amount, pay code, expiry and the Pay / Expire buttons', async () => {
    const tx = await created({ return_url: 'http://shop.test/pay/INV?t=abc' });
    const res = await fetch(tx.checkout_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Rp 150.000');
    expect(html).toContain(tx.pay_code);
    expect(html).toContain('>UNPAID<');
    expect(html).toMatch(
      /<button class="pay" type="submit" formaction="\/checkout\/[^"]+\/pay">Pay<\/button>/,
    );
    expect(html).toContain('>Expire</button>');
    expect(html).toContain('href="http://shop.test/pay/INV?t=abc"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!shop\.test|127\.0\.0\.1)/);
  });

  it('Pay (with ?callback=twice) settles, calls back twice and shows what happened', async () => {
    const tx = await created();
    const page = await (await fetch(`${tx.checkout_url}?callback=twice`)).text();
    expect(page).toContain('name="callback" value="twice"');
    const res = await fetch(`${tx.checkout_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'callback=twice',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/checkout/${tx.reference}?callback=twice`);
    expect(receiver.received).toHaveLength(2);
    const after = await (await fetch(`${sim.origin}${res.headers.get('location')}`)).text();
    expect(after).toContain('>PAID<');
    expect(after).toContain('2× callback to');
    expect(after).not.toContain('>Pay</button>');
  });

  it('Expire (default mode) sends one EXPIRED callback; an unknown reference is a 404 page', async () => {
    const tx = await created();
    const res = await fetch(`${tx.checkout_url}/expire`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(receiver.received.map((r) => JSON.parse(r.rawBody).status)).toEqual(['EXPIRED']);
    const missing = await fetch(`${sim.origin}/checkout/DEV-NOPE`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Transaksi tidak ditemukan');
  });

  it('lists transactions on its index page and escapes what buyers typed', async () => {
    await created({ customer_name: '<img src=x onerror=alert(1)>' });
    const tx = sim.transactions().at(-1);
    const index = await (await fetch(`${sim.origin}/`)).text();
    expect(index).toContain(tx?.reference);
    const page = await (await fetch(tx?.checkout_url ?? '')).text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
  });
});

/** What the /_sim routes answer, as far as these tests read it. */
interface ControlAnswer {
  success: boolean;
  message?: string;
  data: CallbackDelivery[] & {
    callbackMode: string;
    transactions: SimTransaction[];
  };
}

describe('HTTP controls (/_sim)', () => {
  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${sim.origin}/_sim${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as ControlAnswer };
  };

  it('switch callbacks, settle a transaction, answer detail with a status, and fail calls', async () => {
    const tx = await created();
    expect((await control('/config', { callbackMode: 'drop' })).json.data.callbackMode).toBe(
      'drop',
    );
    const paid = await control(`/transactions/${tx.reference}/pay`, {});
    expect(paid.json.data[0]).toMatchObject({ dropped: true, status: 'PAID' });
    expect(receiver.received).toHaveLength(0);
    const resent = await control(`/transactions/${tx.reference}/resend`, {});
    expect(resent.json.data[0]).toMatchObject({ delivered: true, attempt: 2 });

    const other = await created();
    await control('/config', { detailStatus: { reference: other.reference, status: 'FAILED' } });
    expect((await client.transactionDetail(other.reference)).status).toBe('FAILED');

    await control('/config', {
      fault: { kind: 'refuse', message: 'Sedang gangguan' },
      endpoint: 'payment-channel',
      times: 'always',
    });
    await expect(client.paymentChannels()).rejects.toThrow('Tripay refused: Sedang gangguan');
    await expect(client.paymentChannels()).rejects.toThrow('Tripay refused: Sedang gangguan');
    await control('/config', { fault: null });
    await expect(client.paymentChannels()).resolves.toHaveLength(6);

    const state = await control('/state');
    expect(state.json.data.transactions.map((t: { reference: string }) => t.reference)).toContain(
      tx.reference,
    );
    expect(state.json.data.callbackMode).toBe('drop');
  });

  it('refuses bad control input with a 4xx envelope', async () => {
    expect(await control('/config', { callbackMode: 'thrice' })).toEqual({
      status: 400,
      json: { success: false, message: 'callbackMode must be send, twice or drop' },
    });
    expect((await control('/config', { fault: { kind: 'explode' } })).status).toBe(400);
    expect(
      (await control('/config', { fault: { kind: 'hang' }, endpoint: 'transaction/create' })).json
        .message,
    ).toBe('endpoint must be one of payment-channel, transaction-create, transaction-detail');
    expect((await control('/transactions/DEV-NOPE/pay', {})).status).toBe(404);
    const tx = await created();
    await control(`/transactions/${tx.reference}/expire`, {});
    expect((await control(`/transactions/${tx.reference}/pay`, {})).status).toBe(409);
  });
});
