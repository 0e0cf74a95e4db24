import {
  CONTACT_TYPES,
  EMPTY_LANDING_CONTENT,
  type Banner,
  type CompanyProfile,
  type CompanyStat,
  type ContactItem,
  type ContactType,
  type LandingContent,
  type ServicePackage,
  type SocialLink,
  toSafeHref,
  toSafeImageSrc,
} from 'contracts/landing';

/*
 * The CMS is edited by people and its JSON columns are free text: every field is checked here, an
 * item missing what it needs to make sense is left out, and nothing here ever throws.
 */

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string (numbers are accepted and written out), else null. */
function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function isInactive(item: UnknownRecord): boolean {
  // The server sends active items only; a missing flag therefore means active.
  const value = item.isActive;
  return value === false || value === 0 || value === '0' || value === 'false';
}

function id(item: UnknownRecord, index: number): string {
  return text(item.id) ?? `item-${index}`;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Records of `list` in display order, inactive ones dropped; the server's order breaks ties. */
function activeRecords(list: unknown): UnknownRecord[] {
  if (!Array.isArray(list)) return [];
  const order = (item: UnknownRecord) =>
    typeof item.order === 'number' && Number.isFinite(item.order)
      ? item.order
      : Number.MAX_SAFE_INTEGER;
  return list
    .filter(isRecord)
    .filter((item) => !isInactive(item))
    .map((item, position) => ({ item, position }))
    .sort((a, b) => order(a.item) - order(b.item) || a.position - b.position)
    .map(({ item }) => item);
}

/** Package features: a JSON array of strings; plain text (one per line) is accepted as a fallback. */
export function parseFeatures(value: unknown): string[] {
  const parsed = parseJson(value);
  if (Array.isArray(parsed)) {
    return parsed.map(text).filter((feature): feature is string => feature !== null);
  }
  if (typeof value === 'string' && parsed === undefined) {
    return value
      .split(/\r?\n/)
      .map(text)
      .filter((feature): feature is string => feature !== null);
  }
  return [];
}

/** Company stats: `[{ label, value }]` (also `name`/`title` for the label) or `{ label: value }`. */
export function parseStats(value: unknown): CompanyStat[] {
  const parsed = parseJson(value);
  if (Array.isArray(parsed)) {
    return parsed.filter(isRecord).flatMap((entry) => {
      const label = text(entry.label) ?? text(entry.name) ?? text(entry.title);
      const statValue = text(entry.value) ?? text(entry.count);
      return label && statValue ? [{ label, value: statValue }] : [];
    });
  }
  if (isRecord(parsed)) {
    return Object.entries(parsed).flatMap(([key, raw]) => {
      const label = text(key);
      const statValue = text(raw);
      return label && statValue ? [{ label, value: statValue }] : [];
    });
  }
  return [];
}

/** Social media: `{ platform: url }` or `[{ platform|name|type, url|link }]`; unsafe URLs dropped. */
export function parseSocialMedia(value: unknown): SocialLink[] {
  const parsed = parseJson(value);
  const pairs: Array<[unknown, unknown]> = Array.isArray(parsed)
    ? parsed
        .filter(isRecord)
        .map((entry) => [entry.platform ?? entry.name ?? entry.type, entry.url ?? entry.link])
    : isRecord(parsed)
      ? Object.entries(parsed)
      : [];
  return pairs.flatMap(([platform, url]) => {
    const name = text(platform);
    const href = toSafeHref(url);
    return name && href && /^https?:/.test(href) ? [{ platform: name, url: href }] : [];
  });
}

function normalizeBanner(item: UnknownRecord, index: number): Banner | null {
  const title = text(item.title);
  if (!title) return null;
  return {
    id: id(item, index),
    title,
    description: text(item.description) ?? '',
    image: toSafeImageSrc(item.image),
    details: text(item.details),
    link: toSafeHref(item.link),
  };
}

function normalizePackage(item: UnknownRecord, index: number): ServicePackage | null {
  const name = text(item.name);
  const price = text(item.price);
  if (!name || !price) return null;
  return {
    id: id(item, index),
    name,
    speed: text(item.speed) ?? '',
    price,
    originalPrice: text(item.originalPrice),
    features: parseFeatures(item.features),
    category: text(item.category),
    isPopular: flag(item.isPopular),
    soldOnline: item.soldOnline === true,
    durationDays:
      item.soldOnline === true &&
      item.saleKind !== 'voucher' &&
      Number.isInteger(item.durationDays) &&
      Number(item.durationDays) > 0
        ? Number(item.durationDays)
        : null,
    voucher: item.saleKind === 'voucher',
  };
}

function normalizeCompanyProfile(value: unknown): CompanyProfile | null {
  // One profile is shown; a list (the CMS keeps several records) shows its first.
  const item = Array.isArray(value) ? activeRecords(value)[0] : value;
  if (!isRecord(item)) return null;
  const companyName = text(item.companyName);
  if (!companyName) return null;
  const website = toSafeHref(item.website);
  return {
    companyName,
    description: text(item.description) ?? '',
    vision: text(item.vision),
    mission: text(item.mission),
    address: text(item.address),
    phone: text(item.phone),
    email: text(item.email),
    website: website && /^https?:/.test(website) ? website : null,
    logo: toSafeImageSrc(item.logo),
    heroImage: toSafeImageSrc(item.heroImage),
    stats: parseStats(item.stats),
    socialMedia: parseSocialMedia(item.socialMedia),
  };
}

/** `08xx` is how Indonesians write a mobile number; wa.me wants it in international form, `628xx`. */
export function whatsappHref(value: string): string | null {
  const asUrl = toSafeHref(value);
  if (asUrl && /^https:\/\/(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com)\//.test(asUrl))
    return asUrl;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return `https://wa.me/${digits.startsWith('0') ? `62${digits.slice(1)}` : digits}`;
}

export function telHref(value: string): string | null {
  const dialable = value.replace(/[^\d+]/g, '');
  return dialable.replace(/\D/g, '').length >= 3 ? `tel:${dialable}` : null;
}

export function mailtoHref(value: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : null;
}

function contactHref(type: ContactType, value: string): string | null {
  switch (type) {
    case 'phone':
      return telHref(value);
    case 'whatsapp':
      return whatsappHref(value);
    case 'email':
      return mailtoHref(value);
    case 'address':
      return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}`;
    case 'social': {
      const href = toSafeHref(value);
      return href && /^https?:/.test(href) ? href : null;
    }
    case 'hours':
      return null;
  }
}

function contactType(value: unknown): ContactType | null {
  const type = text(value)?.toLowerCase();
  return CONTACT_TYPES.find((known) => known === type) ?? null;
}

function normalizeContact(item: UnknownRecord, index: number): ContactItem | null {
  const type = contactType(item.type);
  const value = text(item.value);
  if (!type || !value) return null;
  return {
    id: id(item, index),
    type,
    title: text(item.title) ?? value,
    value,
    href: contactHref(type, value),
  };
}

function collect<T>(
  list: unknown,
  normalize: (item: UnknownRecord, index: number) => T | null,
): T[] {
  return activeRecords(list)
    .map(normalize)
    .filter((entry): entry is T => entry !== null);
}

/** Builds the page's content from the raw response body; a body of the wrong shape gives no content. */
export function normalizeLandingContent(body: unknown): LandingContent {
  if (!isRecord(body) || body.success === false || !isRecord(body.data))
    return EMPTY_LANDING_CONTENT;
  const data = body.data;
  return {
    banners: collect(data.banners, normalizeBanner),
    packages: collect(data.packages, normalizePackage),
    companyProfile: normalizeCompanyProfile(data.companyProfile),
    contactInfo: collect(data.contactInfo, normalizeContact),
  };
}
