import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CMS_MESSAGES } from 'contracts/messages';
import {
  CmsPackageSchema,
  CreatePackageBody,
  PACKAGE_SORT_COLUMNS,
  PackageListQuery,
  UpdatePackageBody,
} from 'contracts/schemas';
import { checkSoldOnline } from '../../cms/packages';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { registerReadRoutes, registerWriteRoutes } from '../record-routes';
import { packagesRepository, toPackage } from '../../repositories/cms';
import { given, TAG } from './shared';

/** '' and null both mean none. */
const orNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

/** `/cms/packages`. */
export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const current = await repo.find(db, id);
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
