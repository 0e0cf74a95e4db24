// What the subscriber's page shows of invoices: its list's columns and actions, and Issue invoice.
export { IssueInvoiceDialog } from './components/issue-invoice-dialog';
export { copyPayLinkAction, subscriberInvoiceColumns } from './components/invoice-columns';
export { INVOICES_PATH } from './api/invoices';
export { useSubscriberInvoiceListStore } from './stores/invoice-list-store';
export { InvoiceViewDialog } from './components/invoice-view-dialog';
