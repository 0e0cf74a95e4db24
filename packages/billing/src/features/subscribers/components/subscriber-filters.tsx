import { SUBSCRIBER_STATUSES, type SubscriberStatus } from 'contracts/limits';
import type { ReactElement } from 'react';
import { flagValue, readQueryFlag } from 'ui-kit/routing';
import { FilterBar, FilterCheckbox, FilterSelect } from 'ui-kit/table';
import { usePlanChoices, useRouters } from '../api/subscribers';
import { SUBSCRIBER_STATUS_LOOK } from './subscriber-status-badge';

/** The list's filters as the address keeps them (a reload or a shared link shows the same list). */
export const SUBSCRIBER_QUERY = {
  router: 'routerId',
  plan: 'planId',
  status: 'status',
  overdue: 'overdue',
} as const;

export interface SubscriberFilter {
  routerId: string | null;
  planId: string | null;
  status: SubscriberStatus | null;
  /** Only subscribers with an unpaid invoice past its due date. */
  overdue: boolean;
}

export function isSubscriberStatus(value: unknown): value is SubscriberStatus {
  return SUBSCRIBER_STATUSES.includes(value as SubscriberStatus);
}

export function readSubscriberFilter(query: URLSearchParams): SubscriberFilter {
  const status = query.get(SUBSCRIBER_QUERY.status);
  return {
    routerId: query.get(SUBSCRIBER_QUERY.router) || null,
    planId: query.get(SUBSCRIBER_QUERY.plan) || null,
    status: isSubscriberStatus(status) ? status : null,
    overdue: readQueryFlag(query, SUBSCRIBER_QUERY.overdue),
  };
}

/** Router, plan, status and overdue filters of the subscribers list (docs/rules/billing.md#subscribers). */
export function SubscriberFilters({
  filter,
  onChange,
}: {
  filter: SubscriberFilter;
  onChange(changes: Partial<Record<keyof SubscriberFilter, string | null>>): void;
}): ReactElement {
  const routers = useRouters();
  const plans = usePlanChoices();
  return (
    <FilterBar>
      <FilterSelect
        label="Router"
        allLabel="All routers"
        value={filter.routerId}
        options={routers.rows.map((router) => ({
          value: String(router.id),
          label: router.routerName,
        }))}
        onChange={(routerId) => onChange({ routerId })}
      />
      <FilterSelect
        label="Plan"
        allLabel="All plans"
        value={filter.planId}
        options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
        onChange={(planId) => onChange({ planId })}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filter.status}
        options={SUBSCRIBER_STATUSES.map((status) => ({
          value: status,
          label: SUBSCRIBER_STATUS_LOOK[status].label,
        }))}
        onChange={(status) => onChange({ status })}
      />
      <FilterCheckbox
        label="Overdue only"
        checked={filter.overdue}
        onChange={(overdue) => onChange({ overdue: flagValue(overdue) })}
      />
    </FilterBar>
  );
}
