// A router's PPP secrets, profiles and sessions (docs/rules/routers.md#ppp-screen), live through its
// pooled manager. A write has no database write of ours to join: once the router agreed, its audit
// row is written in a transaction of its own (the PPP password is never stored).
import { PPP_MESSAGES } from 'contracts/messages';
import type {
  CreatePppProfileInput,
  CreatePppSecretInput,
  UpdatePppProfileInput,
  UpdatePppSecretInput,
} from 'contracts/schemas';
import {
  addPppProfile,
  addPppSecret,
  disablePppSecret,
  enablePppSecret,
  getPppSecret,
  listPppActive,
  listPppProfiles,
  listPppSecrets,
  removePppActive,
  removePppProfile,
  removePppSecret,
  updatePppProfile,
  updatePppSecret,
  type PppProfile,
  type PppSecret,
  type RouterOsRunner,
} from 'routeros';
import { changedFields, named, type AuditOrigin } from '../lib/audit-log';
import { writeAuditAlone } from '../repositories/audit-log';
import { notFound } from '../schemas/errors';
import { onRouter, type RouterDeps } from './on-router';
import type { PppItemKind } from './router-errors';

const RESOURCE: Record<PppItemKind, string> = {
  secret: 'ppp_secret',
  profile: 'ppp_profile',
  active: 'ppp_active',
};
const NOUN: Record<PppItemKind, string> = {
  secret: 'PPP secret',
  profile: 'PPP profile',
  active: 'PPP session',
};

/** The audit row of a write the router agreed to. */
const audited = (
  deps: RouterDeps,
  actor: AuditOrigin,
  kind: PppItemKind,
  action: string,
  verb: string,
  item: { id: string; name?: string } | null,
  id: string,
  routerName: string,
  fields: { before?: object | null; after?: object | null } = {},
) =>
  writeAuditAlone(
    deps.db,
    actor,
    {
      action,
      resource: RESOURCE[kind],
      resourceId: id,
      summary: `${verb} ${named(NOUN[kind], item?.name, id)} on ${named('router', routerName)}`,
      ...fields,
    },
    deps.clock,
  );

/** `GET /ppp/{routerId}/secrets` and its CSV. */
export const readPppSecrets = (deps: RouterDeps, routerId: string) =>
  onRouter(deps, routerId, 'secret', (router) => listPppSecrets(router));

/** `GET /ppp/{routerId}/active` and its CSV. */
export const readPppActive = (deps: RouterDeps, routerId: string) =>
  onRouter(deps, routerId, 'active', (router) => listPppActive(router));

/** `GET /ppp/{routerId}/profiles` and its CSV. */
export const readPppProfiles = (deps: RouterDeps, routerId: string) =>
  onRouter(deps, routerId, 'profile', (router) => listPppProfiles(router));

const findProfile = async (router: RouterOsRunner, id: string) =>
  (await listPppProfiles(router)).find((profile) => profile.id === id) ?? null;

/** `POST /ppp/{routerId}/secrets`: the secret as the router has it now. */
export async function createPppSecret(
  deps: RouterDeps,
  routerId: string,
  body: CreatePppSecretInput,
  actor: AuditOrigin,
): Promise<PppSecret> {
  const [secret, routerName] = await onRouter(deps, routerId, 'secret', async (router, row) => {
    const id = await addPppSecret(router, body);
    return [await getPppSecret(router, id), row.routerName] as const;
  });
  if (!secret) throw notFound(PPP_MESSAGES.itemNotFound);
  await audited(deps, actor, 'secret', 'create', 'Added', secret, secret.id, routerName, {
    after: secret,
  });
  return secret;
}

/** `PUT /ppp/{routerId}/secrets/{id}`: fields left out keep their values. */
export async function changePppSecret(
  deps: RouterDeps,
  routerId: string,
  id: string,
  body: UpdatePppSecretInput,
  actor: AuditOrigin,
): Promise<PppSecret> {
  const [before, secret, routerName] = await onRouter(
    deps,
    routerId,
    'secret',
    async (router, row) => {
      const previous = await getPppSecret(router, id);
      await updatePppSecret(router, id, body);
      return [previous, await getPppSecret(router, id), row.routerName] as const;
    },
  );
  if (!secret) throw notFound(PPP_MESSAGES.itemNotFound);
  await audited(deps, actor, 'secret', 'update', 'Changed', secret, id, routerName, {
    ...changedFields(before, secret),
  });
  return secret;
}

