import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import type { PublicTransaction } from 'contracts/types';
import { mockHttp, signOut, type MockNetwork, type Reply } from 'shared-auth/testing';
import { renderApp } from 'ui-kit/testing';
import { LANDING_ROUTES } from '../../../test/routes';
import { isFinal, pollDelay, POLL } from '../api/get-public-transaction';
import { PAY_TEXT, timeLeft } from '../components/payment-status-page';

const REF = 'PKY-20261124-ABCDEFGHJK';
const PATH = `/pay/${REF}?t=tok123`;
const URL_PATH = `/public/transactions/${REF}`;

const tx = (over: Partial<PublicTransaction> = {}): PublicTransaction => ({
  merchantRef: REF,
  status: 'UNPAID',
  amount: 150000,
  packageName: 'Rumahan 20',
  method: 'BRIVA',
  checkoutUrl: 'https://tripay.example/checkout/DEV-1',
  payCode: '8888123456789',
  expiresAt: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString(),
  paidAt: null,
  provisioning: 'none',
  pppUsername: null,
  pppPassword: null,
  secretExpiresAt: null,
  saleKind: 'ppp',
  voucherCode: null,
  voucherPassword: null,
  loginUrl: null,
  invoice: null,
  ...over,
});
const ok = (data: PublicTransaction): Reply => ({ status: 200, data: { success: true, data } });
const PAID_PENDING = {
  status: 'PAID',
  paidAt: '2026-11-24T08:00:00.000Z',
  provisioning: 'pending',
} as const;
const DONE = {
  ...PAID_PENDING,
  provisioning: 'done',
  pppUsername: '081234567890',
  pppPassword: 'aB3dEf6hJk7m',
  secretExpiresAt: '2026-12-24T08:00:00.000Z',
} as const;

let network: MockNetwork;
let reply: () => Reply;

beforeEach(async () => {
  await signOut();
  reply = () => ok(tx());
  network = mockHttp({ [`GET ${URL_PATH}`]: () => reply() });
});

afterEach(() => {
  jest.useRealTimers();
  focusManager.setFocused(undefined);
});

const polls = () => network.calls('GET', URL_PATH).length;

