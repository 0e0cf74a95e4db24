// The CMS (docs/rules/cms.md): banners, packages, the company profile, contact info, image uploads
// and the public landing payload built from them. Records come in the `{ success, data }` envelope
// (docs/rules/api.md#envelopes); bodies are trimmed before these checks run, nested strings too.
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import {
  CMS_LIMITS,
  CMS_UPLOAD_TYPES,
  CONTACT_TYPES,
  ID_MAX_LENGTH,
  PACKAGE_CATEGORIES,
  type ContactType,
  type PackageCategory,
} from '../limits';
import {
  BANNER_FIELD_MESSAGES as BM,
  COMPANY_PROFILE_FIELD_MESSAGES as CPM,
  CONTACT_INFO_FIELD_MESSAGES as CIM,
  PACKAGE_FIELD_MESSAGES as PM,
} from '../messages';
import { successEnvelope, PaginationSchema } from './envelopes';
import { CmsPackageSaleSchema, packageSaleFields } from './hotspot';
import { listQuery } from './list-query';
import { textField } from './record';

const L = CMS_LIMITS;

/* ---- field builders ---- */

/** An optional text field: '' when there is none. */
const optionalText = (maxLength: number, maxMessage: string) =>
  Type.String({ maxLength, 'x-message': maxMessage });

// Patterns, not `format: 'uri'`: they say exactly which addresses a public page may follow or
// show, the same rules as `toSafeHref`/`toSafeImageSrc` of `contracts/landing`. Ajv compiles them
// with the `u` flag and no `i`, hence the spelled-out cases.
const HTTP = '[Hh][Tt][Tt][Pp][Ss]?://';
/** A path on this site (`/api/public/uploads/…`), not `//host` or `/\host` (another origin). */
const SITE_PATH = '/(?![/\\\\])\\S*';
const BARE_DOMAIN = '[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}(?::\\d{1,5})?(?:[/?#]\\S*)?';
/** An image: http(s) or a path on this site (an upload). */
export const IMAGE_ADDRESS_PATTERN = `^(?:${HTTP}\\S+|${SITE_PATH})$`;
/** A link: http(s), mailto, tel, a path on this site or a bare domain (`www.example.co.id`); or ''. */
export const LINK_PATTERN = `^(?:|${HTTP}\\S+|[Mm][Aa][Ii][Ll][Tt][Oo]:\\S+|[Tt][Ee][Ll]:\\+?[\\d\\s().-]+|${SITE_PATH}|${BARE_DOMAIN})$`;
/** A website: an http(s) address whose host has a dot; or ''. */
export const WEBSITE_PATTERN = `^(?:|${HTTP}[^\\s/?#]+\\.[^\\s/?#]+(?:[/?#]\\S*)?)$`;
/** A social media page: an http(s) address. */
export const SOCIAL_URL_PATTERN = `^${HTTP}\\S+$`;

/** A required image address: empty is the product's message, anything unsafe ours. */
const requiredImage = (message: string, invalid: string) =>
  Type.String({
    minLength: 1,
    maxLength: L.url,
    pattern: IMAGE_ADDRESS_PATTERN,
    'x-message': { pattern: invalid, maxLength: invalid, default: message },
  });

/** An optional image address, '' for none. */
const optionalImage = (invalid: string) =>
  Type.String({
    maxLength: L.url,
    pattern: `^(?:|${IMAGE_ADDRESS_PATTERN.slice(1, -1)})$`,
    'x-message': invalid,
  });

/**
 * A required choice. `minLength` + `pattern` rather than `enum`: an empty value fails only
 * `minLength` (the product's 'X is required') and a wrong one only `pattern` (ours).
 */
const choice = <const T extends readonly string[]>(
  choices: T,
  message: string,
  choiceMessage: string,
) =>
  Type.Unsafe<T[number]>({
    type: 'string',
    minLength: 1,
    // '' fits the pattern so that an empty value gets one message, minLength's.
    pattern: `^(?:|${choices.join('|')})$`,
    description: `One of ${choices.join(', ')}`,
    'x-message': { pattern: choiceMessage, default: message },
  });

const order = () =>
  Type.Integer({
    minimum: L.order.min,
    maximum: L.order.max,
    description: 'Display order, ascending; 0 or more',
    'x-message': { maximum: BM.orderTooHigh, default: BM.order },
  });

