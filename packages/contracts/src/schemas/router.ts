import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  BILLING_LIMITS,
  DEFAULT_HOTSPOT_DNS_NAME,
  DNS_NAME_PATTERN,
  ID_MAX_LENGTH,
  PROVISIONING_STATES,
  ROUTER_LIMITS,
  TRANSACTION_STATUSES,
} from '../limits';
import { HOTSPOT_FIELD_MESSAGES, ROUTER_FIELD_MESSAGES } from '../messages';
import { listQuery } from './list-query';
import { calendarDay } from './calendar-day';

// Routers, the dashboard and a router's transactions (docs/rules/routers.md). Answers use the
// `{ success: true, data }` envelope (`successEnvelope`).

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const M = ROUTER_FIELD_MESSAGES;

/** 1–65535, no leading zero. */
const PORT = '(?:[1-9]\\d{0,3}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5])';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * `host` or `host:port` (docs/rules/routers.md#router-records): a DNS name or IPv4 address, or an
 * IPv6 address in brackets (`[fe80::1]:8728`).
 */
export const ROUTER_HOST_PATTERN = `^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]{2,45}\\])(?::${PORT})?$`;

export const RouterStatsSchema = Type.Object({
  pppSecret: Type.Integer({ minimum: 0 }),
  pppActive: Type.Integer({ minimum: 0 }),
});

/**
 * A router as every read returns it. The password and the Tripay keys are write-only: only
 * `hasPassword` and `tripayConfigured` say whether they are set.
 */
export const RouterSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    routerName: Type.String(),
    routerHost: Type.String({ description: 'host or host:port (8728, or 8729 with useTls)' }),
    routerUser: Type.String(),
    routerDns: Type.String({ description: "'' when none" }),
    trafficInterface: Type.String({ description: "'' when none" }),
    hotspotDnsName: Type.String({
      description: "The hotspot server's DNS name: cards print http://{hotspotDnsName}/login",
    }),
    useTls: Type.Boolean(),
    isolateProfile: Type.String({
      description: "The PPP profile an isolated subscriber's secret gets (default isolir)",
    }),
    hasPassword: Type.Boolean(),
    tripayConfigured: Type.Boolean({
      description: 'Merchant code, API key and private key all set',
    }),
    isOnline: Type.Boolean({ description: "The monitor's last check reached the router" }),
    stats: RouterStatsSchema,
    transactionCount: Type.Integer({ minimum: 0 }),
    lastSeenAt: nullable(Type.String({ format: 'date-time' })),
    lastCheckedAt: nullable(Type.String({ format: 'date-time' })),
    lastError: nullable(
      Type.String({ description: 'Why the last check failed; null when it did not' }),
    ),
    identity: nullable(Type.String()),
    version: nullable(Type.String()),
    uptime: nullable(Type.String({ description: 'As RouterOS prints it, e.g. 1w2d3h4m5s' })),
    cpuLoad: nullable(Type.Integer({ description: 'Percent' })),
    freeMemory: nullable(Type.Integer({ description: 'Bytes' })),
    totalMemory: nullable(Type.Integer({ description: 'Bytes' })),
    createdBy: nullable(Type.String()),
    updatedBy: nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Router' },
);
export type Router = Static<typeof RouterSchema>;

const text = (max: number, message: string, min?: number) =>
  Type.String({
    ...(min !== undefined ? { minLength: min } : {}),
    maxLength: max,
    'x-message': message,
  });

