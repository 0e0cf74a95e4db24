import { INVOICES_PATH, SUBSCRIBERS_PATH, subscriberInvoicesPath } from 'contracts/paths';
import type { Invoice } from 'contracts/types';
import { http } from 'shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import { saveRecord, successEnvelope, type SaveResponse } from 'ui-kit/envelope';
import type { ActionResponse } from 'ui-kit/list';

export { INVOICES_PATH };

export const PAY_LINK_COPIED = 'Pay link copied';
export const PAY_LINK_NOT_COPIED = 'The browser did not let the pay link be copied';

/** `POST /subscribers/{id}/invoices { period }`: one period's invoice, issued by hand. */
export function issueInvoice(subscriberId: string, period: string): Promise<SaveResponse<Invoice>> {
  return saveRecord<Invoice>(subscriberInvoicesPath(subscriberId), null, { period });
}

/** After an invoice is issued: the invoice lists and the subscriber's page read again. */
export function useRefreshInvoices(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] }),
      queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_PATH] }),
    ]);
  };
}

/** The pay page's whole address: the API may answer it from the site's root. */
export function absolutePayUrl(payUrl: string): string {
  return new URL(payUrl, window.location.origin).toString();
}

/** Copies an unpaid invoice's pay link, to send to the subscriber by hand. */
export async function copyPayLink(invoice: Invoice): Promise<ActionResponse> {
  if (!invoice.payUrl || !navigator.clipboard) throw new Error(PAY_LINK_NOT_COPIED);
  try {
    await navigator.clipboard.writeText(absolutePayUrl(invoice.payUrl));
  } catch {
    throw new Error(PAY_LINK_NOT_COPIED);
  }
  return { message: PAY_LINK_COPIED };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A period `YYYY-MM` as `November 2026`; anything else as it came. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : period;
}

export const METHOD_LABELS: Record<NonNullable<Invoice['method']>, string> = {
  tripay: 'Online (Tripay)',
  cash: 'Cash',
  transfer: 'Bank transfer',
};

/** What the Record payment dialog sends (docs/rules/billing.md#invoices). */
export interface PaymentValues {
  method: 'cash' | 'transfer';
  /** `YYYY-MM-DD HH:mm` in WIB; '' is now. */
  paidAt: string;
  note: string;
}

export const PAID_AT_PATTERN = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;

/** `POST /invoices/{id}/pay`: recorded once (a second is 409 with the server's reason). */
export async function payInvoice(
  id: string,
  values: PaymentValues,
): Promise<SaveResponse<Invoice>> {
  const match = PAID_AT_PATTERN.exec(values.paidAt.trim());
  const response = await http.post<unknown>(`${INVOICES_PATH}/${encodeURIComponent(id)}/pay`, {
    method: values.method,
    // The operator types the counter's wall clock, which is WIB.
    ...(match ? { paidAt: `${match[1]}T${match[2]}:00+07:00` } : {}),
    ...(values.note.trim() ? { note: values.note } : {}),
  });
  return successEnvelope.readSave<Invoice>(response.data);
}

/** `POST /invoices/{id}/void { reason }`: an unpaid invoice cancelled. */
export async function voidInvoice(id: string, reason: string): Promise<SaveResponse<Invoice>> {
  const response = await http.post<unknown>(`${INVOICES_PATH}/${encodeURIComponent(id)}/void`, {
    reason,
  });
  return successEnvelope.readSave<Invoice>(response.data);
}
