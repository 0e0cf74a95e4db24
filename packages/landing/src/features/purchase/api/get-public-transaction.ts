import { useRef } from 'react';
import { useQuery, type Query } from '@tanstack/react-query';
import { PUBLIC_TRANSACTIONS_PATH } from 'contracts/paths';
import type { PublicTransaction } from 'contracts/types';
import { http } from 'shared-auth';
import { successData } from './success-data';

export async function getPublicTransaction(
  merchantRef: string,
  token: string,
  signal?: AbortSignal,
): Promise<PublicTransaction> {
  const response = await http.get<unknown>(
    `${PUBLIC_TRANSACTIONS_PATH}/${encodeURIComponent(merchantRef)}`,
    { params: { t: token }, signal },
  );
  return successData<PublicTransaction>(response.status, response.data);
}

/** Nothing more will change: no more polling. */
export function isFinal(tx: PublicTransaction): boolean {
  if (tx.status === 'UNPAID') return false;
  // Paying an invoice provisions nothing: PAID is the end of it.
  if (tx.status === 'PAID')
    return tx.invoice !== null || tx.provisioning === 'done' || tx.provisioning === 'failed';
  return true; // EXPIRED, FAILED, REFUND
}

/** The HTTP status of a failed call, if the server answered. */
export function statusOf(error: unknown): number | null {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : null;
}

/**
 * Polling delays: soon after a change, then backing off the longer nothing changes (a quarter of
 * the time waited so far). A paid order waiting for its account is asked more often than an unpaid
 * one: the router usually answers within seconds.
 */
export const POLL = {
  unpaid: { first: 4_000, max: 30_000 },
  provisioning: { first: 2_000, max: 15_000 },
  backoff: 0.25,
} as const;

export function pollDelay(tx: PublicTransaction, unchangedForMs: number): number {
  const { first, max } = tx.status === 'PAID' ? POLL.provisioning : POLL.unpaid;
  return Math.min(max, Math.round(first + Math.max(0, unchangedForMs) * POLL.backoff));
}

type TransactionQuery = Query<PublicTransaction, Error, PublicTransaction, readonly unknown[]>;

/**
 * The status page's transaction: polled until it is final, backing off while nothing changes.
 * TanStack Query stops interval refetches while the tab is hidden (`refetchIntervalInBackground`
 * off) and refetches when the visitor comes back (`refetchOnWindowFocus`).
 */
export function usePublicTransaction(merchantRef: string, token: string) {
  // When the status last changed: the delay grows with the time since (the interval callback runs
  // on every render, so it must not count calls).
  const seen = useRef({ key: '', since: 0 });
  return useQuery({
    queryKey: ['public', 'transaction', merchantRef, token] as const,
    queryFn: ({ signal }) => getPublicTransaction(merchantRef, token, signal),
    enabled: token.length > 0,
    // A 404 (unknown ref or wrong token) will not change by asking again.
    retry: (failures, error) => statusOf(error) !== 404 && failures < 2,
    // Always stale: a visitor coming back to the tab is answered from the server at once.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query: TransactionQuery) => {
      const tx = query.state.data;
      if (!tx || isFinal(tx)) return false;
      if (statusOf(query.state.error) === 404) return false;
      const key = `${tx.status}/${tx.provisioning}`;
      if (seen.current.key !== key) seen.current = { key, since: query.state.dataUpdatedAt };
      return pollDelay(tx, query.state.dataUpdatedAt - seen.current.since);
    },
  });
}
