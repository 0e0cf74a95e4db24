import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

jest.setTimeout(30_000);

signInForEachTest('admin');

const PATH = '/app/routers/1/hotspot?tab=profiles';

test('Add Profile explains validity, refuses a wrong one, and posts rupiah and our settings', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'POST' ? { status: 201, data: { success: true, data: {} } } : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await user.click(await screen.findByRole('button', { name: 'Add Profile' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add User Profile' }));
  expect(
    dialog.getByText(/a number and m, h or d \(30m, 12h, 1d, 30d\)\. Empty: never expires/),
  ).toBeInTheDocument();
  await fill(user, dialog.getByLabelText(/Name/), '7-hari');
  await fill(user, dialog.getByLabelText('Validity'), '7 days');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(
    await dialog.findByText(
      'Validity must be a number followed by m, h or d (e.g. 30m, 12h, 1d, 30d), or empty',
    ),
  ).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/profiles')).toHaveLength(0);

  await user.clear(dialog.getByLabelText('Validity'));
  await fill(user, dialog.getByLabelText('Validity'), '7d');
  await fill(user, dialog.getByLabelText('Price'), '25000');
  await user.selectOptions(dialog.getByLabelText('On expiry'), 'disable');
  await user.click(dialog.getByRole('checkbox', { name: 'Lock MAC' }));
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User profile added successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/profiles')[0]?.body).toEqual({
    name: '7-hari',
    rateLimit: '',
    sharedUsers: 1,
    addressPool: '',
    parentQueue: '',
    sessionTimeout: '',
    price: 25000,
    sellingPrice: null,
    validity: '7d',
    expiryMode: 'disable',
    lockMac: true,
  });
});

test('Edit Profile opens with its values; the server’s field error lands on its field', async () => {
  const api = serveHotspot({}, (request) =>
    request.method === 'PUT'
      ? {
          status: 400,
          data: {
            message: 'validation_error',
            errors: [
              {
                path: 'rateLimit',
                message: 'Rate limit must be at most 200 characters (e.g. 1M/2M)',
              },
            ],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: PATH });

  await screen.findByRole('cell', { name: '1-hari' });
  await chooseRowAction(user, '1-hari', 'Edit');
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit User Profile' }));
  expect(dialog.getByLabelText('Validity')).toHaveValue('1d');
  expect(dialog.getByLabelText('Selling Price')).toHaveValue('6.000');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(
    await dialog.findByText('Rate limit must be at most 200 characters (e.g. 1M/2M)'),
  ).toBeInTheDocument();
  expect(dialog.getByLabelText('Rate Limit')).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls('PUT', '/hotspot/1/profiles/*1')[0]?.body).toMatchObject({
    name: '1-hari',
    sellingPrice: 6000,
    lockMac: true,
  });
});
