import type { Plan } from 'contracts/types';
import { createListStore } from 'ui-kit/list';

/** The plans list's view state: by name, as the API sorts plans by default (docs/rules/lists.md#list-state). */
export const usePlanListStore = createListStore<Plan>('plans', { sortCol: 'name', sortDir: 'ASC' });