const flag = (message: string, description: string) =>
  Type.Boolean({ description: `${description} (1 and 0 are taken too)`, 'x-message': message });

/** The audit fields every CMS record carries (docs/rules/api.md#audit). */
const audit = {
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
};
const AUDIT_KEYS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** An update: every field optional (a field left out keeps its value); the fields carry no defaults. */
const updateBodyOf = <T extends TProperties>(fields: T) =>
  Type.Partial(Type.Object(fields, { additionalProperties: false }));

/* ---- banners ---- */

const bannerFields = {
  title: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: BM.title,
    maxMessage: BM.titleTooLong,
  }),
  description: textField({
    minLength: 1,
    maxLength: L.longText,
    message: BM.description,
    maxMessage: BM.descriptionTooLong,
  }),
  image: requiredImage(BM.image, BM.imageInvalid),
  details: optionalText(L.longText, BM.details),
  link: Type.String({ maxLength: L.url, pattern: LINK_PATTERN, 'x-message': BM.link }),
  order: order(),
  isActive: flag(BM.isActive, 'Shown on the landing page'),
};

/** A banner of the landing page's carousel (docs/rules/cms.md#records). */
export const CmsBannerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    description: Type.String(),
    image: Type.String({ description: 'An http(s) address or an upload path' }),
    details: Type.String({ description: "'' when there is none" }),
    link: Type.String({ description: "'' when there is none" }),
    order: Type.Integer(),
    isActive: Type.Boolean(),
    ...audit,
  },
  { title: 'CmsBanner' },
);
export type CmsBanner = Static<typeof CmsBannerSchema>;

export const CreateBannerBody = Type.Object(
  {
    title: bannerFields.title,
    description: bannerFields.description,
    image: bannerFields.image,
    details: Type.Optional(bannerFields.details),
    link: Type.Optional(bannerFields.link),
    order: Type.Optional({ ...bannerFields.order, default: 0 }),
    isActive: Type.Optional({ ...bannerFields.isActive, default: true }),
  },
  { additionalProperties: false },
);
export type CreateBannerInput = Static<typeof CreateBannerBody>;
export const UpdateBannerBody = updateBodyOf(bannerFields);
export type UpdateBannerInput = Static<typeof UpdateBannerBody>;

export const BANNER_SORT_COLUMNS = [
  'order',
  'title',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;
export type BannerSortColumn = (typeof BANNER_SORT_COLUMNS)[number];
export const BannerListQuery = listQuery(BANNER_SORT_COLUMNS);

/* ---- packages ---- */

const rupiah = (message: string, rangeMessage: string) =>
  Type.Integer({
    minimum: L.price.min,
    maximum: L.price.max,
    description: 'Whole rupiah',
    // A missing or empty price (which type coercion makes 0) is the product's 'Price is required'.
    'x-message': { maximum: rangeMessage, default: message },
  });

const packageFields = {
  name: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: PM.name,
    maxMessage: PM.nameTooLong,
  }),
  speed: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: PM.speed,
    maxMessage: PM.speedTooLong,
  }),
  price: rupiah(PM.price, PM.priceRange),
  // null first: Ajv's type coercion tries the branches in order, and '' or 0 must mean "none",
  // not a price of 0.
  originalPrice: Type.Union(
    [
      Type.Null({ 'x-message': PM.originalPrice }),
      { ...rupiah(PM.originalPrice, PM.originalPrice), 'x-message': PM.originalPrice },
    ],
    { description: "Whole rupiah, shown struck through; null (or '') for none" },
  ),
  features: Type.Array(
    textField({
      minLength: 1,
      maxLength: L.feature,
      message: PM.features,
      maxMessage: PM.featureTooLong,
    }),
    {
      minItems: 1,
      maxItems: L.features,
      description: 'One line each, in the order shown',
      'x-message': { maxItems: PM.tooManyFeatures, default: PM.features },
    },
  ),
  category: choice(PACKAGE_CATEGORIES, PM.category, PM.categoryChoice),
  isPopular: flag(PM.isPopular, 'Shows the Popular badge'),
  isActive: flag(PM.isActive, 'Shown on the landing page'),
  order: order(),
  routerId: Type.Union(
    [
      Type.Null({ 'x-message': PM.routerId }),
      Type.String({ maxLength: ID_MAX_LENGTH, 'x-message': PM.routerId }),
    ],
    {
      description:
        "The router that provisions the package when it is sold online (docs/rules/payments.md); null (or '') when it is not sold online",
    },
  ),
  pppProfile: Type.Union(
    [
      Type.Null({ 'x-message': PM.pppProfile }),
      Type.String({ maxLength: L.pppProfile, 'x-message': PM.pppProfileTooLong }),
    ],
    { description: "The router's PPP profile a buyer gets; required with routerId" },
  ),
  durationDays: Type.Integer({
    minimum: L.durationDays.min,
    maximum: L.durationDays.max,
    description: 'Days a package bought online lasts',
    'x-message': PM.durationDays,
  }),
  // What a sale makes: a PPP account (default) or one hotspot voucher of hotspotProfile (docs/rules/hotspot.md#vouchers-sold-online).
  ...packageSaleFields,
};

