// A hotspot voucher bought online tells its buyer (docs/rules/notify.md#events-and-templates): the
// provisioning that makes the voucher queues one `voucher_sold` message per channel in its own
// transaction (WhatsApp to the buyer's 62… number, email when given), keyed by the merchantRef, so
// repeated callbacks and a provisioning run again queue nothing more; a buyer without a phone gets no
// WhatsApp.
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { sqlRows } from '../src/db/client';
import { callAs, type App, type Session } from './helpers';
import { closeGateways, startGateways, useGateways, type Gateways } from './notify-helpers';
import {
  checkoutVoucher,
  closeOnlineSale,
  sendCallback as sendCallbackTo,
  startOnlineSale,
  vouchersOf,
  type OnlineSale,
} from './online-sale-helpers';

const MERCHANT = { merchantCode: 'T0002', apiKey: 'DEV-key-2', privateKey: 'priv-key-2' };

let tripay: TripaySimulator;
let gateways: Gateways;
let app: App;
let admin: Session;
let sim: Simulator;
let sale: OnlineSale;

beforeAll(async () => {
  gateways = await startGateways();
  sale = await startOnlineSale({
    merchant: MERCHANT,
    secretsKey: 'voucher-sold-secrets-key-0123456789abcdef',
    afterLogin: (started, session) => useGateways(started, session, gateways),
  });
  ({ tripay, app, admin, sim } = sale);
}, 120_000);

afterAll(async () => {
  await closeOnlineSale(sale);
  await closeGateways(gateways);
});

async function checkout(phone: string, email: string): Promise<string> {
  return (await checkoutVoucher(sale, phone, email)).merchantRef;
}

const referenceOf = (merchantRef: string) => tripay.transaction(merchantRef)!.reference;

const sendCallback = (built: { rawBody: string; headers: Record<string, string> }) =>
  sendCallbackTo(app, built);

const voucherOf = (merchantRef: string) => vouchersOf(sim, merchantRef);

function messagesOf(merchantRef: string) {
  return sqlRows<{
    event: string;
    channel: string;
    to: string;
    body: string;
    subject: string | null;
    status: string;
    dedupe_key: string;
  }>(
    app.db.orm,
    sql`SELECT event, channel, "to", body, subject, status, dedupe_key FROM messages
         WHERE dedupe_key LIKE ${`voucher_sold:${merchantRef}:%`} ORDER BY channel`,
  );
}

/** As if the provisioning run had stopped before its job was marked done: it runs again. */
async function provisionAgain(merchantRef: string) {
  await app.db.orm.execute(sql`
    UPDATE transactions SET provisioning = 'pending' WHERE merchant_ref = ${merchantRef}`);
  await app.db.orm.execute(sql`
    UPDATE jobs SET done_at = NULL, run_at = now() WHERE kind = 'payment-provision'
       AND job_key = ${merchantRef}`);
  await app.jobWorker.tick();
}

describe('voucher_sold messages', () => {
  it('one WhatsApp and one email per sale, however often the callback or provisioning repeats', async () => {
    const ref = await checkout('0813-0000-0101', 'siti@example.com');
    tripay.setCallbackMode('drop');
    await tripay.pay(referenceOf(ref));
    tripay.setCallbackMode('send');
    const built = tripay.callbackFor(referenceOf(ref));
    for (let i = 0; i < 5; i += 1) expect((await sendCallback(built)).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => sendCallback(built)));
    await Promise.all([app.jobWorker.tick(), app.jobWorker.tick()]);
    await app.jobWorker.tick();

    const [voucher] = voucherOf(ref);
    const code = String(voucher!['name']);
    const messages = await messagesOf(ref);
    expect(messages.map((m) => [m.channel, m.to, m.status, m.dedupe_key])).toEqual([
      ['email', 'siti@example.com', 'queued', `voucher_sold:${ref}:email`],
      ['whatsapp', '6281300000101', 'queued', `voucher_sold:${ref}:whatsapp`],
    ]);
    for (const message of messages) {
      expect(message.event).toBe('voucher_sold');
      expect(message.body).toContain('voucher Voucher 1 Hari (Rp 10.000)');
      expect(message.body).toContain(`Username: ${code}\nPassword: ${code}`);
      expect(message.body).not.toMatch(/\{\w+\}/);
    }
    expect(messages[0]!.subject).toBe('Voucher Voucher 1 Hari Anda');

    // The provisioning run again (a run that died before its job was done), twice at once.
    await provisionAgain(ref);
    await Promise.all([provisionAgain(ref), app.jobWorker.tick()]);
    expect(voucherOf(ref)).toHaveLength(1);
    expect(await messagesOf(ref)).toHaveLength(2);
  });

  it('is rendered from the saved template', async () => {
    const saved = await callAs(app, admin, 'PUT', '/api/billing/templates/voucher_sold', {
      body: 'Voucher {plan}: {username} / {code}, {amount}',
    });
    expect(saved.statusCode).toBe(200);
    const ref = await checkout('081300000102', 'budi@example.com');
    // A buyer without an email (the landing asks for one; an older row may lack it): WhatsApp only.
    await app.db.orm.execute(sql`
      UPDATE transactions SET customer_email = '' WHERE merchant_ref = ${ref}`);
    await tripay.pay(referenceOf(ref));
    await app.jobWorker.tick();
    const code = String(voucherOf(ref)[0]!['name']);
    const messages = await messagesOf(ref);
    expect(messages.map((m) => [m.channel, m.body])).toEqual([
      ['whatsapp', `Voucher Voucher 1 Hari: ${code} / ${code}, Rp 10.000`],
    ]);
  });

  it('no WhatsApp when the buyer gave no phone, nothing when neither; the voucher is made all the same', async () => {
    // Sales without a phone (the checkout asks for one; an older row may lack it).
    const emailOnly = await checkout('081300000103', 'rina@example.com');
    const neither = await checkout('081300000104', 'dewi@example.com');
    await app.db.orm.execute(sql`
      UPDATE transactions SET customer_phone = '' WHERE merchant_ref IN (${emailOnly}, ${neither})`);
    await app.db.orm.execute(sql`
      UPDATE transactions SET customer_email = '' WHERE merchant_ref = ${neither}`);
    await tripay.pay(referenceOf(emailOnly));
    await tripay.pay(referenceOf(neither));
    await app.jobWorker.tick();
    expect(voucherOf(emailOnly)).toHaveLength(1);
    expect(voucherOf(neither)).toHaveLength(1);
    expect((await messagesOf(emailOnly)).map((m) => [m.channel, m.to])).toEqual([
      ['email', 'rina@example.com'],
    ]);
    expect(await messagesOf(neither)).toEqual([]);
  });
});
