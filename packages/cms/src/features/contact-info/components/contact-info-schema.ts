import { yup } from 'ui-kit';
import { CONTACT_TYPE_LABELS } from '../../../lib/cms-areas';
import { optionalText, orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, contact info. */
export const CONTACT_INFO_MESSAGES = {
  type: 'Type is required',
  title: 'Title is required',
  value: 'Value is required',
} as const;

export const contactInfoSchema = yup.object({
  type: yup
    .string()
    .required(CONTACT_INFO_MESSAGES.type)
    .oneOf(Object.keys(CONTACT_TYPE_LABELS), CONTACT_INFO_MESSAGES.type),
  title: requiredText(CONTACT_INFO_MESSAGES.title),
  value: requiredText(CONTACT_INFO_MESSAGES.value),
  icon: optionalText(),
  order: orderRule(),
  isActive: yup.boolean(),
});
