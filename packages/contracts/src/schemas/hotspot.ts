import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  HOTSPOT_EXPIRY_MODES,
  HOTSPOT_LIMITS,
  HOTSPOT_PREFIX_PATTERN,
  HOTSPOT_TIME_PATTERN,
  HOTSPOT_USER_STATUSES,
  HOTSPOT_VALIDITY_PATTERN,
  ID_MAX_LENGTH,
  MAC_ADDRESS_PATTERN,
  SALE_KINDS,
  VOUCHER_CHARSET_NAMES,
  VOUCHER_MODES,
  type HotspotUserStatus,
} from '../limits';
import { calendarDay } from './calendar-day';
import { HOTSPOT_FIELD_MESSAGES } from '../messages';
import { PaginationSchema } from './envelopes';
import { csvQuery, listQuery } from './list-query';

// Hotspot users, profiles, active sessions, voucher batches, sales and the MikHmon import of one
// router (docs/rules/hotspot.md). Success-style envelopes: `{ success, data }`,
// lists `{ success, data, pagination }`. Router fields live on the router; price, validity, expiry,
// lock MAC, batches, first use and sales are ours, in the database.

const M = HOTSPOT_FIELD_MESSAGES;
const L = HOTSPOT_LIMITS;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Enums (not unions of literals): query-string coercion applies, and the serialiser does not
// validate each value to pick a branch.
const choice = <T extends string>(values: readonly T[], message: string, description?: string) =>
  Type.Unsafe<T>({
    type: 'string',
    enum: [...values],
    'x-message': message,
    ...(description ? { description } : {}),
  });

const text = (max: number, message: string, min?: number) =>
  Type.String({
    ...(min !== undefined ? { minLength: min } : {}),
    maxLength: max,
    'x-message': message,
  });

const rupiah = (message: string, description: string) =>
  Type.Integer({
    minimum: L.price.min,
    maximum: L.price.max,
    description,
    'x-message': message,
  });

const routerOsTime = (message: string, description: string) =>
  Type.String({
    maxLength: L.time.max,
    pattern: HOTSPOT_TIME_PATTERN,
    description,
    'x-message': message,
  });

/* ---- path parameters ---- */

/** `/hotspot/{routerId}/…`: the router. */
export const HotspotRouterParams = Type.Object({
  routerId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
});

/** `/hotspot/{routerId}/users|profiles|active/{id}`: a RouterOS item id (`*1A`); another id is 404. */
export const HotspotItemParams = Type.Object({
  routerId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
  id: Type.String({ maxLength: L.itemId.max, description: 'RouterOS item id, e.g. *1A' }),
});

/** `/hotspot/{routerId}/vouchers/{id}`: a batch's uuid; another id is 404. */
export const VoucherBatchParams = Type.Object({
  routerId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
  id: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Voucher batch id (a uuid)' }),
});

/* ---- profiles ---- */

export const HotspotExpiryModeSchema = choice(
  HOTSPOT_EXPIRY_MODES,
  M.expiryMode,
  "At expiresAt: 'remove' the user, 'disable' it (both kick its session), or 'none'",
);

/**
 * A hotspot user profile (`/ip/hotspot/user/profile`) with our settings for it. Ours are kept by
 * (router, profile name); a profile without a row of ours reads price 0, no selling price, no
 * validity, expiry 'none', lockMac false.
 */
export const HotspotProfileSchema = Type.Object(
  {
    id: Type.String({ description: 'RouterOS item id, e.g. *1A' }),
    name: Type.String(),
    rateLimit: Type.String({ description: "RouterOS rate-limit, e.g. '1M/2M'; '' for none" }),
    sharedUsers: Type.String({ description: "'1' (default), a larger number or 'unlimited'" }),
    addressPool: Type.String({ description: "'' for none" }),
    parentQueue: Type.String({ description: "'' for none" }),
    sessionTimeout: Type.String({ description: "RouterOS time; '' for none" }),
    price: Type.Integer({ minimum: 0, description: 'Whole rupiah a sale records' }),
    sellingPrice: nullable(
      Type.Integer({ minimum: 0, description: 'Whole rupiah printed on cards' }),
    ),
    validity: Type.String({
      description: "Wall-clock time from the first login: '30m', '12h', '1d', '30d'; '' = none",
    }),
    expiryMode: HotspotExpiryModeSchema,
    lockMac: Type.Boolean({ description: "Bind the user to its first login's MAC" }),
  },
  { title: 'HotspotProfile' },
);
export type HotspotProfile = Static<typeof HotspotProfileSchema>;

