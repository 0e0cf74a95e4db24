// Deterministic, realistic delivery rows for the benchmarks and the large-file tests: the same seed
// gives the same rows on every machine. Rows are produced one at a time and files are written as a
// stream, so a million rows never sit in memory.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { copyValue } from '../src/import/copy-text';
import { DELIVERY_FIELDS, type DeliveryFieldKey } from '../src/lib/delivery-fields';

/**
 * The import file's columns, in the order the generated files carry them: every delivery field by
 * its canonical header (names: docs/rules/import.md#file-format), as the import defines them.
 */
export const FILE_COLUMNS: readonly DeliveryFieldKey[] = DELIVERY_FIELDS.map((f) => f.key);
export type FileColumn = DeliveryFieldKey;
export type GeneratedRow = Record<FileColumn, string>;

/** mulberry32: tiny, fast and good enough to make varied test data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PART_NAMES = [
  'COVER, FR. TOP',
  'GARNISH, L. SIDE',
  'GARNISH, R. SIDE',
  'LINING, FR. DOOR L.',
  'LINING, FR. DOOR R.',
  'PANEL, INSTRUMENT',
  'MOLDING, ROOF',
  'BOX, GLOVE',
  'CONSOLE, CENTER',
  'TRAY, LUGGAGE',
  'PILLAR, A L.',
  'PILLAR, A R.',
  'MAT, FLOOR',
  'SHELF, REAR',
  'COVER, SEAT BELT',
  'TRIM, TAILGATE',
];
const COLORS = ['NH-1', 'NH-167L', 'R-350', 'B-621M', 'YR-651M', 'NH-883P', 'G-542', 'BK-01'];
const OPERATORS = [
  'Agus Santoso',
  'Budi Hartono',
  'Citra Lestari',
  'Dewi Anggraini',
  'Eko Prasetyo',
  'Fajar Nugroho',
  'Gita Permata',
  'Hendra Wijaya',
  'Indah Sari',
  'Joko Susilo',
];
const REMARKS = ['OK', 'Repack', 'Label ulang', 'Kurang 1 box', 'Urgent - line 2'];
const PART_PREFIX = ['64301', '84151', '77200', '83500', '17220', '81131', '84251', '72511'];
const MODEL = ['K0J', 'K2F', 'T7A', 'TG0', 'T9A', 'K1Z', 'TX4'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 0, 1);

/**
 * Row `index` of a customer's data set. Slips carry 1 to 24 lines (seqProd); every (slipNumber,
 * seqProd) is unique for any `index`, so a generated file never has a duplicate key.
 */
