// Notifications (docs/rules/notify.md) against the WhatsApp gateway simulator and the SMTP sink:
// messages queued with the billing events that cause them (once per event, invoice, channel and
// reminder day), sent by the notify job with retries, the interval and quiet hours kept, exactly
// once across instances; the outbox list, retry, templates, preview and test send; the token never
// read back.
import { sql } from 'drizzle-orm';
import { wibDay } from 'contracts/format';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { messages, messageTemplates } from '../src/db/schema';
import { recordBillingEvents } from '../src/repositories/invoices';
import { queueMessages } from '../src/repositories/messages';
import { issuedInvoice } from './billing-helpers';
import {
  callAs,
  fakeClock,
  logCollector,
  startSuite,
  testDbKind,
  type App,
  type Session,
} from './helpers';
import {
  closeGateways,
  dueNow,
  EMAIL_FROM,
  outbox,
  senderOf,
  startGateways,
  subscribersWithContacts,
  useGateways,
  WA_TOKEN,
  type Gateways,
} from './notify-helpers';
import { describeRoleMatrix, tableRows } from './role-matrix';
import { closeSimulators, startSim } from './router-helpers';
import { secondConnection } from './test-db';

// 2026-03-02 10:00 WIB.
const clock = fakeClock(new Date('2026-03-02T03:00:00.000Z'));
const logs = logCollector();
let app: App;
let admin: Session;
let user: Session;
let gateways: Gateways;
let sim: Simulator;

beforeAll(async () => {
  gateways = await startGateways();
  sim = await startSim();
  ({ app, admin, user } = await startSuite({
    clock,
    logStream: logs,
    env: {
      SECRETS_KEY: 'notify-suite-secrets-key-0123456789abcdef',
      SMTP_URL: gateways.smtp.smtpUrl,
      WA_MIN_INTERVAL_MS: '0',
      LOG_LEVEL: 'info',
    },
  }));
  await useGateways(app, admin, gateways);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await closeGateways(gateways);
  await closeSimulators();
});

beforeEach(async () => {
  await app.db.orm.execute(sql`DELETE FROM messages`);
  gateways.wa.clear();
  gateways.smtp.clear();
  gateways.wa.setMode('ok');
  clock.set(new Date('2026-03-02T03:00:00.000Z'));
});

describe('queueing', () => {
  it('queues one message per channel in the transaction of the event, rendered in Indonesian', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1);
    const invoice = await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    const rows = await outbox(app);
    expect(rows.map((row) => [row.event, row.channel, row.to, row.status])).toEqual([
      ['invoice_issued', 'email', subscriber!.email, 'queued'],
      ['invoice_issued', 'whatsapp', subscriber!.phone, 'queued'],
    ]);
    const whatsapp = rows.find((row) => row.channel === 'whatsapp')!;
    expect(whatsapp.body).toContain('Rp 150.000');
    expect(whatsapp.body).toContain('05/03/2026');
    expect(whatsapp.body).toContain('Maret 2026');
    expect(whatsapp.body).toContain(invoice.payUrl);
    expect(whatsapp.dedupe_key).toBe(`invoice_issued:${invoice.id}:whatsapp`);
    expect(rows.find((row) => row.channel === 'email')!.subject).toMatch(/^Tagihan internet/);
  });

  it('queues a billing message once however often its event is written; sign-in codes repeat', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    const invoice = await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    const event = {
      event: 'invoice_issued' as const,
      subscriberId: subscriber!.id,
      invoiceId: invoice.id,
      at: clock(),
    };
    await app.db.transaction((tx) => recordBillingEvents(tx, [event, event]));
    expect((await outbox(app)).length).toBe(1);
    const code = {
      event: 'portal_code' as const,
      channel: 'whatsapp' as const,
      to: subscriber!.phone,
      body: 'Kode 123456',
    };
    await queueMessages(app.db.orm, [code, code]);
    expect((await outbox(app)).length).toBe(3);
  });

  it('queues nothing for a channel that is not set up or a subscriber without the contact', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    await useGateways(app, admin, gateways, { waToken: '' });
    try {
      await issuedInvoice(app, admin, subscriber!.id, '2026-03');
      expect(await outbox(app)).toEqual([]);
    } finally {
      await useGateways(app, admin, gateways);
    }
  });

  it('reminds N days before the due date and on it, each once, for unpaid invoices', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, {
      email: false,
      billingStart: '2026-03-01',
    });
    const invoice = await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    await app.db.orm.execute(sql`DELETE FROM messages`);
    // Issued a week before (a reminder of an invoice issued the same day is left out).
    await app.db.orm.execute(
      sql`UPDATE invoices SET issued_at = issued_at - interval '7 days' WHERE id = ${invoice.id}`,
    );
    const keys = async () =>
      (await outbox(app))
        .filter((row) => row.to === subscriber!.phone && row.event !== 'invoice_issued')
        .map((row) => `${row.event}:${row.dedupe_key?.split(':').slice(2).join(':')}`);
    // 2 March is 3 days before the 5th (reminderDays [3, 1]).
    clock.set(new Date('2026-03-02T03:00:00.000Z'));
    await app.billing.runBilling();
    await app.billing.runBilling();
    expect(await keys()).toEqual(['invoice_reminder:whatsapp:3']);
    clock.set(new Date('2026-03-04T01:00:00.000Z'));
    await app.billing.runBilling();
    clock.set(new Date('2026-03-05T01:00:00.000Z'));
    await app.billing.runBilling();
    await app.billing.runBilling();
    expect(await keys()).toEqual([
      'invoice_reminder:whatsapp:3',
      'invoice_reminder:whatsapp:1',
      'invoice_due:whatsapp',
    ]);
    const due = (await outbox(app)).find(
      (row) => row.event === 'invoice_due' && row.to === subscriber!.phone,
    )!;
    expect(due.body).toContain('jatuh tempo hari ini, 05/03/2026');
    expect(due.invoice_id).toBe(invoice.id);
  });
});

