import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOTSPOT_FIELD_MESSAGES } from 'contracts/messages';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { aRouter, serveHotspot } from '../../../test/hotspot-server';
import { fill } from '../../../test/fill';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Dialog forms take a few seconds each in jsdom on a shared machine.
jest.setTimeout(30_000);

signInForEachTest('admin');

test('Add Router: Hotspot DNS Name shows its default and help, and is sent when filled', async () => {
  const api = serveHotspot({ routers: [] }, (request) =>
    request.method === 'POST' && request.url === '/routers'
      ? { status: 201, data: { success: true, data: aRouter({ id: '9' }) } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  await user.click(await screen.findByRole('button', { name: 'Add Router' }));
  const form = within(await screen.findByRole('dialog', { name: 'Add Router' }));
  const field = form.getByLabelText('Hotspot DNS Name');
  expect(field).toHaveValue('');
  expect(field).toHaveAttribute('placeholder', 'hotspot.lan');
  expect(form.getByText(/login address printed on vouchers/)).toBeInTheDocument();
  await fill(user, form.getByLabelText('Router Name'), 'Hotspot Baru');
  await fill(user, form.getByLabelText('Host'), '10.1.1.1');
  await fill(user, form.getByLabelText('Username'), 'admin');
  await fill(user, form.getByLabelText('Password'), 's3cret');
  await fill(user, field, ' login.wifi.test ');
  await user.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Router added successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/routers')[0]?.body).toMatchObject({
    routerName: 'Hotspot Baru',
    hotspotDnsName: 'login.wifi.test',
  });
});

test('Edit Router: the stored name is shown and the server’s error on it lands on the field', async () => {
  const api = serveHotspot(
    { routers: [aRouter({ hotspotDnsName: 'login.wifi.test' })] },
    (request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            data: {
              message: 'validation_error',
              errors: [{ path: 'hotspotDnsName', message: HOTSPOT_FIELD_MESSAGES.hotspotDnsName }],
            },
          }
        : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  const card = within(await screen.findByRole('article', { name: 'Hotspot Kantor' }));
  await user.click(card.getByRole('button', { name: 'Edit' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Router' }));
  const field = dialog.getByLabelText('Hotspot DNS Name');
  expect(field).toHaveValue('login.wifi.test');
  await user.clear(field);
  await fill(user, field, 'bad name!');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(dialog.getByText(HOTSPOT_FIELD_MESSAGES.hotspotDnsName)).toBeInTheDocument();
  expect(api.calls('PUT', '/routers/1')[0]?.body).toMatchObject({ hotspotDnsName: 'bad name!' });
});
