// The texts a user reads that the API and the screens must say alike: a field's validation message
// (the form shows it before sending, the API when the form is bypassed) and the answers a screen
// names itself. The wording of the product rules is kept as written (docs/rules/forms.md).

/** A customer's fields. */
export const CUSTOMER_FIELD_MESSAGES = {
  name: 'Nama customer harus diisi, minimal 5 karakter',
  nameTooLong: 'Nama customer maksimal 200 karakter',
  alias: 'Alias harus diisi, minimal 3 karakter',
  aliasTooLong: 'Alias maksimal 100 karakter',
  address: 'Alamat harus berupa teks',
  addressTooLong: 'Alamat maksimal 500 karakter',
} as const;

/** A staff user's fields ('Password harus diisi' as at sign-in). */
export const USER_FIELD_MESSAGES = {
  fullName: 'Nama siswa harus diisi, minimal 3 karakter',
  fullNameTooLong: 'Nama siswa maksimal 100 karakter',
  username: 'Username harus diisi',
  usernameTooLong: 'Username maksimal 100 karakter',
  usernameSpaces: 'Username tidak boleh mengandung spasi',
  usernameTaken: 'Username sudah digunakan',
  password: 'Password harus diisi',
  passwordTooLong: 'Password maksimal 1024 karakter',
  nik: 'NIK harus berupa teks',
  nikTooLong: 'NIK maksimal 50 karakter',
  email: 'Invalid email format',
  role: 'Role harus admin atau user',
} as const;

/** The sign-in form. */
export const LOGIN_FIELD_MESSAGES = {
  username: USER_FIELD_MESSAGES.username,
  password: USER_FIELD_MESSAGES.password,
} as const;

/** The import's two fields. */
export const IMPORT_FIELD_MESSAGES = {
  file: 'Please select a file to import',
  customerId: 'Choose a customer',
} as const;

/** `/customers` answers. */
export const CUSTOMER_MESSAGES = {
  created: 'Customer created successfully',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  notFound: 'Customer not found',
  hasDeliveries: 'This customer still has deliveries and cannot be deleted.',
  inUse: 'This customer is still used by other records and cannot be deleted.',
} as const;

/** `/users` answers (docs/rules/roles.md: admins cannot be deleted, one admin must remain). */
export const USER_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  notFound: 'User not found',
  deleteAdmin: 'Cannot delete admin users',
  deleteSelf: 'You cannot delete your own account',
  demoteSelf: 'You cannot remove your own admin role',
  lastAdmin: 'At least one admin must remain',
  inUse: 'This user is still used by other records and cannot be deleted.',
} as const;

/** `/deliveries` answers. */
export const DELIVERY_MESSAGES = {
  created: 'Delivery created successfully',
  updated: 'Delivery updated successfully',
  deleted: 'Delivery deleted successfully',
  notFound: 'Delivery not found',
  chooseCustomer: IMPORT_FIELD_MESSAGES.customerId,
  customerNotFound: CUSTOMER_MESSAGES.notFound,
  duplicateKey: 'This customer already has a delivery with this slipNumber and seqProd',
  endBeforeStart: 'endDate must not be before startDate',
} as const;

/** `POST /auth/login` answers. */
export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  invalidCredentials: 'Invalid username or password',
} as const;

/*
 * The CMS (docs/rules/cms.md#validation and #messages). The product's texts are kept as written;
 * the texts for cases the product does not name (too long, not a choice) are ours, in its voice.
 */

const ORDER_MESSAGE = 'Order must be 0 or greater';
const ORDER_TOO_HIGH = 'Order must be at most 1000000';
const IMAGE_ADDRESS = 'must be an http(s) address or an uploaded image';

/** A banner's fields. */
export const BANNER_FIELD_MESSAGES = {
  title: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  description: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  image: 'Image URL is required',
  imageInvalid: `Image URL ${IMAGE_ADDRESS}`,
  details: 'Details must be at most 5000 characters',
  link: 'Link must be an http(s), mailto or tel address or a path on this site',
  order: ORDER_MESSAGE,
  orderTooHigh: ORDER_TOO_HIGH,
  isActive: 'Active must be true or false',
} as const;

