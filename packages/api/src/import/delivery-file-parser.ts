// The delivery import file (docs/rules/import.md#limits), parsed as it streams in: bytes → text → records → checked
// rows. Pure (no I/O): the caller pushes chunks and receives each row and each problem through
// callbacks, so a file of any size is read in constant memory.
import {
  DelimitedTextReader,
  RecordStructureError,
  type DelimitedRecord,
} from './delimited-reader';
import {
  checkFieldValue,
  DELIVERY_FIELDS,
  fieldForHeader,
  REQUIRED_FIELD_KEYS,
  type DeliveryFieldKey,
} from '../lib/delivery-fields';
import { ImportTextDecoder, NotTextError } from './text-decoder';

/** A problem with the file as a whole (HTTP 400): nothing in it can be imported. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export const IMPORT_FILE_MESSAGES = {
  empty: 'The file is empty.',
  headerOnly: 'The file has a header line but no delivery rows.',
  binary:
    'The file is not a text file. Export the data as delimited text (.txt, UTF-8) and import that.',
  encoding: (line: number) =>
    `The file is not UTF-8 text (line ${line} has a byte that is not UTF-8). Save it as UTF-8 and import it again.`,
  missingColumns: (missing: readonly string[], noDelimiter: boolean) =>
    `The header is missing the required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.` +
    (noDelimiter
      ? ' No delimiter was found in the header: separate the columns with tabs, ;, | or ,.'
      : ''),
  duplicateColumn: (key: string, first: number, second: number) =>
    `The header names ${key} twice (columns ${first} and ${second}).`,
} as const;

/** One problem of one line (HTTP 422 lists them): `column` is the field, null for the whole line. */
export interface RowError {
  line: number;
  column: DeliveryFieldKey | null;
  message: string;
}

/**
 * One data row. `values` follow DELIVERY_FIELDS, normalised (dates `YYYY-MM-DD`, times `HH:mm:ss`,
 * datetimes `YYYY-MM-DD HH:mm:ss`, qty digits); null for an empty optional cell. A row with errors
 * is still passed on (`valid: false`, the bad values null) when its key cells are good, so that a
 * later line with the same key can be reported as its duplicate.
 */
export interface ParsedRow {
  line: number;
  values: (string | null)[];
  valid: boolean;
}

export interface ParseSummary {
  /** Data rows read (blank lines are not rows). */
  rows: number;
  /** Columns of the header that name no delivery field, as written: they are ignored. */
  ignoredColumns: string[];
}

export interface DeliveryFileParserOptions {
  onRow(row: ParsedRow): void;
  onError(error: RowError): void;
}

const KEY_INDEXES = [
  DELIVERY_FIELDS.findIndex((f) => f.key === 'slipNumber'),
  DELIVERY_FIELDS.findIndex((f) => f.key === 'seqProd'),
] as const;

export class DeliveryFileParser {
  private readonly decoder = new ImportTextDecoder();
  private readonly reader: DelimitedTextReader;
  /** For each field (DELIVERY_FIELDS order), its cell index in a record, or -1 when absent. */
  private cellOf: number[] | null = null;
  private headerCells = 0;
  private ignored: string[] = [];
  private rows = 0;
  private sawText = false;
  /** No more records are wanted (stop(), or a record that cannot be read). */
  private stopped = false;
  private ended = false;

  constructor(private readonly options: DeliveryFileParserOptions) {
    this.reader = new DelimitedTextReader((record) => this.onRecord(record));
  }

  /** Feeds the next bytes. Throws ImportFileError for a file that cannot be imported at all. */
  write(chunk: Uint8Array): void {
    if (this.stopped || this.ended) return;
    let text: string;
    try {
      text = this.decoder.write(chunk);
    } catch (error) {
      throw this.notText(error);
    }
    this.feed(text);
  }

  /** Ends the file; throws ImportFileError for an empty or header-only file. */
  end(): ParseSummary {
    if (!this.ended && !this.stopped) {
      this.ended = true;
      let text: string;
      try {
        text = this.decoder.end();
      } catch (error) {
        throw this.notText(error);
      }
      this.feed(text);
      this.guard(() => this.reader.end());
    }
    if (!this.cellOf) throw new ImportFileError(IMPORT_FILE_MESSAGES.empty);
    if (this.rows === 0) throw new ImportFileError(IMPORT_FILE_MESSAGES.headerOnly);
    return { rows: this.rows, ignoredColumns: this.ignored };
  }

