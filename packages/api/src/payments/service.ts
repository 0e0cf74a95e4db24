// Online payments (docs/rules/payments.md): status moves (callbacks and reconciliation), the jobs that
// provision, expire and disable PPP secrets, and the Tripay client of a router. Exactly once:
// - a status moves in one database transaction that holds the row lock (SELECT … FOR UPDATE), so
//   however many callbacks arrive, at once or repeated, on one instance or several, one of them
//   moves UNPAID to PAID and queues the provisioning job; the others see PAID and are repeats;
// - the provisioning job is one row of `jobs` per merchantRef, claimed by one instance at a time
//   (src/repositories/jobs.ts), and it first looks on the router for a secret whose comment names the
//   merchantRef, so a run that died after creating the secret never creates a second one.
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  addHotspotUser,
  addPppSecret,
  disablePppSecret,
  listHotspotUsers,
  listPppSecrets,
  query,
  updatePppSecret,
} from 'routeros';
import { toWibWallClock } from 'contracts/format';
import { normaliseIndonesianMobile } from 'contracts/limits';
import { TripayClient } from 'tripay';
import type { Database, Executor, Tx } from '../db/client';
import { sqlRows } from '../db/client';
import {
  transactions,
  type CallbackVerdict,
  type RouterRow,
  type TransactionRow,
} from '../db/schema';
import {
  completeJob,
  DISABLE_JOB,
  ensureJob,
  EXPIRE_JOB,
  failJob,
  INVOICE_SETTLE_JOB,
  postponeJob,
  PROVISION_JOB,
  RECONCILE_JOB,
  retryDelay,
  upsertJob,
  type ClaimedJob,
} from '../repositories/jobs';
import { queueVoucherSoldMessages } from '../repositories/message-events';
import { findRouterById } from '../repositories/routers';
import { findTransaction, recordCallback, type CallbackRecord } from '../repositories/transactions';
import { diagnose } from '../routers/diagnosis';
import { withTimeout, type RouterAccess } from '../routers/router-access';
import { transition, type TransactionStatus, type Transition } from './transitions';

/** Every secret the shop makes has a comment starting with this. */
const SECRET_COMMENT_PREFIX = 'pokayoke';
const DAY_MS = 86_400_000;

export interface PaymentOptions {
  tripayBaseUrl: string | null;
  retryBaseMs: number;
  reconcileAfterMs: number;
  reconcileIntervalMs: number;
  /** One call to Tripay (default 10 s). */
  tripayTimeoutMs?: number;
  /** One call to a router. */
  commandTimeoutMs: number;
}

/** The context a PPP password is sealed with (a ciphertext copied to another row fails to open). */
export const pppPasswordContext = (transactionId: string) =>
  `transactions:${transactionId}:ppp_password`;

/** The context a sold voucher's password is sealed with. */
export const voucherPasswordContext = (transactionId: string) =>
  `transactions:${transactionId}:voucher_password`;

/**
 * A voucher code sold online: 8 characters of lower-case letters and digits that read unambiguously
 * (never 0 O o 1 l I, like the batches' alphabets), from the CSPRNG; name = password ('voucher' mode).
 */
function newVoucherCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 8; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `+62 812-3456-7890`, `62812…`, `0812…` → `0812…`; null when not an Indonesian mobile. */
export const normalisePhone = normaliseIndonesianMobile;

/** A merchantRef: the day and 10 random characters (unique index behind it). */
export function newMerchantRef(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let tail = '';
  for (let i = 0; i < 10; i += 1) tail += alphabet[randomInt(alphabet.length)];
  return `PKY-${day}-${tail}`;
}

