import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { mockHttp, seenByServer, signInAs, signOut } from 'shared-auth/testing';
import { currentPath } from 'ui-kit/testing';
import { ADMIN, fakeLoader, meAnswers, renderShell } from '../../test/render-shell';

test('without a session /app goes to /login without asking the server', async () => {
  await signOut();
  const api = mockHttp(() => ({ status: 500 }));
  renderShell('/app/user');

  expect(await screen.findByText('Loaded landing ./Login')).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(api.requests).toEqual([]);
});

test('a failing current-user call goes to /login with no message', async () => {
  await signInAs(ADMIN);
  const api = mockHttp(() => ({ status: 404, data: { message: 'User not found' } }));
  renderShell('/app/routers');

  expect(await screen.findByText('Loaded landing ./Login')).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(api.requests.map((r) => `${r.method} ${r.fullUrl}`)).toEqual(['GET /api/auth/me']);
  expect(screen.queryByText(/User not found/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The server rejected the stored session: it is not kept for the next visit.
  expect(useSessionStore.getState().isAuthenticated).toBe(false);
});

test('an unreachable server also goes to /login but keeps the stored session', async () => {
  await signInAs(ADMIN);
  mockHttp(() => ({ networkError: true }));
  renderShell('/app');

  expect(await screen.findByText('Loaded landing ./Login')).toBeInTheDocument();
  expect(useSessionStore.getState().isAuthenticated).toBe(true);
});

test('a successful current-user call shows the layout and stores the profile', async () => {
  await signInAs({ username: 'admin' });
  const api = meAnswers(ADMIN);
  const loader = fakeLoader();
  renderShell('/app', loader);

  expect(await screen.findByText('Loaded hotspot ./DashboardPage')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(api.requests.map(seenByServer)).toEqual([
    { method: 'GET', url: '/api/auth/me', authorization: 'Bearer access-1', body: null },
  ]);
  expect(useSessionStore.getState().user).toEqual(ADMIN);
  // The sidebar shows the stored profile: full name and email.
  expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
  expect(screen.getByText('budi@example.com')).toBeInTheDocument();
});

test('while the current user loads, the loading screen shows and no remote is fetched', async () => {
  await signInAs(ADMIN);
  const api = mockHttp(() => new Promise<never>(() => undefined));
  const loader = fakeLoader();
  renderShell('/app/delivery', loader);

  expect(await screen.findByText('Mohon Tunggu')).toBeInTheDocument();
  await waitFor(() => expect(api.requests).toHaveLength(1));
  expect(screen.getByText('Mohon Tunggu')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});
