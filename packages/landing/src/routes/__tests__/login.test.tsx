import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SharedAuth from 'shared-auth';
import { saveSession, useSessionStore } from 'shared-auth';
import {
  deferredReply,
  mockHttp,
  signOut,
  type MockNetwork,
  type ReplyTable,
} from 'shared-auth/testing';
import { currentPath, dismissToasts, renderApp } from 'ui-kit/testing';
import { LoginForm } from '../../features/login/components/login-form';
import { LANDING_ROUTES } from '../../test/routes';

type Responder = ReplyTable[string];

// The real saveSession, watched: one test holds its write to see what the form does meanwhile.
jest.mock('shared-auth', () => {
  const actual = jest.requireActual<typeof SharedAuth>('shared-auth');
  return { ...actual, saveSession: jest.fn(actual.saveSession) };
});

const USER = { id: 'u1', username: 'admin', fullName: 'Administrator', role: 'admin' };
const LOGIN_OK = {
  status: 200,
  data: {
    message: 'Welcome back, Administrator',
    user: USER,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  },
};

let network: MockNetwork;

function replyToLogin(reply: Responder): void {
  network = mockHttp({ 'POST /auth/login': reply });
}

/** The form alone: it stays mounted across the navigation. */
function renderFormWithLocation() {
  return renderApp(<LoginForm />, { path: '/login' });
}

