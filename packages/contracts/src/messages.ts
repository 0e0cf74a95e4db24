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
