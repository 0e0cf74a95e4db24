/**
 * The first `count` characters of `text`, counted as the reader sees them (code points), so that an
 * emoji or a non-Latin letter is never cut in half.
 */
export function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

/** Whether `text` has more than `count` characters. */
export function isLongerThan(text: string, count: number): boolean {
  return Array.from(text).length > count;
}

/** 'admin' → 'Admin' (docs/rules/lists.md#user-list: the user list shows the role capitalised). */
export function capitalise(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