describe('sending', () => {
  it('sends WhatsApp and email, keeping the gateway ids', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1);
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    const result = await app.notifySender.run();
    expect(result).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    const [taken] = gateways.wa.messages(subscriber!.phone);
    expect(taken?.message).toContain('Rp 150.000');
    const [mail] = gateways.smtp.messages(subscriber!.email);
    expect(mail).toMatchObject({ from: EMAIL_FROM, subject: expect.stringMatching(/^Tagihan/) });
    const rows = await outbox(app);
    expect(rows.every((row) => row.status === 'sent' && row.provider_id)).toBe(true);
    expect(rows.find((row) => row.channel === 'whatsapp')!.provider_id).toBe(taken!.id);
    // Nothing is sent twice.
    expect(await app.notifySender.run()).toMatchObject({ sent: 0 });
    expect(gateways.wa.messages().length).toBe(1);
  });

  it('retries a failure 10 s later, then sends', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    gateways.wa.setMode('error');
    expect(await app.notifySender.run()).toMatchObject({ retried: 1 });
    let [row] = await outbox(app);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.last_error).toMatch(/HTTP 500/);
    expect(row!.wait_s).toBeGreaterThanOrEqual(9);
    expect(row!.wait_s).toBeLessThanOrEqual(10);
    gateways.wa.setMode('ok');
    // Not due yet.
    expect(await app.notifySender.run()).toMatchObject({ sent: 0 });
    await dueNow(app);
    expect(await app.notifySender.run()).toMatchObject({ sent: 1 });
    [row] = await outbox(app);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it("fails after five attempts with the gateway's reason (10 s, 30 s, 1 min, 2 min apart); an admin's retry sends it", async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    gateways.wa.setMode('reject', 'disconnected device');
    const waits = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await app.notifySender.run();
      const [row] = await outbox(app);
      waits.push(row!.status === 'queued' ? row!.wait_s : row!.status);
      await dueNow(app);
    }
    expect(waits.map((w) => (typeof w === 'number' ? Math.round(w / 10) * 10 : w))).toEqual([
      10,
      30,
      60,
      120,
      'failed',
    ]);
    const [failed] = await outbox(app);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 5,
      last_error: 'disconnected device',
    });
    expect(await app.notifySender.run()).toMatchObject({ sent: 0, failed: 0 });

    expect((await callAs(app, user, 'POST', `/api/messages/${failed!.id}/retry`)).statusCode).toBe(
      403,
    );
    gateways.wa.setMode('ok');
    const retried = await callAs(app, admin, 'POST', `/api/messages/${failed!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await app.notifySender.run()).toMatchObject({ sent: 1 });
    const again = await callAs(app, admin, 'POST', `/api/messages/${failed!.id}/retry`);
    expect(again.statusCode).toBe(409);
    const unknown = await callAs(
      app,
      admin,
      'POST',
      `/api/messages/00000000-0000-4000-8000-000000000000/retry`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a gateway that does not answer in time as a failure', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    gateways.wa.setMode('hang');
    const sender = senderOf(app, { sendTimeoutMs: 300 });
    expect(await sender.run()).toMatchObject({ retried: 1 });
    const [row] = await outbox(app);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.last_error).toMatch(/timed out/);
  });

  it('keeps WA_MIN_INTERVAL_MS between two WhatsApp messages across instances', async () => {
    const subscribers = await subscribersWithContacts(app, admin, sim, 5, { email: false });
    for (const subscriber of subscribers) await issuedInvoice(app, admin, subscriber.id, '2026-03');
    const interval = 400;
    const second = testDbKind() === 'postgres' ? secondConnection(app.db) : app.db;
    try {
      const a = senderOf(app, { waMinIntervalMs: interval }, 'instance-a');
      const b = senderOf(app, { db: second, waMinIntervalMs: interval }, 'instance-b');
      const results = await Promise.all([a.run({ budgetMs: 5000 }), b.run({ budgetMs: 5000 })]);
      expect(results[0].sent + results[1].sent).toBe(5);
      const times = gateways.wa.messages().map((m) => Date.parse(m.receivedAt));
      expect(times.length).toBe(5);
      const gaps = times.slice(1).map((time, i) => time - times[i]!);
      // The slot is taken in the database; the gateway sees it a few ms later or sooner.
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(interval - 30);
    } finally {
      if (second !== app.db) await second.close();
    }
  });

  it('holds everything but sign-in codes inside quiet hours, and sends it when they end', async () => {
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    await useGateways(app, admin, gateways, { quietHours: { from: '21:00', to: '07:00' } });
    try {
      await issuedInvoice(app, admin, subscriber!.id, '2026-03');
      await queueMessages(app.db.orm, [
        {
          event: 'portal_code',
          channel: 'whatsapp',
          to: subscriber!.phone,
          body: 'Kode masuk: 123456',
        },
      ]);
      // 22:00 WIB.
      clock.set(new Date('2026-03-02T15:00:00.000Z'));
      expect(await app.notifySender.run()).toMatchObject({ sent: 1 });
      expect(gateways.wa.messages().map((m) => m.message)).toEqual(['Kode masuk: 123456']);
      // 06:59 WIB, still quiet; 07:00 WIB, not.
      clock.set(new Date('2026-03-02T23:59:00.000Z'));
      expect(await app.notifySender.run()).toMatchObject({ sent: 0 });
      clock.set(new Date('2026-03-03T00:00:00.000Z'));
      expect(await app.notifySender.run()).toMatchObject({ sent: 1 });
      expect(gateways.wa.messages().length).toBe(2);
    } finally {
      clock.set(new Date('2026-03-02T03:00:00.000Z'));
      await useGateways(app, admin, gateways);
    }
  });

  it('never sends a message twice: two instances, and a crash between send and mark', async () => {
    const subscribers = await subscribersWithContacts(app, admin, sim, 12);
    for (const subscriber of subscribers) await issuedInvoice(app, admin, subscriber.id, '2026-03');
    const second = testDbKind() === 'postgres' ? secondConnection(app.db) : app.db;
    try {
      const a = senderOf(app, { smtpUrl: gateways.smtp.smtpUrl }, 'instance-a');
      const b = senderOf(app, { db: second, smtpUrl: gateways.smtp.smtpUrl }, 'instance-b');
      const [ra, rb] = await Promise.all([a.run({ batch: 3 }), b.run({ batch: 3 })]);
      expect(ra.sent + rb.sent).toBe(24);
    } finally {
      if (second !== app.db) await second.close();
    }
    const targets = gateways.wa.messages().map((m) => m.target);
    expect(new Set(targets).size).toBe(12);
    expect(targets.length).toBe(12);
    expect(gateways.smtp.messages().length).toBe(12);

    // An instance claimed a message and died: after its lease the message is failed as unknown,
    // never sent again by itself.
    await queueMessages(app.db.orm, [
      { event: 'portal_code', channel: 'whatsapp', to: subscribers[0]!.phone, body: 'Kode 1' },
    ]);
    await app.db.orm.execute(sql`
      UPDATE messages SET locked_by = 'dead', locked_until = now() - interval '1 second',
             attempts = 1 WHERE status = 'queued'`);
    expect(await app.notifySender.run()).toMatchObject({ sent: 0, unknown: 1 });
    const [unknown] = (await outbox(app)).filter((row) => row.event === 'portal_code');
    expect(unknown).toMatchObject({ status: 'failed' });
    expect(unknown!.last_error).toMatch(/Outcome unknown/);
    expect(gateways.wa.messages().length).toBe(12);
  });
});

describe('the outbox list', () => {
  it('filters, pages and exports', async () => {
    // Messages are stamped by the database's clock.
    const today = wibDay(new Date());
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1);
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    const list = await callAs(app, user, 'GET', '/api/messages?channel=whatsapp&page=1&perPage=10');
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toMatchObject({ total: 1 });
    expect(list.json().data[0]).toMatchObject({
      event: 'invoice_issued',
      channel: 'whatsapp',
      to: subscriber!.phone,
      subscriberName: expect.stringMatching(/^Pelanggan/),
      invoiceNumber: expect.stringMatching(/^INV\//),
      status: 'queued',
    });
    const bySubscriber = await callAs(
      app,
      user,
      'GET',
      `/api/messages?subscriberId=${subscriber!.id}&status=queued&from=${today}&to=${today}`,
    );
    expect(bySubscriber.json().pagination.total).toBe(2);
    const badDay = await callAs(app, user, 'GET', '/api/messages?from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    const csv = await callAs(app, user, 'GET', '/api/messages.csv?channel=email');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean).length).toBe(2);
    expect(csv.body).toContain(subscriber!.email);
  });
});

describe('templates', () => {
  it('lists every event with its variables, saves one, refuses an unknown variable by name', async () => {
    const list = await callAs(app, user, 'GET', '/api/billing/templates');
    expect(list.statusCode).toBe(200);
    const issued = list.json().data.find((t: { event: string }) => t.event === 'invoice_issued');
    expect(issued).toMatchObject({
      isDefault: true,
      variables: expect.arrayContaining(['payUrl']),
    });

    const unknown = await callAs(app, admin, 'PUT', '/api/billing/templates/invoice_issued', {
      body: 'Halo {name}, {foo} dan {code}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validation_error',
      errors: [{ path: 'body', message: expect.stringContaining('{foo}') }],
    });
    const badSubject = await callAs(app, admin, 'PUT', '/api/billing/templates/invoice_issued', {
      body: 'Halo {name}',
      subject: 'Tagihan {kode}',
    });
    expect(badSubject.json().errors[0]).toMatchObject({
      path: 'subject',
      message: expect.stringContaining('{kode}'),
    });
    expect(await tableRows(app, messageTemplates, messageTemplates.event)).toEqual([]);

    const saved = await callAs(app, admin, 'PUT', '/api/billing/templates/invoice_issued', {
      body: 'Halo {name}, tagihan {invoiceNumber} sebesar {amount}: {payUrl}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ isDefault: false, updatedBy: 'admin' });
    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1, { email: false });
    const invoice = await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    const [row] = await outbox(app);
    expect(row!.body).toMatch(
      /^Halo Pelanggan .*, tagihan INV\/2026\/03\/\d{5} sebesar Rp 150\.000: /,
    );

    const preview = await callAs(app, user, 'POST', '/api/billing/templates/invoice_due/preview', {
      body: 'Bayar {amount} sebelum {dueDate}',
      invoiceId: invoice.id,
    });
    expect(preview.json().data).toEqual({ text: 'Bayar Rp 150.000 sebelum 05/03/2026' });
    const sample = await callAs(
      app,
      user,
      'POST',
      '/api/billing/templates/portal_code/preview',
      {},
    );
    expect(sample.json().data.text).toContain('482913');
    const wrong = await callAs(app, user, 'POST', '/api/billing/templates/portal_code/preview', {
      body: '{amount}',
    });
    expect(wrong.statusCode).toBe(400);
    await app.db.orm.delete(messageTemplates);
  });
});

describe('the WhatsApp token', () => {
  it('is never read back: settings, test send, audit, CSV, outbox or log', async () => {
    const test = await callAs(app, admin, 'POST', '/api/billing/settings/test', {
      channel: 'whatsapp',
      to: '0812 3456 7890',
    });
    expect(test.statusCode).toBe(200);
    expect(test.json().data).toMatchObject({
      ok: true,
      to: '6281234567890',
      providerId: expect.any(String),
    });
    const mail = await callAs(app, admin, 'POST', '/api/billing/settings/test', {
      channel: 'email',
      to: 'uji@contoh.net',
    });
    expect(mail.json().data).toMatchObject({ ok: true, channel: 'email' });
    expect(gateways.smtp.messages('uji@contoh.net').length).toBe(1);

    gateways.wa.setMode('reject', 'invalid token');
    const refused = await callAs(app, admin, 'POST', '/api/billing/settings/test', {
      channel: 'whatsapp',
      to: '081234567890',
    });
    expect(refused.json().data).toMatchObject({ ok: false, error: 'invalid token' });
    gateways.wa.setMode('ok');
    const badTo = await callAs(app, admin, 'POST', '/api/billing/settings/test', {
      channel: 'whatsapp',
      to: 'bukan nomor',
    });
    expect(badTo.statusCode).toBe(400);

    const [subscriber] = await subscribersWithContacts(app, admin, sim, 1);
    await issuedInvoice(app, admin, subscriber!.id, '2026-03');
    await app.notifySender.run();

    const answers = [
      (await callAs(app, admin, 'GET', '/api/billing/settings')).body,
      test.body,
      refused.body,
      (await callAs(app, admin, 'GET', '/api/audit?perPage=100&page=1')).body,
      (await callAs(app, admin, 'GET', '/api/audit.csv')).body,
      (await callAs(app, admin, 'GET', '/api/messages.csv')).body,
      (await callAs(app, admin, 'GET', '/api/messages')).body,
      JSON.stringify(await tableRows(app, messages, messages.id)),
      logs.text(),
    ];
    for (const answer of answers) expect(answer).not.toContain(WA_TOKEN);
    const [sealed] = await sqlRows<{ wa_token_enc: string }>(
      app.db.orm,
      sql`SELECT wa_token_enc FROM billing_settings`,
    );
    expect(sealed!.wa_token_enc).not.toContain(WA_TOKEN);
  });
});

describeRoleMatrix('notifications', {
  app: () => app,
  envelope: 'success',
  snapshot: async (app) => ({
    messages: await tableRows(app, messages, messages.id),
    templates: await tableRows(app, messageTemplates, messageTemplates.event),
    whatsapp: gateways.wa.messages().length,
  }),
  cases: [
    {
      name: 'PUT /api/billing/templates/{event}',
      prepare: async () => ({
        method: 'PUT',
        url: '/api/billing/templates/invoice_paid',
        payload: { body: `Terima kasih {name} ${Math.random()}` },
      }),
    },
    {
      name: 'POST /api/messages/{id}/retry',
      prepare: async (app) => {
        await queueMessages(app.db.orm, [
          { event: 'portal_code', channel: 'whatsapp', to: '6281234567890', body: 'Kode 1' },
        ]);
        const [row] = await sqlRows<{ id: string }>(
          app.db.orm,
          sql`UPDATE messages SET status = 'failed', last_error = 'x' WHERE status = 'queued' RETURNING id`,
        );
        return { method: 'POST', url: `/api/messages/${row!.id}/retry` };
      },
    },
    {
      name: 'POST /api/billing/settings/test',
      prepare: async () => ({
        method: 'POST',
        url: '/api/billing/settings/test',
        payload: { channel: 'whatsapp', to: '081234567890' },
      }),
    },
  ],
});