/** A PPP password: 12 characters that read unambiguously. */
function newPppPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789';
  let out = '';
  for (let i = 0; i < 12; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** The status page's token (32 random bytes); only its SHA-256 is stored. */
export const newStatusToken = () => randomBytes(32).toString('base64url');

/** `2026-12-24 14:05 WIB` */
function wib(date: Date): string {
  const shifted = toWibWallClock(date);
  return `${shifted.toISOString().slice(0, 16).replace('T', ' ')} WIB`;
}

const secretComment = (merchantRef: string, expiresAt: Date) =>
  `${SECRET_COMMENT_PREFIX} ${merchantRef} until ${wib(expiresAt)}`;

export interface ApplyResult {
  outcome: Transition | 'amount-mismatch' | 'unknown';
  row: TransactionRow | null;
}

const VERDICT_OF: Record<ApplyResult['outcome'], CallbackVerdict> = {
  move: 'applied',
  repeat: 'repeat',
  ignore: 'ignored',
  'amount-mismatch': 'amount-mismatch',
  unknown: 'unknown-ref',
};

/**
 * Moves a transaction to `to` as a callback or a reconciliation reported it: in one database
 * transaction with the row locked, the amount checked for a PAID, the provisioning (PAID) or the
 * disabling (REFUND after provisioning) queued, and the callback, if any, kept with its verdict.
 */
export async function applyStatus(
  db: Database,
  merchantRef: string,
  to: TransactionStatus,
  report: { totalAmount: number | null; paidAt: number | null; reference?: string | null },
  callback?: CallbackRecord,
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.merchantRef, merchantRef))
      .for('update');
    if (!row) {
      if (callback) await recordCallback(tx, callback, 'unknown-ref', null);
      return { outcome: 'unknown', row: null };
    }
    let outcome: ApplyResult['outcome'] = transition(row.status, to);
    let updated: TransactionRow | undefined = row;
    if (to === 'PAID' && report.totalAmount !== row.amount) {
      outcome = 'amount-mismatch';
      const flag = `PAID reported with amount ${String(report.totalAmount)}, not ${row.amount}`;
      [updated] = await tx
        .update(transactions)
        .set({ flag, updatedAt: sql`now()` })
        .where(eq(transactions.id, row.id))
        .returning();
    } else if (outcome === 'move') {
      const set: Partial<typeof transactions.$inferInsert> = {
        status: to,
        updatedAt: sql`now()` as unknown as Date,
      };
      if (to === 'PAID') {
        set.paidAt = report.paidAt
          ? new Date(report.paidAt * 1000)
          : (sql`now()` as unknown as Date);
        if (row.invoiceId) {
          // It pays an invoice: nothing to provision; billing settles the invoice from its job,
          // queued in this same transaction (docs/rules/billing.md#paying-online).
          await ensureJob(tx, { kind: INVOICE_SETTLE_JOB, key: merchantRef });
        } else {
          set.provisioning = 'pending';
          await ensureJob(tx, { kind: PROVISION_JOB, key: merchantRef });
        }
      }
      if (to === 'REFUND' && row.provisioning === 'done') {
        await ensureJob(tx, { kind: DISABLE_JOB, key: merchantRef });
      }
      if (to === 'REFUND' && row.provisioning === 'pending') set.provisioning = 'none';
      [updated] = await tx
        .update(transactions)
        .set(set)
        .where(eq(transactions.id, row.id))
        .returning();
    }
    if (callback) await recordCallback(tx, callback, VERDICT_OF[outcome], row.id);
    return { outcome, row: updated ?? row };
  });
}

export class PaymentService {
  constructor(
    readonly db: Database,
    readonly access: RouterAccess,
    readonly log: FastifyBaseLogger,
    readonly options: PaymentOptions,
  ) {}

  /** The Tripay client of a router's merchant; null when its Tripay settings are incomplete. */
  tripayFor(router: RouterRow): TripayClient | null {
    const merchantCode = this.access.secret(router, 'tripayMerchantCode');
    const apiKey = this.access.secret(router, 'tripayApiKey');
    const privateKey = this.access.secret(router, 'tripayPrivateKey');
    if (!merchantCode || !apiKey || !privateKey) return null;
    return new TripayClient({
      merchantCode,
      apiKey,
      privateKey,
      ...(this.options.tripayBaseUrl ? { baseUrl: this.options.tripayBaseUrl } : {}),
      timeoutMs: this.options.tripayTimeoutMs ?? 10_000,
    });
  }

  /** Wait before retry `attempt` (1, 2, …): base, 2 × base, … up to 64 × base. */
  retryDelay(attempt: number): number {
    return retryDelay(this.options.retryBaseMs, attempt);
  }

  private runner(router: RouterRow) {
    const manager = this.access.manager(router);
    // The job has its own backoff (retryDelay): the connection's must not refuse the retry.
    manager.resetBackoff();
    return withTimeout(manager, this.options.commandTimeoutMs);
  }

  /**
   * The payment kinds and their handlers, for the job registry (src/jobs/). A handler that rejects
   * is retried by the worker with `retryDelay`.
   */
  jobHandlers(): [
    kind: string,
    handler: (job: ClaimedJob, workerId: string) => Promise<unknown>,
  ][] {
    return [
      [PROVISION_JOB, (job, workerId) => this.provision(job, workerId)],
      [EXPIRE_JOB, (job, workerId) => this.expire(job, workerId)],
      [DISABLE_JOB, (job, workerId) => this.disableRefunded(job, workerId)],
      [RECONCILE_JOB, (job, workerId) => this.reconcile(job, workerId)],
    ];
  }

