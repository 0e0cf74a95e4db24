import { LOGIN_LIMITS } from 'contracts/limits';
import { LOGIN_FIELD_MESSAGES as M } from 'contracts/messages';
import * as yup from 'yup';

/** The API's sign-in rules and messages, checked before sending. */
export const loginSchema = yup.object({
  username: yup
    .string()
    .required(M.username)
    .min(LOGIN_LIMITS.username.min, M.username)
    .max(LOGIN_LIMITS.username.max, M.username),
  password: yup
    .string()
    .required(M.password)
    .min(LOGIN_LIMITS.password.min, M.password)
    .max(LOGIN_LIMITS.password.max, M.password),
});
