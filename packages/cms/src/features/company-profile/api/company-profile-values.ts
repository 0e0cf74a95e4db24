import {
  socialRows,
  statRows,
  type CompanyProfile,
  type CompanyStat,
  type SocialRow,
} from '../../../lib/cms-areas';

/** What the company profile form edits. */
export interface CompanyProfileValues {
  companyName: string;
  description: string;
  vision: string;
  mission: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  logo: string;
  heroImage: string;
  stats: CompanyStat[];
  socialMedia: SocialRow[];
}

/** What `POST`/`PUT /cms/company-profile` take: stats as rows, social media as platform → URL. */
export interface CompanyProfileBody extends Omit<CompanyProfileValues, 'socialMedia'> {
  socialMedia: Record<string, string>;
}

export const EMPTY_COMPANY_PROFILE: CompanyProfileValues = {
  companyName: '',
  description: '',
  vision: '',
  mission: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  logo: '',
  heroImage: '',
  stats: [],
  socialMedia: [],
};

export function toCompanyProfileValues(profile: CompanyProfile): CompanyProfileValues {
  return {
    companyName: profile.companyName ?? '',
    description: profile.description ?? '',
    vision: profile.vision ?? '',
    mission: profile.mission ?? '',
    address: profile.address ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    website: profile.website ?? '',
    logo: profile.logo ?? '',
    heroImage: profile.heroImage ?? '',
    stats: statRows(profile.stats),
    socialMedia: socialRows(profile.socialMedia),
  };
}

export function toCompanyProfileBody(values: CompanyProfileValues): CompanyProfileBody {
  const text = (value: string) => value.trim();
  return {
    companyName: text(values.companyName),
    description: text(values.description),
    vision: text(values.vision),
    mission: text(values.mission),
    address: text(values.address),
    phone: text(values.phone),
    email: text(values.email),
    website: text(values.website),
    logo: text(values.logo),
    heroImage: text(values.heroImage),
    stats: values.stats.map((row) => ({ label: text(row.label), value: text(row.value) })),
    socialMedia: Object.fromEntries(
      values.socialMedia.map((row) => [text(row.platform), text(row.url)]),
    ),
  };
}
