import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_FIELD_MESSAGES } from 'contracts/messages';
import type { PaymentChannel } from 'contracts/types';
import { NETWORK_ERROR_MESSAGE } from 'shared-auth';
import { mockHttp, signOut, type MockNetwork, type MockReply } from 'shared-auth/testing';
import { currentPath, dismissToasts, renderApp } from 'ui-kit/testing';
import { LANDING_ROUTES } from '../../../test/routes';
import { leavePage } from '../lib/leave-page';

jest.mock('../lib/leave-page', () => ({ leavePage: jest.fn() }));
const leavePageMock = jest.mocked(leavePage);

const LANDING = {
  success: true,
  data: {
    banners: [],
    packages: [
      {
        id: 'pkg-online',
        name: 'Rumahan 20',
        speed: '20 Mbps',
        price: 150000,
        features: ['Unlimited'],
        category: 'Rumahan',
        isPopular: true,
        soldOnline: true,
        durationDays: 30,
      },
      {
        id: 'pkg-shop',
        name: 'Bisnis 50',
        speed: '50 Mbps',
        price: 450000,
        features: [],
        category: 'Bisnis',
        soldOnline: false,
      },
    ],
    companyProfile: null,
    contactInfo: [],
  },
};

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
  channel({
    code: 'DANA',
    name: 'DANA',
    group: 'E-Wallet',
    type: 'REDIRECT',
    feeFlat: 0,
    feePercent: 3,
    totalFee: 4500,
  }),
  channel({
    code: 'QRIS2',
    name: 'QRIS',
    group: 'E-Wallet',
    type: 'DIRECT',
    feeFlat: 0,
    totalFee: 0,
  }),
];

const CREATED = {
  merchantRef: 'PKY-20261124-ABCDEFGHJK',
  checkoutUrl: 'https://tripay.example/checkout/DEV-1',
  payCode: null as string | null,
  payUrl: null,
  amount: 150000,
  expiresAt: '2026-11-25T08:00:00.000Z',
  statusUrl: 'http://localhost/pay/PKY-20261124-ABCDEFGHJK?t=tok123',
};

let network: MockNetwork;
let landing: unknown = LANDING;
let checkoutReply: () => MockReply | Promise<MockReply> | { networkError: true };

function serve() {
  network = mockHttp({
    'GET /public/landing': () => ({ status: 200, data: landing }),
    'GET /public/payment-channels': { status: 200, data: { success: true, data: CHANNELS } },
    'POST /public/checkout': () => checkoutReply(),
    'GET /public/transactions/PKY-20261124-ABCDEFGHJK': {
      status: 200,
      data: {
        success: true,
        data: {
          merchantRef: CREATED.merchantRef,
          status: 'UNPAID',
          amount: 150000,
          packageName: 'Rumahan 20',
          method: 'BRIVA',
          checkoutUrl: CREATED.checkoutUrl,
          payCode: '1234567890123',
          expiresAt: '2999-01-01T00:00:00.000Z',
          paidAt: null,
          provisioning: 'none',
          pppUsername: null,
          pppPassword: null,
          secretExpiresAt: null,
        },
      },
    },
  });
}

beforeEach(async () => {
  await signOut();
  leavePageMock.mockReset();
  landing = LANDING;
  checkoutReply = () => ({ status: 201, data: { success: true, data: CREATED } });
  serve();
});

afterEach(() => dismissToasts());

async function openCheckout() {
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/' });
  const packages = await screen.findByRole('region', { name: 'Internet packages' });
  expect(within(packages).getAllByRole('button', { name: /^Beli/ })).toHaveLength(1);
  await user.click(within(packages).getByRole('button', { name: 'Beli Rumahan 20' }));
  const dialog = await screen.findByRole('dialog', { name: 'Beli Rumahan 20' });
  await within(dialog).findByRole('radio', { name: /BRI Virtual Account/ });
  return { user, dialog };
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Full name'), 'Budi Santoso');
  await user.type(within(dialog).getByLabelText('Phone number'), '0812-3456-7890');
  await user.type(within(dialog).getByLabelText('Email'), 'budi@example.com');
}