/** A package's fields, and the three that sell it online (docs/rules/payments.md). */
export const PACKAGE_FIELD_MESSAGES = {
  name: 'Package name is required',
  nameTooLong: 'Package name must be at most 200 characters',
  speed: 'Speed is required',
  speedTooLong: 'Speed must be at most 200 characters',
  price: 'Price is required',
  priceRange: 'Price must be a whole number of rupiah, greater than 0',
  originalPrice: 'Original price must be a whole number of rupiah, greater than 0',
  features: 'Features are required',
  featureTooLong: 'A feature must be at most 200 characters',
  tooManyFeatures: 'At most 30 features',
  category: 'Category is required',
  categoryChoice: 'Category must be Rumahan, Bisnis or Enterprise',
  order: ORDER_MESSAGE,
  orderTooHigh: ORDER_TOO_HIGH,
  isPopular: 'Popular must be true or false',
  isActive: BANNER_FIELD_MESSAGES.isActive,
  routerId: 'Router not found',
  pppProfile: 'PPP profile is required for a package sold online',
  pppProfileTooLong: 'PPP profile must be at most 100 characters',
  durationDays: 'Duration must be 1 to 3650 days',
} as const;

/** The company profile's fields. */
export const COMPANY_PROFILE_FIELD_MESSAGES = {
  companyName: 'Company name is required',
  companyNameTooLong: 'Company name must be at most 200 characters',
  description: 'Description is required',
  descriptionTooLong: BANNER_FIELD_MESSAGES.descriptionTooLong,
  text: 'Must be at most 5000 characters',
  shortText: 'Must be at most 200 characters',
  email: 'Invalid email format',
  website: 'Invalid website URL',
  logo: `Logo ${IMAGE_ADDRESS}`,
  heroImage: `Hero image ${IMAGE_ADDRESS}`,
  statLabel: 'Stat label is required',
  statValue: 'Stat value is required',
  tooManyStats: 'At most 20 stats',
  platform: 'Platform is required',
  socialMediaUrl: 'Invalid social media URL',
  tooManySocialMedia: 'At most 20 social media links',
} as const;

/** A contact's fields. */
export const CONTACT_INFO_FIELD_MESSAGES = {
  type: 'Type is required',
  typeChoice: 'Type must be one of phone, email, address, hours, whatsapp, social',
  title: 'Title is required',
  titleTooLong: BANNER_FIELD_MESSAGES.titleTooLong,
  value: 'Value is required',
  valueTooLong: 'Value must be at most 200 characters',
  icon: 'Icon must be at most 100 characters',
  order: ORDER_MESSAGE,
  orderTooHigh: ORDER_TOO_HIGH,
  isActive: 'Active must be 1 or 0',
} as const;

/** What the CMS says about one area: its toasts and its failures (docs/rules/cms.md#messages). */
export interface CmsAreaMessages {
  /** The area's record in '{type} deleted successfully' and 'Error deleting {type}'. */
  type: string;
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  /** The form could not load the record; the user is sent back to /app/cms. */
  fetchError: string;
  /** The save failed (the server's text is shown instead when it has one, see docs/rules/cms.md). */
  saveError: string;
  deleteError: string;
}

const areaMessages = (type: string, fetchName: string, saveError: string): CmsAreaMessages => ({
  type,
  created: `${type} created successfully`,
  updated: `${type} updated successfully`,
  deleted: `${type} deleted successfully`,
  notFound: `${type} not found`,
  fetchError: `Error fetching ${fetchName}`,
  saveError,
  deleteError: `Error deleting ${type}`,
});

export const CMS_MESSAGES = {
  fetchFailed: 'Failed to fetch CMS data',
  banners: areaMessages('Banner', 'banner', 'Error saving banner'),
  packages: areaMessages('Package', 'package', 'Error saving package'),
  'company-profile': {
    ...areaMessages('Company profile', 'company profile', 'Failed to save company profile'),
    /** The create screen's own failure text (docs/rules/cms.md#messages). */
    createError: 'Error saving company profile',
    /** Company profile is one record: a second create is refused. */
    exists: 'Company profile already exists',
  },
  'contact-info': areaMessages('Contact info', 'contact info', 'Failed to save contact info'),
} as const;

/** `POST /cms/uploads` (docs/rules/cms.md#images). */
export const CMS_UPLOAD_MESSAGES = {
  uploaded: 'Image uploaded successfully',
  file: 'Choose an image file (PNG, JPEG or WebP)',
  notImage: 'Only PNG, JPEG or WebP images can be uploaded',
  tooLarge: 'The image is larger than 5 MiB',
  damaged: 'The image file is damaged or incomplete',
  dimensions: 'The image is too large: at most 8192 pixels a side and 40 megapixels',
  notFound: 'Image not found',
} as const;

