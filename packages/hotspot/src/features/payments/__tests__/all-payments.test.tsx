import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { aRouter, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

jest.setTimeout(30_000);
signInForEachTest('user');

const KANTOR = '11111111-1111-4111-8111-111111111111';
const GUDANG = '22222222-2222-4222-8222-222222222222';
const routers = [
  aRouter({ id: KANTOR, routerName: 'Kantor' }),
  aRouter({ id: GUDANG, routerName: 'Gudang' }),
];

test('every router’s payments: a Router column and filter, the list read from /payments', async () => {
  const api = serveHotspot({ routers });
  const user = userEvent.setup();
  const { router } = renderApp(HOTSPOT_ROUTES, { path: '/app/payments' });
  expect(await screen.findByRole('heading', { name: 'Payments: all routers' })).toBeInTheDocument();
  await waitFor(() => expect(api.calls('GET', '/payments')).not.toHaveLength(0));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Router' }), GUDANG);
  await waitFor(() => expect(router.state.location.search).toBe(`?routerId=${GUDANG}`));
  await waitFor(() =>
    expect(api.calls('GET', '/payments').at(-1)?.params).toMatchObject({ routerId: GUDANG }),
  );
  expect(screen.getByRole('heading', { name: 'Payments: Gudang' })).toBeInTheDocument();
});
