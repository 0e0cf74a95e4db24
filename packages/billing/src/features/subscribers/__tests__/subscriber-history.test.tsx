import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import type { SubscriberEvent } from 'contracts/types';
import { BUDI, UNPAID_INVOICE, ok, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { useSubscriberInvoiceListStore } from '../../invoices';

signInForEachTest('admin', () =>
  useSubscriberInvoiceListStore.setState(useSubscriberInvoiceListStore.getInitialState()),
);

const event = (overrides: Partial<SubscriberEvent>): SubscriberEvent => ({
  id: 1,
  event: 'invoice_issued',
  at: '2026-11-01T03:00:00.000Z',
  invoiceId: UNPAID_INVOICE.id,
  invoiceNumber: UNPAID_INVOICE.number,
  ...overrides,
});

const historyPath = `/subscribers/${BUDI.id}/events`;

test('a subscriber without events shows "No history yet" under its invoices', async () => {
  const api = serveBilling();
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(await screen.findByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
  expect(await screen.findByText('No history yet')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'History' })).not.toBeInTheDocument();
  expect(api.calls('GET', historyPath)).toHaveLength(1);
});

test('the history lists each event newest first: WIB time, a readable label, the invoice number', async () => {
  serveBilling({
    events: {
      [BUDI.id]: [
        event({
          id: 3,
          event: 'subscriber_isolated',
          at: '2026-11-15T17:30:00.000Z',
          invoiceId: null,
          invoiceNumber: null,
        }),
        event({ id: 2, event: 'invoice_paid', at: '2026-11-05T02:15:00.000Z' }),
        event({ id: 1 }),
      ],
    },
  });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  const table = await screen.findByRole('table', { name: 'History' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '16/11/2026 00:30 WIBIsolated—',
    `05/11/2026 09:15 WIBPayment received${UNPAID_INVOICE.number}`,
    `01/11/2026 10:00 WIBInvoice issued${UNPAID_INVOICE.number}`,
  ]);
});

test('a failed read shows the error with Retry', async () => {
  serveBilling({}, (request) =>
    request.method === 'GET' && request.url === historyPath
      ? { status: 500, data: { success: false, message: 'Database unavailable' } }
      : undefined,
  );
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(await screen.findByText('Failed to fetch the history')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('Isolate reads the history again', async () => {
  const api = serveBilling({}, (request) => {
    if (request.method !== 'POST' || request.url !== `/subscribers/${BUDI.id}/isolate`)
      return undefined;
    api.state.events = {
      [BUDI.id]: [
        event({ id: 9, event: 'subscriber_isolated', invoiceId: null, invoiceNumber: null }),
      ],
    };
    return ok({ ...BUDI, status: 'isolated' }, { message: 'Subscriber isolated successfully' });
  });
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(await screen.findByText('No history yet')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Isolate' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Isolate subscriber' });
  await user.click(within(dialog).getByRole('button', { name: 'Isolate' }));

  const table = await screen.findByRole('table', { name: 'History' });
  expect(within(table).getByText('Isolated')).toBeInTheDocument();
  await waitFor(() => expect(api.calls('GET', historyPath).length).toBeGreaterThan(1));
});
