import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRowMenu, renderApp, signInForEachTest, type UserSession } from 'ui-kit/testing';
import { serveHotspot } from './hotspot-server';
import { HOTSPOT_ROUTES } from './routes';

// The plain user's screens (docs/rules/roles.md): every write hidden, or disabled with the
// lists' titles.

/** The titles a plain user's disabled writes carry. */
export const DENIED = {
  edit: 'User role cannot edit records',
  delete: 'User role cannot delete records',
} as const;

/**
 * Every test of the file signed in as a plain user; `timeoutMs` for screens with several tables
 * and menus (they take more than jest's default 5 s in jsdom on a loaded shared machine).
 */
export function signInAsPlainUser(timeoutMs = 30_000): void {
  jest.setTimeout(timeoutMs);
  signInForEachTest('user');
}

/** The hotspot API served and the app rendered at `path`: the user's events. */
export function renderReadOnly(path: string): UserSession {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path });
  return user;
}

/** `element` is a write the plain user may not make: it carries the `kind` title. */
export function expectDenied(element: HTMLElement, kind: keyof typeof DENIED): void {
  expect(element).toHaveAttribute('title', DENIED[kind]);
}

/**
 * Opens `row`'s action menu, checks its writes (`edit` and `delete` items titled, `disabled` ones
 * aria-disabled), and closes it.
 */
export async function expectRowWritesDenied(
  user: UserSession,
  row: string,
  items: { edit?: readonly string[]; disabled?: readonly string[]; delete?: readonly string[] },
): Promise<void> {
  await openRowMenu(user, row);
  for (const kind of ['edit', 'delete'] as const) {
    for (const name of items[kind] ?? [])
      expectDenied(await screen.findByRole('menuitem', { name }), kind);
  }
  for (const name of items.disabled ?? [])
    expect(await screen.findByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Escape}');
}
