import type { Subscriber } from 'contracts/types';
import { createListStore } from 'ui-kit/list';

/** The subscribers list's view state: newest first, as the API sorts them (docs/rules/lists.md#list-state). */
export const useSubscriberListStore = createListStore<Subscriber>('subscribers', {
  sortCol: 'createdAt',
  sortDir: 'DESC',
});
