import { useQuery } from '@tanstack/react-query';
import { routerPaymentPath, routerPaymentsPath } from 'contracts/paths';
import type { TransactionDetail } from 'contracts/types';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';

/** While a paid transaction's account is being created, the open detail reads again this often. */
export const PROVISIONING_POLL_MS = 2_000;

/**
 * The detail's cache key starts with the list's path, so an action on the list's path (retry
 * provisioning) refreshes the open detail and every page of the list at once.
 */
export function paymentDetailKey(routerId: string, merchantRef: string) {
  return [routerPaymentsPath(routerId), 'detail', merchantRef] as const;
}

const provisioningUnderWay = (detail: TransactionDetail | undefined): boolean =>
  detail?.status === 'PAID' && detail.provisioning === 'pending';

/** `GET /routers/{id}/payments/{merchantRef}`: the transaction, its flag and every callback. */
export function usePaymentDetail(routerId: string, merchantRef: string | null) {
  return useQuery({
    queryKey: paymentDetailKey(routerId, merchantRef ?? ''),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(routerPaymentPath(routerId, merchantRef ?? ''), {
        signal,
      });
      return successEnvelope.readRecord<TransactionDetail>(response.data);
    },
    enabled: merchantRef !== null,
    refetchInterval: (query) =>
      provisioningUnderWay(query.state.data) ? PROVISIONING_POLL_MS : false,
  });
}

/** `POST /routers/{id}/payments/{merchantRef}/retry-provisioning` (admin): the fresh detail. */
export async function retryProvisioning(
  routerId: string,
  merchantRef: string,
): Promise<{ success: true; data: TransactionDetail; message: string }> {
  const response = await http.post<unknown>(
    `${routerPaymentPath(routerId, merchantRef)}/retry-provisioning`,
  );
  const data = successEnvelope.readRecord<TransactionDetail>(response.data);
  return { success: true, data, message: RETRY_SUCCESS_MESSAGE };
}

export const RETRY_SUCCESS_MESSAGE = 'Provisioning restarted: the PPP account is being created';
export const RETRY_ERROR_MESSAGE = 'Failed to retry provisioning';
