import type { Role } from 'shared-auth';
import { signInAs, signOut } from 'shared-auth/testing';
import { dismissToasts } from './render-app';

/**
 * The usual frame of a screen's test file: before each test `reset` (e.g. a list store back to its
 * initial state), then signed in as `role`; after each test no toast left and signed out.
 */
export function signInForEachTest(role: Role, reset?: () => void): void {
  beforeEach(async () => {
    reset?.();
    await signInAs(role);
  });
  afterEach(async () => {
    dismissToasts();
    await signOut();
  });
}
