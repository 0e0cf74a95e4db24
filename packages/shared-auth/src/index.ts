export type {
  LoginPayload,
  PersistedSession,
  Role,
  SessionState,
  SessionTokens,
  SessionUser,
} from './session/types';
export {
  HYDRATION_TIMEOUT_MS,
  LEGACY_ACCESS_TOKEN_KEY,
  SESSION_CHANNEL_NAME,
  SESSION_STORE_VERSION,
  STORAGE_KEY,
  createSessionStore,
  waitForStoreHydration,
  type CreateSessionStoreOptions,
  type SessionChannel,
  type SessionStore,
} from './session/session-store';
export { normalizePersistedSession } from './session/migrate';
export { createMemoryKeyValueStore, type KeyValueStore } from './session/storage';
export {
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  NETWORK_ERROR_MESSAGE,
  createHttpClient,
  timeoutMessage,
  type HttpClient,
  type HttpClientOptions,
  type HttpConfig,
} from './http/http-client';
export { downloadFile, type DownloadOptions } from './http/download';
export { configureHttp, http, saveSession, useSessionStore, waitForHydration } from './instance';
export { canWrite, normalizeRole } from './roles/roles';
export {
  CURRENT_USER_QUERY_KEY,
  useCurrentUser,
  useRole,
  type RoleInfo,
} from './current-user/use-current-user';
export {
  DEFAULT_ERROR_MESSAGE,
  FailedAnswerError,
  VALIDATION_ERROR,
  VALIDATION_TOAST_MESSAGE,
  getErrorMessage,
  toFieldErrors,
} from './errors/error-message';
