import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  PPP_ACTIVE_COLUMNS,
  PPP_PROFILE_COLUMNS,
  PPP_SECRET_COLUMNS,
  type ExportColumn,
} from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import {
  CreatePppProfileBody,
  CreatePppSecretBody,
  PppActiveSchema,
  PppItemParams,
  PppProfileSchema,
  PppRouterParams,
  PppSecretSchema,
  UpdatePppProfileBody,
  UpdatePppSecretBody,
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
  type RouterOsRunner,
} from 'routeros';
import { changedFields, named } from '../../lib/audit-log';
import { routerOsId } from '../../lib/record-id';
import { trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { routerHttpError, routerOr404, type PppItemKind } from '../../routers/router-errors';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';

const TAG = 'ppp';
const READ_ERRORS = errorResponses(401, 404, 409, 502, 503, 504);
/** A CSV's query is validated (an unknown column or sort is a 400). */
const READ_ERRORS_CSV = errorResponses(400, 401, 404, 409, 502, 503, 504);
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 422, 502, 503, 504);
const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/**
 * `/api/ppp/{routerId}` (docs/rules/routers.md#ppp-screen): live from the router through its pooled
 * manager. Reads for any signed-in user, writes admin-only. A trap is a 4xx with the router's
 * message, an unreachable router 502, a timeout 504.
 */
