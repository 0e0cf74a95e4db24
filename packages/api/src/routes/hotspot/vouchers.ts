// `/hotspot/{routerId}/vouchers` (docs/rules/hotspot.md#vouchers): voucher batches.
// Names come from a CSPRNG over the character set, unique on the router; the users are written
// pipelined and all or nothing; the batch and its users are recorded only once the router agreed.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { VOUCHER_BATCH_COLUMNS } from 'contracts/lists';
import { VOUCHER_CHARSETS, type VoucherCharset } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateVoucherBatchBody,
  HotspotRouterParams,
  VOUCHER_BATCH_SORT_COLUMNS,
  VoucherBatchCreatedSchema,
  VoucherBatchDeletedSchema,
  VoucherBatchDetailSchema,
  VoucherBatchParams,
  VoucherBatchSchema,
  VoucherBatchesCsvQuery,
  VoucherBatchesQuery,
  hotspotListEnvelope,
  type VoucherBatch,
  type VoucherStatus,
} from 'contracts/schemas';
import {
  addHotspotUsers,
  hotspotBatchFailure,
  listHotspotActive,
  listHotspotProfiles,
  listHotspotUsers,
  removeHotspotUsers,
  type HotspotUserInput,
  type RouterOsManager,
} from 'routeros';
import { voucherBatches, type VoucherBatchRow } from '../../db/schema';
import {
  batchUserRecords,
  deleteUserRecords,
  findBatch,
  findProfileSettings,
  insertBatch,
  insertUserRecords,
  listBatches,
  settingsOf,
  unusedByBatch,
  type UserRecord,
} from '../../hotspot/hotspot-store';
import { hotspotUserStatus } from '../../hotspot/user-status';
import { randomPart, voucherNames } from '../../hotspot/voucher-names';
import { inBatches, pickCsvColumns, sendCsvStream } from '../../lib/csv';
import { uuidId } from '../../lib/record-id';
import { csvColumnsOf, csvRouteOptions } from '../router-list-csv';
import { signedInUser, trimBody } from '../record-routes';
import { named } from '../../lib/audit-log';
import { bearerAuth } from '../../plugins/app/auth';
import { routerHttpError, routerOr404 } from '../../routers/router-errors';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { HttpError, invalidField, notFound, ValidationFailedError } from '../../schemas/errors';
import { paginationOf, resolveListQuery } from '../../schemas/list-query';
import { adminWrite, onRouter, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

/** Adds in flight at once on the router's one connection (routeros addHotspotUsers). */
const BATCH_IN_FLIGHT = 64;

const toBatch = (row: VoucherBatchRow, unused: number): VoucherBatch => ({
  id: row.id,
  routerId: row.routerId,
  profile: row.profile,
  count: row.count,
  unused,
  mode: row.mode,
  length: row.length,
  prefix: row.prefix,
  charset: row.charset,
  limitUptime: row.limitUptime,
  limitBytesTotal: row.limitBytesTotal,
  note: row.note,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** The batch's comment on the router: MikHmon's `vc-` mark, with the batch, for Winbox readers. */
const batchComment = (batchId: string, note: string) =>
  `vc-${batchId.slice(0, 8)}${note ? ` ${note}` : ''}`.slice(0, 500);

/**
 * The router's answer to a failed batch, saying what became of the users already added (all
 * removed, unless the router failed during the clean-up too).
 */
function batchError(error: unknown, routerName: string, count: number): HttpError {
  const answer = routerHttpError(error, 'hotspot-user', routerName);
  if (answer instanceof ValidationFailedError) return answer;
  const failure = hotspotBatchFailure(error);
  if (!failure) return answer;
  const where = `voucher ${failure.index + 1} of ${count} (${failure.name})`;
  const after =
    failure.leftOnRouter.length === 0
      ? failure.added > 0
        ? `the ${failure.added} already added were removed`
        : 'nothing was added'
      : `${failure.leftOnRouter.length} could not be removed from the router`;
  return new HttpError(answer.statusCode, `${answer.message} at ${where}; ${after}`);
}

interface RouterVoucher {
  id: string;
  name: string;
  password: string;
  uptime: string;
  uptimeSeconds: number;
  bytesIn: number;
  bytesOut: number;
  disabled: boolean;
}

/** The batch's users as the router has them now, with their status (or 'removed'). */
async function batchVouchers(router: RouterOsManager, records: readonly UserRecord[], now: Date) {
  const [users, sessions] = await Promise.all([
    listHotspotUsers(router, {
      proplist: ['id', 'name', 'password', 'uptime', 'bytesIn', 'bytesOut', 'disabled'],
    }),
    listHotspotActive(router),
  ]);
  const wanted = new Set(records.map((r) => r.name));
  const byName = new Map<string, RouterVoucher>();
  for (const u of users) if (wanted.has(u.name)) byName.set(u.name, u);
  const active = new Set(sessions.map((s) => s.user));
  return records.map((record) => {
    const user = byName.get(record.name);
    const status: VoucherStatus = user
      ? hotspotUserStatus(
          {
            disabled: user.disabled,
            uptimeSeconds: user.uptimeSeconds,
            active: active.has(user.name),
            record,
          },
          now,
        )
      : record.expiredAt
        ? 'expired'
        : 'removed';
    return { record, user, status };
  });
}

export const hotspotVoucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The batches a list query picks, in its order, and its paging. From the database alone: the
   * list (and its CSV) opens while the router is down.
   */
  const selectBatches = async (
    routerId: string,
    q: {
      search?: string;
      sortCol?: string;
      sortDir?: string;
      profile?: string;
      page?: number;
      perPage?: number;
    },
  ) => {
    const router = await routerOr404(app.db.orm, routerId);
    const list = resolveListQuery(q, VOUCHER_BATCH_SORT_COLUMNS, {
      sortCol: 'createdAt',
      sortDir: 'desc',
    });
    const needle = list.search?.toLowerCase() ?? null;
    const rows = (await listBatches(app.db.orm, router.id)).filter(
      (b) =>
        (q.profile === undefined || b.profile === q.profile) &&
        (needle === null ||
          b.note.toLowerCase().includes(needle) ||
          b.profile.toLowerCase().includes(needle)),
    );
    const sign = list.sortDir === 'asc' ? 1 : -1;
    const key = (b: VoucherBatchRow) =>
      list.sortCol === 'createdAt'
        ? b.createdAt.getTime()
        : list.sortCol === 'count'
          ? b.count
          : b.profile.toLowerCase();
    rows.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return sign * (ka < kb ? -1 : ka > kb ? 1 : 0) || (a.id < b.id ? -1 : 1);
    });
    return { rows, paging: list.paging };
  };

  /** A batch of the path, or 404 (a malformed id too). */
  const batchOr404 = async (routerId: string, rawId: string) => {
    const id = uuidId.parse(rawId);
    const batch = id === null ? null : await findBatch(app.db.orm, routerId, id);
    if (!batch) throw notFound(HOTSPOT_MESSAGES.batchNotFound);
    return batch;
  };

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
      const body = request.body;
      const actor = signedInUser(request).username;
      const mode = body.mode ?? 'voucher';
      const length = body.length ?? 6;
      const prefix = body.prefix ?? '';
      const charset: VoucherCharset = body.charset ?? 'lower-digits';
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const [profiles, existing] = await Promise.all([
            listHotspotProfiles(router),
            listHotspotUsers(router, { proplist: ['name'] }),
          ]);
          if (!profiles.some((p) => p.name === body.profile))
            throw invalidField('profile', HOTSPOT_FIELD_MESSAGES.profileUnknown);
          const names = voucherNames(
            { count: body.count, length, prefix, charset },
            new Set(existing.map((u) => u.name)),
          );
          if (!names) throw invalidField('count', HOTSPOT_FIELD_MESSAGES.nameSpaceFull);
          const alphabet = VOUCHER_CHARSETS[charset];
          const batchId = randomUUID();
          const comment = batchComment(batchId, body.note ?? '');
          const vouchers = names.map((name) => ({
            name,
            password: mode === 'voucher' ? name : randomPart(alphabet, length),
          }));
          const inputs: HotspotUserInput[] = vouchers.map((v) => ({
            name: v.name,
            password: v.password,
            profile: body.profile,
            comment,
            ...(body.limitUptime ? { limitUptime: body.limitUptime } : {}),
            ...(body.limitBytesTotal ? { limitBytesTotal: body.limitBytesTotal } : {}),
          }));
          let ids: string[];
          try {
            ids = await addHotspotUsers(router, inputs, { inFlight: BATCH_IN_FLIGHT });
          } catch (error) {
            throw batchError(error, row.routerName, body.count);
          }
          const now = app.clock();
          try {
            await app.db.transaction(async (tx) => {
              await insertBatch(tx, {
                id: batchId,
                routerId: row.id,
                profile: body.profile,
                count: body.count,
                mode,
                length,
                prefix,
                charset,
                limitUptime: body.limitUptime ?? '',
                limitBytesTotal: body.limitBytesTotal ?? 0,
                note: body.note ?? '',
                createdBy: actor,
                createdAt: now,
              });
              await insertUserRecords(tx, row.id, names, batchId, now);
              // The vouchers' passwords are never in the trail: the batch's settings only.
              await request.audit(tx, {
                action: 'generate',
                resource: 'voucher_batch',
                resourceId: batchId,
                summary: `Generated ${body.count} vouchers of ${named('profile', body.profile)} on ${named('router', row.routerName)}`,
                after: {
                  profile: body.profile,
                  count: body.count,
                  mode,
                  length,
                  prefix,
                  charset,
                  note: body.note ?? '',
                },
              });
            });
          } catch (error) {
            // Nothing half-made: users the database has no batch for go again.
            await removeHotspotUsers(router, ids, {
              inFlight: BATCH_IN_FLIGHT,
              ignoreMissing: true,
            });
            throw error;
          }
          request.log.info({ routerId: row.id, batchId, count: body.count }, 'Voucher batch made');
          return { id: batchId, count: body.count, vouchers };
        },
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
      const q = request.query;
      const { rows, paging } = await selectBatches(request.params.routerId, q);
      const page = paging ? rows.slice(paging.offset, paging.offset + paging.limit) : rows;
      const unused = await unusedByBatch(
        app.db.orm,
        page.map((b) => b.id),
      );
      return {
        success: true as const,
        data: page.map((b) => toBatch(b, unused.get(b.id) ?? 0)),
        pagination: paginationOf(paging, rows.length),
      };
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
      const { rows } = await selectBatches(request.params.routerId, request.query);
      const db = app.db.orm;
      async function* answered() {
        for (const batch of inBatches(rows)) {
          const unused = await unusedByBatch(
            db,
            batch.map((b) => b.id),
          );
          yield batch.map((b) => toBatch(b, unused.get(b.id) ?? 0));
        }
      }
      return sendCsvStream(reply, 'voucher-batches', columns, answered());
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
    async (request) => {
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const batch = await batchOr404(row.id, request.params.id);
          const [records, settingsRow] = await Promise.all([
            batchUserRecords(app.db.orm, row.id, batch.id),
            findProfileSettings(app.db.orm, row.id, batch.profile),
          ]);
          const settings = settingsOf(settingsRow);
          const now = app.clock();
          const vouchers = (await batchVouchers(router, records, now)).map(
            ({ record, user, status }) => ({
              id: user?.id ?? null,
              name: record.name,
              password: user?.password ?? '',
              status,
              uptime: user?.uptime ?? '',
              bytesIn: user?.bytesIn ?? 0,
              bytesOut: user?.bytesOut ?? 0,
              firstLoginAt: record.firstLoginAt ? record.firstLoginAt.toISOString() : null,
              expiresAt: record.expiresAt ? record.expiresAt.toISOString() : null,
            }),
          );
          const unused = vouchers.filter((v) => v.status === 'unused').length;
          return {
            ...toBatch(batch, unused),
            validity: settings.validity,
            sellingPrice: settings.sellingPrice,
            price: settings.price,
            hotspotDnsName: row.hotspotDnsName,
            vouchers,
          };
        },
      );
      return { success: true as const, data };
    },
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
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const batch = await batchOr404(row.id, request.params.id);
          const records = await batchUserRecords(app.db.orm, row.id, batch.id);
          const vouchers = await batchVouchers(router, records, app.clock());
          const unused = vouchers.filter((v) => v.status === 'unused' && v.user);
          await removeHotspotUsers(
            router,
            unused.map((v) => (v.user as RouterVoucher).id),
            { inFlight: BATCH_IN_FLIGHT, ignoreMissing: true },
          );
          const removedNames = unused.map((v) => v.record.name);
          // Records of vouchers gone from the router by other hands, never used, go too.
          const goneUnused = vouchers
            .filter((v) => v.status === 'removed' && !v.record.firstLoginAt)
            .map((v) => v.record.name);
          const kept = vouchers.length - removedNames.length - goneUnused.length;
          await app.db.transaction(async (tx) => {
            await deleteUserRecords(tx, row.id, [...removedNames, ...goneUnused]);
            // A batch with nothing left is gone; one with used vouchers stays for their history.
            if (kept === 0) await tx.delete(voucherBatches).where(eq(voucherBatches.id, batch.id));
            await request.audit(tx, {
              action: 'delete',
              resource: 'voucher_batch',
              resourceId: batch.id,
              summary: `Deleted the voucher batch of ${named('profile', batch.profile)} on ${named('router', row.routerName)} (${removedNames.length} removed, ${kept} kept)`,
              before: { profile: batch.profile, count: batch.count },
              after: { removed: removedNames.length, kept },
            });
          });
          return { removed: removedNames.length, kept };
        },
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.batchDeleted };
    },
  );
};
