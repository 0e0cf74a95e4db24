// `/api/cms/{area}` (docs/rules/cms.md#calls): banners, packages, company-profile, contact-info,
// read by any signed-in user and written by admins, in the `{ success, data }` envelope. The
// `/uploads` route takes images (./uploads.ts). A write bumps the landing version in the database
// (migration 0007's triggers), so `GET /public/landing` shows it on the next load.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CMS_BANNERS_PATH,
  CMS_COMPANY_PROFILE_PATH,
  CMS_CONTACT_INFO_PATH,
  CMS_PACKAGES_PATH,
  CMS_PATH,
} from 'contracts/paths';
import { CMS_MESSAGES, HOTSPOT_FIELD_MESSAGES, PACKAGE_FIELD_MESSAGES } from 'contracts/messages';
import {
  BANNER_SORT_COLUMNS,
  BannerListQuery,
  CmsBannerSchema,
  CmsCompanyProfileSchema,
  CmsContactInfoSchema,
  CmsPackageSchema,
  COMPANY_PROFILE_SORT_COLUMNS,
  CompanyProfileListQuery,
  CONTACT_INFO_SORT_COLUMNS,
  ContactInfoListQuery,
  CreateBannerBody,
  CreateCompanyProfileBody,
  CreateContactInfoBody,
  CreatePackageBody,
  PACKAGE_SORT_COLUMNS,
  PackageListQuery,
  UpdateBannerBody,
  UpdateCompanyProfileBody,
  UpdateContactInfoBody,
  UpdatePackageBody,
} from 'contracts/schemas';
import type { Executor } from '../../db/client';
import type { CmsPackageRow } from '../../db/schema';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, pgErrorOf, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { isRecordId } from '../../lib/record-id';
import { registerReadRoutes, registerWriteRoutes } from '../record-routes';
import {
  bannersRepository,
  companyProfileRepository,
  contactInfoRepository,
  packagesRepository,
  routerExists,
  toBanner,
  toCompanyProfile,
  toContactInfo,
  toPackage,
} from '../../repositories/cms';
import { conflict, invalidField } from '../../schemas/errors';
import { cmsUploadRoutes } from './uploads';

const TAG = 'cms';

/** Drops the keys whose value is undefined: a field left out of an update keeps its value. */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** `/cms/banners`. */
const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = bannersRepository;
  const M = CMS_MESSAGES.banners;
  registerReadRoutes(app, {
    tag: TAG,
    noun: M.type,
    schema: CmsBannerSchema,
    envelope: 'success',
    listQuery: BannerListQuery,
    sortColumns: BANNER_SORT_COLUMNS,
    defaultSortCol: 'order',
    defaultSortDir: 'asc',
    listSummary: 'List banners by display order: search (title, description), sort, page',
    list: repo.list,
    find: repo.find,
    toOutput: toBanner,
  });
  registerWriteRoutes(app, {
    tag: TAG,
    noun: M.type,
    logKey: 'bannerId',
    schema: CmsBannerSchema,
    envelope: 'success',
    audit: {
      resource: 'cms_banner',
      current: async (db, id) => {
        const row = await repo.find(db, id);
        return row && toBanner(row);
      },
      name: (banner) => banner.title,
    },
    messages: M,
    create: {
      summary: 'Create a banner (admin)',
      body: CreateBannerBody,
      run: async ({ body, actor, db }) => {
        const row = await repo.insert(db, {
          title: body.title,
          description: body.description,
          image: body.image,
          details: body.details ?? '',
          link: body.link ?? '',
          sortOrder: body.order ?? 0,
          isActive: body.isActive ?? true,
          ...createdAudit(actor, app.clock()),
        });
        return toBanner(row);
      },
    },
    update: {
      summary: 'Change a banner (admin); fields left out keep their values',
      body: UpdateBannerBody,
      run: async ({ body, actor, id, db }) => {
        const row = await repo.update(db, id, {
          ...given({
            title: body.title,
            description: body.description,
            image: body.image,
            details: body.details,
            link: body.link,
            sortOrder: body.order,
            isActive: body.isActive,
          }),
          ...updatedAudit(actor, app.clock()),
        });
        return row && toBanner(row);
      },
    },
    remove: {
      summary: 'Delete a banner (admin)',
      run: ({ id, db }) => repo.remove(db, id),
    },
  });
};

/**
 * The router a package sold online names must exist, and then it needs the profile of its sale
 * kind: a PPP profile, or a hotspot profile for a voucher (docs/rules/payments.md#packages-sold-online,
 * docs/rules/hotspot.md). Whether the profile exists on the router is not checked here: the router may be
 * offline while the CMS is edited; provisioning reports it.
 */