  /** Creates (or renews) the PPP secret of a PAID transaction, or makes its voucher. */
  private async provision(job: ClaimedJob, workerId: string): Promise<void> {
    const row = await findTransaction(this.db.orm, job.jobKey);
    if (!row || row.status !== 'PAID' || row.provisioning === 'done') {
      await completeJob(this.db.orm, job, workerId);
      return;
    }
    const router = await findRouterById(this.db.orm, row.routerId);
    if (!router) {
      await this.db.orm
        .update(transactions)
        .set({ provisioning: 'failed', provisionError: 'The router was deleted' })
        .where(eq(transactions.id, row.id));
      await completeJob(this.db.orm, job, workerId);
      return;
    }
    try {
      if (row.saleKind === 'voucher') {
        await this.provisionVoucher(row, router);
        await completeJob(this.db.orm, job, workerId);
        return;
      }
      const done = await this.createSecret(row, router);
      await this.db.transaction(async (tx) => {
        await tx
          .update(transactions)
          .set({
            pppUsername: done.username,
            pppPasswordEnc: this.access.box.seal(done.password, pppPasswordContext(row.id)),
            pppSecretId: done.secretId,
            provisioning: 'done',
            provisionError: null,
            provisionedAt: sql`now()` as unknown as Date,
            secretExpiresAt: done.expiresAt,
            updatedAt: sql`now()` as unknown as Date,
          })
          .where(eq(transactions.id, row.id));
        await upsertJob(tx, EXPIRE_JOB, `${router.id}:${done.username}`, done.expiresAt, {});
      });
      await completeJob(this.db.orm, job, workerId);
      this.log.info(
        { merchantRef: row.merchantRef, username: done.username, renewed: done.renewed },
        'PPP account provisioned',
      );
    } catch (error) {
      const reason = diagnose(error, router.routerName).message;
      await this.db.orm
        .update(transactions)
        .set({ provisionError: reason.slice(0, 500), updatedAt: sql`now()` })
        .where(eq(transactions.id, row.id));
      await failJob(
        this.db.orm,
        job,
        workerId,
        reason,
        new Date(Date.now() + this.retryDelay(job.attempts)),
      );
      this.log.warn(
        { merchantRef: row.merchantRef, attempt: job.attempts, reason },
        'Provisioning failed; retried with backoff',
      );
    }
  }

  /**
   * Makes the one hotspot voucher of a PAID voucher sale (docs/rules/hotspot.md), exactly once: its code is
   * chosen and stored BEFORE the router is touched, so a run that died after adding the user finds
   * it by that exact name (with our comment naming the merchantRef) and adds nothing; a code held by
   * someone else's user is replaced by a new one. The sale (source 'online', the amount paid) and
   * our record of the user are written with the 'done' in one transaction; the first login later
   * completes that sale instead of making a second one.
   */
  private async provisionVoucher(row: TransactionRow, router: RouterRow): Promise<void> {
    const runner = this.runner(router);
    const profile = row.hotspotProfile ?? 'default';
    const comment = `${SECRET_COMMENT_PREFIX} ${row.merchantRef}`;
    let name = row.voucherName;
    let password = row.voucherPasswordEnc
      ? this.access.box.open(row.voucherPasswordEnc, voucherPasswordContext(row.id))
      : null;
    let userId: string | null = null;
    for (let attempt = 0; attempt < 10 && userId === null; attempt += 1) {
      if (!name || !password) {
        name = newVoucherCode();
        password = name;
        await this.db.orm
          .update(transactions)
          .set({
            voucherName: name,
            voucherPasswordEnc: this.access.box.seal(password, voucherPasswordContext(row.id)),
            updatedAt: sql`now()`,
          })
          .where(eq(transactions.id, row.id));
      }
      const [existing] = await listHotspotUsers(runner, {
        proplist: ['id', 'name', 'comment'],
        query: [query.eq('name', name)],
      });
      if (existing && existing.comment === comment) userId = existing.id;
      else if (existing)
        name = null; // someone else's user: another code
      else userId = await addHotspotUser(runner, { name, password, profile, comment });
    }
    if (userId === null || !name || !password)
      throw new Error('no free voucher code after 10 tries');
    const voucherName = name;
    const voucherPassword = password;
    await this.db.transaction(async (tx) => {
      await tx
        .update(transactions)
        .set({
          voucherUserId: userId,
          provisioning: 'done',
          provisionError: null,
          provisionedAt: sql`now()` as unknown as Date,
          updatedAt: sql`now()` as unknown as Date,
        })
        .where(eq(transactions.id, row.id));
      await tx.execute(sql`
        INSERT INTO hotspot_users (router_id, name) VALUES (${router.id}, ${voucherName})
        ON CONFLICT (router_id, name) DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO hotspot_sales (router_id, user_name, profile, price, sold_at, source, merchant_ref)
        VALUES (${router.id}, ${voucherName}, ${profile}, ${row.amount},
                ${(row.paidAt ?? new Date()).toISOString()}::timestamptz, 'online', ${row.merchantRef})
        ON CONFLICT DO NOTHING`);
      // The buyer's voucher by WhatsApp (and email), committed with the 'done': once per sale.
      await queueVoucherSoldMessages(tx, {
        merchantRef: row.merchantRef,
        phone: row.customerPhone,
        email: row.customerEmail,
        plan: row.packageName,
        username: voucherName,
        password: voucherPassword,
        amount: row.amount,
      });
    });
    this.log.info(
      { merchantRef: row.merchantRef, voucher: voucherName, profile },
      'Hotspot voucher provisioned',
    );
  }

