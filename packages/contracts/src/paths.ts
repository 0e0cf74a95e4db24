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
