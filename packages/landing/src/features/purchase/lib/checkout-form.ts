import {
  CHECKOUT_EMAIL_PATTERN,
  CHECKOUT_LIMITS,
  normaliseIndonesianMobile,
} from 'contracts/limits';
import { CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import type { CheckoutInput, InvoiceCheckoutInput, PaymentChannel } from 'contracts/types';

/** What the buyer types; `packageId` comes from the card. */
export type CheckoutValues = Omit<CheckoutInput, 'packageId'>;
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'customerName',
  'customerPhone',
  'customerEmail',
  'method',
];

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  method: '',
};

const EMAIL = new RegExp(CHECKOUT_EMAIL_PATTERN);

/** The same rules and messages as `POST /public/checkout` (contracts), first message per field. */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = values.customerName.trim();
  if (!name || name.length > CHECKOUT_LIMITS.customerName.max) {
    errors.customerName = CHECKOUT_FIELD_MESSAGES.customerName;
  }
  const phone = values.customerPhone.trim();
  if (phone.length > CHECKOUT_LIMITS.customerPhone.max || !normaliseIndonesianMobile(phone)) {
    errors.customerPhone = CHECKOUT_FIELD_MESSAGES.customerPhone;
  }
  const email = values.customerEmail.trim();
  if (email.length > CHECKOUT_LIMITS.customerEmail.max || !EMAIL.test(email)) {
    errors.customerEmail = CHECKOUT_FIELD_MESSAGES.customerEmail;
  }
  if (!values.method) errors.method = CHECKOUT_FIELD_MESSAGES.method;
  return errors;
}

/** What an invoice's payer gives on /bayar: a channel, and an email only when they type one. */
export type InvoiceCheckoutValues = Required<InvoiceCheckoutInput>;
export type InvoiceCheckoutErrors = Partial<Record<keyof InvoiceCheckoutValues, string>>;

/** `POST /public/invoices/{token}/checkout`'s rules and messages (contracts): the email is optional. */
export function validateInvoiceCheckout(values: InvoiceCheckoutValues): InvoiceCheckoutErrors {
  const errors: InvoiceCheckoutErrors = {};
  if (!values.method) errors.method = CHECKOUT_FIELD_MESSAGES.method;
  const email = values.customerEmail.trim();
  if (email && (email.length > CHECKOUT_LIMITS.customerEmail.max || !EMAIL.test(email)))
    errors.customerEmail = CHECKOUT_FIELD_MESSAGES.customerEmail;
  return errors;
}

/** The body sent: trimmed text, the phone as typed (the server stores its `08…` form). */
export function toCheckoutInput(packageId: string, values: CheckoutValues): CheckoutInput {
  return {
    packageId,
    customerName: values.customerName.trim(),
    customerPhone: values.customerPhone.trim(),
    customerEmail: values.customerEmail.trim(),
    method: values.method,
  };
}

/** What the buyer pays with a channel: the package price plus the channel's fee for it. */
export function totalWith(price: number, channel: PaymentChannel | undefined): number {
  return price + (channel?.totalFee ?? 0);
}

/** A direct channel answers with a pay code shown on our status page; the others pay at Tripay. */
export function isRedirectResult(result: { payCode: string | null }): boolean {
  return !result.payCode;
}

/** The status page's path from the API's absolute `statusUrl` (same origin as this page). */
export function statusPath(result: { statusUrl: string }): string {
  const url = new URL(result.statusUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
}
