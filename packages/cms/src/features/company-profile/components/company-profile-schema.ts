import { toSafeImageSrc } from 'contracts/landing';
import { CMS_LIMITS as L } from 'contracts/limits';
import { COMPANY_PROFILE_FIELD_MESSAGES as M } from 'contracts/messages';
import { yup } from 'ui-kit/form';
import { isHttpUrl, optionalText, requiredText } from '../../../lib/cms-rules';

/** A platform named twice: the API stores platform → URL, so the second would replace the first. */
export const PLATFORM_TWICE_MESSAGE = 'Each platform once';

function optionalImage(message: string) {
  return optionalText(L.url, message).test(
    'image',
    message,
    (value) => !value || toSafeImageSrc(value) !== null,
  );
}

/** docs/rules/cms.md#validation, company profile; the API's lengths and row rules too. */
export const companyProfileSchema = yup.object({
  companyName: requiredText(M.companyName, L.shortText, M.companyNameTooLong),
  description: requiredText(M.description, L.longText, M.descriptionTooLong),
  vision: optionalText(L.longText, M.text),
  mission: optionalText(L.longText, M.text),
  address: optionalText(L.longText, M.text),
  phone: optionalText(L.shortText, M.shortText),
  email: optionalText(254, M.email).email(M.email),
  website: optionalText(L.url, M.website).test(
    'website',
    M.website,
    (value) => !value || (isHttpUrl(value) && new URL(value).hostname.includes('.')),
  ),
  logo: optionalImage(M.logo),
  heroImage: optionalImage(M.heroImage),
  stats: yup
    .array()
    .of(
      yup.object({
        label: requiredText(M.statLabel, L.shortText, M.shortText),
        value: requiredText(M.statValue, L.shortText, M.shortText),
      }),
    )
    .max(L.stats, M.tooManyStats),
  socialMedia: yup
    .array()
    .of(
      yup.object({
        platform: requiredText(M.platform, L.platform, M.platform),
        url: requiredText(M.socialMediaUrl, L.url, M.socialMediaUrl).test(
          'url',
          M.socialMediaUrl,
          (value) => !value || isHttpUrl(value.trim()),
        ),
      }),
    )
    .max(L.socialMedia, M.tooManySocialMedia)
    .test('once', PLATFORM_TWICE_MESSAGE, function once(rows) {
      const seen = new Set<string>();
      const twice = (rows ?? []).findIndex((row) => {
        const name = (row?.platform ?? '').trim().toLowerCase();
        if (name === '') return false;
        if (seen.has(name)) return true;
        seen.add(name);
        return false;
      });
      return twice < 0
        ? true
        : this.createError({
            path: `${this.path}.${twice}.platform`,
            message: PLATFORM_TWICE_MESSAGE,
          });
    }),
});
