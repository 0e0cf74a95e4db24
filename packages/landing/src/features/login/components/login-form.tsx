import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FiEye, FiEyeOff } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { notify } from 'ui-kit/toast';
import { ValidationError } from 'yup';
import {
  loginErrorMessage,
  loginSuccessMessage,
  useLoginMutation,
  type LoginCredentials,
} from '../api/login';
import { loginSchema } from './login-schema';

export const AFTER_LOGIN_PATH = '/app';

interface LoginFormProps {
  /** Told when a sign-in starts and when it fails, so that the page does not redirect under the form. */
  onBusyChange?: (busy: boolean) => void;
}

type FieldName = keyof LoginCredentials;
type Errors = Partial<Record<FieldName, string>>;

const INITIAL_VALUES: LoginCredentials = { username: '', password: '' };

/** The schema's first message per field (the same rules and messages as the API). */
function validate(values: LoginCredentials): Errors {
  try {
    loginSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Errors = {};
    for (const issue of error.inner) {
      const field = issue.path as FieldName | undefined;
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  }
}

/**
 * The sign-in form: plain elements and the page's own CSS (the public pages load without the
 * console's kit), the schema's rules, and the shared toast store (`ui-kit/toast`).
 */
export function LoginForm({ onBusyChange }: LoginFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginCredentials>(INITIAL_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const idBase = useId();
  const ids = {
    username: `${idBase}-username`,
    password: `${idBase}-password`,
    usernameError: `${idBase}-username-error`,
    passwordError: `${idBase}-password-error`,
  };
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const mutation = useLoginMutation();
  const locked = mutation.isPending || mutation.isSuccess;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // docs/rules/forms.md#validation-timing: validation runs on submit, then on change once the form has been submitted.
    if (hasSubmitted) setErrors(validate(next));
  }

  function onBlur() {
    if (hasSubmitted) setErrors(validate(values));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    setHasSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.username || found.password) {
      // Move to the first field to fix, so that keyboard and screen-reader users land on the message.
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    onBusyChange?.(true);
    try {
      const response = await mutation.mutateAsync(values);
      notify.success(loginSuccessMessage(response));
      setValues(INITIAL_VALUES);
      setErrors({});
      setHasSubmitted(false);
      navigate(AFTER_LOGIN_PATH, { replace: true });
    } catch (error) {
      notify.error(loginErrorMessage(error));
      onBusyChange?.(false);
    }
  }

  return (
    // method post: a submit before the scripts have loaded (the page is prerendered) never puts the
    // password in the address; the script's handler prevents it once it runs.
    <form
      noValidate
      method="post"
      className="lp-form"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className="lp-field">
        <label className="lp-label" htmlFor={ids.username}>
          Username
        </label>
        <input
          ref={usernameRef}
          id={ids.username}
          className="lp-input"
          name="username"
          type="text"
          placeholder="Enter your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          // aria-describedby is read by every screen reader (aria-errormessage by few).
          aria-describedby={errors.username ? ids.usernameError : undefined}
          value={values.username}
          onChange={onChange}
          onBlur={onBlur}
        />
        {errors.username ? (
          <p id={ids.usernameError} className="lp-error">
            {errors.username}
          </p>
        ) : null}
      </div>

      <div className="lp-field">
        <label className="lp-label" htmlFor={ids.password}>
          Password
        </label>
        <div className="lp-input-group">
          <input
            ref={passwordRef}
            id={ids.password}
            className="lp-input lp-input-with-end"
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            placeholder="Enter your password"
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            value={values.password}
            onChange={onChange}
            onBlur={onBlur}
          />
          <span className="lp-input-end">
            <button
              type="button"
              className="lp-icon-button"
              aria-label={passwordVisible ? 'Hide password' : 'Show password'}
              aria-pressed={passwordVisible}
              onClick={() => setPasswordVisible((shown) => !shown)}
            >
              {passwordVisible ? <FiEyeOff aria-hidden /> : <FiEye aria-hidden />}
            </button>
          </span>
        </div>
        {errors.password ? (
          <p id={ids.passwordError} className="lp-error">
            {errors.password}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        className="lp-button lp-button-brand lp-button-lg lp-button-full lp-submit"
        disabled={locked}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? (
          <>
            <span className="lp-spinner" aria-hidden />
            Logging in...
          </>
        ) : (
          'Login'
        )}
      </button>
    </form>
  );
}
