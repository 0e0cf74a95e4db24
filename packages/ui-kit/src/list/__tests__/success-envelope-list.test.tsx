import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { toast } from 'react-hot-toast/headless';
import { useSessionStore } from 'shared-auth';
import { mockHttp, signInAs } from 'shared-auth/testing';
import { renderApp } from '../../testing';
import type { DataColumn } from '../../table/columns';
import { createListStore } from '../list-store';
import { ResourceList } from '../resource-list';

interface Secret {
  id: string;
  name: string;
  profile: string;
}

const columns: DataColumn<Secret>[] = [
  { id: 'name', label: 'Username', sortable: true },
  { id: 'profile', label: 'Profile', sortable: true },
];

const SECRETS: Secret[] = Array.from({ length: 12 }, (_, index) => ({
  id: `*${(index + 1).toString(16).toUpperCase()}`,
  name: `user${String(index + 1).padStart(2, '0')}`,
  profile: index < 6 ? 'paket-5M' : 'paket-10M',
}));

function SecretsList() {
  return (
    <ResourceList<Secret>
      path="/ppp/r1/secrets"
      store={createListStore<Secret>('ppp-secrets')}
      columns={columns}
      label="PPP Secrets"
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
    />
  );
}

function renderSecrets() {
  return renderApp(<SecretsList />);
}

function names(): string[] {
  const table = screen.getByRole('table', { name: 'PPP Secrets' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

beforeEach(async () => {
  await signInAs('admin');
});

afterEach(() => {
  act(() => toast.remove());
  useSessionStore.getState().logout();
});

test('a whole { success, data } list is fetched once, then paged and sorted here', async () => {
  const api = mockHttp(() => ({ status: 200, data: { success: true, data: SECRETS } }));
  const user = userEvent.setup();
  renderSecrets();

  expect(await screen.findByRole('cell', { name: 'user01' })).toBeInTheDocument();
  expect(names()).toEqual(['user01', 'user02', 'user03', 'user04', 'user05']);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  // The router gives the whole list: no paging parameters are sent.
  expect(api.requests).toEqual([
    expect.objectContaining({ method: 'GET', url: '/ppp/r1/secrets', params: {} }),
  ]);

  await user.click(screen.getByRole('button', { name: 'Go to last page' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(names()).toEqual(['user11', 'user12']);

  await user.click(screen.getByRole('button', { name: 'Username' }));
  await user.click(screen.getByRole('button', { name: 'Username' }));
  await waitFor(() => expect(names()[0]).toBe('user12'));
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(api.requests).toHaveLength(1);
});

test('the search runs on the whole loaded list, not only the page shown', async () => {
  const api = mockHttp(() => ({ status: 200, data: { success: true, data: SECRETS } }));
  const user = userEvent.setup();
  renderSecrets();
  expect(await screen.findByRole('cell', { name: 'user01' })).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'user1');
  await waitFor(() => expect(screen.getByText('Page 1 of 1')).toBeInTheDocument(), {
    timeout: 2000,
  });
  expect(names()).toEqual(['user10', 'user11', 'user12']);
  expect(api.requests).toHaveLength(1);
});

test('{ success: false, error } shows the error with Retry, which asks again', async () => {
  let answer: { status: number; data: unknown } = {
    status: 502,
    data: { success: false, error: 'connection refused (API service off or port closed)' },
  };
  const api = mockHttp(() => answer);
  const user = userEvent.setup();
  renderSecrets();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('connection refused (API service off or port closed)');

  // A 2xx that says it failed reads the same way.
  answer = { status: 200, data: { success: false, error: 'Router is busy' } };
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Router is busy')).toBeInTheDocument();

  answer = { status: 200, data: { success: true, data: SECRETS.slice(0, 2) } };
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'user02' })).toBeInTheDocument();
  expect(api.requests).toHaveLength(3);
});

test('the call starts while the list renders, before React commits it', async () => {
  const api = mockHttp(() => ({ status: 200, data: { success: true, data: SECRETS } }));
  // A sibling that never finishes loading: the list renders but is never committed (React holds a
  // revealed page back the same way, for up to 300 ms), so no effect of it ever runs.
  const never = new Promise<never>(() => undefined);
  function StillLoading(): null {
    use(never);
    return null;
  }
  renderApp(
    <Suspense fallback={<p>Waiting</p>}>
      <SecretsList />
      <StillLoading />
    </Suspense>,
  );
  expect(await screen.findByText('Waiting')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/ppp/r1/secrets' }),
    ]),
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
