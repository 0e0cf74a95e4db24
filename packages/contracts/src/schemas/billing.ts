import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  BILLING_EVENT_KINDS,
  BILLING_LIMITS,
  CLOCK_TIME_PATTERN,
  DAY_PATTERN,
  ID_MAX_LENGTH,
  INVOICE_METHODS,
  INVOICE_STATUSES,
  PERIOD_PATTERN,
  SUBSCRIBER_STATUSES,
} from '../limits';
import { BILLING_FIELD_MESSAGES } from '../messages';
import { listQuery } from './list-query';

// Plans, subscribers, invoices and the billing settings (docs/rules/billing.md). Answers use the
// `{ success: true, data }` envelope, lists `{ success, data, pagination }`.

const M = BILLING_FIELD_MESSAGES;
const L = BILLING_LIMITS;

/** An enum rather than a union of literals: one message for any wrong value, and cheap to serialise. */
const choice = <T extends string>(values: readonly T[], extra: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...extra });

const text = (limits: { min?: number; max: number }, message: string) =>
  Type.String({
    ...(limits.min !== undefined ? { minLength: limits.min } : {}),
    maxLength: limits.max,
    'x-message': message,
  });

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  Type.Integer({ minimum: limits.min, maximum: limits.max, 'x-message': message });

const auditFields = {
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
};

/* Plans. */

export const PlanSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    price: Type.Integer({ description: 'Whole rupiah' }),
    pppProfile: Type.String({ description: 'The RouterOS PPP profile a paying subscriber gets' }),
    description: Type.String({ description: "'' when there is none" }),
    subscriberCount: Type.Integer({ minimum: 0, description: 'Subscribers on this plan' }),
    ...auditFields,
  },
  { title: 'Plan' },
);
export type Plan = Static<typeof PlanSchema>;

const planFields = {
  name: text(L.planName, M.planName),
  price: wholeNumber(L.price, M.price),
  pppProfile: text(L.pppProfile, M.pppProfile),
  description: text(L.description, M.description),
};

export const CreatePlanBody = Type.Object(
  {
    name: planFields.name,
    price: planFields.price,
    pppProfile: planFields.pppProfile,
    description: Type.Optional(planFields.description),
  },
  { additionalProperties: false },
);
export type CreatePlanInput = Static<typeof CreatePlanBody>;

/** A field left out keeps its value; a price change applies from the next invoice. */
export const UpdatePlanBody = Type.Partial(CreatePlanBody, { additionalProperties: false });
export type UpdatePlanInput = Static<typeof UpdatePlanBody>;

export const PLAN_SORT_COLUMNS = ['name', 'price', 'pppProfile', 'createdAt', 'updatedAt'] as const;
export type PlanSortColumn = (typeof PLAN_SORT_COLUMNS)[number];
export const PlanListQuery = listQuery(PLAN_SORT_COLUMNS);

/* Subscribers. */

export const SubscriberStatusSchema = choice(SUBSCRIBER_STATUSES, {
  description: 'active, isolated (an overdue invoice unpaid) or terminated',
});

export const SubscriberSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    phone: Type.String({
      description: "Indonesian mobile as 62…; '' when there is none (imported)",
    }),
    email: Type.String({ description: "'' when there is none" }),
    address: Type.String(),
    routerId: Type.String({ format: 'uuid' }),
    routerName: Type.String(),
    pppUsername: Type.String(),
    planId: Type.String({ format: 'uuid' }),
    planName: Type.String(),
    planPrice: Type.Integer({ description: 'Whole rupiah' }),
    billingDay: Type.Integer({ minimum: 1, maximum: 28 }),
    billingStart: Type.String({ description: 'YYYY-MM-DD: no invoice for a period due before it' }),
    status: SubscriberStatusSchema,
    notes: Type.String(),
    routerChange: Type.Union(
      [Type.Literal('isolate'), Type.Literal('restore'), Type.Literal('terminate'), Type.Null()],
      {
        description:
          'A change waiting for the router (it was down or refused): the billing job retries it; null when none',
      },
    ),
    routerChangeReason: Type.Union([Type.String(), Type.Null()], {
      description: "Why the router has not taken the waiting change yet (the router's diagnosis)",
    }),
    ...auditFields,
  },
  { title: 'Subscriber' },
);
export type Subscriber = Static<typeof SubscriberSchema>;

