import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import type { PaymentChannel, PublicInvoice, PublicTransaction } from 'contracts/types';
import { mockHttp, signOut, type MockNetwork, type MockReply } from 'shared-auth/testing';
import { currentPath, renderApp } from 'ui-kit/testing';
import { LANDING_ROUTES } from '../../../test/routes';
import { INVOICE_PAY_TEXT, formatDayId, formatPeriodId } from '../components/invoice-pay-page';
import { PAY_TEXT } from '../components/payment-status-page';
import { leavePage } from '../lib/leave-page';

jest.mock('../lib/leave-page', () => ({ leavePage: jest.fn() }));
const leavePageMock = jest.mocked(leavePage);

const TOKEN = 'k3Yp0aYt0k3nX9w2Qe7rT1uI5oP8aSdF';
const PATH = `/bayar/${TOKEN}`;
const API = `/public/invoices/${TOKEN}`;
const REF = 'PKY-20261129-ABCDEFGHJK';

const invoice = (over: Partial<PublicInvoice> = {}): PublicInvoice => ({
  number: 'INV/2026/11/00007',
  period: '2026-11',
  amount: 150000,
  dueDate: '2999-12-05',
  status: 'unpaid',
  firstName: 'Siti',
  ...over,
});

const channel = (over: Partial<PaymentChannel>): PaymentChannel => ({
  code: 'BRIVA',
  name: 'BRI Virtual Account',
  group: 'Virtual Account',
  type: 'DIRECT',
  iconUrl: null,
  feeFlat: 4250,
  feePercent: 0,
  totalFee: 4250,
  minimumAmount: 10000,
  maximumAmount: null,
  ...over,
});
const CHANNELS = [
  channel({}),
  channel({ code: 'QRIS', name: 'QRIS', group: 'E-Wallet', type: 'REDIRECT', totalFee: 0 }),
];

const CREATED = {
  merchantRef: REF,
  checkoutUrl: 'https://tripay.example/checkout/DEV-9',
  payCode: null as string | null,
  payUrl: null,
  amount: 150000,
  expiresAt: '2999-01-01T00:00:00.000Z',
  statusUrl: `http://localhost/pay/${REF}?t=status-tok`,
};

const transaction = (over: Partial<PublicTransaction> = {}): PublicTransaction => ({
  merchantRef: REF,
  status: 'UNPAID',
  amount: 150000,
  packageName: 'Tagihan INV/2026/11/00007 (2026-11)',
  method: 'BRIVA',
  checkoutUrl: CREATED.checkoutUrl,
  payCode: '8888000011112222',
  expiresAt: '2999-01-01T00:00:00.000Z',
  paidAt: null,
  provisioning: 'none',
  pppUsername: null,
  pppPassword: null,
  secretExpiresAt: null,
  saleKind: 'ppp',
  voucherCode: null,
  voucherPassword: null,
  loginUrl: null,
  invoice: { number: 'INV/2026/11/00007', payPath: PATH },
  ...over,
});

let network: MockNetwork;
let invoiceReply: () => MockReply;
let checkoutReply: () => MockReply | Promise<MockReply>;
let transactionReply: () => MockReply;
let company: string | null = 'Net Kampung Sejahtera';

beforeEach(async () => {
  await signOut();
  leavePageMock.mockReset();
  company = 'Net Kampung Sejahtera';
  invoiceReply = () => ({ status: 200, data: { success: true, data: invoice() } });
  checkoutReply = () => ({ status: 201, data: { success: true, data: CREATED } });
  transactionReply = () => ({ status: 200, data: { success: true, data: transaction() } });
  network = mockHttp({
    'GET /public/landing': () => ({
      status: 200,
      data: {
        success: true,
        data: {
          banners: [],
          packages: [],
          companyProfile: company
            ? { id: 'c1', companyName: company, description: 'RT/RW net', isActive: true }
            : null,
          contactInfo: [],
        },
      },
    }),
    [`GET ${API}`]: () => invoiceReply(),
    [`GET ${API}/channels`]: { status: 200, data: { success: true, data: CHANNELS } },
    [`POST ${API}/checkout`]: () => checkoutReply(),
    [`GET /public/transactions/${REF}`]: () => transactionReply(),
  });
});