const sharedUsers = Type.Union(
  [
    Type.Integer({
      minimum: L.sharedUsers.min,
      maximum: L.sharedUsers.max,
      'x-message': M.sharedUsers,
    }),
    Type.String({ pattern: '^(?:[1-9]\\d{0,5}|unlimited)$', 'x-message': M.sharedUsers }),
  ],
  { 'x-message': M.sharedUsers, description: "1 (default), a larger number, or 'unlimited'" },
);

const profileFields = {
  name: text(L.profile.max, M.name, L.profile.min),
  rateLimit: text(L.rateLimit.max, M.rateLimit),
  sharedUsers,
  addressPool: text(L.addressPool.max, M.addressPool),
  parentQueue: text(L.parentQueue.max, M.parentQueue),
  sessionTimeout: routerOsTime(M.sessionTimeout, "RouterOS time, e.g. '1h'; '' for none"),
  price: rupiah(M.price, 'Whole rupiah a sale records (0 = free)'),
  sellingPrice: Type.Union(
    [
      Type.Null({ 'x-message': M.sellingPrice }),
      rupiah(M.sellingPrice, 'Whole rupiah printed on cards'),
    ],
    { description: 'Whole rupiah printed on cards; null for none', 'x-message': M.sellingPrice },
  ),
  validity: Type.String({
    maxLength: 8,
    pattern: HOTSPOT_VALIDITY_PATTERN,
    description: "'30m', '12h', '1d', '30d' from the first login; '' = none",
    'x-message': M.validity,
  }),
  expiryMode: HotspotExpiryModeSchema,
  lockMac: Type.Boolean({ 'x-message': M.lockMac }),
};

/**
 * `POST /hotspot/{routerId}/profiles`. Router fields go to the router (sharedUsers defaults to 1);
 * ours default to price 0, sellingPrice null, validity '', expiryMode 'none', lockMac false. No
 * script field exists: on-login and on-logout are never written (unknown properties are dropped).
 */
export const CreateHotspotProfileBody = Type.Object(
  {
    name: profileFields.name,
    rateLimit: Type.Optional(profileFields.rateLimit),
    sharedUsers: Type.Optional(profileFields.sharedUsers),
    addressPool: Type.Optional(profileFields.addressPool),
    parentQueue: Type.Optional(profileFields.parentQueue),
    sessionTimeout: Type.Optional(profileFields.sessionTimeout),
    price: Type.Optional(profileFields.price),
    sellingPrice: Type.Optional(profileFields.sellingPrice),
    validity: Type.Optional(profileFields.validity),
    expiryMode: Type.Optional(profileFields.expiryMode),
    lockMac: Type.Optional(profileFields.lockMac),
  },
  { additionalProperties: false },
);
export type CreateHotspotProfileInput = Static<typeof CreateHotspotProfileBody>;

/** `PUT /hotspot/{routerId}/profiles/{id}`: a field left out keeps its value; a rename moves ours. */
export const UpdateHotspotProfileBody = Type.Partial(CreateHotspotProfileBody, {
  additionalProperties: false,
});
export type UpdateHotspotProfileInput = Static<typeof UpdateHotspotProfileBody>;

/* ---- users ---- */

export const HotspotUserStatusSchema = choice(
  HOTSPOT_USER_STATUSES,
  M.status,
  'unused: never logged in; active: in a session now; used: logged in before; expired: past ' +
    'expiresAt; disabled: disabled on the router (docs/rules/hotspot.md#status)',
);

