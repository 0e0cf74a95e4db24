import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import axios from 'axios';
import { CURRENT_USER_PATH } from 'contracts/paths';
import { useMemo } from 'react';
import { http, useSessionStore } from '../instance';
import { canWrite, normalizeRole } from '../roles/roles';
import type { Role, SessionUser } from '../session/types';

export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

interface CurrentUserResponse {
  result: SessionUser;
}

// A rejected session is final; a flaky network deserves a second chance before the shell gives up.
const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  if (axios.isAxiosError(error) && error.response && error.response.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The signed-in user's profile from `GET /auth/me`, stored into the session on success. */
export function useCurrentUser(): UseQueryResult<SessionUser> {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const response = await http.get<CurrentUserResponse>(CURRENT_USER_PATH, { signal });
      const user = response.data?.result;
      if (!user || typeof user.username !== 'string') {
        throw new Error('The server answered /auth/me without a user');
      }
      useSessionStore.getState().setUser(user);
      return user;
    },
    retry: shouldRetry,
  });
}

export interface RoleInfo {
  role: Role;
  isAdmin: boolean;
  canWrite: boolean;
}

/** The signed-in user's role from the session (`user` when signed out or unknown). */
export function useRole(): RoleInfo {
  const rawRole = useSessionStore((state) => state.user?.role ?? null);
  return useMemo(() => {
    const role = normalizeRole(rawRole);
    return { role, isAdmin: role === 'admin', canWrite: canWrite(role) };
  }, [rawRole]);
}
