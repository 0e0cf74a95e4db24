import { CUSTOMER_LIMITS } from 'contracts/limits';
import { CUSTOMER_FIELD_MESSAGES as M } from 'contracts/messages';
import { yup } from 'ui-kit';

/**
 * The API's customer rules, checked before sending: name and alias required with their minimum
 * lengths, address free text, each within its cap (the inputs also stop there). Spaces around a
 * value do not count (the server trims them too), so '   ab ' is too short.
 */
export const customerSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(M.name)
    .min(CUSTOMER_LIMITS.name.min, M.name)
    .max(CUSTOMER_LIMITS.name.max, M.nameTooLong),
  alias: yup
    .string()
    .trim()
    .required(M.alias)
    .min(CUSTOMER_LIMITS.alias.min, M.alias)
    .max(CUSTOMER_LIMITS.alias.max, M.aliasTooLong),
  address: yup.string().trim().max(CUSTOMER_LIMITS.address.max, M.addressTooLong),
});
