// The subscriber portal's use cases (docs/rules/portal.md): a sign-in code asked for by phone and
// queued as a WhatsApp (and email) message, the sign-in that spends it, the portal session, and
// what a signed-in phone may read. Only that phone's data: every query is keyed by it.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PORTAL_LIMITS, normaliseIndonesianMobile } from 'contracts/limits';
import { DEFAULT_TEMPLATES, renderTemplate, templateValues } from 'contracts/notify';
import type { PortalInvoice, PortalMe, PortalReceipt, PortalVoucher } from 'contracts/schemas';
import { PORTAL_FIELD_MESSAGES } from 'contracts/schemas';
import type { Database } from '../db/client';
import { queueMessages, type QueuedMessage } from '../repositories/messages';
import {
  companyName,
  deletePortalSession,
  extendPortalSession,
  findPortalSession,
  insertPortalCode,
  insertPortalSession,
  invoiceOfPhone,
  invoicesOfPhone,
  oldestUnpaid,
  phoneHasSubscriber,
  prunePortal,
  retirePortalCodes,
  savedTemplate,
  subscribersOfPhone,
  tryPortalCode,
  vouchersOfPhone,
  type PhoneInvoice,
} from '../repositories/portal';
import { payUrlOf } from '../repositories/invoices';
import { addressKey, countInWindow } from '../repositories/window-counter';
import { HttpError, invalidField, notFound, unauthorized } from '../schemas/errors';

export interface PortalDeps {
  db: Database;
  clock: () => Date;
  /** The key of the codes' HMAC (derived from the server's secret, never stored). */
  codeKey: Buffer;
  /** The app's public origin: pay page links start with it (relative when null). */
  publicOrigin: string | null;
}

/** A new portal session: the cookie's token (only its hash is stored) and when it ends. */
export interface PortalSignIn {
  token: string;
  expiresAt: Date;
}

/** A request's portal session: its phone, and the new end when this use extended it. */
export interface PortalSessionUse {
  phone: string;
  extendedTo: Date | null;
}

export const PORTAL_MESSAGES = {
  wrongCode: 'The code is wrong or has expired. Ask for a new code.',
  signIn: 'Sign in with your phone number',
  noReceipt: 'Not found',
  /** `{0}`: minutes to wait. */
  tooMany: 'Too many codes asked for. Try again in {0} minute(s).',
} as const;

/** The session is extended at most once a day, not on every request. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The phone as stored (62…), or a 400 naming the field. */
function phoneOf(typed: string): string {
  const phone = normaliseIndonesianMobile(typed, 'international');
  if (!phone) throw invalidField('phone', PORTAL_FIELD_MESSAGES.phone);
  return phone;
}

function toPortalInvoice(
  { row, subscriberName, pppUsername }: PhoneInvoice,
  publicOrigin: string | null,
): PortalInvoice {
  return {
    id: row.id,
    number: row.number,
    subscriptionId: row.subscriberId,
    subscriberName,
    pppUsername,
    period: row.period,
    amount: row.amount,
    dueDate: row.dueDate,
    status: row.status,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    paidAmount: row.paidAmount,
    method: row.method,
    payUrl: payUrlOf(row, publicOrigin),
  };
}

export class PortalService {
  constructor(private readonly deps: PortalDeps) {}

  private codeHash(phone: string, code: string): string {
    return createHmac('sha256', this.deps.codeKey).update(`${phone}:${code}`).digest('hex');
  }