  /** The latest expiry of the shop's secret `username` on a router (a renewal starts from it). */
  private async latestExpiry(db: Executor, routerId: string, username: string) {
    const [found] = await sqlRows<{ latest: string | null }>(
      db,
      sql`SELECT max(secret_expires_at) AS latest FROM transactions
           WHERE router_id = ${routerId} AND ppp_username = ${username}
             AND status = 'PAID' AND provisioning = 'done'`,
    );
    return found?.latest ? new Date(found.latest) : null;
  }

  /**
   * On the router, by name: the buyer's phone as username, then `0812…-2`, `0812…-3`, … skipping
   * names held by secrets the shop did not make (deterministic). A secret the shop made under that
   * name (its comment starts with `pokayoke`) is the buyer's: renewed (re-enabled, the package's
   * profile, same password, comment naming this merchantRef and the new expiry). Renewing is
   * idempotent, so a run that died after touching the router and before storing it repeats the
   * same change; a new secret is created only under a free name, so one payment never makes two.
   * Each step is an exact-name query: a router with thousands of secrets costs the same.
   */
  private async createSecret(row: TransactionRow, router: RouterRow) {
    const runner = this.runner(router);
    const days = row.durationDays ?? 30;
    const profile = row.pppProfile ?? 'default';
    const base =
      normalisePhone(row.customerPhone) ?? `pky${row.merchantRef.slice(-8).toLowerCase()}`;
    for (let n = 1; n <= 50; n += 1) {
      const username = n === 1 ? base : `${base}-${n}`;
      const [existing] = await listPppSecrets(runner, { name: username });
      if (existing && !existing.comment.startsWith(`${SECRET_COMMENT_PREFIX} `)) continue;
      const previous = existing ? await this.latestExpiry(this.db.orm, router.id, username) : null;
      // Time counts from the payment (so a rerun computes the same end), or from the end of the
      // buyer's current period when that is later (a renewal before expiry extends it).
      const paid = row.paidAt?.getTime() ?? Date.now();
      const from = previous && previous.getTime() > paid ? previous.getTime() : paid;
      const expiresAt = new Date(from + days * DAY_MS);
      const comment = secretComment(row.merchantRef, expiresAt);
      if (existing) {
        await updatePppSecret(runner, existing.id, { profile, comment, disabled: false });
        const renewed = existing.comment.split(' ')[1] !== row.merchantRef;
        return { username, password: existing.password, secretId: existing.id, expiresAt, renewed };
      }
      const password = newPppPassword();
      const secretId = await addPppSecret(runner, { name: username, password, profile, comment });
      return { username, password, secretId, expiresAt, renewed: false };
    }
    throw new Error(`no free PPP username for ${base}`);
  }

  /** The end of a secret's time: disabled unless a later purchase extended it. */
  private async expire(job: ClaimedJob, workerId: string): Promise<void> {
    const split = job.jobKey.indexOf(':');
    const routerId = job.jobKey.slice(0, split);
    const username = job.jobKey.slice(split + 1);
    const latest = await this.latestExpiry(this.db.orm, routerId, username);
    if (latest && latest.getTime() > Date.now()) {
      await postponeJob(this.db.orm, job, workerId, latest);
      return;
    }
    const router = await findRouterById(this.db.orm, routerId);
    if (router) await this.disableSecret(router, username);
    await completeJob(this.db.orm, job, workerId);
    this.log.info({ routerId, username }, 'PPP account expired and disabled');
  }

