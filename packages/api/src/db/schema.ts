// Drizzle's view of the tables that the SQL migrations create. The migrations are the source of
// truth; `test/schema-match.test.ts` fails when this file and the database disagree.
import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES } from 'contracts/notify';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const USER_ROLES = ['admin', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const RECORD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    nik: text('nik'),
    email: text('email'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('pending'),
    /** Username of whoever created the row (an audit mark, not a foreign key). */
    createdBy: text('created_by'),
    /** Username of whoever last changed the row. */
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_username_check', sql`length(${t.username}) BETWEEN 1 AND 100`),
    check('users_role_check', sql`${t.role} IN ('admin', 'user')`),
    check('users_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    spentAt: timestamptz('spent_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'refresh_tokens_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
  ],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * `account`: failures on one account from anywhere (window_start = the last attempt);
 * `account_address`: failures on one account from one address; `address`: failures from one address.
 */
export const THROTTLE_SCOPES = [
  'account',
  'account_address',
  'address',
  'checkout_address',
  'portal_phone',
  'portal_address',
] as const;
export type ThrottleScope = (typeof THROTTLE_SCOPES)[number];

export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope', { enum: THROTTLE_SCOPES }).notNull(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStart: timestamptz('window_start').notNull(),
  },
  (t) => [
    primaryKey({ name: 'login_throttle_pkey', columns: [t.scope, t.key] }),
    index('login_throttle_window_start_idx').on(t.windowStart),
    check(
      'login_throttle_scope_check',
      sql`${t.scope} IN ('account', 'account_address', 'address', 'checkout_address', 'portal_phone', 'portal_address')`,
    ),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    /** Free text, '' when there is none. */
    address: text('address').notNull().default(''),
    /** A review mark set by approve/reject; it changes nothing else. */
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('pending'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customers_created_at_idx').on(t.createdAt, t.id),
    index('customers_updated_at_idx').on(t.updatedAt, t.id),
    index('customers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('customers_alias_idx').on(sql`lower(${t.alias})`, t.id),
    index('customers_search_idx').using(
      'gin',
      t.name.op('gin_trgm_ops'),
      t.alias.op('gin_trgm_ops'),
      t.address.op('gin_trgm_ops'),
    ),
    check('customers_name_check', sql`length(${t.name}) BETWEEN 1 AND 200`),
    check('customers_alias_check', sql`length(${t.alias}) BETWEEN 1 AND 100`),
    check('customers_address_check', sql`length(${t.address}) <= 500`),
    check('customers_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

/**
 * The text a delivery search looks in: the twelve visible text columns joined by U+001F, so that a
 * match never spans two columns. Migration 0004 indexes exactly this expression (trigram GIN); a
 * query must use it verbatim for the planner to pick that index.
 */
export const DELIVERY_SEARCH_TEXT =
  "slip_number || E'\\x1f' || seq_prod || E'\\x1f' || coalesce(order_no, '') || E'\\x1f' || part_number" +
  " || E'\\x1f' || coalesce(part_name, '') || E'\\x1f' || coalesce(color_code, '') || E'\\x1f' || coalesce(kd_lot_no, '')" +
  " || E'\\x1f' || coalesce(remarks_bawah, '') || E'\\x1f' || coalesce(barcode_hpm, '') || E'\\x1f' || coalesce(barcode_kasai, '')" +
  " || E'\\x1f' || coalesce(scan_lt1_by_name, '') || E'\\x1f' || coalesce(scan_lt2_by_name, '')";

export const deliveries = pgTable(
  'deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id').notNull(),
    slipNumber: text('slip_number').notNull(),
    seqProd: text('seq_prod').notNull(),
    orderNo: text('order_no'),
    partNumber: text('part_number').notNull(),
    partName: text('part_name'),
    colorCode: text('color_code'),
    kdLotNo: text('kd_lot_no'),
    qty: integer('qty').notNull(),
    /** `YYYY-MM-DD`. */
    date: date('date', { mode: 'string' }).notNull(),
    /** `HH:mm:ss`. */
    time: time('time'),
    adjustDate: date('adjust_date', { mode: 'string' }),
    adjustTime: time('adjust_time'),
    remarksBawah: text('remarks_bawah'),
    barcodeHpm: text('barcode_hpm'),
    barcodeKasai: text('barcode_kasai'),
    scanLt1ByName: text('scan_lt1_by_name'),
    /** The factory's wall-clock time, no time zone. */
    scanLt1At: timestamp('scan_lt1_at', { mode: 'string' }),
    scanLt2ByName: text('scan_lt2_by_name'),
    scanLt2At: timestamp('scan_lt2_at', { mode: 'string' }),
    /** A review mark set by approve/reject; it changes nothing else. */
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('pending'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'deliveries_customer_id_fkey',
      columns: [t.customerId],
      foreignColumns: [customers.id],
    }).onDelete('restrict'),
    uniqueIndex('deliveries_customer_slip_seq_key').on(t.customerId, t.slipNumber, t.seqProd),
    // The sort indexes and the search index of migration 0004 (why each exists is written there).
    index('deliveries_slip_number_idx').on(t.customerId, sql`lower(${t.slipNumber})`, t.id),
    index('deliveries_seq_prod_idx').on(t.customerId, sql`lower(${t.seqProd})`, t.id),
    index('deliveries_order_no_idx').on(t.customerId, sql`lower(${t.orderNo})`, t.id),
    index('deliveries_part_number_idx').on(t.customerId, sql`lower(${t.partNumber})`, t.id),
    index('deliveries_part_name_idx').on(t.customerId, sql`lower(${t.partName})`, t.id),
    index('deliveries_color_code_idx').on(t.customerId, sql`lower(${t.colorCode})`, t.id),
    index('deliveries_kd_lot_no_idx').on(t.customerId, sql`lower(${t.kdLotNo})`, t.id),
    index('deliveries_qty_idx').on(t.customerId, t.qty, t.id),
    index('deliveries_date_idx').on(t.customerId, t.date, t.id),
    index('deliveries_time_idx').on(t.customerId, t.time, t.id),
    index('deliveries_adjust_date_idx').on(t.customerId, t.adjustDate, t.id),
    index('deliveries_adjust_time_idx').on(t.customerId, t.adjustTime, t.id),
    index('deliveries_remarks_bawah_idx').on(t.customerId, sql`lower(${t.remarksBawah})`, t.id),
    index('deliveries_barcode_hpm_idx').on(t.customerId, sql`lower(${t.barcodeHpm})`, t.id),
    index('deliveries_barcode_kasai_idx').on(t.customerId, sql`lower(${t.barcodeKasai})`, t.id),
    index('deliveries_scan_lt1_by_name_idx').on(t.customerId, sql`lower(${t.scanLt1ByName})`, t.id),
    index('deliveries_scan_lt1_at_idx').on(t.customerId, t.scanLt1At, t.id),
    index('deliveries_scan_lt2_by_name_idx').on(t.customerId, sql`lower(${t.scanLt2ByName})`, t.id),
    index('deliveries_scan_lt2_at_idx').on(t.customerId, t.scanLt2At, t.id),
    index('deliveries_updated_by_idx').on(t.customerId, sql`lower(${t.updatedBy})`, t.id),
    index('deliveries_created_at_idx').on(t.customerId, t.createdAt, t.id),
    index('deliveries_updated_at_idx').on(t.customerId, t.updatedAt, t.id),
    index('deliveries_status_idx').on(t.customerId, t.status, t.id),
    index('deliveries_search_idx').using(
      'gin',
      t.customerId,
      sql.raw(`(${DELIVERY_SEARCH_TEXT}) gin_trgm_ops`),
    ),
    check('deliveries_qty_check', sql`${t.qty} >= 0`),
    check('deliveries_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;

/** Each customer's exact number of deliveries, kept with every write (migration 0003). */
export const customerDeliveryCounts = pgTable(
  'customer_delivery_counts',
  {
    customerId: uuid('customer_id').primaryKey(),
    deliveries: bigint('deliveries', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'customer_delivery_counts_customer_id_fkey',
      columns: [t.customerId],
      foreignColumns: [customers.id],
    }).onDelete('cascade'),
    check('customer_delivery_counts_deliveries_check', sql`${t.deliveries} >= 0`),
  ],
);

/** Routers and what the monitor last found (migration 0006). Secrets are AES-256-GCM ciphertexts. */
export const routers = pgTable(
  'routers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routerName: text('router_name').notNull(),
    routerHost: text('router_host').notNull(),
    routerUser: text('router_user').notNull(),
    routerPassEnc: text('router_pass_enc').notNull(),
    routerDns: text('router_dns').notNull().default(''),
    trafficInterface: text('traffic_interface').notNull().default(''),
    /** The hotspot server's DNS name, printed on voucher cards (migration 0010). */
    hotspotDnsName: text('hotspot_dns_name').notNull().default('hotspot.lan'),
    useTls: boolean('use_tls').notNull().default(false),
    tripayMerchantCodeEnc: text('tripay_merchant_code_enc'),
    tripayApiKeyEnc: text('tripay_api_key_enc'),
    tripayPrivateKeyEnc: text('tripay_private_key_enc'),
    isOnline: boolean('is_online').notNull().default(false),
    lastCheckedAt: timestamptz('last_checked_at'),
    lastSeenAt: timestamptz('last_seen_at'),
    lastError: text('last_error'),
    identity: text('identity'),
    version: text('version'),
    uptime: text('uptime'),
    cpuLoad: integer('cpu_load'),
    freeMemory: bigint('free_memory', { mode: 'number' }),
    totalMemory: bigint('total_memory', { mode: 'number' }),
    pppSecretCount: integer('ppp_secret_count').notNull().default(0),
    pppActiveCount: integer('ppp_active_count').notNull().default(0),
    /** The PPP profile an isolated subscriber's secret gets (migration 0018). */
    isolateProfile: text('isolate_profile').notNull().default('isolir'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('routers_created_at_idx').on(t.createdAt, t.id),
    check('routers_router_name_check', sql`length(${t.routerName}) BETWEEN 1 AND 100`),
    check('routers_router_host_check', sql`length(${t.routerHost}) BETWEEN 1 AND 261`),
    check('routers_router_user_check', sql`length(${t.routerUser}) BETWEEN 1 AND 100`),
    check('routers_router_dns_check', sql`length(${t.routerDns}) <= 255`),
    check('routers_traffic_interface_check', sql`length(${t.trafficInterface}) <= 100`),
    check('routers_ppp_secret_count_check', sql`${t.pppSecretCount} >= 0`),
    check('routers_ppp_active_count_check', sql`${t.pppActiveCount} >= 0`),
    check('routers_hotspot_dns_name_check', sql`length(${t.hotspotDnsName}) BETWEEN 1 AND 253`),
    check('routers_isolate_profile_check', sql`length(${t.isolateProfile}) BETWEEN 1 AND 100`),
  ],
);
export type RouterRow = typeof routers.$inferSelect;
export type NewRouterRow = typeof routers.$inferInsert;

/** What a package sold online makes once paid (migration 0011). */
export const SALE_KINDS = ['ppp', 'voucher'] as const;

export const TRANSACTION_STATUSES = ['UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND'] as const;
export const PROVISIONING_STATES = ['none', 'pending', 'done', 'failed'] as const;

/** Purchases of packages sold online (docs/rules/payments.md); kept when anything else goes. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routerId: uuid('router_id').notNull(),
    packageId: uuid('package_id'),
    packageName: text('package_name').notNull().default(''),
    merchantRef: text('merchant_ref').notNull(),
    reference: text('reference'),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('UNPAID'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method'),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    pppProfile: text('ppp_profile'),
    durationDays: integer('duration_days'),
    checkoutUrl: text('checkout_url'),
    payCode: text('pay_code'),
    statusTokenHash: text('status_token_hash'),
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    pppUsername: text('ppp_username'),
    pppPasswordEnc: text('ppp_password_enc'),
    provisioning: text('provisioning', { enum: PROVISIONING_STATES }).notNull().default('none'),
    provisionError: text('provision_error'),
    provisionedAt: timestamptz('provisioned_at'),
    secretExpiresAt: timestamptz('secret_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The PPP secret's `.id` on the router, once provisioned (migration 0008). */
    pppSecretId: text('ppp_secret_id'),
    /** Why a correctly signed callback was refused (a PAID with another amount). */
    flag: text('flag'),
    /** 'ppp' (a PPP secret) or 'voucher' (a hotspot voucher), copied from the package (0011). */
    saleKind: text('sale_kind', { enum: SALE_KINDS }).notNull().default('ppp'),
    hotspotProfile: text('hotspot_profile'),
    /** Chosen and stored before the router is touched (exactly-once provisioning). */
    voucherName: text('voucher_name'),
    voucherPasswordEnc: text('voucher_password_enc'),
    voucherUserId: text('voucher_user_id'),
    /** The invoice this transaction pays (the pay page's checkout), else null (migration 0020). */
    invoiceId: uuid('invoice_id'),
  },
  (t) => [
    foreignKey({
      name: 'transactions_invoice_id_fkey',
      columns: [t.invoiceId],
      foreignColumns: [invoices.id],
    }).onDelete('restrict'),
    index('transactions_invoice_id_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} IS NOT NULL`),
    index('transactions_router_ppp_username_idx')
      .on(t.routerId, t.pppUsername)
      .where(sql`${t.pppUsername} IS NOT NULL`),
    foreignKey({
      name: 'transactions_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('restrict'),
    uniqueIndex('transactions_merchant_ref_key').on(t.merchantRef),
    index('transactions_router_created_at_idx').on(t.routerId, t.createdAt, t.id),
    index('transactions_router_status_idx').on(t.routerId, t.status),
    index('transactions_customer_phone_idx')
      .on(t.customerPhone)
      .where(sql`${t.customerPhone} <> ''`),
    index('transactions_status_created_at_idx').on(t.status, t.createdAt),
    index('transactions_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'PAID'`),
    check('transactions_merchant_ref_check', sql`length(${t.merchantRef}) BETWEEN 1 AND 100`),
    check(
      'transactions_status_check',
      sql`${t.status} IN ('UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND')`,
    ),
    check('transactions_amount_check', sql`${t.amount} >= 0`),
    check('transactions_sale_kind_check', sql`${t.saleKind} IN ('ppp', 'voucher')`),
    check('transactions_duration_days_check', sql`${t.durationDays} > 0`),
    check(
      'transactions_provisioning_check',
      sql`${t.provisioning} IN ('none', 'pending', 'done', 'failed')`,
    ),
  ],
);
export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

export const CALLBACK_VERDICTS = [
  'applied',
  'repeat',
  'ignored',
  'amount-mismatch',
  'bad-signature',
  'bad-event',
  'unknown-ref',
  'malformed',
] as const;
export type CallbackVerdict = (typeof CALLBACK_VERDICTS)[number];

/** Every Tripay callback received, forged ones included, with its verdict (never updated). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantRef: text('merchant_ref'),
    transactionId: uuid('transaction_id'),
    event: text('event'),
    signature: text('signature'),
    status: text('status'),
    totalAmount: bigint('total_amount', { mode: 'number' }),
    rawBody: text('raw_body').notNull(),
    remoteAddress: text('remote_address'),
    verdict: text('verdict', { enum: CALLBACK_VERDICTS }).notNull(),
    detail: text('detail'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'payment_callbacks_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [transactions.id],
    }).onDelete('cascade'),
    index('payment_callbacks_transaction_idx').on(t.transactionId, t.receivedAt),
    check(
      'payment_callbacks_verdict_check',
      sql`${t.verdict} IN ('applied', 'repeat', 'ignored', 'amount-mismatch', 'bad-signature', 'bad-event', 'unknown-ref', 'malformed')`,
    ),
  ],
);
export type PaymentCallbackRow = typeof paymentCallbacks.$inferSelect;

/**
 * Background work claimed with FOR UPDATE SKIP LOCKED and a lease (src/repositories/jobs.ts): one row
 * per (kind, job_key); a recurring job (`interval_ms`) moves `run_at` on after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    jobKey: text('job_key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    intervalMs: integer('interval_ms'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    runs: bigint('runs', { mode: 'number' }).notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_key').on(t.kind, t.jobKey),
    index('jobs_due_idx')
      .on(t.kind, t.runAt)
      .where(sql`${t.doneAt} IS NULL`),
    check('jobs_kind_check', sql`length(${t.kind}) BETWEEN 1 AND 100`),
    check('jobs_job_key_check', sql`length(${t.jobKey}) BETWEEN 1 AND 200`),
    check('jobs_interval_ms_check', sql`${t.intervalMs} > 0`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/* The CMS (migration 0007, docs/rules/cms.md). */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Audit columns of every CMS record. */
const cmsAudit = () => ({
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const cmsBanners = pgTable(
  'cms_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    details: text('details').notNull().default(''),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...cmsAudit(),
  },
  (t) => [
    index('cms_banners_sort_order_idx').on(t.sortOrder, t.createdAt, t.id),
    index('cms_banners_active_idx')
      .on(t.sortOrder, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    check('cms_banners_title_check', sql`length(${t.title}) BETWEEN 1 AND 200`),
    check('cms_banners_description_check', sql`length(${t.description}) BETWEEN 1 AND 5000`),
    check('cms_banners_image_check', sql`length(${t.image}) BETWEEN 1 AND 2048`),
    check('cms_banners_details_check', sql`length(${t.details}) <= 5000`),
    check('cms_banners_link_check', sql`length(${t.link}) <= 2048`),
    check('cms_banners_sort_order_check', sql`${t.sortOrder} >= 0`),
  ],
);
export type CmsBannerRow = typeof cmsBanners.$inferSelect;
export type NewCmsBannerRow = typeof cmsBanners.$inferInsert;

export const cmsPackages = pgTable(
  'cms_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    speed: text('speed').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    originalPrice: bigint('original_price', { mode: 'number' }),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    routerId: uuid('router_id'),
    pppProfile: text('ppp_profile'),
    durationDays: integer('duration_days').notNull().default(30),
    ...cmsAudit(),
    saleKind: text('sale_kind', { enum: SALE_KINDS }).notNull().default('ppp'),
    hotspotProfile: text('hotspot_profile'),
  },
  (t) => [
    foreignKey({
      name: 'cms_packages_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('set null'),
    index('cms_packages_sort_order_idx').on(t.sortOrder, t.createdAt, t.id),
    index('cms_packages_active_idx')
      .on(t.sortOrder, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    index('cms_packages_router_id_idx')
      .on(t.routerId)
      .where(sql`${t.routerId} IS NOT NULL`),
    check('cms_packages_name_check', sql`length(${t.name}) BETWEEN 1 AND 200`),
    check('cms_packages_speed_check', sql`length(${t.speed}) BETWEEN 1 AND 200`),
    check('cms_packages_price_check', sql`${t.price} > 0`),
    check('cms_packages_original_price_check', sql`${t.originalPrice} > 0`),
    check('cms_packages_features_check', sql`jsonb_typeof(${t.features}) = 'array'`),
    check('cms_packages_category_check', sql`${t.category} IN ('Rumahan', 'Bisnis', 'Enterprise')`),
    check('cms_packages_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('cms_packages_ppp_profile_check', sql`length(${t.pppProfile}) BETWEEN 1 AND 100`),
    check('cms_packages_duration_days_check', sql`${t.durationDays} BETWEEN 1 AND 3650`),
    check('cms_packages_sale_kind_check', sql`${t.saleKind} IN ('ppp', 'voucher')`),
    check('cms_packages_hotspot_profile_check', sql`length(${t.hotspotProfile}) BETWEEN 1 AND 100`),
    check(
      'cms_packages_sold_online_check',
      sql`${t.routerId} IS NULL OR (${t.saleKind} = 'ppp' AND ${t.pppProfile} IS NOT NULL) OR (${t.saleKind} = 'voucher' AND ${t.hotspotProfile} IS NOT NULL)`,
    ),
  ],
);
export type CmsPackageRow = typeof cmsPackages.$inferSelect;
export type NewCmsPackageRow = typeof cmsPackages.$inferInsert;

export const cmsCompanyProfile = pgTable(
  'cms_company_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    description: text('description').notNull(),
    vision: text('vision').notNull().default(''),
    mission: text('mission').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    logo: text('logo').notNull().default(''),
    heroImage: text('hero_image').notNull().default(''),
    stats: jsonb('stats').$type<Array<{ label: string; value: string }>>().notNull().default([]),
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    ...cmsAudit(),
  },
  (t) => [
    // One record: a unique index on a constant.
    uniqueIndex('cms_company_profile_one_key').on(sql`(true)`),
    check(
      'cms_company_profile_company_name_check',
      sql`length(${t.companyName}) BETWEEN 1 AND 200`,
    ),
    check(
      'cms_company_profile_description_check',
      sql`length(${t.description}) BETWEEN 1 AND 5000`,
    ),
    check('cms_company_profile_stats_check', sql`jsonb_typeof(${t.stats}) = 'array'`),
    check('cms_company_profile_social_media_check', sql`jsonb_typeof(${t.socialMedia}) = 'object'`),
  ],
);
export type CmsCompanyProfileRow = typeof cmsCompanyProfile.$inferSelect;
export type NewCmsCompanyProfileRow = typeof cmsCompanyProfile.$inferInsert;

export const cmsContactInfo = pgTable(
  'cms_contact_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    value: text('value').notNull(),
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...cmsAudit(),
  },
  (t) => [
    index('cms_contact_info_sort_order_idx').on(t.sortOrder, t.createdAt, t.id),
    index('cms_contact_info_active_idx')
      .on(t.sortOrder, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    check(
      'cms_contact_info_type_check',
      sql`${t.type} IN ('phone', 'email', 'address', 'hours', 'whatsapp', 'social')`,
    ),
    check('cms_contact_info_title_check', sql`length(${t.title}) BETWEEN 1 AND 200`),
    check('cms_contact_info_value_check', sql`length(${t.value}) BETWEEN 1 AND 200`),
    check('cms_contact_info_icon_check', sql`length(${t.icon}) <= 100`),
    check('cms_contact_info_sort_order_check', sql`${t.sortOrder} >= 0`),
  ],
);
export type CmsContactInfoRow = typeof cmsContactInfo.$inferSelect;
export type NewCmsContactInfoRow = typeof cmsContactInfo.$inferInsert;

/** Uploaded images: bytes and what was read from them (docs/rules/cms.md#images). */
export const cmsUploads = pgTable(
  'cms_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_uploads_name_key').on(t.name),
    check('cms_uploads_name_check', sql`length(${t.name}) BETWEEN 1 AND 100`),
    check(
      'cms_uploads_content_type_check',
      sql`${t.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`,
    ),
    check('cms_uploads_width_check', sql`${t.width} > 0`),
    check('cms_uploads_height_check', sql`${t.height} > 0`),
    check('cms_uploads_bytes_check', sql`${t.bytes} > 0`),
  ],
);
export type CmsUploadRow = typeof cmsUploads.$inferSelect;

/** The landing content's version, bumped by a trigger on every CMS write (migration 0007). */
export const cmsState = pgTable(
  'cms_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('cms_state_id_check', sql`${t.id}`)],
);

/**
 * The audit trail (migration 0015, src/repositories/audit-log.ts): one row per write, append-only (a trigger
 * refuses UPDATE and DELETE). `before`/`after` hold only changed fields of an update, never a secret.
 */
export const audit = pgTable(
  'audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    address: text('address'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_actor_at_idx').on(sql`lower(${t.actorUsername})`, t.at.desc()),
    index('audit_resource_at_idx').on(t.resource, t.at.desc()),
    index('audit_action_at_idx').on(t.action, t.at.desc()),
  ],
);
export type AuditRow = typeof audit.$inferSelect;
export type NewAuditRow = typeof audit.$inferInsert;

export const HOTSPOT_EXPIRY_MODES = ['remove', 'disable', 'none'] as const;
export const VOUCHER_MODES = ['voucher', 'userpass'] as const;
export const VOUCHER_CHARSETS = [
  'lower',
  'upper',
  'mixed',
  'digits',
  'lower-digits',
  'upper-digits',
  'mixed-digits',
] as const;

/** Our settings of a router's hotspot user profile, by (router, profile name) (migration 0010). */
export const hotspotProfileSettings = pgTable(
  'hotspot_profile_settings',
  {
    routerId: uuid('router_id').notNull(),
    profileName: text('profile_name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    sellingPrice: bigint('selling_price', { mode: 'number' }),
    validity: text('validity').notNull().default(''),
    expiryMode: text('expiry_mode', { enum: HOTSPOT_EXPIRY_MODES }).notNull().default('none'),
    lockMac: boolean('lock_mac').notNull().default(false),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'hotspot_profile_settings_pkey', columns: [t.routerId, t.profileName] }),
    foreignKey({
      name: 'hotspot_profile_settings_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    check(
      'hotspot_profile_settings_profile_name_check',
      sql`length(${t.profileName}) BETWEEN 1 AND 100`,
    ),
    check('hotspot_profile_settings_price_check', sql`${t.price} >= 0`),
    check('hotspot_profile_settings_selling_price_check', sql`${t.sellingPrice} >= 0`),
    check(
      'hotspot_profile_settings_validity_check',
      sql`${t.validity} ~ '^([1-9][0-9]{0,5}[mhd])?$'`,
    ),
    check(
      'hotspot_profile_settings_expiry_mode_check',
      sql`${t.expiryMode} IN ('remove', 'disable', 'none')`,
    ),
  ],
);
export type HotspotProfileSettingsRow = typeof hotspotProfileSettings.$inferSelect;
export type NewHotspotProfileSettingsRow = typeof hotspotProfileSettings.$inferInsert;

/** A voucher batch the router accepted whole (migration 0010). */
export const voucherBatches = pgTable(
  'voucher_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routerId: uuid('router_id').notNull(),
    profile: text('profile').notNull(),
    count: integer('count').notNull(),
    mode: text('mode', { enum: VOUCHER_MODES }).notNull(),
    length: integer('length').notNull(),
    prefix: text('prefix').notNull().default(''),
    charset: text('charset', { enum: VOUCHER_CHARSETS }).notNull(),
    limitUptime: text('limit_uptime').notNull().default(''),
    limitBytesTotal: bigint('limit_bytes_total', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A batch MikHmon made (its users' `vc-`/`up-` comment), taken by the MikHmon import. */
    mikhmonComment: text('mikhmon_comment'),
  },
  (t) => [
    foreignKey({
      name: 'voucher_batches_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    index('voucher_batches_router_created_at_idx').on(t.routerId, t.createdAt, t.id),
    uniqueIndex('voucher_batches_router_mikhmon_comment_key')
      .on(t.routerId, t.mikhmonComment)
      .where(sql`${t.mikhmonComment} IS NOT NULL`),
    check('voucher_batches_profile_check', sql`length(${t.profile}) BETWEEN 1 AND 100`),
    check('voucher_batches_count_check', sql`${t.count} BETWEEN 1 AND 5000`),
    check('voucher_batches_mode_check', sql`${t.mode} IN ('voucher', 'userpass')`),
    check('voucher_batches_length_check', sql`${t.length} BETWEEN 4 AND 12`),
    check('voucher_batches_prefix_check', sql`${t.prefix} ~ '^[A-Za-z0-9]{0,6}$'`),
    check(
      'voucher_batches_charset_check',
      sql`${t.charset} IN ('lower', 'upper', 'mixed', 'digits', 'lower-digits', 'upper-digits', 'mixed-digits')`,
    ),
    check('voucher_batches_limit_uptime_check', sql`length(${t.limitUptime}) <= 32`),
    check('voucher_batches_limit_bytes_total_check', sql`${t.limitBytesTotal} >= 0`),
    check('voucher_batches_note_check', sql`length(${t.note}) <= 500`),
  ],
);
export type VoucherBatchRow = typeof voucherBatches.$inferSelect;
export type NewVoucherBatchRow = typeof voucherBatches.$inferInsert;

/**
 * Our record of a hotspot user by (router, name): batch, first use, expiry (migration 0010). First
 * use is claimed once: `UPDATE … SET first_login_at = … WHERE first_login_at IS NULL RETURNING`.
 */
export const hotspotUsers = pgTable(
  'hotspot_users',
  {
    routerId: uuid('router_id').notNull(),
    name: text('name').notNull(),
    batchId: uuid('batch_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    firstLoginAt: timestamptz('first_login_at'),
    expiresAt: timestamptz('expires_at'),
    boundMac: text('bound_mac'),
    expiredAt: timestamptz('expired_at'),
    expiryAction: text('expiry_action', { enum: HOTSPOT_EXPIRY_MODES }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'hotspot_users_pkey', columns: [t.routerId, t.name] }),
    foreignKey({
      name: 'hotspot_users_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'hotspot_users_batch_id_fkey',
      columns: [t.batchId],
      foreignColumns: [voucherBatches.id],
    }).onDelete('set null'),
    index('hotspot_users_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} IS NOT NULL`),
    index('hotspot_users_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} IS NOT NULL AND ${t.expiredAt} IS NULL`),
    check('hotspot_users_name_check', sql`length(${t.name}) BETWEEN 1 AND 100`),
    check(
      'hotspot_users_expiry_action_check',
      sql`${t.expiryAction} IN ('remove', 'disable', 'none')`,
    ),
  ],
);
export type HotspotUserRow = typeof hotspotUsers.$inferSelect;
export type NewHotspotUserRow = typeof hotspotUsers.$inferInsert;

export const HOTSPOT_SALE_SOURCES = ['monitor', 'mikhmon', 'online'] as const;
export type HotspotSaleSource = (typeof HOTSPOT_SALE_SOURCES)[number];

/** Hotspot voucher sales (migration 0011, docs/rules/hotspot.md#sales). */
export const hotspotSales = pgTable(
  'hotspot_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    routerId: uuid('router_id').notNull(),
    userName: text('user_name').notNull(),
    profile: text('profile').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    macAddress: text('mac_address').notNull().default(''),
    address: text('address').notNull().default(''),
    batchId: uuid('batch_id'),
    firstLoginAt: timestamptz('first_login_at'),
    soldAt: timestamptz('sold_at').notNull(),
    source: text('source', { enum: HOTSPOT_SALE_SOURCES }).notNull(),
    merchantRef: text('merchant_ref'),
    mikhmonKey: text('mikhmon_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'hotspot_sales_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('restrict'),
    index('hotspot_sales_router_sold_at_idx').on(t.routerId, t.soldAt, t.id),
    index('hotspot_sales_sold_at_idx').on(t.soldAt),
    uniqueIndex('hotspot_sales_first_use_key')
      .on(t.routerId, t.userName, t.firstLoginAt)
      .where(sql`${t.firstLoginAt} IS NOT NULL AND ${t.source} <> 'mikhmon'`),
    uniqueIndex('hotspot_sales_mikhmon_key')
      .on(t.routerId, t.mikhmonKey)
      .where(sql`${t.mikhmonKey} IS NOT NULL`),
    uniqueIndex('hotspot_sales_merchant_ref_key')
      .on(t.merchantRef)
      .where(sql`${t.merchantRef} IS NOT NULL`),
    check('hotspot_sales_source_check', sql`${t.source} IN ('monitor', 'mikhmon', 'online')`),
    check('hotspot_sales_price_check', sql`${t.price} >= 0`),
    check('hotspot_sales_user_name_check', sql`length(${t.userName}) BETWEEN 1 AND 200`),
  ],
);
export type HotspotSaleRow = typeof hotspotSales.$inferSelect;
export type NewHotspotSaleRow = typeof hotspotSales.$inferInsert;

export const REPORT_TOTAL_SOURCES = ['online', 'voucher', 'invoice'] as const;

/**
 * The sales report's totals per WIB day, router and source (migration 0017,
 * docs/rules/reports.md#how-it-is-counted), kept by triggers on transactions and hotspot_sales in
 * the same transaction as each write: nothing in the code writes it.
 */
export const salesDailyTotals = pgTable(
  'sales_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    routerId: uuid('router_id').notNull(),
    source: text('source', { enum: REPORT_TOTAL_SOURCES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_daily_totals_pkey', columns: [t.day, t.routerId, t.source] }),
    foreignKey({
      name: 'sales_daily_totals_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    check('sales_daily_totals_source_check', sql`${t.source} IN ('online', 'voucher', 'invoice')`),
  ],
);

/** One sample per router per monitor round (docs/rules/routers.md#router-health), kept 48 hours. */
export const routerSamples = pgTable(
  'router_samples',
  {
    routerId: uuid('router_id').notNull(),
    at: timestamptz('at').notNull(),
    online: boolean('online').notNull(),
    latencyMs: integer('latency_ms'),
    cpuLoad: integer('cpu_load'),
    freeMemory: bigint('free_memory', { mode: 'number' }),
    totalMemory: bigint('total_memory', { mode: 'number' }),
    uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
    pppActive: integer('ppp_active'),
    hotspotActive: integer('hotspot_active'),
    rxBps: bigint('rx_bps', { mode: 'number' }),
    txBps: bigint('tx_bps', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.routerId, t.at] }),
    foreignKey({
      name: 'router_samples_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    index('router_samples_at_idx').on(t.at),
  ],
);

/** Hourly roll-ups of `router_samples`, kept 400 days. */
export const routerSamplesHourly = pgTable(
  'router_samples_hourly',
  {
    routerId: uuid('router_id').notNull(),
    hour: timestamptz('hour').notNull(),
    rounds: integer('rounds').notNull(),
    onlineRounds: integer('online_rounds').notNull(),
    firstOfflineAt: timestamptz('first_offline_at'),
    lastOfflineAt: timestamptz('last_offline_at'),
    latencyMsAvg: doublePrecision('latency_ms_avg'),
    latencyMsMin: integer('latency_ms_min'),
    latencyMsMax: integer('latency_ms_max'),
    cpuLoadAvg: doublePrecision('cpu_load_avg'),
    cpuLoadMin: integer('cpu_load_min'),
    cpuLoadMax: integer('cpu_load_max'),
    freeMemoryAvg: doublePrecision('free_memory_avg'),
    freeMemoryMin: bigint('free_memory_min', { mode: 'number' }),
    freeMemoryMax: bigint('free_memory_max', { mode: 'number' }),
    totalMemory: bigint('total_memory', { mode: 'number' }),
    uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
    pppActiveAvg: doublePrecision('ppp_active_avg'),
    pppActiveMin: integer('ppp_active_min'),
    pppActiveMax: integer('ppp_active_max'),
    hotspotActiveAvg: doublePrecision('hotspot_active_avg'),
    hotspotActiveMin: integer('hotspot_active_min'),
    hotspotActiveMax: integer('hotspot_active_max'),
    rxBpsAvg: doublePrecision('rx_bps_avg'),
    rxBpsMin: bigint('rx_bps_min', { mode: 'number' }),
    rxBpsMax: bigint('rx_bps_max', { mode: 'number' }),
    txBpsAvg: doublePrecision('tx_bps_avg'),
    txBpsMin: bigint('tx_bps_min', { mode: 'number' }),
    txBpsMax: bigint('tx_bps_max', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.routerId, t.hour] }),
    foreignKey({
      name: 'router_samples_hourly_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('cascade'),
    index('router_samples_hourly_hour_idx').on(t.hour),
  ],
);

/** A user's choices kept on the server by key, e.g. `table:<tableId>` (migration 0016). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_preferences_pkey', columns: [t.userId, t.key] }),
    foreignKey({
      name: 'user_preferences_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    check('user_preferences_key_check', sql`length(${t.key}) BETWEEN 1 AND 100`),
  ],
);

/* Subscribers and monthly billing (migration 0018, docs/rules/billing.md). */

export const SUBSCRIBER_STATUSES = ['active', 'isolated', 'terminated'] as const;
export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export const INVOICE_METHODS = ['tripay', 'cash', 'transfer'] as const;
export const BILLING_EVENTS = [
  'invoice_issued',
  'invoice_paid',
  'invoice_voided',
  'subscriber_isolated',
  'subscriber_restored',
  'subscriber_terminated',
  // A reminder before the due date and the due date itself (migration 0021, docs/rules/notify.md).
  'invoice_reminder',
  'invoice_due',
] as const;
export type BillingEvent = (typeof BILLING_EVENTS)[number];

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    pppProfile: text('ppp_profile').notNull(),
    description: text('description').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_name_lower_key').on(sql`lower(${t.name})`),
    index('plans_created_at_idx').on(t.createdAt, t.id),
    check('plans_name_check', sql`length(${t.name}) BETWEEN 1 AND 100`),
    check('plans_price_check', sql`${t.price} > 0`),
    check('plans_ppp_profile_check', sql`length(${t.pppProfile}) BETWEEN 1 AND 100`),
    check('plans_description_check', sql`length(${t.description}) <= 1000`),
  ],
);
export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    routerId: uuid('router_id').notNull(),
    pppUsername: text('ppp_username').notNull(),
    planId: uuid('plan_id').notNull(),
    billingDay: integer('billing_day').notNull(),
    billingStart: date('billing_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('active'),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // A change waiting for the router (docs/rules/billing.md#isolation; migration 0019).
    routerChange: text('router_change', { enum: ['isolate', 'restore', 'terminate'] }),
    routerChangeBy: text('router_change_by'),
    routerChangeSince: timestamptz('router_change_since'),
    routerChangeReason: text('router_change_reason'),
    isolatedManually: boolean('isolated_manually').notNull().default(false),
    isolationExemptThrough: date('isolation_exempt_through', { mode: 'string' }),
  },
  (t) => [
    foreignKey({
      name: 'subscribers_router_id_fkey',
      columns: [t.routerId],
      foreignColumns: [routers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'subscribers_plan_id_fkey',
      columns: [t.planId],
      foreignColumns: [plans.id],
    }).onDelete('restrict'),
    uniqueIndex('subscribers_router_ppp_username_key').on(t.routerId, t.pppUsername),
    index('subscribers_plan_id_idx').on(t.planId),
    index('subscribers_created_at_idx').on(t.createdAt, t.id),
    check('subscribers_name_check', sql`length(${t.name}) BETWEEN 1 AND 200`),
    check('subscribers_billing_day_check', sql`${t.billingDay} BETWEEN 1 AND 28`),
    check('subscribers_status_check', sql`${t.status} IN ('active', 'isolated', 'terminated')`),
    check('subscribers_phone_check', sql`${t.phone} = '' OR ${t.phone} ~ '^628[1-9][0-9]{6,11}$'`),
    check('subscribers_email_check', sql`length(${t.email}) <= 254`),
    check('subscribers_address_check', sql`length(${t.address}) <= 500`),
    check('subscribers_ppp_username_check', sql`length(${t.pppUsername}) BETWEEN 1 AND 100`),
    check('subscribers_notes_check', sql`length(${t.notes}) <= 2000`),
    index('subscribers_router_change_idx')
      .on(t.routerId)
      .where(sql`${t.routerChange} IS NOT NULL`),
    check(
      'subscribers_router_change_check',
      sql`${t.routerChange} IN ('isolate', 'restore', 'terminate')`,
    ),
    check('subscribers_router_change_reason_check', sql`length(${t.routerChangeReason}) <= 500`),
  ],
);
export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriberRow = typeof subscribers.$inferInsert;

/** The last invoice number given in a month of issue: the gap-free counter. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    month: text('month').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    check('invoice_counters_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    subscriberId: uuid('subscriber_id').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('unpaid'),
    paidAt: timestamptz('paid_at'),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    method: text('method', { enum: INVOICE_METHODS }),
    receivedBy: text('received_by'),
    merchantRef: text('merchant_ref'),
    voidReason: text('void_reason'),
    payToken: text('pay_token').notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'invoices_subscriber_id_fkey',
      columns: [t.subscriberId],
      foreignColumns: [subscribers.id],
    }).onDelete('restrict'),
    uniqueIndex('invoices_subscriber_period_key').on(t.subscriberId, t.period),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_pay_token_key').on(t.payToken),
    uniqueIndex('invoices_merchant_ref_key')
      .on(t.merchantRef)
      .where(sql`${t.merchantRef} IS NOT NULL`),
    index('invoices_issued_at_idx').on(t.issuedAt, t.id),
    index('invoices_unpaid_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'unpaid'`),
    // What a subscriber owes, per row of the subscribers list (migration 0023).
    index('invoices_unpaid_subscriber_idx')
      .on(t.subscriberId, t.dueDate)
      .where(sql`${t.status} = 'unpaid'`),
    check('invoices_number_check', sql`${t.number} ~ '^INV/[0-9]{4}/[0-9]{2}/[0-9]{5,}$'`),
    check('invoices_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('invoices_amount_check', sql`${t.amount} > 0`),
    check('invoices_status_check', sql`${t.status} IN ('unpaid', 'paid', 'void')`),
    check('invoices_paid_amount_check', sql`${t.paidAmount} > 0`),
    check('invoices_method_check', sql`${t.method} IN ('tripay', 'cash', 'transfer')`),
    check('invoices_void_reason_check', sql`length(${t.voidReason}) BETWEEN 1 AND 500`),
    check('invoices_pay_token_check', sql`length(${t.payToken}) >= 20`),
    check(
      'invoices_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL AND ${t.paidAmount} IS NOT NULL AND ${t.method} IS NOT NULL)`,
    ),
    check('invoices_void_check', sql`(${t.status} = 'void') = (${t.voidReason} IS NOT NULL)`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

export interface QuietHours {
  from: string;
  to: string;
}

/** One row (docs/rules/billing.md#settings); `wa_token_enc` is sealed and never answered. */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceLeadDays: integer('invoice_lead_days').notNull().default(7),
    graceDays: integer('grace_days').notNull().default(3),
    reminderDays: jsonb('reminder_days').$type<number[]>().notNull().default([3, 1]),
    quietHours: jsonb('quiet_hours')
      .$type<QuietHours | null>()
      .default({ from: '21:00', to: '07:00' }),
    waBaseUrl: text('wa_base_url').notNull().default(''),
    waTokenEnc: text('wa_token_enc'),
    emailFrom: text('email_from').notNull().default(''),
    updatedBy: text('updated_by'),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [
    uniqueIndex('billing_settings_one_key').on(sql`(true)`),
    check('billing_settings_invoice_lead_days_check', sql`${t.invoiceLeadDays} BETWEEN 0 AND 28`),
    check('billing_settings_grace_days_check', sql`${t.graceDays} BETWEEN 0 AND 30`),
    check('billing_settings_reminder_days_check', sql`jsonb_typeof(${t.reminderDays}) = 'array'`),
    check('billing_settings_wa_base_url_check', sql`length(${t.waBaseUrl}) <= 500`),
    check('billing_settings_email_from_check', sql`length(${t.emailFrom}) <= 254`),
  ],
);
export type BillingSettingsRow = typeof billingSettings.$inferSelect;

/** The outbox of billing changes, written in the transaction of the change (migration 0018). */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event', { enum: BILLING_EVENTS }).notNull(),
    invoiceId: uuid('invoice_id'),
    subscriberId: uuid('subscriber_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'billing_events_invoice_id_fkey',
      columns: [t.invoiceId],
      foreignColumns: [invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'billing_events_subscriber_id_fkey',
      columns: [t.subscriberId],
      foreignColumns: [subscribers.id],
    }).onDelete('cascade'),
    index('billing_events_subscriber_idx').on(t.subscriberId, t.at),
    index('billing_events_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} IS NOT NULL`),
    check(
      'billing_events_event_check',
      sql`${t.event} IN ('invoice_issued', 'invoice_paid', 'invoice_voided', 'subscriber_isolated', 'subscriber_restored', 'subscriber_terminated', 'invoice_reminder', 'invoice_due')`,
    ),
    index('billing_events_event_invoice_idx')
      .on(t.event, t.invoiceId, t.at)
      .where(sql`${t.invoiceId} IS NOT NULL`),
  ],
);
export type BillingEventRow = typeof billingEvents.$inferSelect;

/* Notifications (migration 0021, docs/rules/notify.md). */

const MESSAGE_EVENT_CHECK = sql.raw(
  `('invoice_issued', 'invoice_reminder', 'invoice_due', 'subscriber_isolated', 'invoice_paid', 'subscriber_restored', 'portal_code', 'voucher_sold')`,
);

/** The outbox: one row per message, written in the transaction of what caused it. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event', { enum: MESSAGE_EVENTS }).notNull(),
    subscriberId: uuid('subscriber_id'),
    invoiceId: uuid('invoice_id'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    subject: text('subject'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    foreignKey({
      name: 'messages_subscriber_id_fkey',
      columns: [t.subscriberId],
      foreignColumns: [subscribers.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'messages_invoice_id_fkey',
      columns: [t.invoiceId],
      foreignColumns: [invoices.id],
    }).onDelete('set null'),
    uniqueIndex('messages_dedupe_key_key').on(t.dedupeKey),
    index('messages_queued_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('messages_created_at_idx').on(t.createdAt, t.id),
    index('messages_subscriber_id_idx')
      .on(t.subscriberId)
      .where(sql`${t.subscriberId} IS NOT NULL`),
    index('messages_invoice_id_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} IS NOT NULL`),
    check('messages_event_check', sql`${t.event} IN ${MESSAGE_EVENT_CHECK}`),
    check('messages_channel_check', sql`${t.channel} IN ('whatsapp', 'email')`),
    check('messages_to_check', sql`length(${t.to}) BETWEEN 1 AND 254`),
    check('messages_body_check', sql`length(${t.body}) BETWEEN 1 AND 10000`),
    check('messages_subject_check', sql`length(${t.subject}) <= 300`),
    check('messages_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    check('messages_attempts_check', sql`${t.attempts} >= 0`),
    check('messages_last_error_check', sql`length(${t.lastError}) <= 2000`),
    check('messages_dedupe_key_check', sql`length(${t.dedupeKey}) <= 300`),
    check('messages_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;

/** An admin's wording of an event's message; an event without a row has the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    event: text('event', { enum: MESSAGE_EVENTS }).primaryKey(),
    body: text('body').notNull(),
    subject: text('subject'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('message_templates_event_check', sql`${t.event} IN ${MESSAGE_EVENT_CHECK}`),
    check('message_templates_body_check', sql`length(${t.body}) BETWEEN 1 AND 2000`),
    check('message_templates_subject_check', sql`length(${t.subject}) <= 200`),
  ],
);
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/** When a channel last sent (taken before the send): the WhatsApp interval across instances. */
export const messageSendSlots = pgTable(
  'message_send_slots',
  {
    channel: text('channel', { enum: MESSAGE_CHANNELS }).primaryKey(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [check('message_send_slots_channel_check', sql`${t.channel} IN ('whatsapp', 'email')`)],
);

/** Sign-in codes of the subscriber portal (migration 0022); `code_hash` is an HMAC, never the code. */
export const portalCodes = pgTable(
  'portal_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('portal_codes_phone_created_at_idx').on(t.phone, t.createdAt),
    index('portal_codes_expires_at_idx').on(t.expiresAt),
    check('portal_codes_phone_check', sql`${t.phone} ~ '^628[1-9][0-9]{6,11}$'`),
    check('portal_codes_code_hash_check', sql`length(${t.codeHash}) = 64`),
    check('portal_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
export type PortalCodeRow = typeof portalCodes.$inferSelect;

/** Signed-in phones of the subscriber portal (migration 0022); the cookie's token only hashed. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    phone: text('phone').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('portal_sessions_token_hash_key').on(t.tokenHash),
    index('portal_sessions_expires_at_idx').on(t.expiresAt),
    check('portal_sessions_token_hash_check', sql`length(${t.tokenHash}) = 64`),
    check('portal_sessions_phone_check', sql`${t.phone} ~ '^628[1-9][0-9]{6,11}$'`),
  ],
);
export type PortalSessionRow = typeof portalSessions.$inferSelect;