/** `POST /subscribers`'s answer: the subscriber, and the made secret's password, shown once. */
export const SubscriberCreatedSchema = Type.Object(
  {
    ...SubscriberSchema.properties,
    pppPassword: Type.Optional(
      Type.String({ description: 'With createSecret only: the new secret password, shown once' }),
    ),
  },
  { title: 'SubscriberCreated' },
);
export type SubscriberCreated = Static<typeof SubscriberCreatedSchema>;

const uuidField = (message: string) =>
  Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH, 'x-message': message });

const subscriberFields = {
  name: text(L.subscriberName, M.subscriberName),
  phone: Type.String({
    minLength: 1,
    maxLength: L.phone.max,
    'x-message': M.phone,
    description: '0812…, +62 812…, 62812…; spaces and dashes allowed; stored as 62…',
  }),
  email: Type.Union(
    [
      Type.Literal('', { 'x-message': M.email }),
      Type.String({ format: 'email', maxLength: L.email.max, 'x-message': M.email }),
    ],
    { 'x-message': M.email },
  ),
  address: text(L.address, M.address),
  routerId: uuidField(M.routerId),
  planId: uuidField(M.planId),
  pppUsername: text(L.pppUsername, M.pppUsername),
  billingDay: wholeNumber(L.billingDay, M.billingDay),
  billingStart: Type.String({ pattern: DAY_PATTERN, 'x-message': M.billingStart }),
  notes: text(L.notes, M.notes),
};

/**
 * `POST /subscribers`: links the router's PPP secret `pppUsername`, or with `createSecret` makes one
 * (the given or a generated username, a random password, the plan's profile).
 */
export const CreateSubscriberBody = Type.Object(
  {
    name: subscriberFields.name,
    phone: subscriberFields.phone,
    email: Type.Optional(subscriberFields.email),
    address: Type.Optional(subscriberFields.address),
    routerId: subscriberFields.routerId,
    pppUsername: Type.Optional(subscriberFields.pppUsername),
    planId: subscriberFields.planId,
    billingDay: subscriberFields.billingDay,
    billingStart: Type.Optional(subscriberFields.billingStart),
    notes: Type.Optional(subscriberFields.notes),
    createSecret: Type.Optional(Type.Boolean({ 'x-message': M.createSecret })),
  },
  { additionalProperties: false },
);
export type CreateSubscriberInput = Static<typeof CreateSubscriberBody>;

/**
 * `PUT /subscribers/{id}`: a field left out keeps its value. The router and PPP username stay (a
 * subscriber is its secret); the status changes only through isolate, restore and terminate.
 */
export const UpdateSubscriberBody = Type.Object(
  {
    name: Type.Optional(subscriberFields.name),
    phone: Type.Optional(subscriberFields.phone),
    email: Type.Optional(subscriberFields.email),
    address: Type.Optional(subscriberFields.address),
    planId: Type.Optional(subscriberFields.planId),
    billingDay: Type.Optional(subscriberFields.billingDay),
    billingStart: Type.Optional(subscriberFields.billingStart),
    notes: Type.Optional(subscriberFields.notes),
  },
  { additionalProperties: false },
);
export type UpdateSubscriberInput = Static<typeof UpdateSubscriberBody>;

/** `POST /subscribers/import`: the router's existing secrets as subscribers, all or nothing. */
export const ImportSubscribersBody = Type.Object(
  {
    routerId: subscriberFields.routerId,
    planId: subscriberFields.planId,
    billingDay: subscriberFields.billingDay,
    billingStart: Type.Optional(subscriberFields.billingStart),
    usernames: Type.Array(subscriberFields.pppUsername, {
      minItems: L.importUsernames.min,
      maxItems: L.importUsernames.max,
      'x-message': M.usernames,
    }),
  },
  { additionalProperties: false },
);
export type ImportSubscribersInput = Static<typeof ImportSubscribersBody>;

export const SubscribersImportedSchema = Type.Object({
  imported: Type.Integer({ minimum: 0 }),
  subscribers: Type.Array(SubscriberSchema),
});
export type SubscribersImported = Static<typeof SubscribersImportedSchema>;

/**
 * A row of `GET /subscribers` (and `.csv`): the subscriber and what it owes, judged by today in
 * WIB (docs/rules/billing.md#subscribers).
 */
