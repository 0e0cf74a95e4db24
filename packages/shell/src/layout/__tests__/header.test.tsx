import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionUser } from 'shared-auth';
import { mockHttp, seenByServer, signInAs, type MockNetwork } from 'shared-auth/testing';
import { currentPath } from 'ui-kit/testing';
import { ADMIN, renderShell } from '../../test/render-shell';

beforeEach(() => {
  // Today is Nov 21, 2026; timers still run in real time so the UI's own timers work.
  jest.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30), advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
});

function api(user: SessionUser = ADMIN): MockNetwork {
  return mockHttp({
    'GET /auth/me': { status: 200, data: { result: user } },
    'POST /auth/logout': { status: 200, data: { message: 'Signed out' } },
  });
}

async function openProfile() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const header = await screen.findByRole('banner');
  await user.click(within(header).getByRole('button', { name: /^Profile of/ }));
  return { user, popover: await screen.findByRole('dialog') };
}

test('shows the logo, the page title and today as MMM DD, YYYY', async () => {
  await signInAs(ADMIN);
  api();
  renderShell('/app/routers');

  const header = await screen.findByRole('banner');
  expect(within(header).getByRole('img', { name: 'Pokayoke' })).toBeInTheDocument();
  expect(
    await within(header).findByRole('heading', { level: 1, name: 'Routers' }),
  ).toBeInTheDocument();
  expect(within(header).getByText('Nov 21, 2026')).toBeInTheDocument();
});

test('the profile popover shows initials, username, name, role, email, NIK and member since', async () => {
  await signInAs(ADMIN);
  api();
  renderShell('/app');

  const header = await screen.findByRole('banner');
  expect(
    await within(header).findByRole('button', { name: 'Profile of Budi Santoso, BS' }),
  ).toHaveTextContent('BS');
  const { popover } = await openProfile();

  // The dialog is named by its title, the username.
  expect(popover).toHaveAccessibleName('admin');
  expect(within(popover).getByText('admin')).toBeInTheDocument();
  expect(within(popover).getByText('Budi Santoso')).toBeInTheDocument();
  const details = (label: string) =>
    within(popover).getByText(label).nextElementSibling?.textContent;
  expect(details('Role')).toBe('Admin');
  expect(details('Email')).toBe('budi@example.com');
  expect(details('NIK')).toBe('3174012345');
  expect(details('Member since')).toBe('Mar 05, 2024');
  expect(within(popover).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
});

test('a sparse profile: first letter of the username, N/A role, no email or NIK, member since today', async () => {
  const sparse = { username: 'kasir' };
  await signInAs(sparse);
  api(sparse);
  renderShell('/app');

  const header = await screen.findByRole('banner');
  expect(await within(header).findByRole('button', { name: 'Profile of kasir, K' })).toHaveTextContent(
    'K',
  );
  const { popover } = await openProfile();

  expect(popover).toHaveAccessibleName('kasir');
  expect(within(popover).getByText('Role').nextElementSibling).toHaveTextContent('N/A');
  expect(within(popover).queryByText('Email')).not.toBeInTheDocument();
  expect(within(popover).queryByText('NIK')).not.toBeInTheDocument();
  expect(within(popover).getByText('Member since').nextElementSibling).toHaveTextContent(
    'Nov 21, 2026',
  );
});

test('Sign Out revokes the refresh token on the server, clears the session and goes to /login', async () => {
  await signInAs(ADMIN);
  const server = api();
  renderShell('/app');

  const { user, popover } = await openProfile();
  await user.click(within(popover).getByRole('button', { name: 'Sign Out' }));

  expect(await screen.findByText('Loaded landing ./Login')).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(server.requests.map(seenByServer)).toContainEqual({
    method: 'POST',
    url: '/api/auth/logout',
    authorization: 'Bearer access-1',
    body: { refreshToken: 'refresh-1' },
  });
  expect(useSessionStore.getState()).toMatchObject({
    isAuthenticated: false,
    user: null,
    refreshToken: null,
  });
});

test('Sign Out still signs out when the server cannot be reached', async () => {
  await signInAs(ADMIN);
  mockHttp({
    'GET /auth/me': { status: 200, data: { result: ADMIN } },
    'POST /auth/logout': { networkError: true },
  });
  renderShell('/app');

  const { user, popover } = await openProfile();
  await user.click(within(popover).getByRole('button', { name: 'Sign Out' }));

  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(useSessionStore.getState().isAuthenticated).toBe(false);
});
