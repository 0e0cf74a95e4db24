/**
 * A data limit as people type it ('500M', '2G', '1048576') and as the API takes it (whole bytes,
 * 0 = none). K, M and G are 1024-based, as RouterOS and MikHmon count them.
 */
const UNIT: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };
export const BYTES_LIMIT_PATTERN = /^(\d+)\s*([KMG]?)$/i;

/** '' → 0 (none); '2G' → 2147483648; null for anything else (the form says why). */
export function parseBytesLimit(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const match = BYTES_LIMIT_PATTERN.exec(value);
  if (!match) return null;
  const bytes = Number(match[1]) * (UNIT[(match[2] ?? '').toUpperCase()] ?? 1);
  return Number.isSafeInteger(bytes) ? bytes : null;
}

/** Bytes back to the shortest exact text ('2G', '500M'); 0 → '' (none). */
export function bytesLimitText(bytes: number | null | undefined): string {
  if (!bytes) return '';
  for (const unit of ['G', 'M', 'K'] as const) {
    const size = UNIT[unit] as number;
    if (bytes % size === 0) return `${bytes / size}${unit}`;
  }
  return String(bytes);
}