/** A hotspot user (`/ip/hotspot/user`) with our record of it. */
export const HotspotUserSchema = Type.Object(
  {
    id: Type.String({ description: 'RouterOS item id, e.g. *1A' }),
    name: Type.String(),
    password: Type.String(),
    profile: Type.String(),
    limitUptime: Type.String({ description: "RouterOS time; '' for none" }),
    limitBytesTotal: Type.Integer({ minimum: 0, description: 'Bytes; 0 = none' }),
    uptime: Type.String({ description: 'As RouterOS prints it, e.g. 1h2m3s' }),
    bytesIn: Type.Integer({ minimum: 0 }),
    bytesOut: Type.Integer({ minimum: 0 }),
    macAddress: Type.String({ description: "Bound MAC; '' for none" }),
    comment: Type.String(),
    disabled: Type.Boolean(),
    batchId: nullable(
      Type.String({ format: 'uuid', description: 'The voucher batch it came from' }),
    ),
    firstLoginAt: nullable(Type.String({ format: 'date-time' })),
    expiresAt: nullable(Type.String({ format: 'date-time' })),
    status: HotspotUserStatusSchema,
  },
  { title: 'HotspotUser' },
);
export type HotspotUser = Static<typeof HotspotUserSchema>;

export const HOTSPOT_USER_SORT_COLUMNS = [
  'name',
  'profile',
  'uptime',
  'bytesIn',
  'bytesOut',
  'status',
  'firstLoginAt',
  'expiresAt',
] as const;
export type HotspotUserSortColumn = (typeof HOTSPOT_USER_SORT_COLUMNS)[number];

/**
 * `GET /hotspot/{routerId}/users`: the list parameters (docs/rules/api.md#lists) (search on name and comment) plus `profile`,
 * `batchId` and `status`. Always paged on the server: without `page` it is page 1 (a router with
 * 20,000 users never sends them all).
 */
export const HotspotUsersQuery = listQuery(HOTSPOT_USER_SORT_COLUMNS, {
  profile: Type.Optional(text(L.profile.max, M.profile)),
  batchId: Type.Optional(
    Type.String({
      maxLength: ID_MAX_LENGTH,
      description: 'A voucher batch id',
      'x-message': M.batchId,
    }),
  ),
  status: Type.Optional(HotspotUserStatusSchema),
});
export type HotspotUsersQueryInput = Static<typeof HotspotUsersQuery>;
/** `GET /hotspot/{routerId}/users.csv`: the list's query without paging, plus `columns`. */
export const HotspotUsersCsvQuery = csvQuery(HotspotUsersQuery);

const userFields = {
  name: text(L.name.max, M.name, L.name.min),
  password: text(L.password.max, M.password),
  profile: text(L.profile.max, M.profile, L.profile.min),
  limitUptime: routerOsTime(M.limitUptime, "RouterOS time, e.g. '1h' or '1d2h'; '' for none"),
  limitBytesTotal: Type.Integer({
    minimum: L.limitBytesTotal.min,
    maximum: L.limitBytesTotal.max,
    description: 'Bytes; 0 = none',
    'x-message': M.limitBytesTotal,
  }),
  macAddress: Type.String({
    maxLength: 17,
    pattern: MAC_ADDRESS_PATTERN,
    description: "AA:BB:CC:DD:EE:FF; '' for none",
    'x-message': M.macAddress,
  }),
  comment: text(L.comment.max, M.comment),
};

/** `POST /hotspot/{routerId}/users`: empty optional fields take the router's defaults (profile `default`). */
export const CreateHotspotUserBody = Type.Object(
  {
    name: userFields.name,
    password: Type.Optional(userFields.password),
    profile: Type.Optional(userFields.profile),
    limitUptime: Type.Optional(userFields.limitUptime),
    limitBytesTotal: Type.Optional(userFields.limitBytesTotal),
    macAddress: Type.Optional(userFields.macAddress),
    comment: Type.Optional(userFields.comment),
  },
  { additionalProperties: false },
);
export type CreateHotspotUserInput = Static<typeof CreateHotspotUserBody>;

/** `PUT /hotspot/{routerId}/users/{id}`: a field left out keeps its value, an empty one clears it. */
export const UpdateHotspotUserBody = Type.Partial(CreateHotspotUserBody, {
  additionalProperties: false,
});
export type UpdateHotspotUserInput = Static<typeof UpdateHotspotUserBody>;