function fields() {
  return {
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

async function signIn(username = 'admin', password = 'admin-pass-123') {
  const user = userEvent.setup();
  const { username: usernameInput, password: passwordInput } = fields();
  await user.type(usernameInput, username);
  await user.type(passwordInput, password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

beforeEach(async () => {
  await signOut();
  replyToLogin(LOGIN_OK);
});

afterEach(() => {
  dismissToasts();
});

describe('login form (docs/rules/session.md#login)', () => {
  test('has the logo, a labelled Username field, a masked Password field and a Login button', () => {
    renderApp(LANDING_ROUTES, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pokayoke Admin' })).toBeInTheDocument();
    const { username, password, submit } = fields();
    expect(username).toHaveAttribute('placeholder', 'Enter your username');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('placeholder', 'Enter your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  test('the password can be shown and masked again', async () => {
    const user = userEvent.setup();
    renderApp(LANDING_ROUTES, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

describe('validation (docs/rules/forms.md)', () => {
  test('nothing is validated while typing before the first submit', async () => {
    const user = userEvent.setup();
    renderApp(LANDING_ROUTES, { path: '/login' });
    await user.type(fields().password, 'ab');
    await user.tab();
    expect(screen.queryByText('Password harus diisi')).not.toBeInTheDocument();
    expect(screen.queryByText('Username harus diisi')).not.toBeInTheDocument();
  });

  test('on submit both messages show and nothing is sent; after that each change re-validates', async () => {
    const user = userEvent.setup();
    renderApp(LANDING_ROUTES, { path: '/login' });
    await user.click(fields().submit);

    expect(await screen.findByText('Username harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();
    expect(fields().username).toHaveAttribute('aria-invalid', 'true');
    expect(fields().username).toHaveAccessibleDescription('Username harus diisi');
    expect(fields().password).toHaveAccessibleDescription('Password harus diisi');
    // Focus goes to the first field to fix.
    expect(fields().username).toHaveFocus();
    expect(network.requests).toEqual([]);

    await user.type(fields().username, 'a');
    await waitFor(() => expect(screen.queryByText('Username harus diisi')).not.toBeInTheDocument());
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();

    await user.type(fields().password, 'ab');
    expect(screen.getByText('Password harus diisi')).toBeInTheDocument();
    await user.type(fields().password, 'c');
    await waitFor(() => expect(screen.queryByText('Password harus diisi')).not.toBeInTheDocument());

    await user.clear(fields().username);
    expect(await screen.findByText('Username harus diisi')).toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });

  test('a password shorter than 3 characters is refused with its message', async () => {
    renderApp(LANDING_ROUTES, { path: '/login' });
    await signIn('admin', 'ab');
    expect(await screen.findByText('Password harus diisi')).toBeInTheDocument();
    expect(fields().password).toHaveFocus();
    expect(network.requests).toEqual([]);
  });
});

describe('signing in', () => {
  test('while the call is pending the button reads "Logging in..." and is disabled', async () => {
    const pending = deferredReply();
    replyToLogin(() => pending.reply);
    renderApp(LANDING_ROUTES, { path: '/login' });
    await signIn();

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await act(async () => pending.release(LOGIN_OK));
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
  });

  test('Enter in the password field submits the form with the typed credentials', async () => {
    const user = userEvent.setup();
    renderApp(LANDING_ROUTES, { path: '/login' });
    await user.type(fields().username, 'admin');
    await user.type(fields().password, 'admin-pass-123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { username: 'admin', password: 'admin-pass-123' },
    });
  });

  test('success stores the session, toasts the server message and opens /app', async () => {
    renderApp(LANDING_ROUTES, { path: '/login' });
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Administrator')).toBeInTheDocument();
    const session = useSessionStore.getState();
    expect(session.isAuthenticated).toBe(true);
    expect(session.accessToken).toBe('access-1');
    expect(session.refreshToken).toBe('refresh-1');
    expect(session.user).toMatchObject({ username: 'admin', fullName: 'Administrator' });
  });

  test('without a server message the success toast reads "Login successful!"', async () => {
    replyToLogin({ status: 200, data: { user: USER, accessToken: 'a2', refreshToken: 'r2' } });
    renderApp(LANDING_ROUTES, { path: '/login' });
    await signIn();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  test('after success the form is reset and stays disabled', async () => {
    // The form stays mounted across the navigation here, so its state after success can be seen.
    renderApp(<LoginForm />, { path: '/login' });
    await signIn();

    await waitFor(() => expect(currentPath()).toBe('/app'));
    expect(fields().username).toHaveValue('');
    expect(fields().password).toHaveValue('');
    expect(fields().submit).toBeDisabled();
  });

  test('goes to /app only once the session record is stored', async () => {
    let release: () => void = () => undefined;
    jest.mocked(saveSession).mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    renderFormWithLocation();
    await signIn();

    // Signed in in memory, the record still being written: the form stays where it is.
    await waitFor(() => expect(saveSession).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentPath()).toBe('/login');
    expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();

    release();
    await waitFor(() => expect(currentPath()).toBe('/app'));
  });

  test('a visitor who is already signed in goes from /login to /app', async () => {
    useSessionStore.getState().login({ user: USER, accessToken: 'a', refreshToken: 'r' });
    renderApp(LANDING_ROUTES, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeInTheDocument();
    expect(network.requests).toEqual([]);
  });
});

describe('failed sign-in toasts (docs/rules/session.md#login)', () => {
  async function failWith(reply: Responder): Promise<void> {
    replyToLogin(reply);
    renderApp(LANDING_ROUTES, { path: '/login' });
    await signIn();
  }

  async function expectErrorToast(text: string): Promise<void> {
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(text)).toBeInTheDocument();
    expect(fields().submit).toBeEnabled();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Console' })).not.toBeInTheDocument();
  }

  test('the server message, e.g. wrong credentials', async () => {
    await failWith({ status: 401, data: { message: 'Invalid username or password' } });
    await expectErrorToast('Invalid username or password');
    // A refused login is not an expired session: no refresh is tried.
    expect(network.requests.map((request) => request.url)).toEqual(['/auth/login']);
  });

  test('the server message on throttling (429)', async () => {
    await failWith({
      status: 429,
      data: { message: 'Too many login attempts. Try again in 15 minutes.' },
    });
    await expectErrorToast('Too many login attempts. Try again in 15 minutes.');
  });

  test("the error's own message when the server cannot be reached", async () => {
    await failWith({ networkError: true });
    await expectErrorToast('Cannot reach the server. Check the network connection.');
  });

  test('"Login failed. Please try again." when the server answers without a message', async () => {
    await failWith({ status: 500, data: '' });
    await expectErrorToast('Login failed. Please try again.');
  });

  test('"Login failed. Please try again." when the answer lacks the tokens', async () => {
    await failWith({ status: 200, data: { message: 'Login successful!', user: USER } });
    await expectErrorToast('Login failed. Please try again.');
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });
});
