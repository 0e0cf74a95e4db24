// `/api/invoices.csv` and `/api/subscribers.csv` (docs/rules/billing.md#exports): the lists as CSV
// through the one CSV writer, with the lists' filters, search and sort, every page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { INVOICES_PATH, SUBSCRIBERS_PATH } from 'contracts/paths';
import {
  csvQuery,
  INVOICE_SORT_COLUMNS,
  InvoiceListQuery,
  SUBSCRIBER_SORT_COLUMNS,
  SubscriberListQuery,
  type Invoice,
  type SubscriberListItem,
} from 'contracts/schemas';
import { listBatches } from '../../billing/exports';
import { csvBody, pickCsvColumns, sendCsv, wibDateTime, type CsvColumn } from '../../lib/csv';
import { bearerAuth } from '../../plugins/app/auth';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { invoiceFilters, subscriberFilters } from './list-filters';

const INVOICE_CSV_COLUMNS: readonly CsvColumn<Invoice>[] = [
  { id: 'number', label: 'Number', value: (row) => row.number },
  { id: 'subscriberName', label: 'Subscriber', value: (row) => row.subscriberName },
  { id: 'period', label: 'Period', value: (row) => row.period },
  { id: 'amount', label: 'Amount (Rp)', value: (row) => row.amount },
  { id: 'issuedAt', label: 'Issued', value: (row) => wibDateTime(row.issuedAt) },
  { id: 'dueDate', label: 'Due date', value: (row) => row.dueDate },
  { id: 'status', label: 'Status', value: (row) => row.status },
  { id: 'paidAt', label: 'Paid', value: (row) => wibDateTime(row.paidAt) },
  { id: 'paidAmount', label: 'Paid (Rp)', value: (row) => row.paidAmount ?? '' },
  { id: 'method', label: 'Method', value: (row) => row.method ?? '' },
  { id: 'receivedBy', label: 'Received by', value: (row) => row.receivedBy ?? '' },
  { id: 'merchantRef', label: 'Merchant ref', value: (row) => row.merchantRef ?? '' },
  { id: 'voidReason', label: 'Void reason', value: (row) => row.voidReason ?? '' },
];

const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<SubscriberListItem>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name },
  { id: 'phone', label: 'Phone', value: (row) => row.phone },
  { id: 'email', label: 'Email', value: (row) => row.email },
  { id: 'address', label: 'Address', value: (row) => row.address },
  { id: 'routerName', label: 'Router', value: (row) => row.routerName },
  { id: 'pppUsername', label: 'PPP username', value: (row) => row.pppUsername },
  { id: 'planName', label: 'Plan', value: (row) => row.planName },
  { id: 'planPrice', label: 'Price (Rp)', value: (row) => row.planPrice },
  { id: 'billingDay', label: 'Billing day', value: (row) => row.billingDay },
  { id: 'billingStart', label: 'Billing start', value: (row) => row.billingStart },
  { id: 'status', label: 'Status', value: (row) => row.status },
  { id: 'nextDueDate', label: 'Next due date', value: (row) => row.nextDueDate ?? '' },
  { id: 'unpaidAmount', label: 'Unpaid (Rp)', value: (row) => row.unpaidAmount },
  { id: 'unpaidCount', label: 'Unpaid invoices', value: (row) => row.unpaidCount },
  { id: 'overdue', label: 'Overdue', value: (row) => (row.overdue ? 'yes' : 'no') },
  { id: 'notes', label: 'Notes', value: (row) => row.notes },
  { id: 'createdAt', label: 'Created', value: (row) => wibDateTime(row.createdAt) },
];

export const billingCsvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${INVOICES_PATH}.csv`,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['billing'],
        summary: 'GET /invoices as CSV: the same filters, search and sort, every page',
        security: bearerAuth,
        querystring: csvQuery(InvoiceListQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const filters = invoiceFilters(request.query);
      const columns = pickCsvColumns(INVOICE_CSV_COLUMNS, request.query.columns);
      const batches = listBatches(
        request.query,
        INVOICE_SORT_COLUMNS,
        { sortCol: 'issuedAt', sortDir: 'desc' },
        (query) => app.billing.invoices(query, filters),
      );
      await sendCsv(reply, { name: 'invoices', columns, body: csvBody(columns, batches) });
      return reply;
    },
  );

  app.get(
    `${SUBSCRIBERS_PATH}.csv`,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['billing'],
        summary: 'GET /subscribers as CSV: the same filters, search and sort, every page',
        security: bearerAuth,
        querystring: csvQuery(SubscriberListQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const filters = subscriberFilters(request.query);
      const columns = pickCsvColumns(SUBSCRIBER_CSV_COLUMNS, request.query.columns);
      const batches = listBatches(
        request.query,
        SUBSCRIBER_SORT_COLUMNS,
        { sortCol: 'createdAt', sortDir: 'desc' },
        (query) => app.billing.subscribers(query, filters),
      );
      await sendCsv(reply, { name: 'subscribers', columns, body: csvBody(columns, batches) });
      return reply;
    },
  );
};
