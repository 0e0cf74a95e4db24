import { CMS_LIMITS as L } from 'contracts/limits';
import { BANNER_FIELD_MESSAGES as M } from 'contracts/messages';
import { toSafeHref, toSafeImageSrc } from 'contracts/landing';
import { yup } from 'ui-kit/form';
import { optionalText, orderRule, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, banner; the API's own rules on lengths and addresses too. */
export const bannerSchema = yup.object({
  title: requiredText(M.title, L.shortText, M.titleTooLong),
  description: requiredText(M.description, L.longText, M.descriptionTooLong),
  image: requiredText(M.image, L.url, M.imageInvalid).test(
    'image',
    M.imageInvalid,
    (value) => !value || toSafeImageSrc(value) !== null,
  ),
  details: optionalText(L.longText, M.details),
  link: optionalText(L.url, M.link).test(
    'link',
    M.link,
    (value) => !value || toSafeHref(value) !== null,
  ),
  order: orderRule(),
  isActive: yup.boolean(),
});
