// A benchmark's figures: percentiles, plain-text tables and number formats.

/** The q-quantile (0–1) of `samples`, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** A plain-text table, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const formatInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const formatMs = (n: number) =>
  n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0);
export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/**
 * A table of p50/p95 per row of samples, then the ratio of `ratio.of` to `ratio.to` at p95 and
 * p50 ('ratio API / client (p95)').
 */
export function latencyTable(
  heading: string,
  rows: readonly (readonly [string, readonly number[]])[],
  ratio: { label: string; of: readonly number[]; to: readonly number[] },
): string {
  const body = rows.map(([label, samples]) => [
    label,
    formatMs(quantile(samples, 0.5)),
    formatMs(quantile(samples, 0.95)),
  ]);
  for (const [name, q] of [
    ['p95', 0.95],
    ['p50', 0.5],
  ] as const) {
    const value = quantile(ratio.of, q) / quantile(ratio.to, q);
    body.push([`ratio ${ratio.label} (${name})`, '', value.toFixed(2)]);
  }
  return table([heading, 'p50 ms', 'p95 ms'], body);
}
