// `/hotspot/{routerId}/profiles` (docs/rules/hotspot.md): the router's hotspot user profiles, live, with
// our settings (price, selling price, validity, expiry mode, lock MAC) kept by (router, name).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HOTSPOT_PROFILE_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateHotspotProfileBody,
  HotspotItemParams,
  HotspotProfileSchema,
  HotspotRouterParams,
  UpdateHotspotProfileBody,
  type HotspotProfile,
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
import {
  deleteProfileSettings,
  profileSettingsByName,
  saveProfileSettings,
  settingsOf,
  type ProfileSettings,
} from '../../hotspot/hotspot-store';
import { changedFields, named } from '../../lib/audit-log';
import { signedInUser, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { notFound } from '../../schemas/errors';
import { adminWrite, Done, itemId, onRouter, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

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
export function toProfile(
  profile: RouterHotspotProfile,
  settings: ProfileSettings,
): HotspotProfile {
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

export const hotspotProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The router's profiles with our settings, as the list and its CSV answer them. */
  const loadProfiles = (routerId: string) =>
    onRouter(app, routerId, 'hotspot-profile', async (router, row) => {
      const [profiles, settings] = await Promise.all([
        listHotspotProfiles(router),
        profileSettingsByName(app.db.orm, row.id),
      ]);
      return profiles.map((p) => toProfile(p, settingsOf(settings.get(p.name))));
    });

  app.get(
    '/:routerId/profiles',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Hotspot user profiles of the router, with price, validity and expiry',
        security: bearerAuth,
        params: HotspotRouterParams,
        response: { 200: successEnvelope(Type.Array(HotspotProfileSchema)), ...READ_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await loadProfiles(request.params.routerId),
    }),
  );

  wholeListCsvRoute(app, {
    url: '/:routerId/profiles.csv',
    tag: TAG,
    summary:
      "Hotspot user profiles as CSV: the search and sort of the console's list, prices in Rp",
    params: HotspotRouterParams,
    errors: READ_ERRORS,
    name: 'hotspot-profiles',
    columns: HOTSPOT_PROFILE_COLUMNS,
    load: loadProfiles,
  });

  app.post(
    '/:routerId/profiles',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Add a hotspot user profile (admin); our settings are kept by its name',
        security: bearerAuth,
        params: HotspotRouterParams,
        body: CreateHotspotProfileBody,
        response: { 201: successEnvelope(HotspotProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request).username;
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-profile',
        async (router, row) => {
          const id = await addHotspotProfile(router, {
            sharedUsers: 1,
            ...routerFields(request.body),
          });
          const profile = await findProfile(router, id);
          if (!profile) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
          // The router agreed: our settings and the audit row in one transaction.
          return app.db.transaction(async (tx) => {
            // A row left by an earlier profile of this name is not this one's.
            await deleteProfileSettings(tx, row.id, profile.name);
            const settings = await saveProfileSettings(
              tx,
              row.id,
              profile.name,
              ourFields(request.body),
              actor,
              app.clock(),
            );
            const created = toProfile(profile, settings);
            await request.audit(tx, {
              action: 'create',
              resource: 'hotspot_profile',
              resourceId: id,
              summary: `Added ${named('hotspot profile', profile.name)} on ${named('router', row.routerName)}`,
              after: created,
            });
            return created;
          });
        },
      );
      return reply
        .code(201)
        .send({ success: true as const, data, message: HOTSPOT_MESSAGES.profileAdded });
    },
  );

  app.put(
    '/:routerId/profiles/:id',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Change a hotspot user profile (admin); a rename keeps our settings',
        security: bearerAuth,
        params: HotspotItemParams,
        body: UpdateHotspotProfileBody,
        response: { 200: successEnvelope(HotspotProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const actor = signedInUser(request).username;
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-profile',
        async (router, row) => {
          const before = await findProfile(router, id);
          if (!before) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
          const onRouterChanges = routerFields(request.body);
          if (Object.keys(onRouterChanges).length > 0)
            await updateHotspotProfile(router, id, onRouterChanges);
          const after = await findProfile(router, id);
          if (!after) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
          return app.db.transaction(async (tx) => {
            const old = (await profileSettingsByName(tx, row.id)).get(before.name);
            const settings = await saveProfileSettings(
              tx,
              row.id,
              after.name,
              ourFields(request.body),
              actor,
              app.clock(),
              before.name,
            );
            const changed = toProfile(after, settings);
            await request.audit(tx, {
              action: 'update',
              resource: 'hotspot_profile',
              resourceId: id,
              summary: `Changed ${named('hotspot profile', after.name)} on ${named('router', row.routerName)}`,
              ...changedFields(toProfile(before, settingsOf(old)), changed),
            });
            return changed;
          });
        },
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.profileUpdated };
    },
  );

  app.delete(
    '/:routerId/profiles/:id',
    {
      ...adminWrite(app),
      schema: {
        tags: [TAG],
        summary: 'Delete a hotspot user profile (admin) and our settings of it',
        security: bearerAuth,
        params: HotspotItemParams,
        response: { 200: Done, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      await onRouter(app, request.params.routerId, 'hotspot-profile', async (router, row) => {
        const profile = await findProfile(router, id);
        if (!profile) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
        await removeHotspotProfile(router, id);
        await app.db.transaction(async (tx) => {
          await deleteProfileSettings(tx, row.id, profile.name);
          await request.audit(tx, {
            action: 'delete',
            resource: 'hotspot_profile',
            resourceId: id,
            summary: `Deleted ${named('hotspot profile', profile.name)} on ${named('router', row.routerName)}`,
            before: profile,
          });
        });
      });
      return { success: true as const, message: HOTSPOT_MESSAGES.profileDeleted };
    },
  );
};
