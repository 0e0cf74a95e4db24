import type { HotspotUserStatus } from '../api/types';

/** The hotspot page's tabs, by their `?tab=` value (a reload keeps the tab). */
export const HOTSPOT_TABS = ['users', 'profiles', 'active', 'vouchers', 'sales'] as const;
export type HotspotTab = (typeof HOTSPOT_TABS)[number];

export function readTab(value: string | null): HotspotTab {
  return (HOTSPOT_TABS as readonly (string | null)[]).includes(value)
    ? (value as HotspotTab)
    : 'users';
}

const STATUSES: readonly string[] = ['unused', 'active', 'used', 'expired', 'disabled'];

/** The Users tab's filters as the address carries them (`?profile=&batch=&status=`). */
export interface UsersFilter {
  profile: string | null;
  batchId: string | null;
  status: HotspotUserStatus | null;
}

export const USERS_QUERY = { profile: 'profile', batchId: 'batch', status: 'status' } as const;

export function readUsersFilter(query: URLSearchParams): UsersFilter {
  const status = query.get(USERS_QUERY.status);
  return {
    profile: query.get(USERS_QUERY.profile) || null,
    batchId: query.get(USERS_QUERY.batchId) || null,
    status: status && STATUSES.includes(status) ? (status as HotspotUserStatus) : null,
  };
}
