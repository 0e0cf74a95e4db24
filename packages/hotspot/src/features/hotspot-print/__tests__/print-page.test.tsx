import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { BATCH_ID, aBatchDetail, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';
import { loginUrl, paginate } from '../lib/print-layout';

jest.setTimeout(30_000);

signInForEachTest('user');

const PRINT = `/app/routers/1/hotspot/vouchers/${BATCH_ID}/print`;

async function pages() {
  await waitFor(() =>
    expect(document.querySelector('[data-voucher-print]')).toHaveAttribute('data-ready', 'true'),
  );
  return screen.findAllByRole('region', { name: /^Page \d+$/ });
}

test('A4: 50 vouchers print as cards of 24 a page, each with the company, code, price, validity, address and QR', async () => {
  serveHotspot({ batchDetail: aBatchDetail(50) });
  renderApp(HOTSPOT_ROUTES, { path: `${PRINT}?layout=a4` });

  const sheets = await pages();
  expect(sheets).toHaveLength(3);
  expect(within(sheets[0]!).getAllByRole('article')).toHaveLength(24);
  expect(within(sheets[2]!).getAllByRole('article')).toHaveLength(2);
  const card = screen.getByRole('article', { name: 'Voucher v00000' });
  expect(card).toHaveTextContent('WiFi Pak Budi');
  expect(card).toHaveTextContent('v00000');
  expect(card).toHaveTextContent('1-hari');
  expect(card).toHaveTextContent('1 day');
  expect(card).toHaveTextContent('Rp 6.000');
  expect(card).toHaveTextContent('http://login.wifi.test/login');
  expect(
    within(card).getByRole('img', { name: 'QR code to log in as v00000' }),
  ).toBeInTheDocument();
  // The page's @page rule gives the paper.
  expect(document.body.innerHTML).toContain('@page { size: 210mm 297mm');
});

test('Unused only and the layout live in the address; thermal prints one card per label', async () => {
  serveHotspot({ batchDetail: aBatchDetail(3) });
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(HOTSPOT_ROUTES, { path: `${PRINT}?layout=thermal58&unused=1` });

  const sheets = await pages();
  // v00001 is the active one ('cd4p8q'): two unused cards, one label each.
  expect(sheets).toHaveLength(2);
  expect(screen.queryByRole('article', { name: 'Voucher cd4p8q' })).not.toBeInTheDocument();
  expect(document.body.innerHTML).toContain('@page { size: 58mm 84mm');

  await user.click(screen.getByRole('checkbox', { name: 'Unused only' }));
  await waitFor(() => expect(router.state.location.search).toBe('?layout=thermal58'));
  await waitFor(() =>
    expect(screen.getAllByRole('region', { name: /^Page \d+$/ })).toHaveLength(3),
  );

  await user.selectOptions(screen.getByLabelText('Layout'), 'thermal80');
  await waitFor(() => expect(router.state.location.search).toBe('?layout=thermal80'));
  expect(document.body.innerHTML).toContain('@page { size: 80mm 54mm');
  expect(screen.getByText('3 cards')).toBeInTheDocument();
});

test('a user + password voucher prints both; the QR link carries them', async () => {
  const detail = aBatchDetail(1);
  detail.vouchers[0] = { ...detail.vouchers[0]!, name: 'tamu01', password: 'k8p3' };
  serveHotspot({ batchDetail: detail });
  renderApp(HOTSPOT_ROUTES, { path: PRINT });

  await pages();
  const card = screen.getByRole('article', { name: 'Voucher tamu01' });
  expect(card).toHaveTextContent(/User\s*tamu01\s*Password\s*k8p3/);
  expect(loginUrl('login.wifi.test', 'tamu01', 'k8p3')).toBe(
    'http://login.wifi.test/login?username=tamu01&password=k8p3',
  );
  expect(paginate([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
});

test('a batch that is not there: the reason and Retry', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot/vouchers/nope/print' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch the vouchers to print');
  expect(alert).toHaveTextContent('Voucher batch not found');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the console under the sheets is inert while they cover it, and usable again after', async () => {
  serveHotspot({ batchDetail: aBatchDetail(2) });
  const { unmount } = renderApp(HOTSPOT_ROUTES, { path: `${PRINT}?layout=a4` });
  await pages();
  const behind = [...document.body.children].filter(
    (element) => !element.hasAttribute('data-voucher-print'),
  );
  expect(behind.length).toBeGreaterThan(0);
  for (const element of behind) expect(element).toHaveAttribute('inert');
  expect(document.querySelector('[data-voucher-print]')).not.toHaveAttribute('inert');
  unmount();
  for (const element of behind) expect(element).not.toHaveAttribute('inert');
});
