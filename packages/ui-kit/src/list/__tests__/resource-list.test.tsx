import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { listReply, mockHttp, signInAs, signOut, type MockReply } from 'shared-auth/testing';
import { chooseRowAction, pressMenuItem, renderApp } from '../../testing';
import type { DataColumn } from '../../table/columns';
import { createListStore } from '../list-store';
import { ResourceList } from '../resource-list';
import { StatusBadge } from '../status-badge';

interface Customer {
  id: string;
  name: string;
  alias: string;
  status: string;
}

const columns: DataColumn<Customer>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'alias', label: 'Alias', sortable: true },
  { id: 'status', label: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

const BUDI: Customer = { id: 'c1', name: 'Budi Santoso', alias: 'BDI', status: 'pending' };
const SITI: Customer = { id: 'c2', name: 'Siti Aminah', alias: 'STA', status: 'approved' };

function renderList(store = createListStore<Customer>('customers')) {
  return renderApp(
    <ResourceList<Customer>
      path="/customers"
      store={store}
      columns={columns}
      label="Customers"
      getRowLabel={(row) => row.name}
      actions={{ edit: (row) => row.id, delete: true, view: true, approve: true, reject: true }}
    />,
    { path: '/app/customer' },
  );
}

beforeEach(async () => {
  await signInAs('admin');
});

afterEach(async () => {
  act(() => toast.remove());
  await signOut();
});

test('loads the first page with SPEC defaults and shows the rows', async () => {
  const api = mockHttp(() => listReply([BUDI, SITI], 1, 5, 2));

  renderList();

  expect(await screen.findByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
  expect(api.requests[0]).toMatchObject({
    method: 'GET',
    url: '/customers',
    params: { page: 1, perPage: 5, sortCol: 'created_at', sortDir: 'desc' },
  });
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('0 of 2 data selected.')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
});

test('delete asks for confirmation, calls the server, toasts its message and reloads', async () => {
  let rows = [BUDI, SITI];
  const api = mockHttp((request) => {
    if (request.method === 'DELETE') {
      rows = rows.filter((row) => `/customers/${row.id}` !== request.url);
      return { status: 200, data: { message: 'Customer deleted' } };
    }
    return listReply(rows);
  });
  const user = userEvent.setup();
  renderList();

  await user.click(await screen.findByRole('button', { name: 'Actions for Budi Santoso' }));
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: 'Hapus' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
  expect(
    within(dialog).getByText('Apakah anda yakin akan menghapus data ini?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

  expect(await screen.findByText('Customer deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Budi Santoso' })).not.toBeInTheDocument(),
  );
  expect(api.calls('DELETE', '/customers/c1')).toHaveLength(1);
  expect(api.calls('GET', '/customers')).toHaveLength(2);
});

test('a 409 on delete closes the dialog and shows the server message', async () => {
  const api = mockHttp((request) =>
    request.method === 'DELETE'
      ? { status: 409, data: { message: 'Customer still has deliveries' } }
      : listReply([BUDI, SITI]),
  );
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Hapus');
  await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Customer still has deliveries');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
  expect(api.calls('GET', '/customers')).toHaveLength(1);
});

test('another failure keeps the dialog open to try again, and never shows a raw database error', async () => {
  mockHttp((request) =>
    request.method === 'DELETE'
      ? {
          status: 500,
          data: {
            message: 'update or delete on table "customers" violates foreign key constraint "fk"',
          },
        }
      : listReply([BUDI]),
  );
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Hapus');
  await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));

  // In the dialog (the page behind it, toaster included, is hidden from screen readers) and as a toast.
  const dialog = screen.getByRole('alertdialog', { name: 'Hapus data' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This data is still used by other records and cannot be deleted.',
  );
  expect(
    screen.getAllByText('This data is still used by other records and cannot be deleted.'),
  ).toHaveLength(2);
  expect(screen.queryByText(/violates foreign key constraint/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Konfirmasi' })).toBeEnabled();
});

test('Konfirmasi is busy while the action runs', async () => {
  let finish: (reply: MockReply) => void = () => undefined;
  mockHttp((request) =>
    request.method === 'POST'
      ? new Promise<MockReply>((resolve) => {
          finish = resolve;
        })
      : listReply([BUDI]),
  );
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Setujui');
  const dialog = await screen.findByRole('alertdialog', { name: 'Setujui data' });
  expect(dialog).toHaveTextContent('Apakah anda yakin akan menyetujui data ini?');
  await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Konfirmasi' })).toBeDisabled(),
  );
  expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
  act(() => finish({ status: 200, data: { message: 'Customer approved' } }));
  expect(await screen.findByText('Customer approved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

test('approve and reject post to their own routes after their own confirmation', async () => {
  const api = mockHttp((request) =>
    request.method === 'POST' ? { status: 200, data: {} } : listReply([BUDI]),
  );
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Setujui');
  await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
  expect(await screen.findByText('Sukses')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

  await chooseRowAction(user, 'Budi Santoso', 'Tolak');
  const dialog = await screen.findByRole('alertdialog', { name: 'Tolak data' });
  expect(dialog).toHaveTextContent('Apakah anda yakin akan menolak data ini?');
  await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
  await waitFor(() => expect(api.calls('POST', '/customers/c1/reject')).toHaveLength(1));
  expect(api.calls('POST', '/customers/c1/approve')).toHaveLength(1);
});

test('Batal closes the confirmation without calling the server', async () => {
  const api = mockHttp(() => listReply([BUDI]));
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Hapus');
  const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
  // Focus is held in the dialog. (That it starts on Batal is checked in a browser: jsdom's 0×0
  // boxes make the focus trap find Batal not focusable and fall back to the dialog itself.)
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
});

test('Lihat shows every column of the record, hidden ones too, read-only', async () => {
  mockHttp(() => listReply([BUDI]));
  const user = userEvent.setup();
  renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Lihat');

  const dialog = await screen.findByRole('dialog', { name: 'Detail' });
  expect(within(dialog).getByText('Name').nextElementSibling).toHaveTextContent('Budi Santoso');
  expect(within(dialog).getByText('Alias').nextElementSibling).toHaveTextContent('BDI');
  expect(within(dialog).getByText('Pending')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('actions.onView: Lihat opens the screen’s own view with the row, not the detail dialog', async () => {
  mockHttp(() => listReply([BUDI]));
  const user = userEvent.setup();
  const onView = jest.fn();
  renderApp(
    <ResourceList<Customer>
      path="/customers"
      store={createListStore<Customer>('customers-own-view')}
      columns={columns}
      label="Customers"
      getRowLabel={(row) => row.name}
      actions={{ view: true, onView }}
    />,
    { path: '/app/customer' },
  );

  await chooseRowAction(user, 'Budi Santoso', 'Lihat');

  expect(onView).toHaveBeenCalledWith(BUDI);
  expect(screen.queryByRole('dialog', { name: 'Detail' })).not.toBeInTheDocument();
});

test('Edit opens the record form', async () => {
  mockHttp(() => listReply([BUDI]));
  const user = userEvent.setup();
  const { router } = renderList();

  await chooseRowAction(user, 'Budi Santoso', 'Edit');

  await waitFor(() => expect(router.state.location.pathname).toBe('/app/customer/c1'));
});

test('searching asks the server for page 1 of the matches', async () => {
  const api = mockHttp(() => listReply([BUDI]));
  const store = createListStore<Customer>('customers', { page: 3 });
  const user = userEvent.setup();
  renderList(store);

  await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'budi');

  await waitFor(() =>
    expect(api.requests.at(-1)?.params).toEqual({
      page: 1,
      perPage: 5,
      sortCol: 'created_at',
      sortDir: 'desc',
      search: 'budi',
    }),
  );
});

test('a page beyond the last (after deleting its last row) moves to the new last page', async () => {
  const api = mockHttp((request) =>
    listReply(request.params.page === 2 ? [SITI] : [], Number(request.params.page), 5, 6),
  );
  const store = createListStore<Customer>('customers', { page: 3 });
  renderList(store);

  expect(await screen.findByRole('cell', { name: 'Siti Aminah' })).toBeInTheDocument();
  expect(store.getState().page).toBe(2);
  expect(api.requests.map((request) => request.params.page)).toEqual([3, 2]);
});

test('the Setujui entry is off for a user, and the write entries say why', async () => {
  await signInAs('user');
  mockHttp(() => listReply([BUDI]));
  const user = userEvent.setup();
  renderList();

  await user.click(await screen.findByRole('button', { name: 'Actions for Budi Santoso' }));

  expect(await screen.findByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  expect(screen.getByRole('menuitem', { name: 'Setujui' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
