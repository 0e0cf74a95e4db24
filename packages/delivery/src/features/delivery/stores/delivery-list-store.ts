import { createListStore } from 'ui-kit/list';
import type { Delivery } from 'contracts/types';

/** The list's filters (query parameters of `GET /deliveries`). */
export const DELIVERY_FILTERS = {
  customer: 'customerId',
  startDate: 'startDate',
  endDate: 'endDate',
} as const;

/**
 * docs/rules/lists.md#list-state: the selected customer and date range (as filters), page,
 * page size, sort, search and the records waiting in a dialog. Module scope: the chosen customer
 * and range are still there after a visit to another screen; a reload starts afresh.
 */
export const useDeliveryListStore = createListStore<Delivery>('delivery');