test('Beli only on the package sold online; the dialog is labelled, modal and focuses the name', async () => {
  const { dialog } = await openCheckout();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
  expect(within(dialog).getByText('20 Mbps · 30 hari')).toBeInTheDocument();
  // The rest of the page is inert while the dialog is open.
  expect(document.getElementById('root') ?? document.body.firstElementChild).toHaveAttribute(
    'inert',
  );
});

test('each channel shows its fee, and the total is the price plus the chosen fee', async () => {
  const { user, dialog } = await openCheckout();
  expect(
    within(dialog).getByRole('radio', { name: /BRI Virtual Account.*Fee Rp 4\.250/ }),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: /QRIS.*No fee/ })).toBeInTheDocument();
  const summary = within(dialog).getByLabelText('Order summary');
  expect(summary).toHaveTextContent('PriceRp 150.000');
  expect(summary).toHaveTextContent('Payment fee—');
  expect(summary).toHaveTextContent('TotalRp 150.000');

  await user.click(within(dialog).getByRole('radio', { name: /DANA/ }));
  expect(summary).toHaveTextContent('Payment feeRp 4.500');
  expect(summary).toHaveTextContent('TotalRp 154.500');
  expect(within(dialog).getByRole('button', { name: 'Pay Rp 154.500' })).toBeInTheDocument();
  expect(network.calls('GET', '/public/payment-channels')[0]?.params).toEqual({
    packageId: 'pkg-online',
  });
});

test('validation: the contracts messages on every field, focus on the first, nothing sent', async () => {
  const { user, dialog } = await openCheckout();
  await user.type(within(dialog).getByLabelText('Phone number'), '12345');
  await user.type(within(dialog).getByLabelText('Email'), 'budi@');
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

  expect(within(dialog).getByText(CHECKOUT_FIELD_MESSAGES.customerName)).toBeInTheDocument();
  expect(within(dialog).getByText(CHECKOUT_FIELD_MESSAGES.customerPhone)).toBeInTheDocument();
  expect(within(dialog).getByText(CHECKOUT_FIELD_MESSAGES.customerEmail)).toBeInTheDocument();
  expect(within(dialog).getByText(CHECKOUT_FIELD_MESSAGES.method)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
  expect(within(dialog).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  expect(network.calls('POST', '/public/checkout')).toHaveLength(0);

  // After a submit, fixing a field clears its message as the buyer types.
  await user.clear(within(dialog).getByLabelText('Phone number'));
  await user.type(within(dialog).getByLabelText('Phone number'), '+62 812 3456 7890');
  expect(within(dialog).queryByText(CHECKOUT_FIELD_MESSAGES.customerPhone)).not.toBeInTheDocument();
});

test('a redirect channel: one POST with the buyer and method (no amount), then Tripay’s page', async () => {
  const { user, dialog } = await openCheckout();
  await fillBuyer(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: /DANA/ }));
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

  await waitFor(() => expect(leavePageMock).toHaveBeenCalledWith(CREATED.checkoutUrl));
  expect(network.calls('POST', '/public/checkout').map((r) => r.body)).toEqual([
    {
      packageId: 'pkg-online',
      customerName: 'Budi Santoso',
      customerPhone: '0812-3456-7890',
      customerEmail: 'budi@example.com',
      method: 'DANA',
    },
  ]);
  // Still busy while the browser leaves: no second order from an impatient click.
  expect(within(dialog).getByRole('button', { name: /Creating payment/ })).toBeDisabled();
});

test('a direct channel (pay code): the status page of the order, in this app', async () => {
  checkoutReply = () => ({
    status: 201,
    data: { success: true, data: { ...CREATED, payCode: '1234567890123' } },
  });
  const { user, dialog } = await openCheckout();
  await fillBuyer(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: /BRI Virtual Account/ }));
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

  expect(
    await screen.findByRole('heading', { name: 'Waiting for your payment' }),
  ).toBeInTheDocument();
  expect(currentPath()).toBe('/pay/PKY-20261124-ABCDEFGHJK');
  expect(screen.getByText('1234567890123')).toBeInTheDocument();
  expect(leavePageMock).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a double click sends one order; the button is busy while it is sent', async () => {
  let answer: (reply: MockReply) => void = () => undefined;
  checkoutReply = () => new Promise<MockReply>((resolve) => (answer = resolve));
  const { user, dialog } = await openCheckout();
  await fillBuyer(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: /DANA/ }));
  const pay = within(dialog).getByRole('button', { name: /^Pay/ });
  await user.dblClick(pay);
  act(() => pay.closest('form')!.requestSubmit());

  const busy = await within(dialog).findByRole('button', { name: /Creating payment/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(network.calls('POST', '/public/checkout')).toHaveLength(1);
  act(() => answer({ status: 201, data: { success: true, data: CREATED } }));
  await waitFor(() => expect(leavePageMock).toHaveBeenCalledTimes(1));
  expect(network.calls('POST', '/public/checkout')).toHaveLength(1);
});

