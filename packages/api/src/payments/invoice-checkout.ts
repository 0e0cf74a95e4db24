// Paying an invoice online (docs/rules/billing.md#paying-online): the pay page's channels and its
// checkout, a closed payment on the subscriber's router's merchant for the invoice's amount (never
// the client's), made by the same machinery as a package's checkout. The transaction names the
// invoice; its PAID settles the invoice through a job (INVOICE_SETTLE_JOB), never from here.
import { BILLING_MESSAGES, CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import type { CheckoutResult, InvoiceCheckoutInput, PaymentChannel } from 'contracts/schemas';
import type { TripayClient } from 'tripay';
import type { RouterRow } from '../db/schema';
import { findInvoiceByPayToken, type PayableInvoice } from '../repositories/invoice-payments';
import { findRouterById } from '../repositories/routers';
import { conflict, invalidField, notFound } from '../schemas/errors';
import { channelsOf, startClosedPayment, throttleCheckout, type CheckoutContext } from './checkout';
import { normalisePhone, type PaymentService } from './service';

/** An unpaid invoice of a pay token and its router's Tripay client; 404 or 409 otherwise. */
async function payable(
  service: PaymentService,
  token: string,
): Promise<{ invoice: PayableInvoice; router: RouterRow; client: TripayClient }> {
  const invoice = await findInvoiceByPayToken(service.db.orm, token);
  if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  if (invoice.row.status === 'paid') throw conflict(BILLING_MESSAGES.invoiceAlreadyPaid);
  if (invoice.row.status === 'void') throw conflict(BILLING_MESSAGES.invoiceIsVoid);
  const router = await findRouterById(service.db.orm, invoice.routerId);
  const client = router && service.tripayFor(router);
  if (!router || !client) throw conflict(BILLING_MESSAGES.onlinePaymentUnavailable);
  return { invoice, router, client };
}

export async function invoiceChannels(
  service: PaymentService,
  token: string,
): Promise<PaymentChannel[]> {
  const { invoice, client } = await payable(service, token);
  return channelsOf(client, invoice.row.amount);
}

export async function invoiceCheckout(
  service: PaymentService,
  token: string,
  body: InvoiceCheckoutInput,
  context: CheckoutContext,
): Promise<CheckoutResult> {
  await throttleCheckout(service, context);
  const { invoice, router, client } = await payable(service, token);
  const { row } = invoice;
  // Tripay needs an email: the one on record, else the one the payer gives.
  const email = invoice.subscriberEmail || body.customerEmail?.trim() || '';
  if (!email) throw invalidField('customerEmail', CHECKOUT_FIELD_MESSAGES.customerEmail);
  const label = `Tagihan ${row.number} (${row.period})`;
  return startClosedPayment(
    service,
    client,
    router,
    {
      amount: row.amount,
      method: body.method,
      customer: {
        name: invoice.subscriberName,
        phone: normalisePhone(invoice.subscriberPhone) ?? '',
        email,
      },
      item: { sku: row.number.slice(-12), name: label },
      row: { invoiceId: row.id, packageName: label },
    },
    context,
  );
}
