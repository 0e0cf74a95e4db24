import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DASHBOARD_STATS_PATH,
  hotspotActivePath,
  hotspotImportMikhmonPath,
  hotspotProfilesPath,
  hotspotSalesPath,
  hotspotUsersPath,
  hotspotVoucherBatchPath,
  hotspotVouchersPath,
} from 'contracts/paths';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import { useAllRecords } from 'ui-kit/list';
import type {
  HotspotActive,
  HotspotProfile,
  HotspotSalesTotals,
  MikhmonImportResult,
  VoucherBatch,
  VoucherBatchDetail,
} from './types';

/** A router's hotspot resources (docs/rules/hotspot.md#calls). */
export function hotspotPaths(routerId: string) {
  return {
    users: hotspotUsersPath(routerId),
    profiles: hotspotProfilesPath(routerId),
    active: hotspotActivePath(routerId),
    vouchers: hotspotVouchersPath(routerId),
    sales: hotspotSalesPath(routerId),
    importMikhmon: hotspotImportMikhmonPath(routerId),
  } as const;
}

export const batchPath = hotspotVoucherBatchPath;

/** Active sessions are read again every 10 s while their tab is open, like PPP's. */
export const HOTSPOT_ACTIVE_REFRESH_MS = 10_000;

/** The router's profiles, whole (the user dialog's choices, the Users filter, the print page's prices). */
export function useHotspotProfiles(routerId: string) {
  return useAllRecords<HotspotProfile>(hotspotPaths(routerId).profiles, { envelope: 'success' });
}
export function useHotspotActive(routerId: string, options: { refetchInterval?: number } = {}) {
  return useAllRecords<HotspotActive>(hotspotPaths(routerId).active, {
    envelope: 'success',
    ...options,
  });
}
export function useVoucherBatches(routerId: string) {
  return useAllRecords<VoucherBatch>(hotspotPaths(routerId).vouchers, { envelope: 'success' });
}

/** The smallest page the API takes (`perPage` is 5, 10, 25, 50 or 100): a count needs no rows. */
const COUNT_PAGE_SIZE = 5;

/** A count from the first page's pagination: the Users, Vouchers and Sales tab labels. */
export function usePagedCount(path: string, params: Record<string, string> = {}) {
  return useQuery({
    queryKey: [path, 'count', params],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(path, {
        signal,
        params: { page: 1, perPage: COUNT_PAGE_SIZE, ...params },
      });
      return successEnvelope.readList<unknown>(response.data, COUNT_PAGE_SIZE).pagination.total;
    },
  });
}

/** `GET /hotspot/{routerId}/vouchers/{id}`: the batch and its vouchers with their status. */
export function useVoucherBatch(routerId: string, batchId: string) {
  return useQuery({
    queryKey: [hotspotPaths(routerId).vouchers, 'detail', batchId],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(batchPath(routerId, batchId), { signal });
      return successEnvelope.readRecord<VoucherBatchDetail>(response.data);
    },
  });
}

/** After a hotspot write: every list and count of that router, and the dashboard's numbers. */
export function useRefreshHotspot(routerId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const paths = hotspotPaths(routerId);
    await Promise.all(
      [
        paths.users,
        paths.profiles,
        paths.active,
        paths.vouchers,
        paths.sales,
        DASHBOARD_STATS_PATH,
      ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    );
  };
}

/** The period's totals over every page of the filter (the sales list's `totals`). */
export function useSalesTotals(routerId: string, params: Record<string, string>) {
  const path = hotspotPaths(routerId).sales;
  return useQuery({
    queryKey: [path, 'totals', params],
    queryFn: async ({ signal }): Promise<HotspotSalesTotals> => {
      const response = await http.get<unknown>(path, {
        signal,
        params: { page: 1, perPage: COUNT_PAGE_SIZE, ...params },
      });
      // The rows and their pagination are checked as every list's; the totals ride beside them.
      successEnvelope.readList<unknown>(response.data, COUNT_PAGE_SIZE);
      const totals = (response.data as { totals?: Partial<HotspotSalesTotals> }).totals;
      return { count: Number(totals?.count ?? 0), revenue: Number(totals?.revenue ?? 0) };
    },
  });
}

/** `POST /hotspot/{routerId}/import-mikhmon` (admin): the whole envelope, for the action's toast. */
export async function importMikhmon(
  routerId: string,
): Promise<{ success?: boolean; message?: string; data?: MikhmonImportResult }> {
  const response = await http.post<{ message?: string; data?: MikhmonImportResult }>(
    hotspotPaths(routerId).importMikhmon,
  );
  return response.data;
}

/** What the MikHmon import took, as the toast says it: '4 profiles, 6 sales, 2 voucher batches, 0 skipped'. */
export function mikhmonImportText(result: MikhmonImportResult | undefined): string {
  if (!result) return HOTSPOT_MESSAGES.importDone;
  const { profiles, sales, batches, skipped } = result;
  return `${HOTSPOT_MESSAGES.importDone}: ${profiles} profiles, ${sales} sales, ${batches} voucher batches, ${skipped} skipped`;
}
