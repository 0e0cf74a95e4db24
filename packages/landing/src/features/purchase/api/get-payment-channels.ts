import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAYMENT_CHANNELS_PATH } from 'contracts/paths';
import type { PaymentChannel } from 'contracts/types';
import { http } from 'shared-auth';
import { successData } from './success-data';

export async function getPaymentChannels(
  packageId: string,
  signal?: AbortSignal,
): Promise<PaymentChannel[]> {
  const response = await http.get<unknown>(PUBLIC_PAYMENT_CHANNELS_PATH, {
    params: { packageId },
    signal,
  });
  const channels = successData<unknown>(response.status, response.data);
  if (!Array.isArray(channels)) throw new Error('The payment methods could not be read');
  return channels as PaymentChannel[];
}

export const paymentChannelsQueryOptions = (packageId: string) =>
  queryOptions({
    queryKey: ['public', 'payment-channels', packageId] as const,
    queryFn: ({ signal }) => getPaymentChannels(packageId, signal),
    // Tripay's fees change rarely; a visitor who closes and reopens the dialog need not wait again.
    staleTime: 5 * 60_000,
    // The visitor sees the failure and a Retry button rather than a long wait.
    retry: false,
  });

export function usePaymentChannels(packageId: string) {
  return useQuery(paymentChannelsQueryOptions(packageId));
}
