import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { STATS, aRouter, failed, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

signInForEachTest('user');

const OFFLINE = aRouter({
  id: '2',
  routerName: 'Hotspot Gudang',
  isOnline: false,
  lastError: 'Connection refused: the API service is off or the port is closed',
});

function statCard(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

test('four stat cards; revenue in rupiah, never dollars', async () => {
  serveHotspot({ routers: [aRouter(), OFFLINE] });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const stats = await screen.findByRole('region', { name: 'Statistics' });
  expect(within(stats).getByText('Total Routers')).toBeInTheDocument();
  expect(statCard('Total Routers')).toHaveTextContent('2');
  expect(statCard('Total Routers')).toHaveTextContent('1 online, 1 offline');
  expect(statCard('Total Transactions')).toHaveTextContent('12');
  expect(statCard('Total Transactions')).toHaveTextContent('9 completed');
  expect(statCard('Total Revenue')).toHaveTextContent('Rp 1.250.000');
  expect(stats).not.toHaveTextContent('$');
  expect(statCard('Pending Transactions')).toHaveTextContent('3');
  expect(statCard('Pending Transactions')).toHaveTextContent('Awaiting payment');
});

test('billing cards: unpaid invoices with their rupiah, isolated subscribers and MRR, each a link to its filtered list', async () => {
  serveHotspot({
    stats: {
      ...STATS,
      subscribers: 42,
      isolated: 3,
      unpaidInvoices: 7,
      unpaidAmount: 1_050_000,
      overdueInvoices: 2,
      mrr: 5_850_000,
    },
  });
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const billing = within(await screen.findByRole('region', { name: 'Billing' }));
  const unpaid = billing.getByRole('link', { name: /Unpaid Invoices/ });
  expect(unpaid).toHaveTextContent('7');
  expect(unpaid).toHaveTextContent('Rp 1.050.000 owed, 2 overdue');
  expect(unpaid).toHaveAttribute('href', '/app/billing/invoices?status=unpaid');
  const isolated = billing.getByRole('link', { name: /Isolated Subscribers/ });
  expect(isolated).toHaveTextContent('3');
  expect(isolated).toHaveTextContent('of 42 subscribers');
  expect(isolated).toHaveAttribute('href', '/app/billing/subscribers?status=isolated');
  const mrr = billing.getByRole('link', { name: /Monthly Recurring Revenue/ });
  expect(mrr).toHaveTextContent('Rp 5.850.000');
  expect(mrr).toHaveAttribute('href', '/app/billing/subscribers');

  await user.click(isolated);
  expect(currentPath()).toBe('/app/billing/subscribers');
});

test('billing cards before any subscriber: zeros, no overdue count', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const billing = within(await screen.findByRole('region', { name: 'Billing' }));
  const unpaid = billing.getByRole('link', { name: /Unpaid Invoices/ });
  expect(unpaid).toHaveTextContent('Rp 0 owed');
  expect(unpaid).not.toHaveTextContent('overdue');
  expect(billing.getByRole('link', { name: /Monthly Recurring Revenue/ })).toHaveTextContent(
    'Rp 0',
  );
});

test('Router Overview cards link to Manage PPP and Payments; Detailed View has the monitor’s figures', async () => {
  serveHotspot({ routers: [aRouter(), OFFLINE] });
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const card = within(await screen.findByRole('article', { name: 'Hotspot Kantor' }));
  expect(card.getByRole('link', { name: 'Manage PPP of Hotspot Kantor' })).toHaveAttribute(
    'href',
    '/app/routers/1/ppp',
  );
  expect(card.getByRole('link', { name: 'Payments of Hotspot Kantor' })).toHaveAttribute(
    'href',
    '/app/routers/1/payments',
  );
  expect(
    within(screen.getByRole('article', { name: 'Hotspot Gudang' })).getByText(/Connection refused/),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Detailed View' }));
  const table = await screen.findByRole('table', { name: 'Router details' });
  const kantor = within(within(table).getByRole('cell', { name: 'Hotspot Kantor' }).closest('tr')!);
  for (const text of ['MikroTik-Kantor', '7.19', '3d4h', '7%', '56 / 256 MiB']) {
    expect(kantor.getByRole('cell', { name: text })).toBeInTheDocument();
  }
  const gudang = within(within(table).getByRole('cell', { name: 'Hotspot Gudang' }).closest('tr')!);
  expect(gudang.getByText('Offline')).toBeInTheDocument();
  expect(gudang.getByText(/Connection refused/)).toBeInTheDocument();

  await user.click(kantor.getByRole('link', { name: 'Manage PPP of Hotspot Kantor' }));
  expect(currentPath()).toBe('/app/routers/1/ppp');
});

test('quick actions: Manage Routers, View Payments and Reports lead to their pages', async () => {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const actions = within(await screen.findByRole('region', { name: 'Quick Actions' }));
  expect(actions.getByRole('link', { name: 'View Payments' })).toHaveAttribute(
    'href',
    '/app/payments',
  );
  expect(actions.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/app/reports');
  await user.click(actions.getByRole('link', { name: 'Manage Routers' }));
  expect(currentPath()).toBe('/app/routers');
});

test('a failed read: Failed to fetch dashboard data with the reason and Retry', async () => {
  let fail = true;
  serveHotspot({}, (request) =>
    fail && request.url === '/dashboard/stats' ? failed(503, 'Database unavailable') : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch dashboard data');
  expect(alert).toHaveTextContent('Database unavailable');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Rp 1.250.000')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the dashboard reads its figures again every 30 s', async () => {
  jest.useFakeTimers();
  try {
    const api = serveHotspot();
    renderApp(HOTSPOT_ROUTES, { path: '/app' });
    await screen.findByText('Rp 1.250.000');
    const stats = api.calls('GET', '/dashboard/stats').length;
    const routers = api.calls('GET', '/dashboard/routers').length;

    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000);
    });
    expect(api.calls('GET', '/dashboard/stats')).toHaveLength(stats);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(api.calls('GET', '/dashboard/stats')).toHaveLength(stats + 1);
    expect(api.calls('GET', '/dashboard/routers')).toHaveLength(routers + 1);
  } finally {
    jest.useRealTimers();
  }
});
