// `/hotspot/{routerId}/vouchers` (docs/rules/hotspot.md#vouchers): voucher batches. HTTP only: the
// use cases (making, reading and deleting a batch) are src/hotspot/vouchers.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VOUCHER_BATCH_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateVoucherBatchBody,
  HotspotRouterParams,
  VoucherBatchCreatedSchema,
  VoucherBatchDeletedSchema,
  VoucherBatchDetailSchema,
  VoucherBatchParams,
  VoucherBatchSchema,
  VoucherBatchesCsvQuery,
  VoucherBatchesQuery,
  hotspotListEnvelope,
} from 'contracts/schemas';
import {
  createVoucherBatch,
  deleteVoucherBatch,
  exportVoucherBatches,
  listVoucherBatches,
  voucherBatchDetail,
} from '../../hotspot/vouchers';
import { pickCsvColumns, sendCsvStream } from '../../lib/csv';
import { actorOf, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { csvColumnsOf, csvRouteOptions } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { paginationOf } from '../../schemas/list-query';
import { adminWrite, hotspotDeps, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

export const hotspotVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:routerId/vouchers',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          'Generate a voucher batch (admin): random unique names, written pipelined, all or nothing',
        security: bearerAuth,
        params: HotspotRouterParams,
        body: CreateVoucherBatchBody,
        response: { 201: successEnvelope(VoucherBatchCreatedSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const data = await createVoucherBatch(
        hotspotDeps(app, request),
        request.params.routerId,
        request.body,
        actor,
      );
      return reply
        .code(201)
        .send({ success: true as const, data, message: HOTSPOT_MESSAGES.batchCreated });
    },
  );

  app.get(
    '/:routerId/vouchers',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Voucher batches of the router (newest first), each with its unused count',
        security: bearerAuth,
        params: HotspotRouterParams,
        querystring: VoucherBatchesQuery,
        response: { 200: hotspotListEnvelope(VoucherBatchSchema), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { data, paging, total } = await listVoucherBatches(
        hotspotDeps(app, request),
        request.params.routerId,
        request.query,
      );
      return { success: true as const, data, pagination: paginationOf(paging, total) };
    },
  );

  const batchCsvColumns = csvColumnsOf(VOUCHER_BATCH_COLUMNS);
  app.get(
    '/:routerId/vouchers.csv',
    csvRouteOptions(app, {
      tag: TAG,
      summary:
        'The voucher batches of GET /hotspot/{routerId}/vouchers as CSV: the same search, filter and sort, every batch',
      params: HotspotRouterParams,
      querystring: VoucherBatchesCsvQuery,
      errors: READ_ERRORS,
    }),
    async (request, reply) => {
      const columns = pickCsvColumns(batchCsvColumns, request.query.columns);
      const rows = await exportVoucherBatches(
        hotspotDeps(app, request),
        request.params.routerId,
        request.query,
      );
      return sendCsvStream(reply, 'voucher-batches', columns, rows);
    },
  );

  app.get(
    '/:routerId/vouchers/:id',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'A voucher batch with its vouchers, their passwords (for printing) and statuses, live from the router',
        security: bearerAuth,
        params: VoucherBatchParams,
        response: { 200: successEnvelope(VoucherBatchDetailSchema), ...READ_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await voucherBatchDetail(
        hotspotDeps(app, request),
        request.params.routerId,
        request.params.id,
      ),
    }),
  );

  app.delete(
    '/:routerId/vouchers/:id',
    {
      ...adminWrite(app),
      schema: {
        tags: [TAG],
        summary:
          'Delete a batch (admin): its unused vouchers leave the router; used ones stay for the sales history',
        security: bearerAuth,
        params: VoucherBatchParams,
        response: { 200: successEnvelope(VoucherBatchDeletedSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const data = await deleteVoucherBatch(
        hotspotDeps(app, request),
        request.params.routerId,
        request.params.id,
        actorOf(request),
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.batchDeleted };
    },
  );
};
