// What the CMS areas' routes share (docs/rules/cms.md#calls).

/** The OpenAPI tag of every CMS route. */
export const TAG = 'cms';

/** Drops the keys whose value is undefined: a field left out of an update keeps its value. */
export function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
