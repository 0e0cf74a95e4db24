// Where each resource lives, relative to the API base (`/api`, shared-auth's `http` base). The API
// mounts its routes at these prefixes and the remotes call them, so a path is written once.

/** The API's base path; every path below is relative to it. */
export const API_BASE_PATH = '/api';

export const AUTH_PATH = '/auth';
export const HEALTH_PATH = '/health';
export const CUSTOMERS_PATH = '/customers';
export const USERS_PATH = '/users';
export const DELIVERIES_PATH = '/deliveries';
/** `POST` multipart: `customerId`, then `file`. */
export const DELIVERY_IMPORT_PATH = `${DELIVERIES_PATH}/import`;

/** The sign-in: `POST {username, password}`. */
export const LOGIN_PATH = `${AUTH_PATH}/login`;
/** `POST {refreshToken}`: a new token pair. */
export const REFRESH_PATH = `${AUTH_PATH}/refresh`;
/** `GET`: the signed-in user's profile. */
export const CURRENT_USER_PATH = `${AUTH_PATH}/me`;
/** `POST {refreshToken}`: revokes the session's tokens. */
export const LOGOUT_PATH = `${AUTH_PATH}/logout`;

/** Routers: `POST`, `PUT|DELETE /{id}`, `POST /{id}/test`, `GET /{id}/payments`. */
export const ROUTERS_PATH = '/routers';
/** `GET /dashboard/routers`, `GET /dashboard/stats`. */
export const DASHBOARD_PATH = '/dashboard';
export const DASHBOARD_ROUTERS_PATH = `${DASHBOARD_PATH}/routers`;
export const DASHBOARD_STATS_PATH = `${DASHBOARD_PATH}/stats`;
/** PPP of one router: `${PPP_PATH}/{routerId}/secrets|active|profiles`. */
export const PPP_PATH = '/ppp';

export const routerPath = (routerId: string) => `${ROUTERS_PATH}/${encodeURIComponent(routerId)}`;
export const routerTestPath = (routerId: string) => `${routerPath(routerId)}/test`;
export const routerPaymentsPath = (routerId: string) => `${routerPath(routerId)}/payments`;
export const pppSecretsPath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/secrets`;
export const pppActivePath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/active`;
export const pppProfilesPath = (routerId: string) =>
  `${PPP_PATH}/${encodeURIComponent(routerId)}/profiles`;