export function makeRow(index: number, seed = 1): GeneratedRow {
  // A slip holds up to 24 lines: slip = index / 24, seq = index % 24 keeps keys unique.
  const slip = Math.floor(index / 24);
  const seq = (index % 24) + 1;
  const next = random(seed * 1_000_003 + index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const day = FIRST_DAY + Math.floor(slip / 40) * DAY_MS; // about 40 slips (~500 lines) a day
  const date = new Date(day).toISOString().slice(0, 10);
  const minutes = 6 * 60 + ((slip * 7) % (16 * 60));
  const time = `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:${pad(seq * 2, 2)}`;
  const partNumber = `${pick(PART_PREFIX)}-${pick(MODEL)}-${pick(['N000', 'N010', 'A000', 'ZA'])}`;
  const qty = 1 + Math.floor(next() * 240);
  const slipNumber = `SJ${date.slice(2, 4)}${date.slice(5, 7)}-${pad(slip, 7)}`;
  const seqProd = pad(seq, 3);
  const lot = `KD${date.slice(2, 4)}${date.slice(5, 7)}${String.fromCharCode(65 + (slip % 26))}${pad(seq, 2)}`;
  const adjusted = next() < 0.08;
  const adjustDay = new Date(day + DAY_MS).toISOString().slice(0, 10);
  const scanned2 = next() < 0.85;
  const scanAt = (offsetMinutes: number) => {
    const at = minutes + offsetMinutes;
    return `${date} ${pad(Math.floor(at / 60) % 24, 2)}:${pad(at % 60, 2)}:${pad(seq, 2)}`;
  };
  return {
    slipNumber,
    seqProd,
    orderNo: `PO-${date.slice(2, 4)}-${pad(Math.floor(slip / 10), 6)}`,
    partNumber,
    partName: pick(PART_NAMES),
    colorCode: pick(COLORS),
    kdLotNo: lot,
    qty: String(qty),
    date,
    time,
    adjustDate: adjusted ? adjustDay : '',
    adjustTime: adjusted ? '07:30' : '',
    remarksBawah: next() < 0.15 ? pick(REMARKS) : '',
    barcodeHpm: `HPM${partNumber.replace(/-/g, '')}${pad(qty, 4)}${slipNumber.replace('-', '')}${seqProd}`,
    barcodeKasai: `KSI-${lot}-${pad(index % 100_000, 5)}`,
    scanLt1ByName: pick(OPERATORS),
    scanLt1At: scanAt(15),
    scanLt2ByName: scanned2 ? pick(OPERATORS) : '',
    scanLt2At: scanned2 ? scanAt(95) : '',
  };
}

export interface WriteFileOptions {
  /** Default tab, the usual export of the factory's scanner system. */
  delimiter?: '\t' | ';' | '|' | ',';
  seed?: number;
  /** First row index (a second customer's file can start elsewhere). */
  start?: number;
  /** Replace or add lines: called for each row index, returns the line to write instead. */
  lineAt?: (index: number, line: string) => string;
  /** Text written after the last row. */
  trailer?: string;
  crlf?: boolean;
}

const quote = (value: string, delimiter: string) =>
  value.includes(delimiter) || value.includes('"') || /[\r\n]/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;

/** One data line of a generated file (no line ending). */
export function fileLine(row: GeneratedRow, delimiter = '\t'): string {
  return FILE_COLUMNS.map((column) => quote(row[column], delimiter)).join(delimiter);
}

async function writeAll(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** A generated file's text in ~64 KiB pieces: the header, `rows` rows, then the trailer. */
export function* deliveryFileChunks(
  rows: number,
  options: WriteFileOptions = {},
): Generator<string> {
  const delimiter = options.delimiter ?? '\t';
  const eol = options.crlf ? '\r\n' : '\n';
  const start = options.start ?? 0;
  let buffer = FILE_COLUMNS.join(delimiter) + eol;
  for (let i = start; i < start + rows; i += 1) {
    let line = fileLine(makeRow(i, options.seed), delimiter);
    if (options.lineAt) line = options.lineAt(i, line);
    buffer += line + eol;
    if (buffer.length > 65_536) {
      yield buffer;
      buffer = '';
    }
  }
  buffer += options.trailer ?? '';
  if (buffer.length > 0) yield buffer;
}

/** Streams a generated file to `out`, respecting backpressure. Returns the bytes written. */
export async function writeDeliveryFile(
  out: Writable,
  rows: number,
  options: WriteFileOptions = {},
): Promise<number> {
  let bytes = 0;
  for (const chunk of deliveryFileChunks(rows, options)) {
    bytes += Buffer.byteLength(chunk);
    await writeAll(out, chunk);
  }
  return bytes;
}

/** {@link writeDeliveryFile} into a file at `path`. */
export async function generateDeliveryFile(
  path: string,
  rows: number,
  options: WriteFileOptions = {},
): Promise<number> {
  const out = createWriteStream(path);
  const bytes = await writeDeliveryFile(out, rows, options);
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** The columns of {@link deliveryCopyLines}, for `COPY deliveries (…) FROM …`. */
export const DELIVERY_COPY_COLUMNS = [
  'customer_id',
  'slip_number',
  'seq_prod',
  'order_no',
  'part_number',
  'part_name',
  'color_code',
  'kd_lot_no',
  'qty',
  'date',
  'time',
  'adjust_date',
  'adjust_time',
  'remarks_bawah',
  'barcode_hpm',
  'barcode_kasai',
  'scan_lt1_by_name',
  'scan_lt1_at',
  'scan_lt2_by_name',
  'scan_lt2_at',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
] as const;

const copyCell = (value: string) => copyValue(value === '' ? null : value);

/**
 * The same generated rows as COPY text lines for `deliveries` (DELIVERY_COPY_COLUMNS), in ~64 KiB
 * pieces: what a raw bulk load of a customer's rows looks like. `createdAt(i)` spreads the rows
 * over time (an import a day), so that the createdAt sort is not one long tie.
 */
export function* deliveryCopyChunks(
  rows: number,
  customerId: string,
  options: { seed?: number; createdAt?: (index: number) => string } = {},
): Generator<string> {
  let buffer = '';
  for (let i = 0; i < rows; i += 1) {
    const row = makeRow(i, options.seed);
    const at = options.createdAt ? options.createdAt(i) : '2026-01-05 08:00:00+00';
    buffer += `${customerId}\t${FILE_COLUMNS.map((column) => copyCell(row[column])).join('\t')}\tbench\tbench\t${at}\t${at}\n`;
    if (buffer.length > 65_536) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer.length > 0) yield buffer;
}
