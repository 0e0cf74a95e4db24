// The CMS's four areas as the API serves them (docs/rules/cms.md#records, #calls): paths, record
// shapes and the texts each area's screens show (docs/rules/cms.md#messages).

export type RecordKey = string | number;

interface CmsRecord {
  id: RecordKey;
  createdAt?: string | null;
  updatedAt?: string | null;
  createdBy?: string | null;
  updatedBy?: string | null;
}

export interface Banner extends CmsRecord {
  title: string;
  description: string;
  image: string;
  details?: string | null;
  link?: string | null;
  order: number;
  isActive: boolean | number;
}

export interface ServicePackage extends CmsRecord {
  name: string;
  speed: string;
  /** Whole rupiah. */
  price: number | string;
  originalPrice?: number | string | null;
  features: string[] | string;
  category: string;
  isPopular: boolean | number;
  isActive: boolean | number;
  order: number;
  /** Sold online (docs/rules/payments.md): the router, its PPP profile and how many days it lasts. */
  routerId?: RecordKey | null;
  pppProfile?: string | null;
  durationDays?: number | null;
}

export interface CompanyStat {
  label: string;
  value: string;
}

export interface CompanyProfile extends CmsRecord {
  companyName: string;
  description: string;
  vision?: string | null;
  mission?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  logo?: string | null;
  heroImage?: string | null;
  /** An array of `{ label, value }` (older records: its JSON text). */
  stats?: CompanyStat[] | string | null;
  /** An object of platform → URL (older records: its JSON text). */
  socialMedia?: Record<string, string> | string | null;
}

export interface ContactInfo extends CmsRecord {
  type: string;
  title: string;
  value: string;
  icon?: string | null;
  order: number;
  isActive: boolean | number;
}

export type CmsArea = 'banners' | 'packages' | 'company-profile' | 'contact-info';

export const CMS_PATH = '/cms';
export const CMS_UPLOADS_PATH = `${CMS_PATH}/uploads`;
export const LANDING_PATH = '/public/landing';

export function cmsPath(area: CmsArea): string {
  return `${CMS_PATH}/${area}`;
}

export interface AreaTexts {
  /** The route segment and API area. */
  area: CmsArea;
  /** The tab's label. */
  tab: string;
  /** The record in prose: 'banner', 'contact info'. */
  noun: string;
  /** '{type}' of the delete toasts: 'Banner'. */
  type: string;
  created: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
  saveFailed: string;
}

function texts(area: CmsArea, tab: string, noun: string, saveFailed: string): AreaTexts {
  const type = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    area,
    tab,
    noun,
    type,
    created: `${type} created successfully`,
    updated: `${type} updated successfully`,
    deleted: `${type} deleted successfully`,
    deleteFailed: `Error deleting ${noun}`,
    fetchFailed: `Error fetching ${noun}`,
    saveFailed,
  };
}

/** docs/rules/cms.md#messages, by area. */
export const AREAS: Readonly<Record<CmsArea, AreaTexts>> = {
  banners: texts('banners', 'Banners', 'banner', 'Error saving banner'),
  packages: texts('packages', 'Packages', 'package', 'Error saving package'),
  'company-profile': texts(
    'company-profile',
    'Company Profile',
    'company profile',
    'Failed to save company profile',
  ),
  'contact-info': texts('contact-info', 'Contact Info', 'contact info', 'Failed to save contact info'),
};

export const FETCH_CMS_FAILED = 'Failed to fetch CMS data';

/** Package categories (docs/rules/cms.md#validation). */
export const PACKAGE_CATEGORIES = ['Rumahan', 'Bisnis', 'Enterprise'] as const;

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
export function statRows(stats: CompanyProfile['stats']): CompanyStat[] {
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
export function socialRows(social: CompanyProfile['socialMedia']): SocialRow[] {
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
