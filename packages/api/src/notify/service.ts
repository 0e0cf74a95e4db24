// The notifications' use cases behind the routes (docs/rules/notify.md): the outbox list and an
// admin's retry, the templates (read, saved with their variables checked, previewed) and the test
// send through the saved settings. Every write and its audit row are one transaction.
import { NOTIFY_MESSAGES } from 'contracts/messages';
import {
  DEFAULT_TEMPLATES,
  EVENT_VARIABLES,
  MESSAGE_EVENTS,
  renderTemplate,
  SAMPLE_TEMPLATE_FACTS,
  templateValues,
  unknownTemplateVariables,
  type MessageEvent,
} from 'contracts/notify';
import {
  NOTIFY_FIELD_MESSAGES,
  type MessageSortColumn,
  type OutboxMessage,
  type SettingsTestInput,
  type SettingsTestResult,
  type Template,
  type TemplatePreviewInput,
  type UpdateTemplateInput,
} from 'contracts/schemas';
import { createMailSender } from 'email';
import { WhatsAppClient, normalizeTarget } from 'whatsapp';
import type { Database, Tx } from '../db/client';
import type { MessageTemplateRow } from '../db/schema';
import type { AuditEntry } from '../lib/audit-log';
import { isRecordId } from '../lib/record-id';
import type { SecretBox } from '../lib/secret-box';
import { readBillingSettings, WA_TOKEN_CONTEXT } from '../repositories/billing-settings';
import { invoiceFacts, payLink, readOutboxSettings } from '../repositories/message-events';
import {
  findMessage,
  findTemplate,
  listMessages,
  listTemplates,
  requeueFailedMessage,
  saveTemplate,
  type MessageFilters,
} from '../repositories/messages';
import { NOTIFY_JOB, wakeJob } from '../repositories/jobs';
import type { ListResult } from '../repositories/records';
import { conflict, invalidField, notFound } from '../schemas/errors';
import type { ResolvedListQuery } from '../schemas/list-query';
import { reasonOf } from './sender';

export interface NotifyServiceDeps {
  db: Database;
  box: SecretBox;
  clock: () => Date;
  smtpUrl: string | null;
  sendTimeoutMs?: number;
}

/** Who acts: the admin's username and the writer of the request's audit row. */
export interface NotifyCaller {
  username: string;
  audit(tx: Tx, entry: AuditEntry): Promise<void>;
}

const variableList = (event: MessageEvent) =>
  EVENT_VARIABLES[event].map((name) => `{${name}}`).join(', ');

/** A 400 naming the first variable `text` has that `event` does not fill, on field `path`. */
function checkVariables(event: MessageEvent, path: string, text: string | undefined): void {
  if (text === undefined) return;
  const [unknown] = unknownTemplateVariables(text, event);
  if (unknown === undefined) return;
  throw invalidField(
    path,
    NOTIFY_FIELD_MESSAGES.unknownVariable
      .replace('{0}', `{${unknown}}`)
      .replace('{1}', variableList(event)),
  );
}

