import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  PaymentsQuery,
  REPORT_MAX_DAYS,
  SalesReportQuery,
  SalesReportSchema,
  csvQuery,
  type SalesReportQueryInput,
  type Transaction,
} from 'contracts/schemas';
import { checkDayRange, daysBetween } from '../../lib/calendar-day';
import {
  csvAttachment,
  csvDocument,
  csvLine,
  csvBody,
  pickCsvColumns,
  sendCsv,
  type CsvColumn,
} from '../../lib/csv';
import { bearerAuth } from '../../plugins/app/auth';
import { salesReport, type SalesReportFilter } from '../../reports/sales-report';
import { routerNamesById } from '../../repositories/routers';
import { routerOr404 } from '../../routers/router-errors';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses, invalidField } from '../../schemas/errors';
import { transactionBatches } from '../../repositories/transactions';
import { TRANSACTION_CSV_COLUMNS } from '../payments';
import { paymentsListPage, paymentsListResponse } from '../payments/list';

const SOURCE_TITLES = { online: 'Online', voucher: 'Voucher', invoice: 'Invoice' } as const;

/** The query checked beyond its shape: real days, in order, within REPORT_MAX_DAYS. */
function reportFilter(query: SalesReportQueryInput): SalesReportFilter {
  checkDayRange(query, 'from', 'to');
  if (daysBetween(query.from, query.to) >= REPORT_MAX_DAYS)
    throw invalidField('to', `a report covers at most ${REPORT_MAX_DAYS} days`);
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy ?? 'day',
    routerId: query.routerId,
    source: query.source,
  };
}

/**
 * `/api/reports/sales` and `.csv` (docs/rules/reports.md): any signed-in user reads them, like the
 * payments and sales lists they sum.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sales',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['reports'],
        summary:
          'Sales per WIB day or month, per router and source (online payments, voucher sales), with totals',
        security: bearerAuth,
        querystring: SalesReportQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: SalesReportSchema }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await salesReport(app.db.orm, reportFilter(request.query)),
    }),
  );

  app.get(
    '/sales.csv',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['reports'],
        summary: 'The rows of GET /reports/sales as CSV, and a last line of totals',
        security: bearerAuth,
        querystring: SalesReportQuery,
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const report = await salesReport(app.db.orm, reportFilter(request.query));
      const lines = [
        csvLine(['Periode', 'Router', 'Sumber', 'Jumlah transaksi', 'Pendapatan (Rp)']),
        ...report.rows.map((row) =>
          csvLine([row.period, row.routerName, SOURCE_TITLES[row.source], row.count, row.amount]),
        ),
        csvLine(['Total', '', '', report.totals.count, report.totals.amount]),
      ];
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', csvAttachment('laporan-penjualan'));
      return csvDocument(lines);
    },
  );
};

/** `/api/payments` and `/api/payments.csv`: the router payments list across every router. */
export const allPaymentRoutes: FastifyPluginAsyncTypebox<{ base: string }> = async (
  app,
  { base },
) => {
  const filterOf = async (query: { routerId?: string | undefined }) =>
    query.routerId ? (await routerOr404(app.db.orm, query.routerId)).id : null;

  app.get(
    base,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['payments'],
        summary:
          "Every router's transactions (or one routerId's): a router's payments list's search, sort, page and filters",
        security: bearerAuth,
        querystring: PaymentsQuery,
        response: paymentsListResponse,
      },
    },
    async (request) => paymentsListPage(app, await filterOf(request.query), request.query),
  );

  app.get(
    `${base}.csv`,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['payments'],
        summary: 'GET /payments as CSV: the same filter and sort, every page',
        security: bearerAuth,
        querystring: csvQuery(PaymentsQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const routerId = await filterOf(request.query);
      // Every router's list names each row's router first (its id is the row's field).
      const names = await routerNamesById(app.db.orm);
      const table: readonly CsvColumn<Transaction>[] = [
        { id: 'routerId', label: 'Router', value: (row) => names.get(row.routerId) ?? '' },
        ...TRANSACTION_CSV_COLUMNS,
      ];
      const columns = pickCsvColumns(table, request.query.columns);
      await sendCsv(reply, {
        name: 'payments',
        columns,
        body: csvBody(columns, transactionBatches(app.db.orm, routerId, request.query)),
      });
      return reply;
    },
  );
};
