import {
  PLANS_PATH,
  SUBSCRIBERS_IMPORT_PATH,
  SUBSCRIBERS_PATH,
  pppSecretsPath,
  subscriberEventsPath,
  subscriberInvoicesPath,
} from 'contracts/paths';
import type {
  Invoice,
  Plan,
  PppSecret,
  Subscriber,
  SubscriberCreated,
  SubscriberEvent,
  SubscribersImported,
} from 'contracts/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { saveRecord, successEnvelope, type SaveResponse } from 'ui-kit/envelope';
import { useRouters } from '../../../api/routers';

export { SUBSCRIBERS_PATH };

/** What the subscriber dialog edits (docs/rules/billing.md#subscribers). */
export interface SubscriberValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  routerId: string;
  planId: string;
  /** 1–28; '' while the field is empty. */
  billingDay: number | '';
  /** YYYY-MM-DD; '' lets the server take today in WIB. */
  billingStart: string;
  notes: string;
  /** Link the router's secret `pppUsername`, or make a new one. */
  secretChoice: 'link' | 'create';
  /** The secret linked, or the new secret's name ('' lets the server make one from the name). */
  pppUsername: string;
}

export function toSubscriberValues(subscriber: Subscriber | null): SubscriberValues {
  return {
    name: subscriber?.name ?? '',
    phone: subscriber?.phone ?? '',
    email: subscriber?.email ?? '',
    address: subscriber?.address ?? '',
    routerId: subscriber?.routerId ?? '',
    planId: subscriber?.planId ?? '',
    billingDay: subscriber?.billingDay ?? '',
    billingStart: subscriber?.billingStart ?? '',
    notes: subscriber?.notes ?? '',
    secretChoice: 'link',
    pppUsername: subscriber?.pppUsername ?? '',
  };
}

/**
 * `POST /subscribers` (linking a secret, or `createSecret`) or `PUT /subscribers/{id}`; the router
 * and PPP username of a subscriber stay, so a change does not send them.
 */
export function saveSubscriber(
  id: string | null,
  values: SubscriberValues,
): Promise<SaveResponse<SubscriberCreated>> {
  const common = {
    name: values.name,
    phone: values.phone,
    email: values.email,
    address: values.address,
    planId: values.planId,
    billingDay: values.billingDay === '' ? 0 : values.billingDay,
    ...(values.billingStart ? { billingStart: values.billingStart } : {}),
    notes: values.notes,
  };
  if (id !== null) return saveRecord<SubscriberCreated>(SUBSCRIBERS_PATH, id, common);
  const username = values.pppUsername.trim();
  return saveRecord<SubscriberCreated>(SUBSCRIBERS_PATH, null, {
    ...common,
    routerId: values.routerId,
    ...(values.secretChoice === 'create'
      ? { createSecret: true, ...(username ? { pppUsername: username } : {}) }
      : { pppUsername: username }),
  });
}

export interface ImportValues {
  routerId: string;
  planId: string;
  billingDay: number | '';
  billingStart: string;
  usernames: string[];
}

/** `POST /subscribers/import`: all the ticked secrets become subscribers, or none does. */
export async function importSubscribers(
  values: ImportValues,
): Promise<SaveResponse<SubscribersImported>> {
  const response = await http.post<unknown>(SUBSCRIBERS_IMPORT_PATH, {
    routerId: values.routerId,
    planId: values.planId,
    billingDay: values.billingDay === '' ? 0 : values.billingDay,
    ...(values.billingStart ? { billingStart: values.billingStart } : {}),
    usernames: values.usernames,
  });
  return successEnvelope.readSave<SubscribersImported>(response.data);
}

/** After a subscriber write: its lists, its page and the plans' subscriber counts read again. */
export function useRefreshSubscribers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [SUBSCRIBERS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [PLANS_PATH] }),
    ]);
  };
}

export { useRouters };

/**
 * The key of a subscriber's history: under `SUBSCRIBERS_PATH`, so a payment's refresh (which reads
 * the subscribers again) reads it again too.
 */
export const subscriberHistoryKey = (id: string) => [SUBSCRIBERS_PATH, id, 'events'] as const;

/** A subscriber's billing history, newest first (`GET /subscribers/{id}/events`, the latest 100). */
export function useSubscriberHistory(id: string) {
  return useQuery({
    queryKey: subscriberHistoryKey(id),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(subscriberEventsPath(id), { signal });
      return successEnvelope.readRecord<SubscriberEvent[]>(response.data);
    },
  });
}

/** The most plans one call reads: a plan picker, not a plans list (the API's largest page). */
const PLAN_CHOICES_PER_PAGE = 100;

/** The plans by name, for the plan filter and the dialogs' plan field. */
export function usePlanChoices(enabled = true) {
  return useQuery({
    queryKey: [PLANS_PATH, 'choices'],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(PLANS_PATH, {
        params: { page: 1, perPage: PLAN_CHOICES_PER_PAGE, sortCol: 'name', sortDir: 'asc' },
        signal,
      });
      return successEnvelope.readList<Plan>(response.data, PLAN_CHOICES_PER_PAGE).result;
    },
    enabled,
  });
}

/** A router's PPP secrets (`GET /ppp/{routerId}/secrets`): what a subscriber links or imports. */
/** The router's secrets whose name or comment holds `search` (any case); every one when it is empty. */
export function secretsMatching(secrets: readonly PppSecret[], search: string): PppSecret[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...secrets];
  return secrets.filter(
    (secret) =>
      secret.name.toLowerCase().includes(needle) || secret.comment.toLowerCase().includes(needle),
  );
}

export function useRouterSecrets(routerId: string) {
  return useQuery({
    queryKey: [pppSecretsPath(routerId), 'billing-choices'],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(pppSecretsPath(routerId), { signal });
      return successEnvelope.readList<PppSecret>(response.data, Number.MAX_SAFE_INTEGER).result;
    },
    enabled: routerId !== '',
    retry: false,
  });
}

/** The subscribers of one router (every page), to tell the secrets already billed. */
export function useRouterSubscriberNames(routerId: string) {
  return useQuery({
    queryKey: [SUBSCRIBERS_PATH, { routerId, names: true }],
    queryFn: async ({ signal }) => {
      const names = new Set<string>();
      for (let page = 1; ; page += 1) {
        const response = await http.get<unknown>(SUBSCRIBERS_PATH, {
          params: { routerId, page, perPage: 100, sortCol: 'name', sortDir: 'asc' },
          signal,
        });
        const list = successEnvelope.readList<Subscriber>(response.data, 100);
        for (const row of list.result) names.add(row.pppUsername);
        if (page >= list.pagination.totalPages) return names;
      }
    },
    enabled: routerId !== '',
  });
}

export { subscriberInvoicesPath };
export type { Invoice };