/* ---- active sessions ---- */

/** A hotspot session (`/ip/hotspot/active`). */
export const HotspotActiveSchema = Type.Object(
  {
    id: Type.String({ description: 'RouterOS item id, e.g. *1A' }),
    user: Type.String(),
    address: Type.String(),
    macAddress: Type.String(),
    uptime: Type.String({ description: 'As RouterOS prints it, e.g. 1h2m3s' }),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    bytesIn: Type.Integer({ minimum: 0 }),
    bytesOut: Type.Integer({ minimum: 0 }),
    loginBy: Type.String({ description: "e.g. 'http-chap', 'cookie', 'mac'" }),
    server: Type.String(),
  },
  { title: 'HotspotActive' },
);
export type HotspotActive = Static<typeof HotspotActiveSchema>;

/* ---- voucher batches ---- */

/**
 * `POST /hotspot/{routerId}/vouchers`: `count` users of `profile`, names of `prefix` + `length`
 * random characters of `charset` (never 0 O o 1 l I), unique on the router. Defaults: mode
 * 'voucher' (password = name), length 6, prefix '', charset 'lower-digits'.
 */
export const CreateVoucherBatchBody = Type.Object(
  {
    profile: userFields.profile,
    count: Type.Integer({
      minimum: L.count.min,
      maximum: L.count.max,
      description: 'Vouchers to make, 1–5000',
      'x-message': M.count,
    }),
    mode: Type.Optional({
      ...choice(VOUCHER_MODES, M.mode, "'voucher': password = name; 'userpass': its own password"),
      default: 'voucher',
    }),
    length: Type.Optional(
      Type.Integer({
        minimum: L.length.min,
        maximum: L.length.max,
        default: 6,
        description: 'Random characters after the prefix, 4–12',
        'x-message': M.length,
      }),
    ),
    prefix: Type.Optional(
      Type.String({
        maxLength: L.prefix.max,
        pattern: HOTSPOT_PREFIX_PATTERN,
        default: '',
        'x-message': M.prefix,
      }),
    ),
    charset: Type.Optional({
      ...choice(
        VOUCHER_CHARSET_NAMES,
        M.charset,
        'Alphabet of the random part (contracts VOUCHER_CHARSETS)',
      ),
      default: 'lower-digits',
    }),
    limitUptime: Type.Optional(userFields.limitUptime),
    limitBytesTotal: Type.Optional(userFields.limitBytesTotal),
    note: Type.Optional(text(L.note.max, M.note)),
  },
  { additionalProperties: false },
);
export type CreateVoucherBatchInput = Static<typeof CreateVoucherBatchBody>;

export const VoucherCredentialsSchema = Type.Object({
  name: Type.String(),
  password: Type.String(),
});

/** `POST /hotspot/{routerId}/vouchers` 201 `data`. */
export const VoucherBatchCreatedSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    count: Type.Integer({ minimum: 1 }),
    vouchers: Type.Array(VoucherCredentialsSchema),
  },
  { title: 'VoucherBatchCreated' },
);
export type VoucherBatchCreated = Static<typeof VoucherBatchCreatedSchema>;

const batchFields = {
  id: Type.String({ format: 'uuid' }),
  routerId: Type.String({ format: 'uuid' }),
  profile: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  unused: Type.Integer({
    minimum: 0,
    description: 'Vouchers never logged in (as our records know them) and not deleted',
  }),
  mode: choice(VOUCHER_MODES, M.mode),
  length: Type.Integer(),
  prefix: Type.String(),
  charset: choice(VOUCHER_CHARSET_NAMES, M.charset),
  limitUptime: Type.String(),
  limitBytesTotal: Type.Integer({ minimum: 0 }),
  note: Type.String(),
  createdBy: nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
};

/** One batch as `GET /hotspot/{routerId}/vouchers` lists it, newest first. */
export const VoucherBatchSchema = Type.Object(batchFields, { title: 'VoucherBatch' });
export type VoucherBatch = Static<typeof VoucherBatchSchema>;

