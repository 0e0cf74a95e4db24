// CSV exports of the lists that come live from a router (docs/rules/reports.md#exports): the list's
// path with `.csv`, the rows the console shows for the same search and sort (contracts/lists, the
// browser's own function), the columns of contracts/lists with the text the console shows.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  columnText,
  searchAndSortRows,
  sortKeyOf,
  type ExportColumn,
  type ListOrder,
} from 'contracts/lists';
import { csvQuery, listQuery } from 'contracts/schemas';
import { inBatches, pickCsvColumns, sendCsvStream, type CsvColumn } from '../lib/csv';
import { bearerAuth } from '../plugins/app/auth';
import { successStyle } from '../schemas/envelopes';

/** An export's columns: the list's columns, each cell the text the console shows. */
export const csvColumnsOf = <TRow>(table: readonly ExportColumn<TRow>[]): CsvColumn<TRow>[] =>
  table.map((column) => ({
    id: column.id,
    label: column.label,
    value: (row: TRow) => columnText(column, row),
  }));

/** `sortDir` as the lists take it (either case) in the API's lower case. */
export const lowerSortDir = (sortDir: string | undefined): ListOrder['sortDir'] =>
  sortDir === undefined ? null : sortDir.toLowerCase() === 'asc' ? 'asc' : 'desc';

/**
 * The options of a list's CSV route: any signed-in user (as the JSON list), the list's params, the
 * CSV query, a text/csv 200 and the list's error answers, in the OpenAPI document.
 */
export function csvRouteOptions<P extends TSchema, Q extends TSchema>(
  app: FastifyInstance,
  options: {
    tag: string;
    summary: string;
    params: P;
    querystring: Q;
    errors: Record<number, TSchema>;
  },
) {
  return {
    onRequest: [app.authenticate],
    config: successStyle,
    schema: {
      tags: [options.tag],
      summary: options.summary,
      security: bearerAuth,
      params: options.params,
      querystring: options.querystring,
      produces: ['text/csv'],
      response: { 200: Type.String(), ...options.errors },
    },
  };
}

interface WholeListCsvQuery {
  search?: string;
  sortCol?: string;
  sortDir?: string;
  columns?: string;
}

/**
 * `GET <url>` for a list the console loads whole and searches and sorts in the browser (PPP lists,
 * hotspot profiles and sessions): `load` reads every row (a router's fault thrown there is the JSON
 * list's answer, before a byte of the file), then the browser's search and sort, then the stream.
 * Any signed-in user reads, as the JSON list.
 */
export function wholeListCsvRoute<TRow>(
  app: FastifyInstance,
  options: {
    url: string;
    tag: string;
    summary: string;
    params: TSchema;
    errors: Record<number, TSchema>;
    /** The file's name before its date. */
    name: string;
    columns: readonly ExportColumn<TRow>[];
    load: (routerId: string) => Promise<readonly TRow[]>;
  },
): void {
  const table = csvColumnsOf(options.columns);
  app.route({
    method: 'GET',
    url: options.url,
    ...csvRouteOptions(app, {
      tag: options.tag,
      summary: options.summary,
      params: options.params,
      querystring: csvQuery(listQuery(options.columns.map(sortKeyOf))),
      errors: options.errors,
    }),
    handler: async (request, reply) => {
      const query = request.query as WholeListCsvQuery;
      const columns = pickCsvColumns(table, query.columns);
      const { routerId } = request.params as { routerId: string };
      const rows = await options.load(routerId);
      const shown = searchAndSortRows(
        rows,
        { search: query.search, sortCol: query.sortCol, sortDir: lowerSortDir(query.sortDir) },
        options.columns,
      );
      return sendCsvStream(reply, options.name, columns, inBatches(shown));
    },
  });
}
