import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ADMIN } from '../../__tests__/helpers';
import { configureHttp, useSessionStore, waitForHydration } from '../../instance';
import { mockHttp, seenByServer, type MockReply } from '../../testing';
import { useCurrentUser, useRole } from '../use-current-user';

function Profile() {
  const me = useCurrentUser();
  const { role, isAdmin, canWrite } = useRole();
  if (me.isPending) return <p>Loading profile</p>;
  if (me.isError) return <p role="alert">Profile failed</p>;
  return (
    <dl>
      <dt>Name</dt>
      <dd>{me.data.fullName}</dd>
      <dt>Role</dt>
      <dd>{`${role} admin=${isAdmin} write=${canWrite}`}</dd>
    </dl>
  );
}

function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function answer(reply: MockReply) {
  return mockHttp(() => reply);
}

beforeEach(async () => {
  await waitForHydration();
  useSessionStore.getState().logout();
});

test('loads /auth/me, stores the profile and exposes the role', async () => {
  useSessionStore
    .getState()
    .login({ user: { username: 'admin' }, accessToken: 'a', refreshToken: 'r' });
  const server = answer({ status: 200, data: { result: ADMIN } });

  renderWithQuery(<Profile />);

  expect(await screen.findByText('Administrator')).toBeInTheDocument();
  expect(screen.getByText('admin admin=true write=true')).toBeInTheDocument();
  expect(server.requests.map(seenByServer)).toEqual([
    { method: 'GET', url: '/api/auth/me', authorization: 'Bearer a', body: null },
  ]);
  expect(useSessionStore.getState().user).toEqual(ADMIN);
});

test('an unknown role reads as a user who cannot write', async () => {
  useSessionStore
    .getState()
    .login({ user: { username: 'op' }, accessToken: 'a', refreshToken: 'r' });
  answer({
    status: 200,
    data: { result: { username: 'op', fullName: 'Operator', role: 'operator' } },
  });

  renderWithQuery(<Profile />);

  expect(await screen.findByText('user admin=false write=false')).toBeInTheDocument();
});

test('a 401 is not retried and ends the session', async () => {
  const onSessionExpired = jest.fn();
  configureHttp({ onSessionExpired });
  const server = answer({ status: 401, data: { message: 'Unauthorized' } });

  renderWithQuery(<Profile />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Profile failed');
  await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  expect(server.calls('GET', '/auth/me').length).toBe(1);
});

test('a server error is retried before giving up', async () => {
  const server = answer({ status: 503, data: { message: 'Starting up' } });

  renderWithQuery(<Profile />);

  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(server.calls('GET', '/auth/me').length).toBe(3);
});