/** A service package (docs/rules/cms.md#records), and how it is sold online. */
export const CmsPackageSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    speed: Type.String(),
    price: Type.Integer({ description: 'Whole rupiah' }),
    originalPrice: Type.Union([Type.Integer(), Type.Null()]),
    features: Type.Array(Type.String()),
    category: Type.Unsafe<PackageCategory>({ type: 'string', enum: [...PACKAGE_CATEGORIES] }),
    isPopular: Type.Boolean(),
    isActive: Type.Boolean(),
    order: Type.Integer(),
    routerId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    pppProfile: Type.Union([Type.String(), Type.Null()]),
    durationDays: Type.Integer(),
    ...CmsPackageSaleSchema.properties,
    /** routerId and the profile of its saleKind are set: the landing card has a Buy (Beli) button. */
    soldOnline: Type.Boolean(),
    ...audit,
  },
  { title: 'CmsPackage' },
);
export type CmsPackage = Static<typeof CmsPackageSchema>;

export const CreatePackageBody = Type.Object(
  {
    name: packageFields.name,
    speed: packageFields.speed,
    price: packageFields.price,
    originalPrice: Type.Optional(packageFields.originalPrice),
    features: packageFields.features,
    category: packageFields.category,
    isPopular: Type.Optional({ ...packageFields.isPopular, default: false }),
    isActive: Type.Optional({ ...packageFields.isActive, default: true }),
    order: Type.Optional({ ...packageFields.order, default: 0 }),
    routerId: Type.Optional(packageFields.routerId),
    pppProfile: Type.Optional(packageFields.pppProfile),
    durationDays: Type.Optional({
      ...packageFields.durationDays,
      default: L.durationDays.default,
    }),
    saleKind: Type.Optional({ ...packageFields.saleKind, default: 'ppp' }),
    hotspotProfile: Type.Optional(packageFields.hotspotProfile),
  },
  { additionalProperties: false },
);
export type CreatePackageInput = Static<typeof CreatePackageBody>;
export const UpdatePackageBody = updateBodyOf(packageFields);
export type UpdatePackageInput = Static<typeof UpdatePackageBody>;

