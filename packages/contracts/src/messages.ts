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
  fetchFailed: 'Failed to fetch routers',
  addFailed: 'Failed to add router',
  updateFailed: 'Failed to update router',
  deleteFailed: 'Failed to delete router',
  dashboardFailed: 'Failed to fetch dashboard data',
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
