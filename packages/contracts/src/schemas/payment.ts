// Online payments (docs/rules/payments.md): checkout, the public status page, the admin's detail with
// its callback history.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CHECKOUT_EMAIL_PATTERN, CHECKOUT_LIMITS, ID_MAX_LENGTH } from '../limits';
import { CHECKOUT_FIELD_MESSAGES } from '../messages';
import { TransactionSchema, TransactionStatusSchema, ProvisioningStateSchema } from './router';
import { PublicTransactionVoucherSchema } from './hotspot';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `GET /public/payment-channels?packageId=` */
export const PaymentChannelsQuery = Type.Object({
  packageId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'A package sold online' }),
});

/** One of Tripay's channels as the checkout shows it (fees in whole rupiah). */
export const PaymentChannelSchema = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    group: Type.String(),
    type: Type.String({ description: "'DIRECT' (pay code shown) or 'REDIRECT'" }),
    iconUrl: nullable(Type.String()),
    feeFlat: Type.Number({ description: 'Fee the buyer pays, flat part (rupiah)' }),
    feePercent: Type.Number({ description: 'Fee the buyer pays, percent part' }),
    totalFee: Type.Integer({ description: 'Fee for this package, rupiah' }),
    minimumAmount: nullable(Type.Integer()),
    maximumAmount: nullable(Type.Integer()),
  },
  { title: 'PaymentChannel' },
);
export type PaymentChannel = Static<typeof PaymentChannelSchema>;

/** `POST /public/checkout`: the amount is never sent, it is the package's price. */
export const CheckoutBody = Type.Object(
  {
    packageId: Type.String({ maxLength: ID_MAX_LENGTH }),
    customerName: Type.String({
      minLength: 1,
      maxLength: CHECKOUT_LIMITS.customerName.max,
      'x-message': CHECKOUT_FIELD_MESSAGES.customerName,
    }),
    customerPhone: Type.String({
      minLength: CHECKOUT_LIMITS.customerPhone.min,
      maxLength: CHECKOUT_LIMITS.customerPhone.max,
      'x-message': CHECKOUT_FIELD_MESSAGES.customerPhone,
    }),
    customerEmail: Type.String({
      minLength: CHECKOUT_LIMITS.customerEmail.min,
      maxLength: CHECKOUT_LIMITS.customerEmail.max,
      pattern: CHECKOUT_EMAIL_PATTERN,
      'x-message': CHECKOUT_FIELD_MESSAGES.customerEmail,
    }),
    method: Type.String({
      minLength: 1,
      maxLength: CHECKOUT_LIMITS.method.max,
      pattern: '^[A-Z0-9_]+$',
      'x-message': CHECKOUT_FIELD_MESSAGES.method,
    }),
  },
  { additionalProperties: false },
);
export type CheckoutInput = Static<typeof CheckoutBody>;

/** `POST /public/checkout` 201 `data`. */
export const CheckoutResultSchema = Type.Object(
  {
    merchantRef: Type.String(),
    checkoutUrl: Type.String(),
    payCode: nullable(Type.String()),
    payUrl: nullable(Type.String()),
    amount: Type.Integer({ description: 'Whole rupiah' }),
    expiresAt: Type.String({ format: 'date-time' }),
    statusUrl: Type.String({
      description: '/pay/{merchantRef}?t={token}: keep it, it is the only key',
    }),
  },
  { title: 'CheckoutResult' },
);
export type CheckoutResult = Static<typeof CheckoutResultSchema>;

export const PublicTransactionParams = Type.Object({
  merchantRef: Type.String({ maxLength: 100 }),
});
export const PublicTransactionQuery = Type.Object({
  t: Type.Optional(Type.String({ maxLength: 200, description: 'The status token' })),
});

