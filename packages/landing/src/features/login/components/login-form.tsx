import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormikProvider, PasswordField, notify, useFormik } from 'ui-kit';
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

// Chakra's gray.400 placeholder is under 4.5:1 on white (WCAG 1.4.3); error text takes the theme's
// fg.error (ui-kit's theme/system.ts), which is above it.
const PLACEHOLDER_COLOR = 'gray.500';

const INITIAL_VALUES: LoginCredentials = { username: '', password: '' };

export function LoginForm({ onBusyChange }: LoginFormProps) {
  const navigate = useNavigate();
  const [hasSubmitted, setHasSubmitted] = useState(false);
  // Field links its error with aria-errormessage only, which several screen readers still ignore;
  // aria-describedby with the same id is read everywhere.
  const errorIdBase = useId();
  const usernameErrorId = `${errorIdBase}-username-error`;
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const mutation = useLoginMutation();
  const locked = mutation.isPending || mutation.isSuccess;

  const formik = useFormik<LoginCredentials>({
    initialValues: INITIAL_VALUES,
    validationSchema: loginSchema,
    // docs/rules/forms.md#validation-timing: validation runs on submit, then on change once the form has been submitted.
    validateOnChange: hasSubmitted,
    validateOnBlur: hasSubmitted,
    onSubmit: async (values, helpers) => {
      onBusyChange?.(true);
      try {
        const response = await mutation.mutateAsync(values);
        notify.success(loginSuccessMessage(response));
        helpers.resetForm();
        setHasSubmitted(false);
        navigate(AFTER_LOGIN_PATH, { replace: true });
      } catch (error) {
        notify.error(loginErrorMessage(error));
        onBusyChange?.(false);
      }
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    setHasSubmitted(true);
    const errors = await formik.validateForm();
    if (errors.username || errors.password) {
      await formik.setTouched({ username: true, password: true }, false);
      // Move to the first field to fix, so that keyboard and screen-reader users land on the message.
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    await formik.submitForm();
  }

  const usernameError = formik.errors.username;

  return (
    // The provider lets ui-kit's password field read and write this form's values and errors; both
    // come from ui-kit, so that they share one formik (landing's own copy would be another context).
    <FormikProvider value={formik}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="5">
          <Field.Root invalid={usernameError !== undefined} ids={{ errorText: usernameErrorId }}>
            <Field.Label>Username</Field.Label>
            <Input
              ref={usernameRef}
              name="username"
              type="text"
              placeholder="Enter your username"
              autoComplete="username"
              aria-describedby={usernameError ? usernameErrorId : undefined}
              autoCapitalize="none"
              spellCheck={false}
              size="lg"
              _placeholder={{ color: PLACEHOLDER_COLOR }}
              value={formik.values.username}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            <Field.ErrorText>{usernameError}</Field.ErrorText>
          </Field.Root>

          <PasswordField
            name="password"
            label="Password"
            placeholder="Enter your password"
            autoComplete="current-password"
            size="lg"
            inputRef={passwordRef}
          />

          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            mt="2"
            loading={mutation.isPending}
            loadingText="Logging in..."
            disabled={locked}
          >
            Login
          </Button>
        </Stack>
      </form>
    </FormikProvider>
  );
}