async function checkSoldOnline(
  db: Executor,
  routerId: string | null,
  pppProfile: string | null,
  sale: { saleKind: 'ppp' | 'voucher'; hotspotProfile: string | null } = {
    saleKind: 'ppp',
    hotspotProfile: null,
  },
): Promise<void> {
  if (routerId === null) return;
  if (!isRecordId(routerId) || !(await routerExists(db, routerId))) {
    throw invalidField('routerId', PACKAGE_FIELD_MESSAGES.routerId);
  }
  if (sale.saleKind === 'voucher') {
    if (sale.hotspotProfile === null || sale.hotspotProfile === '')
      throw invalidField('hotspotProfile', HOTSPOT_FIELD_MESSAGES.hotspotProfile);
    return;
  }
  if (pppProfile === null || pppProfile === '') {
    throw invalidField('pppProfile', PACKAGE_FIELD_MESSAGES.pppProfile);
  }
}

/** '' and null both mean none. */
const orNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

/** `/cms/packages`. */
const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = packagesRepository;
  const M = CMS_MESSAGES.packages;
  registerReadRoutes(app, {
    tag: TAG,
    noun: M.type,
    schema: CmsPackageSchema,
    envelope: 'success',
    listQuery: PackageListQuery,
    sortColumns: PACKAGE_SORT_COLUMNS,
    defaultSortCol: 'order',
    defaultSortDir: 'asc',
    listSummary: 'List packages by display order: search (name, speed, category), sort, page',
    list: repo.list,
    find: repo.find,
    toOutput: toPackage,
  });
  registerWriteRoutes(app, {
    tag: TAG,
    noun: M.type,
    logKey: 'packageId',
    schema: CmsPackageSchema,
    envelope: 'success',
    audit: {
      resource: 'cms_package',
      current: async (db, id) => {
        const row = await repo.find(db, id);
        return row && toPackage(row);
      },
      name: (pkg) => pkg.name,
    },
    trimNested: true,
    messages: M,
    create: {
      summary:
        'Create a package (admin); with routerId and pppProfile it is sold online (the router must exist)',
      body: CreatePackageBody,
      run: async ({ body, actor, db }) => {
        const routerId = orNull(body.routerId) ?? null;
        const pppProfile = orNull(body.pppProfile) ?? null;
        const saleKind = body.saleKind ?? 'ppp';
        const hotspotProfile = orNull(body.hotspotProfile) ?? null;
        await checkSoldOnline(db, routerId, pppProfile, { saleKind, hotspotProfile });
        const row = await repo.insert(db, {
          name: body.name,
          speed: body.speed,
          price: body.price,
          originalPrice: body.originalPrice ?? null,
          features: body.features,
          category: body.category,
          isPopular: body.isPopular ?? false,
          isActive: body.isActive ?? true,
          sortOrder: body.order ?? 0,
          routerId,
          pppProfile,
          durationDays: body.durationDays ?? 30,
          saleKind,
          hotspotProfile,
          ...createdAudit(actor, app.clock()),
        });
        return toPackage(row);
      },
    },
    update: {
      summary: 'Change a package (admin); fields left out keep their values',
      body: UpdatePackageBody,
      run: async ({ body, actor, id, db }) => {
        const current: CmsPackageRow | null = await repo.find(db, id);
        if (!current) return null;
        const routerId = orNull(body.routerId);
        const pppProfile = orNull(body.pppProfile);
        const hotspotProfile = orNull(body.hotspotProfile);
        await checkSoldOnline(
          db,
          routerId === undefined ? current.routerId : routerId,
          pppProfile === undefined ? current.pppProfile : pppProfile,
          {
            saleKind: body.saleKind ?? current.saleKind,
            hotspotProfile: hotspotProfile === undefined ? current.hotspotProfile : hotspotProfile,
          },
        );
        const row = await repo.update(db, id, {
          ...given({
            name: body.name,
            speed: body.speed,
            price: body.price,
            originalPrice: body.originalPrice,
            features: body.features,
            category: body.category,
            isPopular: body.isPopular,
            isActive: body.isActive,
            sortOrder: body.order,
            routerId,
            pppProfile,
            durationDays: body.durationDays,
            saleKind: body.saleKind,
            hotspotProfile,
          }),
          ...updatedAudit(actor, app.clock()),
        });
        return row && toPackage(row);
      },
    },
    remove: {
      summary: 'Delete a package (admin); its past sales keep their copy of its name',
      run: ({ id, db }) => repo.remove(db, id),
    },
  });
};