const routerFields = {
  routerName: text(ROUTER_LIMITS.routerName.max, M.routerName, ROUTER_LIMITS.routerName.min),
  routerHost: Type.String({
    minLength: ROUTER_LIMITS.routerHost.min,
    maxLength: ROUTER_LIMITS.routerHost.max,
    pattern: ROUTER_HOST_PATTERN,
    'x-message': M.routerHost,
  }),
  routerUser: text(ROUTER_LIMITS.routerUser.max, M.routerUser, ROUTER_LIMITS.routerUser.min),
  routerDns: text(ROUTER_LIMITS.routerDns.max, M.routerDns),
  trafficInterface: text(ROUTER_LIMITS.trafficInterface.max, M.trafficInterface),
  hotspotDnsName: Type.String({
    minLength: 1,
    maxLength: ROUTER_LIMITS.hotspotDnsName.max,
    pattern: DNS_NAME_PATTERN,
    description: `The hotspot server's DNS name (default ${DEFAULT_HOTSPOT_DNS_NAME})`,
    'x-message': HOTSPOT_FIELD_MESSAGES.hotspotDnsName,
  }),
  useTls: Type.Boolean({ 'x-message': M.useTls }),
  isolateProfile: Type.String({
    minLength: BILLING_LIMITS.isolateProfile.min,
    maxLength: BILLING_LIMITS.isolateProfile.max,
    description: `The PPP profile an isolated subscriber's secret gets (default ${BILLING_LIMITS.isolateProfile.default})`,
    'x-message': M.isolateProfile,
  }),
  tripayMerchantCode: text(ROUTER_LIMITS.tripayField.max, M.tripayField),
  tripayApiKey: text(ROUTER_LIMITS.tripayField.max, M.tripayField),
  tripayPrivateKey: text(ROUTER_LIMITS.tripayField.max, M.tripayField),
};

/** `POST /routers`. Unknown properties (an echoed id or status) are dropped. */
export const CreateRouterBody = Type.Object(
  {
    routerName: routerFields.routerName,
    routerHost: routerFields.routerHost,
    routerUser: routerFields.routerUser,
    routerPass: Type.String({
      minLength: 1,
      maxLength: ROUTER_LIMITS.routerPass.max,
      'x-message': M.routerPass,
    }),
    routerDns: Type.Optional(routerFields.routerDns),
    trafficInterface: Type.Optional(routerFields.trafficInterface),
    hotspotDnsName: Type.Optional(routerFields.hotspotDnsName),
    useTls: Type.Optional(routerFields.useTls),
    isolateProfile: Type.Optional(routerFields.isolateProfile),
    tripayMerchantCode: Type.Optional(routerFields.tripayMerchantCode),
    tripayApiKey: Type.Optional(routerFields.tripayApiKey),
    tripayPrivateKey: Type.Optional(routerFields.tripayPrivateKey),
  },
  { additionalProperties: false },
);
export type CreateRouterInput = Static<typeof CreateRouterBody>;

/**
 * `PUT /routers/{id}`: a field left out keeps its value. A blank `routerPass` (or a blank Tripay
 * field) keeps the stored secret: the dialog cannot show it, so blank means "unchanged".
 */
export const UpdateRouterBody = Type.Object(
  {
    routerName: Type.Optional(routerFields.routerName),
    routerHost: Type.Optional(routerFields.routerHost),
    routerUser: Type.Optional(routerFields.routerUser),
    routerPass: Type.Optional(
      Type.String({ maxLength: ROUTER_LIMITS.routerPass.max, 'x-message': M.routerPassTooLong }),
    ),
    routerDns: Type.Optional(routerFields.routerDns),
    trafficInterface: Type.Optional(routerFields.trafficInterface),
    hotspotDnsName: Type.Optional(routerFields.hotspotDnsName),
    useTls: Type.Optional(routerFields.useTls),
    isolateProfile: Type.Optional(routerFields.isolateProfile),
    tripayMerchantCode: Type.Optional(routerFields.tripayMerchantCode),
    tripayApiKey: Type.Optional(routerFields.tripayApiKey),
    tripayPrivateKey: Type.Optional(routerFields.tripayPrivateKey),
  },
  { additionalProperties: false },
);
export type UpdateRouterInput = Static<typeof UpdateRouterBody>;

/** Path parameter of one router. A malformed id is a router not found (404). */
export const RouterIdParams = Type.Object({
  id: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
});

/** `POST /routers/{id}/test` 200 `data`. */
export const RouterTestResultSchema = Type.Object(
  {
    identity: Type.String(),
    version: Type.String(),
    uptime: Type.String(),
    pppSecret: Type.Integer({ minimum: 0 }),
    pppActive: Type.Integer({ minimum: 0 }),
    latencyMs: Type.Integer({ minimum: 0 }),
  },
  { title: 'RouterTestResult' },
);
export type RouterTestResult = Static<typeof RouterTestResultSchema>;

