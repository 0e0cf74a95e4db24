import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CMS_MESSAGES } from 'contracts/messages';
import {
  CmsContactInfoSchema,
  CONTACT_INFO_SORT_COLUMNS,
  ContactInfoListQuery,
  CreateContactInfoBody,
  UpdateContactInfoBody,
} from 'contracts/schemas';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { registerReadRoutes, registerWriteRoutes } from '../record-routes';
import { contactInfoRepository, toContactInfo } from '../../repositories/cms';
import { given, TAG } from './shared';

/** `/cms/contact-info`. */
export const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
