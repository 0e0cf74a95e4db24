import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRowMenu, pressMenuItem, renderApp, signInForEachTest } from 'ui-kit/testing';
import { BUDI, FAILED_MESSAGE, serveBilling } from '../../test/billing-server';
import { BILLING_ROUTES } from '../../test/routes';
import { useMessageListStore } from '../../features/messages/stores/message-list-store';
import { usePlanListStore } from '../../features/plans/stores/plan-list-store';
import { useSubscriberListStore } from '../../features/subscribers/stores/subscriber-list-store';

// A plain user reads every billing screen and writes nothing (docs/rules/roles.md#screens): writes
// hidden, or disabled with the lists' titles.
signInForEachTest('user', () => {
  usePlanListStore.setState(usePlanListStore.getInitialState());
  useSubscriberListStore.setState(useSubscriberListStore.getInitialState());
  useMessageListStore.setState(useMessageListStore.getInitialState());
});

test('plans: no Add Plan; Edit and Hapus are disabled with the lists’ titles; Lihat works', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/plans' });

  expect(await screen.findByRole('cell', { name: 'Paket 10 Mbps' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Plan' })).not.toBeInTheDocument();
  await openRowMenu(user, 'Paket 10 Mbps');
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  expect(screen.getByRole('menuitem', { name: 'Lihat' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('settings: the values are shown read-only and Save is disabled with the lists’ title', async () => {
  const api = serveBilling();
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  const form = await screen.findByRole('form', { name: 'Billing settings' });
  expect(within(form).getByRole('spinbutton', { name: 'Invoice lead days' })).toHaveAttribute(
    'readonly',
  );
  expect(within(form).getByRole('textbox', { name: 'Reminder days' })).toHaveAttribute('readonly');
  const save = within(form).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  expect(save).toHaveAttribute('title', 'User role cannot edit records');
  expect(api.calls('PUT', '/billing/settings')).toEqual([]);

  const kantor = await screen.findByRole('form', { name: 'Isolate profile of Kantor' });
  expect(within(kantor).getByRole('textbox', { name: 'Kantor' })).toHaveAttribute('readonly');
  const saveRouter = within(kantor).getByRole('button', { name: 'Save Kantor' });
  expect(saveRouter).toBeDisabled();
  expect(saveRouter).toHaveAttribute('title', 'User role cannot edit records');
});

test('subscribers: no Add Subscriber or Import; Edit and Hapus disabled with the lists’ titles', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/subscribers' });

  expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Subscriber' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  await openRowMenu(user, 'Budi Santoso');
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
});

test('a subscriber’s page: details, invoices and a waiting change; no Edit, Issue invoice, Isolate, Restore or Terminate', async () => {
  serveBilling({
    subscribers: [
      { ...BUDI, routerChange: 'isolate', routerChangeReason: 'Router "Kantor" is offline' },
    ],
  });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
  for (const name of ['Isolate', 'Restore', 'Terminate'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.getByText('Isolation waiting for the router')).toBeInTheDocument();
  expect(screen.getByText(/Router "Kantor" is offline/)).toBeInTheDocument();
});

test('invoices: read, and the pay link copied (it changes nothing)', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  await openRowMenu(user, 'INV/2026/11/00001');
  expect(await screen.findByRole('menuitem', { name: 'Copy pay link' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Lihat' }));
  const view = await screen.findByRole('dialog', { name: 'Invoice' });
  expect(within(view).getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
  expect(within(view).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  expect(within(view).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
});

test('messages: read; Retry on a failed message is disabled with the lists’ title', async () => {
  const api = serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/messages' });

  expect(await screen.findByRole('cell', { name: 'device disconnected' })).toBeInTheDocument();
  await openRowMenu(user, `Reminder to ${FAILED_MESSAGE.to}`);
  const retry = await screen.findByRole('menuitem', { name: 'Retry' });
  expect(retry).toHaveAttribute('title', 'User role cannot edit records');
  await pressMenuItem(user, retry);
  expect(api.calls('POST', `/messages/${FAILED_MESSAGE.id}/retry`)).toEqual([]);
});

test('templates: the wording, variables and preview are read; no Save or Reset', async () => {
  serveBilling();
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const issued = await screen.findByRole('form', { name: 'Template: Invoice issued' });
  expect(within(issued).getByRole('textbox', { name: 'Message' })).toHaveAttribute('readonly');
  expect(within(issued).getByText('{payUrl}')).toBeInTheDocument();
  expect(within(issued).queryByRole('button', { name: 'Insert {payUrl}' })).not.toBeInTheDocument();
  expect(within(issued).getByRole('region', { name: 'Preview: Invoice issued' })).toHaveTextContent(
    'Budi Santoso',
  );
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
});

test('settings channels: whether a token is set, never a token field; Save and Send test disabled', async () => {
  const api = serveBilling({
    settings: {
      invoiceLeadDays: 7,
      graceDays: 3,
      reminderDays: [3, 1],
      quietHours: null,
      waBaseUrl: 'http://gw.local',
      waTokenSet: true,
      emailFrom: 'tagihan@net.id',
      updatedAt: null,
      updatedBy: null,
    },
  });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  const form = await screen.findByRole('form', { name: 'Channels' });
  expect(within(form).getByRole('textbox', { name: 'Gateway URL' })).toHaveAttribute('readonly');
  expect(within(form).getByTestId('wa-token-state')).toHaveTextContent('set');
  expect(within(form).queryByLabelText(/token/i, { selector: 'input' })).not.toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: 'Clear token' })).not.toBeInTheDocument();
  for (const name of ['Save channels', 'Send test: WhatsApp', 'Send test: Email']) {
    const button = within(form).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'User role cannot edit records');
  }
  expect(api.calls('PUT', '/billing/settings')).toEqual([]);
});
