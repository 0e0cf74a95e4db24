import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CMS_MESSAGES } from 'contracts/messages';
import {
  BANNER_SORT_COLUMNS,
  BannerListQuery,
  CmsBannerSchema,
  CreateBannerBody,
  UpdateBannerBody,
} from 'contracts/schemas';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { registerReadRoutes, registerWriteRoutes } from '../record-routes';
import { bannersRepository, toBanner } from '../../repositories/cms';
import { given, TAG } from './shared';

/** `/cms/banners`. */
export const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
