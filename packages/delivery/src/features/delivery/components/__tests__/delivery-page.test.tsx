import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  openDatePicker,
  pageTitle,
  pressMenuItem,
  renderMounted,
  signInForEachTest,
} from 'ui-kit/testing';
import { DeliveryRoutes } from '../../../../routes/delivery-routes';
import { CUSTOMERS, HPM, KASAI, NO_ALIAS, delivery } from '../../../../test/fixtures';
import { SPEC_VISIBLE_HEADERS } from '../../../../test/delivery-headers';
import { type Handler, listReply, mockHttp, signInAs } from 'shared-auth/testing';
import { useDeliveryListStore } from '../../stores/delivery-list-store';

// A 23-column table, a two-month calendar and a combobox in jsdom, on a shared 2-core machine:
// a whole user journey takes seconds, more than jest's default 5.
jest.setTimeout(30_000);

const ROW = delivery();

/** Customers for the selector, one page of deliveries for anything else. */
const api: Handler = (request) => {
  if (request.method === 'GET' && request.url === '/customers') return listReply(CUSTOMERS);
  if (request.method === 'GET' && request.url === '/deliveries') return listReply([ROW], 1, 5, 1);
  return undefined;
};

function renderPage() {
  return renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery');
}

async function chooseCustomer(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Choose customer' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${label}`) }));
}

signInForEachTest('admin', () =>
  useDeliveryListStore.setState(useDeliveryListStore.getInitialState(), true),
);

test('titled Delivery; the table waits for a customer and asks for one', async () => {
  const network = mockHttp(api);
  renderPage();

  expect(pageTitle()).toBe('Delivery');
  expect(
    await screen.findByRole('heading', { name: 'Choose a customer to see its deliveries' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(network.calls('GET', '/customers')).toHaveLength(1));
  // Every customer, no paging: the selector's call (docs/rules/api.md#lists).
  expect(network.calls('GET', '/customers')[0]?.params).toEqual({});
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(network.calls('GET', '/deliveries')).toHaveLength(0);
  const importButton = screen.getByRole('button', { name: 'Import' });
  expect(importButton).toBeDisabled();
  expect(importButton).toHaveAccessibleDescription(
    'Choose a customer first: the file is imported for one customer.',
  );
});

test('the selector lists customers by alias, else name, and finds them by name too', async () => {
  mockHttp(api);
  const user = userEvent.setup();
  renderPage();

  const input = screen.getByRole('combobox', { name: 'Choose customer' });
  await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Type to search customers'));
  await user.click(input);
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'CV Sumber Makmur',
    'HPM' + 'PT Honda Prospect Motor',
    'KTI' + 'PT Kasai Teck See Indonesia',
  ]);

  // Pasted: user-event's typing loses a key when the combobox writes the field back between two
  // keystrokes (jsdom only; typing in Chromium is checked by e2e/scripts/delivery-check.ts).
  await user.paste('kasai');
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
  expect(within(listbox).getByRole('option')).toHaveTextContent('KTI');
});

