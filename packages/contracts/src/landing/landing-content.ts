import { CONTACT_TYPES, type ContactType } from '../limits';

/**
 * `GET /api/public/landing` (no auth), docs/rules/landing.md#content:
 * `{ success, data: { banners, packages, companyProfile, contactInfo } }`, active items only, by `order`.
 *
 * The `*Dto` types are what the server sends (field names: docs/rules/cms.md#records). The CMS stores some values as
 * text that we must parse (package `features`, company `stats` and `socialMedia` are JSON strings),
 * and a public page must survive a half-filled CMS, so the page never reads a DTO directly: it reads
 * the `LandingContent` that `normalizeLandingContent` builds from whatever arrived.
 */

type Id = string | number;
/** Booleans come as `true`/`false` or as `1`/`0` (contact info's `isActive` is 1 or 0, docs/rules/cms.md#validation). */
type Flag = boolean | number;

export interface LandingBannerDto {
  id: Id;
  title: string;
  description: string;
  image: string;
  details?: string | null;
  link?: string | null;
  order?: number | null;
  isActive?: Flag | null;
}

export interface LandingPackageDto {
  id: Id;
  name: string;
  speed: string;
  price: string | number;
  originalPrice?: string | number | null;
  /** A JSON array of strings stored as text. */
  features: string | string[];
  category?: string | null;
  isPopular?: Flag | null;
  isActive?: Flag | null;
  order?: number | null;
  /** Sold online (docs/rules/payments.md#packages-sold-online): the card shows Beli. */
  soldOnline?: boolean | null;
  /** Days a package bought online lasts. */
  durationDays?: number | null;
  /** What a purchase makes: a PPP account (default) or a hotspot voucher. */
  saleKind?: 'ppp' | 'voucher' | null;
}

export interface LandingCompanyProfileDto {
  id?: Id;
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
  /** `[{ label, value }]` (this API), or JSON text of it or of `{ label: value }`. */
  stats?: string | Array<{ label: string; value: string }> | null;
  /** `{ platform: url }` (this API), or JSON text of it or of `[{ platform, url }]`. */
  socialMedia?: string | Record<string, string> | null;
}

export { CONTACT_TYPES, type ContactType };

export interface LandingContactInfoDto {
  id: Id;
  type: ContactType | string;
  title: string;
  value: string;
  icon?: string | null;
  order?: number | null;
  isActive?: Flag | null;
}

export interface LandingResponseDto {
  success: boolean;
  data: {
    banners: LandingBannerDto[];
    packages: LandingPackageDto[];
    companyProfile: LandingCompanyProfileDto | null;
    contactInfo: LandingContactInfoDto[];
  };
}

/* What the page renders. Every link and image address in here has passed the safety checks. */

export interface Banner {
  id: string;
  title: string;
  description: string;
  /** Safe image address, or null when the stored one is unusable. */
  image: string | null;
  details: string | null;
  /** Safe link target, or null. */
  link: string | null;
}

export interface ServicePackage {
  id: string;
  name: string;
  speed: string;
  price: string;
  originalPrice: string | null;
  features: string[];
  category: string | null;
  isPopular: boolean;
  /** Sold online (docs/rules/payments.md#packages-sold-online): the card has Beli. */
  soldOnline: boolean;
  /**
   * Days the PPP account of a purchase lasts; null when not sold online, and for a voucher (its
   * validity is its hotspot profile's, which the package's own text describes).
   */
  durationDays: number | null;
  /** A purchase makes a hotspot voucher (its code is shown after payment), not a PPP account. */
  voucher: boolean;
}

export interface CompanyStat {
  label: string;
  value: string;
}

export interface SocialLink {
  platform: string;
  url: string;
}

export interface CompanyProfile {
  companyName: string;
  description: string;
  vision: string | null;
  mission: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  logo: string | null;
  heroImage: string | null;
  stats: CompanyStat[];
  socialMedia: SocialLink[];
}

export interface ContactItem {
  id: string;
  type: ContactType;
  title: string;
  value: string;
  /** Where the value leads (tel:, mailto:, wa.me, a social page), or null for plain text. */
  href: string | null;
}

export interface LandingContent {
  banners: Banner[];
  packages: ServicePackage[];
  companyProfile: CompanyProfile | null;
  contactInfo: ContactItem[];
}

export const EMPTY_LANDING_CONTENT: LandingContent = {
  banners: [],
  packages: [],
  companyProfile: null,
  contactInfo: [],
};