async function openPage() {
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.unpaid.title }),
  ).toBeInTheDocument();
  await screen.findByRole('radio', { name: /BRI Virtual Account/ });
  return user;
}

test('an unpaid invoice: the company, greeting, number, period, amount, due date and status, in Indonesian', async () => {
  await openPage();
  expect(screen.getByRole('main')).toHaveAttribute('lang', 'id');
  expect(await screen.findByText('Net Kampung Sejahtera')).toBeInTheDocument();
  expect(screen.getByText('Halo, Siti')).toBeInTheDocument();
  const details = screen.getByLabelText('Tagihan', { selector: 'dl' });
  expect(within(details).getByText('INV/2026/11/00007')).toBeInTheDocument();
  expect(within(details).getByText('November 2026')).toBeInTheDocument();
  expect(within(details).getByText('Rp 150.000')).toBeInTheDocument();
  expect(within(details).getByText('5 Desember 2999')).toBeInTheDocument();
  expect(within(details).getByText('Belum dibayar')).toBeInTheDocument();
  expect(document.title).toBe(`${INVOICE_PAY_TEXT.unpaid.title} · INV/2026/11/00007`);
  // The channels with their fee, in Indonesian; the total follows the choice.
  expect(screen.getByRole('group', { name: 'Metode pembayaran' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /QRIS.*Tanpa biaya/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bayar Rp 150.000' })).toBeEnabled();
});

test('Pay without a channel asks for one; with one, one POST of the method only, then Tripay’s page', async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: /^Bayar/ }));
  expect(screen.getByText(CHECKOUT_FIELD_MESSAGES.method)).toBeInTheDocument();
  expect(network.calls('POST', `${API}/checkout`)).toHaveLength(0);

  await user.click(screen.getByRole('radio', { name: /BRI Virtual Account/ }));
  expect(screen.queryByText(CHECKOUT_FIELD_MESSAGES.method)).not.toBeInTheDocument();
  const pay = screen.getByRole('button', { name: 'Bayar Rp 154.250' });
  await user.dblClick(pay);
  await waitFor(() => expect(leavePageMock).toHaveBeenCalledWith(CREATED.checkoutUrl));
  expect(network.calls('POST', `${API}/checkout`).map((call) => call.body)).toEqual([
    { method: 'BRIVA' },
  ]);
  expect(screen.getByRole('button', { name: /Membuat pembayaran/ })).toBeDisabled();
});

test('an email the server needs goes on the email field; a typed one is sent', async () => {
  checkoutReply = () => ({
    status: 400,
    data: {
      message: 'validation_error',
      errors: [{ path: 'customerEmail', message: CHECKOUT_FIELD_MESSAGES.customerEmail }],
    },
  });
  const user = await openPage();
  await user.click(screen.getByRole('radio', { name: /QRIS/ }));
  await user.click(screen.getByRole('button', { name: /^Bayar/ }));
  const email = screen.getByRole('textbox', { name: 'Email (opsional)' });
  expect(await screen.findByText(CHECKOUT_FIELD_MESSAGES.customerEmail)).toBeInTheDocument();
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAttribute('aria-invalid', 'true');

  checkoutReply = () => ({ status: 201, data: { success: true, data: CREATED } });
  await user.type(email, 'siti@example.com');
  await user.click(screen.getByRole('button', { name: /^Bayar/ }));
  await waitFor(() => expect(leavePageMock).toHaveBeenCalledTimes(1));
  expect(network.calls('POST', `${API}/checkout`).at(-1)?.body).toEqual({
    method: 'QRIS',
    customerEmail: 'siti@example.com',
  });
});

