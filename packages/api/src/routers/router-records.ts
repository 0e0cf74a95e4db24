// Adding, changing and deleting a router record (docs/rules/routers.md#calls): each write, its
// monitor job and its audit row in one transaction. Secrets are sealed on the way in and the trail
// only learns whether they are set.
import type { Static } from '@sinclair/typebox';
import type { CreateRouterBody, UpdateRouterBody } from 'contracts/schemas';
import { DEFAULT_HOTSPOT_DNS_NAME } from 'contracts/limits';
import { ROUTER_MESSAGES } from 'contracts/messages';
import type { Database, Tx } from '../db/client';
import type { NewRouterRow, RouterRow } from '../db/schema';
import { MONITOR_JOB, removeJob } from '../repositories/jobs';
import { createdAudit, updatedAudit, type Actor } from '../lib/audit';
import { changedFields, named, type AuditEntry } from '../lib/audit-log';
import { mapDbErrors, mapForeignKeyViolation } from '../lib/db-errors';
import { deleteRouter, insertRouter, updateRouter } from '../repositories/routers';
import { scheduleCheckNow, scheduleRouterChecks } from './monitor';
import type { RouterAccess, RouterSecretField } from './router-access';

/** The body fields that hold a secret: trimmed of nothing, sealed, never answered. */
export const ROUTER_SECRET_FIELDS = [
  'routerPass',
  'tripayMerchantCode',
  'tripayApiKey',
  'tripayPrivateKey',
] as const;
const SECRET_COLUMNS = {
  routerPass: 'routerPassEnc',
  tripayMerchantCode: 'tripayMerchantCodeEnc',
  tripayApiKey: 'tripayApiKeyEnc',
  tripayPrivateKey: 'tripayPrivateKeyEnc',
} as const satisfies Record<RouterSecretField, keyof NewRouterRow>;

/** Writes the request's audit row in the write's transaction. */
export type WriteAudit = (tx: Tx, entry: AuditEntry) => Promise<void>;

/**
 * A router as the audit trail records it: its settings, not what the monitor finds (status,
 * counts), and of its secrets only whether they are set (sealed values never leave this module).
 */
function auditedRouter(row: RouterRow) {
  return {
    routerName: row.routerName,
    routerHost: row.routerHost,
    routerUser: row.routerUser,
    routerDns: row.routerDns,
    trafficInterface: row.trafficInterface,
    useTls: row.useTls,
    isolateProfile: row.isolateProfile,
    hasPassword: row.routerPassEnc.length > 0,
    tripayConfigured: Boolean(
      row.tripayMerchantCodeEnc && row.tripayApiKeyEnc && row.tripayPrivateKeyEnc,
    ),
  };
}

/** Sealed secrets of the body's non-empty secret fields (an empty one keeps the stored value). */
function sealSecrets(
  access: RouterAccess,
  routerId: string,
  body: Partial<Record<RouterSecretField, string>>,
) {
  const sealed: Partial<NewRouterRow> = {};
  for (const field of ROUTER_SECRET_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== '')
      sealed[SECRET_COLUMNS[field]] = access.seal(routerId, field, value);
  }
  return sealed;
}

export interface RouterWrite {
  db: Database;
  access: RouterAccess;
  actor: Actor;
  now: Date;
  audit: WriteAudit;
}

/** Adds the router `id` and schedules its monitor checks (the first at once). */
export function createRouter(
  { db, access, actor, now, audit }: RouterWrite,
  id: string,
  body: Static<typeof CreateRouterBody>,
  pollMs: number,
): Promise<RouterRow> {
  return db.transaction(async (tx) => {
    const inserted = await insertRouter(tx, {
      id,
      routerName: body.routerName,
      routerHost: body.routerHost,
      routerUser: body.routerUser,
      routerPassEnc: access.seal(id, 'routerPass', body.routerPass),
      routerDns: body.routerDns ?? '',
      trafficInterface: body.trafficInterface ?? '',
      hotspotDnsName: body.hotspotDnsName ?? DEFAULT_HOTSPOT_DNS_NAME,
      useTls: body.useTls ?? false,
      ...(body.isolateProfile !== undefined ? { isolateProfile: body.isolateProfile } : {}),
      ...sealSecrets(access, id, { ...body, routerPass: undefined }),
      ...createdAudit(actor, now),
    });
    await scheduleRouterChecks(tx, id, pollMs);
    await audit(tx, {
      action: 'create',
      resource: 'router',
      resourceId: id,
      summary: `Created ${named('router', inserted.routerName)}`,
      after: auditedRouter(inserted),
    });
    return inserted;
  });
}

/** Changes `existing`; null when it is gone meanwhile. New connection settings check it at once. */
export function updateRouterSettings(
  { db, access, actor, now, audit }: RouterWrite,
  existing: RouterRow,
  body: Static<typeof UpdateRouterBody>,
): Promise<RouterRow | null> {
  const changes: Partial<NewRouterRow> = {
    ...(body.routerName !== undefined ? { routerName: body.routerName } : {}),
    ...(body.routerHost !== undefined ? { routerHost: body.routerHost } : {}),
    ...(body.routerUser !== undefined ? { routerUser: body.routerUser } : {}),
    ...(body.routerDns !== undefined ? { routerDns: body.routerDns } : {}),
    ...(body.trafficInterface !== undefined ? { trafficInterface: body.trafficInterface } : {}),
    ...(body.hotspotDnsName !== undefined ? { hotspotDnsName: body.hotspotDnsName } : {}),
    ...(body.useTls !== undefined ? { useTls: body.useTls } : {}),
    ...(body.isolateProfile !== undefined ? { isolateProfile: body.isolateProfile } : {}),
    ...sealSecrets(access, existing.id, body),
    ...updatedAudit(actor, now),
  };
  return db.transaction(async (tx) => {
    const updated = await updateRouter(tx, existing.id, changes);
    // New connection settings: check the router at the next tick, not in up to a whole round.
    const reconnect =
      body.routerHost !== undefined ||
      body.routerUser !== undefined ||
      body.useTls !== undefined ||
      Boolean(body.routerPass);
    if (updated && reconnect) await scheduleCheckNow(tx, existing.id);
    if (updated) {
      // A new secret shows as its field name only: the value is never stored in the trail.
      const secrets = ROUTER_SECRET_FIELDS.filter((field) =>
        Boolean(body[field as keyof typeof body]),
      );
      await audit(tx, {
        action: 'update',
        resource: 'router',
        resourceId: existing.id,
        summary: `Changed ${named('router', updated.routerName)}${secrets.length > 0 ? ` (new ${secrets.join(', ')})` : ''}`,
        ...changedFields(auditedRouter(existing), auditedRouter(updated)),
      });
    }
    return updated;
  });
}

/** Deletes `row` and its monitor job; false when it is gone meanwhile. */
export function removeRouter(db: Database, row: RouterRow, audit: WriteAudit): Promise<boolean> {
  return mapDbErrors(
    () =>
      db.transaction(async (tx) => {
        await removeJob(tx, MONITOR_JOB, row.id);
        const gone = await deleteRouter(tx, row.id);
        if (gone)
          await audit(tx, {
            action: 'delete',
            resource: 'router',
            resourceId: row.id,
            summary: `Deleted ${named('router', row.routerName)}`,
            before: auditedRouter(row),
          });
        return gone;
      }),
    (error) =>
      mapForeignKeyViolation(error, {
        byTable: { subscribers: ROUTER_MESSAGES.hasSubscribers },
        fallback: ROUTER_MESSAGES.hasTransactions,
      }),
  );
}
