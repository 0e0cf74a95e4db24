// The CSV files the API writes (every list's export, the sales report): one writer, so every export
// opens the same in a spreadsheet — a UTF-8 BOM (Excel reads the encoding from it), CRLF lines, every
// cell quoted, and a cell starting like a formula made inert (docs/rules/reports.md#csv-files).
import { Readable } from 'node:stream';
import { invalidField } from '../schemas/errors';

const EQUALS = 0x3d;
const PLUS = 0x2b;
const MINUS = 0x2d;
const AT = 0x40;
const TAB = 0x09;
const CR = 0x0d;

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ tab or CR made inert with a '. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = typeof value === 'string' ? value : String(value);
  // Character codes rather than a regular expression: a million-row export calls this 25 million times.
  const first = text.charCodeAt(0);
  if (
    first === EQUALS ||
    first === PLUS ||
    first === MINUS ||
    first === AT ||
    first === TAB ||
    first === CR
  )
    text = `'${text}`;
  return text.includes('"') ? `"${text.replace(/"/g, '""')}"` : `"${text}"`;
}

/** A CSV line of cells. */
export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

/** The whole file: BOM, the lines joined with CRLF, a final CRLF. */
export const csvDocument = (lines: readonly string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** `DD/MM/YYYY HH:mm` in WIB (UTC+7, no daylight saving), as lists show dates; '' for none. */
export function wibDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  const shifted = new Date(time + 7 * 3_600_000).toISOString();
  return `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)} ${shifted.slice(11, 16)}`;
}

/** A calendar day `YYYY-MM-DD` as `DD/MM/YYYY` (a day has no zone: never moved); '' for none. */
export function dayMonthYear(day: string | null | undefined): string {
  if (!day) return '';
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** A wall-clock timestamp without a zone (`YYYY-MM-DDTHH:mm:ss`) as `DD/MM/YYYY HH:mm`, unmoved. */
export function wallClockDateTime(value: string | null | undefined): string {
  if (!value) return '';
  return `${dayMonthYear(value)} ${value.slice(11, 16)}`;
}

/** A clock time `HH:mm:ss` as `HH:mm`, as the lists show it; '' for none. */
export const clockTime = (value: string | null | undefined): string =>
  value ? value.slice(0, 5) : '';

/** `Content-Disposition` for a download named `<name>-<YYYY-MM-DD>.csv` (today in UTC). */
export const csvAttachment = (name: string) =>
  `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;

/**
 * One column of a list's CSV: `id` is the JSON row's field name (what `columns` names and the
 * console's table calls the column), `label` the header the console shows, `value` the cell.
 */
export interface CsvColumn<Row> {
  id: string;
  label: string;
  value(row: Row): unknown;
}

/**
 * The columns of a file: `requested` (the `columns` parameter: ids, comma-separated, in the
 * file's order) picked from `table`, or the whole table when absent or blank. An id the table does
 * not have, or one named twice, is a `validation_error` on `columns`.
 */
export function pickCsvColumns<Row>(
  table: readonly CsvColumn<Row>[],
  requested: string | undefined,
): readonly CsvColumn<Row>[] {
  const ids = (requested ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) return table;
  const byId = new Map(table.map((column) => [column.id, column]));
  const picked: CsvColumn<Row>[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const column = byId.get(id);
    if (!column) {
      throw invalidField(
        'columns',
        `unknown column ${JSON.stringify(id.slice(0, 50))}; the columns are ${table.map((c) => c.id).join(', ')}`,
      );
    }
    if (seen.has(id)) throw invalidField('columns', `column ${id} is named twice`);
    seen.add(id);
    picked.push(column);
  }
  return picked;
}

/** The reply a CSV goes out through (a route's typed reply). */
interface CsvReply {
  header(key: string, value: string): unknown;
  send(payload: string): unknown;
}

export interface CsvExport<Row> {
  /** The download's name: `<name>-<YYYY-MM-DD>.csv`. */
  name: string;
  /** The file's columns, already picked (`pickCsvColumns`). */
  columns: readonly CsvColumn<Row>[];
  /** The rows in the list's order, a batch at a time (read from the database as they are asked for). */
  batches: AsyncIterable<readonly Row[]>;
  /** Lines after the rows (a report's totals), as cells. */
  trailer?: readonly (readonly unknown[])[];
}

/** A batch of rows as CSV text, a CRLF after each line. */
function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < columns.length; i += 1) {
      const cell = csvCell((columns[i] as CsvColumn<Row>).value(row));
      line = i === 0 ? cell : `${line},${cell}`;
    }
    text += `${line}\r\n`;
  }
  return text;
}

/**
 * Answers the request with a CSV file streamed from `batches`: the header line, then one chunk a
 * batch, each read only when the socket has taken the previous ones (`Readable.from` pulls, so a
 * slow client holds the reading back and memory stays flat whatever the list's length). The next
 * batch is read while the current one is written. The first batch is read before the answer
 * starts, so that a failure there is still an error answer rather than a cut-off file. The route
 * returns `reply` after it.
 */
export async function sendCsv<Row>(reply: CsvReply, file: CsvExport<Row>): Promise<void> {
  const { columns } = file;
  const batches = file.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  async function* chunks(): AsyncGenerator<string> {
    let current = first;
    try {
      yield `\uFEFF${csvLine(columns.map((column) => column.label))}\r\n`;
      while (!current.done) {
        const following = batches.next();
        // A failure of the read ahead is thrown when it is awaited below, not as an unhandled rejection.
        following.catch(() => undefined);
        if (current.value.length > 0) yield csvText(columns, current.value);
        current = await following;
      }
      if (file.trailer && file.trailer.length > 0) {
        yield `${file.trailer.map((cells) => csvLine(cells)).join('\r\n')}\r\n`;
      }
    } finally {
      // The client went away (or a read failed): let the source release what it holds.
      if (!current.done) await batches.return?.();
    }
  }
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', csvAttachment(file.name));
  // The route's documented 200 is the document's text; the body goes out as the stream that makes it.
  reply.send(Readable.from(chunks()) as unknown as string);
}

/** `batches` of a list read whole (a router's list, a report): the rows as one batch. */
export async function* oneBatch<Row>(
  rows: readonly Row[] | Promise<readonly Row[]>,
): AsyncGenerator<readonly Row[]> {
  yield await rows;
}
