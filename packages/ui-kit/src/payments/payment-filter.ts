import { TRANSACTION_STATUSES } from 'contracts/limits';
import type { TransactionStatus } from 'contracts/types';
import { fromIsoDay } from '../date/day-range';
import { fileSlug, periodSlug } from 'ui-kit/list';

// The Tripay payments lists (docs/rules/payments.md#transactions-screen): a router's (`hotspot`,
// `/app/routers/{id}/payments`) and every router's (`billing`, `/app/payments`) read the same address.

/** The query keys of the payments lists' addresses: the list's filter and the open transaction. */
export const PAYMENT_QUERY = {
  status: 'status',
  startDate: 'startDate',
  endDate: 'endDate',
  /** A router's list: the transaction whose detail is open (every router's list links there). */
  detail: 'ref',
  /** Every router's list (`/app/payments`): the router it is narrowed to. */
  router: 'routerId',
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

/** The list's query for the filter (the API's parameter names), every router's with its router. */
export function paymentFilterParams(
  filter: PaymentFilter,
  routerId: string | null = null,
): Record<string, string | null> {
  return {
    status: filter.status,
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...(routerId ? { routerId } : {}),
  };
}

export const PAYMENTS_EXPORT_ERROR_MESSAGE = 'Failed to export transactions';

/**
 * `payments-<router>-<from>-to-<to>[-<status>].csv`; without a date filter the day of the export
 * ('all-until-2026-11-24'), so two files never look alike.
 */
export function paymentsCsvFilename(
  routerName: string,
  filter: PaymentFilter,
  today: string,
): string {
  const { startDate, endDate, status } = filter;
  const days = periodSlug(startDate, endDate, today);
  return `payments-${fileSlug(routerName, 'router')}-${days}${status ? `-${status.toLowerCase()}` : ''}.csv`;
}
