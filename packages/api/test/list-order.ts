// The order a list route must answer, computed independently of the SQL: text case-insensitively,
// NULLs last in both directions, ties broken by id in the sort's direction (list builder rules).

export type SortValue = string | Date | null;

function compareValues(a: SortValue, b: SortValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const left = String(a).toLowerCase();
  const right = String(b).toLowerCase();
  // The test data is ASCII, where code-unit order is the byte order of the C collation.
  return left < right ? -1 : left > right ? 1 : 0;
}

export function expectedOrder<R extends { id: string }>(
  rows: R[],
  value: (row: R) => SortValue,
  direction: 'asc' | 'desc',
): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((x, y) => {
      const a = value(x);
      const b = value(y);
      if (a === null || b === null) {
        if (a === null && b === null) return sign * (x.id < y.id ? -1 : 1);
        return a === null ? 1 : -1;
      }
      const byValue = compareValues(a, b);
      if (byValue !== 0) return sign * byValue;
      return sign * (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
    })
    .map((row) => row.id);
}

/** `createdAt` → `created_at`. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
