// The portal's calls (docs/rules/portal.md): the session is the httpOnly cookie the browser sends
// to /api/portal by itself; a 401 here is the portal's own answer, never a reason to refresh the
// console's tokens (skipAuthRefresh).
import { useQuery } from '@tanstack/react-query';
import { PORTAL_PATH } from 'contracts/paths';
import type { PortalInvoice, PortalMe, PortalReceipt, PortalVoucher } from 'contracts/types';
import { http } from 'shared-auth';
import { statusOf, successData } from '../../purchase';

const portal = { skipAuthRefresh: true } as const;

export async function requestCode(phone: string): Promise<void> {
  await http.post(`${PORTAL_PATH}/otp`, { phone }, portal);
}

export async function signIn(phone: string, code: string): Promise<void> {
  await http.post(`${PORTAL_PATH}/login`, { phone, code }, portal);
}

export async function signOut(): Promise<void> {
  await http.post(`${PORTAL_PATH}/logout`, {}, portal);
}

async function read<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await http.get<unknown>(`${PORTAL_PATH}${path}`, { ...portal, signal });
  return successData<T>(response.status, response.data);
}

/** Lists come as `data: [...]`: successData wants an object, so arrays are read here. */
async function readList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const response = await http.get<unknown>(`${PORTAL_PATH}${path}`, { ...portal, signal });
  const body = response.data as { success?: unknown; data?: unknown } | null;
  if (body?.success === true && Array.isArray(body.data)) return body.data as T[];
  return successData<T[]>(response.status, body);
}

export const PORTAL_KEYS = {
  me: ['portal', 'me'] as const,
  invoices: ['portal', 'invoices'] as const,
  vouchers: ['portal', 'vouchers'] as const,
  receipt: (id: string) => ['portal', 'receipt', id] as const,
};

/** The signed-in phone's subscriptions; a 401 (not signed in) is an answer, not retried. */
export function usePortalMe() {
  return useQuery({
    queryKey: PORTAL_KEYS.me,
    queryFn: ({ signal }) => read<PortalMe>('/me', signal),
    retry: (failures, error) => statusOf(error) !== 401 && failures < 1,
    staleTime: 30_000,
  });
}

export function usePortalInvoices(enabled: boolean) {
  return useQuery({
    queryKey: PORTAL_KEYS.invoices,
    queryFn: ({ signal }) => readList<PortalInvoice>('/invoices', signal),
    enabled,
    retry: false,
  });
}

export function usePortalVouchers(enabled: boolean) {
  return useQuery({
    queryKey: PORTAL_KEYS.vouchers,
    queryFn: ({ signal }) => readList<PortalVoucher>('/vouchers', signal),
    enabled,
    retry: false,
  });
}

export function usePortalReceipt(id: string) {
  return useQuery({
    queryKey: PORTAL_KEYS.receipt(id),
    queryFn: ({ signal }) =>
      read<PortalReceipt>(`/invoices/${encodeURIComponent(id)}/receipt`, signal),
    retry: false,
  });
}

/** Minutes to wait from a 429's Retry-After (at least 1). */
export function retryMinutes(error: unknown): number {
  const headers = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response
    ?.headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
}

export { statusOf };
