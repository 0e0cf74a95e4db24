import { DASHBOARD_ROUTERS_PATH, routerPath } from 'contracts/paths';
import type { Router, UpdateRouterInput } from 'contracts/types';
import { useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope, type SaveResponse } from 'ui-kit/envelope';

/**
 * `PUT /routers/{id} { isolateProfile }` (admins): the PPP profile the router's isolated
 * subscribers get (docs/rules/billing.md#settings). Only that field is sent, so the router's other
 * settings keep their values; the routers list is read again afterwards.
 */
export function useSaveIsolateProfile(): (
  routerId: string,
  isolateProfile: string,
) => Promise<SaveResponse<Router>> {
  const queryClient = useQueryClient();
  return async (routerId, isolateProfile) => {
    const body: UpdateRouterInput = { isolateProfile: isolateProfile.trim() };
    const response = await http.put<unknown>(routerPath(routerId), body);
    const saved = successEnvelope.readSave<Router>(response.data);
    await queryClient.invalidateQueries({ queryKey: [DASHBOARD_ROUTERS_PATH] });
    return saved;
  };
}
