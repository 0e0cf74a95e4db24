// Drizzle's view of the tables that the SQL migrations create. The migrations are the source of
// truth; `test/schema-match.test.ts` fails when this file and the database disagree.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
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
export const THROTTLE_SCOPES = ['account', 'account_address', 'address'] as const;
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
      sql`${t.scope} IN ('account', 'account_address', 'address')`,
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