/** A router's fields (the dialog shows the server's answer: docs/rules/routers.md#routers-screen). */
export const ROUTER_FIELD_MESSAGES = {
  routerName: 'Router Name is required (at most 100 characters)',
  routerHost: 'Host must be a host name or an IP address, optionally with :port (1-65535)',
  routerUser: 'Username is required (at most 100 characters)',
  routerPass: 'Password is required (at most 256 characters)',
  routerPassTooLong: 'Password must be at most 256 characters',
  routerDns: 'DNS Server must be at most 255 characters',
  trafficInterface: 'Traffic Interface must be at most 100 characters',
  tripayField: 'Tripay settings must be at most 256 characters each',
  useTls: 'TLS must be true or false',
  isolateProfile: 'Isolate profile is required (at most 100 characters)',
} as const;

/** `/routers` and `/dashboard` answers (docs/rules/routers.md#messages). */
export const ROUTER_MESSAGES = {
  created: 'Router added successfully',
  updated: 'Router updated successfully',
  deleted: 'Router deleted successfully',
  testOk: 'Connection test successful',
  testFailed: 'Connection test failed',
  notFound: 'Router not found',
  hasTransactions: 'Router has transactions',
  /** A router whose PPP secrets are billed (docs/rules/billing.md#subscribers). */
  hasSubscribers: 'Router has subscribers',
  fetchFailed: 'Failed to fetch routers',
  addFailed: 'Failed to add router',
  updateFailed: 'Failed to update router',
  deleteFailed: 'Failed to delete router',
  dashboardFailed: 'Failed to fetch dashboard data',
} as const;

/** Router health and live traffic (docs/rules/routers.md#router-health): the API's answers and the screens' states. */
export const ROUTER_HEALTH_MESSAGES = {
  noTrafficInterface:
    'This router has no Traffic Interface: set one with Edit router → Traffic Interface',
  collecting: 'Collecting: first points in a minute',
  offlineNow: 'Offline now: the last values it sent are shown',
  metricsFailed: 'Failed to fetch router health',
  liveReconnecting: 'Live traffic lost: reconnecting…',
} as const;

/**
 * Why a router could not be reached, in words a technician acts on (docs/rules/routers.md#connection-test).
 * The connection test and the monitor's `lastError` say these; the screen's toast prefixes
 * `Connection test failed: `.
 */
export const ROUTER_DIAGNOSIS = {
  hostNotFound: 'Host not found: check the host name (DNS has no such name)',
  refused: 'Connection refused: the API service is off or the port is closed',
  unreachable: 'Host unreachable: no route to the router (host down or network unreachable)',
  timedOut: 'Timed out: the host is down or the port is filtered',
  tls: 'TLS handshake failed: check the TLS switch, the port (8729) and the certificate',
  auth: 'Wrong username or password',
  notRouterOs:
    'Not a RouterOS API service: something else answers on this port (if it is the API-SSL port, turn TLS on)',
  lost: 'The connection was lost while talking to the router',
  busy: 'The router is busy: too many requests are waiting for it',
  keyMissing:
    "The router's stored password cannot be decrypted: the server's SECRETS_KEY (or DATA_DIR key file) changed. Enter the password again",
} as const;

/** PPP fields and answers (docs/rules/routers.md#messages). */
export const PPP_FIELD_MESSAGES = {
  name: 'Name is required (at most 100 characters)',
  nameTaken: 'A PPP secret with this name already exists',
  profileNameTaken: 'A profile with this name already exists',
  password: 'Password must be at most 256 characters',
  address: 'Address must be at most 100 characters',
  profile: 'Profile must be at most 100 characters',
  comment: 'Comment must be at most 500 characters',
  rateLimit: 'Rate limit must be at most 200 characters (e.g. 1M/1M)',
  sharedUsers: "Shared users must be 1 or more, 'unlimited' or 'default'",
  onLogin: 'On login must be at most 4000 characters',
  parent: 'Parent must be at most 100 characters',
} as const;

