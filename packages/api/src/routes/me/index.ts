import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  TablePreferencesBody,
  TablePreferencesParams,
  TablePreferencesSchema,
  type TablePreferences,
} from 'contracts/schemas';
import { signedInUser } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { findPreference, savePreference } from '../../repositories/preferences';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';

const keyOf = (tableId: string) => `table:${tableId}`;

/**
 * `/api/me/preferences/tables/{tableId}` (docs/rules/reports.md): a table's hidden columns and order,
 * kept per user so they follow them to every device. Each user reads and writes only their own.
 */
export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const response = {
    200: Type.Object({ success: Type.Literal(true), data: TablePreferencesSchema }),
    ...errorResponses(400, 401),
  };

  app.get(
    '/preferences/tables/:tableId',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['me'],
        summary: "The signed-in user's hidden columns and order of a table (empty until set)",
        security: bearerAuth,
        params: TablePreferencesParams,
        response,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { tableId } = request.params;
      const row = await findPreference(app.db.orm, user.id, keyOf(tableId));
      const value = (row?.value ?? {}) as Partial<TablePreferences>;
      return {
        success: true as const,
        data: {
          tableId,
          hidden: value.hidden ?? [],
          shown: value.shown ?? [],
          order: value.order ?? [],
          updatedAt: row ? row.updatedAt.toISOString() : null,
        },
      };
    },
  );

  app.put(
    '/preferences/tables/:tableId',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['me'],
        summary: "Keeps the signed-in user's hidden columns and order of a table",
        security: bearerAuth,
        params: TablePreferencesParams,
        body: TablePreferencesBody,
        response,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { tableId } = request.params;
      const { hidden, shown = [], order } = request.body;
      const value = { hidden, shown, order };
      const updatedAt = await savePreference(
        app.db.orm,
        user.id,
        keyOf(tableId),
        value,
        app.clock(),
      );
      return {
        success: true as const,
        data: { tableId, ...value, updatedAt: updatedAt.toISOString() },
      };
    },
  );
};
