import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Handler, listReply, mockHttp, serveList, signInAs } from 'shared-auth/testing';
import {
  chooseRowAction,
  currentPath,
  pressMenuItem,
  renderApp,
  signInForEachTest,
} from 'ui-kit/testing';
import { reviewListCases } from '../../../test/review-list-cases';
import { ADMIN_USERS_ROUTES } from '../../../test/routes';
import type { Customer } from 'contracts/types';
import { useCustomerListStore } from '../stores/customer-list-store';
import { BUDI, SITI } from './fixtures';

signInForEachTest('admin', () =>
  useCustomerListStore.setState(useCustomerListStore.getInitialState()),
);

/** The list answered from `rows`, and any write answered by `write`. */
const serveCustomers = (rows: () => Customer[], write?: Handler) =>
  serveList('/customers', rows, write);

test('shows SPEC’s columns in order, then the status, with the address cut to 20 characters', async () => {
  const api = serveCustomers(() => [BUDI, SITI]);
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  const table = await screen.findByRole('table', { name: 'Customers' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Name', 'Alias', 'Address', 'Updated', 'Status', 'Actions']);

  const budi = (await within(table).findByRole('cell', { name: 'Budi Santoso' })).closest('tr');
  if (!budi) throw new Error('no row for Budi');
  const row = within(budi);
  expect(row.getByRole('cell', { name: 'BDI' })).toBeInTheDocument();
  // 'Jl. Merdeka No. 10, Kel. Sukamaju, Bandung' → its first 20 characters, the rest on hover.
  const address = row.getByTitle('Jl. Merdeka No. 10, Kel. Sukamaju, Bandung');
  expect(address).toHaveTextContent(/^Jl\. Merdeka No\. 10,…$/);
  expect(row.getByRole('cell', { name: '21/01/2026 10:30' })).toBeInTheDocument();
  expect(row.getByText('Pending')).toBeInTheDocument();
  // A short address is shown whole, with no hover text.
  expect(screen.getByRole('cell', { name: 'Jl. Asia Afrika 8' })).toBeInTheDocument();
  expect(screen.queryByTitle('Jl. Asia Afrika 8')).not.toBeInTheDocument();

  // The first page of docs/rules/lists.md#list-state.
  expect(api.calls('GET', '/customers')[0]?.params).toEqual({
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'desc',
  });
});

test('searching asks the server for matching customers', async () => {
  const api = serveCustomers(() => [BUDI]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'merdeka');

  await waitFor(() =>
    expect(api.calls('GET', '/customers').at(-1)?.params).toMatchObject({
      search: 'merdeka',
      page: 1,
    }),
  );
});

test('Add leads an admin to the create form', async () => {
  serveCustomers(() => [BUDI]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  await user.click(await screen.findByRole('link', { name: 'Add' }));

  expect(await screen.findByRole('heading', { name: 'Add customer' })).toBeInTheDocument();
  expect(currentPath()).toBe('/app/customer/create');
});

test('Edit opens the row’s form', async () => {
  mockHttp((request) => {
    if (request.url === '/customers') return listReply([BUDI]);
    if (request.url === `/customers/${BUDI.id}`) return { status: 200, data: { result: BUDI } };
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  await chooseRowAction(user, 'Budi Santoso', 'Edit');

  expect(await screen.findByRole('heading', { name: 'Edit customer' })).toBeInTheDocument();
  expect(currentPath()).toBe(`/app/customer/${BUDI.id}`);
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Budi Santoso');
});

reviewListCases({
  resource: 'Customer',
  apiPath: '/customers',
  appPath: '/app/customer',
  target: BUDI,
  other: SITI,
  rowName: (row) => row.name,
  conflict: 'This customer still has deliveries and cannot be deleted.',
});

test('Lihat shows every field, the whole address and who changed it when', async () => {
  serveCustomers(() => [BUDI]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  await chooseRowAction(user, 'Budi Santoso', 'Lihat');

  const dialog = await screen.findByRole('dialog', { name: 'Customer' });
  const detail = within(dialog);
  const expected: [label: string, value: string][] = [
    ['Name', 'Budi Santoso'],
    ['Alias', 'BDI'],
    ['Address', 'Jl. Merdeka No. 10, Kel. Sukamaju, Bandung'],
    ['Status', 'Pending'],
    ['Created at', '20/01/2026 09:15'],
    ['Created by', 'admin'],
    ['Updated at', '21/01/2026 10:30'],
    ['Updated by', 'operator'],
  ];
  for (const [label, value] of expected) {
    const item = detail.getByText(label, { selector: 'dt' }).parentElement;
    expect(item).toHaveTextContent(`${label}${value}`);
  }
  await user.click(detail.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a list that fails to load says why and retries on request', async () => {
  let fail = true;
  mockHttp((request) => {
    if (request.url !== '/customers') return undefined;
    return fail ? { status: 503, data: { message: 'Database unavailable' } } : listReply([BUDI]);
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
});

describe('a plain user (docs/rules/roles.md#screens: read-only)', () => {
  beforeEach(async () => {
    await signInAs('user');
  });

  test('sees every customer but no Add button', async () => {
    serveCustomers(() => [BUDI, SITI]);
    renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

    expect(await screen.findByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Siti Aminah' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });

  test('finds every writing entry disabled, saying why, and can still use Lihat', async () => {
    const api = serveCustomers(() => [BUDI]);
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer' });

    await user.click(await screen.findByRole('button', { name: 'Actions for Budi Santoso' }));
    const disabled: [entry: string, title: string][] = [
      ['Edit', 'User role cannot edit records'],
      ['Hapus', 'User role cannot delete records'],
      ['Setujui', 'User role cannot approve records'],
      ['Tolak', 'User role cannot reject records'],
    ];
    for (const [entry, title] of disabled) {
      const item = await screen.findByRole('menuitem', { name: entry });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAttribute('title', title);
    }
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Hapus' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Lihat' }));
    expect(await screen.findByRole('dialog', { name: 'Customer' })).toBeInTheDocument();
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
