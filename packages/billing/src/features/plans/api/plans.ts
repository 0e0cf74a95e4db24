import { PLANS_PATH, pppProfilesPath } from 'contracts/paths';
import type { Plan, PppProfile } from 'contracts/types';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { saveRecord, successEnvelope, type SaveResponse } from 'ui-kit/envelope';
import { listQueryKey } from 'ui-kit/list';
import { useRouters } from '../../../api/routers';

export { PLANS_PATH };

/** What the plan dialog edits and sends (docs/rules/billing.md#plans). */
export interface PlanValues {
  name: string;
  /** Whole rupiah; '' while the field is empty. */
  price: number | '';
  pppProfile: string;
  description: string;
}

export function toPlanValues(plan: Plan | null): PlanValues {
  return {
    name: plan?.name ?? '',
    price: plan?.price ?? '',
    pppProfile: plan?.pppProfile ?? '',
    description: plan?.description ?? '',
  };
}

/** `POST /plans` or `PUT /plans/{id}`; the server trims and checks every field. */
export function savePlan(id: string | null, values: PlanValues): Promise<SaveResponse<Plan>> {
  return saveRecord<Plan>(PLANS_PATH, id, {
    name: values.name,
    price: values.price === '' ? 0 : values.price,
    pppProfile: values.pppProfile,
    description: values.description,
  });
}

/** After a plan is saved: every page of the plans list reads again. */
export function useRefreshPlans(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [PLANS_PATH] });
}

/** A PPP profile name and the routers that have it. */
export interface ProfileChoice {
  name: string;
  routers: string[];
}

export interface RouterProfiles {
  choices: ProfileChoice[];
  isLoading: boolean;
  /** Routers whose profiles could not be read (offline, wrong password): named under the field. */
  failedRouters: string[];
}

/**
 * The PPP profiles of every router (`GET /ppp/{routerId}/profiles` per router), one choice per
 * name with the routers that have it: a plan's profile must exist on its subscribers' routers.
 * Cached under ui-kit/list's key for the whole list, the one the PPP screen's profiles tab reads.
 */
export function useRouterPppProfiles(enabled: boolean): RouterProfiles {
  const routers = useRouters(enabled);
  const results = useQueries({
    queries: routers.rows.map((router) => {
      const path = pppProfilesPath(router.id);
      return {
        queryKey: listQueryKey(path, { all: true }),
        queryFn: async ({ signal }: { signal: AbortSignal }) => {
          const response = await http.get<unknown>(path, { signal });
          return successEnvelope.readList<PppProfile>(response.data, Number.MAX_SAFE_INTEGER);
        },
        enabled,
        retry: false,
      };
    }),
  });
  const byName = new Map<string, string[]>();
  const failedRouters: string[] = [];
  results.forEach((result, index) => {
    const router = routers.rows[index];
    if (!router) return;
    if (result.isError) failedRouters.push(router.routerName);
    for (const profile of result.data?.result ?? []) {
      byName.set(profile.name, [...(byName.get(profile.name) ?? []), router.routerName]);
    }
  });
  const choices = [...byName.entries()]
    .map(([name, names]) => ({ name, routers: names }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    choices,
    isLoading: routers.isLoading || results.some((result) => result.isLoading),
    failedRouters,
  };
}
