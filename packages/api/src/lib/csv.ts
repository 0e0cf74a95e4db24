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
 * A column whose cell PostgreSQL writes (`sqlCsvCells`): `sql` is its value as an SQL expression.
 * For the lists of millions of rows: PostgreSQL's COPY writes the file's lines, far faster than
 * the rows could cross to Node.js field by field and be written there.
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

/**
 * The options of a COPY that writes `sqlCsvCells` as `csvCell` does: every cell quoted, quotes
 * doubled (COPY's CSV), lines ending in LF (`crlfLineEnds` makes them CRLF).
 */
export const COPY_CSV_OPTIONS = '(FORMAT csv, FORCE_QUOTE *)';

/**
 * The select lists of `columns` for a COPY with COPY_CSV_OPTIONS: `values`, each column's value as
 * text (`v0`, `v1` …), read in a subquery `csv_cells` (with OFFSET 0, so that PostgreSQL computes
 * each value once instead of folding it into every place it is used below); `cells` over them, a
 * leading = + - @ tab or CR defused with a ' and no value written as '' (quoted by COPY like any
 * other).
 */
export function sqlCsvCells(columns: readonly SqlCsvColumn[]): { values: string; cells: string } {
  const values = columns.map((column, i) => `(${column.sql})::text AS v${i}`).join(', ');
  const cells = columns
    .map((_, i) => {
      const value = `csv_cells.v${i}`;
      // ascii(): the first character's code, without a copy of the text.
      return `CASE WHEN ascii(${value}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${value} ELSE coalesce(${value}, '') END`;
    })
    .join(', ');
  return { values, cells };
}

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * Turns the LF line ends of a COPY's CSV (COPY_CSV_OPTIONS) into CRLF, chunk by chunk: an LF
 * inside a quoted cell stays as it is. Every cell is quoted and its quotes doubled, so an LF ends
 * a line exactly when the quotes before it (in any earlier chunk too) are even.
 */
export function crlfLineEnds(): (chunk: Uint8Array) => Uint8Array {
  let quotedAtEnd = false;
  return (chunk) => {
    // A local in the loop (the closure's variable would be read and written per byte).
    let quoted = quotedAtEnd;
    const ends: number[] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) ends.push(i);
    }
    quotedAtEnd = quoted;
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      out.set(chunk.subarray(from, end), at);
      at += end - from;
      out[at] = CR;
      at += 1;
      from = end;
    }
    out.set(chunk.subarray(from), at);
    return out;
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
   * The lines after the header, a chunk at a time, each line ending in CRLF (`csvBody`, or the
   * bytes of lines PostgreSQL's COPY wrote), read from the database only as they are asked for.
   */
  body: AsyncIterable<string | Uint8Array>;
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
  async function* stream(): AsyncGenerator<string | Uint8Array> {
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
