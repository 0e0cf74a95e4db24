import { CUSTOMER_LIMITS } from 'contracts/limits';
import { CUSTOMER_FIELD_MESSAGES as M } from 'contracts/messages';
import { yup } from 'ui-kit/form';
import { requiredText } from '../../../lib/form-rules';

/**
 * The API's customer rules, checked before sending: name and alias required with their minimum
 * lengths, address free text, each within its cap (the inputs also stop there). Spaces around a
 * value do not count (the server trims them too), so '   ab ' is too short.
 */
export const customerSchema = yup.object({
  name: requiredText(CUSTOMER_LIMITS.name, { required: M.name, tooLong: M.nameTooLong }),
  alias: requiredText(CUSTOMER_LIMITS.alias, { required: M.alias, tooLong: M.aliasTooLong }),
  address: yup.string().trim().max(CUSTOMER_LIMITS.address.max, M.addressTooLong),
});
