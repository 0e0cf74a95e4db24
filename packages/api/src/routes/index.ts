import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTH_PATH,
  BILLING_PATH,
  CMS_PATH,
  CUSTOMERS_PATH,
  DASHBOARD_PATH,
  DELIVERIES_PATH,
  HEALTH_PATH,
  HOTSPOT_PATH,
  INVOICES_PATH,
  ME_PATH,
  PAYMENTS_PATH,
  PLANS_PATH,
  PPP_PATH,
  PUBLIC_PATH,
  REPORTS_PATH,
  ROUTERS_PATH,
  SUBSCRIBERS_PATH,
  USERS_PATH,
} from 'contracts/paths';
import type { AppConfig } from '../config';
import { notFound } from '../schemas/errors';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { cmsRoutes } from './cms';
import { customerRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { deliveryRoutes } from './deliveries';
import { healthRoutes } from './health';
import { hotspotRoutes } from './hotspot';
import { invoiceRoutes } from './invoices';
import { invoicePaymentRoutes } from './invoices/payments';
import { publicInvoiceRoutes } from './invoices/public';
import { billingCsvRoutes } from './billing/csv';
import { billingTemplateRoutes } from './billing/templates';
import { messageRoutes } from './messages';
import { meRoutes } from './me';
import { hotspotSalesRoutes } from './hotspot-sales';
import { planRoutes } from './plans';
import { pppRoutes } from './ppp';
import { routerPaymentRoutes } from './payments/admin';
import { tripayCallbackRoutes } from './payments/callback';
import { publicPaymentRoutes } from './payments/public';
import { publicRoutes } from './public';
import { allPaymentRoutes, reportRoutes } from './reports';
import { routerRoutes } from './routers';
import { routerHealthRoutes } from './routers/health';
import { subscriberRoutes } from './subscribers';
import { userRoutes } from './users';

/**
 * Every API resource, mounted under /api. A new resource is one folder `routes/<name>/index.ts`
 * exporting a plugin, and one line here.
 */
export const apiRoutes: FastifyPluginAsyncTypebox<{
  config: Pick<
    AppConfig,
    'importMaxBytes' | 'importSpoolMaxBytes' | 'dataDir' | 'routers' | 'payments'
  >;
}> = async (app, { config }) => {
  await app.register(healthRoutes, { prefix: HEALTH_PATH });
  await app.register(authRoutes, { prefix: AUTH_PATH });
  await app.register(customerRoutes, { prefix: CUSTOMERS_PATH });
  await app.register(userRoutes, { prefix: USERS_PATH });
  await app.register(deliveryRoutes, {
    prefix: DELIVERIES_PATH,
    importMaxBytes: config.importMaxBytes,
    importSpoolMaxBytes: config.importSpoolMaxBytes,
    dataDir: config.dataDir,
  });
  await app.register(cmsRoutes, { prefix: CMS_PATH });
  await app.register(publicRoutes, { prefix: PUBLIC_PATH });
  await app.register(routerRoutes, {
    prefix: ROUTERS_PATH,
    pollMs: config.routers.pollMs,
    testTimeoutMs: config.routers.testTimeoutMs,
  });
  await app.register(routerHealthRoutes, { prefix: ROUTERS_PATH, pollMs: config.routers.pollMs });
  await app.register(dashboardRoutes, { prefix: DASHBOARD_PATH });
  await app.register(pppRoutes, { prefix: PPP_PATH });
  await app.register(hotspotRoutes, { prefix: HOTSPOT_PATH });
  await app.register(publicPaymentRoutes, {
    prefix: PUBLIC_PATH,
    publicOrigin: config.payments.publicOrigin,
    checkoutPerMinute: config.payments.checkoutPerMinute,
  });
  await app.register(publicInvoiceRoutes, {
    prefix: PUBLIC_PATH,
    publicOrigin: config.payments.publicOrigin,
    checkoutPerMinute: config.payments.checkoutPerMinute,
  });
  await app.register(tripayCallbackRoutes, { prefix: PAYMENTS_PATH });
  await app.register(routerPaymentRoutes, { prefix: ROUTERS_PATH });
  await app.register(auditRoutes);
  await app.register(allPaymentRoutes, { base: PAYMENTS_PATH });
  await app.register(reportRoutes, { prefix: REPORTS_PATH });
  await app.register(meRoutes, { prefix: ME_PATH });
  await app.register(hotspotSalesRoutes, {
    prefix: HOTSPOT_PATH,
    commandTimeoutMs: config.routers.commandTimeoutMs,
  });

  await app.register(planRoutes, { prefix: PLANS_PATH });
  await app.register(subscriberRoutes, { prefix: SUBSCRIBERS_PATH });
  await app.register(billingRoutes, { prefix: BILLING_PATH });
  await app.register(invoiceRoutes, { prefix: INVOICES_PATH });
  await app.register(invoicePaymentRoutes, { prefix: INVOICES_PATH });
  await app.register(billingCsvRoutes);
  await app.register(billingTemplateRoutes, { prefix: BILLING_PATH });
  await app.register(messageRoutes);

  // Unknown /api paths answer JSON 404 here instead of falling through to the web app's fallback.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    handler: async () => {
      throw notFound();
    },
  });
};
