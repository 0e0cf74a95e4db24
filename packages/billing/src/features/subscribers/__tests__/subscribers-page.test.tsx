import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { BUDI, PLAN_20M, ROUTER_A, aSubscriber, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { useSubscriberListStore } from '../stores/subscriber-list-store';

signInForEachTest('admin', () =>
  useSubscriberListStore.setState(useSubscriberListStore.getInitialState()),
);

function renderSubscribers(path = '/app/billing/subscribers') {
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(BILLING_ROUTES, { path });
  return Object.assign(user, { search: () => router.state.location.search });
}

test('lists the subscribers with their status badge, router and plan, and Export CSV', async () => {
  serveBilling();
  renderSubscribers();

  const table = await screen.findByRole('table', { name: 'Subscribers' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual([
    'Name',
    'Status',
    'Next Due',
    'Unpaid',
    'Phone',
    'PPP Username',
    'Router',
    'Plan',
    'Actions',
  ]);
  const budi = within(
    (await within(table).findByRole('link', { name: 'Budi Santoso' })).closest('tr')!,
  );
  expect(budi.getByText('Active')).toHaveAttribute('data-status', 'active');
  expect(budi.getByRole('cell', { name: 'Kantor' })).toBeInTheDocument();
  expect(budi.getByRole('cell', { name: 'Paket 10 Mbps' })).toBeInTheDocument();
  const siti = within(within(table).getByRole('link', { name: 'Siti Aminah' }).closest('tr')!);
  expect(siti.getByText('Isolated')).toHaveAttribute('data-status', 'isolated');
  // What each owes: Siti's invoice is late (marked in words), Budi owes nothing yet.
  expect(siti.getByRole('cell', { name: /05\/11\/2026\s*Overdue/ })).toBeInTheDocument();
  expect(siti.getByText('Overdue')).toHaveAttribute('data-overdue', 'true');
  expect(siti.getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(budi.getByRole('cell', { name: '05/12/2026' })).toBeInTheDocument();
  expect(budi.queryByText('Overdue')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

test('the router, plan and status filters go to the API and stay in the address', async () => {
  const api = serveBilling();
  const user = renderSubscribers();

  await screen.findByRole('table', { name: 'Subscribers' });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Router' }), 'Kantor');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Isolated');

  await waitFor(() =>
    expect(api.calls('GET', '/subscribers').at(-1)?.params).toMatchObject({
      routerId: ROUTER_A.id,
      status: 'isolated',
    }),
  );
  expect(user.search()).toContain(`routerId=${ROUTER_A.id}`);
  expect(user.search()).toContain('status=isolated');
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'Budi Santoso' })).not.toBeInTheDocument(),
  );
});

test('reads status, plan and overdue from the address (the dashboard’s card links here) and keeps Overdue only there', async () => {
  const api = serveBilling();
  const user = renderSubscribers(`/app/billing/subscribers?status=isolated&planId=${PLAN_20M.id}`);

  await screen.findByRole('table', { name: 'Subscribers' });
  expect(api.calls('GET', '/subscribers')[0]?.params).toMatchObject({
    status: 'isolated',
    planId: PLAN_20M.id,
  });
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('isolated');

  await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
  await waitFor(() =>
    expect(api.calls('GET', '/subscribers').at(-1)?.params).toMatchObject({
      status: 'isolated',
      overdue: true,
    }),
  );
  expect(user.search()).toContain('overdue=true');
  await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
  await waitFor(() => expect(user.search()).not.toContain('overdue'));
});

test('?overdue=true lists only the late subscribers', async () => {
  serveBilling();
  renderSubscribers('/app/billing/subscribers?overdue=true');

  const table = await screen.findByRole('table', { name: 'Subscribers' });
  expect(await within(table).findByRole('link', { name: 'Siti Aminah' })).toBeInTheDocument();
  expect(within(table).queryByRole('link', { name: 'Budi Santoso' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
});

test('Add Subscriber links a secret found in the router’s list and posts it', async () => {
  const created = aSubscriber({ id: 'new', name: 'Andi Wijaya', pppUsername: 'andi' });
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === '/subscribers'
      ? { status: 201, data: { success: true, data: created, message: 'Subscriber created' } }
      : undefined,
  );
  const user = renderSubscribers();

  await user.click(await screen.findByRole('button', { name: 'Add Subscriber' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Subscriber' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Andi Wijaya');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '0812-1111-2222');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Router' }), 'Kantor');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveTextContent(PLAN_20M.name),
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), PLAN_20M.name);
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Billing day' }), '10');
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find secret' }), 'wijaya');
  const secret = within(dialog).getByRole('combobox', { name: 'PPP Secret' });
  await waitFor(() =>
    expect(
      within(secret)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a secret…', 'andi — Andi Wijaya']),
  );
  await user.selectOptions(secret, 'andi');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Subscriber created successfully')).toBeInTheDocument();
  expect(api.calls('POST', '/subscribers')[0]?.body).toEqual({
    name: 'Andi Wijaya',
    phone: '0812-1111-2222',
    email: '',
    address: '',
    planId: PLAN_20M.id,
    billingDay: 10,
    notes: '',
    routerId: ROUTER_A.id,
    pppUsername: 'andi',
  });
});

test('a made secret’s password is shown once after create', async () => {
  const created = {
    ...aSubscriber({ id: 'new', pppUsername: 'budisantoso-4821' }),
    pppPassword: 'Xy7kP2mQ9wLr',
  };
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === '/subscribers'
      ? { status: 201, data: { success: true, data: created } }
      : undefined,
  );
  const user = renderSubscribers();

  await user.click(await screen.findByRole('button', { name: 'Add Subscriber' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Subscriber' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '081234567890');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Router' }), 'Kantor');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveTextContent(
      'Paket 10 Mbps',
    ),
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Paket 10 Mbps');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Billing day' }), '5');
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Secret' }),
    'Make a new secret',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  const shown = await screen.findByRole('alertdialog', { name: 'PPP secret made' });
  expect(within(shown).getByLabelText('PPP username')).toHaveTextContent('budisantoso-4821');
  expect(within(shown).getByLabelText('PPP password')).toHaveTextContent('Xy7kP2mQ9wLr');
  expect(api.calls('POST', '/subscribers')[0]?.body).toMatchObject({ createSecret: true });
  expect(api.calls('POST', '/subscribers')[0]?.body).not.toHaveProperty('pppUsername');
  await user.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText('Xy7kP2mQ9wLr')).not.toBeInTheDocument());
});

