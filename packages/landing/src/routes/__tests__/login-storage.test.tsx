// Issue 12 item 12: signing in and moving on at once must not lose the session. The form leaves
// for /app only once the session record is stored (shared-auth's saveSession resolved).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type * as SharedAuth from 'shared-auth';
import { saveSession, useSessionStore, waitForHydration } from 'shared-auth';
import { notify } from 'ui-kit';
import { LoginForm } from '../../features/login/components/login-form';
import { installTestNetwork } from '../../test/http-test-adapter';
import { LocationProbe, renderWithProviders } from '../../test/render-app';

// The real saveSession, watched: a test holds its write to see what the form does meanwhile.
jest.mock('shared-auth', () => {
  const actual = jest.requireActual<typeof SharedAuth>('shared-auth');
  return { ...actual, saveSession: jest.fn(actual.saveSession) };
});

const USER = { id: 'u1', username: 'admin', fullName: 'Administrator', role: 'admin' };

beforeEach(async () => {
  await waitForHydration();
  useSessionStore.getState().logout();
  installTestNetwork({
    'POST /auth/login': {
      status: 200,
      data: { message: 'Welcome', user: USER, accessToken: 'access-1', refreshToken: 'refresh-1' },
    },
  });
});

afterEach(() => {
  notify.dismiss();
});

test('goes to /app only after the session record is stored', async () => {
  let release: () => void = () => undefined;
  jest.mocked(saveSession).mockImplementationOnce(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LoginForm />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    '/login',
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'admin-pass-123');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  // Signed in in memory, the record still being written: the form stays where it is.
  await waitFor(() => expect(saveSession).toHaveBeenCalledTimes(1));
  expect(useSessionStore.getState().isAuthenticated).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByLabelText('Current path')).toHaveTextContent('/login');
  expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();

  release();
  await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent('/app'));
});