function toTemplate(event: MessageEvent, row: MessageTemplateRow | undefined): Template {
  const fallback = DEFAULT_TEMPLATES[event];
  return {
    event,
    body: row?.body ?? fallback.body,
    subject: row?.subject ? row.subject : fallback.subject,
    variables: [...EVENT_VARIABLES[event]],
    isDefault: row === undefined,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export class NotifyService {
  constructor(private readonly deps: NotifyServiceDeps) {}

  messages(
    query: ResolvedListQuery<MessageSortColumn>,
    filters: MessageFilters,
  ): Promise<ListResult<OutboxMessage>> {
    return listMessages(this.deps.db.orm, query, filters);
  }

  /** A failed message queued again, its attempts reset (404 unknown, 409 not failed). */
  async retry(caller: NotifyCaller, id: string): Promise<OutboxMessage> {
    if (!isRecordId(id)) throw notFound(NOTIFY_MESSAGES.messageNotFound);
    return this.deps.db.transaction(async (tx) => {
      const row = await requeueFailedMessage(tx, id);
      if (!row) {
        const found = await findMessage(tx, id);
        if (!found) throw notFound(NOTIFY_MESSAGES.messageNotFound);
        throw conflict(NOTIFY_MESSAGES.messageNotFailed);
      }
      await caller.audit(tx, {
        action: 'retry',
        resource: 'message',
        resourceId: id,
        summary: `Queued the ${row.channel} message to ${row.to} again (${row.event})`,
        before: { status: 'failed', lastError: row.lastError },
        after: { status: 'queued', attempts: 0 },
      });
      await wakeJob(tx, NOTIFY_JOB, 'all');
      return (await findMessage(tx, id)) as OutboxMessage;
    });
  }

  async templates(): Promise<Template[]> {
    const rows = new Map((await listTemplates(this.deps.db.orm)).map((row) => [row.event, row]));
    return MESSAGE_EVENTS.map((event) => toTemplate(event, rows.get(event)));
  }

  /** Saves an event's wording; a variable the event does not fill is a 400 naming it. */
  async updateTemplate(
    caller: NotifyCaller,
    event: MessageEvent,
    body: UpdateTemplateInput,
  ): Promise<Template> {
    checkVariables(event, 'body', body.body);
    checkVariables(event, 'subject', body.subject);
    return this.deps.db.transaction(async (tx) => {
      const before = await findTemplate(tx, event);
      const row = await saveTemplate(tx, {
        event,
        body: body.body,
        subject: body.subject === undefined ? (before?.subject ?? null) : body.subject || null,
        updatedBy: caller.username,
        at: this.deps.clock(),
      });
      const was = toTemplate(event, before ?? undefined);
      const now = toTemplate(event, row);
      await caller.audit(tx, {
        action: 'update',
        resource: 'message_template',
        resourceId: event,
        summary: `Changed the ${event} message template`,
        before: { body: was.body, subject: was.subject },
        after: { body: now.body, subject: now.subject },
      });
      return now;
    });
  }

  /** The message `event` would send: `body` (default the saved one) with an invoice's or sample data. */
  async preview(event: MessageEvent, input: TemplatePreviewInput): Promise<{ text: string }> {
    checkVariables(event, 'body', input.body);
    const db = this.deps.db.orm;
    const settings = await readOutboxSettings(db);
    const saved = settings.templates.get(event);
    const text = input.body ?? saved?.body ?? DEFAULT_TEMPLATES[event].body;
    let facts = {
      ...SAMPLE_TEMPLATE_FACTS,
      company: settings.company || SAMPLE_TEMPLATE_FACTS.company,
    };
    if (input.invoiceId !== undefined) {
      const invoice = isRecordId(input.invoiceId) ? await invoiceFacts(db, input.invoiceId) : null;
      if (!invoice) throw invalidField('invoiceId', NOTIFY_MESSAGES.invoiceNotFound);
      facts = {
        ...facts,
        ...invoice,
        payUrl: invoice.payToken ? payLink(invoice.payToken) : '',
      };
    }
    return { text: renderTemplate(text, templateValues(facts)) };
  }

  /**
   * Sends one test message now through the saved settings and answers what the gateway said (the
   * token is never in the answer, the reason or the audit row).
   */
  async testSend(caller: NotifyCaller, input: SettingsTestInput): Promise<SettingsTestResult> {
    const settings = await readBillingSettings(this.deps.db.orm);
    const { company } = await readOutboxSettings(this.deps.db.orm);
    const text = `Pesan uji dari ${company || 'Pokayoke'}: pengaturan ${input.channel === 'whatsapp' ? 'WhatsApp' : 'email'} sudah benar.`;
    const timeoutMs = this.deps.sendTimeoutMs ?? 10_000;
    let result: SettingsTestResult;
    if (input.channel === 'whatsapp') {
      const to = normalizeTarget(input.to);
      if (to === null) throw invalidField('to', NOTIFY_FIELD_MESSAGES.to);
      if (settings.waBaseUrl === '' || settings.waTokenEnc === null)
        throw invalidField('channel', NOTIFY_MESSAGES.whatsappNotSetUp);
      const token = this.deps.box.open(settings.waTokenEnc, WA_TOKEN_CONTEXT);
      try {
        const client = new WhatsAppClient({ baseUrl: settings.waBaseUrl, token, timeoutMs });
        const sent = await client.send(to, text);
        result = {
          ok: true,
          channel: 'whatsapp',
          to,
          providerId: sent.ids[0] ?? null,
          error: null,
        };
      } catch (error) {
        result = {
          ok: false,
          channel: 'whatsapp',
          to,
          providerId: null,
          error: reasonOf(error, [token]),
        };
      }
    } else {
      const to = input.to.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw invalidField('to', NOTIFY_FIELD_MESSAGES.to);
      if (settings.emailFrom === '' || this.deps.smtpUrl === null)
        throw invalidField('channel', NOTIFY_MESSAGES.emailNotSetUp);
      const mail = createMailSender({ smtpUrl: this.deps.smtpUrl, timeoutMs });
      try {
        const sent = await mail.sendMail({
          from: settings.emailFrom,
          to,
          subject: `Pesan uji ${company || 'Pokayoke'}`,
          text,
        });
        result = { ok: true, channel: 'email', to, providerId: sent.messageId, error: null };
      } catch (error) {
        result = { ok: false, channel: 'email', to, providerId: null, error: reasonOf(error, []) };
      } finally {
        mail.close();
      }
    }
    await this.deps.db.transaction((tx) =>
      caller.audit(tx, {
        action: 'test_send',
        resource: 'billing_settings',
        resourceId: null,
        summary: `Sent a test ${result.channel} message to ${result.to}: ${result.ok ? 'sent' : 'not sent'}`,
        after: { channel: result.channel, to: result.to, ok: result.ok, error: result.error },
      }),
    );
    return result;
  }
}
