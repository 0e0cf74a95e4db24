// Every number both sides of the API must agree on: field lengths, list paging, the import's size.
// The API's schemas are built from these and the forms stop input at them, so a limit changes here
// and nowhere else. Plain constants: a remote that imports one ships that number and nothing more.

/** A customer's fields (docs/rules/forms.md): minimums from the product rules, maximums ours. */
export const CUSTOMER_LIMITS = {
  name: { min: 5, max: 200 },
  alias: { min: 3, max: 100 },
  address: { max: 500 },
} as const;

/** A staff user's fields; username and password are the sign-in's too. */
export const USER_LIMITS = {
  fullName: { min: 3, max: 100 },
  username: { min: 1, max: 100 },
  password: { min: 3, max: 1024 },
  nik: { max: 50 },
  // The longest address RFC 5321 lets through a mail server.
  email: { max: 254 },
} as const;

/** The sign-in form: the same username and password rules as a user record. */
export const LOGIN_LIMITS = {
  username: USER_LIMITS.username,
  password: USER_LIMITS.password,
} as const;

/** Page sizes a list offers and the API accepts, in the order the dropdown shows them. */
export const PER_PAGE_CHOICES = [5, 10, 25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
/** A list's first page and its page size when none is chosen (docs/rules/lists.md). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE: PerPage = 5;
/** The highest page a list takes (a million rows at 5 a page is 200 000 pages). */
export const MAX_PAGE = 1_000_000_000;
/** The longest search text a list takes. */
export const SEARCH_MAX_LENGTH = 200;
/** A CSV export's `columns` parameter: comma-separated column ids (docs/rules/reports.md#csv-files). */
export const CSV_COLUMNS_MAX_LENGTH = 2000;

/** The import's default upload limit (the API's `IMPORT_MAX_BYTES` may change it per server). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** A refused import lists at most this many problems, by line. */
export const IMPORT_ERROR_LIMIT = 100;

export const DELIVERY_LIMITS = {
  /**
   * Longest text a delivery field may hold. Every text column is also a sort key with its own
   * b-tree index, and a b-tree entry must fit in a third of a page (2704 bytes): 500 characters of
   * up to 4 UTF-8 bytes each stay below that, so no stored value can make an index insert fail.
   */
  text: 500,
  /** PostgreSQL `integer`. */
  qty: 2_147_483_647,
  /** A search counts at most this many matches; past it the total is this and marked capped. */
  searchCount: 1000,
  /** A write's field before its real check: no field needs more (text stops at `text`). */
  writeValue: 1000,
} as const;

/** The longest record id a path or a reference (`customerId`) may carry before it is looked at. */
export const ID_MAX_LENGTH = 100;

/* The CMS (docs/rules/cms.md): its choices, its field lengths, its uploads and the public page. */

/** A package's category, in the order the form offers them. */
export const PACKAGE_CATEGORIES = ['Rumahan', 'Bisnis', 'Enterprise'] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

/** A contact's type; `hours` is shown as Operating Hours. */
export const CONTACT_TYPES = ['phone', 'email', 'address', 'hours', 'whatsapp', 'social'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Longest values the CMS takes: room for real content, a bound on what one save can store. */
export const CMS_LIMITS = {
  /** A title, a name, a speed, a contact's value, a stat's label or value. */
  shortText: 200,
  /** A description, details, vision, mission, an address. */
  longText: 5000,
  /** A link or an image address (an upload's address is far shorter). */
  url: 2048,
  /** An icon's name. */
  icon: 100,
  /** One package feature. */
  feature: 200,
  /** Features of one package. */
  features: 30,
  /** Rows of the company's stats, and of its social media. */
  stats: 20,
  socialMedia: 20,
  /** A social media platform's name. */
  platform: 50,
  /** Display order: 0 or more. */
  order: { min: 0, max: 1_000_000 },
  /** Whole rupiah; the top stays far below 2^53 and fits PostgreSQL's bigint. */
  price: { min: 1, max: 1_000_000_000_000 },
  /** Days a package bought online lasts (docs/rules/payments.md). */
  durationDays: { min: 1, max: 3650, default: 30 },
  /** A RouterOS PPP profile name. */
  pppProfile: 100,
} as const;

/** The largest image `POST /cms/uploads` takes (docs/rules/cms.md#images). */
export const CMS_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** An upload's width and height must each be within this, and its area within `maxPixels`. */
export const CMS_IMAGE_LIMITS = { maxSide: 8192, maxPixels: 40_000_000 } as const;
/** The image types an upload may be, recognised by their bytes, never by name or declared type. */
export const CMS_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CmsUploadType = (typeof CMS_UPLOAD_TYPES)[number];

/**
 * `GET /public/landing` is capped, not paged: the page shows at most this many of each, the first
 * by `order`. A carousel of 1,000 banners helps nobody; the cap keeps the answer small and fast.
 */
export const LANDING_LIMITS = { banners: 20, packages: 60, contactInfo: 30 } as const;

/** A router record's fields (docs/rules/routers.md#router-records). */
export const ROUTER_LIMITS = {
  routerName: { min: 1, max: 100 },
  /** A DNS name (253) or an address, with `:port`. */
  routerHost: { min: 1, max: 261 },
  routerUser: { min: 1, max: 100 },
  routerPass: { max: 256 },
  routerDns: { max: 255 },
  trafficInterface: { max: 100 },
  hotspotDnsName: { max: 253 },
  tripayField: { max: 256 },
} as const;

/** The RouterOS API's ports (docs/rules/routers.md#router-records). */
export const ROUTER_API_PORT = 8728;
export const ROUTER_API_TLS_PORT = 8729;

/** PPP secret and profile fields as the router takes them (RouterOS names are short text). */
export const PPP_LIMITS = {
  name: { min: 1, max: 100 },
  password: { max: 256 },
  address: { max: 100 },
  profile: { max: 100 },
  comment: { max: 500 },
  rateLimit: { max: 200 },
  onLogin: { max: 4000 },
  parent: { max: 100 },
  /** A RouterOS item id: `*` and hex digits. */
  itemId: { max: 20 },
} as const;

/** A transaction's status at Tripay (docs/rules/payments.md#callback). */
export const TRANSACTION_STATUSES = ['UNPAID', 'PAID', 'EXPIRED', 'FAILED', 'REFUND'] as const;
/** Where a paid transaction's PPP account stands. */
export const PROVISIONING_STATES = ['none', 'pending', 'done', 'failed'] as const;

/** An email address as the checkout accepts it (Tripay checks it again). */
export const CHECKOUT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** The checkout's buyer fields (docs/rules/payments.md#checkout). */
export const CHECKOUT_LIMITS = {
  customerName: { max: 100 },
  customerPhone: { min: 8, max: 20 },
  customerEmail: { min: 3, max: 254 },
  method: { max: 50 },
} as const;

/**
 * An Indonesian mobile number as a person types it — `+62 812-3456-7890`, `62812…`, `0812…` —
 * digits only, in the `08…` form (`local`: what Tripay and the PPP username of a checkout use) or
 * the `62…` form (`international`: how a subscriber's phone is stored, what WhatsApp takes); null
 * when it is not one. Every form, dialog and route judges a number with this one function.
 */
export function normaliseIndonesianMobile(
  input: string,
  form: 'local' | 'international' = 'local',
): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const match = /^(?:\+?62|0)(8[1-9]\d{6,11})$/.exec(compact);
  if (!match) return null;
  return `${form === 'local' ? '0' : '62'}${match[1]}`;
}

/* Hotspot users and vouchers (docs/rules/hotspot.md). */

/** Hotspot user and profile fields as the router takes them (RouterOS names are short text). */
export const HOTSPOT_LIMITS = {
  name: { min: 1, max: 100 },
  password: { max: 256 },
  profile: { min: 1, max: 100 },
  comment: { max: 500 },
  /** A RouterOS time (`1h`, `1d2h30m`, `01:30:00`) for limit-uptime and session-timeout. */
  time: { max: 32 },
  /** Bytes; RouterOS keeps a 64-bit counter, we stop at what a JSON number holds exactly. */
  limitBytesTotal: { min: 0, max: Number.MAX_SAFE_INTEGER },
  rateLimit: { max: 200 },
  addressPool: { max: 100 },
  parentQueue: { max: 100 },
  sharedUsers: { min: 1, max: 1_000_000 },
  /** Whole rupiah, like the CMS's prices (0 = free). */
  price: { min: 0, max: 1_000_000_000_000 },
  /** A voucher batch (docs/rules/hotspot.md). */
  count: { min: 1, max: 5000 },
  /** The random part of a name, after the prefix. */
  length: { min: 4, max: 12 },
  prefix: { max: 6 },
  note: { max: 500 },
  /** A RouterOS item id: `*` and hex digits. */
  itemId: { max: 20 },
} as const;

/** A prefix a batch puts before every name: 0–6 of [A-Za-z0-9]. */
export const HOTSPOT_PREFIX_PATTERN = '^[A-Za-z0-9]{0,6}$';
/**
 * A profile's validity: whole minutes, hours or days (`30m`, `12h`, `1d`, `30d`), wall-clock time
 * from the first login; '' = none. At most 6 digits of minutes, 5 of hours, 4 of days (27 years).
 */
export const HOTSPOT_VALIDITY_PATTERN = '^(?:[1-9]\\d{0,5}m|[1-9]\\d{0,4}h|[1-9]\\d{0,3}d)?$';
/** A RouterOS time as limit-uptime and session-timeout take it: `1w2d3h4m5s` parts or `hh:mm:ss`; '' = none. */
export const HOTSPOT_TIME_PATTERN =
  '^(?:(?:\\d{1,6}w)?(?:\\d{1,6}d)?(?:\\d{1,6}h)?(?:\\d{1,6}m)?(?:\\d{1,6}s)?|\\d{1,6}:[0-5]\\d:[0-5]\\d)$';
/** A MAC address `AA:BB:CC:DD:EE:FF` (either case); '' = none. */
export const MAC_ADDRESS_PATTERN = '^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5})?$';
/** A DNS name (the hotspot server's `dns-name`): labels of letters, digits and `-`, dot-separated. */
export const DNS_NAME_PATTERN =
  '^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';
/** The hotspot server's DNS name when none is given (RouterOS's own default is empty; ours is MikHmon's). */
export const DEFAULT_HOTSPOT_DNS_NAME = 'hotspot.lan';

/** What happens to a user at `expiresAt`. */
export const HOTSPOT_EXPIRY_MODES = ['remove', 'disable', 'none'] as const;
export type HotspotExpiryMode = (typeof HOTSPOT_EXPIRY_MODES)[number];

/** A user's status as the Users tab filters it (docs/rules/hotspot.md#status). */
export const HOTSPOT_USER_STATUSES = ['unused', 'active', 'used', 'expired', 'disabled'] as const;
export type HotspotUserStatus = (typeof HOTSPOT_USER_STATUSES)[number];

/** 'voucher': the name is the password; 'userpass': a separate random password. */
export const VOUCHER_MODES = ['voucher', 'userpass'] as const;
export type VoucherMode = (typeof VOUCHER_MODES)[number];

/**
 * The characters of each character set: never 0 O o 1 l I (a printed card must read one way), so
 * 'digits' is 2–9. The API draws names from these with a CSPRNG; the Generate dialog shows
 * `voucherNameSpace` from them.
 */
export const VOUCHER_CHARSETS = {
  lower: 'abcdefghijkmnpqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  mixed: 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
  'lower-digits': 'abcdefghijkmnpqrstuvwxyz23456789',
  'upper-digits': 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  'mixed-digits': 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789',
} as const;
export type VoucherCharset = keyof typeof VOUCHER_CHARSETS;
export const VOUCHER_CHARSET_NAMES = Object.keys(VOUCHER_CHARSETS) as VoucherCharset[];

/** How many different random parts `length` characters of `charset` make (may exceed 2^53: approximate then). */
export function voucherNameSpace(charset: VoucherCharset, length: number): number {
  return VOUCHER_CHARSETS[charset].length ** length;
}

/** A validity (`30m`, `12h`, `1d`) in seconds; null for '' (none) or anything that is not one. */
export function hotspotValiditySeconds(validity: string): number | null {
  const match = /^([1-9]\d{0,5})([mhd])$/.exec(validity);
  if (!match) return null;
  const unit = { m: 60, h: 3600, d: 86_400 }[match[2] as 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** How a CMS package is sold online: a PPP account (today's behaviour) or a hotspot voucher. */
export const SALE_KINDS = ['ppp', 'voucher'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

// Router health (docs/rules/routers.md#router-health).
/** The ranges a router's metrics are asked for, newest last. */
export const METRICS_RANGES = ['1h', '24h', '7d', '30d', '365d'] as const;
export type MetricsRange = (typeof METRICS_RANGES)[number];
/** A range's length in seconds. */
export const METRICS_RANGE_SECONDS: Record<MetricsRange, number> = {
  '1h': 3600,
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
  '365d': 365 * 86_400,
};
/** Whatever the range, at most this many points (docs/rules/routers.md#router-health). */
export const METRICS_MAX_POINTS = 500;

/* Subscribers and monthly billing (docs/rules/billing.md). */

/** A subscriber's status: `isolated` while an overdue invoice is unpaid, `terminated` for good. */
export const SUBSCRIBER_STATUSES = ['active', 'isolated', 'terminated'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_METHODS = ['tripay', 'cash', 'transfer'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];
/** What a subscriber's billing history tells (the `billing_events` outbox). */
export const BILLING_EVENT_KINDS = [
  'invoice_issued',
  'invoice_paid',
  'invoice_voided',
  'subscriber_isolated',
  'subscriber_restored',
  'subscriber_terminated',
  'invoice_reminder',
  'invoice_due',
] as const;
export type BillingEventKind = (typeof BILLING_EVENT_KINDS)[number];
/** A subscriber's history answers at most this many events, the latest. */
export const SUBSCRIBER_HISTORY_LIMIT = 100;

/** Plans, subscribers and the billing settings: the forms stop input here, the API refuses past it. */
export const BILLING_LIMITS = {
  planName: { min: 1, max: 100 },
  /** Whole rupiah, greater than 0 (a plan costs something; a free one is no bill). */
  price: { min: 1, max: 1_000_000_000_000 },
  /** A RouterOS PPP profile name. */
  pppProfile: { min: 1, max: 100 },
  description: { max: 1000 },
  subscriberName: { min: 1, max: 200 },
  /** What a person types, spaces and dashes included; the stored form is `62…`. */
  phone: { max: 30 },
  email: { max: 254 },
  address: { max: 500 },
  /** A RouterOS PPP secret name. */
  pppUsername: { min: 1, max: 100 },
  /** A day every month has: the 29th–31st would move in February. */
  billingDay: { min: 1, max: 28 },
  notes: { max: 2000 },
  /** One import: an operator's routers hold a few hundred secrets each. */
  importUsernames: { min: 1, max: 5000 },
  /** A generated PPP password's length (letters and digits). */
  generatedPassword: 12,
  invoiceLeadDays: { min: 0, max: 28, default: 7 },
  graceDays: { min: 0, max: 30, default: 3 },
  reminderDays: { min: 0, max: 28, maxItems: 5, default: [3, 1] as readonly number[] },
  waBaseUrl: { max: 500 },
  waToken: { max: 500 },
  emailFrom: { max: 254 },
  /** A router's isolate profile (RouterOS PPP profile name). */
  isolateProfile: { min: 1, max: 100, default: 'isolir' },
  voidReason: { min: 1, max: 500 },
  /** A payment's note (a transfer's reference, who brought the cash); kept in the audit row. */
  paymentNote: { max: 500 },
} as const;

/** `YYYY-MM-DD` (a calendar day is checked again by the API: `2026-02-30` has the shape only). */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** `YYYY-MM`: an invoice's period. */
export const PERIOD_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
/** `HH:mm`, 00:00–23:59. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';

/* The subscriber portal (docs/rules/portal.md). */

/** The code's and the portal session's rules, written once for the API, the page and the tests. */
export const PORTAL_LIMITS = {
  /** Digits of a sign-in code. */
  codeLength: 6,
  /** A code is valid this long after it was sent. */
  codeTtlMs: 5 * 60 * 1000,
  /** Wrong codes one code takes before it is spent. */
  codeTries: 5,
  /** Codes per phone per window, and per client address per window. */
  codesPerPhone: 3,
  codesPerAddress: 20,
  codeWindowMs: 60 * 60 * 1000,
  /** The portal session lives this long after its last use (sliding). */
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  /** The page lets a subscriber ask again after this long. */
  resendAfterSeconds: 60,
  phone: { min: 8, max: 20 },
} as const;