/** Moves the clock, then lets the answers that came due render. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

test('UNPAID: pay code with a copy button, the amount, a countdown to the expiry, instructions and Tripay’s page', async () => {
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(await screen.findByRole('heading', { name: PAY_TEXT.unpaid.title })).toBeInTheDocument();
  expect(document.title).toBe(`${PAY_TEXT.unpaid.title} · Pokayoke Admin`);
  expect(network.calls('GET', URL_PATH)[0]?.params).toEqual({ t: 'tok123' });
  expect(screen.getByText('8888123456789')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/^2:0\d:\d\d$/);
  expect(screen.getByText(/pay exactly Rp 150\.000/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Payment instructions/ })).toHaveAttribute(
    'href',
    'https://tripay.example/checkout/DEV-1',
  );
  expect(screen.getByText(REF)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copy pay code' }));
  expect(screen.getByRole('button', { name: 'Copied pay code' })).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe('8888123456789');
});

test('follows the order: UNPAID → PAID (router busy) → account ready, then stops polling', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-24T07:00:00Z') });
  renderApp(LANDING_ROUTES, { path: PATH });
  await advance(0);
  expect(screen.getByRole('heading', { name: PAY_TEXT.unpaid.title })).toBeInTheDocument();
  expect(polls()).toBe(1);

  reply = () => ok(tx(PAID_PENDING));
  await advance(POLL.unpaid.first);
  expect(polls()).toBe(2);
  await advance(100); // the answer is a few timer turns behind the request
  expect(screen.getByRole('heading', { name: PAY_TEXT.provisioning.title })).toBeInTheDocument();
  expect(screen.getByText(/The router is busy/)).toBeInTheDocument();
  expect(screen.getByText(/router sedang sibuk/)).toHaveAttribute('lang', 'id');
  expect(screen.queryByText('8888123456789')).not.toBeInTheDocument();

  // Paid and waiting for the router: asked again soon.
  await advance(POLL.provisioning.first);
  expect(polls()).toBe(3);
  await advance(100);

  reply = () => ok(tx(DONE));
  await advance(POLL.provisioning.max);
  await advance(100);
  const account = screen.getByLabelText('Internet account');
  expect(screen.getByRole('heading', { name: PAY_TEXT.done.title })).toBeInTheDocument();
  expect(within(account).getByText('081234567890')).toBeInTheDocument();
  expect(within(account).getByText('aB3dEf6hJk7m')).toBeInTheDocument();
  expect(within(account).getByRole('button', { name: 'Copy username' })).toBeInTheDocument();
  expect(within(account).getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
  expect(screen.getByText('24 Des 2026, 15.00 WIB')).toBeInTheDocument();
  const final = polls();

  await advance(10 * 60_000);
  expect(polls()).toBe(final);
});

test('the delay backs off while nothing changes, and polling pauses while the tab is hidden', async () => {
  jest.useFakeTimers();
  renderApp(LANDING_ROUTES, { path: PATH });
  await advance(0);
  expect(polls()).toBe(1);
  await advance(POLL.unpaid.first);
  expect(polls()).toBe(2);
  // 4 s after the first answer nothing changed: the next wait is 4 s + a quarter of that.
  await advance(POLL.unpaid.first);
  expect(polls()).toBe(2);
  await advance(1_000);
  expect(polls()).toBe(3);

  act(() => focusManager.setFocused(false));
  await advance(5 * 60_000);
  expect(polls()).toBe(3);
  act(() => focusManager.setFocused(true));
  await advance(0);
  expect(polls()).toBe(4); // back on the tab: asked at once
});

test.each([
  ['EXPIRED', PAY_TEXT.expired, 'Buy again'],
  ['FAILED', PAY_TEXT.failed, 'Buy again'],
  ['REFUND', PAY_TEXT.refund, 'Back to home'],
] as const)(
  '%s: its own text, a way back to /, and no more polling',
  async (status, text, back) => {
    reply = () => ok(tx({ status }));
    jest.useFakeTimers();
    renderApp(LANDING_ROUTES, { path: PATH });
    await advance(0);
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.en)).toBeInTheDocument();
    expect(screen.getByText(text.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
    expect(screen.queryByText('8888123456789')).not.toBeInTheDocument();
    await advance(5 * 60_000);
    expect(polls()).toBe(1);
  },
);

test('PAID whose account could not be created (router deleted) says to contact the shop', async () => {
  reply = () => ok(tx({ ...PAID_PENDING, provisioning: 'failed' }));
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: PAY_TEXT.provisionFailed.title }),
  ).toBeInTheDocument();
  expect(screen.getByText(REF)).toBeInTheDocument();
});

test('an unknown ref or a wrong token (404) says the payment is not found, asked once', async () => {
  reply = () => ({ status: 404, data: { success: false, message: 'Not Found' } });
  jest.useFakeTimers();
  renderApp(LANDING_ROUTES, { path: PATH });
  await advance(0);
  expect(screen.getByRole('heading', { name: PAY_TEXT.notFound.title })).toBeInTheDocument();
  expect(screen.getByText(PAY_TEXT.notFound.id)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe(`${PAY_TEXT.notFound.title} · Pokayoke Admin`);
  await advance(5 * 60_000);
  expect(polls()).toBe(1);
});

test('a link without its token is not found, without asking the server', async () => {
  renderApp(LANDING_ROUTES, { path: `/pay/${REF}` });
  expect(await screen.findByRole('heading', { name: PAY_TEXT.notFound.title })).toBeInTheDocument();
  expect(polls()).toBe(0);
});

test('loading, then a network failure with Retry', async () => {
  reply = () => ({ networkError: true });
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(screen.getByRole('status')).toHaveTextContent(PAY_TEXT.loading.title);
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent(PAY_TEXT.loadFailed.title);
  expect(alert).toHaveTextContent('Cannot reach the server');

  reply = () => ok(tx());
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: PAY_TEXT.unpaid.title })).toBeInTheDocument();
});

test('the copy button says when the browser refuses to copy', async () => {
  reply = () => ok(tx(DONE));
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: PATH });
  const button = await screen.findByRole('button', { name: 'Copy password' });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(button);
  expect(button).toHaveAccessibleName('Copy failed password');
  // The password stays on screen to select by hand.
  expect(screen.getByText('aB3dEf6hJk7m')).toBeVisible();
});

describe('rules', () => {
  test('final: EXPIRED, FAILED, REFUND, PAID with the account done or failed', () => {
    expect(isFinal(tx())).toBe(false);
    expect(isFinal(tx(PAID_PENDING))).toBe(false);
    expect(isFinal(tx({ ...PAID_PENDING, provisioning: 'none' }))).toBe(false);
    expect(isFinal(tx(DONE))).toBe(true);
    expect(isFinal(tx({ ...PAID_PENDING, provisioning: 'failed' }))).toBe(true);
    for (const status of ['EXPIRED', 'FAILED', 'REFUND'] as const)
      expect(isFinal(tx({ status }))).toBe(true);
  });

  test('delays grow with the unchanged time, up to their cap', () => {
    expect(pollDelay(tx(), 0)).toBe(4_000);
    expect(pollDelay(tx(), 60_000)).toBe(19_000);
    expect(pollDelay(tx(), 3_600_000)).toBe(30_000);
    expect(pollDelay(tx(PAID_PENDING), 0)).toBe(2_000);
    expect(pollDelay(tx(PAID_PENDING), 3_600_000)).toBe(15_000);
  });

  test('time left', () => {
    const now = Date.parse('2026-11-24T07:00:00Z');
    expect(timeLeft('2026-11-24T08:02:09Z', now)).toBe('1:02:09');
    expect(timeLeft('2026-11-24T07:12:09Z', now)).toBe('12:09');
    expect(timeLeft('2026-11-24T07:00:00Z', now)).toBeNull();
  });
});

test('a voucher sold online: its code, the login address and a QR code of the login with the code', async () => {
  const login = 'http://wifi.example.net/login?username=k7m2xq9p&password=k7m2xq9p';
  reply = () =>
    ok(
      tx({
        ...PAID_PENDING,
        provisioning: 'done',
        saleKind: 'voucher',
        voucherCode: 'k7m2xq9p',
        voucherPassword: 'k7m2xq9p',
        loginUrl: login,
      }),
    );
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(await screen.findByText(PAY_TEXT.voucherDone.title)).toBeInTheDocument();
  const voucher = screen.getByLabelText('Voucher');
  expect(within(voucher).getByText('k7m2xq9p')).toBeInTheDocument();
  // name = password: one code, no second field.
  expect(within(voucher).queryByText('Password')).toBeNull();
  expect(
    within(voucher).getByRole('link', { name: 'http://wifi.example.net/login' }),
  ).toHaveAttribute('href', login);
  const qr = await screen.findByRole('img', { name: 'QR code: log in with voucher k7m2xq9p' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.queryByText('Username')).toBeNull();
});
