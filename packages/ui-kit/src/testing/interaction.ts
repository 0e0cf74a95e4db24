import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type UserSession = ReturnType<(typeof userEvent)['setup']>;

/**
 * Chooses a menu item: press, then release. A single `user.click` moves the pointer in first and
 * zag's menu reads that move through element geometry jsdom does not have (every box is 0×0), so
 * it drops the highlight the click needs and nothing is selected. Browsers are unaffected.
 */
export async function pressMenuItem(user: UserSession, item: HTMLElement): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

/**
 * Resolves after the next animation frame. Zag's menu moves the focus in a requestAnimationFrame
 * after it opens and after each arrow key; a key pressed within that frame races it (the late
 * focus lands in a menu that has closed, and the focus ends on <body>). People cannot type that
 * fast; tests can, so a menu test waits a frame between keys that move and keys that choose.
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

const originalMatchMedia = window.matchMedia;

/** Makes `(max-width: …px)` media queries answer as on a screen `width` px wide. */
export function mockScreenWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: maxWidth !== undefined && width <= Number(maxWidth),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Undoes `mockScreenWidth`. */
export function restoreScreenWidth(): void {
  window.matchMedia = originalMatchMedia;
}

/** Opens a table row's action menu (ui-kit's `RowMenu`, labelled "Actions for <row>"). */
export async function openRowMenu(user: UserSession, row: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
}

/** Opens a row's action menu and chooses `action` in it ('Edit', 'Hapus', 'Setujui', …). */
export async function chooseRowAction(
  user: UserSession,
  row: string,
  action: string,
): Promise<void> {
  await openRowMenu(user, row);
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: action }));
}

/** Queries inside the table row that holds the cell named `cell`. */
export function rowOf(cell: string): ReturnType<typeof within> {
  const row = screen.getByRole('cell', { name: cell }).closest('tr');
  if (!row) throw new Error(`no table row holds the cell ${cell}`);
  return within(row);
}

/**
 * Opens a DateRangePicker ('Select date …' button) and returns the days of the first month it
 * shows, by day of the month: `(await openDatePicker(user)).day('5')` is that month's 5th.
 */
export async function openDatePicker(
  user: UserSession,
): Promise<{ calendar: HTMLElement; day(n: string): HTMLElement }> {
  await user.click(screen.getByRole('button', { name: /^Select date/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose Date' });
  const month = within(calendar).getAllByRole('rowgroup', { name: /^Month / })[0];
  const monthName = /^Month (\w+),/.exec(month?.getAttribute('aria-label') ?? '')?.[1];
  if (!month || !monthName) throw new Error('no month shown');
  return {
    calendar,
    day: (n) => within(month).getByRole('gridcell', { name: new RegExp(`${monthName} ${n},`) }),
  };
}