test('a pay code: the order’s status page, which names the invoice and links back to it', async () => {
  checkoutReply = () => ({
    status: 201,
    data: { success: true, data: { ...CREATED, payCode: '8888000011112222' } },
  });
  const user = await openPage();
  await user.click(screen.getByRole('radio', { name: /BRI Virtual Account/ }));
  await user.click(screen.getByRole('button', { name: /^Bayar/ }));
  expect(await screen.findByRole('heading', { name: PAY_TEXT.unpaid.title })).toBeInTheDocument();
  expect(currentPath()).toBe(`/pay/${REF}`);
  const order = screen.getByLabelText('Order', { selector: 'dl' });
  expect(within(order).getByText('Invoice')).toBeInTheDocument();
  expect(within(order).getByText('INV/2026/11/00007')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute('href', PATH);
});

test('the status page of a paid invoice says so and stops asking (nothing is provisioned)', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    transactionReply = () => ({
      status: 200,
      data: {
        success: true,
        data: transaction({ status: 'PAID', paidAt: '2026-11-29T03:00:00.000Z' }),
      },
    });
    renderApp(LANDING_ROUTES, { path: `/pay/${REF}?t=status-tok` });
    expect(
      await screen.findByRole('heading', { name: PAY_TEXT.invoicePaid.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/account is being created/)).not.toBeInTheDocument();
    const asked = network.calls('GET', `/public/transactions/${REF}`).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(network.calls('GET', `/public/transactions/${REF}`)).toHaveLength(asked);
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Back to the invoice' }));
    expect(currentPath()).toBe(PATH);
  } finally {
    jest.useRealTimers();
  }
});

test('a paid invoice: Lunas, no channels and no Pay', async () => {
  invoiceReply = () => ({
    status: 200,
    data: { success: true, data: invoice({ status: 'paid' }) },
  });
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.paid.title }),
  ).toBeInTheDocument();
  expect(screen.getByText('Lunas')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Bayar/ })).not.toBeInTheDocument();
  expect(network.calls('GET', `${API}/channels`)).toHaveLength(0);
});

test('a void invoice says it need not be paid', async () => {
  invoiceReply = () => ({
    status: 200,
    data: { success: true, data: invoice({ status: 'void' }) },
  });
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.void.title }),
  ).toBeInTheDocument();
  expect(screen.getByText('Dibatalkan')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Bayar/ })).not.toBeInTheDocument();
});

test('an invoice past its due date says so', async () => {
  invoiceReply = () => ({
    status: 200,
    data: { success: true, data: invoice({ dueDate: '2020-01-05' }) },
  });
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.overdue.title }),
  ).toBeInTheDocument();
  expect(screen.getByText('Lewat jatuh tempo')).toBeInTheDocument();
});

test('an unknown token: not found, asked once, and a way home', async () => {
  invoiceReply = () => ({
    status: 404,
    data: { success: false, error: 'not_found', message: 'Invoice not found' },
  });
  renderApp(LANDING_ROUTES, { path: PATH });
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.notFound.title }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  expect(network.calls('GET', API)).toHaveLength(1);
});

test('paid meanwhile: the 409 is said and the invoice is asked again', async () => {
  checkoutReply = () => ({
    status: 409,
    data: { success: false, error: 'conflict', message: 'This invoice is already paid' },
  });
  const user = await openPage();
  invoiceReply = () => ({
    status: 200,
    data: { success: true, data: invoice({ status: 'paid' }) },
  });
  await user.click(screen.getByRole('radio', { name: /QRIS/ }));
  await user.click(screen.getByRole('button', { name: /^Bayar/ }));
  expect(
    await screen.findByRole('heading', { name: INVOICE_PAY_TEXT.paid.title }),
  ).toBeInTheDocument();
});

test('without a company profile the product name stands in', async () => {
  company = null;
  await openPage();
  expect(screen.getByText('Pokayoke Admin')).toBeInTheDocument();
});

test('periods and days in Indonesian', () => {
  expect(formatPeriodId('2026-02')).toBe('Februari 2026');
  expect(formatDayId('2026-08-17')).toBe('17 Agustus 2026');
  expect(formatPeriodId('bad')).toBe('bad');
});