  /**
   * Stops reading: later chunks are ignored (the caller has enough errors). `end()` still answers
   * the summary of what was read.
   */
  stop(): void {
    this.stopped = true;
  }

  private feed(text: string): void {
    if (text.length === 0) return;
    if (!this.sawText && text.trim().length > 0) this.sawText = true;
    this.guard(() => this.reader.write(text));
  }

  /** A record that cannot be cut out is the last error of the file: reading stops there. */
  private guard(read: () => void): void {
    try {
      read();
    } catch (error) {
      if (!(error instanceof RecordStructureError)) throw error;
      if (!this.cellOf) throw new ImportFileError(error.message);
      this.options.onError({ line: error.line, column: null, message: error.message });
      this.rows += 1;
      this.stopped = true;
    }
  }

  private notText(error: unknown): unknown {
    if (!(error instanceof NotTextError)) return error;
    if (error.reason === 'binary') return new ImportFileError(IMPORT_FILE_MESSAGES.binary);
    const pending = this.reader.pendingText + error.textBefore;
    let line = this.reader.currentLine;
    for (let i = 0; i < pending.length; i += 1) {
      const c = pending.charCodeAt(i);
      if (c === 10 || (c === 13 && pending.charCodeAt(i + 1) !== 10)) line += 1;
    }
    return new ImportFileError(IMPORT_FILE_MESSAGES.encoding(line));
  }

  private onRecord({ cells, line }: DelimitedRecord): void {
    if (this.stopped) return;
    if (!this.cellOf) {
      this.readHeader(cells);
      return;
    }
    if (isBlank(cells)) return;
    this.rows += 1;
    const { onRow, onError } = this.options;

    // Cells past the header's last named column may be there if empty (a trailing delimiter).
    if (cells.length !== this.headerCells) {
      const extraAreEmpty =
        cells.length > this.headerCells && isBlank(cells.slice(this.headerCells));
      if (!extraAreEmpty) {
        onError({
          line,
          column: null,
          message: `This line has ${cells.length} cells but the header has ${this.headerCells}`,
        });
        return;
      }
    }

    const values: (string | null)[] = new Array<string | null>(DELIVERY_FIELDS.length);
    let valid = true;
    for (let f = 0; f < DELIVERY_FIELDS.length; f += 1) {
      const index = this.cellOf[f] as number;
      if (index < 0) {
        values[f] = null;
        continue;
      }
      const definition = DELIVERY_FIELDS[f] as (typeof DELIVERY_FIELDS)[number];
      const checked = checkFieldValue(definition, cells[index] as string);
      if (checked.ok) {
        values[f] = checked.value;
      } else {
        values[f] = null;
        valid = false;
        onError({ line, column: definition.key, message: checked.message });
      }
    }
    if (valid || (values[KEY_INDEXES[0]] !== null && values[KEY_INDEXES[1]] !== null)) {
      onRow({ line, values, valid });
    }
  }

  private readHeader(cells: string[]): void {
    const cellOf = DELIVERY_FIELDS.map(() => -1);
    const ignored: string[] = [];
    let named = 0;
    cells.forEach((cell, index) => {
      const name = cell.trim();
      if (name === '') return; // an unnamed column (a trailing delimiter): its cells are ignored
      named = index + 1;
      const definition = fieldForHeader(name);
      if (!definition) {
        ignored.push(name);
        return;
      }
      const f = DELIVERY_FIELDS.indexOf(definition);
      const first = cellOf[f] as number;
      if (first >= 0) {
        throw new ImportFileError(
          IMPORT_FILE_MESSAGES.duplicateColumn(definition.key, first + 1, index + 1),
        );
      }
      cellOf[f] = index;
    });
    const missing = REQUIRED_FIELD_KEYS.filter(
      (key) => cellOf[DELIVERY_FIELDS.findIndex((f) => f.key === key)] === -1,
    );
    if (missing.length > 0) {
      if (!this.sawText) throw new ImportFileError(IMPORT_FILE_MESSAGES.empty);
      throw new ImportFileError(
        IMPORT_FILE_MESSAGES.missingColumns(missing, this.reader.delimiter === null),
      );
    }
    this.cellOf = cellOf;
    this.headerCells = named;
    this.ignored = ignored;
  }
}

function isBlank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}
