import { yup } from 'ui-kit';

/** SPEC §5, word for word. */
export const CUSTOMER_MESSAGES = {
  name: 'Nama customer harus diisi, minimal 5 karakter',
  alias: 'Alias harus diisi, minimal 3 karakter',
} as const;

/**
 * SPEC §5: name at least 5 characters, alias at least 3, address free text. Spaces around a value
 * do not count (the server trims them too), so '   ab ' is too short.
 */
export const customerSchema = yup.object({
  name: yup.string().trim().required(CUSTOMER_MESSAGES.name).min(5, CUSTOMER_MESSAGES.name),
  alias: yup.string().trim().required(CUSTOMER_MESSAGES.alias).min(3, CUSTOMER_MESSAGES.alias),
  address: yup.string(),
});
