import { useMutation } from '@tanstack/react-query';
import { publicInvoicePath } from 'contracts/paths';
import type { CheckoutResult, InvoiceCheckoutInput } from 'contracts/types';
import { http } from 'shared-auth';
import { successData } from './success-data';

/** `POST /public/invoices/{token}/checkout`: the server charges the invoice's amount, never ours. */
export async function createInvoiceCheckout({
  token,
  ...body
}: InvoiceCheckoutInput & { token: string }): Promise<CheckoutResult> {
  const response = await http.post<unknown>(`${publicInvoicePath(token)}/checkout`, body);
  return successData<CheckoutResult>(response.status, response.data);
}

export function useCreateInvoiceCheckout() {
  // Never retried by itself: a second POST would be a second payment at Tripay.
  return useMutation({ mutationFn: createInvoiceCheckout, retry: false });
}
