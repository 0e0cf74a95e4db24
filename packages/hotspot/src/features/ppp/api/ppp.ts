import { pppActivePath, pppProfilesPath, pppSecretsPath } from 'contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { saveRecord, type SaveResponse } from 'ui-kit/envelope';
import { useAllRecords } from 'ui-kit/list';
import type {
  PppActive,
  PppProfile,
  PppProfileInput,
  PppSecret,
  PppSecretInput,
} from '../../../api/types';

/** docs/rules/routers.md#calls: a router's PPP resources. */
export function pppPaths(routerId: string) {
  return {
    secrets: pppSecretsPath(routerId),
    active: pppActivePath(routerId),
    profiles: pppProfilesPath(routerId),
  } as const;
}

/** Active connections are read again every 10 s while their tab is open (docs/rules/routers.md#ppp-screen). */
export const ACTIVE_REFRESH_MS = 10_000;

/**
 * The whole of one PPP list, live from the router (`GET /ppp/{routerId}/…`). The tab's table reads
 * the same cache entry (ui-kit's client-side list), so the count and the rows are one call.
 */
export function usePppSecrets(routerId: string) {
  return useAllRecords<PppSecret>(pppPaths(routerId).secrets, { envelope: 'success' });
}
export function usePppActive(routerId: string) {
  return useAllRecords<PppActive>(pppPaths(routerId).active, { envelope: 'success' });
}
export function usePppProfiles(routerId: string) {
  return useAllRecords<PppProfile>(pppPaths(routerId).profiles, { envelope: 'success' });
}

export function saveSecret(
  routerId: string,
  id: string | null,
  values: PppSecretInput,
): Promise<SaveResponse<PppSecret>> {
  const body = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as PppSecretInput;
  return saveRecord<PppSecret>(pppPaths(routerId).secrets, id, body);
}

/** A count is sent as a number, 'unlimited' / 'default' as they are; blank is the default 1 (docs/rules/routers.md#ppp-records). */
export function sharedUsersValue(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 1;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function saveProfile(
  routerId: string,
  id: string | null,
  values: PppProfileInput,
): Promise<SaveResponse<PppProfile>> {
  const body = {
    name: values.name.trim(),
    addressPool: values.addressPool.trim(),
    rateLimit: values.rateLimit.trim(),
    sharedUsers: sharedUsersValue(values.sharedUsers),
    onLogin: values.onLogin.trim(),
    parent: values.parent.trim(),
  };
  return saveRecord<PppProfile>(pppPaths(routerId).profiles, id, body);
}

/** After a PPP write: the lists of that router, and the router counts of the dashboard. */
export function useRefreshPpp(routerId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const paths = pppPaths(routerId);
    await Promise.all(
      [paths.secrets, paths.active, paths.profiles].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    );
  };
}
