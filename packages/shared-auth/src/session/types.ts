export type { Role } from 'contracts/types';

/** The signed-in user's profile as the API returns it (`/auth/login`, `/auth/me`). */
export interface SessionUser {
  id?: string;
  username: string;
  fullName?: string | null;
  role?: string | null;
  email?: string | null;
  nik?: string | null;
  createdAt?: string | null;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginPayload {
  user?: SessionUser | null;
  accessToken?: string | null;
  refreshToken?: string | null;
}

/** The fields written to IndexedDB under `app-storage` (docs/rules/session.md#storage). */
export interface PersistedSession {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

export interface SessionState extends PersistedSession {
  /** True once the stored record has been read (or could not be read); never persisted. */
  isHydrated: boolean;
  /** Stores the session only when user, accessToken and refreshToken are all present. */
  login(payload: LoginPayload): boolean;
  /** Clears user and tokens and removes the legacy `localStorage.accessToken`. */
  logout(): void;
  setUser(user: SessionUser): void;
  setTokens(tokens: SessionTokens): void;
  /** Removes the persisted record, signs out in memory, resets `isHydrated`, then hydrates again. */
  clearStorage(): Promise<void>;
}
