import * as yup from 'yup';

/** SPEC §5, messages as written. */
export const USERNAME_REQUIRED = 'Username harus diisi';
export const PASSWORD_REQUIRED = 'Password harus diisi';

export const loginSchema = yup.object({
  username: yup.string().required(USERNAME_REQUIRED).min(1, USERNAME_REQUIRED),
  password: yup.string().required(PASSWORD_REQUIRED).min(3, PASSWORD_REQUIRED),
});