  /** A refund after provisioning: the secret is disabled at once. */
  private async disableRefunded(job: ClaimedJob, workerId: string): Promise<void> {
    const row = await findTransaction(this.db.orm, job.jobKey);
    if (row?.pppUsername) {
      const router = await findRouterById(this.db.orm, row.routerId);
      if (router) await this.disableSecret(router, row.pppUsername);
      await this.db.orm
        .update(transactions)
        .set({ secretExpiresAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(transactions.id, row.id));
    }
    await completeJob(this.db.orm, job, workerId);
    this.log.info({ merchantRef: job.jobKey }, 'Refunded: PPP account disabled');
  }

  private async disableSecret(router: RouterRow, username: string): Promise<void> {
    const runner = this.runner(router);
    const [secret] = await listPppSecrets(runner, { name: username });
    if (
      secret &&
      secret.comment.startsWith(`${SECRET_COMMENT_PREFIX} `) &&
      secret.disabled !== 'true'
    ) {
      await disablePppSecret(runner, secret.id);
    }
  }

  /** Missed callbacks: UNPAID transactions older than RECONCILE_AFTER_MS, asked of Tripay. */
  async reconcile(
    job: ClaimedJob | null,
    workerId: string,
  ): Promise<{ checked: number; moved: number }> {
    const due = await this.db.orm
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.status, 'UNPAID'),
          sql`${transactions.reference} IS NOT NULL`,
          sql`${transactions.createdAt} < now() - ${this.options.reconcileAfterMs} * interval '1 millisecond'`,
        ),
      )
      .orderBy(desc(transactions.createdAt))
      .limit(500);
    let moved = 0;
    const clients = new Map<string, TripayClient | null>();
    for (const row of due) {
      try {
        if (!clients.has(row.routerId)) {
          const router = await findRouterById(this.db.orm, row.routerId);
          clients.set(row.routerId, router ? this.tripayFor(router) : null);
        }
        const client = clients.get(row.routerId);
        if (!client || !row.reference) continue;
        const detail = await client.transactionDetail(row.reference);
        const report = { totalAmount: detail.amount, paidAt: detail.paid_at };
        if (detail.status === 'UNPAID') continue;
        if (detail.status === 'REFUND') {
          // Paid and refunded while every callback was missed: both moves, nothing provisioned.
          await applyStatus(this.db, row.merchantRef, 'PAID', report);
        }
        const result = await applyStatus(this.db, row.merchantRef, detail.status, report);
        if (result.outcome === 'move') moved += 1;
        this.log.info(
          { merchantRef: row.merchantRef, status: detail.status, outcome: result.outcome },
          'Reconciled with Tripay',
        );
      } catch (error) {
        this.log.warn(
          { err: error, merchantRef: row.merchantRef },
          'Reconciliation of one transaction failed',
        );
      }
    }
    if (job) await completeJob(this.db.orm, job, workerId);
    return { checked: due.length, moved };
  }

  /** Makes sure the recurring reconciliation exists (and has the configured interval). */
  async syncJobs(): Promise<void> {
    await this.db.orm.execute(sql`
      INSERT INTO jobs (kind, job_key, interval_ms)
      VALUES (${RECONCILE_JOB}, 'all', ${this.options.reconcileIntervalMs})
      ON CONFLICT (kind, job_key) DO UPDATE SET interval_ms = EXCLUDED.interval_ms
        WHERE jobs.interval_ms IS DISTINCT FROM EXCLUDED.interval_ms`);
  }

  /** `retry-provisioning`: a PAID transaction not provisioned yet is tried again now. */
  /** `alsoInTransaction`: the caller's last step in the retry's transaction (its audit row). */
  async retryProvisioning(
    row: TransactionRow,
    alsoInTransaction?: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    // A transaction that pays an invoice has nothing to provision (its invoice is settled).
    if (row.status !== 'PAID' || row.provisioning === 'done' || row.invoiceId) return false;
    await this.db.transaction(async (tx: Tx) => {
      await tx
        .update(transactions)
        .set({ provisioning: 'pending', updatedAt: sql`now()` })
        .where(eq(transactions.id, row.id));
      await upsertJob(tx, PROVISION_JOB, row.merchantRef, new Date(), {});
      await alsoInTransaction?.(tx);
    });
    return true;
  }
}
