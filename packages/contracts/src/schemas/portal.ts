import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_METHODS, INVOICE_STATUSES, PORTAL_LIMITS, SUBSCRIBER_STATUSES } from '../limits';

export { PORTAL_LIMITS } from '../limits';

// The subscriber portal (docs/rules/portal.md): a subscriber signs in with their phone number and a
// code sent by WhatsApp (and email), then reads their subscriptions, invoices and the vouchers bought
// online with that phone. Answers use the `{ success: true, data }` envelope.

export const PORTAL_FIELD_MESSAGES = {
  phone: 'Enter a mobile number (08…, +62…)',
  code: `Enter the ${PORTAL_LIMITS.codeLength}-digit code`,
} as const;

/** The portal session's cookie; sent only to /api/portal. */
export const PORTAL_COOKIE = 'portal_session';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const choice = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const PortalOtpBody = Type.Object(
  {
    phone: Type.String({
      minLength: PORTAL_LIMITS.phone.min,
      maxLength: PORTAL_LIMITS.phone.max,
      'x-message': PORTAL_FIELD_MESSAGES.phone,
    }),
  },
  { additionalProperties: false },
);
export type PortalOtpInput = Static<typeof PortalOtpBody>;

export const PortalLoginBody = Type.Object(
  {
    phone: Type.String({
      minLength: PORTAL_LIMITS.phone.min,
      maxLength: PORTAL_LIMITS.phone.max,
      'x-message': PORTAL_FIELD_MESSAGES.phone,
    }),
    code: Type.String({
      pattern: `^[0-9]{${PORTAL_LIMITS.codeLength}}$`,
      'x-message': PORTAL_FIELD_MESSAGES.code,
    }),
  },
  { additionalProperties: false },
);
export type PortalLoginInput = Static<typeof PortalLoginBody>;

export const PortalSubscriptionSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    plan: Type.String(),
    price: Type.Integer({ description: "Whole rupiah: the plan's price" }),
    status: choice(SUBSCRIBER_STATUSES),
    pppUsername: Type.String(),
    routerName: Type.String(),
    unpaidInvoices: Type.Integer({ minimum: 0 }),
    /** The oldest unpaid invoice's pay page: what pays an isolated subscription back on. */
    payUrl: nullable(Type.String()),
  },
  { title: 'PortalSubscription' },
);
export type PortalSubscription = Static<typeof PortalSubscriptionSchema>;

export const PortalMeSchema = Type.Object(
  {
    phone: Type.String({ description: '62…' }),
    subscriptions: Type.Array(PortalSubscriptionSchema),
  },
  { title: 'PortalMe' },
);
export type PortalMe = Static<typeof PortalMeSchema>;

export const PortalInvoiceSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    number: Type.String(),
    subscriptionId: Type.String({ format: 'uuid' }),
    subscriberName: Type.String(),
    pppUsername: Type.String(),
    period: Type.String({ description: 'YYYY-MM' }),
    amount: Type.Integer(),
    dueDate: Type.String({ description: 'YYYY-MM-DD' }),
    status: choice(INVOICE_STATUSES),
    paidAt: nullable(Type.String({ format: 'date-time' })),
    paidAmount: Type.Union([Type.Integer(), Type.Null()]),
    method: Type.Union([choice(INVOICE_METHODS), Type.Null()]),
    payUrl: nullable(Type.String({ description: 'The public pay page while unpaid' })),
  },
  { title: 'PortalInvoice' },
);
export type PortalInvoice = Static<typeof PortalInvoiceSchema>;

export const PortalReceiptSchema = Type.Object(
  {
    invoice: PortalInvoiceSchema,
    company: Type.String(),
    receivedBy: nullable(Type.String()),
  },
  { title: 'PortalReceipt' },
);
export type PortalReceipt = Static<typeof PortalReceiptSchema>;

export const PortalVoucherSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    merchantRef: Type.String(),
    packageName: Type.String(),
    amount: Type.Integer(),
    status: Type.String({ description: 'UNPAID, PAID, EXPIRED, FAILED or REFUND' }),
    voucherName: nullable(Type.String({ description: 'The hotspot user name, once made' })),
    createdAt: Type.String({ format: 'date-time' }),
    paidAt: nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'PortalVoucher' },
);
export type PortalVoucher = Static<typeof PortalVoucherSchema>;

export const PortalInvoiceParams = Type.Object({
  id: Type.String({ maxLength: 64, 'x-message': 'must be an invoice id' }),
});
