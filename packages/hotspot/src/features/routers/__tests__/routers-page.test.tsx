import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { aRouter, failed, ok, serveHotspot } from '../../../test/hotspot-server';
import { fill } from '../../../test/fill';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Dialog forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(30_000);

signInForEachTest('admin');

const OFFLINE = aRouter({
  id: '2',
  routerName: 'Hotspot Gudang',
  routerHost: '10.10.0.1',
  isOnline: false,
  lastError: 'timed out after 5 s (host down or filtered)',
  stats: { pppSecret: 0, pppActive: 0 },
  lastSeenAt: null,
  transactionCount: 0,
});

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

test('a card per router: status, host, username, counts, date added and the last error', async () => {
  serveHotspot({ routers: [aRouter(), OFFLINE] });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await screen.findByRole('article', { name: 'Hotspot Kantor' });
  const online = card('Hotspot Kantor');
  expect(online.getByText('Online')).toBeInTheDocument();
  expect(online.getByText('192.168.88.1:8728')).toBeInTheDocument();
  expect(online.getByText('api-user')).toBeInTheDocument();
  expect(online.getByText('PPP Users').nextSibling).toHaveTextContent('3');
  expect(online.getByText('Active Connections').nextSibling).toHaveTextContent('1');
  expect(online.getByText('Transactions').nextSibling).toHaveTextContent('4');
  expect(online.getByText('Added').nextSibling).toHaveTextContent('01/11/2026');
  for (const button of ['Test', 'Edit', 'Delete']) {
    expect(online.getByRole('button', { name: button })).toBeEnabled();
  }

  const offline = card('Hotspot Gudang');
  expect(offline.getByText('Offline')).toBeInTheDocument();
  expect(offline.getByText('Last seen: never')).toBeInTheDocument();
  expect(offline.getByText(/timed out after 5 s/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Router' })).toBeInTheDocument();
});

test('no routers: No routers found', async () => {
  serveHotspot({ routers: [] });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });
  expect(await screen.findByText('No routers found')).toBeInTheDocument();
});

test('a failed read says so with the reason and retries', async () => {
  let fail = true;
  serveHotspot({}, (request) =>
    request.url === '/dashboard/routers' && fail ? failed(503, 'Database unavailable') : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch routers');
  expect(alert).toHaveTextContent('Database unavailable');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Hotspot Kantor' })).toBeInTheDocument();
});

test('Add Router posts the dialog’s fields and toasts the success', async () => {
  const api = serveHotspot({ routers: [] }, (request) =>
    request.method === 'POST' && request.url === '/routers'
      ? { status: 201, data: { success: true, data: aRouter({ id: '9' }) } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await user.click(await screen.findByRole('button', { name: 'Add Router' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Router' });
  const form = within(dialog);
  expect(form.getByLabelText('Host')).toHaveAttribute('placeholder', '192.168.88.1:8728');
  expect(form.getByRole('heading', { name: 'Tripay Payment Settings' })).toBeInTheDocument();
  await fill(user, form.getByLabelText('Router Name'), 'Hotspot Baru');
  await fill(user, form.getByLabelText('Host'), '10.1.1.1:8728');
  await fill(user, form.getByLabelText('Username'), 'admin');
  await fill(user, form.getByLabelText('Password'), 's3cret');
  await fill(user, form.getByLabelText('Merchant Code'), 'T1234');
  await user.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Router added successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls('POST', '/routers')[0]?.body).toEqual({
    routerName: 'Hotspot Baru',
    routerHost: '10.1.1.1:8728',
    routerUser: 'admin',
    routerPass: 's3cret',
    routerDns: '',
    trafficInterface: '',
    useTls: false,
    tripayMerchantCode: 'T1234',
    tripayApiKey: '',
    tripayPrivateKey: '',
  });
  // The list is read again after the save.
  await waitFor(() => expect(api.calls('GET', '/dashboard/routers').length).toBeGreaterThan(1));
});

test('the server’s validation errors land on the dialog’s fields', async () => {
  serveHotspot({}, (request) =>
    request.method === 'POST'
      ? {
          status: 400,
          data: {
            message: 'validation_error',
            errors: [
              {
                path: 'routerHost',
                message: 'Host must be a host name or IP, with an optional :port',
              },
            ],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await user.click(await screen.findByRole('button', { name: 'Add Router' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Router' }));
  await fill(user, dialog.getByLabelText('Host'), 'bad host!');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  expect(dialog.getByLabelText('Host')).toHaveAttribute('aria-invalid', 'true');
  expect(
    dialog.getByText('Host must be a host name or IP, with an optional :port'),
  ).toBeInTheDocument();
});

test('Edit leaves a blank password out (the stored one stays) and toasts a failure with its reason', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'PUT' ? failed(409, 'A router named Hotspot Kantor exists') : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await screen.findByRole('article', { name: 'Hotspot Kantor' });
  await user.click(card('Hotspot Kantor').getByRole('button', { name: 'Edit' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Router' }));
  expect(dialog.getByLabelText('Router Name')).toHaveValue('Hotspot Kantor');
  expect(dialog.getByLabelText('Password')).toHaveValue('');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Failed to update router')).toBeInTheDocument();
  expect(dialog.getByRole('alert')).toHaveTextContent('A router named Hotspot Kantor exists');
  const body = api.calls('PUT', '/routers/1')[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ routerName: 'Hotspot Kantor', routerHost: '192.168.88.1:8728' });
  expect(body).not.toHaveProperty('routerPass');
  expect(body).not.toHaveProperty('tripayApiKey');
});

test('Test toasts success, or the failure with the router’s reason', async () => {
  let answer = ok({ identity: 'MikroTik', version: '7.19', latencyMs: 12 });
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' && request.url === '/routers/1/test' ? answer : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await screen.findByRole('article', { name: 'Hotspot Kantor' });
  await user.click(card('Hotspot Kantor').getByRole('button', { name: 'Test' }));
  expect(await screen.findByText('Connection test successful')).toBeInTheDocument();

  answer = failed(502, 'wrong username or password');
  await user.click(card('Hotspot Kantor').getByRole('button', { name: 'Test' }));
  expect(
    await screen.findByText('Connection test failed: wrong username or password'),
  ).toBeInTheDocument();
  expect(api.calls('POST', '/routers/1/test')).toHaveLength(2);
});

test('Delete asks with the lists’ confirm dialog; a router with transactions stays', async () => {
  let answer = failed(409, 'Router has transactions');
  const api = serveHotspot({}, (request) =>
    request.method === 'DELETE' && request.url === '/routers/1' ? answer : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await screen.findByRole('article', { name: 'Hotspot Kantor' });
  await user.click(card('Hotspot Kantor').getByRole('button', { name: 'Delete' }));
  let confirm = within(await screen.findByRole('alertdialog'));
  expect(confirm.getByText('Apakah anda yakin akan menghapus data ini?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Konfirmasi' }));
  expect(
    await screen.findByText('Failed to delete router: Router has transactions'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  answer = ok(null);
  await user.click(card('Hotspot Kantor').getByRole('button', { name: 'Delete' }));
  confirm = within(await screen.findByRole('alertdialog'));
  await user.click(confirm.getByRole('button', { name: 'Konfirmasi' }));
  expect(await screen.findByText('Router deleted successfully')).toBeInTheDocument();
  expect(api.calls('DELETE', '/routers/1')).toHaveLength(2);
});
