// What the notification suites set up (docs/rules/notify.md): the WhatsApp gateway simulator and
// the SMTP sink, the billing settings pointing at them, and subscribers with a phone and an email.
import { sql } from 'drizzle-orm';
import { startSmtpSink, type SmtpSink } from 'email/sink';
import type { Simulator } from 'routeros/sim';
import { startWhatsAppSimulator, type WhatsAppSimulator } from 'whatsapp/sim';
import { sqlRows } from '../src/db/client';
import { NotifySender, type NotifyDeps } from '../src/notify/sender';
import { importNewSecrets, newPlan } from './billing-helpers';
import { callAs, type App, type Session } from './helpers';
import { routerOn } from './router-helpers';

export const WA_TOKEN = 'wa-device-token-7Hq2xPz9';
export const EMAIL_FROM = 'tagihan@contoh.net';

export interface Gateways {
  wa: WhatsAppSimulator;
  smtp: SmtpSink;
}

export async function startGateways(): Promise<Gateways> {
  const wa = await startWhatsAppSimulator({ tokens: [WA_TOKEN] });
  const smtp = await startSmtpSink();
  return { wa, smtp };
}

export async function closeGateways(gateways: Gateways | undefined): Promise<void> {
  await gateways?.wa.close();
  await gateways?.smtp.close();
}

/** The billing settings pointing at the simulators (quiet hours off unless given). */
export async function useGateways(
  app: App,
  admin: Session,
  gateways: Gateways,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const response = await callAs(app, admin, 'PUT', '/api/billing/settings', {
    waBaseUrl: gateways.wa.baseUrl,
    waToken: WA_TOKEN,
    emailFrom: EMAIL_FROM,
    quietHours: null,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
}

let serial = 0;

/**
 * `count` subscribers on a new router and plan (Rp 150.000, billed on the 5th), each with a phone
 * (62812000000NN) and, unless `email: false`, an email.
 */
export async function subscribersWithContacts(
  app: App,
  admin: Session,
  sim: Simulator,
  count: number,
  options: { email?: boolean; billingStart?: string } = {},
): Promise<{ id: string; phone: string; email: string }[]> {
  serial += 1;
  const routerId = (await routerOn(app, admin, sim)).id;
  const planId = await newPlan(app, admin, {
    name: `Rumah 20M ${serial}`,
    price: 150_000,
    pppProfile: 'default',
  });
  const usernames = Array.from({ length: count }, (_, i) => `n${serial}-${i + 1}`);
  const made = await importNewSecrets(app, admin, sim, usernames, {
    routerId,
    planId,
    billingDay: 5,
    billingStart: options.billingStart ?? '2026-01-01',
  });
  const out = [];
  for (const [i, subscriber] of made.entries()) {
    const phone = `628120${String(serial).padStart(3, '0')}${String(i + 1).padStart(4, '0')}`;
    const email = options.email === false ? '' : `pelanggan${serial}-${i + 1}@contoh.net`;
    const response = await callAs(app, admin, 'PUT', `/api/subscribers/${subscriber.id}`, {
      name: `Pelanggan ${serial}-${i + 1}`,
      phone,
      email,
    });
    expect(response.statusCode).toBe(200);
    out.push({ id: subscriber.id, phone, email });
  }
  return out;
}

export interface MessageFacts extends Record<string, unknown> {
  id: string;
  event: string;
  channel: string;
  to: string;
  body: string;
  subject: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
  dedupe_key: string | null;
  invoice_id: string | null;
  wait_s: number;
}

export async function outbox(app: App): Promise<MessageFacts[]> {
  return sqlRows<MessageFacts>(
    app.db.orm,
    sql`SELECT id, event, channel, "to", body, subject, status, attempts, last_error, provider_id,
               dedupe_key, invoice_id,
               round(extract(epoch FROM next_attempt_at - now()))::int AS wait_s
          FROM messages ORDER BY created_at, channel, id`,
  );
}

/** Every queued message due now (the retry waits skipped). */
export async function dueNow(app: App): Promise<void> {
  await app.db.orm.execute(
    sql`UPDATE messages SET next_attempt_at = now() WHERE status = 'queued'`,
  );
}

/** A sender of its own (an instance), with the app's settings unless changed. */
export function senderOf(app: App, options: Partial<NotifyDeps> = {}, workerId?: string) {
  return new NotifySender(
    {
      db: app.db,
      box: app.routerAccess.box,
      clock: () => app.clock(),
      log: app.log,
      smtpUrl: null,
      waMinIntervalMs: 0,
      ...options,
    },
    workerId,
  );
}