/** `GET /dashboard/stats` `data` (docs/rules/routers.md#dashboard). Amounts are whole rupiah. */
export const DashboardStatsSchema = Type.Object(
  {
    totalRouters: Type.Integer({ minimum: 0 }),
    onlineRouters: Type.Integer({ minimum: 0 }),
    offlineRouters: Type.Integer({ minimum: 0 }),
    totalTransactions: Type.Integer({ minimum: 0 }),
    completedTransactions: Type.Integer({ minimum: 0, description: 'PAID' }),
    totalAmount: Type.Integer({ minimum: 0, description: 'Sum of PAID amounts, rupiah' }),
    pendingTransactions: Type.Integer({ minimum: 0, description: 'UNPAID' }),
    voucherSales: Type.Integer({
      minimum: 0,
      description:
        "Hotspot voucher sales (first logins, MikHmon's); a voucher bought online is a completed transaction",
    }),
    voucherRevenue: Type.Integer({
      minimum: 0,
      description: 'Sum of those voucher sale prices, rupiah',
    }),
    subscribers: Type.Integer({
      minimum: 0,
      description: 'Billing subscribers, terminated ones excluded',
    }),
    isolated: Type.Integer({ minimum: 0, description: 'Subscribers isolated now' }),
    unpaidInvoices: Type.Integer({ minimum: 0 }),
    unpaidAmount: Type.Integer({
      minimum: 0,
      description: 'Sum of unpaid invoice amounts, rupiah',
    }),
    overdueInvoices: Type.Integer({
      minimum: 0,
      description: 'Unpaid invoices due before today (WIB)',
    }),
    mrr: Type.Integer({
      minimum: 0,
      description: "Monthly recurring revenue: the active subscribers' plan prices summed, rupiah",
    }),
  },
  { title: 'DashboardStats' },
);
export type DashboardStats = Static<typeof DashboardStatsSchema>;

export const TransactionStatusSchema = Type.Union(
  TRANSACTION_STATUSES.map((status) => Type.Literal(status)),
);
export const ProvisioningStateSchema = Type.Union(
  PROVISIONING_STATES.map((state) => Type.Literal(state)),
);

/** One transaction of a router (docs/rules/payments.md); secrets (the PPP password) are not listed. */
export const TransactionSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    routerId: Type.String({ format: 'uuid' }),
    packageId: nullable(Type.String({ format: 'uuid' })),
    packageName: Type.String(),
    merchantRef: Type.String(),
    reference: nullable(Type.String({ description: "Tripay's reference" })),
    status: TransactionStatusSchema,
    amount: Type.Integer({ minimum: 0, description: 'Whole rupiah' }),
    method: nullable(Type.String({ description: 'Tripay payment channel code' })),
    customerName: Type.String(),
    customerPhone: Type.String(),
    customerEmail: Type.String(),
    pppProfile: nullable(Type.String()),
    pppUsername: nullable(Type.String()),
    provisioning: ProvisioningStateSchema,
    provisionError: nullable(Type.String()),
    expiresAt: nullable(Type.String({ format: 'date-time', description: 'Payment deadline' })),
    paidAt: nullable(Type.String({ format: 'date-time' })),
    provisionedAt: nullable(Type.String({ format: 'date-time' })),
    secretExpiresAt: nullable(Type.String({ format: 'date-time' })),
    flag: nullable(
      Type.String({ description: 'Why a signed callback was refused (e.g. another amount)' }),
    ),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Transaction' },
);
export type Transaction = Static<typeof TransactionSchema>;

export const TRANSACTION_SORT_COLUMNS = [
  'merchantRef',
  'status',
  'amount',
  'customerName',
  'packageName',
  'paidAt',
  'createdAt',
  'updatedAt',
] as const;
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];

const isoDate = (what: string) =>
  calendarDay(what, 'on the day the transaction was created, Asia/Jakarta');

/** `GET /routers/{id}/payments`: the list parameters plus `status`, `startDate`, `endDate`. */
export const RouterPaymentsQuery = listQuery(TRANSACTION_SORT_COLUMNS, {
  status: Type.Optional(
    Type.Unsafe<(typeof TRANSACTION_STATUSES)[number]>({
      type: 'string',
      enum: [...TRANSACTION_STATUSES],
      'x-message': `must be one of ${TRANSACTION_STATUSES.join(', ')}`,
    }),
  ),
  startDate: Type.Optional(isoDate('First day')),
  endDate: Type.Optional(isoDate('Last day')),
});
