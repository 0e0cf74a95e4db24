// PostgreSQL COPY text format (tab-separated, `\N` for NULL, backslash escapes): how checked rows
// travel to the staging table on both engines.

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value: `\N` for NULL, else the text with backslash, tab and line breaks escaped. */
export function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return NEEDS_ESCAPE.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] as string)
    : value;
}

/** One staging line: the file's line number, then the values, ending with a line feed. */
export function copyLine(line: number, values: readonly (string | null)[]): string {
  let text = String(line);
  for (const value of values) text += `\t${copyValue(value)}`;
  return `${text}\n`;
}