export const VOUCHER_BATCH_SORT_COLUMNS = ['createdAt', 'profile', 'count'] as const;
export type VoucherBatchSortColumn = (typeof VOUCHER_BATCH_SORT_COLUMNS)[number];
/** `GET /hotspot/{routerId}/vouchers`: the list parameters (docs/rules/api.md#lists) (search on note and profile), `profile`. */
export const VoucherBatchesQuery = listQuery(VOUCHER_BATCH_SORT_COLUMNS, {
  profile: Type.Optional(text(L.profile.max, M.profile)),
});
/** `GET /hotspot/{routerId}/vouchers.csv`: the batches' query without paging, plus `columns`. */
export const VoucherBatchesCsvQuery = csvQuery(VoucherBatchesQuery);

/** A voucher of a batch with its status; 'removed' once it is gone from the router. */
export const VOUCHER_STATUSES = [...HOTSPOT_USER_STATUSES, 'removed'] as const;
export type VoucherStatus = HotspotUserStatus | 'removed';

export const VoucherSchema = Type.Object(
  {
    id: nullable(
      Type.String({ description: 'RouterOS item id; null once it is gone from the router' }),
    ),
    name: Type.String(),
    password: Type.String({ description: 'Readable by every signed-in user: cards are printed' }),
    status: choice(VOUCHER_STATUSES, M.status),
    uptime: Type.String(),
    bytesIn: Type.Integer({ minimum: 0 }),
    bytesOut: Type.Integer({ minimum: 0 }),
    firstLoginAt: nullable(Type.String({ format: 'date-time' })),
    expiresAt: nullable(Type.String({ format: 'date-time' })),
  },
  { title: 'Voucher' },
);
export type Voucher = Static<typeof VoucherSchema>;

/** `GET /hotspot/{routerId}/vouchers/{id}` `data`: the batch, its profile's card fields, its vouchers. */
export const VoucherBatchDetailSchema = Type.Object(
  {
    ...batchFields,
    validity: Type.String({ description: "The profile's validity ('' = none), for the cards" }),
    sellingPrice: nullable(
      Type.Integer({ minimum: 0, description: "The profile's, for the cards" }),
    ),
    price: Type.Integer({ minimum: 0, description: "The profile's price" }),
    hotspotDnsName: Type.String({ description: 'Login address: http://{hotspotDnsName}/login' }),
    vouchers: Type.Array(VoucherSchema),
  },
  { title: 'VoucherBatchDetail' },
);
export type VoucherBatchDetail = Static<typeof VoucherBatchDetailSchema>;

/** `DELETE /hotspot/{routerId}/vouchers/{id}` `data`: what was removed and what stays. */
export const VoucherBatchDeletedSchema = Type.Object({
  removed: Type.Integer({ minimum: 0, description: 'Unused vouchers removed from the router' }),
  kept: Type.Integer({ minimum: 0, description: 'Used vouchers kept for the sales history' }),
});
export type VoucherBatchDeleted = Static<typeof VoucherBatchDeletedSchema>;

/* ---- sales (h17life: migration 0011) ---- */

/** One sale: a voucher's first login, recorded exactly once. */
export const HotspotSaleSchema = Type.Object(
  {
    id: Type.String(),
    user: Type.String(),
    profile: Type.String(),
    price: Type.Integer({ minimum: 0, description: 'Whole rupiah' }),
    firstLoginAt: Type.String({ format: 'date-time' }),
    macAddress: Type.String(),
    address: Type.String(),
    batchId: nullable(Type.String({ format: 'uuid' })),
    source: Type.String({
      description:
        "'monitor' or 'mikhmon' (imported); a voucher bought online is listed with the payments",
    }),
  },
  { title: 'HotspotSale' },
);
export type HotspotSale = Static<typeof HotspotSaleSchema>;

export const HOTSPOT_SALE_SORT_COLUMNS = ['firstLoginAt', 'user', 'profile', 'price'] as const;
export type HotspotSaleSortColumn = (typeof HOTSPOT_SALE_SORT_COLUMNS)[number];

const isoDate = (what: string) => calendarDay(what, 'on firstLoginAt, Asia/Jakarta');