/** `POST /ppp/{routerId}/profiles`: shared users default 1. */
export async function createPppProfile(
  deps: RouterDeps,
  routerId: string,
  body: CreatePppProfileInput,
  actor: AuditOrigin,
): Promise<PppProfile> {
  const [profile, routerName] = await onRouter(deps, routerId, 'profile', async (router, row) => {
    const id = await addPppProfile(router, { sharedUsers: 1, ...body });
    return [await findProfile(router, id), row.routerName] as const;
  });
  if (!profile) throw notFound(PPP_MESSAGES.itemNotFound);
  await audited(deps, actor, 'profile', 'create', 'Added', profile, profile.id, routerName, {
    after: profile,
  });
  return profile;
}

/** `PUT /ppp/{routerId}/profiles/{id}`: renaming follows into its secrets (the router does it). */
export async function changePppProfile(
  deps: RouterDeps,
  routerId: string,
  id: string,
  body: UpdatePppProfileInput,
  actor: AuditOrigin,
): Promise<PppProfile> {
  const [before, profile, routerName] = await onRouter(
    deps,
    routerId,
    'profile',
    async (router, row) => {
      const previous = await findProfile(router, id);
      await updatePppProfile(router, id, body);
      return [previous, await findProfile(router, id), row.routerName] as const;
    },
  );
  if (!profile) throw notFound(PPP_MESSAGES.itemNotFound);
  await audited(deps, actor, 'profile', 'update', 'Changed', profile, id, routerName, {
    ...changedFields(before, profile),
  });
  return profile;
}

interface PppAction {
  kind: PppItemKind;
  action: 'delete' | 'enable' | 'disable' | 'kick';
  verb: string;
  act: (router: RouterOsRunner, id: string) => Promise<void>;
  /** The item before the change (its name for the summary, the `before` of a delete or kick). */
  find(router: RouterOsRunner, id: string): Promise<{ id: string; name: string } | null>;
}

const PPP_ACTIONS = {
  'delete-secret': {
    kind: 'secret',
    action: 'delete',
    verb: 'Deleted',
    act: removePppSecret,
    find: getPppSecret,
  },
  'enable-secret': {
    kind: 'secret',
    action: 'enable',
    verb: 'Enabled',
    act: enablePppSecret,
    find: getPppSecret,
  },
  'disable-secret': {
    kind: 'secret',
    action: 'disable',
    verb: 'Disabled',
    act: disablePppSecret,
    find: getPppSecret,
  },
  'delete-profile': {
    kind: 'profile',
    action: 'delete',
    verb: 'Deleted',
    act: removePppProfile,
    find: (router, id) => findProfile(router, id),
  },
  'kick-active': {
    kind: 'active',
    action: 'kick',
    verb: 'Disconnected',
    act: removePppActive,
    find: async (router, id) =>
      (await listPppActive(router)).find((session) => session.id === id) ?? null,
  },
} satisfies Record<string, PppAction>;

export type PppActionName = keyof typeof PPP_ACTIONS;

/**
 * `DELETE /ppp/{routerId}/secrets/{id}`, `POST …/secrets/{id}/enable|disable`, `DELETE
 * …/profiles/{id}` (one still used by a secret is refused by the router) and `DELETE
 * …/active/{id}` (a kick).
 */
export async function pppItemAction(
  deps: RouterDeps,
  routerId: string,
  id: string,
  name: PppActionName,
  actor: AuditOrigin,
): Promise<void> {
  const { kind, action, verb, act, find }: PppAction = PPP_ACTIONS[name];
  const [item, routerName] = await onRouter(deps, routerId, kind, async (router, row) => {
    const found = await find(router, id);
    await act(router, id);
    return [found, row.routerName] as const;
  });
  await audited(deps, actor, kind, action, verb, item, id, routerName, {
    ...(action === 'delete' || action === 'kick' ? { before: item } : {}),
    ...(action === 'enable' ? { before: { disabled: 'true' }, after: { disabled: 'false' } } : {}),
    ...(action === 'disable' ? { before: { disabled: 'false' }, after: { disabled: 'true' } } : {}),
  });
}
