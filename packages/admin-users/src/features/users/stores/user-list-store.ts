import { createListStore } from 'ui-kit/list';
import type { User } from 'contracts/types';

/**
 * The user list's view state (docs/rules/lists.md#list-state: page 1, 5 per page, newest first, no search). Module scope:
 * it survives list → form → list, not a reload.
 */
export const useUserListStore = createListStore<User>('users');