export const pppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `work` on the router of `routerId`, its failures turned into answers. */
  async function onRouter<T>(
    routerId: string,
    kind: PppItemKind,
    work: (router: RouterOsRunner, routerName: string) => Promise<T>,
  ): Promise<T> {
    const row = await routerOr404(app.db.orm, routerId);
    try {
      return await work(app.routerAccess.manager(row), row.routerName);
    } catch (error) {
      throw routerHttpError(error, kind, row.routerName);
    }
  }

  /**
   * The audit row of a write the router agreed to (it has no database write to join, so it has a
   * transaction of its own, written once the router answered). The PPP password is never stored.
   */
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
  const audited = (
    request: FastifyRequest,
    kind: PppItemKind,
    action: string,
    verb: string,
    item: { id: string; name?: string } | null,
    id: string,
    routerName: string,
    fields: { before?: object | null; after?: object | null } = {},
  ) =>
    request.auditAlone({
      action,
      resource: RESOURCE[kind],
      resourceId: id,
      summary: `${verb} ${named(NOUN[kind], item?.name, id)} on ${named('router', routerName)}`,
      ...fields,
    });

  /** A RouterOS item id of the path (`*1A`), or 404 for anything that cannot be one. */
  const itemId = (raw: string) => {
    const id = routerOsId.parse(raw);
    if (id === null) throw notFound(PPP_MESSAGES.itemNotFound);
    return id;
  };

  /**
   * A list read. `exactRows`: the rows are built with exactly the item schema's fields in its order
   * (routeros' toPppSecret), so V8's JSON.stringify writes the bytes the schema's serialiser would,
   * in half the time and with far less garbage on 10,000 secrets (test/ppp-json.test.ts holds the
   * two equal, bench/routers.bench.ts measures it). Errors keep their schemas' serialisers.
   */
  const read = (
    path: string,
    summary: string,
    item: TSchema,
    kind: PppItemKind,
    list: (r: RouterOsRunner) => Promise<unknown[]>,
    { exactRows = false }: { exactRows?: boolean } = {},
  ) =>
    app.get(
      path,
      {
        onRequest: [app.authenticate],
        config: successStyle,
        schema: {
          tags: [TAG],
          summary,
          security: bearerAuth,
          params: PppRouterParams,
          response: { 200: successEnvelope(Type.Array(item)), ...READ_ERRORS },
        },
      },
      async (request, reply) => {
        const data = await onRouter(request.params.routerId, kind, list);
        // A reply serialiser leaves the content type to the route (the schema's one sets it).
        if (exactRows) reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
        return { success: true as const, data };
      },
    );

  /** A list read and its CSV (the password is no column: a secret never leaves in an export). */
  const readWithCsv = <TRow extends object>(
    path: string,
    summary: string,
    item: TSchema,
    kind: PppItemKind,
    list: (r: RouterOsRunner) => Promise<TRow[]>,
    csv: { name: string; columns: readonly ExportColumn<TRow>[] },
    options: { exactRows?: boolean } = {},
  ) => {
    read(path, summary, item, kind, list, options);
    wholeListCsvRoute(app, {
      url: `${path}.csv`,
      tag: TAG,
      summary: `${summary} as CSV: the search and sort of the console's list, no password`,
      params: PppRouterParams,
      errors: READ_ERRORS_CSV,
      name: csv.name,
      columns: csv.columns,
      load: (routerId) => onRouter(routerId, kind, list),
    });
  };

  readWithCsv(
    '/:routerId/secrets',
    'PPP secrets of the router',
    PppSecretSchema,
    'secret',
    (r) => listPppSecrets(r),
    { name: 'ppp-secrets', columns: PPP_SECRET_COLUMNS },
    { exactRows: true },
  );
  readWithCsv(
    '/:routerId/active',
    'Active PPP connections of the router',
    PppActiveSchema,
    'active',
    (r) => listPppActive(r),
    { name: 'ppp-active', columns: PPP_ACTIVE_COLUMNS },
  );
  readWithCsv(
    '/:routerId/profiles',
    'PPP profiles of the router',
    PppProfileSchema,
    'profile',
    (r) => listPppProfiles(r),
    { name: 'ppp-profiles', columns: PPP_PROFILE_COLUMNS },
  );

  const adminWrite = {
    onRequest: [app.requireAdmin],
    config: successStyle,
  };

  app.post(
    '/:routerId/secrets',
    {
      ...adminWrite,
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Add a PPP secret (admin); a taken name is a validation_error on name',
        security: bearerAuth,
        params: PppRouterParams,
        body: CreatePppSecretBody,
        response: { 201: successEnvelope(PppSecretSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const [secret, routerName] = await onRouter(
        request.params.routerId,
        'secret',
        async (router, name) => {
          const id = await addPppSecret(router, request.body);
          return [await getPppSecret(router, id), name] as const;
        },
      );
      if (!secret) throw notFound(PPP_MESSAGES.itemNotFound);
      await audited(request, 'secret', 'create', 'Added', secret, secret.id, routerName, {
        after: secret,
      });
      return reply
        .code(201)
        .send({ success: true as const, data: secret, message: PPP_MESSAGES.secretAdded });
    },
  );

  app.put(
    '/:routerId/secrets/:id',
    {
      ...adminWrite,
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Change a PPP secret (admin); fields left out keep their values',
        security: bearerAuth,
        params: PppItemParams,
        body: UpdatePppSecretBody,
        response: { 200: successEnvelope(PppSecretSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const [before, secret, routerName] = await onRouter(
        request.params.routerId,
        'secret',
        async (router, name) => {
          const previous = await getPppSecret(router, id);
          await updatePppSecret(router, id, request.body);
          return [previous, await getPppSecret(router, id), name] as const;
        },
      );
      if (!secret) throw notFound(PPP_MESSAGES.itemNotFound);
      await audited(request, 'secret', 'update', 'Changed', secret, id, routerName, {
        ...changedFields(before, secret),
      });
      return { success: true as const, data: secret, message: PPP_MESSAGES.secretUpdated };
    },
  );

  const findProfile = async (router: RouterOsRunner, id: string) =>
    (await listPppProfiles(router)).find((profile) => profile.id === id) ?? null;

  const secretAction = (
    method: 'DELETE' | 'POST',
    path: string,
    summary: string,
    message: string,
    act: (router: RouterOsRunner, id: string) => Promise<void>,
    audit: {
      action: string;
      verb: string;
      /** The item before the change (its name for the summary, the `before` of a delete). */
      find(router: RouterOsRunner, id: string): Promise<{ id: string; name: string } | null>;
    },
  ) =>
    app.route({
      method,
      url: path,
      ...adminWrite,
      schema: {
        tags: [TAG],
        summary,
        security: bearerAuth,
        params: PppItemParams,
        response: { 200: Done, ...WRITE_ERRORS },
      },
      handler: async (request) => {
        const params = request.params as { routerId: string; id: string };
        const id = itemId(params.id);
        const kind: PppItemKind = path.includes('/profiles/')
          ? 'profile'
          : path.includes('/active/')
            ? 'active'
            : 'secret';
        const [item, routerName] = await onRouter(params.routerId, kind, async (router, name) => {
          const found = await audit.find(router, id);
          await act(router, id);
          return [found, name] as const;
        });
        await audited(request, kind, audit.action, audit.verb, item, id, routerName, {
          ...(audit.action === 'delete' || audit.action === 'kick' ? { before: item } : {}),
          ...(audit.action === 'enable'
            ? { before: { disabled: 'true' }, after: { disabled: 'false' } }
            : {}),
          ...(audit.action === 'disable'
            ? { before: { disabled: 'false' }, after: { disabled: 'true' } }
            : {}),
        });
        return { success: true as const, message };
      },
    });

  secretAction(
    'DELETE',
    '/:routerId/secrets/:id',
    'Delete a PPP secret (admin)',
    PPP_MESSAGES.secretDeleted,
    removePppSecret,
    { action: 'delete', verb: 'Deleted', find: getPppSecret },
  );
  secretAction(
    'POST',
    '/:routerId/secrets/:id/enable',
    'Enable a PPP secret (admin)',
    PPP_MESSAGES.secretEnabled,
    enablePppSecret,
    { action: 'enable', verb: 'Enabled', find: getPppSecret },
  );
  secretAction(
    'POST',
    '/:routerId/secrets/:id/disable',
    'Disable a PPP secret (admin)',
    PPP_MESSAGES.secretDisabled,
    disablePppSecret,
    { action: 'disable', verb: 'Disabled', find: getPppSecret },
  );
  secretAction(
    'DELETE',
    '/:routerId/profiles/:id',
    'Delete a PPP profile (admin); one still used by a secret is refused by the router',
    PPP_MESSAGES.profileDeleted,
    removePppProfile,
    { action: 'delete', verb: 'Deleted', find: (router, id) => findProfile(router, id) },
  );
  secretAction(
    'DELETE',
    '/:routerId/active/:id',
    'Disconnect an active PPP session (admin, kick)',
    PPP_MESSAGES.activeKicked,
    removePppActive,
    {
      action: 'kick',
      verb: 'Disconnected',
      find: async (router, id) =>
        (await listPppActive(router)).find((session) => session.id === id) ?? null,
    },
  );

  app.post(
    '/:routerId/profiles',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Add a PPP profile (admin); shared users default 1',
        security: bearerAuth,
        params: PppRouterParams,
        body: CreatePppProfileBody,
        response: { 201: successEnvelope(PppProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const [profile, routerName] = await onRouter(
        request.params.routerId,
        'profile',
        async (router, name) => {
          const id = await addPppProfile(router, { sharedUsers: 1, ...request.body });
          return [await findProfile(router, id), name] as const;
        },
      );
      if (!profile) throw notFound(PPP_MESSAGES.itemNotFound);
      await audited(request, 'profile', 'create', 'Added', profile, profile.id, routerName, {
        after: profile,
      });
      return reply
        .code(201)
        .send({ success: true as const, data: profile, message: PPP_MESSAGES.profileAdded });
    },
  );

  app.put(
    '/:routerId/profiles/:id',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Change a PPP profile (admin); renaming follows into its secrets',
        security: bearerAuth,
        params: PppItemParams,
        body: UpdatePppProfileBody,
        response: { 200: successEnvelope(PppProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const [before, profile, routerName] = await onRouter(
        request.params.routerId,
        'profile',
        async (router, name) => {
          const previous = await findProfile(router, id);
          await updatePppProfile(router, id, request.body);
          return [previous, await findProfile(router, id), name] as const;
        },
      );
      if (!profile) throw notFound(PPP_MESSAGES.itemNotFound);
      await audited(request, 'profile', 'update', 'Changed', profile, id, routerName, {
        ...changedFields(before, profile),
      });
      return { success: true as const, data: profile, message: PPP_MESSAGES.profileUpdated };
    },
  );
};
