// `contracts/types`: the API's shapes as TypeScript types, derived from its schemas. Type-only:
// an import from here leaves nothing in a bundle, so a remote gets the API's own types without
// shipping TypeBox.
import type { Static } from '@sinclair/typebox';
import type {
  DeliveryPaginationSchema,
  ImportErrorsSchema,
  ImportResultSchema,
  LoginBody,
  PaginationSchema,
  RecordStatusSchema,
  RoleSchema,
  RouterStatsSchema,
  TransactionStatusSchema,
  ProvisioningStateSchema,
} from './schemas';

export type {
  CreateCustomerInput,
  CreateUserInput,
  Customer,
  CustomerSortColumn,
  Delivery,
  DeliveryFieldKey,
  DeliverySortColumn,
  UpdateCustomerInput,
  UpdateUserInput,
  User,
  UserProfile,
  UserSortColumn,
  // Routers, dashboard, PPP, transactions (docs/rules/routers.md, docs/rules/payments.md).
  Router,
  CreateRouterInput,
  UpdateRouterInput,
  RouterTestResult,
  DashboardStats,
  Transaction,
  TransactionSortColumn,
  PppSecret,
  PppProfile,
  PppActive,
  CreatePppSecretInput,
  UpdatePppSecretInput,
  CreatePppProfileInput,
  UpdatePppProfileInput,
  // Router health (docs/rules/routers.md#router-health).
  MetricPoint,
  MetricValues,
  Outage,
  RouterMetrics,
  // Reports (docs/rules/reports.md).
  SalesReport,
  SalesReportRow,
  ReportGroupBy,
  ReportSource,
  TablePreferences,
  TablePreferencesInput,
  LiveTrafficSample,
  LiveTrafficError,
  AuditEntry,
  AuditAction,
  AuditResource,
} from './schemas';

/** A record's review mark: 'pending' on create, then 'approved' or 'rejected'. */
export type RecordStatus = Static<typeof RecordStatusSchema>;
export type Role = Static<typeof RoleSchema>;
/** The `pagination` block of a generic list. */
export type Pagination = Static<typeof PaginationSchema>;
/** The deliveries list's paging, with `totalCapped`. */
export type DeliveryPagination = Static<typeof DeliveryPaginationSchema>;
/** `POST /deliveries/import` 200 `result`. */
export type ImportResult = Static<typeof ImportResultSchema>['result'];
/** One entry of a refused import's `errors`: where in the file and what is wrong. */
export type ImportLineError = Static<typeof ImportErrorsSchema>['errors'][number];
export type LoginInput = Static<typeof LoginBody>;

export type {
  BannerSortColumn,
  CmsBanner,
  CmsCompanyProfile,
  CmsContactInfo,
  CmsPackage,
  CmsUpload,
  CompanyProfileSortColumn,
  CompanyStatInput,
  ContactInfoSortColumn,
  CreateBannerInput,
  CreateCompanyProfileInput,
  CreateContactInfoInput,
  CreatePackageInput,
  PackageSortColumn,
  PublicBanner,
  PublicCompanyProfile,
  PublicContactInfo,
  PublicLandingData,
  PublicPackage,
  UpdateBannerInput,
  UpdateCompanyProfileInput,
  UpdateContactInfoInput,
  UpdatePackageInput,
} from './schemas';
export type { CmsAreaMessages } from './messages';
export type { CmsArea } from './paths';
export type { CmsUploadType, ContactType, PackageCategory } from './limits';

/** A router's `stats`: PPP secrets and active sessions, as the monitor last counted them. */
export type RouterStats = Static<typeof RouterStatsSchema>;
/** UNPAID, PAID, EXPIRED, FAILED or REFUND. */
export type TransactionStatus = Static<typeof TransactionStatusSchema>;
export type ProvisioningState = Static<typeof ProvisioningStateSchema>;

// Online payments (docs/rules/payments.md).
export type {
  CheckoutInput,
  CheckoutResult,
  InvoiceCheckoutInput,
  PaymentCallback,
  PaymentChannel,
  PublicInvoice,
  PublicTransaction,
  TransactionDetail,
} from './schemas/payment';

// Hotspot users and vouchers (docs/rules/hotspot.md).
export type {
  CmsPackageSale,
  CreateHotspotProfileInput,
  CreateHotspotUserInput,
  CreateVoucherBatchInput,
  HotspotActive,
  HotspotProfile,
  HotspotSale,
  HotspotSaleSortColumn,
  HotspotSalesQueryInput,
  HotspotSalesTotals,
  HotspotUser,
  HotspotUserSortColumn,
  HotspotUsersQueryInput,
  MikhmonImportResult,
  PublicTransactionVoucher,
  UpdateHotspotProfileInput,
  UpdateHotspotUserInput,
  Voucher,
  VoucherBatch,
  VoucherBatchCreated,
  VoucherBatchDeleted,
  VoucherBatchDetail,
  VoucherBatchSortColumn,
  VoucherStatus,
} from './schemas/hotspot';
export type {
  HotspotExpiryMode,
  HotspotUserStatus,
  SaleKind,
  VoucherCharset,
  VoucherMode,
} from './limits';

// Subscribers and monthly billing (docs/rules/billing.md).
export type {
  BillingSettings,
  CreatePlanInput,
  CreateSubscriberInput,
  ImportSubscribersInput,
  Invoice,
  InvoiceListQueryInput,
  InvoiceSortColumn,
  InvoiceTotals,
  IssueInvoiceInput,
  Plan,
  PlanSortColumn,
  Subscriber,
  SubscriberCreated,
  SubscriberEvent,
  SubscriberListItem,
  SubscriberListQueryInput,
  SubscriberSortColumn,
  SubscribersImported,
  UpdateBillingSettingsInput,
  UpdatePlanInput,
  UpdateSubscriberInput,
} from './schemas/billing';
export type { BillingEventKind, InvoiceMethod, InvoiceStatus, SubscriberStatus } from './limits';

// Notifications: the outbox, templates and test send (docs/rules/notify.md).
export type {
  OutboxMessage,
  MessageListQueryInput,
  MessageSortColumn,
  SettingsTestInput,
  SettingsTestResult,
  Template,
  TemplatePreview,
  TemplatePreviewInput,
  UpdateTemplateInput,
} from './schemas/notify';
export type { MessageChannel, MessageEvent, MessageStatus, TemplateVariable } from './notify';

// The subscriber portal (docs/rules/portal.md).
export type {
  PortalInvoice,
  PortalLoginInput,
  PortalMe,
  PortalOtpInput,
  PortalReceipt,
  PortalSubscription,
  PortalVoucher,
} from './schemas/portal';
