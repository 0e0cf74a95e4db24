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

/** `DD/MM/YYYY HH:mm` in WIB, as lists show dates; '' for none. */
export { wibDateTime } from 'contracts/format';

/** `Content-Disposition` for a download named `<name>-<YYYY-MM-DD>.csv` (today in UTC). */
export const csvAttachment = (name: string) =>
  `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;

/**
 * A column of a list's CSV: `id` is the JSON row's field name (what `columns` names and the
 * console's table calls the column), `label` the header the console shows.
 */
export interface CsvColumnHead {
  id: string;
  label: string;
}

/** A column whose cell is made from the row: `value`, written with `csvCell`. */
export interface CsvColumn<Row> extends CsvColumnHead {
  value(row: Row): unknown;
}

/**
 * A column whose cell PostgreSQL writes (`sqlCsvLine`): `sql` is its value as an SQL expression.
 * For the lists of millions of rows: a line made in the query crosses to Node.js as one string
 * instead of a field per column, and parsing those fields is what an export of a million rows
 * spends its time on.
 */
export interface SqlCsvColumn extends CsvColumnHead {
  sql: string;
}

/**
 * The columns of a file: `requested` (the `columns` parameter: ids, comma-separated, in the
 * file's order) picked from `table`, or the whole table when absent or blank. An id the table does
 * not have, or one named twice, is a `validation_error` on `columns`.
 */
export function pickCsvColumns<C extends CsvColumnHead>(
  table: readonly C[],
  requested: string | undefined,
): readonly C[] {
  const ids = (requested ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) return table;
  const byId = new Map(table.map((column) => [column.id, column]));
  const picked: C[] = [];
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

/** `csvCell` in SQL for a text column reference: the cell exactly as `csvCell` writes the text. */
function sqlCsvCell(text: string): string {
  const defused = `CASE WHEN left(${text}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${text} ELSE coalesce(${text}, '') END`;
  return `'"' || replace(${defused}, '"', '""') || '"'`;
}

/**
 * A CSV line (without its line end) of `columns` in SQL: `line`, an expression over the lateral
 * `csv_cells` that `join` adds to the query's FROM (each column's value computed once, as text).
 */
export function sqlCsvLine(columns: readonly SqlCsvColumn[]): { line: string; join: string } {
  const values = columns.map((column, i) => `(${column.sql})::text AS v${i}`).join(', ');
  const cells = columns.map((_, i) => sqlCsvCell(`csv_cells.v${i}`)).join(`, ',', `);
  return {
    line: `concat(${cells})`,
    join: `CROSS JOIN LATERAL (SELECT ${values}) csv_cells`,
  };
}

/** The reply a CSV goes out through (a route's typed reply). */
interface CsvReply {
  header(key: string, value: string): unknown;
  send(payload: string): unknown;
}

export interface CsvExport {
  /** The download's name: `<name>-<YYYY-MM-DD>.csv`. */
  name: string;
  /** The file's columns, already picked (`pickCsvColumns`): the header line. */
  columns: readonly CsvColumnHead[];
  /**
   * The lines after the header, a chunk at a time, each line ending in CRLF (`csvBody`, or lines
   * PostgreSQL made), read from the database only as they are asked for.
   */
  body: AsyncIterable<string>;
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

/** The body of a file of `columns` over `batches` of rows: a chunk per batch. */
export async function* csvBody<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  for await (const rows of batches) if (rows.length > 0) yield csvText(columns, rows);
}

/**
 * Answers the request with a CSV file streamed from `body`: the header line, then its chunks, each
 * read only when the socket has taken the previous ones (`Readable.from` pulls, so a slow client
 * holds the reading back and memory stays flat whatever the list's length). The next chunk is read
 * while the current one is written. The first chunk is read before the answer starts, so that a
 * failure there (a bad query, the database) is still an error answer rather than a cut-off file.
 * The route returns `reply` after it.
 */
export async function sendCsv(reply: CsvReply, file: CsvExport): Promise<void> {
  const chunks = file.body[Symbol.asyncIterator]();
  const first = await chunks.next();
  const header = `\uFEFF${csvLine(file.columns.map((column) => column.label))}\r\n`;
  async function* stream(): AsyncGenerator<string> {
    let current = first;
    try {
      yield header;
      while (!current.done) {
        const following = chunks.next();
        // A failure of the read ahead is thrown when it is awaited below, not as an unhandled rejection.
        following.catch(() => undefined);
        yield current.value;
        current = await following;
      }
    } finally {
      // The client went away (or a read failed): let the source release what it holds.
      if (!current.done) await chunks.return?.();
    }
  }
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', csvAttachment(file.name));
  // The route's documented 200 is the document's text; the body goes out as the stream that makes it.
  reply.send(Readable.from(stream()) as unknown as string);
}

/** Rows already in memory handed out `size` at a time, so their CSV goes out a chunk at a time. */
export function* inBatches<Row>(rows: readonly Row[], size = 500): Generator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * `sendCsv` for rows that are already read (the router lists: whatever can fail, the router read,
 * is over before this call): the file of `columns` over `batches`, a chunk a batch.
 */
export async function sendCsvStream<Row, Reply extends CsvReply>(
  reply: Reply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Promise<Reply> {
  async function* rows(): AsyncGenerator<readonly Row[]> {
    for await (const batch of batches) yield batch;
  }
  await sendCsv(reply, { name, columns, body: csvBody(columns, rows()) });
  return reply;
}
