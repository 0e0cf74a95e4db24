// Where each resource lives, relative to the API base (`/api`, shared-auth's `http` base). The API
// mounts its routes at these prefixes and the remotes call them, so a path is written once.

/** The API's base path; every path below is relative to it. */
export const API_BASE_PATH = '/api';

export const AUTH_PATH = '/auth';
export const HEALTH_PATH = '/health';
export const CUSTOMERS_PATH = '/customers';
export const USERS_PATH = '/users';
export const DELIVERIES_PATH = '/deliveries';
/** `POST` multipart: `customerId`, then `file`. */
export const DELIVERY_IMPORT_PATH = `${DELIVERIES_PATH}/import`;

/** The sign-in: `POST {username, password}`. */
export const LOGIN_PATH = `${AUTH_PATH}/login`;
/** `POST {refreshToken}`: a new token pair. */
export const REFRESH_PATH = `${AUTH_PATH}/refresh`;
/** `GET`: the signed-in user's profile. */
export const CURRENT_USER_PATH = `${AUTH_PATH}/me`;
/** `POST {refreshToken}`: revokes the session's tokens. */
export const LOGOUT_PATH = `${AUTH_PATH}/logout`;

/** The CMS (docs/rules/cms.md#calls): `GET/POST {area}`, `GET/PUT/DELETE {area}/{id}`. */
export const CMS_PATH = '/cms';
export const CMS_BANNERS_PATH = `${CMS_PATH}/banners`;
export const CMS_PACKAGES_PATH = `${CMS_PATH}/packages`;
export const CMS_COMPANY_PROFILE_PATH = `${CMS_PATH}/company-profile`;
export const CMS_CONTACT_INFO_PATH = `${CMS_PATH}/contact-info`;
/** The four areas by their path segment, as the routes `/app/cms/{area}` name them. */
export const CMS_AREA_PATHS = {
  banners: CMS_BANNERS_PATH,
  packages: CMS_PACKAGES_PATH,
  'company-profile': CMS_COMPANY_PROFILE_PATH,
  'contact-info': CMS_CONTACT_INFO_PATH,
} as const;
export type CmsArea = keyof typeof CMS_AREA_PATHS;
/** `POST` multipart, one field `file`: an image for an image field (admin). */
export const CMS_UPLOADS_PATH = `${CMS_PATH}/uploads`;

/** Routes anyone may call, signed in or not. */
export const PUBLIC_PATH = '/public';
/** `GET`: the landing page's content (active items, by order). */
export const PUBLIC_LANDING_PATH = `${PUBLIC_PATH}/landing`;
/** `GET {name}`: an uploaded image, public (the landing page shows it to every visitor). */
export const PUBLIC_UPLOADS_PATH = `${PUBLIC_PATH}/uploads`;

/** Routers: `POST`, `PUT|DELETE /{id}`, `POST /{id}/test`, `GET /{id}/payments`. */
export const ROUTERS_PATH = '/routers';
/** `GET /dashboard/routers`, `GET /dashboard/stats`. */
export const DASHBOARD_PATH = '/dashboard';
export const DASHBOARD_ROUTERS_PATH = `${DASHBOARD_PATH}/routers`;
export const DASHBOARD_STATS_PATH = `${DASHBOARD_PATH}/stats`;
/** PPP of one router: `${PPP_PATH}/{routerId}/secrets|active|profiles`. */
export const PPP_PATH = '/ppp';

