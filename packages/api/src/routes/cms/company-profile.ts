import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CMS_MESSAGES } from 'contracts/messages';
import {
  CmsCompanyProfileSchema,
  COMPANY_PROFILE_SORT_COLUMNS,
  CompanyProfileListQuery,
  CreateCompanyProfileBody,
  UpdateCompanyProfileBody,
} from 'contracts/schemas';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, pgErrorOf, PG_UNIQUE_VIOLATION } from '../../lib/db-errors';
import { registerReadRoutes, registerWriteRoutes } from '../record-routes';
import { companyProfileRepository, toCompanyProfile } from '../../repositories/cms';
import { conflict } from '../../schemas/errors';
import { given, TAG } from './shared';

/** `/cms/company-profile`: one record; a second create is 409. */
export const companyProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
