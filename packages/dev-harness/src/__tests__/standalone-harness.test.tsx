import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
import { mockHttp, signOut, type MockNetwork, type MockReply } from 'shared-auth/testing';
import { usePageTitle } from 'ui-kit/layout';
import { StandaloneHarness } from '../standalone-harness';

const ADMIN = { id: '1', username: 'admin', fullName: 'Administrator', role: 'admin' };

function DeliveryScreen(): ReactElement {
  usePageTitle('Delivery');
  return <p>Delivery screen</p>;
}

/** The API behind the dev server's /api proxy, answered in-process; `url` is the proxied path. */
function api(answer: (request: { url: string }) => MockReply): MockNetwork {
  return mockHttp((request) => answer({ url: request.fullUrl }));
}

function renderHarness() {
  window.history.pushState({}, '', '/app/delivery');
  return render(
    <StandaloneHarness
      remote="delivery"
      links={[{ to: '/app/delivery', label: 'Delivery' }]}
      routes={<Route path="/app/delivery/*" element={<DeliveryScreen />} />}
    />,
  );
}

beforeEach(async () => {
  await signOut();
});

test('without a session it signs in against the API, then shows the remote with its page title', async () => {
  const seen = api(({ url }) =>
    url === '/api/auth/login'
      ? {
          status: 200,
          data: { message: 'Login successful!', user: ADMIN, accessToken: 'a', refreshToken: 'r' },
        }
      : { status: 200, data: { result: ADMIN } },
  );
  const user = userEvent.setup();
  renderHarness();

  await user.type(await screen.findByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/Password/), 'admin-pass-123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByText('Delivery screen')).toBeInTheDocument();
  const bar = screen.getByRole('banner');
  expect(within(bar).getByText(/Page title:/)).toHaveTextContent('Page title: Delivery');
  expect(within(bar).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
    'href',
    '/app/delivery',
  );
  expect(seen.requests.map((r) => `${r.method} ${r.fullUrl}`)).toEqual([
    'POST /api/auth/login',
    'GET /api/auth/me',
  ]);
  expect(seen.requests[0]?.body).toEqual({ username: 'admin', password: 'admin-pass-123' });
});

test('a refused sign-in shows the server message', async () => {
  api(() => ({ status: 401, data: { message: 'Invalid username or password' } }));
  const user = userEvent.setup();
  renderHarness();

  await user.type(await screen.findByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/Password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  expect(screen.queryByText('Delivery screen')).not.toBeInTheDocument();
});

test('a stored session the API rejects goes back to the sign-in form', async () => {
  useSessionStore.getState().login({ user: ADMIN, accessToken: 'old', refreshToken: 'old' });
  api(() => ({ status: 401, data: { message: 'Unauthorized' } }));
  renderHarness();

  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(false));
});