export const routerPath = (routerId: string) => `${ROUTERS_PATH}/${encodeURIComponent(routerId)}`;
export const routerTestPath = (routerId: string) => `${routerPath(routerId)}/test`;
export const routerPaymentsPath = (routerId: string) => `${routerPath(routerId)}/payments`;
export const pppSecretsPath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/secrets`;
export const pppActivePath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/active`;
export const pppProfilesPath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/profiles`;

/** Online payments (docs/rules/payments.md). */
export const PUBLIC_PAYMENT_CHANNELS_PATH = `${PUBLIC_PATH}/payment-channels`;
export const PUBLIC_CHECKOUT_PATH = `${PUBLIC_PATH}/checkout`;
export const PUBLIC_TRANSACTIONS_PATH = `${PUBLIC_PATH}/transactions`;
/** An invoice's public pay page (docs/rules/billing.md#paying-online): `GET`, `/channels`, `/checkout`. */
export const publicInvoicePath = (token: string) =>
  `${PUBLIC_PATH}/invoices/${encodeURIComponent(token)}`;
/** Tripay's callback (the URL given to Tripay is the public origin + /api + this). */
export const PAYMENTS_PATH = '/payments';
export const TRIPAY_CALLBACK_PATH = `${PAYMENTS_PATH}/tripay/callback`;
export const routerPaymentsCsvPath = (routerId: string) => `${routerPath(routerId)}/payments.csv`;
export const routerPaymentPath = (routerId: string, merchantRef: string) =>
  `${routerPaymentsPath(routerId)}/${encodeURIComponent(merchantRef)}`;

/** The audit trail (admin): `GET` list, `GET /audit.csv` the same rows as CSV. */
export const AUDIT_PATH = '/audit';
export const AUDIT_CSV_PATH = '/audit.csv';
/** Hotspot of one router (docs/rules/hotspot.md): `${HOTSPOT_PATH}/{routerId}/users|profiles|active|vouchers|sales`. */
export const HOTSPOT_PATH = '/hotspot';
const hotspotPath = (routerId: string) => `${HOTSPOT_PATH}/${encodeURIComponent(routerId)}`;
/** `GET|POST`; `PUT|DELETE /{id}` (a RouterOS id, `*1A`). */
export const hotspotProfilesPath = (routerId: string) => `${hotspotPath(routerId)}/profiles`;
/** `GET` (paged, filtered) `|POST`; `PUT|DELETE /{id}`, `POST /{id}/enable|disable|reset`. */
export const hotspotUsersPath = (routerId: string) => `${hotspotPath(routerId)}/users`;
export const hotspotUserPath = (routerId: string, id: string) =>
  `${hotspotUsersPath(routerId)}/${encodeURIComponent(id)}`;
/** `GET`; `DELETE /{id}` kicks (session and cookie). */
export const hotspotActivePath = (routerId: string) => `${hotspotPath(routerId)}/active`;
/** Voucher batches: `GET|POST`; `GET|DELETE /{batchId}`. */
export const hotspotVouchersPath = (routerId: string) => `${hotspotPath(routerId)}/vouchers`;
export const hotspotVoucherBatchPath = (routerId: string, batchId: string) =>
  `${hotspotVouchersPath(routerId)}/${encodeURIComponent(batchId)}`;
/** `GET` (from, to, profile, paged). */
export const hotspotSalesPath = (routerId: string) => `${hotspotPath(routerId)}/sales`;
/** `GET` the same filters as a CSV file. */
export const hotspotSalesCsvPath = (routerId: string) => `${hotspotPath(routerId)}/sales.csv`;
/** `POST` (no body): what MikHmon left on the router → our profiles' settings and sales. */
export const hotspotImportMikhmonPath = (routerId: string) =>
  `${hotspotPath(routerId)}/import-mikhmon`;

/** `GET ?range=1h|24h|7d|30d|365d`: a router's health over time (docs/rules/routers.md#router-health). */
export const routerMetricsPath = (routerId: string) => `${routerPath(routerId)}/metrics`;
/** `GET`, `Accept: text/event-stream`: the live traffic of a router's interface. */
export const routerLiveTrafficPath = (routerId: string) => `${routerPath(routerId)}/traffic/live`;

/** Sales reports (docs/rules/reports.md): `GET ?from&to&groupBy&routerId&source` and `.csv`. */
export const REPORTS_PATH = '/reports';
export const SALES_REPORT_PATH = `${REPORTS_PATH}/sales`;
export const SALES_REPORT_CSV_PATH = `${REPORTS_PATH}/sales.csv`;
/** `GET`: the payments of every router (a router's payments list's filters plus `routerId`); `.csv`. */
export const PAYMENTS_LIST_PATH = PAYMENTS_PATH;
export const PAYMENTS_CSV_PATH = `${PAYMENTS_PATH}.csv`;
/** The signed-in user's own settings. */
export const ME_PATH = '/me';
/** `GET|PUT`: a table's visible columns and order for the signed-in user, on every device. */
export const tablePreferencesPath = (tableId: string) =>
  `${ME_PATH}/preferences/tables/${encodeURIComponent(tableId)}`;

/** Subscribers and monthly billing (docs/rules/billing.md). `GET|POST`; `PUT|DELETE /{id}`. */
export const PLANS_PATH = '/plans';
/** `GET|POST`; `GET|PUT|DELETE /{id}`; `POST /import`; `POST /{id}/invoices`; `GET /{id}/events`. */
export const SUBSCRIBERS_PATH = '/subscribers';
export const SUBSCRIBERS_IMPORT_PATH = `${SUBSCRIBERS_PATH}/import`;
export const subscriberPath = (id: string) => `${SUBSCRIBERS_PATH}/${encodeURIComponent(id)}`;
export const subscriberInvoicesPath = (id: string) => `${subscriberPath(id)}/invoices`;
/** `GET` a subscriber's billing history, newest first (the latest 100). */
export const subscriberEventsPath = (id: string) => `${subscriberPath(id)}/events`;
/** `POST` an admin's isolate, restore or terminate (docs/rules/billing.md#isolation). */
export const subscriberChangePath = (id: string, change: 'isolate' | 'restore' | 'terminate') =>
  `${subscriberPath(id)}/${change}`;
/** `GET|PUT`: the billing settings (lead days, grace days, reminders, messaging). */
export const BILLING_PATH = '/billing';
export const BILLING_SETTINGS_PATH = `${BILLING_PATH}/settings`;
/** `GET` (paged); `GET /{id}`. */
export const INVOICES_PATH = '/invoices';

/* Notifications (docs/rules/notify.md). */
/** `GET` (paged, filters); `.csv`; `POST /{id}/retry` (admin). */
export const MESSAGES_PATH = '/messages';
export const messageRetryPath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}/retry`;
/** `GET`: every event's template; `PUT /{event}` (admin); `POST /{event}/preview`. */
export const BILLING_TEMPLATES_PATH = `${BILLING_PATH}/templates`;
export const billingTemplatePath = (event: string) =>
  `${BILLING_TEMPLATES_PATH}/${encodeURIComponent(event)}`;
export const billingTemplatePreviewPath = (event: string) =>
  `${billingTemplatePath(event)}/preview`;
/** `POST { channel, to }` (admin): one message sent now through the saved settings. */
export const BILLING_SETTINGS_TEST_PATH = `${BILLING_SETTINGS_PATH}/test`;

/**
 * The subscriber portal (docs/rules/portal.md): `POST /otp`, `POST /login`, `GET /me`,
 * `GET /invoices`, `GET /invoices/{id}/receipt`, `GET /vouchers`, `POST /logout`. Its session is a
 * cookie sent to this path only.
 */
export const PORTAL_PATH = '/portal';
