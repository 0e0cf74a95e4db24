import { TRANSACTION_STATUSES } from 'contracts/limits';
import type { TransactionStatus } from 'contracts/types';
import { fromIsoDay } from 'ui-kit/date-picker';

/** The query keys of the payments page's address: the list's filter and the open transaction. */
export const PAYMENT_QUERY = {
  status: 'status',
  startDate: 'startDate',
  endDate: 'endDate',
  detail: 'ref',
  /** Every router's list (`/app/payments`): the router it is narrowed to, and the open row's. */
  router: 'routerId',
  detailRouter: 'refRouter',
} as const;

/** What the payments list is narrowed to; the API's own parameter names (docs/rules/payments.md). */
export interface PaymentFilter {
  status: TransactionStatus | null;
  startDate: string | null;
  endDate: string | null;
}

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return (TRANSACTION_STATUSES as readonly unknown[]).includes(value);
}

const day = (value: string | null): string | null => (fromIsoDay(value) ? value : null);

/**
 * The filter a link or a reload carries. Anything the API would refuse (an unknown status, a
 * malformed day, an end before the start) is dropped here, so a hand-edited link shows the
 * unfiltered list instead of an error.
 */
export function readPaymentFilter(query: URLSearchParams): PaymentFilter {
  const status = query.get(PAYMENT_QUERY.status);
  const startDate = day(query.get(PAYMENT_QUERY.startDate));
  let endDate = day(query.get(PAYMENT_QUERY.endDate));
  if (!startDate || (endDate && endDate < startDate)) endDate = null;
  return {
    status: isTransactionStatus(status) ? status : null,
    startDate,
    endDate: startDate ? (endDate ?? startDate) : null,
  };
}
