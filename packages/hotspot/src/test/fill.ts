import type { UserSession } from 'ui-kit/testing';

/** Puts text in a field as a paste: one change event instead of one per key (slow jsdom forms). */
export async function fill(user: UserSession, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
