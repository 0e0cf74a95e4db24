import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { failed, ok, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Dialog forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(30_000);

signInForEachTest('admin');

const PATH = '/app/routers/1/hotspot';

test('five tabs with their counts; the tab is kept in the address', async () => {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(HOTSPOT_ROUTES, { path: PATH });

  expect(await screen.findByRole('tab', { name: /Users\s*3/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await screen.findByRole('tab', { name: /User Profiles\s*2/ })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: /Active\s*1/ })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: /Vouchers\s*1/ })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: /Sales\s*1/ })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Active/ }));
  await within(await screen.findByRole('table', { name: 'Active Sessions' })).findByRole('cell', {
    name: 'cd4p8q',
  });
  expect(router.state.location.search).toBe('?tab=active');
  expect(rowOf('cd4p8q').getByRole('cell', { name: '50 MiB' })).toBeInTheDocument();
  expect(rowOf('cd4p8q').getByRole('cell', { name: '1h 2m' })).toBeInTheDocument();
});

test('a reload on ?tab=profiles opens User Profiles with rupiah, validity and lock', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: `${PATH}?tab=profiles` });

  const table = await screen.findByRole('table', { name: 'User Profiles' });
  await within(table).findByRole('cell', { name: '1-hari' });
  expect(screen.getByRole('tab', { name: /User Profiles/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(table).getByRole('cell', { name: 'Rp 6.000' })).toBeInTheDocument();
  expect(rowOf('1-hari').getByRole('cell', { name: '1 day' })).toBeInTheDocument();
  expect(rowOf('1-hari').getByText('Locked')).toBeInTheDocument();
  expect(rowOf('default').getByRole('cell', { name: 'No expiry' })).toBeInTheDocument();
});

test('users show each status as colour, icon and word; the status filter goes to the address and the call', async () => {
  const api = serveHotspot();
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('cell', { name: 'ab3k7m' });
  expect(rowOf('ab3k7m').getByText('Unused')).toHaveAttribute('data-status', 'unused');
  expect(rowOf('cd4p8q').getByText('Active')).toHaveAttribute('data-status', 'active');
  expect(rowOf('tamu').getByText('Disabled')).toHaveAttribute('data-status', 'disabled');
  expect(rowOf('cd4p8q').getByRole('cell', { name: '24/11/2026 10:00 WIB' })).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Status'), 'active');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'ab3k7m' })).not.toBeInTheDocument(),
  );
  expect(router.state.location.search).toBe('?status=active');
  expect(api.calls('GET', '/hotspot/1/users').at(-1)?.params).toMatchObject({ status: 'active' });
});

test('Add User: the form checks the MAC, the server’s field error lands on its field', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' && request.url === '/hotspot/1/users'
      ? {
          status: 400,
          data: {
            message: 'validation_error',
            errors: [{ path: 'name', message: 'A hotspot user with this name already exists' }],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('button', { name: 'Add User' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Hotspot User' }));
  await fill(user, dialog.getByLabelText(/Username/), 'ab3k7m');
  await fill(user, dialog.getByLabelText('MAC Address'), 'not-a-mac');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(
    await dialog.findByText('MAC address must look like AA:BB:CC:DD:EE:FF'),
  ).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/users')).toHaveLength(0);

  await user.clear(dialog.getByLabelText('MAC Address'));
  await fill(user, dialog.getByLabelText('Data Limit'), '2G');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(
    await dialog.findByText('A hotspot user with this name already exists'),
  ).toBeInTheDocument();
  expect(dialog.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls('POST', '/hotspot/1/users')[0]?.body).toMatchObject({
    name: 'ab3k7m',
    limitBytesTotal: 2 * 1024 ** 3,
    macAddress: '',
  });
});

test('Reset asks first, then posts …/reset', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' && request.url.endsWith('/reset') ? ok(null) : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('table', { name: 'Hotspot Users' });
  await chooseRowAction(user, 'cd4p8q', 'Reset');
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Reset hotspot user' }));
  expect(api.calls('POST', '/hotspot/1/users/*A2/reset')).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Konfirmasi' }));
  expect(await screen.findByText('Hotspot user reset successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/users/*A2/reset')).toHaveLength(1);
});

test('Kick asks first, then deletes the session', async () => {
  const api = serveHotspot({}, (request) => (request.method === 'DELETE' ? ok(null) : undefined));
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: `${PATH}?tab=active` });

  await screen.findByRole('table', { name: 'Active Sessions' });
  await chooseRowAction(user, 'cd4p8q', 'Kick');
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Kick session' }));
  await user.click(dialog.getByRole('button', { name: 'Kick' }));
  expect(await screen.findByText('Session disconnected successfully')).toBeInTheDocument();
  expect(api.calls('DELETE', '/hotspot/1/active/*B1')).toHaveLength(1);
});

test('the router down: the reason and Retry; Users (our records) still list', async () => {
  serveHotspot({}, (request) =>
    /\/hotspot\/1\/(profiles|active)$/.test(request.url)
      ? failed(504, 'Router did not answer in 10 s')
      : undefined,
  );
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch hotspot data');
  expect(alert).toHaveTextContent('Router did not answer in 10 s');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Hotspot Users' })).toBeInTheDocument();
});

test('Sales: totals of the period and the rows in rupiah', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: `${PATH}?tab=sales` });

  await screen.findByRole('table', { name: 'Sales' });
  expect(await screen.findByTestId('sales-amount')).toHaveTextContent('Rp 5.000');
  expect(screen.getByTestId('sales-count')).toHaveTextContent('1');
  expect(rowOf('cd4p8q').getByRole('cell', { name: 'Rp 5.000' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

test('Sales: Import from MikHmon posts …/import-mikhmon and says what it took', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' && request.url.endsWith('/import-mikhmon')
      ? ok(
          { profiles: 4, sales: 6, batches: 2, skipped: 0, skippedItems: [] },
          { message: 'MikHmon data imported successfully' },
        )
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: `${PATH}?tab=sales` });

  await screen.findByRole('table', { name: 'Sales' });
  await user.click(screen.getByRole('button', { name: 'Import from MikHmon' }));
  expect(
    await screen.findByText(
      'MikHmon data imported successfully: 4 profiles, 6 sales, 2 voucher batches, 0 skipped',
    ),
  ).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/import-mikhmon')).toHaveLength(1);
});
