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
