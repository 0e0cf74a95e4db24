import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  PLAN_10M,
  PLAN_20M,
  ROUTER_A,
  ROUTER_B,
  ok,
  serveBilling,
} from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { usePlanListStore } from '../stores/plan-list-store';

signInForEachTest('admin', () => usePlanListStore.setState(usePlanListStore.getInitialState()));

function renderPlans() {
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/plans' });
  return user;
}

test('lists the plans by name with price in Rp, profile and subscribers, and no CSV export', async () => {
  const api = serveBilling();
  renderPlans();

  const table = await screen.findByRole('table', { name: 'Plans' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual([
    'Name',
    'Price',
    'PPP Profile',
    'Subscribers',
    'Description',
    'Updated',
    'Actions',
  ]);
  const row = within(
    (await within(table).findByRole('cell', { name: 'Paket 10 Mbps' })).closest('tr')!,
  );
  expect(row.getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(row.getByRole('cell', { name: 'paket-10M' })).toBeInTheDocument();
  expect(row.getByRole('cell', { name: '12' })).toBeInTheDocument();
  expect(api.calls('GET', '/plans')[0]?.params).toMatchObject({ sortCol: 'name', sortDir: 'asc' });
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
});

test('Add Plan picks the profile from every router’s PPP profiles and posts the plan', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === '/plans'
      ? {
          status: 201,
          data: { success: true, data: PLAN_20M, message: 'Plan created successfully' },
        }
      : undefined,
  );
  const user = renderPlans();

  await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Plan' });
  const profile = within(dialog).getByRole('combobox', { name: 'PPP Profile' });
  await waitFor(() =>
    expect(
      within(profile)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a profile…',
      'default (Kantor, Gudang)',
      'paket-10M (Kantor, Gudang)',
      'paket-20M (Kantor)',
    ]),
  );
  expect(api.calls('GET', `/ppp/${ROUTER_A.id}/profiles`)).toHaveLength(1);
  expect(api.calls('GET', `/ppp/${ROUTER_B.id}/profiles`)).toHaveLength(1);

  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Paket 20 Mbps');
  await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '250000');
  expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('250.000');
  await user.selectOptions(profile, 'paket-20M');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Plan created successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/plans')[0]?.body).toEqual({
    name: 'Paket 20 Mbps',
    price: 250_000,
    pppProfile: 'paket-20M',
    description: '',
  });
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Add Plan' })).not.toBeInTheDocument(),
  );
});

test('the dialog asks for name, price and profile before saving, and names a router that did not answer', async () => {
  const api = serveBilling({ profiles: { [ROUTER_A.id]: ['paket-10M'] } });
  const user = renderPlans();

  await user.click(await screen.findByRole('button', { name: 'Add Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Plan' });
  expect(await within(dialog).findByText(/Not read from: Gudang\./)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the PPP profile')).toBeInTheDocument();
  expect(api.calls('POST', '/plans')).toEqual([]);
});

test('Edit opens the plan in the dialog and puts the change', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'PUT' && request.url === `/plans/${PLAN_10M.id}`
      ? ok({ ...PLAN_10M, price: 175_000 }, { message: 'Plan updated successfully' })
      : undefined,
  );
  const user = renderPlans();

  await chooseRowAction(user, 'Paket 10 Mbps', 'Edit');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
  const price = within(dialog).getByRole('textbox', { name: 'Price' });
  expect(price).toHaveValue('150.000');
  expect(within(dialog).getByRole('combobox', { name: 'PPP Profile' })).toHaveValue('paket-10M');
  await user.clear(price);
  await user.type(price, '175000');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Plan updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/plans/${PLAN_10M.id}`)[0]?.body).toEqual({
    name: 'Paket 10 Mbps',
    price: 175_000,
    pppProfile: 'paket-10M',
    description: 'Rumahan',
  });
});

test('Hapus asks first; a plan in use is refused with the server’s reason toasted', async () => {
  const message = 'This plan is used by 12 subscribers and cannot be deleted';
  const api = serveBilling({}, (request) =>
    request.method === 'DELETE' && request.url === `/plans/${PLAN_10M.id}`
      ? { status: 409, data: { success: false, message, error: 'Conflict' } }
      : undefined,
  );
  const user = renderPlans();

  await chooseRowAction(user, 'Paket 10 Mbps', 'Hapus');
  const confirm = await screen.findByRole('alertdialog');
  expect(
    within(confirm).getByText('Apakah anda yakin akan menghapus data ini?'),
  ).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Konfirmasi' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.calls('DELETE', `/plans/${PLAN_10M.id}`)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});