export const PPP_MESSAGES = {
  fetchFailed: 'Failed to fetch PPP data',
  secretAdded: 'PPP secret added successfully',
  secretUpdated: 'PPP secret updated successfully',
  secretDeleted: 'PPP secret deleted successfully',
  secretEnabled: 'PPP secret enabled successfully',
  secretDisabled: 'PPP secret disabled successfully',
  profileAdded: 'User profile added successfully',
  profileUpdated: 'User profile updated successfully',
  profileDeleted: 'User profile deleted successfully',
  activeKicked: 'Connection disconnected successfully',
  addSecretFailed: 'Failed to add PPP secret',
  updateSecretFailed: 'Failed to update PPP secret',
  deleteSecretFailed: 'Failed to delete PPP secret',
  enableSecretFailed: 'Failed to enable PPP secret',
  disableSecretFailed: 'Failed to disable PPP secret',
  addProfileFailed: 'Failed to add user profile',
  updateProfileFailed: 'Failed to update user profile',
  deleteProfileFailed: 'Failed to delete user profile',
  itemNotFound: 'No such item on the router',
} as const;

/** The checkout's buyer fields (docs/rules/payments.md#checkout): the dialog and the API say the same. */
export const CHECKOUT_FIELD_MESSAGES = {
  customerName: 'Nama wajib diisi (paling banyak 100 karakter)',
  customerPhone: 'Nomor HP tidak valid (contoh 081234567890)',
  customerEmail: 'Email tidak valid',
  method: 'Pilih metode pembayaran',
  notSoldOnline: 'Paket ini tidak dijual online',
} as const;

/** Hotspot fields (docs/rules/hotspot.md#messages): the forms and the API say the same. */
export const HOTSPOT_FIELD_MESSAGES = {
  name: 'Name is required (at most 100 characters)',
  nameTaken: 'A hotspot user with this name already exists',
  profileNameTaken: 'A profile with this name already exists',
  password: 'Password must be at most 256 characters',
  profile: 'Profile is required (at most 100 characters)',
  profileUnknown: 'No such profile on the router',
  comment: 'Comment must be at most 500 characters',
  limitUptime: 'Time limit must be a RouterOS time such as 1h, 1d2h or 01:30:00',
  limitBytesTotal: 'Data limit must be a whole number of bytes, 0 or more',
  macAddress: 'MAC address must look like AA:BB:CC:DD:EE:FF',
  rateLimit: 'Rate limit must be at most 200 characters (e.g. 1M/2M)',
  sharedUsers: 'Shared users must be a whole number, 1 or more',
  addressPool: 'Address pool must be at most 100 characters',
  parentQueue: 'Parent queue must be at most 100 characters',
  sessionTimeout: 'Session timeout must be a RouterOS time such as 1h or 01:00:00',
  price: 'Price must be a whole number of rupiah, 0 or more',
  sellingPrice: 'Selling price must be a whole number of rupiah, 0 or more',
  validity: 'Validity must be a number followed by m, h or d (e.g. 30m, 12h, 1d, 30d), or empty',
  expiryMode: 'Expiry mode must be remove, disable or none',
  lockMac: 'Lock MAC must be true or false',
  count: 'Count must be a whole number from 1 to 5000',
  mode: "Mode must be 'voucher' or 'userpass'",
  length: 'Length must be a whole number from 4 to 12',
  prefix: 'Prefix must be at most 6 letters or digits',
  charset:
    'Character set must be lower, upper, mixed, digits, lower-digits, upper-digits or mixed-digits',
  note: 'Note must be at most 500 characters',
  nameSpaceFull: 'Not enough unused names: choose a longer length or a larger character set',
  status: 'Status must be unused, active, used, expired or disabled',
  batchId: 'Batch not found',
  hotspotDnsName: 'Hotspot DNS name must be a host name such as hotspot.lan',
  scriptsRefused: 'Scripts are not written to the router (on-login, on-logout)',
  saleKind: "Sale kind must be 'ppp' or 'voucher'",
  hotspotProfile: 'Hotspot profile is required for a voucher sold online',
  hotspotProfileTooLong: 'Hotspot profile must be at most 100 characters',
} as const;

