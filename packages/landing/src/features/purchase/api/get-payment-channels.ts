import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAYMENT_CHANNELS_PATH, publicInvoicePath } from 'contracts/paths';
import type { PaymentChannel } from 'contracts/types';
import { http } from 'shared-auth';
import { successData } from './success-data';

/** Whose channels: a package sold online, or an unpaid invoice (by its pay token). */
export type ChannelsFor = { packageId: string } | { invoiceToken: string };

const keyOf = (source: ChannelsFor) =>
  'packageId' in source ? source.packageId : `invoice:${source.invoiceToken}`;

export async function getPaymentChannels(
  source: ChannelsFor,
  signal?: AbortSignal,
): Promise<PaymentChannel[]> {
  const response =
    'packageId' in source
      ? await http.get<unknown>(PUBLIC_PAYMENT_CHANNELS_PATH, {
          params: { packageId: source.packageId },
          signal,
        })
      : await http.get<unknown>(`${publicInvoicePath(source.invoiceToken)}/channels`, { signal });
  const channels = successData<unknown>(response.status, response.data);
  if (!Array.isArray(channels)) throw new Error('The payment methods could not be read');
  return channels as PaymentChannel[];
}

export const paymentChannelsQueryOptions = (source: ChannelsFor) =>
  queryOptions({
    queryKey: ['public', 'payment-channels', keyOf(source)] as const,
    queryFn: ({ signal }) => getPaymentChannels(source, signal),
    // Tripay's fees change rarely; a visitor who closes and reopens the dialog need not wait again.
    staleTime: 5 * 60_000,
    // The visitor sees the failure and a Retry button rather than a long wait.
    retry: false,
  });

export function usePaymentChannels(source: ChannelsFor) {
  return useQuery(paymentChannelsQueryOptions(source));
}
