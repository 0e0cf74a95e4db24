import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import {
  DASHBOARD_ROUTERS_PATH as ROUTERS_PATH,
  hotspotProfilesPath,
  pppProfilesPath,
} from 'contracts/paths';

/** What the package form needs of a router: which one, by name (`GET /dashboard/routers`). */
export interface RouterChoice {
  id: string | number;
  routerName: string;
  isOnline?: boolean;
}

/** A PPP profile on a router (`GET /ppp/{routerId}/profiles`); packages name it by `name`. */
export interface PppProfileChoice {
  id?: string;
  name: string;
  rateLimit?: string | null;
}

export function useRouterChoices(enabled: boolean): UseQueryResult<RouterChoice[]> {
  return useQuery({
    queryKey: [ROUTERS_PATH, 'choices'],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(ROUTERS_PATH, { signal });
      return successEnvelope.readList<RouterChoice>(response.data, 0).result;
    },
    enabled,
    refetchOnWindowFocus: false,
  });
}

/**
 * The PPP profiles (or, for a voucher, the hotspot user profiles) of a router. Live from the router
 * (docs/rules/routers.md): it may be unreachable, so this can fail.
 */
export function usePppProfileChoices(
  routerId: string | number | null,
  kind: 'ppp' | 'voucher' = 'ppp',
): UseQueryResult<PppProfileChoice[]> {
  const path = (kind === 'voucher' ? hotspotProfilesPath : pppProfilesPath)(String(routerId ?? ''));
  return useQuery({
    queryKey: [path, 'choices'],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(path, { signal });
      return successEnvelope.readList<PppProfileChoice>(response.data, 0).result;
    },
    enabled: routerId !== null && routerId !== '',
    refetchOnWindowFocus: false,
    retry: false,
  });
}
