// Voucher batches (docs/rules/hotspot.md#vouchers). Names come from a CSPRNG over the character set,
// unique on the router; the users are written pipelined and all or nothing; the batch and its users
// are recorded, with the audit row, only once the router agreed.
import { randomUUID } from 'node:crypto';
import { VOUCHER_CHARSETS, type VoucherCharset } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  VOUCHER_BATCH_SORT_COLUMNS,
  type CreateVoucherBatchInput,
  type VoucherBatch,
  type VoucherBatchDetail,
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
import type { VoucherBatchRow } from '../db/schema';
import { named, type AuditOrigin, type SignedInActor } from '../lib/audit-log';
import { writeAudit } from '../repositories/audit-log';
import { uuidId } from '../lib/record-id';
import {
  batchUserRecords,
  deleteBatch,
  deleteUserRecords,
  findBatch,
  findProfileSettings,
  insertBatch,
  insertUserRecords,
  listBatches,
  settingsOf,
  unusedByBatch,
  type UserRecord,
} from '../repositories/hotspot';
import { inBatches } from '../lib/csv';
import { onRouter, type RouterDeps } from '../routers/on-router';
import { routerHttpError, routerOr404 } from '../routers/router-errors';
import { HttpError, invalidField, notFound, ValidationFailedError } from '../schemas/errors';
import { resolveListQuery, type ResolvedListQuery } from '../schemas/list-query';
import type { HotspotDeps } from './deps';
import { hotspotUserStatus } from './user-status';
import { randomPart, voucherNames } from './voucher-names';

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

/** A made batch: its id and every voucher with its password (shown once, for printing). */
export interface CreatedVoucherBatch {
  id: string;
  count: number;
  vouchers: { name: string; password: string }[];
}

/**
 * `POST /hotspot/{routerId}/vouchers`: draws the names, writes the users to the router (a failure
 * midway removes those added), then records the batch, its users and the audit row in one
 * transaction; if that fails, the users the database has no batch for leave the router again.
 */
export async function createVoucherBatch(
  deps: HotspotDeps,
  routerId: string,
  input: CreateVoucherBatchInput,
  actor: SignedInActor,
): Promise<CreatedVoucherBatch> {
  const mode = input.mode ?? 'voucher';
  const length = input.length ?? 6;
  const prefix = input.prefix ?? '';
  const charset: VoucherCharset = input.charset ?? 'lower-digits';
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const [profiles, existing] = await Promise.all([
      listHotspotProfiles(router),
      listHotspotUsers(router, { proplist: ['name'] }),
    ]);
    if (!profiles.some((p) => p.name === input.profile))
      throw invalidField('profile', HOTSPOT_FIELD_MESSAGES.profileUnknown);
    const names = voucherNames(
      { count: input.count, length, prefix, charset },
      new Set(existing.map((u) => u.name)),
    );
    if (!names) throw invalidField('count', HOTSPOT_FIELD_MESSAGES.nameSpaceFull);
    const alphabet = VOUCHER_CHARSETS[charset];
    const batchId = randomUUID();
    const comment = batchComment(batchId, input.note ?? '');
    const vouchers = names.map((name) => ({
      name,
      password: mode === 'voucher' ? name : randomPart(alphabet, length),
    }));
    const inputs: HotspotUserInput[] = vouchers.map((v) => ({
      name: v.name,
      password: v.password,
      profile: input.profile,
      comment,
      ...(input.limitUptime ? { limitUptime: input.limitUptime } : {}),
      ...(input.limitBytesTotal ? { limitBytesTotal: input.limitBytesTotal } : {}),
    }));
    let ids: string[];
    try {
      ids = await addHotspotUsers(router, inputs, { inFlight: BATCH_IN_FLIGHT });
    } catch (error) {
      throw batchError(error, row.routerName, input.count);
    }
    const now = deps.clock();
    try {
      await deps.db.transaction(async (tx) => {
        await insertBatch(tx, {
          id: batchId,
          routerId: row.id,
          profile: input.profile,
          count: input.count,
          mode,
          length,
          prefix,
          charset,
          limitUptime: input.limitUptime ?? '',
          limitBytesTotal: input.limitBytesTotal ?? 0,
          note: input.note ?? '',
          createdBy: actor.actorUsername,
          createdAt: now,
        });
        await insertUserRecords(tx, row.id, names, batchId, now);
        // The vouchers' passwords are never in the trail: the batch's settings only.
        await writeAudit(
          tx,
          actor,
          {
            action: 'generate',
            resource: 'voucher_batch',
            resourceId: batchId,
            summary: `Generated ${input.count} vouchers of ${named('profile', input.profile)} on ${named('router', row.routerName)}`,
            after: {
              profile: input.profile,
              count: input.count,
              mode,
              length,
              prefix,
              charset,
              note: input.note ?? '',
            },
          },
          deps.clock(),
        );
      });
    } catch (error) {
      // Nothing half-made: users the database has no batch for go again.
      await removeHotspotUsers(router, ids, {
        inFlight: BATCH_IN_FLIGHT,
        ignoreMissing: true,
      });
      throw error;
    }
    deps.log.info({ routerId: row.id, batchId, count: input.count }, 'Voucher batch made');
    return { id: batchId, count: input.count, vouchers };
  });
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

