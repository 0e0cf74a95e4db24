import { DASHBOARD_ROUTERS_PATH, DASHBOARD_STATS_PATH, ROUTERS_PATH } from 'contracts/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { saveRecord, successEnvelope, type SaveResponse } from 'ui-kit/envelope';
import type { DashboardStats, Router, RouterInput } from './types';

export { ROUTERS_PATH };

/** The dashboard's refresh (docs/rules/routers.md#dashboard): every 30 s while it is shown. */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * Every router with the monitor's last measurement (`GET /dashboard/routers`): the routers page,
 * the dashboard and the PPP page's heading share this one cache entry. A plain query rather than
 * ui-kit/list's `useAllRecords`: the dashboard is the console's landing page and must not pay for
 * the list and table parts it does not show (the /app loading budget, README.md#measured).
 */
export function useRouters(options: { refetchInterval?: number } = {}) {
  const query = useQuery({
    queryKey: [DASHBOARD_ROUTERS_PATH],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(DASHBOARD_ROUTERS_PATH, { signal });
      return successEnvelope.readList<Router>(response.data, Number.MAX_SAFE_INTEGER).result;
    },
    refetchInterval: options.refetchInterval,
  });
  return {
    rows: query.data ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

export function useDashboardStats(options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: [DASHBOARD_STATS_PATH],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(DASHBOARD_STATS_PATH, { signal });
      return successEnvelope.readRecord<DashboardStats>(response.data);
    },
    refetchInterval: options.refetchInterval,
  });
}

/** After any router write: the routers, the stats and every cached router call read again. */
export function useRefreshRouters(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_ROUTERS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [ROUTERS_PATH] }),
    ]);
  };
}

/**
 * The body of a router save. On edit a blank password keeps the stored one and blank Tripay keys
 * keep theirs (docs/rules/routers.md#router-records): those fields are left out, never sent empty.
 */
export function routerBody(values: RouterInput, isEdit: boolean): Partial<RouterInput> {
  const body: Partial<RouterInput> = {
    routerName: values.routerName.trim(),
    routerHost: values.routerHost.trim(),
    routerUser: values.routerUser.trim(),
    routerDns: values.routerDns.trim(),
    trafficInterface: values.trafficInterface.trim(),
    useTls: values.useTls,
  };
  // Blank on add takes the server's default (hotspot.lan); on edit it is sent, so the server names
  // the field when it is cleared.
  const hotspotDnsName = values.hotspotDnsName.trim();
  if (hotspotDnsName !== '' || isEdit) body.hotspotDnsName = hotspotDnsName;
  const secrets = ['routerPass', 'tripayMerchantCode', 'tripayApiKey', 'tripayPrivateKey'] as const;
  for (const key of secrets) {
    const value = values[key];
    if (value !== '' || !isEdit) body[key] = value;
  }
  return body;
}

export async function saveRouter(
  values: RouterInput,
  id: Router['id'] | null,
): Promise<SaveResponse<Router>> {
  const body = routerBody(values, id !== null);
  return saveRecord<Router>(ROUTERS_PATH, id, body);
}
