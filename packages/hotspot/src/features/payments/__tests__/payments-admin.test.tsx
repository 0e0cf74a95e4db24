import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { aTransaction, failed, ok, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Calendar, drawer and toasts under jsdom take seconds on a loaded shared machine.
jest.setTimeout(30_000);
signInForEachTest('admin');

const RETRY_URL = '/routers/1/payments/INV-20261124-0001/retry-provisioning';
const PENDING = aTransaction({
  provisioning: 'pending',
  pppUsername: null,
  provisionedAt: null,
  secretExpiresAt: null,
  provisionError: 'Router unreachable: connection refused',
});

async function openDetail() {
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments?ref=INV-20261124-0001' });
  const drawer = await screen.findByRole('dialog', { name: 'Transaction INV-20261124-0001' });
  await within(drawer).findByText('T0001');
  return drawer;
}

test('an admin retries provisioning: confirm, busy, success toast, the detail shows the account', async () => {
  const api = serveHotspot({ payments: [PENDING] }, (request) => {
    if (request.method === 'POST' && request.url === RETRY_URL) {
      // The router is back: the next read of the detail finds the account made.
      api.state.payments = [aTransaction({ provisioning: 'done', pppUsername: '081234567890' })];
      return ok({ ...PENDING, callbacks: [] });
    }
    return undefined;
  });
  const user = userEvent.setup();
  const drawer = await openDetail();
  expect(within(drawer).getByText('Router unreachable: connection refused')).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: 'Retry provisioning' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Retry provisioning' });
  expect(api.calls('POST', RETRY_URL)).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Retry' }));

  expect(
    await screen.findByText('Provisioning restarted: the PPP account is being created'),
  ).toBeInTheDocument();
  expect(api.calls('POST', RETRY_URL)).toHaveLength(1);
  // The detail reads again (the provisioning poll and the action's refresh) and shows it done.
  await waitFor(() => expect(within(drawer).getByText('Done')).toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(within(drawer).queryByRole('button', { name: 'Retry provisioning' })).toBeNull();
});

test('a refused retry (already provisioned elsewhere) shows the server’s reason', async () => {
  serveHotspot({ payments: [PENDING] }, (request) =>
    request.method === 'POST' && request.url === RETRY_URL
      ? failed(409, 'Only a PAID transaction not provisioned yet can be retried')
      : undefined,
  );
  const user = userEvent.setup();
  const drawer = await openDetail();
  await user.click(within(drawer).getByRole('button', { name: 'Retry provisioning' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Retry provisioning' });
  await user.click(within(confirm).getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('Only a PAID transaction not provisioned yet can be retried'),
  ).toBeInTheDocument();
});

test('no Retry provisioning on a transaction already provisioned or not paid', async () => {
  serveHotspot({ payments: [aTransaction({ status: 'EXPIRED', provisioning: 'none' })] });
  const drawer = await openDetail();
  expect(within(drawer).queryByRole('button', { name: 'Retry provisioning' })).toBeNull();
  expect(within(drawer).getByText('No callback from Tripay yet')).toBeInTheDocument();
});
