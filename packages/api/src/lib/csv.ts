// The CSV files the API writes (payments, hotspot sales): one writer, so every export opens the same
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
export function wibDateTime(value: Date | null | undefined): string {
  if (!value) return '';
  const shifted = new Date(value.getTime() + 7 * 3_600_000).toISOString();
  return `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)} ${shifted.slice(11, 16)}`;
}

/** `Content-Disposition` for a download named `<name>-<YYYY-MM-DD>.csv` (today in UTC). */
export const csvAttachment = (name: string) =>
  `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`;
