import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalInvoice, PortalMe, PortalVoucher } from 'contracts/types';
import { mockHttp, signOut, type MockNetwork, type Reply } from 'shared-auth/testing';
import { renderApp } from 'ui-kit/testing';
import { LANDING_ROUTES } from '../../../test/routes';
import { PORTAL_TEXT } from '../portal-text';
import { LANGUAGE_KEY } from '../use-language';

const ID = PORTAL_TEXT.id;
const EN = PORTAL_TEXT.en;

const ME: PortalMe = {
  phone: '6281234567890',
  subscriptions: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Siti',
      plan: 'Rumah 20M',
      price: 250_000,
      status: 'isolated',
      pppUsername: 'siti-rt03',
      routerName: 'Tower Utara',
      unpaidInvoices: 1,
      payUrl: '/bayar/tok-unpaid-0123456789abcdef',
    },
  ],
};
const invoice = (over: Partial<PortalInvoice>): PortalInvoice => ({
  id: '22222222-2222-4222-8222-222222222222',
  number: 'INV/2026/04/00001',
  subscriptionId: ME.subscriptions[0]!.id,
  subscriberName: 'Siti',
  pppUsername: 'siti-rt03',
  period: '2026-04',
  amount: 250_000,
  dueDate: '2026-04-10',
  status: 'unpaid',
  paidAt: null,
  paidAmount: null,
  method: null,
  payUrl: '/bayar/tok-unpaid-0123456789abcdef',
  ...over,
});
const INVOICES = [
  invoice({}),
  invoice({
    id: '33333333-3333-4333-8333-333333333333',
    number: 'INV/2026/03/00007',
    period: '2026-03',
    status: 'paid',
    paidAt: '2026-03-08T03:00:00.000Z',
    paidAmount: 250_000,
    method: 'cash',
    payUrl: null,
  }),
];
const VOUCHERS: PortalVoucher[] = [
  {
    id: '44444444-4444-4444-8444-444444444444',
    merchantRef: 'PKY-20260401-ABCDEFGHJK',
    packageName: 'Voucher 1 Hari',
    amount: 5000,
    status: 'PAID',
    voucherName: 'vc-7788',
    createdAt: '2026-04-01T03:00:00.000Z',
    paidAt: '2026-04-01T03:01:00.000Z',
  },
];

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });
const refused = (status: number, headers?: Record<string, string>): Reply => ({
  status,
  data: { success: false, message: 'refused' },
  ...(headers ? { headers } : {}),
});

let network: MockNetwork;
let signedIn: boolean;
let otpReply: () => Reply;
let loginReply: (code: string) => Reply;

