import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX_LENGTH } from '../limits';
import {
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
  NOTIFY_FIELD_MESSAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLES,
  type MessageChannel,
  type MessageEvent,
  type MessageStatus,
} from '../notify';
import { calendarDay } from './calendar-day';
import { listQuery } from './list-query';

// The notifications' outbox, templates and test send (docs/rules/notify.md). Answers use the
// `{ success: true, data }` envelope, lists `{ success, data, pagination }`.

export {
  DEFAULT_TEMPLATES,
  EVENT_VARIABLES,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  MESSAGE_STATUSES,
  NOTIFY_FIELD_MESSAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_VARIABLES,
} from '../notify';
export type { MessageChannel, MessageEvent, MessageStatus, TemplateVariable } from '../notify';

const M = NOTIFY_FIELD_MESSAGES;

const choice = <T extends string>(values: readonly T[], message: string, extra = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], 'x-message': message, ...extra });

export const MessageEventSchema = choice<MessageEvent>(MESSAGE_EVENTS, M.event);
export const MessageChannelSchema = choice<MessageChannel>(MESSAGE_CHANNELS, M.channel);
export const MessageStatusSchema = choice<MessageStatus>(MESSAGE_STATUSES, M.status, {
  description:
    'queued (waiting or retrying), sent, failed (after 5 attempts, or an unknown outcome)',
});

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const OutboxMessageSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    event: MessageEventSchema,
    subscriberId: nullable(Type.String({ format: 'uuid' })),
    subscriberName: nullable(Type.String()),
    invoiceId: nullable(Type.String({ format: 'uuid' })),
    invoiceNumber: nullable(Type.String()),
    channel: MessageChannelSchema,
    to: Type.String({ description: 'WhatsApp number (62…) or email address' }),
    body: Type.String(),
    subject: nullable(Type.String()),
    status: MessageStatusSchema,
    attempts: Type.Integer({ minimum: 0 }),
    lastError: nullable(Type.String({ description: "The gateway's reason of the last failure" })),
    providerId: nullable(Type.String({ description: "The gateway's message id" })),
    nextAttemptAt: nullable(
      Type.String({ format: 'date-time', description: 'When a queued message is next tried' }),
    ),
    sentAt: nullable(Type.String({ format: 'date-time' })),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'OutboxMessage' },
);
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const MESSAGE_SORT_COLUMNS = ['createdAt', 'sentAt', 'status', 'event', 'channel'] as const;
export type MessageSortColumn = (typeof MESSAGE_SORT_COLUMNS)[number];

const day = (what: string) => calendarDay(what, 'the day it was queued, Asia/Jakarta');

/** `GET /messages`: newest first by default; `search` reads the recipient, body and subscriber. */
export const MessageListQuery = listQuery(MESSAGE_SORT_COLUMNS, {
  status: Type.Optional(MessageStatusSchema),
  channel: Type.Optional(MessageChannelSchema),
  event: Type.Optional(MessageEventSchema),
  subscriberId: Type.Optional(
    Type.String({ maxLength: ID_MAX_LENGTH, description: 'Only this subscriber' }),
  ),
  from: Type.Optional(day('First day')),
  to: Type.Optional(day('Last day')),
});
export type MessageListQueryInput = Static<typeof MessageListQuery>;

export const TemplateSchema = Type.Object(
  {
    event: MessageEventSchema,
    body: Type.String(),
    subject: Type.String({ description: "The email's subject ('' = the default's)" }),
    variables: Type.Array(Type.Unsafe<string>({ type: 'string', enum: [...TEMPLATE_VARIABLES] }), {
      description: 'The variables this event fills, written {name} in the text',
    }),
    isDefault: Type.Boolean({ description: 'The default wording (never changed, or reset)' }),
    updatedAt: nullable(Type.String({ format: 'date-time' })),
    updatedBy: nullable(Type.String()),
  },
  { title: 'MessageTemplate' },
);
export type Template = Static<typeof TemplateSchema>;

export const TemplateEventParams = Type.Object({ event: MessageEventSchema });

/** `PUT /billing/templates/{event}`: a variable the event does not fill is a 400 naming it. */
export const UpdateTemplateBody = Type.Object(
  {
    body: Type.String({
      minLength: TEMPLATE_LIMITS.body.min,
      maxLength: TEMPLATE_LIMITS.body.max,
      'x-message': M.body,
    }),
    subject: Type.Optional(
      Type.String({ maxLength: TEMPLATE_LIMITS.subject.max, 'x-message': M.subject }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateTemplateInput = Static<typeof UpdateTemplateBody>;

/**
 * `POST /billing/templates/{event}/preview`: `body` (default: the saved one) rendered with an
 * invoice's data (`invoiceId`) or sample data.
 */
export const TemplatePreviewBody = Type.Object(
  {
    body: Type.Optional(
      Type.String({
        minLength: TEMPLATE_LIMITS.body.min,
        maxLength: TEMPLATE_LIMITS.body.max,
        'x-message': M.body,
      }),
    ),
    invoiceId: Type.Optional(
      Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH, 'x-message': M.invoiceId }),
    ),
  },
  { additionalProperties: false },
);
export type TemplatePreviewInput = Static<typeof TemplatePreviewBody>;

export const TemplatePreviewSchema = Type.Object(
  { text: Type.String({ description: 'The message as it would be sent' }) },
  { title: 'TemplatePreview' },
);
export type TemplatePreview = Static<typeof TemplatePreviewSchema>;

/** `POST /billing/settings/test`: sends one message now through the saved settings. */
export const SettingsTestBody = Type.Object(
  {
    channel: MessageChannelSchema,
    to: Type.String({ minLength: 1, maxLength: 254, 'x-message': M.to }),
  },
  { additionalProperties: false },
);
export type SettingsTestInput = Static<typeof SettingsTestBody>;

/** The gateway's (or SMTP server's) answer to a test send; never the token. */
export const SettingsTestResultSchema = Type.Object(
  {
    ok: Type.Boolean(),
    channel: MessageChannelSchema,
    to: Type.String({ description: 'Where it went, as sent (62… or the address)' }),
    providerId: nullable(Type.String()),
    error: nullable(Type.String({ description: "The gateway's reason when not sent" })),
  },
  { title: 'SettingsTestResult' },
);
export type SettingsTestResult = Static<typeof SettingsTestResultSchema>;