/** Hotspot answers and the screens' toasts. */
export const HOTSPOT_MESSAGES = {
  fetchFailed: 'Failed to fetch hotspot data',
  userAdded: 'Hotspot user added successfully',
  userUpdated: 'Hotspot user updated successfully',
  userDeleted: 'Hotspot user deleted successfully',
  userEnabled: 'Hotspot user enabled successfully',
  userDisabled: 'Hotspot user disabled successfully',
  userReset: 'Hotspot user reset successfully',
  profileAdded: 'User profile added successfully',
  profileUpdated: 'User profile updated successfully',
  profileDeleted: 'User profile deleted successfully',
  activeKicked: 'Session disconnected successfully',
  batchCreated: 'Vouchers generated successfully',
  batchDeleted: 'Unused vouchers deleted successfully',
  importDone: 'MikHmon data imported successfully',
  addUserFailed: 'Failed to add hotspot user',
  updateUserFailed: 'Failed to update hotspot user',
  deleteUserFailed: 'Failed to delete hotspot user',
  enableUserFailed: 'Failed to enable hotspot user',
  disableUserFailed: 'Failed to disable hotspot user',
  resetUserFailed: 'Failed to reset hotspot user',
  addProfileFailed: 'Failed to add user profile',
  updateProfileFailed: 'Failed to update user profile',
  deleteProfileFailed: 'Failed to delete user profile',
  kickFailed: 'Failed to disconnect session',
  generateFailed: 'Failed to generate vouchers',
  deleteBatchFailed: 'Failed to delete vouchers',
  importFailed: 'Failed to import MikHmon data',
  salesFailed: 'Failed to fetch sales',
  itemNotFound: 'No such item on the router',
  batchNotFound: 'Voucher batch not found',
} as const;

/** The audit trail's actions as the screen names them (docs/rules/audit.md); the keys are the API's. */
export const AUDIT_ACTION_LABELS = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  enable: 'Enable',
  disable: 'Disable',
  kick: 'Kick',
  import: 'Import',
  upload: 'Upload',
  retry: 'Retry',
  generate: 'Generate',
  sign_in: 'Sign in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Sign out',
  password_change: 'Password change',
  reset: 'Reset',
  issue: 'Issue',
  isolate: 'Isolate',
  restore: 'Restore',
  terminate: 'Terminate',
  pay: 'Payment',
  void: 'Void',
  test_send: 'Test send',
} as const;

/** The audit trail's resources as the screen names them; the keys are the API's. */
export const AUDIT_RESOURCE_LABELS = {
  session: 'Session',
  user: 'User',
  customer: 'Customer',
  delivery: 'Delivery',
  router: 'Router',
  ppp_secret: 'PPP secret',
  ppp_profile: 'PPP profile',
  ppp_active: 'PPP session',
  hotspot_user: 'Hotspot user',
  hotspot_profile: 'Hotspot profile',
  hotspot_active: 'Hotspot session',
  voucher_batch: 'Voucher batch',
  cms_banner: 'Banner',
  cms_package: 'Package',
  cms_company_profile: 'Company profile',
  cms_contact_info: 'Contact info',
  cms_upload: 'Image upload',
  payment: 'Payment',
  plan: 'Plan',
  subscriber: 'Subscriber',
  billing_settings: 'Billing settings',
  invoice: 'Invoice',
  message: 'Message',
  message_template: 'Message template',
} as const;

/** Plans, subscribers, invoices and the billing settings (docs/rules/billing.md): forms and API alike. */
export const BILLING_FIELD_MESSAGES = {
  planName: 'Plan name is required (at most 100 characters)',
  planNameTaken: 'A plan with this name already exists',
  price: 'Price must be a whole number of rupiah, greater than 0',
  pppProfile: 'PPP profile is required (at most 100 characters)',
  description: 'Description must be at most 1000 characters',
  subscriberName: 'Name is required (at most 200 characters)',
  phone: 'Phone must be an Indonesian mobile number (e.g. 0812-3456-7890)',
  email: 'Invalid email format',
  address: 'Address must be at most 500 characters',
  routerId: 'Router not found',
  planId: 'Plan not found',
  pppUsername: 'PPP username is required (at most 100 characters)',
  pppUsernameTaken: 'This PPP username is already a subscriber on this router',
  pppUsernameUnknown: 'No PPP secret with this name on the router',
  pppUsernameRepeated: 'This PPP username is listed twice',
  pppSecretExists: 'A PPP secret with this name already exists on the router',
  billingDay: 'Billing day must be a whole number from 1 to 28',
  billingStart: 'Billing start must be a date as YYYY-MM-DD',
  notes: 'Notes must be at most 2000 characters',
  createSecret: 'Create secret must be true or false',
  usernames: 'Choose 1 to 5000 PPP secrets',
  period: 'Period must be a month as YYYY-MM',
  invoiceLeadDays: 'Invoice lead days must be a whole number from 0 to 28',
  graceDays: 'Grace days must be a whole number from 0 to 30',
  reminderDays: 'Reminder days must be up to 5 whole numbers from 0 to 28',
  quietHours: 'Quiet hours must be two times as HH:mm, or none',
  waBaseUrl: 'WhatsApp gateway address must be an http(s) address (at most 500 characters)',
  waToken: 'WhatsApp token must be at most 500 characters',
  emailFrom: 'Sender email must be an email address',
  paymentMethod: "Method must be 'cash' or 'transfer'",
  paidAt: 'Payment time must be a date and time, not in the future',
  paymentNote: 'Note must be at most 500 characters',
  voidReason: 'Reason is required (at most 500 characters)',
  overdue: "Overdue must be 'true' or 'false'",
} as const;

