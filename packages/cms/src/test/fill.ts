import type { UserSession } from 'ui-kit/testing';

/**
 * Puts `text` into a field as one paste (a change event with the whole value): the tests that
 * check typing itself use `user.type`; the rest need the value, not one render per keystroke.
 */
export async function fill(user: UserSession, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
