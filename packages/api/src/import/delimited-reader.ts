// A streaming reader of delimited text (docs/rules/import.md#limits): text goes in in chunks of any size, records
// come out as arrays of cells. RFC 4180 quoting: a cell that starts with `"` runs to the next lone
// `"`, may hold delimiters and line breaks, and writes a quote as `""`. Lines end with LF, CRLF or a
// lone CR. The delimiter is read from the first line (the header).
//
// Only the record being read is held in memory (at most `maxRecordLength` characters), so memory
// stays flat whatever the size of the file.

const DELIMITERS = ['\t', ';', '|', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** Longest record (a line, or several when a quoted cell holds line breaks). */
export const MAX_RECORD_LENGTH = 64 * 1024;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * The delimiter of a header line: whichever of tab, `;`, `|` and `,` occurs most often outside
 * quotes (ties in that order), or null when none does (a one-column header).
 */
function detectDelimiter(headerLine: string): Delimiter | null {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: Delimiter | null = null;
  for (const candidate of DELIMITERS) {
    const count = counts.get(candidate) ?? 0;
    if (count > 0 && (best === null || count > (counts.get(best) ?? 0))) best = candidate;
  }
  return best;
}

/** A problem that stops the reading: the file cannot be cut into records any further. */
export class RecordStructureError extends Error {
  override name = 'RecordStructureError';
  constructor(
    /** Line where the record that cannot be read starts. */
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface DelimitedRecord {
  cells: string[];
  /** Physical line (1-based) where the record starts. */
  line: number;
}

/** Line breaks in `text`, CRLF counting once. */
function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === LF) count += 1;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

export class DelimitedTextReader {
  /** Text not yet turned into records: the start of an unfinished record. */
  private buffer = '';
  private delimiterCode = -1;
  private detected: Delimiter | null = null;
  private delimiterKnown = false;
  /** Physical line where the next record starts. */
  private line = 1;

  constructor(
    private readonly onRecord: (record: DelimitedRecord) => void,
    private readonly maxRecordLength = MAX_RECORD_LENGTH,
  ) {}

  /** The delimiter read from the header (null: none found, one column), once known. */
  get delimiter(): Delimiter | null {
    return this.detected;
  }

  /** Line where the unfinished record (or the next one) starts; pending text has further lines. */
  get currentLine(): number {
    return this.line;
  }

  /** Text still waiting for the end of its record. */
  get pendingText(): string {
    return this.buffer;
  }

  write(text: string): void {
    this.buffer = this.buffer.length === 0 ? text : this.buffer + text;
    this.read(false);
  }

  end(): void {
    this.read(true);
    this.buffer = '';
  }

  private read(final: boolean): void {
    if (!this.delimiterKnown && !this.detectFromFirstLine(final)) return;
    const text = this.buffer;
    const length = text.length;
    const d = this.delimiterCode;
    let position = 0;

    records: while (position < length) {
      const cells: string[] = [];
      let i = position;
      let innerBreaks = 0;
      for (;;) {
        let value: string;
        if (i < length && text.charCodeAt(i) === QUOTE) {
          let j = i + 1;
          value = '';
          for (;;) {
            const q = text.indexOf('"', j);
            if (q < 0 || (q + 1 >= length && !final)) {
              if (!final) break records; // the closing quote (or its twin) is in a later chunk
              throw new RecordStructureError(
                this.line,
                'A quoted cell starting on this line is never closed (a " is missing)',
              );
            }
            if (text.charCodeAt(q + 1) === QUOTE) {
              value += text.slice(j, q + 1);
              j = q + 2;
              continue;
            }
            value += text.slice(j, q);
            i = q + 1;
            break;
          }
          innerBreaks += countLineBreaks(value);
          // Text between the closing quote and the delimiter is kept, as spreadsheets do.
          let k = i;
          while (k < length) {
            const c = text.charCodeAt(k);
            if (c === d || c === LF || c === CR) break;
            k += 1;
          }
          if (k >= length && !final) break records;
          if (k > i) value += text.slice(i, k);
          i = k;
        } else {
          let k = i;
          while (k < length) {
            const c = text.charCodeAt(k);
            if (c === d || c === LF || c === CR) break;
            k += 1;
          }
          if (k >= length && !final) break records;
          value = text.slice(i, k);
          i = k;
        }
        cells.push(value);
        if (i >= length) break; // end of the file ends the record
        const c = text.charCodeAt(i);
        if (c === d) {
          i += 1;
          if (i >= length && !final) break records;
          if (i >= length) {
            cells.push(''); // a trailing delimiter at the very end: one more, empty, cell
            break;
          }
          continue;
        }
        if (c === CR) {
          if (i + 1 >= length && !final) break records; // an LF may follow in the next chunk
          i += text.charCodeAt(i + 1) === LF ? 2 : 1;
        } else {
          i += 1; // LF
        }
        break;
      }
      this.onRecord({ cells, line: this.line });
      this.line += 1 + innerBreaks;
      position = i;
    }

    this.buffer = position === 0 ? text : text.slice(position);
    if (this.buffer.length > this.maxRecordLength) {
      throw new RecordStructureError(
        this.line,
        `This line is longer than ${this.maxRecordLength} characters (is a " missing?)`,
      );
    }
  }

  /**
   * Skips blank lines before the header and reads the delimiter from the header line. False while
   * the header line is not complete yet.
   */
  private detectFromFirstLine(final: boolean): boolean {
    let start = 0;
    const text = this.buffer;
    while (start < text.length) {
      const c = text.charCodeAt(start);
      if (c === LF) this.line += 1;
      else if (c === CR) {
        if (start + 1 >= text.length && !final) break;
        if (text.charCodeAt(start + 1) !== LF) this.line += 1;
      } else break;
      start += 1;
    }
    this.buffer = text.slice(start);
    const lf = this.buffer.indexOf('\n');
    const cr = this.buffer.indexOf('\r');
    const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
    if (end < 0 && !final) {
      if (this.buffer.length > this.maxRecordLength) {
        throw new RecordStructureError(
          this.line,
          `This line is longer than ${this.maxRecordLength} characters`,
        );
      }
      return false;
    }
    const headerLine = end < 0 ? this.buffer : this.buffer.slice(0, end);
    this.detected = detectDelimiter(headerLine);
    // Without a delimiter the header is one cell: tab splits nothing in it, whatever follows.
    this.delimiterCode = (this.detected ?? '\t').charCodeAt(0);
    this.delimiterKnown = true;
    return true;
  }
}
