import { Type } from '@sinclair/typebox';
import { LOGIN_LIMITS } from '../limits';
import { LOGIN_FIELD_MESSAGES } from '../messages';

/** `POST /auth/login`: login rules (docs/rules/forms.md#login) and messages. */
export const LoginBody = Type.Object({
  username: Type.String({
    minLength: LOGIN_LIMITS.username.min,
    maxLength: LOGIN_LIMITS.username.max,
    'x-message': LOGIN_FIELD_MESSAGES.username,
  }),
  password: Type.String({
    minLength: LOGIN_LIMITS.password.min,
    maxLength: LOGIN_LIMITS.password.max,
    'x-message': LOGIN_FIELD_MESSAGES.password,
  }),
});
