// Data access of the CMS (docs/rules/cms.md): the four areas' rows and their API shapes, the
// public landing's content, and uploaded images. Every write to an area's table bumps
// `cms_state.version` through a trigger (migration 0007), which is what the landing cache reads.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  cmsBanners,
  cmsCompanyProfile,
  cmsContactInfo,
  cmsPackages,
  cmsState,
  cmsUploads,
  routers,
  type CmsBannerRow,
  type CmsCompanyProfileRow,
  type CmsContactInfoRow,
  type CmsPackageRow,
  type CmsUploadRow,
} from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import { LANDING_LIMITS, type ContactType, type PackageCategory } from 'contracts/limits';
import type {
  BannerSortColumn,
  CmsBanner,
  CmsCompanyProfile,
  CmsContactInfo,
  CmsPackage,
  CompanyProfileSortColumn,
  ContactInfoSortColumn,
  PackageSortColumn,
  PublicLandingData,
} from 'contracts/schemas';
import { listRecords, sortKey, type ListResult, type ListSpec } from './records';

/** A CMS table: an `id` and what `listRecords` and the writes below need. */
type CmsTable = PgTable & { id: PgColumn };

async function findById<T extends CmsTable>(
  db: Executor,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

async function insertRow<T extends CmsTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const rows = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

async function updateRow<T extends CmsTable>(
  db: Executor,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await db
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

async function deleteRow(db: Executor, table: CmsTable, id: string): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** The repository of one area: its list and its row writes. */
export interface CmsAreaRepository<T extends CmsTable, C extends string> {
  table: T;
  list(db: Executor, query: ResolvedListQuery<C>): Promise<ListResult<T['$inferSelect']>>;
  find(db: Executor, id: string): Promise<T['$inferSelect'] | null>;
  insert(db: Executor, values: T['$inferInsert']): Promise<T['$inferSelect']>;
  update(db: Executor, id: string, values: PgUpdateSetSource<T>): Promise<T['$inferSelect'] | null>;
  remove(db: Executor, id: string): Promise<boolean>;
}

function areaRepository<T extends CmsTable, C extends string>(
  table: T,
  spec: ListSpec<C>,
): CmsAreaRepository<T, C> {
  return {
    table,
    list: (db, query) => listRecords(db, table, query, spec),
    find: (db, id) => findById(db, table, id),
    insert: (db, values) => insertRow(db, table, values),
    update: (db, id, values) => updateRow(db, table, id, values),
    remove: (db, id) => deleteRow(db, table, id),
  };
}

export const bannersRepository = areaRepository<typeof cmsBanners, BannerSortColumn>(cmsBanners, {
  sortKeys: {
    order: sortKey(cmsBanners.sortOrder),
    title: sortKey(cmsBanners.title, { caseInsensitive: true }),
    isActive: sortKey(cmsBanners.isActive),
    createdAt: sortKey(cmsBanners.createdAt),
    updatedAt: sortKey(cmsBanners.updatedAt),
  },
  searchColumns: [cmsBanners.title, cmsBanners.description],
  id: cmsBanners.id,
});

export const packagesRepository = areaRepository<typeof cmsPackages, PackageSortColumn>(
  cmsPackages,
  {
    sortKeys: {
      order: sortKey(cmsPackages.sortOrder),
      name: sortKey(cmsPackages.name, { caseInsensitive: true }),
      price: sortKey(cmsPackages.price),
      category: sortKey(cmsPackages.category),
      isPopular: sortKey(cmsPackages.isPopular),
      isActive: sortKey(cmsPackages.isActive),
      createdAt: sortKey(cmsPackages.createdAt),
      updatedAt: sortKey(cmsPackages.updatedAt),
    },
    searchColumns: [cmsPackages.name, cmsPackages.speed, cmsPackages.category],
    id: cmsPackages.id,
  },
);

export const companyProfileRepository = areaRepository<
  typeof cmsCompanyProfile,
  CompanyProfileSortColumn
>(cmsCompanyProfile, {
  sortKeys: {
    companyName: sortKey(cmsCompanyProfile.companyName, { caseInsensitive: true }),
    createdAt: sortKey(cmsCompanyProfile.createdAt),
    updatedAt: sortKey(cmsCompanyProfile.updatedAt),
  },
  searchColumns: [cmsCompanyProfile.companyName, cmsCompanyProfile.description],
  id: cmsCompanyProfile.id,
});

export const contactInfoRepository = areaRepository<typeof cmsContactInfo, ContactInfoSortColumn>(
  cmsContactInfo,
  {
    sortKeys: {
      order: sortKey(cmsContactInfo.sortOrder),
      type: sortKey(cmsContactInfo.type),
      title: sortKey(cmsContactInfo.title, { caseInsensitive: true }),
      isActive: sortKey(cmsContactInfo.isActive),
      createdAt: sortKey(cmsContactInfo.createdAt),
      updatedAt: sortKey(cmsContactInfo.updatedAt),
    },
    searchColumns: [cmsContactInfo.title, cmsContactInfo.value],
    id: cmsContactInfo.id,
  },
);

/** Whether a router with this id exists (a package sold online names one). */
export async function routerExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: routers.id }).from(routers).where(eq(routers.id, id)).limit(1);
  return rows.length > 0;
}

