// A router's hotspot user profiles (docs/rules/hotspot.md), live, with our settings (price, selling
// price, validity, expiry mode, lock MAC) kept by (router, name). A write goes to the router first;
// once it agreed, our settings and the audit row are written in one transaction.
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import type {
  CreateHotspotProfileInput,
  HotspotProfile,
  UpdateHotspotProfileInput,
} from 'contracts/schemas';
import {
  addHotspotProfile,
  listHotspotProfiles,
  removeHotspotProfile,
  updateHotspotProfile,
  type HotspotProfile as RouterHotspotProfile,
  type HotspotProfileInput,
  type RouterOsRunner,
} from 'routeros';
import { changedFields, named, type AuditOrigin, type SignedInActor } from '../lib/audit-log';
import { writeAudit } from '../repositories/audit-log';
import {
  deleteProfileSettings,
  profileSettingsByName,
  saveProfileSettings,
  settingsOf,
  type ProfileSettings,
} from '../repositories/hotspot';
import { onRouter, type RouterDeps } from '../routers/on-router';
import { notFound } from '../schemas/errors';

type ProfileBody = Partial<HotspotProfileInput & ProfileSettings>;

/** The router's part of a body (never a script: the body has no such field). */
function routerFields(body: ProfileBody): HotspotProfileInput {
  const out: HotspotProfileInput = {};
  for (const key of [
    'name',
    'rateLimit',
    'sharedUsers',
    'addressPool',
    'parentQueue',
    'sessionTimeout',
  ] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  return out;
}

/** Our part of a body. */
function ourFields(body: ProfileBody): Partial<ProfileSettings> {
  const out: Partial<ProfileSettings> = {};
  for (const key of ['price', 'sellingPrice', 'validity', 'expiryMode', 'lockMac'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  return out;
}

/** A profile as the API answers it: the router's fields (no on-login) and ours. */
function toProfile(profile: RouterHotspotProfile, settings: ProfileSettings): HotspotProfile {
  return {
    id: profile.id,
    name: profile.name,
    rateLimit: profile.rateLimit,
    sharedUsers: profile.sharedUsers,
    addressPool: profile.addressPool,
    parentQueue: profile.parentQueue,
    sessionTimeout: profile.sessionTimeout,
    ...settings,
  };
}

const findProfile = async (router: RouterOsRunner, id: string) =>
  (await listHotspotProfiles(router)).find((profile) => profile.id === id) ?? null;

/** `GET /hotspot/{routerId}/profiles` and its CSV: the router's profiles with our settings. */
export const readHotspotProfiles = (deps: RouterDeps, routerId: string) =>
  onRouter(deps, routerId, 'hotspot-profile', async (router, row) => {
    const [profiles, settings] = await Promise.all([
      listHotspotProfiles(router),
      profileSettingsByName(deps.db.orm, row.id),
    ]);
    return profiles.map((p) => toProfile(p, settingsOf(settings.get(p.name))));
  });

/** `POST /hotspot/{routerId}/profiles`: the profile on the router, then our settings of it. */
export function createHotspotProfile(
  deps: RouterDeps,
  routerId: string,
  body: CreateHotspotProfileInput,
  actor: SignedInActor,
): Promise<HotspotProfile> {
  return onRouter(deps, routerId, 'hotspot-profile', async (router, row) => {
    const id = await addHotspotProfile(router, { sharedUsers: 1, ...routerFields(body) });
    const profile = await findProfile(router, id);
    if (!profile) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    return deps.db.transaction(async (tx) => {
      // A row left by an earlier profile of this name is not this one's.
      await deleteProfileSettings(tx, row.id, profile.name);
      const settings = await saveProfileSettings(
        tx,
        row.id,
        profile.name,
        ourFields(body),
        actor.actorUsername,
        deps.clock(),
      );
      const created = toProfile(profile, settings);
      await writeAudit(
        tx,
        actor,
        {
          action: 'create',
          resource: 'hotspot_profile',
          resourceId: id,
          summary: `Added ${named('hotspot profile', profile.name)} on ${named('router', row.routerName)}`,
          after: created,
        },
        deps.clock(),
      );
      return created;
    });
  });
}

/** `PUT /hotspot/{routerId}/profiles/{id}`: a rename keeps our settings. */
export function changeHotspotProfile(
  deps: RouterDeps,
  routerId: string,
  id: string,
  body: UpdateHotspotProfileInput,
  actor: SignedInActor,
): Promise<HotspotProfile> {
  return onRouter(deps, routerId, 'hotspot-profile', async (router, row) => {
    const before = await findProfile(router, id);
    if (!before) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    const onRouterChanges = routerFields(body);
    if (Object.keys(onRouterChanges).length > 0)
      await updateHotspotProfile(router, id, onRouterChanges);
    const after = await findProfile(router, id);
    if (!after) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    return deps.db.transaction(async (tx) => {
      const old = (await profileSettingsByName(tx, row.id)).get(before.name);
      const settings = await saveProfileSettings(
        tx,
        row.id,
        after.name,
        ourFields(body),
        actor.actorUsername,
        deps.clock(),
        before.name,
      );
      const changed = toProfile(after, settings);
      await writeAudit(
        tx,
        actor,
        {
          action: 'update',
          resource: 'hotspot_profile',
          resourceId: id,
          summary: `Changed ${named('hotspot profile', after.name)} on ${named('router', row.routerName)}`,
          ...changedFields(toProfile(before, settingsOf(old)), changed),
        },
        deps.clock(),
      );
      return changed;
    });
  });
}

/** `DELETE /hotspot/{routerId}/profiles/{id}`: the profile and our settings of it. */
export function deleteHotspotProfile(
  deps: RouterDeps,
  routerId: string,
  id: string,
  actor: AuditOrigin,
): Promise<void> {
  return onRouter(deps, routerId, 'hotspot-profile', async (router, row) => {
    const profile = await findProfile(router, id);
    if (!profile) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    await removeHotspotProfile(router, id);
    await deps.db.transaction(async (tx) => {
      await deleteProfileSettings(tx, row.id, profile.name);
      await writeAudit(
        tx,
        actor,
        {
          action: 'delete',
          resource: 'hotspot_profile',
          resourceId: id,
          summary: `Deleted ${named('hotspot profile', profile.name)} on ${named('router', row.routerName)}`,
          before: profile,
        },
        deps.clock(),
      );
    });
  });
}