/** `/cms/company-profile`: one record; a second create is 409. */
const companyProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = companyProfileRepository;
  const M = CMS_MESSAGES['company-profile'];
  registerReadRoutes(app, {
    tag: TAG,
    noun: M.type,
    schema: CmsCompanyProfileSchema,
    envelope: 'success',
    listQuery: CompanyProfileListQuery,
    sortColumns: COMPANY_PROFILE_SORT_COLUMNS,
    defaultSortCol: 'createdAt',
    listSummary: 'The company profile, as a list of none or one',
    list: repo.list,
    find: repo.find,
    toOutput: toCompanyProfile,
  });
  registerWriteRoutes(app, {
    tag: TAG,
    noun: M.type,
    logKey: 'companyProfileId',
    schema: CmsCompanyProfileSchema,
    envelope: 'success',
    audit: {
      resource: 'cms_company_profile',
      current: async (db, id) => {
        const row = await repo.find(db, id);
        return row && toCompanyProfile(row);
      },
      name: (profile) => profile.companyName,
    },
    trimNested: true,
    messages: M,
    create: {
      summary: 'Create the company profile (admin); 409 when there is one',
      conflicts: true,
      body: CreateCompanyProfileBody,
      run: async ({ body, actor, db }) => {
        const row = await mapDbErrors(
          () =>
            repo.insert(db, {
              companyName: body.companyName,
              description: body.description,
              vision: body.vision ?? '',
              mission: body.mission ?? '',
              address: body.address ?? '',
              phone: body.phone ?? '',
              email: body.email ?? '',
              website: body.website ?? '',
              logo: body.logo ?? '',
              heroImage: body.heroImage ?? '',
              stats: body.stats ?? [],
              socialMedia: body.socialMedia ?? {},
              ...createdAudit(actor, app.clock()),
            }),
          (error) => (pgErrorOf(error)?.code === PG_UNIQUE_VIOLATION ? conflict(M.exists) : error),
        );
        return toCompanyProfile(row);
      },
    },
    update: {
      summary: 'Change the company profile (admin); fields left out keep their values',
      body: UpdateCompanyProfileBody,
      run: async ({ body, actor, id, db }) => {
        const row = await repo.update(db, id, {
          ...given({
            companyName: body.companyName,
            description: body.description,
            vision: body.vision,
            mission: body.mission,
            address: body.address,
            phone: body.phone,
            email: body.email,
            website: body.website,
            logo: body.logo,
            heroImage: body.heroImage,
            stats: body.stats,
            socialMedia: body.socialMedia,
          }),
          ...updatedAudit(actor, app.clock()),
        });
        return row && toCompanyProfile(row);
      },
    },
    remove: {
      summary: 'Delete the company profile (admin)',
      run: ({ id, db }) => repo.remove(db, id),
    },
  });
};

/** `/cms/contact-info`. */
const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = contactInfoRepository;
  const M = CMS_MESSAGES['contact-info'];
  registerReadRoutes(app, {
    tag: TAG,
    noun: M.type,
    schema: CmsContactInfoSchema,
    envelope: 'success',
    listQuery: ContactInfoListQuery,
    sortColumns: CONTACT_INFO_SORT_COLUMNS,
    defaultSortCol: 'order',
    defaultSortDir: 'asc',
    listSummary: 'List contact info by display order: search (title, value), sort, page',
    list: repo.list,
    find: repo.find,
    toOutput: toContactInfo,
  });
  registerWriteRoutes(app, {
    tag: TAG,
    noun: M.type,
    logKey: 'contactInfoId',
    schema: CmsContactInfoSchema,
    envelope: 'success',
    audit: {
      resource: 'cms_contact_info',
      current: async (db, id) => {
        const row = await repo.find(db, id);
        return row && toContactInfo(row);
      },
      name: (contact) => contact.title,
    },
    messages: M,
    create: {
      summary: 'Create a contact (admin)',
      body: CreateContactInfoBody,
      run: async ({ body, actor, db }) => {
        const row = await repo.insert(db, {
          type: body.type,
          title: body.title,
          value: body.value,
          icon: body.icon ?? '',
          sortOrder: body.order ?? 0,
          isActive: body.isActive ?? true,
          ...createdAudit(actor, app.clock()),
        });
        return toContactInfo(row);
      },
    },
    update: {
      summary: 'Change a contact (admin); fields left out keep their values',
      body: UpdateContactInfoBody,
      run: async ({ body, actor, id, db }) => {
        const row = await repo.update(db, id, {
          ...given({
            type: body.type,
            title: body.title,
            value: body.value,
            icon: body.icon,
            sortOrder: body.order,
            isActive: body.isActive,
          }),
          ...updatedAudit(actor, app.clock()),
        });
        return row && toContactInfo(row);
      },
    },
    remove: {
      summary: 'Delete a contact (admin)',
      run: ({ id, db }) => repo.remove(db, id),
    },
  });
};

const relative = (path: string) => path.slice(CMS_PATH.length);

/** Everything under `/cms`. */
export const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(bannerRoutes, { prefix: relative(CMS_BANNERS_PATH) });
  await app.register(packageRoutes, { prefix: relative(CMS_PACKAGES_PATH) });
  await app.register(companyProfileRoutes, { prefix: relative(CMS_COMPANY_PROFILE_PATH) });
  await app.register(contactInfoRoutes, { prefix: relative(CMS_CONTACT_INFO_PATH) });
  await app.register(cmsUploadRoutes);
};