export const SubscriberListItemSchema = Type.Object(
  {
    ...SubscriberSchema.properties,
    nextDueDate: Type.Union([Type.String(), Type.Null()], {
      description:
        "YYYY-MM-DD: the oldest unpaid invoice's due date, else the next period's (billing day, not before billingStart, a period not yet invoiced); null when terminated",
    }),
    unpaidAmount: Type.Integer({ minimum: 0, description: 'Whole rupiah: the unpaid invoices' }),
    unpaidCount: Type.Integer({ minimum: 0, description: 'Unpaid invoices' }),
    overdue: Type.Boolean({ description: 'An unpaid invoice is past its due date (WIB)' }),
  },
  { title: 'SubscriberListItem' },
);
export type SubscriberListItem = Static<typeof SubscriberListItemSchema>;

export const SUBSCRIBER_SORT_COLUMNS = [
  'name',
  'phone',
  'pppUsername',
  'billingDay',
  'status',
  'nextDueDate',
  'unpaidAmount',
  'createdAt',
  'updatedAt',
] as const;
export type SubscriberSortColumn = (typeof SUBSCRIBER_SORT_COLUMNS)[number];

const filterId = (description: string) =>
  Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH, description }));

export const SubscriberListQuery = listQuery(SUBSCRIBER_SORT_COLUMNS, {
  routerId: filterId('Only this router'),
  planId: filterId('Only this plan'),
  status: Type.Optional(SubscriberStatusSchema),
  overdue: Type.Optional(
    Type.Boolean({
      description: 'true: only subscribers with an unpaid invoice past its due date (WIB)',
      'x-message': M.overdue,
    }),
  ),
});
export type SubscriberListQueryInput = Static<typeof SubscriberListQuery>;

/* Billing settings. */

