import { PACKAGE_CATEGORIES } from 'contracts/limits';
import { CMS_MESSAGES } from 'contracts/messages';
import { CMS_AREA_PATHS, CMS_PATH, CMS_UPLOADS_PATH, type CmsArea } from 'contracts/paths';
import type {
  CmsAreaMessages,
  CmsBanner,
  CmsCompanyProfile,
  CmsContactInfo,
  CmsPackage,
} from 'contracts/types';

// The CMS's four areas as the API serves them (docs/rules/cms.md#records, #calls): paths, record
// shapes and the texts each area's screens show (docs/rules/cms.md#messages).

export type RecordKey = string | number;

/** The records as the API sends them (contracts' schemas, docs/rules/cms.md#records). */
export type Banner = CmsBanner;
export type ServicePackage = CmsPackage;
export type CompanyProfile = CmsCompanyProfile;
export type ContactInfo = CmsContactInfo;

export interface CompanyStat {
  label: string;
  value: string;
}

export type { CmsArea };

export { CMS_PATH, CMS_UPLOADS_PATH, PACKAGE_CATEGORIES };
export const FETCH_CMS_FAILED = CMS_MESSAGES.fetchFailed;

export function cmsPath(area: CmsArea): string {
  return CMS_AREA_PATHS[area];
}

export interface AreaTexts extends CmsAreaMessages {
  /** The route segment and API area. */
  area: CmsArea;
  /** The tab's label. */
  tab: string;
  /** The record in prose: 'banner', 'contact info'. */
  noun: string;
  /** A failed create, when it has a text of its own (company profile). */
  createError?: string;
}

/** The tabs' labels and the texts of docs/rules/cms.md#messages, by area. */
export const AREAS: Readonly<Record<CmsArea, AreaTexts>> = {
  banners: { ...CMS_MESSAGES.banners, area: 'banners', tab: 'Banners', noun: 'banner' },
  packages: { ...CMS_MESSAGES.packages, area: 'packages', tab: 'Packages', noun: 'package' },
  'company-profile': {
    ...CMS_MESSAGES['company-profile'],
    area: 'company-profile',
    tab: 'Company Profile',
    noun: 'company profile',
  },
  'contact-info': {
    ...CMS_MESSAGES['contact-info'],
    area: 'contact-info',
    tab: 'Contact Info',
    noun: 'contact info',
  },
};

/** Contact types and how the form and cards name them (`hours` is shown as Operating Hours). */
export const CONTACT_TYPE_LABELS = {
  phone: 'phone',
  email: 'email',
  address: 'address',
  hours: 'Operating Hours',
  whatsapp: 'whatsapp',
  social: 'social',
} as const;

export type ContactType = keyof typeof CONTACT_TYPE_LABELS;

export function contactTypeLabel(type: string): string {
  return Object.prototype.hasOwnProperty.call(CONTACT_TYPE_LABELS, type)
    ? CONTACT_TYPE_LABELS[type as ContactType]
    : type;
}

/** `true`/`false` or `1`/`0` (contact info's isActive is 1 or 0). */
export function isOn(flag: boolean | number | null | undefined): boolean {
  return flag === true || flag === 1;
}

/** A package's features as a list, whether the API sent the array or its JSON text. */
export function featureList(features: string[] | string | null | undefined): string[] {
  if (Array.isArray(features)) return features.filter((item) => typeof item === 'string');
  if (typeof features !== 'string' || features.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(features);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** Company stats as rows, from the array or its JSON text. */
export function statRows(stats: unknown): CompanyStat[] {
  const parsed = parseJson(stats);
  if (Array.isArray(parsed)) {
    return parsed
      .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
      .map((row) => ({ label: String(row.label ?? ''), value: String(row.value ?? '') }));
  }
  if (typeof parsed === 'object' && parsed !== null) {
    return Object.entries(parsed).map(([label, value]) => ({ label, value: String(value) }));
  }
  return [];
}

export interface SocialRow {
  platform: string;
  url: string;
}

/** Social links as rows, from the platform → URL object or its JSON text. */
export function socialRows(social: unknown): SocialRow[] {
  const parsed = parseJson(social);
  if (Array.isArray(parsed)) {
    return parsed
      .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
      .map((row) => ({ platform: String(row.platform ?? ''), url: String(row.url ?? '') }));
  }
  if (typeof parsed === 'object' && parsed !== null) {
    return Object.entries(parsed).map(([platform, url]) => ({ platform, url: String(url) }));
  }
  return [];
}