/** `GET /hotspot/{routerId}/sales` and `.csv`: the list parameters (docs/rules/api.md#lists) plus `from`, `to`, `profile`. */
export const HotspotSalesQuery = listQuery(HOTSPOT_SALE_SORT_COLUMNS, {
  from: Type.Optional(isoDate('First day')),
  to: Type.Optional(isoDate('Last day')),
  profile: Type.Optional(text(L.profile.max, M.profile)),
});
export type HotspotSalesQueryInput = Static<typeof HotspotSalesQuery>;

/** The sums over every sale the filter matches (not only the page). */
export const HotspotSalesTotalsSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  revenue: Type.Integer({ minimum: 0, description: 'Whole rupiah' }),
});
export type HotspotSalesTotals = Static<typeof HotspotSalesTotalsSchema>;

/** `GET /hotspot/{routerId}/sales`: `{ success, data, pagination, totals }`. */
export const HotspotSalesListSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(HotspotSaleSchema),
  pagination: PaginationSchema,
  totals: HotspotSalesTotalsSchema,
});

/* ---- MikHmon import (h17life) ---- */

/** `POST /hotspot/{routerId}/import-mikhmon` `data`: what it took. Importing twice takes nothing new. */
export const MikhmonImportResultSchema = Type.Object(
  {
    profiles: Type.Integer({ minimum: 0, description: 'Profiles whose settings were taken' }),
    sales: Type.Integer({ minimum: 0, description: 'Sales added' }),
    batches: Type.Integer({
      minimum: 0,
      description: "Voucher batches added (MikHmon's users grouped by their vc-/up- comment)",
    }),
    skipped: Type.Integer({
      minimum: 0,
      description:
        'Scripts, profiles or batches not understood or too big, or sales and batches already imported',
    }),
    skippedItems: Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal('profile'), Type.Literal('sale'), Type.Literal('batch')]),
        name: Type.String({
          description:
            "The profile, the sales script or the batch's comment as the router names it",
        }),
        reason: Type.String(),
      }),
      {
        maxItems: 100,
        description:
          'What was not understood and why (the first 100); sales already imported are only counted',
      },
    ),
  },
  { title: 'MikhmonImportResult' },
);
export type MikhmonImportResult = Static<typeof MikhmonImportResultSchema>;

/* ---- lists ---- */

/** A hotspot list: `{ success, data: [...], pagination }`. */
export const hotspotListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    pagination: PaginationSchema,
  });

/* ---- pieces other schemas take in (h17life wires them with their columns, migration 0011) ---- */

export const SaleKindSchema = choice(
  SALE_KINDS,
  M.saleKind,
  "'ppp' (default): a PPP account; 'voucher': one hotspot voucher of hotspotProfile",
);

/** A CMS package's two fields for selling a voucher online, as bodies take them. */
export const packageSaleFields = {
  saleKind: SaleKindSchema,
  hotspotProfile: Type.Union(
    [
      Type.Null({ 'x-message': M.hotspotProfile }),
      Type.String({ maxLength: L.profile.max, 'x-message': M.hotspotProfileTooLong }),
    ],
    { description: "The router's hotspot profile a buyer gets; required with saleKind 'voucher'" },
  ),
};

/** The same two fields as a package read returns them (`CmsPackage` gains these). */
export const CmsPackageSaleSchema = Type.Object({
  saleKind: SaleKindSchema,
  hotspotProfile: nullable(Type.String()),
});
export type CmsPackageSale = Static<typeof CmsPackageSaleSchema>;

/** The status page's voucher (`PublicTransaction` gains these); null until the voucher is made. */
export const PublicTransactionVoucherSchema = Type.Object({
  saleKind: SaleKindSchema,
  voucherCode: nullable(Type.String({ description: 'The hotspot user name' })),
  voucherPassword: nullable(Type.String({ description: "Equal to voucherCode in 'voucher' mode" })),
  loginUrl: nullable(
    Type.String({ description: 'http://{hotspotDnsName}/login?username=…&password=…' }),
  ),
});
export type PublicTransactionVoucher = Static<typeof PublicTransactionVoucherSchema>;