export const BILLING_MESSAGES = {
  planCreated: 'Plan created successfully',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted successfully',
  planNotFound: 'Plan not found',
  /** 409: a plan still used by subscribers. */
  planInUse: (count: number) =>
    `This plan is used by ${count} subscriber${count === 1 ? '' : 's'} and cannot be deleted`,
  subscriberCreated: 'Subscriber created successfully',
  subscriberUpdated: 'Subscriber updated successfully',
  subscriberDeleted: 'Subscriber deleted successfully',
  subscriberNotFound: 'Subscriber not found',
  /** 400: an id in the path that is no uuid. */
  subscriberIdInvalid: 'id must be a subscriber id (a uuid)',
  subscriberHasInvoices: 'This subscriber has invoices and cannot be deleted; terminate it instead',
  subscribersImported: (count: number) =>
    `${count} subscriber${count === 1 ? '' : 's'} imported successfully`,
  settingsUpdated: 'Billing settings updated successfully',
  invoiceIssued: 'Invoice issued successfully',
  invoiceNotFound: 'Invoice not found',
  /** 409: a second invoice for one subscriber and period. */
  invoiceExists: 'An invoice for this period already exists',
  subscriberTerminated: 'This subscriber is terminated',
  /** 409: isolate asked of an isolated subscriber, restore of one that is not. */
  subscriberAlreadyIsolated: 'This subscriber is already isolated',
  subscriberNotIsolated: 'This subscriber is not isolated',
  subscriberChanged: {
    isolate: 'Subscriber isolated successfully',
    restore: 'Subscriber restored successfully',
    terminate: 'Subscriber terminated successfully',
  },
  /** The router was down or refused: the change waits, and the billing job retries it. */
  subscriberChangePending: 'The router has not taken the change yet; it is retried automatically',
  /** A waiting change's reason when the router holds no secret of the subscriber's username. */
  secretMissingOnRouter: 'No PPP secret with this name on the router',
  /** The void reason of the invoices a termination voids. */
  voidedByTermination: 'Subscriber terminated',
  invoicePaid: 'Payment recorded successfully',
  invoiceVoided: 'Invoice voided successfully',
  /** 409: a second payment of one invoice, whoever records it. */
  invoiceAlreadyPaid: 'This invoice is already paid',
  /** 409: a void invoice is owed by nobody. */
  invoiceIsVoid: 'This invoice is void',
  /** 409: money was received for it; the payment stands (docs/rules/billing.md#paying). */
  paidInvoiceNotVoidable: 'A paid invoice cannot be voided',
  /** 409: the subscriber's router has no Tripay merchant set up. */
  onlinePaymentUnavailable: 'Online payment is not available for this invoice',
  invoiceSettledOnline: 'Invoice paid online',
} as const;

/** Notifications: the outbox, templates and test send (docs/rules/notify.md). */
export const NOTIFY_MESSAGES = {
  messageNotFound: 'Message not found',
  messageNotFailed: 'Only a failed message can be retried',
  messageRequeued: 'Message queued again',
  templateUpdated: 'Template saved',
  invoiceNotFound: 'Invoice not found',
  whatsappNotSetUp: 'Set the WhatsApp gateway URL and token first',
  emailNotSetUp: 'Set the sender address first; the server also needs SMTP_URL',
  testSent: 'Test message sent',
  testFailed: 'The test message was not sent',
} as const;
