import type { OutboxMessage } from 'contracts/types';
import { createListStore } from 'ui-kit/list';

/** The outbox list's view state: newest first, as the API sorts it. */
export const useMessageListStore = createListStore<OutboxMessage>('messages', {
  sortCol: 'createdAt',
  sortDir: 'DESC',
});