test('Add Subscriber asks for the fields the server needs before a round trip', async () => {
  const api = serveBilling();
  const user = renderSubscribers();

  await user.click(await screen.findByRole('button', { name: 'Add Subscriber' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Subscriber' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(
    await within(dialog).findByText('Name is required (at most 200 characters)'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the router')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Billing day must be a whole number from 1 to 28'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the PPP secret')).toBeInTheDocument();
  expect(api.calls('POST', '/subscribers')).toEqual([]);
});

test('Import picks a router’s secrets (not those already billed) and shows the server’s refusal', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === '/subscribers/import'
      ? {
          status: 400,
          data: {
            success: false,
            message: 'validation_error',
            errors: [
              { path: 'usernames.1', message: 'No PPP secret with this name on the router' },
            ],
          },
        }
      : undefined,
  );
  const user = renderSubscribers();

  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Subscribers' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Router' }), 'Kantor');
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveTextContent(
      'Paket 10 Mbps',
    ),
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Paket 10 Mbps');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Billing day' }), '1');
  const budi = await within(dialog).findByRole('checkbox', { name: 'budi (already a subscriber)' });
  expect(budi).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Choose every listed' }));
  expect(within(dialog).getByText('2 of 4 secrets chosen')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(await within(dialog).findByText('Nothing was imported')).toBeInTheDocument();
  expect(
    within(dialog).getByText('rina: No PPP secret with this name on the router'),
  ).toBeInTheDocument();
  expect(api.calls('POST', '/subscribers/import')[0]?.body).toEqual({
    routerId: ROUTER_A.id,
    planId: BUDI.planId,
    billingDay: 1,
    usernames: ['andi', 'rina'],
  });
});