/** What picks and orders a batch list (the JSON list and its CSV). */
export interface VoucherBatchesSelection {
  search?: string;
  sortCol?: string;
  sortDir?: string;
  profile?: string;
  page?: number;
  perPage?: number;
}

/**
 * The batches a list query picks, in its order, and its paging. From the database alone: the
 * list (and its CSV) opens while the router is down.
 */
async function selectBatches(deps: RouterDeps, routerId: string, q: VoucherBatchesSelection) {
  const router = await routerOr404(deps.db.orm, routerId);
  const list = resolveListQuery(q, VOUCHER_BATCH_SORT_COLUMNS, {
    sortCol: 'createdAt',
    sortDir: 'desc',
  });
  const needle = list.search?.toLowerCase() ?? null;
  const rows = (await listBatches(deps.db.orm, router.id)).filter(
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
}

/** `GET /hotspot/{routerId}/vouchers`: one page of batches (all when no page is asked). */
export async function listVoucherBatches(
  deps: RouterDeps,
  routerId: string,
  q: VoucherBatchesSelection,
): Promise<{
  data: VoucherBatch[];
  paging: ResolvedListQuery<string>['paging'];
  total: number;
}> {
  const { rows, paging } = await selectBatches(deps, routerId, q);
  const page = paging ? rows.slice(paging.offset, paging.offset + paging.limit) : rows;
  const unused = await unusedByBatch(
    deps.db.orm,
    page.map((b) => b.id),
  );
  return {
    data: page.map((b) => toBatch(b, unused.get(b.id) ?? 0)),
    paging,
    total: rows.length,
  };
}

/**
 * Every batch the query picks, a CSV batch of rows at a time. The router's 404 comes before the
 * first row; the unused counts are read as the file goes out.
 */
export async function exportVoucherBatches(
  deps: RouterDeps,
  routerId: string,
  q: VoucherBatchesSelection,
): Promise<AsyncGenerator<VoucherBatch[]>> {
  const { rows } = await selectBatches(deps, routerId, q);
  const db = deps.db.orm;
  async function* answered() {
    for (const batch of inBatches(rows)) {
      const unused = await unusedByBatch(
        db,
        batch.map((b) => b.id),
      );
      yield batch.map((b) => toBatch(b, unused.get(b.id) ?? 0));
    }
  }
  return answered();
}

/** A batch of the router, or 404 (a malformed id too). */
async function batchOr404(deps: RouterDeps, routerId: string, rawId: string) {
  const id = uuidId.parse(rawId);
  const batch = id === null ? null : await findBatch(deps.db.orm, routerId, id);
  if (!batch) throw notFound(HOTSPOT_MESSAGES.batchNotFound);
  return batch;
}

/** `GET /hotspot/{routerId}/vouchers/{id}`: the batch with its vouchers, live from the router. */
export function voucherBatchDetail(
  deps: RouterDeps,
  routerId: string,
  rawBatchId: string,
): Promise<VoucherBatchDetail> {
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const batch = await batchOr404(deps, row.id, rawBatchId);
    const [records, settingsRow] = await Promise.all([
      batchUserRecords(deps.db.orm, row.id, batch.id),
      findProfileSettings(deps.db.orm, row.id, batch.profile),
    ]);
    const settings = settingsOf(settingsRow);
    const now = deps.clock();
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
  });
}

/**
 * `DELETE /hotspot/{routerId}/vouchers/{id}`: the batch's unused vouchers leave the router; used
 * ones stay for the sales history, and so does a batch that still has any.
 */
export function deleteVoucherBatch(
  deps: RouterDeps,
  routerId: string,
  rawBatchId: string,
  actor: AuditOrigin,
): Promise<{ removed: number; kept: number }> {
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const batch = await batchOr404(deps, row.id, rawBatchId);
    const records = await batchUserRecords(deps.db.orm, row.id, batch.id);
    const vouchers = await batchVouchers(router, records, deps.clock());
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
    await deps.db.transaction(async (tx) => {
      await deleteUserRecords(tx, row.id, [...removedNames, ...goneUnused]);
      // A batch with nothing left is gone; one with used vouchers stays for their history.
      if (kept === 0) await deleteBatch(tx, batch.id);
      await writeAudit(
        tx,
        actor,
        {
          action: 'delete',
          resource: 'voucher_batch',
          resourceId: batch.id,
          summary: `Deleted the voucher batch of ${named('profile', batch.profile)} on ${named('router', row.routerName)} (${removedNames.length} removed, ${kept} kept)`,
          before: { profile: batch.profile, count: batch.count },
          after: { removed: removedNames.length, kept },
        },
        deps.clock(),
      );
    });
    return { removed: removedNames.length, kept };
  });
}