test('the server’s field errors show on the fields; one not on a field shows above the button', async () => {
  checkoutReply = () => ({
    status: 400,
    data: {
      message: 'validation_error',
      errors: [
        { path: 'customerEmail', message: 'Email ditolak oleh Tripay' },
        { path: 'packageId', message: CHECKOUT_FIELD_MESSAGES.notSoldOnline },
      ],
    },
  });
  const { user, dialog } = await openCheckout();
  await fillBuyer(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: /QRIS/ }));
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

  expect(await within(dialog).findByText('Email ditolak oleh Tripay')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    CHECKOUT_FIELD_MESSAGES.notSoldOnline,
  );
  // The buyer can fix it and send again.
  expect(within(dialog).getByRole('button', { name: 'Pay Rp 150.000' })).toBeEnabled();
});

test('429 and a network failure are said in words, and the buyer can try again', async () => {
  checkoutReply = () => ({
    status: 429,
    data: { success: false, message: 'Terlalu banyak percobaan. Coba lagi dalam 42 detik.' },
  });
  const { user, dialog } = await openCheckout();
  await fillBuyer(user, dialog);
  await user.click(within(dialog).getByRole('radio', { name: /QRIS/ }));
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Terlalu banyak percobaan. Coba lagi dalam 42 detik.',
  );

  checkoutReply = () => ({ networkError: true });
  await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE),
  );
  expect(network.calls('POST', '/public/checkout')).toHaveLength(2);
});

test('channels that fail to load say so with a Retry', async () => {
  let fail = true;
  network = mockHttp({
    'GET /public/landing': { status: 200, data: LANDING },
    'GET /public/payment-channels': () =>
      fail
        ? { status: 502, data: { success: false, message: 'Tripay is unreachable' } }
        : { status: 200, data: { success: true, data: CHANNELS } },
  });
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/' });
  await user.click(await screen.findByRole('button', { name: 'Beli Rumahan 20' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The payment methods could not be loaded. Tripay is unreachable',
  );
  fail = false;
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('radio', { name: /DANA/ })).toBeInTheDocument();
});

test('keyboard: Tab stays inside, Escape closes and focus returns to Beli', async () => {
  const { user, dialog } = await openCheckout();
  const close = within(dialog).getByRole('button', { name: 'Close' });
  close.focus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: /^Pay/ })).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Beli Rumahan 20' })).toHaveFocus();
  expect(document.body.querySelector('[inert]')).toBeNull();
});

test('a voucher package: no account duration, and the phone is not said to be a username', async () => {
  const voucher = {
    id: 'pkg-voucher',
    name: 'Voucher 1 Hari',
    speed: '1 hari',
    price: 5000,
    features: [],
    category: 'Voucher',
    soldOnline: true,
    saleKind: 'voucher',
    durationDays: 30,
  };
  landing = { ...LANDING, data: { ...LANDING.data, packages: [voucher] } };
  const user = userEvent.setup();
  renderApp(LANDING_ROUTES, { path: '/' });
  await user.click(await screen.findByRole('button', { name: 'Beli Voucher 1 Hari' }));
  const dialog = await screen.findByRole('dialog', { name: 'Beli Voucher 1 Hari' });
  expect(within(dialog).getByText('1 hari')).toBeInTheDocument();
  expect(within(dialog).queryByText(/30 hari/)).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Phone number')).toHaveAccessibleDescription(
    'Nomor HP Indonesia; kode voucher tampil setelah pembayaran',
  );
});
