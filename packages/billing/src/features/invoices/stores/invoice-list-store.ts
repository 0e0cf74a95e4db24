import type { Invoice } from 'contracts/types';
import { createListStore } from 'ui-kit/list';

/** The invoices list's view state: newest issued first, as the API sorts them. */
export const useInvoiceListStore = createListStore<Invoice>('invoices', {
  sortCol: 'issuedAt',
  sortDir: 'DESC',
});

/** A subscriber page's invoices: a view state of its own, so the invoices list keeps its page. */
export const useSubscriberInvoiceListStore = createListStore<Invoice>('subscriber-invoices', {
  sortCol: 'period',
  sortDir: 'DESC',
});