  /**
   * `POST /portal/otp`: counts the ask per address and per phone (429 past either), stores a new
   * code's HMAC and, when the phone is a subscriber's, queues the code message in the same
   * transaction. A phone no subscriber has gets the same answer after the same work: the code is
   * stored (it can never sign in), the same reads run, and the message insert's round trip is
   * matched by one of the same kind that writes nothing.
   */
  async requestCode(typedPhone: string, ip: string): Promise<void> {
    const phone = phoneOf(typedPhone);
    const { db, clock } = this.deps;
    const now = clock();
    const window = PORTAL_LIMITS.codeWindowMs;
    const byAddress = await countInWindow(db.orm, 'portal_address', addressKey(ip), window, now);
    if (byAddress.attempts > PORTAL_LIMITS.codesPerAddress) tooMany(byAddress.retryAfterSeconds);
    const byPhone = await countInWindow(db.orm, 'portal_phone', phone, window, now);
    if (byPhone.attempts > PORTAL_LIMITS.codesPerPhone) tooMany(byPhone.retryAfterSeconds);

    const code = String(randomInt(0, 10 ** PORTAL_LIMITS.codeLength)).padStart(
      PORTAL_LIMITS.codeLength,
      '0',
    );
    const codeHash = this.codeHash(phone, code);
    await db.transaction(async (tx) => {
      await retirePortalCodes(tx, phone, now, PORTAL_LIMITS.codeTries);
      await insertPortalCode(tx, {
        phone,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PORTAL_LIMITS.codeTtlMs),
      });
      const owners = await subscribersOfPhone(tx, phone);
      const template = (await savedTemplate(tx)) ?? DEFAULT_TEMPLATES.portal_code;
      const company = await companyName(tx);
      const first = owners[0];
      const rows: QueuedMessage[] = [];
      if (first) {
        const values = templateValues({ name: first.name, company, code });
        const body = renderTemplate(template.body, values);
        const subject = renderTemplate(template.subject ?? '', values) || null;
        rows.push({
          event: 'portal_code',
          channel: 'whatsapp',
          to: phone,
          body,
          subscriberId: first.id,
        });
        const emails = [...new Set(owners.map((owner) => owner.email.trim()).filter(Boolean))];
        for (const to of emails) {
          const owner = owners.find((one) => one.email.trim() === to);
          rows.push({
            event: 'portal_code',
            channel: 'email',
            to,
            body,
            subject,
            subscriberId: owner?.id ?? first.id,
          });
        }
        await queueMessages(tx, rows);
      } else {
        await tx.execute(sql`SELECT count(*) FROM messages WHERE false`);
      }
    });
  }

  /** `POST /portal/login`: spends one try of the phone's newest code; a right one opens a session. */
  async signIn(typedPhone: string, code: string): Promise<PortalSignIn> {
    const phone = phoneOf(typedPhone);
    const { db, clock } = this.deps;
    const now = clock();
    const right = await tryPortalCode(
      db.orm,
      phone,
      this.codeHash(phone, code),
      now,
      PORTAL_LIMITS.codeTries,
    );
    // A phone that lost its last subscriber since the code was sent signs in no more.
    if (!right || !(await phoneHasSubscriber(db.orm, phone))) {
      throw unauthorized(PORTAL_MESSAGES.wrongCode);
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PORTAL_LIMITS.sessionTtlMs);
    await insertPortalSession(db.orm, {
      tokenHash: sha256(token),
      phone,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** The session of a cookie's token (401 without one); extended to a full term once a day. */
  async session(token: string | null): Promise<PortalSessionUse> {
    if (!token || token.length > 100) throw unauthorized(PORTAL_MESSAGES.signIn);
    const { db, clock } = this.deps;
    const now = clock();
    const row = await findPortalSession(db.orm, sha256(token), now);
    if (!row) throw unauthorized(PORTAL_MESSAGES.signIn);
    const full = now.getTime() + PORTAL_LIMITS.sessionTtlMs;
    if (full - row.expiresAt.getTime() < EXTEND_AFTER_MS)
      return { phone: row.phone, extendedTo: null };
    const extendedTo = new Date(full);
    await extendPortalSession(db.orm, row.id, extendedTo);
    return { phone: row.phone, extendedTo };
  }

  async signOut(token: string | null): Promise<void> {
    if (token && token.length <= 100) await deletePortalSession(this.deps.db.orm, sha256(token));
  }

  async me(phone: string): Promise<PortalMe> {
    const db = this.deps.db.orm;
    const owners = await subscribersOfPhone(db, phone);
    const unpaid = await oldestUnpaid(
      db,
      owners.map((owner) => owner.id),
    );
    return {
      phone,
      subscriptions: owners.map((owner) => {
        const mine = unpaid.filter((row) => row.subscriberId === owner.id);
        const oldest = mine[0];
        return {
          id: owner.id,
          name: owner.name,
          plan: owner.plan,
          price: owner.price,
          status: owner.status,
          pppUsername: owner.pppUsername,
          routerName: owner.routerName,
          unpaidInvoices: mine.length,
          payUrl: oldest ? payUrlOf(oldest, this.deps.publicOrigin) : null,
        };
      }),
    };
  }

  async invoices(phone: string): Promise<PortalInvoice[]> {
    const rows = await invoicesOfPhone(this.deps.db.orm, phone);
    return rows.map((row) => toPortalInvoice(row, this.deps.publicOrigin));
  }

  /** A paid invoice's receipt; another phone's invoice, or one not paid, is 404. */
  async receipt(phone: string, id: string): Promise<PortalReceipt> {
    const db = this.deps.db.orm;
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await invoiceOfPhone(db, phone, id) : null;
    if (!found || found.row.status !== 'paid') throw notFound(PORTAL_MESSAGES.noReceipt);
    return {
      invoice: toPortalInvoice(found, this.deps.publicOrigin),
      company: await companyName(db),
      receivedBy: found.row.receivedBy,
    };
  }

  async vouchers(phone: string): Promise<PortalVoucher[]> {
    const local = normaliseIndonesianMobile(phone, 'local');
    if (!local) return [];
    const rows = await vouchersOfPhone(this.deps.db.orm, local);
    return rows.map((row) => ({
      id: row.id,
      merchantRef: row.merchantRef,
      packageName: row.packageName,
      amount: row.amount,
      status: row.status,
      voucherName: row.status === 'PAID' ? row.voucherName : null,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    }));
  }

  prune(): Promise<number> {
    return prunePortal(this.deps.db.orm, this.deps.clock(), PORTAL_LIMITS.codeWindowMs);
  }
}

function tooMany(retryAfterSeconds: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw new HttpError(429, PORTAL_MESSAGES.tooMany.replace('{0}', String(minutes)), {
    'retry-after': String(retryAfterSeconds),
  });
}
