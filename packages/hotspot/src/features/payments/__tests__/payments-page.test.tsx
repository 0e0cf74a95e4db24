import { screen, within } from '@testing-library/react';
import { renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import type { Transaction } from '../../../api/types';
import { serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

signInForEachTest('user');

const PAID: Transaction = {
  id: 't-1',
  routerId: '1',
  packageId: 'p-1',
  packageName: 'Paket 10M',
  merchantRef: 'INV-20261124-0001',
  reference: 'T0001',
  status: 'PAID',
  amount: 150_000,
  method: 'QRIS',
  customerName: 'Budi',
  customerPhone: '081234567890',
  customerEmail: 'budi@example.com',
  pppProfile: 'paket-10M',
  pppUsername: '081234567890',
  provisioning: 'done',
  provisionError: null,
  expiresAt: null,
  paidAt: '2026-11-24T03:00:00.000Z',
  provisionedAt: '2026-11-24T03:00:05.000Z',
  secretExpiresAt: null,
  createdAt: '2026-11-24T02:55:00.000Z',
  updatedAt: '2026-11-24T03:00:05.000Z',
};

test('the router’s transactions, amounts in rupiah, from GET /routers/{id}/payments', async () => {
  const api = serveHotspot({ payments: [PAID] });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });

  const table = await screen.findByRole('table', { name: 'Transactions' });
  expect(await within(table).findByRole('cell', { name: 'INV-20261124-0001' })).toBeInTheDocument();
  expect(rowOf('INV-20261124-0001').getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(rowOf('INV-20261124-0001').getByText('PAID')).toBeInTheDocument();
  expect(api.calls('GET', '/routers/1/payments')[0]?.params).toEqual({
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'desc',
  });
});

test('no transactions yet: the empty table', async () => {
  serveHotspot({ payments: [] });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });
  expect(await screen.findByText('No data')).toBeInTheDocument();
});
