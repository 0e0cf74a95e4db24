import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { failed, ok, secrets, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Dialog forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(30_000);

signInForEachTest('admin');

const PATH = '/app/routers/1/ppp';

test('three tabs, each with its count; PPP Secrets shows the columns and each status', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  expect(await screen.findByRole('tab', { name: /PPP Secrets\s*3/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await screen.findByRole('tab', { name: /Active Connections\s*1/ })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: /User Profiles\s*2/ })).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'PPP Secrets' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Username', 'Profile', 'Address', 'Status', 'Comment', 'Actions']);
  expect(rowOf('pelanggan01').getByText('Enabled')).toBeInTheDocument();
  expect(rowOf('pelanggan01').getByRole('cell', { name: 'Rumah Pak Budi' })).toBeInTheDocument();
  expect(rowOf('pelanggan02').getByText('Disabled')).toBeInTheDocument();
});

test('Add PPP User posts the dialog’s fields; the list and its count follow', async () => {
  const api = serveHotspot({}, (request) => {
    if (request.method !== 'POST' || request.url !== '/ppp/1/secrets') return undefined;
    api.state.secrets = [...api.state.secrets, { ...secrets(4)[3]!, name: 'baru01' }];
    return { status: 201, data: { success: true, data: api.state.secrets.at(-1) } };
  });
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('button', { name: 'Add PPP User' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add PPP User' }));
  expect(dialog.getByLabelText('Profile')).toHaveValue('default');
  await fill(user, dialog.getByLabelText('Username'), 'baru01');
  await fill(user, dialog.getByLabelText('Password'), 'rahasia');
  await user.selectOptions(dialog.getByLabelText('Profile'), 'paket-10M');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('PPP secret added successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/ppp/1/secrets')[0]?.body).toEqual({
    name: 'baru01',
    password: 'rahasia',
    profile: 'paket-10M',
    localAddress: '',
    remoteAddress: '',
    comment: '',
  });
  expect(await screen.findByRole('tab', { name: /PPP Secrets\s*4/ })).toBeInTheDocument();
});

test('a duplicate name comes back on the Username field', async () => {
  serveHotspot({}, (request) =>
    request.method === 'POST'
      ? {
          status: 400,
          data: {
            message: 'validation_error',
            errors: [{ path: 'name', message: 'A PPP secret with this name already exists' }],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('button', { name: 'Add PPP User' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add PPP User' }));
  await fill(user, dialog.getByLabelText('Username'), 'pelanggan01');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await dialog.findByText('A PPP secret with this name already exists')).toBeInTheDocument();
  expect(dialog.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('Edit PPP User opens with the secret’s values and PUTs them', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'PUT' ? ok(api.state.secrets[0]) : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('table', { name: 'PPP Secrets' });
  await chooseRowAction(user, 'pelanggan01', 'Edit');
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit PPP User' }));
  expect(dialog.getByLabelText('Username')).toHaveValue('pelanggan01');
  expect(dialog.getByLabelText('Remote Address')).toHaveValue('10.0.0.10');
  await fill(user, dialog.getByLabelText('Comment'), ' (pindah)');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('PPP secret updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', '/ppp/1/secrets/*1')[0]?.body).toMatchObject({
    name: 'pelanggan01',
    comment: 'Rumah Pak Budi (pindah)',
  });
});

test('disable and enable change the status on the server, with their toasts', async () => {
  const api = serveHotspot({}, (request) => {
    const match = /^\/ppp\/1\/secrets\/([^/]+)\/(enable|disable)$/.exec(request.url);
    if (request.method !== 'POST' || !match) return undefined;
    const id = decodeURIComponent(match[1]!);
    api.state.secrets = api.state.secrets.map((secret) =>
      secret.id === id
        ? { ...secret, disabled: match[2] === 'disable' ? 'true' : 'false' }
        : secret,
    );
    return ok(null);
  });
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('table', { name: 'PPP Secrets' });
  await chooseRowAction(user, 'pelanggan01', 'Disable');
  expect(await screen.findByText('PPP secret disabled successfully')).toBeInTheDocument();
  await waitFor(() => expect(rowOf('pelanggan01').getByText('Disabled')).toBeInTheDocument());

  await chooseRowAction(user, 'pelanggan02', 'Enable');
  expect(await screen.findByText('PPP secret enabled successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/ppp/1/secrets/*1/disable')).toHaveLength(1);
  expect(api.calls('POST', '/ppp/1/secrets/*2/enable')).toHaveLength(1);
});

test('delete asks with the lists’ confirm dialog', async () => {
  const api = serveHotspot({}, (request) => (request.method === 'DELETE' ? ok(null) : undefined));
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('table', { name: 'PPP Secrets' });
  await chooseRowAction(user, 'pelanggan03', 'Hapus');
  const confirm = within(await screen.findByRole('alertdialog'));
  expect(confirm.getByText('Apakah anda yakin akan menghapus data ini?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Konfirmasi' }));

  expect(await screen.findByText('PPP secret deleted successfully')).toBeInTheDocument();
  expect(api.calls('DELETE', '/ppp/1/secrets/*3')).toHaveLength(1);
});

test('a session on Active Connections can be kicked', async () => {
  const api = serveHotspot({}, (request) => (request.method === 'DELETE' ? ok(null) : undefined));
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('tab', { name: /Active Connections/ }));
  const table = await screen.findByRole('table', { name: 'Active Connections' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Username', 'Service', 'Address', 'Uptime', 'Profile', 'Actions']);
  expect(rowOf('pelanggan01').getByRole('cell', { name: '1h2m3s' })).toBeInTheDocument();

  await chooseRowAction(user, 'pelanggan01', 'Kick');
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Konfirmasi' }),
  );
  expect(await screen.findByText('Connection disconnected successfully')).toBeInTheDocument();
  expect(api.calls('DELETE', '/ppp/1/active/*80')).toHaveLength(1);
});

test('User Profiles: columns, and Add User Profile with the 1M/1M placeholder and shared users 1', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' ? { status: 201, data: { success: true, data: null } } : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('tab', { name: /User Profiles/ }));
  const table = await screen.findByRole('table', { name: 'User Profiles' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Name', 'Address Pool', 'Rate Limit', 'Shared Users', 'Actions']);
  expect(rowOf('paket-10M').getByRole('cell', { name: '10M/10M' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add User Profile' }));
  expect(dialog.getByLabelText('Rate Limit')).toHaveAttribute('placeholder', '1M/1M');
  expect(dialog.getByLabelText('Shared Users')).toHaveValue('1');
  await fill(user, dialog.getByLabelText('Name'), 'paket-20M');
  await fill(user, dialog.getByLabelText('Rate Limit'), '20M/20M');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User profile added successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/ppp/1/profiles')[0]?.body).toEqual({
    name: 'paket-20M',
    addressPool: '',
    rateLimit: '20M/20M',
    sharedUsers: 1,
    onLogin: '',
    parent: '',
  });
});

test('a router that cannot be reached: Failed to fetch PPP data, the reason and Retry', async () => {
  let down = true;
  const api = serveHotspot({}, (request) =>
    down && request.url.startsWith('/ppp/')
      ? failed(504, 'Timed out: the host is down or the port is filtered')
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch PPP data');
  expect(alert).toHaveTextContent('Timed out: the host is down or the port is filtered');
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();

  down = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'PPP Secrets' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch PPP data')).not.toBeInTheDocument();
  expect(api.calls('GET', '/ppp/1/secrets').length).toBeGreaterThan(1);
});

test('active connections are read again every 10 s while their tab is open, and not after', async () => {
  jest.useFakeTimers();
  try {
    const api = serveHotspot();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderApp(HOTSPOT_ROUTES, { path: PATH });

    await user.click(await screen.findByRole('tab', { name: /Active Connections/ }));
    await screen.findByRole('table', { name: 'Active Connections' });
    const before = api.calls('GET', '/ppp/1/active').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(api.calls('GET', '/ppp/1/active').length).toBe(before + 1);

    await user.click(screen.getByRole('tab', { name: /PPP Secrets/ }));
    await screen.findByRole('table', { name: 'PPP Secrets' });
    const after = api.calls('GET', '/ppp/1/active').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(api.calls('GET', '/ppp/1/active').length).toBe(after);
  } finally {
    jest.useRealTimers();
  }
});
