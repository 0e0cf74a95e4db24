// The notify job's sending (docs/rules/notify.md#sending). Each run claims due queued messages (FOR
// UPDATE SKIP LOCKED, a lease), sends each through the WhatsApp gateway or SMTP and writes the
// outcome: sent with the gateway's id, or queued again 10 s, 30 s, 1 min, 2 min later, then failed
// with the gateway's reason after the 5th attempt. Several instances share the outbox; one WhatsApp
// message goes out per WA_MIN_INTERVAL_MS across all of them (a slot row in the database); inside
// the quiet hours (WIB) only sign-in codes go.
//
// Exactly once: the claim is committed before the send and the outcome after it. A message is
// never claimed twice, so never sent twice while its instance lives. If the instance dies between
// the two writes the outcome is unknown (the gateway may have taken it): when its lease ends the
// message is failed with UNKNOWN_OUTCOME, never sent again by itself; an admin retries it after
// checking. Marking it sent before the send would lose messages silently instead.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { toWibWallClock } from 'contracts/format';
import type { MessageEvent } from 'contracts/notify';
import { createMailSender, isEmailError, type MailSender } from 'email';
import type { FastifyBaseLogger } from 'fastify';
import { WhatsAppClient, WhatsAppInputError, WhatsAppRejectedError } from 'whatsapp';
import type { Database } from '../db/client';
import type { QuietHours } from '../db/schema';
import type { SecretBox } from '../lib/secret-box';
import { readBillingSettings, WA_TOKEN_CONTEXT } from '../repositories/billing-settings';
import {
  claimDueMessages,
  failUnknownOutcomes,
  markMessageAttemptFailed,
  markMessagesSent,
  releaseMessages,
  takeSendSlot,
  touchSendSlot,
  type ClaimedMessage,
} from '../repositories/message-sending';

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const RETRY_DELAYS_MS: readonly number[] = [10_000, 30_000, 60_000, 120_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Sent messages marked in one statement. */
const MARK_BATCH = 16;
/** What quiet hours let through. */
export const QUIET_HOURS_EVENTS: readonly MessageEvent[] = ['portal_code'];

export interface NotifyDeps {
  db: Database;
  /** Opens the sealed WhatsApp token. */
  box: SecretBox;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** null: email messages fail, saying SMTP_URL is not set. */
  smtpUrl: string | null;
  waMinIntervalMs: number;
  /** Tests shorten these; default RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** How long a claimed message is held (longer than any send can take). Default 2 min. */
  leaseMs?: number;
  /** The gateway's and SMTP's time-out. Default 10 s. */
  sendTimeoutMs?: number;
}

export interface SendRunResult {
  sent: number;
  retried: number;
  failed: number;
  /** Unknown outcomes of a dead instance's claims, failed in this run. */
  unknown: number;
}

/** Is `now` inside `quiet` (WIB wall clock; `from` > `to` spans midnight)? */
export function inQuietHours(quiet: QuietHours | null, now: Date): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const wall = toWibWallClock(now);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const toMinutes = (clock: string) => {
    const [h, m] = clock.split(':');
    return Number(h) * 60 + Number(m);
  };
  const from = toMinutes(quiet.from);
  const to = toMinutes(quiet.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** A failure that another attempt cannot mend (no gateway set up, not a number). */
class PermanentFailure extends Error {}

/** What the settings give one run: the gateway client, the mail sender, the sender address. */
interface Channels {
  whatsapp: WhatsAppClient | null;
  mail: MailSender | null;
  emailFrom: string;
  /** Strings never written to a reason (the token). */
  secrets: string[];
  quiet: boolean;
}

/** The reason kept as lastError: the gateway's own words, never a secret. */
export function reasonOf(error: unknown, secrets: readonly string[]): string {
  // `status:false`: the gateway's own words ("disconnected device"), as the outbox shows them.
  let reason =
    error instanceof WhatsAppRejectedError
      ? error.reason
      : error instanceof Error
        ? error.message
        : String(error);
  for (const secret of secrets) if (secret.length >= 4) reason = reason.split(secret).join('***');
  return reason.slice(0, 2000) || 'Unknown error';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One instance's sender: `run` is the job's work; `stop` ends claiming (a shutdown). */
export class NotifySender {
  readonly workerId: string;
  private stopping = false;
  /** Claimed and not yet started: handed back on stop. */
  private readonly waiting = new Set<string>();

  constructor(
    private readonly deps: NotifyDeps,
    workerId?: string,
  ) {
    this.workerId = workerId ?? `${hostname()}:${process.pid}:notify:${randomUUID().slice(0, 8)}`;
  }

  /** Stops claiming; what is claimed and not started is queued again at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    const ids = [...this.waiting];
    this.waiting.clear();
    if (!this.deps.db.closed) await releaseMessages(this.deps.db.orm, ids, this.workerId);
  }

  private async channels(): Promise<Channels> {
    const settings = await readBillingSettings(this.deps.db.orm);
    const timeoutMs = this.deps.sendTimeoutMs ?? 10_000;
    const token =
      settings.waTokenEnc === null
        ? null
        : this.deps.box.open(settings.waTokenEnc, WA_TOKEN_CONTEXT);
    let whatsapp: WhatsAppClient | null = null;
    if (token !== null && settings.waBaseUrl !== '') {
      try {
        whatsapp = new WhatsAppClient({ baseUrl: settings.waBaseUrl, token, timeoutMs });
      } catch {
        whatsapp = null;
      }
    }
    const mail =
      this.deps.smtpUrl === null
        ? null
        : createMailSender({ smtpUrl: this.deps.smtpUrl, timeoutMs });
    return {
      whatsapp,
      mail,
      emailFrom: settings.emailFrom,
      secrets: token === null ? [] : [token],
      quiet: inQuietHours(settings.quietHours ?? null, this.deps.clock()),
    };
  }

  /**
   * Sends what is due until none is left or `budgetMs` has passed (the job's run must end well
   * within its lease), `concurrency` at a time.
   */
  async run(options: { budgetMs?: number; batch?: number; concurrency?: number } = {}) {
    const result: SendRunResult = { sent: 0, retried: 0, failed: 0, unknown: 0 };
    if (this.stopping) return result;
    const { db } = this.deps;
    result.unknown = await failUnknownOutcomes(db.orm);
    const started = Date.now();
    const budgetMs = options.budgetMs ?? 10_000;
    const interval = this.deps.waMinIntervalMs;
    // With an interval, claim no more than the budget can send (the rest stay for others).
    const batch = Math.max(
      1,
      Math.min(options.batch ?? 50, interval > 0 ? Math.ceil(budgetMs / interval) : Infinity),
    );
    const channels = await this.channels();
    try {
      while (!this.stopping && Date.now() - started < budgetMs) {
        const claimed = await claimDueMessages(db.orm, {
          workerId: this.workerId,
          leaseMs: this.deps.leaseMs ?? 120_000,
          limit: batch,
          onlyEvents: channels.quiet ? QUIET_HOURS_EVENTS : null,
        });
        if (claimed.length === 0) break;
        for (const message of claimed) this.waiting.add(message.id);
        let next = 0;
        // Sends are marked a few at a time (one UPDATE): a crash before the mark leaves them
        // unknown outcomes, failed and not sent again, like a single one.
        let sent: { id: string; providerId: string | null }[] = [];
        const flush = async () => {
          const marking = sent;
          sent = [];
          if (marking.length > 0 && !db.closed)
            await markMessagesSent(db.orm, marking, this.workerId);
        };
        const lane = async () => {
          while (next < claimed.length && !this.stopping) {
            const message = claimed[next++] as ClaimedMessage;
            this.waiting.delete(message.id);
            const outcome = await this.sendOne(message, channels);
            if (typeof outcome === 'object') {
              sent.push(outcome);
              result.sent++;
              if (sent.length >= MARK_BATCH) await flush();
            } else result[outcome]++;
          }
        };
        try {
          await Promise.all(
            Array.from({ length: Math.min(options.concurrency ?? 8, claimed.length) }, lane),
          );
        } finally {
          await flush();
        }
      }
    } finally {
      channels.mail?.close();
      // Stopped in the middle: the claimed ones not started go back to the queue.
      const left = [...this.waiting];
      this.waiting.clear();
      if (left.length > 0 && !db.closed) await releaseMessages(db.orm, left, this.workerId);
    }
    return result;
  }

  private async sendOne(
    message: ClaimedMessage,
    channels: Channels,
  ): Promise<{ id: string; providerId: string | null } | 'retried' | 'failed'> {
    const { db } = this.deps;
    try {
      return { id: message.id, providerId: await this.deliver(message, channels) };
    } catch (error) {
      const reason = reasonOf(error, channels.secrets);
      const final = error instanceof PermanentFailure || message.attempts >= MAX_ATTEMPTS;
      const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
      const delay = delays[Math.min(message.attempts, delays.length) - 1] ?? 0;
      const retryAt = final ? null : new Date(Date.now() + delay);
      this.deps.log.warn(
        { messageId: message.id, channel: message.channel, attempts: message.attempts, reason },
        final ? 'Message failed' : 'Message not sent; retried later',
      );
      if (!db.closed)
        await markMessageAttemptFailed(db.orm, message.id, this.workerId, reason, retryAt);
      return final ? 'failed' : 'retried';
    }
  }

  /** Sends one message; resolves with the gateway's id. */
  private async deliver(message: ClaimedMessage, channels: Channels): Promise<string | null> {
    if (message.channel === 'whatsapp') {
      const client = channels.whatsapp;
      if (!client) throw new PermanentFailure('WhatsApp gateway is not set up (URL and token)');
      await this.waitForSlot();
      try {
        return (await client.send(message.to, message.body)).ids[0] ?? null;
      } catch (error) {
        if (error instanceof WhatsAppInputError) throw new PermanentFailure(error.message);
        throw error;
      } finally {
        if (this.deps.waMinIntervalMs > 0 && !this.deps.db.closed)
          await touchSendSlot(this.deps.db.orm, 'whatsapp');
      }
    }
    if (!channels.mail) throw new PermanentFailure('Email is not set up: SMTP_URL is not set');
    if (channels.emailFrom === '')
      throw new PermanentFailure('Email is not set up: no sender address');
    try {
      const sent = await channels.mail.sendMail({
        from: channels.emailFrom,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
      return sent.messageId;
    } catch (error) {
      if (isEmailError(error) && error.code === 'invalid-input')
        throw new PermanentFailure(error.message);
      throw error;
    }
  }

  /** Waits until this instance holds the WhatsApp slot (none with WA_MIN_INTERVAL_MS 0). */
  private async waitForSlot(): Promise<void> {
    const interval = this.deps.waMinIntervalMs;
    if (interval <= 0) return;
    for (;;) {
      const wait = await takeSendSlot(this.deps.db.orm, 'whatsapp', interval);
      if (wait === 0) return;
      await sleep(Math.min(wait, interval));
    }
  }
}
