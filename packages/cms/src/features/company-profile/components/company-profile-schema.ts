import { yup } from 'ui-kit';
import { isHttpUrl, optionalText, requiredText } from '../../../lib/cms-rules';

/** docs/rules/cms.md#validation, company profile; the row texts are ours. */
export const COMPANY_PROFILE_MESSAGES = {
  companyName: 'Company name is required',
  description: 'Description is required',
  email: 'Invalid email format',
  website: 'Invalid website URL',
  statLabel: 'Label is required',
  statValue: 'Value is required',
  platform: 'Platform is required',
  platformTwice: 'Each platform once',
  url: 'Invalid URL',
} as const;

const M = COMPANY_PROFILE_MESSAGES;

export const companyProfileSchema = yup.object({
  companyName: requiredText(M.companyName),
  description: requiredText(M.description),
  vision: optionalText(),
  mission: optionalText(),
  address: optionalText(),
  phone: optionalText(),
  email: optionalText().email(M.email),
  website: optionalText().test('website', M.website, (value) => !value || isHttpUrl(value)),
  logo: optionalText(),
  heroImage: optionalText(),
  stats: yup.array().of(
    yup.object({
      label: requiredText(M.statLabel),
      value: requiredText(M.statValue),
    }),
  ),
  socialMedia: yup.array().of(
    yup.object({
      platform: requiredText(M.platform).test('once', M.platformTwice, function once(value) {
        const rows = (this.from?.[1]?.value as { socialMedia?: { platform: string }[] })
          ?.socialMedia;
        const name = (value ?? '').trim().toLowerCase();
        return (rows ?? []).filter((row) => row.platform.trim().toLowerCase() === name).length <= 1;
      }),
      url: requiredText(M.url).test('url', M.url, (value) => !value || isHttpUrl(value.trim())),
    }),
  ),
});
