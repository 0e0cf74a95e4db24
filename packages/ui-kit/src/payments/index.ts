// `ui-kit/payments`: the Tripay payments lists' columns, status and provisioning badges, the filter
// their address holds and the export's file name: a router's list (`hotspot`) and every router's
// (`billing`) are built from these. Each subpath is a federated singleton of its own
// (config/federation.cjs): only the pages with a payments list load it.
export {
  FlagBadge,
  PROVISIONING_LABELS,
  ProvisioningBadge,
  ProvisioningCell,
  StatusCell,
  TRANSACTION_STATUS_LOOK,
  TransactionStatusBadge,
} from './payment-badges';
export {
  PAYMENT_QUERY,
  PAYMENTS_EXPORT_ERROR_MESSAGE,
  isTransactionStatus,
  paymentFilterParams,
  paymentsCsvFilename,
  readPaymentFilter,
  type PaymentFilter,
} from './payment-filter';
export { PaymentFilterFields, type PaymentFilterFieldsProps } from './payment-filter-fields';
export {
  ALL_STATUSES_LABEL,
  PAYMENTS_EMPTY_TEXT,
  PAYMENTS_SEARCH_PLACEHOLDER,
  paymentColumns,
} from './payment-columns';