/* ---- API shapes ---- */

const auditOf = (row: {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}) => ({
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export function toBanner(row: CmsBannerRow): CmsBanner {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    details: row.details,
    link: row.link,
    order: row.sortOrder,
    isActive: row.isActive,
    ...auditOf(row),
  };
}

export function toPackage(row: CmsPackageRow): CmsPackage {
  return {
    id: row.id,
    name: row.name,
    speed: row.speed,
    price: row.price,
    originalPrice: row.originalPrice,
    features: row.features,
    category: row.category as PackageCategory,
    isPopular: row.isPopular,
    isActive: row.isActive,
    order: row.sortOrder,
    routerId: row.routerId,
    pppProfile: row.pppProfile,
    durationDays: row.durationDays,
    saleKind: row.saleKind,
    hotspotProfile: row.hotspotProfile,
    soldOnline:
      row.routerId !== null &&
      (row.saleKind === 'voucher' ? row.hotspotProfile !== null : row.pppProfile !== null),
    ...auditOf(row),
  };
}

export function toCompanyProfile(row: CmsCompanyProfileRow): CmsCompanyProfile {
  return {
    id: row.id,
    companyName: row.companyName,
    description: row.description,
    vision: row.vision,
    mission: row.mission,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    logo: row.logo,
    heroImage: row.heroImage,
    stats: row.stats,
    socialMedia: row.socialMedia,
    ...auditOf(row),
  };
}

export function toContactInfo(row: CmsContactInfoRow): CmsContactInfo {
  return {
    id: row.id,
    type: row.type as ContactType,
    title: row.title,
    value: row.value,
    icon: row.icon,
    order: row.sortOrder,
    isActive: row.isActive,
    ...auditOf(row),
  };
}

/* ---- the public landing ---- */

/** The landing content's version (migration 0007's `cms_state`): one primary-key read. */
export async function landingVersion(db: Executor): Promise<number> {
  const rows = await db.select({ version: cmsState.version }).from(cmsState).limit(1);
  return rows[0]?.version ?? 0;
}

type OrderedTable = CmsTable & { sortOrder: PgColumn; createdAt: PgColumn; isActive: PgColumn };

/** Active rows by display order (oldest first among equals), at most `limit`: the partial index. */
function activeRows<T extends OrderedTable>(
  db: Executor,
  table: T,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const where: SQL | undefined = and(eq(table.isActive, true));
  return db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.id))
    .limit(limit) as Promise<T['$inferSelect'][]>;
}

/**
 * What `GET /public/landing` answers: active items by order, each list capped at
 * `LANDING_LIMITS`; no audit fields and no router of a package (a visitor needs neither).
 */
export async function readLandingContent(db: Executor): Promise<PublicLandingData> {
  const [banners, packages, profiles, contacts] = await Promise.all([
    activeRows(db, cmsBanners, LANDING_LIMITS.banners),
    activeRows(db, cmsPackages, LANDING_LIMITS.packages),
    db.select().from(cmsCompanyProfile).limit(1),
    activeRows(db, cmsContactInfo, LANDING_LIMITS.contactInfo),
  ]);
  const profile = profiles[0];
  return {
    banners: banners.map((row) => withoutAudit(toBanner(row))),
    packages: packages.map((row) => {
      const {
        routerId: _routerId,
        pppProfile: _pppProfile,
        hotspotProfile: _hotspotProfile,
        ...rest
      } = withoutAudit(toPackage(row));
      return rest;
    }),
    companyProfile: profile ? withoutAudit(toCompanyProfile(profile)) : null,
    contactInfo: contacts.map((row) => withoutAudit(toContactInfo(row))),
  };
}

function withoutAudit<T extends ReturnType<typeof auditOf>>(
  record: T,
): Omit<T, keyof ReturnType<typeof auditOf>> {
  const { createdAt: _a, createdBy: _b, updatedAt: _c, updatedBy: _d, ...rest } = record;
  return rest;
}

/* ---- uploads ---- */

export async function insertUpload(
  db: Executor,
  values: typeof cmsUploads.$inferInsert,
): Promise<CmsUploadRow> {
  return insertRow(db, cmsUploads, values);
}

export async function findUploadByName(db: Executor, name: string): Promise<CmsUploadRow | null> {
  const rows = await db.select().from(cmsUploads).where(eq(cmsUploads.name, name)).limit(1);
  return rows[0] ?? null;
}