/** `GET /public/transactions/{merchantRef}?t=` `data`: the status page. */
export const PublicTransactionSchema = Type.Object(
  {
    merchantRef: Type.String(),
    status: TransactionStatusSchema,
    amount: Type.Integer(),
    packageName: Type.String(),
    method: nullable(Type.String()),
    checkoutUrl: nullable(Type.String()),
    payCode: nullable(Type.String()),
    expiresAt: nullable(Type.String({ format: 'date-time' })),
    paidAt: nullable(Type.String({ format: 'date-time' })),
    provisioning: ProvisioningStateSchema,
    /** Only once provisioned. */
    pppUsername: nullable(Type.String()),
    pppPassword: nullable(Type.String()),
    secretExpiresAt: nullable(Type.String({ format: 'date-time' })),
    /** A voucher sold online (docs/rules/hotspot.md): its code, password and login address once made. */
    ...PublicTransactionVoucherSchema.properties,
    /**
     * The invoice this payment settles (docs/rules/billing.md#paying-online), else null: nothing is
     * provisioned, PAID is final, and the page links back to the invoice's own pay page.
     */
    invoice: nullable(
      Type.Object({
        number: Type.String(),
        payPath: Type.String({ description: 'The invoice pay page on this origin: /bayar/{token}' }),
      }),
    ),
  },
  { title: 'PublicTransaction' },
);
export type PublicTransaction = Static<typeof PublicTransactionSchema>;

/** One callback received for a transaction, as the detail lists it. */
export const PaymentCallbackSchema = Type.Object(
  {
    id: Type.Integer(),
    receivedAt: Type.String({ format: 'date-time' }),
    verdict: Type.String({
      description:
        'applied, repeat, ignored, amount-mismatch, bad-signature, bad-event, unknown-ref, malformed',
    }),
    status: nullable(Type.String()),
    totalAmount: nullable(Type.Integer()),
    event: nullable(Type.String()),
    remoteAddress: nullable(Type.String()),
    detail: nullable(Type.String()),
    rawBody: Type.String(),
  },
  { title: 'PaymentCallback' },
);
export type PaymentCallback = Static<typeof PaymentCallbackSchema>;

export const RouterPaymentParams = Type.Object({
  id: Type.String({ maxLength: ID_MAX_LENGTH }),
  merchantRef: Type.String({ maxLength: 100 }),
});

/** `GET /routers/{id}/payments/{merchantRef}` `data`. */
export const TransactionDetailSchema = Type.Composite(
  [TransactionSchema, Type.Object({ callbacks: Type.Array(PaymentCallbackSchema) })],
  { title: 'TransactionDetail' },
);
export type TransactionDetail = Static<typeof TransactionDetailSchema>;

/* The public pay page of an invoice (`/bayar/{token}`, docs/rules/billing.md#paying-online). */

export const PayTokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100, description: 'The unguessable pay token' }),
});

/** What anyone holding the link sees: never more of the subscriber than the first name. */
export const PublicInvoiceSchema = Type.Object(
  {
    number: Type.String(),
    period: Type.String({ description: 'YYYY-MM' }),
    amount: Type.Integer({ description: 'Whole rupiah' }),
    dueDate: Type.String({ description: 'YYYY-MM-DD' }),
    status: Type.Unsafe<'unpaid' | 'paid' | 'void'>({
      type: 'string',
      enum: ['unpaid', 'paid', 'void'],
    }),
    firstName: Type.String({ description: "The subscriber's first name only" }),
  },
  { title: 'PublicInvoice' },
);
export type PublicInvoice = Static<typeof PublicInvoiceSchema>;

/**
 * `POST /public/invoices/{token}/checkout`: the channel, and an email for Tripay's receipt when the
 * subscriber has none on record; the amount is the invoice's.
 */
export const InvoiceCheckoutBody = Type.Object(
  {
    method: CheckoutBody.properties.method,
    customerEmail: Type.Optional(CheckoutBody.properties.customerEmail),
  },
  { additionalProperties: false },
);
export type InvoiceCheckoutInput = Static<typeof InvoiceCheckoutBody>;
