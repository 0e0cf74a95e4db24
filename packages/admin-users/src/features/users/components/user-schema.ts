import { yup } from 'ui-kit';

/** SPEC §5 (and the login rules for username and password, which these accounts sign in with). */
export const USER_MESSAGES = {
  fullName: 'Nama siswa harus diisi, minimal 3 karakter',
  username: 'Username harus diisi',
  // The API's text for the same rule: a username is typed at every sign-in.
  usernameSpaces: 'Username tidak boleh mengandung spasi',
  passwordRequired: 'Password harus diisi',
  // SPEC §5's email text (company profile), for the optional email of a user.
  email: 'Invalid email format',
} as const;

/** SPEC §9: a password has at least 3 characters. */
export const PASSWORD_MIN_LENGTH = 3;

const role = yup.string().oneOf(['admin', 'user']).required();

/**
 * SPEC §5: full name at least 3 characters, username required, password at least 3 (required on
 * create; on edit a blank one keeps the current password), NIK and email optional, role admin or
 * user; like the API, no spaces inside a username. Spaces around the name and username do not count (the server trims them); a password is
 * taken exactly as typed.
 */
export function userSchema(isCreate: boolean) {
  const password = isCreate
    ? yup
        .string()
        .required(USER_MESSAGES.passwordRequired)
        .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordRequired)
    : yup
        .string()
        .test(
          'blank-or-long-enough',
          USER_MESSAGES.passwordRequired,
          (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
        );
  return yup.object({
    fullName: yup.string().trim().required(USER_MESSAGES.fullName).min(3, USER_MESSAGES.fullName),
    nik: yup.string().trim(),
    email: yup.string().trim().email(USER_MESSAGES.email),
    username: yup
      .string()
      .trim()
      .required(USER_MESSAGES.username)
      .matches(/^\S+$/, USER_MESSAGES.usernameSpaces),
    password,
    role,
  });
}
