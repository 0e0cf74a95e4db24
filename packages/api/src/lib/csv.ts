import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { invalidField } from '../schemas/errors';

// The CSV files the API writes (payments, hotspot sales, the router lists): one writer, so every export opens the same
// in a spreadsheet — a UTF-8 BOM (Excel reads the encoding from it), CRLF lines, every cell quoted,
// and a cell starting like a formula made inert.

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ tab or CR made inert with a '. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV line of cells. */
export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

/** The whole file: BOM, the lines joined with CRLF, a final CRLF. */
export const csvDocument = (lines: readonly string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** `DD/MM/YYYY HH:mm` in WIB (UTC+7, no daylight saving), as lists show dates; '' for none. */
export { wibDateTime } from 'contracts/format';

/** `Content-Disposition` for a download named `<name>-<YYYY-MM-DD>.csv` (today in UTC). */
export const csvAttachment = (name: string) =>
  `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;

/** A column of an export: its id (what `columns` names), its header, its cell. */
export interface CsvColumn<TRow> {
  id: string;
  label: string;
  value: (row: TRow) => unknown;
}

/**
 * The columns a `columns` parameter picks (comma-separated ids, in that order), or the whole table
 * without it. An id the table does not have is a validation_error on `columns`
 * (docs/rules/reports.md#exports).
 */
export function pickCsvColumns<TRow>(
  table: readonly CsvColumn<TRow>[],
  columns: string | undefined,
): CsvColumn<TRow>[] {
  const ids = (columns ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) return [...table];
  return ids.map((id) => {
    const column = table.find((candidate) => candidate.id === id);
    if (!column)
      throw invalidField(
        'columns',
        `Unknown column "${id}"; the columns are ${table.map((c) => c.id).join(', ')}`,
      );
    return column;
  });
}

/** Rows already in memory handed out `size` at a time, so their CSV goes out a chunk at a time. */
export function* inBatches<TRow>(rows: readonly TRow[], size = 500): Generator<readonly TRow[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * Sends a CSV download streamed from `batches` of rows: the header of `columns`, then a chunk of
 * lines per batch, never the whole file as one string. Whatever can fail (a router, a query that
 * picks the rows) belongs before this call, so a failure is an answer and never a half file.
 */
export function sendCsvStream<TRow>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<TRow>[],
  batches: AsyncIterable<readonly TRow[]> | Iterable<readonly TRow[]>,
): FastifyReply {
  async function* chunks() {
    yield `\uFEFF${csvLine(columns.map((column) => column.label))}\r\n`;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield `${batch.map((row) => csvLine(columns.map((column) => column.value(row)))).join('\r\n')}\r\n`;
    }
  }
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', csvAttachment(name));
  // A route's schema types its 200 as the document's text; the body goes out as the stream of it.
  return reply.send(Readable.from(chunks()) as unknown as string);
}
