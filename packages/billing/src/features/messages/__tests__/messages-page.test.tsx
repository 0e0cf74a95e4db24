import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import {
  FAILED_MESSAGE,
  QUEUED_EMAIL,
  SENT_MESSAGE,
  serveBilling,
} from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { useMessageListStore } from '../stores/message-list-store';

signInForEachTest('admin', () =>
  useMessageListStore.setState(useMessageListStore.getInitialState()),
);

test('lists the outbox with status badges, event, channel, recipient, invoice, attempts and the gateway’s reason', async () => {
  serveBilling();
  renderApp(BILLING_ROUTES, { path: '/app/billing/messages' });

  const table = await screen.findByRole('table', { name: 'Messages' });
  await within(table).findByRole('cell', { name: 'device disconnected' });
  const failed = rowOf('device disconnected');
  expect(failed.getByText('Failed')).toHaveAttribute('data-status', 'failed');
  expect(failed.getByRole('cell', { name: 'Reminder' })).toBeInTheDocument();
  expect(failed.getByRole('cell', { name: 'WhatsApp' })).toBeInTheDocument();
  expect(failed.getByRole('cell', { name: '5' })).toBeInTheDocument();
  expect(failed.getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute(
    'href',
    `/app/billing/subscribers/${SENT_MESSAGE.subscriberId}`,
  );

  const sent = rowOf('Invoice issued');
  expect(sent.getByText('Sent')).toHaveAttribute('data-status', 'sent');
  expect(sent.getByRole('cell', { name: SENT_MESSAGE.invoiceNumber! })).toBeInTheDocument();
  expect(sent.getByRole('cell', { name: '29/10/2026 08:00 WIB' })).toBeInTheDocument();

  const queued = rowOf(QUEUED_EMAIL.to);
  expect(queued.getByText('Queued')).toHaveAttribute('data-status', 'queued');
  expect(queued.getByRole('cell', { name: 'Email' })).toBeInTheDocument();
});

test('the status, channel and event filters go to the server and stay in the address', async () => {
  const api = serveBilling();
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(BILLING_ROUTES, { path: '/app/billing/messages' });

  await screen.findByRole('table', { name: 'Messages' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'WhatsApp');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Reminder');
  await waitFor(() =>
    expect(api.calls('GET', '/messages').at(-1)?.params).toMatchObject({
      status: 'failed',
      channel: 'whatsapp',
      event: 'invoice_reminder',
    }),
  );
  expect(router.state.location.search).toContain('status=failed');
  expect(router.state.location.search).toContain('event=invoice_reminder');
  const table = screen.getByRole('table', { name: 'Messages' });
  expect(await within(table).findAllByRole('row')).toHaveLength(2);
});

test('Retry on a failed message posts /messages/{id}/retry and toasts; a sent one has no Retry', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === `/messages/${FAILED_MESSAGE.id}/retry`
      ? { status: 200, data: { success: true, data: { ...FAILED_MESSAGE, status: 'queued' } } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/messages' });

  await screen.findByRole('cell', { name: 'device disconnected' });
  await chooseRowAction(user, `Reminder to ${FAILED_MESSAGE.to}`, 'Retry');
  expect(await screen.findByText('Message queued again')).toBeInTheDocument();
  expect(api.calls('POST', `/messages/${FAILED_MESSAGE.id}/retry`)).toHaveLength(1);

  await user.keyboard('{Escape}');
  await user.click(
    screen.getByRole('button', { name: `Actions for Invoice issued to ${SENT_MESSAGE.to}` }),
  );
  expect(await screen.findByRole('menuitem', { name: 'Lihat' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Retry' })).not.toBeInTheDocument();
});

test('Lihat shows the whole message text', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/messages' });

  await screen.findByRole('cell', { name: 'device disconnected' });
  await chooseRowAction(user, `Invoice issued to ${SENT_MESSAGE.to}`, 'Lihat');
  const dialog = await screen.findByRole('dialog', { name: 'Message' });
  expect(within(dialog).getByText(SENT_MESSAGE.body)).toBeInTheDocument();
});
