import { useSessionStore, waitForHydration } from 'shared-auth';

/** Signs the shared session in with `role` (the API is mocked, the tokens are never checked). */
export async function signInAs(role: 'admin' | 'user'): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().login({
    user: {
      id: role === 'admin' ? 'u-admin' : 'u-user',
      username: role,
      fullName: role === 'admin' ? 'Administrator' : 'Operator Gudang',
      role,
    },
    accessToken: 'access',
    refreshToken: 'refresh',
  });
}

export function signOut(): void {
  useSessionStore.getState().logout();
}

type UserSession = ReturnType<(typeof import('@testing-library/user-event'))['default']['setup']>;

/**
 * Chooses a menu item: press, then release. A single `user.click` moves the pointer in first and
 * zag's menu reads that move through element geometry jsdom does not have (every box is 0×0), so
 * it drops the highlight the click needs and nothing is selected. Browsers are unaffected.
 */
export async function pressMenuItem(user: UserSession, item: HTMLElement): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