export const PACKAGE_SORT_COLUMNS = [
  'order',
  'name',
  'price',
  'category',
  'isPopular',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;
export type PackageSortColumn = (typeof PACKAGE_SORT_COLUMNS)[number];
export const PackageListQuery = listQuery(PACKAGE_SORT_COLUMNS);

/* ---- company profile ---- */

const CompanyStatSchema = Type.Object(
  {
    label: textField({
      minLength: 1,
      maxLength: L.shortText,
      message: CPM.statLabel,
      maxMessage: CPM.shortText,
    }),
    value: textField({
      minLength: 1,
      maxLength: L.shortText,
      message: CPM.statValue,
      maxMessage: CPM.shortText,
    }),
  },
  { additionalProperties: false },
);

const companyFields = {
  companyName: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: CPM.companyName,
    maxMessage: CPM.companyNameTooLong,
  }),
  description: textField({
    minLength: 1,
    maxLength: L.longText,
    message: CPM.description,
    maxMessage: CPM.descriptionTooLong,
  }),
  vision: optionalText(L.longText, CPM.text),
  mission: optionalText(L.longText, CPM.text),
  address: optionalText(L.longText, CPM.text),
  phone: optionalText(L.shortText, CPM.shortText),
  // '' (an empty form field) clears it.
  email: Type.Union(
    [
      Type.Literal('', { 'x-message': CPM.email }),
      Type.String({ format: 'email', maxLength: 254, 'x-message': CPM.email }),
    ],
    { description: "An e-mail address, or '' for none" },
  ),
  website: Type.String({
    maxLength: L.url,
    pattern: WEBSITE_PATTERN,
    description: "An http(s) address, or '' for none",
    'x-message': CPM.website,
  }),
  logo: optionalImage(CPM.logo),
  heroImage: optionalImage(CPM.heroImage),
  stats: Type.Array(CompanyStatSchema, {
    maxItems: L.stats,
    description: 'Label/value rows, in the order shown',
    'x-message': { maxItems: CPM.tooManyStats, default: CPM.statLabel },
  }),
  socialMedia: Type.Record(
    Type.String(),
    Type.String({ maxLength: L.url, pattern: SOCIAL_URL_PATTERN, 'x-message': CPM.socialMediaUrl }),
    {
      maxProperties: L.socialMedia,
      propertyNames: { minLength: 1, maxLength: L.platform, 'x-message': CPM.platform },
      description: 'Platform → http(s) address',
      'x-message': { maxProperties: CPM.tooManySocialMedia, default: CPM.socialMediaUrl },
    },
  ),
};

/** The company profile: one record (docs/rules/cms.md#records). */
export const CmsCompanyProfileSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    companyName: Type.String(),
    description: Type.String(),
    vision: Type.String(),
    mission: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    website: Type.String(),
    logo: Type.String(),
    heroImage: Type.String(),
    stats: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
    socialMedia: Type.Record(Type.String(), Type.String()),
    ...audit,
  },
  { title: 'CmsCompanyProfile', description: "Optional text fields are '' when empty" },
);
export type CmsCompanyProfile = Static<typeof CmsCompanyProfileSchema>;
export type CompanyStatInput = Static<typeof CompanyStatSchema>;

export const CreateCompanyProfileBody = Type.Object(
  {
    companyName: companyFields.companyName,
    description: companyFields.description,
    vision: Type.Optional(companyFields.vision),
    mission: Type.Optional(companyFields.mission),
    address: Type.Optional(companyFields.address),
    phone: Type.Optional(companyFields.phone),
    email: Type.Optional(companyFields.email),
    website: Type.Optional(companyFields.website),
    logo: Type.Optional(companyFields.logo),
    heroImage: Type.Optional(companyFields.heroImage),
    stats: Type.Optional(companyFields.stats),
    socialMedia: Type.Optional(companyFields.socialMedia),
  },
  { additionalProperties: false },
);
export type CreateCompanyProfileInput = Static<typeof CreateCompanyProfileBody>;
export const UpdateCompanyProfileBody = updateBodyOf(companyFields);
export type UpdateCompanyProfileInput = Static<typeof UpdateCompanyProfileBody>;

export const COMPANY_PROFILE_SORT_COLUMNS = ['companyName', 'createdAt', 'updatedAt'] as const;
export type CompanyProfileSortColumn = (typeof COMPANY_PROFILE_SORT_COLUMNS)[number];
export const CompanyProfileListQuery = listQuery(COMPANY_PROFILE_SORT_COLUMNS);

/* ---- contact info ---- */

const contactFields = {
  type: choice(CONTACT_TYPES, CIM.type, CIM.typeChoice),
  title: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: CIM.title,
    maxMessage: CIM.titleTooLong,
  }),
  value: textField({
    minLength: 1,
    maxLength: L.shortText,
    message: CIM.value,
    maxMessage: CIM.valueTooLong,
  }),
  icon: optionalText(L.icon, CIM.icon),
  order: order(),
  isActive: flag(CIM.isActive, 'Shown on the landing page'),
};

/** One way to reach the company (docs/rules/cms.md#records). */
export const CmsContactInfoSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: Type.Unsafe<ContactType>({ type: 'string', enum: [...CONTACT_TYPES] }),
    title: Type.String(),
    value: Type.String(),
    icon: Type.String({ description: "'' when there is none" }),
    order: Type.Integer(),
    isActive: Type.Boolean(),
    ...audit,
  },
  { title: 'CmsContactInfo' },
);
export type CmsContactInfo = Static<typeof CmsContactInfoSchema>;

