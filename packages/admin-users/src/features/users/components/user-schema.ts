import { USER_LIMITS } from 'contracts/limits';
import { USER_FIELD_MESSAGES as M } from 'contracts/messages';
import { yup } from 'ui-kit/form';
import { requiredText } from '../../../lib/form-rules';

const role = yup.string().oneOf(['admin', 'user'], M.role).required(M.role);

/**
 * The API's user rules, checked before sending: full name and username required (no spaces inside
 * a username: it is typed at every sign-in), password required on create and on edit either blank
 * (keeps the current one) or long enough, NIK and email optional, role admin or user, each field
 * within its cap. Spaces around the name and username do not count (the server trims them); a
 * password is taken exactly as typed.
 */
export function userSchema(isCreate: boolean) {
  const password = isCreate
    ? yup
        .string()
        .required(M.password)
        .min(USER_LIMITS.password.min, M.password)
        .max(USER_LIMITS.password.max, M.passwordTooLong)
    : yup
        .string()
        .test(
          'blank-or-long-enough',
          M.password,
          (value) => !value || value.length >= USER_LIMITS.password.min,
        )
        .max(USER_LIMITS.password.max, M.passwordTooLong);
  return yup.object({
    fullName: requiredText(USER_LIMITS.fullName, {
      required: M.fullName,
      tooLong: M.fullNameTooLong,
    }),
    nik: yup.string().trim().max(USER_LIMITS.nik.max, M.nikTooLong),
    email: yup.string().trim().email(M.email).max(USER_LIMITS.email.max, M.email),
    username: yup
      .string()
      .trim()
      .required(M.username)
      .max(USER_LIMITS.username.max, M.usernameTooLong)
      .matches(/^\S+$/, M.usernameSpaces),
    password,
    role,
  });
}
