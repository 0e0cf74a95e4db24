import { useQuery } from '@tanstack/react-query';
import { publicInvoicePath } from 'contracts/paths';
import type { PublicInvoice } from 'contracts/types';
import { http } from 'shared-auth';
import { statusOf } from './get-public-transaction';
import { successData } from './success-data';

/** `GET /public/invoices/{token}`: number, period, amount, due date, status and the first name. */
export async function getPublicInvoice(
  token: string,
  signal?: AbortSignal,
): Promise<PublicInvoice> {
  const response = await http.get<unknown>(publicInvoicePath(token), { signal });
  return successData<PublicInvoice>(response.status, response.data);
}

export const publicInvoiceQueryKey = (token: string) => ['public', 'invoice', token] as const;

/**
 * The pay page's invoice. Asked again when the payer comes back to the tab (it may have been paid
 * meanwhile, at the counter or on another device); a 404 (unknown token) is never retried.
 */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: publicInvoiceQueryKey(token),
    queryFn: ({ signal }) => getPublicInvoice(token, signal),
    enabled: token.length > 0,
    retry: (failures, error) => statusOf(error) !== 404 && failures < 2,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
