import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUDIT_SORT_COLUMNS, AuditEntrySchema, AuditListQuery, csvQuery } from 'contracts/schemas';
import { checkDayRange } from '../../lib/calendar-day';
import { csvBody, pickCsvColumns, sendCsv, wibDateTime, type CsvColumn } from '../../lib/csv';
import { bearerAuth } from '../../plugins/app/auth';
import { auditBatches, listAudit, type AuditFilter, type AuditRow } from '../../repositories/audit';
import { PaginationSchema, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { resolveListQuery, paginationOf, type ListQueryInput } from '../../schemas/list-query';

const toEntry = (row: AuditRow) => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorUsername: row.actorUsername,
  address: row.address,
  action: row.action,
  resource: row.resource,
  resourceId: row.resourceId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The trail's CSV columns, by the entry's field names (`columns` picks them). */
const CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { id: 'at', label: 'Time (WIB)', value: (row) => wibDateTime(row.at) },
  { id: 'actorUsername', label: 'User', value: (row) => row.actorUsername },
  { id: 'address', label: 'Address', value: (row) => row.address },
  { id: 'action', label: 'Action', value: (row) => row.action },
  { id: 'resource', label: 'Resource', value: (row) => row.resource },
  { id: 'resourceId', label: 'Resource ID', value: (row) => row.resourceId },
  { id: 'summary', label: 'Summary', value: (row) => row.summary },
  { id: 'before', label: 'Before', value: (row) => (row.before ? JSON.stringify(row.before) : '') },
  { id: 'after', label: 'After', value: (row) => (row.after ? JSON.stringify(row.after) : '') },
];

/** The first page when none is asked for: the trail grows without end (its whole is the CSV). */
const DEFAULT_PAGE = { page: 1, perPage: 25 } as const;

/** `/api/audit` and `/api/audit.csv` (docs/rules/audit.md): admin only; nothing here writes. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filterOf = (query: {
    actor?: string;
    resource?: string;
    action?: string;
    from?: string;
    to?: string;
    search?: string;
  }): AuditFilter => {
    checkDayRange(query, 'from', 'to');
    const actor = query.actor?.trim();
    const search = query.search?.trim();
    return {
      ...(actor ? { actor } : {}),
      ...(query.resource ? { resource: query.resource } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      search: search || null,
    };
  };

  app.get(
    '/audit',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      schema: {
        tags: ['audit'],
        summary:
          'The audit trail (admin), newest first: actor, resource, action, from/to (WIB days), search; paged',
        security: bearerAuth,
        querystring: AuditListQuery,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(AuditEntrySchema),
            pagination: PaginationSchema,
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const filter = filterOf(request.query);
      const input = request.query as ListQueryInput;
      const query = resolveListQuery(
        input.page === undefined ? { ...input, ...DEFAULT_PAGE } : input,
        AUDIT_SORT_COLUMNS,
        { sortCol: 'at', sortDir: 'desc' },
      );
      const paging = query.paging ?? { page: 1, perPage: 25, limit: 25, offset: 0 };
      const { rows, total } = await listAudit(app.db.orm, filter, paging, query.sortDir);
      return {
        success: true as const,
        data: rows.map(toEntry),
        pagination: paginationOf(paging, total),
      };
    },
  );

  app.get(
    '/audit.csv',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      schema: {
        tags: ['audit'],
        summary:
          'The audit trail as CSV (admin): the filter of GET /audit, every row, newest first',
        security: bearerAuth,
        querystring: csvQuery(AuditListQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const columns = pickCsvColumns(CSV_COLUMNS, request.query.columns);
      // Streamed in keyset batches: a long trail never sits in memory whole.
      await sendCsv(reply, {
        name: 'audit',
        columns,
        body: csvBody(columns, auditBatches(app.db.orm, filter)),
      });
      return reply;
    },
  );
};