test('choosing a customer loads its deliveries with defaults (docs/rules/lists.md#list-state) and the customer filter', async () => {
  const network = mockHttp(api);
  const user = userEvent.setup();
  renderPage();

  await chooseCustomer(user, 'HPM');

  const table = await screen.findByRole('table', { name: 'Deliveries' });
  expect(await within(table).findByRole('cell', { name: 'SJ2401-0000001' })).toBeInTheDocument();
  expect(network.calls('GET', '/deliveries')[0]?.params).toEqual({
    customerId: HPM.id,
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'desc',
  });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(SPEC_VISIBLE_HEADERS);
  expect(within(table).getByRole('cell', { name: '1.250' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '05/01/2024' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '05/01/2024 07:30' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Choose customer' })).toHaveValue('HPM');
  expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
});

test('a date range filters by startDate and endDate; changing it goes back to page 1', async () => {
  const network = mockHttp(api);
  const user = userEvent.setup();
  renderPage();
  await chooseCustomer(user, 'HPM');
  await screen.findByRole('cell', { name: 'SJ2401-0000001' });
  act(() => useDeliveryListStore.getState().setPage(3));

  const { day } = await openDatePicker(user);
  await user.click(day('5'));

  // Half-chosen: that one day.
  await waitFor(() =>
    expect(network.calls('GET', '/deliveries').at(-1)?.params).toMatchObject({
      page: 1,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-05$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-05$/),
    }),
  );
  await user.click(day('9'));
  await waitFor(() =>
    expect(network.calls('GET', '/deliveries').at(-1)?.params).toMatchObject({
      customerId: HPM.id,
      startDate: expect.stringMatching(/-05$/),
      endDate: expect.stringMatching(/-09$/),
    }),
  );
  const shown = screen.getByRole('button', { name: /^Select date/ });
  expect(shown.textContent).toMatch(/^05-\d{2}-\d{4} to 09-\d{2}-\d{4}$/);

  await user.click(screen.getByRole('button', { name: 'Clear dates' }));
  await waitFor(() => {
    const params = network.calls('GET', '/deliveries').at(-1)?.params;
    expect(params).not.toHaveProperty('startDate');
    expect(params).not.toHaveProperty('endDate');
  });
});

test('the chosen customer and range are still there when the screen is opened again', async () => {
  const network = mockHttp(api);
  const user = userEvent.setup();
  const first = renderPage();
  await chooseCustomer(user, 'KTI');
  await screen.findByRole('table', { name: 'Deliveries' });
  act(() => {
    useDeliveryListStore.getState().setFilter('startDate', '2026-01-05');
    useDeliveryListStore.getState().setFilter('endDate', '2026-01-09');
  });
  first.unmount();

  renderMounted('/app/delivery/*', <DeliveryRoutes />, '/app/delivery', first.queryClient);

  expect(await screen.findByRole('table', { name: 'Deliveries' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Choose customer' })).toHaveValue('KTI'),
  );
  expect(
    screen.getByRole('button', { name: 'Select date 05-01-2026 to 09-01-2026' }),
  ).toBeInTheDocument();
  expect(network.calls('GET', '/deliveries').at(-1)?.params).toMatchObject({
    customerId: KASAI.id,
    startDate: '2026-01-05',
    endDate: '2026-01-09',
  });
});

test('a remembered customer that no longer exists is let go', async () => {
  const network = mockHttp((request) =>
    request.url === '/customers' ? listReply([HPM, KASAI]) : api(request),
  );
  act(() => useDeliveryListStore.getState().setFilter('customerId', NO_ALIAS.id));
  renderPage();

  expect(
    await screen.findByRole('heading', { name: 'Choose a customer to see its deliveries' }),
  ).toBeInTheDocument();
  expect(useDeliveryListStore.getState().filters.customerId).toBeNull();
  expect(
    network.calls('GET', '/deliveries').every((r) => r.params.customerId === NO_ALIAS.id),
  ).toBe(true);
});

test('the customers failing to load says so and offers Retry', async () => {
  let fail = true;
  mockHttp((request) => {
    if (request.url === '/customers' && fail)
      return { status: 500, data: { message: 'Database is down' } };
    return api(request);
  });
  const user = userEvent.setup();
  renderPage();

  expect(await screen.findByText('Database is down')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Choose customer' })).toBeEnabled(),
  );
  expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
});

test('sorting by a header asks the server in camelCase; Customer does not sort', async () => {
  const network = mockHttp(api);
  const user = userEvent.setup();
  renderPage();
  await chooseCustomer(user, 'HPM');
  const table = await screen.findByRole('table', { name: 'Deliveries' });

  await user.click(within(table).getByRole('button', { name: 'Qty' }));
  await waitFor(() =>
    expect(network.calls('GET', '/deliveries').at(-1)?.params).toMatchObject({
      sortCol: 'qty',
      sortDir: 'asc',
    }),
  );
  expect(within(table).queryByRole('button', { name: 'Customer' })).not.toBeInTheDocument();
});

test('a plain user sees no Import and the writing row actions disabled with SPEC titles', async () => {
  await signInAs('user');
  mockHttp(api);
  const user = userEvent.setup();
  renderPage();
  await chooseCustomer(user, 'HPM');
  await screen.findByRole('cell', { name: 'SJ2401-0000001' });

  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Import adds a file/)).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: 'Actions for slip SJ2401-0000001, Seq Prod 001' }),
  );
  expect(await screen.findByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute('data-disabled');
  expect(screen.getByRole('menuitem', { name: 'Setujui' })).toHaveAttribute('data-disabled');
  expect(screen.getByRole('menuitem', { name: 'Tolak' })).toHaveAttribute('data-disabled');
  expect(screen.getByRole('menuitem', { name: 'Lihat' })).not.toHaveAttribute('data-disabled');
  expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
});

test('Lihat shows every field of the line, labelled', async () => {
  mockHttp(api);
  const user = userEvent.setup();
  const consoleError = jest.spyOn(console, 'error');
  renderPage();
  await chooseCustomer(user, 'HPM');
  await screen.findByRole('cell', { name: 'SJ2401-0000001' });

  await user.click(
    screen.getByRole('button', { name: 'Actions for slip SJ2401-0000001, Seq Prod 001' }),
  );
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: 'Lihat' }));

  const dialog = await screen.findByRole('dialog', { name: 'Delivery detail' });
  const terms = within(dialog)
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(terms).toContain('Order No');
  expect(terms).toContain('Barcode Kasai');
  expect(terms.filter((term) => term === 'Seq Prod')).toHaveLength(2);
  expect(within(dialog).getByText('HPM (PT Honda Prospect Motor)')).toBeInTheDocument();
  expect(within(dialog).getByText('PO-24-000001')).toBeInTheDocument();
  // Two fields share SPEC's label 'Seq Prod': React must not see two children with one key.
  const messages = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  expect(messages.filter((message) => message.includes('same key'))).toEqual([]);
  consoleError.mockRestore();
});
