import { CMS_LIMITS as L, CONTACT_TYPES } from 'contracts/limits';
import { CONTACT_INFO_FIELD_MESSAGES as M } from 'contracts/messages';
import { yup } from 'ui-kit/form';
import { choiceRule, optionalText, orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, contact info; the API's lengths too. */
export const contactInfoSchema = yup.object({
  type: choiceRule(CONTACT_TYPES, M.type, M.typeChoice),
  title: requiredText(M.title, L.shortText, M.titleTooLong),
  value: requiredText(M.value, L.shortText, M.valueTooLong),
  icon: optionalText(L.icon, M.icon),
  order: orderRule(),
  isActive: yup.boolean(),
});
