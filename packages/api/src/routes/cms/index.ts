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
import { bannerRoutes } from './banners';
import { companyProfileRoutes } from './company-profile';
import { contactInfoRoutes } from './contact-info';
import { packageRoutes } from './packages';
import { cmsUploadRoutes } from './uploads';

const relative = (path: string) => path.slice(CMS_PATH.length);

/** Everything under `/cms`. */
export const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(bannerRoutes, { prefix: relative(CMS_BANNERS_PATH) });
  await app.register(packageRoutes, { prefix: relative(CMS_PACKAGES_PATH) });
  await app.register(companyProfileRoutes, { prefix: relative(CMS_COMPANY_PROFILE_PATH) });
  await app.register(contactInfoRoutes, { prefix: relative(CMS_CONTACT_INFO_PATH) });
  await app.register(cmsUploadRoutes);
};
