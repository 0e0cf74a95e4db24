// `GET .csv` beside a list, and the columns a reviewed list's file ends with
// (docs/rules/reports.md#csv-files).
import { Type } from '@sinclair/typebox';
import { csvQuery } from 'contracts/schemas';
import { bearerAuth } from '../../plugins/app/auth';
import {
  pickCsvColumns,
  sendCsv,
  wibDateTime,
  type CsvColumn,
  type CsvColumnHead,
} from '../../lib/csv';
import { errorResponses } from '../../schemas/errors';
import type { TObject } from '@sinclair/typebox';
import { routeConfig, type RecordEnvelope, type RouteApp } from './shared';

export interface CsvRouteOptions<C extends CsvColumnHead> {
  /** OpenAPI tag of the resource. */
  tag: string;
  /** Docs summary. */
  summary: string;
  /** The JSON list's query-string schema; the CSV takes it and `columns` (contracts `csvQuery`). */
  listQuery: TObject;
  /** The download's name: `<name>-<YYYY-MM-DD>.csv`. */
  name: string;
  /** Every column of the file, in the default order; `columns` picks and orders them. */
  columns: readonly C[];
  /** The answers' envelope of errors (default: the generic resources'). */
  envelope?: RecordEnvelope;
  /**
   * The file's lines for the validated query and the picked columns, in the JSON list's order, a
   * chunk at a time (`csvBody`); a bad query throws at the first chunk, before the file starts.
   */
  body(query: Record<string, unknown>, columns: readonly C[]): AsyncIterable<string | Uint8Array>;
}

/**
 * `GET .csv` beside a list (`/customers` → `/customers.csv`, docs/rules/reports.md#csv-files): whoever
 * reads the list reads its CSV; the list's query without paging, plus `columns`.
 */
export function registerCsvRoute<C extends CsvColumnHead>(
  app: RouteApp,
  options: CsvRouteOptions<C>,
): void {
  app.get(
    '.csv',
    {
      onRequest: [app.authenticate],
      ...routeConfig(options.envelope),
      schema: {
        tags: [options.tag],
        summary: options.summary,
        security: bearerAuth,
        querystring: csvQuery(options.listQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown> & { columns?: string };
      const columns = pickCsvColumns(options.columns, query.columns);
      await sendCsv(reply, { name: options.name, columns, body: options.body(query, columns) });
      return reply;
    },
  );
}
/** A value as the lists show it capitalised: a status badge, a role (`pending` → `Pending`). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ReviewedRecord {
  status: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/**
 * The CSV columns a reviewed list (customers, users) ends with: the table's `Updated` and
 * `Status`, then `more` fields of the record, then the rest of its trail, labelled as the Lihat
 * dialog labels them.
 */
export function reviewedCsvColumns<T extends ReviewedRecord>(
  more: readonly CsvColumn<T>[] = [],
): CsvColumn<T>[] {
  return [
    { id: 'updatedAt', label: 'Updated', value: (row) => wibDateTime(row.updatedAt) },
    { id: 'status', label: 'Status', value: (row) => capitalise(row.status) },
    ...more,
    { id: 'createdAt', label: 'Created at', value: (row) => wibDateTime(row.createdAt) },
    { id: 'createdBy', label: 'Created by', value: (row) => row.createdBy },
    { id: 'updatedBy', label: 'Updated by', value: (row) => row.updatedBy },
  ];
}
