import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  HOTSPOT_SALE_SORT_COLUMNS,
  HotspotRouterParams,
  HotspotSalesListSchema,
  HotspotSalesQuery,
  MikhmonImportResultSchema,
  csvQuery,
  type HotspotSale,
} from 'contracts/schemas';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import { RouterOsError } from 'routeros';
import { listSales, saleBatches, toSale, type SalesFilter } from '../../hotspot/sales';
import { importMikhmon } from '../../hotspot/mikhmon-import';
import { named } from '../../lib/audit-log';
import { checkDayRange } from '../../lib/calendar-day';
import { csvBody, pickCsvColumns, sendCsv, wibDateTime, type CsvColumn } from '../../lib/csv';
import { signedInUser } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { withTimeout } from '../../routers/router-access';
import { routerHttpError, routerOr404 } from '../../routers/router-errors';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { paginationOf, resolveListQuery, type ListQueryInput } from '../../schemas/list-query';

const TAG = 'hotspot';

/** The sales list's CSV columns, by the sale's field names (`columns` picks them). */
const CSV_COLUMNS: readonly CsvColumn<HotspotSale>[] = [
  {
    id: 'firstLoginAt',
    label: 'Login pertama (WIB)',
    value: (sale) => wibDateTime(sale.firstLoginAt),
  },
  { id: 'user', label: 'User', value: (sale) => sale.user },
  { id: 'profile', label: 'Profil', value: (sale) => sale.profile },
  { id: 'price', label: 'Harga (Rp)', value: (sale) => sale.price },
  { id: 'macAddress', label: 'MAC', value: (sale) => sale.macAddress },
  { id: 'address', label: 'Alamat IP', value: (sale) => sale.address },
  { id: 'batchId', label: 'Batch', value: (sale) => sale.batchId },
  { id: 'source', label: 'Sumber', value: (sale) => sale.source },
];

function filterOf(query: { from?: string; to?: string; profile?: string }): SalesFilter {
  checkDayRange(query, 'from', 'to');
  return { from: query.from, to: query.to, profile: query.profile?.trim() || undefined };
}

/**
 * `/api/hotspot/{routerId}/sales`, `.csv` and `import-mikhmon` (docs/rules/hotspot.md#sales): the
 * sales are ours, in the database, so reading them never waits for the router. Any signed-in user
 * reads; the import is admin-only.
 */
export const hotspotSalesRoutes: FastifyPluginAsyncTypebox<{ commandTimeoutMs: number }> = async (
  app,
  { commandTimeoutMs },
) => {
  app.get(
    '/:routerId/sales',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "A router's voucher sales (first logins, MikHmon's, online), paged, with the filter's totals",
        security: bearerAuth,
        params: HotspotRouterParams,
        querystring: HotspotSalesQuery,
        response: { 200: HotspotSalesListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const router = await routerOr404(app.db.orm, request.params.routerId);
      const filter = filterOf(request.query);
      const query = resolveListQuery(request.query as ListQueryInput, HOTSPOT_SALE_SORT_COLUMNS, {
        sortCol: 'firstLoginAt',
        sortDir: 'desc',
      });
      const page = await listSales(app.db.orm, router.id, query, filter);
      return {
        success: true as const,
        data: page.rows.map(toSale),
        pagination: paginationOf(query.paging, page.total),
        totals: page.totals,
      };
    },
  );

  app.get(
    '/:routerId/sales.csv',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'The sales of GET /hotspot/{routerId}/sales as CSV: the same filter, every page',
        security: bearerAuth,
        params: HotspotRouterParams,
        querystring: csvQuery(HotspotSalesQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const router = await routerOr404(app.db.orm, request.params.routerId);
      const filter = filterOf(request.query);
      const columns = pickCsvColumns(CSV_COLUMNS, request.query.columns);
      const batches = saleBatches(app.db.orm, router.id, request.query as ListQueryInput, filter);
      await sendCsv(reply, { name: 'hotspot-sales', columns, body: csvBody(columns, batches) });
      return reply;
    },
  );

  app.post(
    '/:routerId/import-mikhmon',
    {
      onRequest: [app.authenticate, app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "Admin: MikHmon's profile settings (on-login header), sales scripts and voucher batches (vc-/up- comments) into ours; reads only, twice adds nothing",
        security: bearerAuth,
        params: HotspotRouterParams,
        response: {
          200: successEnvelope(MikhmonImportResultSchema),
          ...errorResponses(400, 401, 403, 404, 422, 502, 503, 504),
        },
      },
    },
    async (request) => {
      const router = await routerOr404(app.db.orm, request.params.routerId);
      const runner = withTimeout(app.routerAccess.manager(router), commandTimeoutMs);
      const actor = signedInUser(request);
      try {
        // The audit row is the import transaction's last write: both commit, or neither.
        const data = await importMikhmon(app.db, runner, router.id, actor.username, (tx, taken) =>
          request.audit(tx, {
            action: 'import',
            resource: 'hotspot_profile',
            resourceId: null,
            summary: `Imported from MikHmon on ${named('router', router.routerName)}: ${taken.profiles} profiles, ${taken.sales} sales, ${taken.batches} voucher batches, ${taken.skipped} skipped`,
            after: {
              profiles: taken.profiles,
              sales: taken.sales,
              batches: taken.batches,
              skipped: taken.skipped,
            },
          }),
        );
        request.log.info(
          { routerId: router.id, ...data, skippedItems: undefined },
          'MikHmon import',
        );
        return { success: true as const, message: HOTSPOT_MESSAGES.importDone, data };
      } catch (error) {
        // The router's faults are 4xx/502/504 with the reason; anything else is ours (500).
        if (error instanceof RouterOsError)
          throw routerHttpError(error, 'profile', router.routerName);
        throw error;
      }
    },
  );
};