export const CreateContactInfoBody = Type.Object(
  {
    type: contactFields.type,
    title: contactFields.title,
    value: contactFields.value,
    icon: Type.Optional(contactFields.icon),
    order: Type.Optional({ ...contactFields.order, default: 0 }),
    isActive: Type.Optional({ ...contactFields.isActive, default: true }),
  },
  { additionalProperties: false },
);
export type CreateContactInfoInput = Static<typeof CreateContactInfoBody>;
export const UpdateContactInfoBody = updateBodyOf(contactFields);
export type UpdateContactInfoInput = Static<typeof UpdateContactInfoBody>;

export const CONTACT_INFO_SORT_COLUMNS = [
  'order',
  'type',
  'title',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;
export type ContactInfoSortColumn = (typeof CONTACT_INFO_SORT_COLUMNS)[number];
export const ContactInfoListQuery = listQuery(CONTACT_INFO_SORT_COLUMNS);

/* ---- envelopes ---- */

/** `GET /cms/{area}`: `{ success, data: [...], pagination }` (without `page`, every row). */
export const cmsListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    pagination: PaginationSchema,
  });

/** `DELETE /cms/{area}/{id}`: `{ success, data: { id }, message }`. */
export const CmsDeletedSchema = successEnvelope(Type.Object({ id: Type.String() }));

/* ---- uploads ---- */

/** `POST /cms/uploads` 201 `data`: where the image is now served from, and what it is. */
export const CmsUploadSchema = Type.Object(
  {
    url: Type.String({
      description: 'A path on this site (`/api/public/uploads/<name>`): put it in an image field',
    }),
    name: Type.String(),
    contentType: Type.Unsafe<(typeof CMS_UPLOAD_TYPES)[number]>({
      type: 'string',
      enum: [...CMS_UPLOAD_TYPES],
    }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    bytes: Type.Integer({ minimum: 1 }),
  },
  { title: 'CmsUpload' },
);
export type CmsUpload = Static<typeof CmsUploadSchema>;

/** Path parameter of an uploaded image: its random name and extension. */
export const UploadNameParams = Type.Object({
  name: Type.String({ maxLength: ID_MAX_LENGTH, description: '<random>.png|jpg|webp' }),
});

/* ---- the public landing payload ---- */

export const PublicBannerSchema = Type.Omit(CmsBannerSchema, AUDIT_KEYS, {
  title: 'PublicBanner',
});
export type PublicBanner = Static<typeof PublicBannerSchema>;
/**
 * A package as a visitor sees it: not which router or profile sells it, but what it sells (an
 * internet account or a hotspot voucher: the checkout tells the buyer what they get).
 */
export const PublicPackageSchema = Type.Omit(
  CmsPackageSchema,
  [...AUDIT_KEYS, 'routerId', 'pppProfile', 'hotspotProfile'],
  { title: 'PublicPackage' },
);
export type PublicPackage = Static<typeof PublicPackageSchema>;
export const PublicCompanyProfileSchema = Type.Omit(CmsCompanyProfileSchema, AUDIT_KEYS, {
  title: 'PublicCompanyProfile',
});
export type PublicCompanyProfile = Static<typeof PublicCompanyProfileSchema>;
export const PublicContactInfoSchema = Type.Omit(CmsContactInfoSchema, AUDIT_KEYS, {
  title: 'PublicContactInfo',
});
export type PublicContactInfo = Static<typeof PublicContactInfoSchema>;

/** `GET /public/landing` `data`: active items by `order`, each list capped (`LANDING_LIMITS`). */
export const PublicLandingDataSchema = Type.Object(
  {
    banners: Type.Array(PublicBannerSchema),
    packages: Type.Array(PublicPackageSchema),
    companyProfile: Type.Union([PublicCompanyProfileSchema, Type.Null()]),
    contactInfo: Type.Array(PublicContactInfoSchema),
  },
  { title: 'PublicLanding' },
);
export type PublicLandingData = Static<typeof PublicLandingDataSchema>;
export const PublicLandingSchema = successEnvelope(PublicLandingDataSchema);
