// Data access of the subscriber portal (docs/rules/portal.md): sign-in codes, portal sessions, and
// what one phone may read — its subscribers, their invoices, the vouchers it bought online.
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';
import {
  cmsCompanyProfile,
  invoices,
  loginThrottle,
  messageTemplates,
  plans,
  portalCodes,
  portalSessions,
  routers,
  subscribers,
  transactions,
  type InvoiceRow,
  type PortalSessionRow,
} from '../db/schema';

/**
 * Retires the phone's live codes (their tries are used up) before a new one is stored: only the
 * newest code a phone was sent signs in.
 */
export async function retirePortalCodes(
  db: Executor,
  phone: string,
  now: Date,
  maxTries: number,
): Promise<void> {
  await db
    .update(portalCodes)
    .set({ attempts: maxTries })
    .where(
      and(
        eq(portalCodes.phone, phone),
        isNull(portalCodes.usedAt),
        lt(portalCodes.attempts, maxTries),
        gt(portalCodes.expiresAt, now),
      ),
    );
}

export async function insertPortalCode(
  db: Executor,
  code: { phone: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(portalCodes).values(code);
}

/**
 * One try of `codeHash` against the phone's live code (at most one: retirePortalCodes), in one statement: the try is counted, and
 * a right code is spent, only while the code is unspent, unexpired and has tries left. The row lock
 * of the UPDATE makes parallel tries count one by one and a code sign in once.
 */
export async function tryPortalCode(
  db: Executor,
  phone: string,
  codeHash: string,
  now: Date,
  maxTries: number,
): Promise<boolean> {
  const rows = await sqlRows<{ ok: boolean }>(
    db,
    sql`
    UPDATE portal_codes
       SET attempts = attempts + 1,
           used_at = CASE WHEN code_hash = ${codeHash} THEN ${now}::timestamptz ELSE NULL END
     WHERE id = (SELECT id FROM portal_codes
                  WHERE phone = ${phone} AND used_at IS NULL AND attempts < ${maxTries}
                    AND expires_at > ${now}::timestamptz
                  ORDER BY created_at DESC, id DESC LIMIT 1)
       AND used_at IS NULL AND attempts < ${maxTries} AND expires_at > ${now}::timestamptz
    RETURNING used_at IS NOT NULL AS ok`,
  );
  return rows[0]?.ok === true;
}

/** The portal_code template an admin saved, else null (the default wording applies). */
export async function savedTemplate(
  db: Executor,
): Promise<{ body: string; subject: string | null } | null> {
  const [row] = await db
    .select({ body: messageTemplates.body, subject: messageTemplates.subject })
    .from(messageTemplates)
    .where(eq(messageTemplates.event, 'portal_code'))
    .limit(1);
  return row ?? null;
}

/** The company's name as the CMS has it ('' when none). */
export async function companyName(db: Executor): Promise<string> {
  const [row] = await db
    .select({ name: cmsCompanyProfile.companyName })
    .from(cmsCompanyProfile)
    .orderBy(asc(cmsCompanyProfile.createdAt))
    .limit(1);
  return row?.name ?? '';
}

/** The subscribers with this phone (any status), oldest first, with their plan and router. */
export async function subscribersOfPhone(db: Executor, phone: string) {
  return db
    .select({
      id: subscribers.id,
      name: subscribers.name,
      email: subscribers.email,
      status: subscribers.status,
      pppUsername: subscribers.pppUsername,
      plan: plans.name,
      price: plans.price,
      routerName: routers.routerName,
    })
    .from(subscribers)
    .innerJoin(plans, eq(plans.id, subscribers.planId))
    .innerJoin(routers, eq(routers.id, subscribers.routerId))
    .where(eq(subscribers.phone, phone))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
}

/** Whether any subscriber has this phone. */
export async function phoneHasSubscriber(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.phone, phone))
    .limit(1);
  return row !== undefined;
}

/** An invoice with its subscriber's name and PPP username. */
export interface PhoneInvoice {
  row: InvoiceRow;
  subscriberName: string;
  pppUsername: string;
}

const phoneInvoiceColumns = {
  row: invoices,
  subscriberName: subscribers.name,
  pppUsername: subscribers.pppUsername,
};

/** Every invoice of the phone's subscribers, newest period first. */
export async function invoicesOfPhone(db: Executor, phone: string): Promise<PhoneInvoice[]> {
  return db
    .select(phoneInvoiceColumns)
    .from(invoices)
    .innerJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .where(eq(subscribers.phone, phone))
    .orderBy(desc(invoices.period), asc(subscribers.name), asc(invoices.id))
    .limit(500);
}

/** One invoice, only when it belongs to one of the phone's subscribers. */
export async function invoiceOfPhone(
  db: Executor,
  phone: string,
  id: string,
): Promise<PhoneInvoice | null> {
  const [row] = await db
    .select(phoneInvoiceColumns)
    .from(invoices)
    .innerJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .where(and(eq(invoices.id, id), eq(subscribers.phone, phone)))
    .limit(1);
  return row ?? null;
}

/** The vouchers bought online with this phone (`08…`, as the checkout stores it), newest first. */
export async function vouchersOfPhone(db: Executor, localPhone: string) {
  return db
    .select({
      id: transactions.id,
      merchantRef: transactions.merchantRef,
      packageName: transactions.packageName,
      amount: transactions.amount,
      status: transactions.status,
      voucherName: transactions.voucherName,
      createdAt: transactions.createdAt,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .where(and(eq(transactions.customerPhone, localPhone), eq(transactions.saleKind, 'voucher')))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(200);
}

export async function insertPortalSession(
  db: Executor,
  session: { tokenHash: string; phone: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(portalSessions).values(session);
}

/** The session of a token's hash while it has not expired, else null. */
export async function findPortalSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PortalSessionRow | null> {
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.tokenHash, tokenHash), sql`${portalSessions.expiresAt} > ${now}`))
    .limit(1);
  return row ?? null;
}

export async function extendPortalSession(db: Executor, id: string, expiresAt: Date) {
  await db.update(portalSessions).set({ expiresAt }).where(eq(portalSessions.id, id));
}

export async function deletePortalSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(portalSessions).where(eq(portalSessions.tokenHash, tokenHash));
}

/** Deletes expired sessions and codes, and code counters whose `windowMs` ended: how many rows went. */
export async function prunePortal(db: Executor, now: Date, windowMs: number): Promise<number> {
  const sessions = await db
    .delete(portalSessions)
    .where(lt(portalSessions.expiresAt, now))
    .returning({ id: portalSessions.id });
  const codes = await db
    .delete(portalCodes)
    .where(lt(portalCodes.expiresAt, now))
    .returning({ id: portalCodes.id });
  const counters = await db
    .delete(loginThrottle)
    .where(
      and(
        inArray(loginThrottle.scope, ['portal_phone', 'portal_address']),
        lt(loginThrottle.windowStart, new Date(now.getTime() - windowMs)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return sessions.length + codes.length + counters.length;
}

/** The oldest unpaid invoice of each subscriber (for the isolated subscription's Pay). */
export async function oldestUnpaid(
  db: Executor,
  subscriberIds: readonly string[],
): Promise<InvoiceRow[]> {
  if (subscriberIds.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.subscriberId, [...subscriberIds]), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}
