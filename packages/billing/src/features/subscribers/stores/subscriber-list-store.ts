import type { SubscriberListItem } from 'contracts/types';
import { createListStore } from 'ui-kit/list';

/** The subscribers list's view state: newest first, as the API sorts them (docs/rules/lists.md#list-state). */
export const useSubscriberListStore = createListStore<SubscriberListItem>('subscribers', {
  sortCol: 'createdAt',
  sortDir: 'DESC',
});
