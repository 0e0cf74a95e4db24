import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRowMenu, renderApp, signInForEachTest } from 'ui-kit/testing';
import { serveBilling } from '../../test/billing-server';
import { BILLING_ROUTES } from '../../test/routes';
import { usePlanListStore } from '../../features/plans/stores/plan-list-store';

// A plain user reads every billing screen and writes nothing (docs/rules/roles.md#screens): writes
// hidden, or disabled with the lists' titles.
signInForEachTest('user', () => usePlanListStore.setState(usePlanListStore.getInitialState()));

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
});
