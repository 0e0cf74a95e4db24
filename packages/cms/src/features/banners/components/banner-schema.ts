import { yup } from 'ui-kit';
import { optionalText, orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, banner. */
export const BANNER_MESSAGES = {
  title: 'Title is required',
  description: 'Description is required',
  image: 'Image URL is required',
} as const;

export const bannerSchema = yup.object({
  title: requiredText(BANNER_MESSAGES.title),
  description: requiredText(BANNER_MESSAGES.description),
  image: requiredText(BANNER_MESSAGES.image),
  details: optionalText(),
  link: optionalText(),
  order: orderRule(),
  isActive: yup.boolean(),
});