const quietHours = Type.Union(
  [
    Type.Object(
      {
        from: Type.String({ pattern: CLOCK_TIME_PATTERN, 'x-message': M.quietHours }),
        to: Type.String({ pattern: CLOCK_TIME_PATTERN, 'x-message': M.quietHours }),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { 'x-message': M.quietHours },
);

const settingsFields = {
  invoiceLeadDays: wholeNumber(L.invoiceLeadDays, M.invoiceLeadDays),
  graceDays: wholeNumber(L.graceDays, M.graceDays),
  reminderDays: Type.Array(wholeNumber(L.reminderDays, M.reminderDays), {
    maxItems: L.reminderDays.maxItems,
    'x-message': M.reminderDays,
  }),
  quietHours,
  waBaseUrl: Type.String({
    maxLength: L.waBaseUrl.max,
    pattern: '^(?:|https?://\\S+)$',
    'x-message': M.waBaseUrl,
  }),
  emailFrom: Type.Union(
    [
      Type.Literal('', { 'x-message': M.emailFrom }),
      Type.String({ format: 'email', maxLength: L.emailFrom.max, 'x-message': M.emailFrom }),
    ],
    { 'x-message': M.emailFrom },
  ),
};

export const BillingSettingsSchema = Type.Object(
  {
    invoiceLeadDays: Type.Integer(),
    graceDays: Type.Integer(),
    reminderDays: Type.Array(Type.Integer()),
    quietHours: Type.Union([Type.Object({ from: Type.String(), to: Type.String() }), Type.Null()]),
    waBaseUrl: Type.String(),
    waTokenSet: Type.Boolean({ description: 'A WhatsApp token is stored (it is never read back)' }),
    emailFrom: Type.String(),
    updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'BillingSettings' },
);
export type BillingSettings = Static<typeof BillingSettingsSchema>;

/** `PUT /billing/settings`: a field left out keeps its value; `waToken` '' clears it. */
export const UpdateBillingSettingsBody = Type.Object(
  {
    invoiceLeadDays: Type.Optional(settingsFields.invoiceLeadDays),
    graceDays: Type.Optional(settingsFields.graceDays),
    reminderDays: Type.Optional(settingsFields.reminderDays),
    quietHours: Type.Optional(settingsFields.quietHours),
    waBaseUrl: Type.Optional(settingsFields.waBaseUrl),
    waToken: Type.Optional(text(L.waToken, M.waToken)),
    emailFrom: Type.Optional(settingsFields.emailFrom),
  },
  { additionalProperties: false },
);
export type UpdateBillingSettingsInput = Static<typeof UpdateBillingSettingsBody>;

/* Invoices (read shape). */

export const InvoiceStatusSchema = choice(INVOICE_STATUSES);
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const InvoiceSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String({ description: 'INV/YYYY/MM/NNNNN, gap-free per month of issue' }),
    subscriberId: Type.String({ format: 'uuid' }),
    subscriberName: Type.String(),
    period: Type.String({ description: 'YYYY-MM' }),
    amount: Type.Integer({ description: "Whole rupiah: the plan's price when issued" }),
    issuedAt: Type.String({ format: 'date-time' }),
    dueDate: Type.String({ description: "YYYY-MM-DD: the subscriber's billing day in the period" }),
    status: InvoiceStatusSchema,
    paidAt: nullable(Type.String({ format: 'date-time' })),
    paidAmount: nullable(Type.Integer()),
    method: nullable(choice(INVOICE_METHODS)),
    receivedBy: nullable(Type.String()),
    merchantRef: nullable(Type.String()),
    voidReason: nullable(Type.String()),
    payUrl: nullable(Type.String({ description: 'The public pay page while unpaid' })),
  },
  { title: 'Invoice' },
);
export type Invoice = Static<typeof InvoiceSchema>;

/** `GET /subscribers/{id}/events`: one line of a subscriber's billing history. */
export const SubscriberEventSchema = Type.Object(
  {
    id: Type.Integer(),
    event: choice(BILLING_EVENT_KINDS),
    at: Type.String({ format: 'date-time' }),
    invoiceId: nullable(Type.String({ format: 'uuid' })),
    invoiceNumber: nullable(Type.String()),
  },
  { title: 'SubscriberEvent' },
);
export type SubscriberEvent = Static<typeof SubscriberEventSchema>;

/** `POST /subscribers/{id}/invoices`: issue one period's invoice by hand. */
export const IssueInvoiceBody = Type.Object(
  { period: Type.String({ pattern: PERIOD_PATTERN, 'x-message': M.period }) },
  { additionalProperties: false },
);
export type IssueInvoiceInput = Static<typeof IssueInvoiceBody>;

export const INVOICE_SORT_COLUMNS = [
  'number',
  'period',
  'amount',
  'dueDate',
  'issuedAt',
  'status',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

export const InvoiceListQuery = listQuery(INVOICE_SORT_COLUMNS, {
  subscriberId: filterId('Only this subscriber'),
  routerId: filterId("Only the invoices of this router's subscribers"),
  status: Type.Optional(InvoiceStatusSchema),
  period: Type.Optional(Type.String({ pattern: PERIOD_PATTERN, 'x-message': M.period })),
  overdue: Type.Optional(
    Type.Boolean({
      description: 'Only unpaid invoices whose due date has passed (WIB)',
      'x-message': M.overdue,
    }),
  ),
});
export type InvoiceListQueryInput = Static<typeof InvoiceListQuery>;

/** `GET /invoices`' `totals`, beside `pagination`: the sums over every invoice the filter matches. */
export const InvoiceTotalsSchema = Type.Object(
  {
    count: Type.Integer({ minimum: 0 }),
    amount: Type.Integer({ minimum: 0, description: 'Whole rupiah: every invoice matched' }),
    paidAmount: Type.Integer({ minimum: 0, description: 'Whole rupiah received (paid ones)' }),
    unpaidAmount: Type.Integer({
      minimum: 0,
      description: 'Whole rupiah still owed (unpaid ones)',
    }),
  },
  { title: 'InvoiceTotals' },
);
export type InvoiceTotals = Static<typeof InvoiceTotalsSchema>;

/** `POST /invoices/{id}/pay`: a payment at the counter (cash) or by bank transfer, recorded once. */
export const PAY_METHODS = ['cash', 'transfer'] as const;
export const PayInvoiceBody = Type.Object(
  {
    method: choice(PAY_METHODS, { 'x-message': M.paymentMethod }),
    paidAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'When the money was received (default now); not in the future',
        'x-message': M.paidAt,
      }),
    ),
    note: Type.Optional(text(L.paymentNote, M.paymentNote)),
  },
  { additionalProperties: false },
);
export type PayInvoiceInput = Static<typeof PayInvoiceBody>;

/** `POST /invoices/{id}/void`: an unpaid invoice is cancelled with a reason. */
export const VoidInvoiceBody = Type.Object(
  { reason: text(L.voidReason, M.voidReason) },
  { additionalProperties: false },
);
export type VoidInvoiceInput = Static<typeof VoidInvoiceBody>;