beforeEach(async () => {
  await signOut();
  window.localStorage.removeItem(LANGUAGE_KEY);
  signedIn = false;
  otpReply = () => ({ status: 200, data: { success: true } });
  loginReply = (code) => {
    if (code !== '482913') return refused(401);
    signedIn = true;
    return ok({ expiresAt: '2026-05-20T03:00:00.000Z' });
  };
  network = mockHttp({
    'GET /portal/me': () => (signedIn ? ok(ME) : refused(401)),
    'GET /portal/invoices': () => ({ status: 200, data: { success: true, data: INVOICES } }),
    'GET /portal/vouchers': () => ({ status: 200, data: { success: true, data: VOUCHERS } }),
    'GET /portal/invoices/33333333-3333-4333-8333-333333333333/receipt': () =>
      ok({ invoice: INVOICES[1], company: 'Pokayoke Net', receivedBy: 'admin' }),
    'POST /portal/otp': () => otpReply(),
    'POST /portal/login': (request) => loginReply((request.body as { code: string }).code),
    'POST /portal/logout': () => {
      signedIn = false;
      return { status: 200, data: { success: true } };
    },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  renderApp(LANDING_ROUTES, { path: '/akun' });
  await user.type(await screen.findByLabelText(ID.phoneLabel), '0812-3456-7890');
  await user.click(screen.getByRole('button', { name: ID.sendCode }));
  return screen.findByLabelText(ID.codeLabel);
}

test('phone step in Indonesian: a wrong number is named before any call, a right one asks for the code', async () => {
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/akun' });
  expect(await screen.findByRole('heading', { name: ID.title })).toBeInTheDocument();
  await user.type(screen.getByLabelText(ID.phoneLabel), '12345');
  await user.click(screen.getByRole('button', { name: ID.sendCode }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ID.phoneInvalid);
  expect(network.calls('POST', '/portal/otp')).toHaveLength(0);

  await user.clear(screen.getByLabelText(ID.phoneLabel));
  await user.type(screen.getByLabelText(ID.phoneLabel), '0812-3456-7890');
  await user.click(screen.getByRole('button', { name: ID.sendCode }));
  const code = await screen.findByLabelText(ID.codeLabel);
  expect(network.calls('POST', '/portal/otp')[0]?.body).toEqual({ phone: '0812-3456-7890' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveFocus();
});

test('a 429 says how long to wait', async () => {
  otpReply = () => refused(429, { 'retry-after': '1800' });
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/akun' });
  await user.type(await screen.findByLabelText(ID.phoneLabel), '081234567890');
  await user.click(screen.getByRole('button', { name: ID.sendCode }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ID.tooMany(30));
  expect(screen.queryByLabelText(ID.codeLabel)).not.toBeInTheDocument();
});

test('a wrong code is explained and cleared; a pasted code with spaces signs in at its 6th digit', async () => {
  const user = userEvent.setup();
  const code = await toCodeStep(user);
  await user.type(code, '111111');
  expect(await screen.findByRole('alert')).toHaveTextContent(ID.wrongCode);
  expect(code).toHaveValue('');

  await user.click(code);
  await user.paste('482 913');
  expect(network.calls('POST', '/portal/login').at(-1)?.body).toEqual({
    phone: '0812-3456-7890',
    code: '482913',
  });
  // The account: the isolated subscription explained, with Pay to its oldest bill.
  expect(await screen.findByText(ID.isolatedTitle)).toBeInTheDocument();
  expect(screen.getByText(ID.isolatedExplain)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: ID.payNow })).toHaveAttribute(
    'href',
    '/bayar/tok-unpaid-0123456789abcdef',
  );
  expect(screen.getByText('siti-rt03', { selector: 'code' })).toBeInTheDocument();
});

test('resend waits 60 seconds, counting down', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await toCodeStep(user);
  const resend = screen.getByRole('button', { name: ID.resendIn(60) });
  expect(resend).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(61_000);
  });
  const ready = screen.getByRole('button', { name: ID.resend });
  expect(ready).toBeEnabled();
  await user.click(ready);
  expect(await screen.findByRole('status')).toHaveTextContent(ID.resent);
  expect(network.calls('POST', '/portal/otp')).toHaveLength(2);
  expect(screen.getByRole('button', { name: ID.resendIn(60) })).toBeDisabled();
});

test('signed in: bills with Pay and a receipt, vouchers, and sign out back to the phone step', async () => {
  signedIn = true;
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/akun' });
  const bills = await screen.findByRole('region', { name: ID.invoices });
  const items = await within(bills).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: ID.pay })).toHaveAttribute(
    'href',
    '/bayar/tok-unpaid-0123456789abcdef',
  );
  expect(within(items[1]!).getByText(ID.invoiceStatus.paid)).toBeInTheDocument();
  await user.click(
    within(items[1]!).getByRole('button', { name: `${ID.receipt} INV/2026/03/00007` }),
  );
  const receipt = await screen.findByRole('dialog', { name: ID.receiptTitle });
  expect(await within(receipt).findByText('Pokayoke Net')).toBeInTheDocument();
  expect(within(receipt).getByText(ID.methods.cash)).toBeInTheDocument();
  await user.click(within(receipt).getByRole('button', { name: ID.close }));

  const vouchers = screen.getByRole('region', { name: ID.vouchers });
  expect(await within(vouchers).findByText('vc-7788')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: ID.signOut }));
  expect(await screen.findByLabelText(ID.phoneLabel)).toBeInTheDocument();
  expect(network.calls('POST', '/portal/logout')).toHaveLength(1);
});

test('the English switch changes the page and is kept for the next visit', async () => {
  const user = userEvent.setup();
  const { unmount } = renderApp(LANDING_ROUTES, { path: '/akun' });
  await user.click(await screen.findByRole('button', { name: ID.switchLabel }));
  expect(screen.getByRole('heading', { name: EN.title })).toBeInTheDocument();
  expect(screen.getByLabelText(EN.phoneLabel)).toBeInTheDocument();
  expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  unmount();
  renderApp(LANDING_ROUTES, { path: '/akun' });
  expect(await screen.findByRole('heading', { name: EN.title })).toBeInTheDocument();
});
