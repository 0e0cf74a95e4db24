import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { useSessionStore } from 'shared-auth';
import { mockHttp, signInAs, type MockReply } from 'shared-auth/testing';
import { pressMenuItem, renderApp } from '../../testing';
import type { DataColumn } from '../../table/columns';
import { ActionButton } from '../action-button';
import { createListStore } from '../list-store';
import { ResourceList } from '../resource-list';
import type { RowAction } from '../row-actions';

interface Secret {
  id: string;
  name: string;
  disabled: string;
}

const columns: DataColumn<Secret>[] = [
  { id: 'name', label: 'Username' },
  {
    id: 'disabled',
    label: 'Status',
    cell: (row) => (row.disabled === 'true' ? 'Disabled' : 'Enabled'),
  },
];

const BUDI: Secret = { id: '*1', name: 'budi', disabled: 'false' };
const SITI: Secret = { id: '*2', name: 'siti', disabled: 'true' };

const secretActions: RowAction<Secret>[] = [
  {
    action: 'enable',
    when: (row) => row.disabled === 'true',
    successMessage: 'PPP secret enabled successfully',
    errorMessage: 'Failed to enable PPP secret',
  },
  {
    action: 'disable',
    when: (row) => row.disabled !== 'true',
    successMessage: 'PPP secret disabled successfully',
    errorMessage: 'Failed to disable PPP secret',
  },
  {
    action: 'kick',
    confirm: { title: 'Kick session', message: 'Disconnect this session now?', tone: 'danger' },
    errorMessage: (error) => `Failed to kick: ${String((error as Error).message)}`,
  },
];

function renderSecrets() {
  return renderApp(
    <ResourceList<Secret>
      path="/ppp/r1/secrets"
      store={createListStore<Secret>('secrets')}
      columns={columns}
      label="PPP Secrets"
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
      actions={{ edit: (row) => row.id, delete: true, more: secretActions }}
    />,
  );
}

/** The router answers `method` calls with `reply`, and the list with `rows`. */
function answerWrites(method: string, reply: MockReply, rows: Secret[]) {
  return mockHttp((request) =>
    request.method === method ? reply : { status: 200, data: { success: true, data: rows } },
  );
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await screen.findByRole('menu');
}

function menuLabels(): string[] {
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

afterEach(() => {
  act(() => toast.remove());
  useSessionStore.getState().logout();
});

describe('row actions in the menu', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  test('more actions sit after Edit; each row offers only what fits it', async () => {
    mockHttp(() => ({ status: 200, data: { success: true, data: [BUDI, SITI] } }));
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'budi');
    expect(menuLabels()).toEqual(['Edit', 'Disable', 'Kick', 'Hapus']);
    await user.keyboard('{Escape}');
    await openMenu(user, 'siti');
    expect(menuLabels()).toEqual(['Edit', 'Enable', 'Kick', 'Hapus']);
  });

  test('an action without confirmation runs at once: the row spins, then its own toast', async () => {
    let rows = [BUDI, SITI];
    let finish: (reply: MockReply) => void = () => undefined;
    const api = mockHttp((request) => {
      if (request.method === 'POST') {
        return new Promise<MockReply>((resolve) => {
          finish = resolve;
        });
      }
      return { status: 200, data: { success: true, data: rows } };
    });
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'budi');
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Disable' }));
    const trigger = screen.getByRole('button', { name: 'Actions for budi' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger).toBeDisabled();
    expect(api.calls('POST', '/ppp/r1/secrets/*1/disable')).toHaveLength(1);

    rows = [{ ...BUDI, disabled: 'true' }, SITI];
    act(() => finish({ status: 200, data: { success: true } }));
    expect(await screen.findByText('PPP secret disabled successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for budi' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await waitFor(() => expect(api.calls('GET', '/ppp/r1/secrets')).toHaveLength(2));
  });

  test('a failure toasts the action’s own text', async () => {
    answerWrites('POST', { status: 502, data: { success: false, error: 'connection refused' } }, [
      SITI,
    ]);
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'siti');
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Enable' }));
    expect(await screen.findByText('Failed to enable PPP secret')).toBeInTheDocument();
  });

  test('confirm → pending → closed: Kick asks first, busy while it runs, then closes', async () => {
    let finish: (reply: MockReply) => void = () => undefined;
    const api = mockHttp((request) =>
      request.method === 'DELETE'
        ? new Promise<MockReply>((resolve) => {
            finish = resolve;
          })
        : { status: 200, data: { success: true, data: [BUDI] } },
    );
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'budi');
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Kick' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kick session' });
    expect(dialog).toHaveTextContent('Disconnect this session now?');
    expect(api.calls('DELETE', '/ppp/r1/secrets/*1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Konfirmasi' })).toBeDisabled(),
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
    expect(api.calls('DELETE', '/ppp/r1/secrets/*1')).toHaveLength(1);

    act(() => finish({ status: 200, data: { success: true, message: 'Session disconnected' } }));
    expect(await screen.findByText('Session disconnected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test('a failed confirmed action keeps its dialog open with the error, and toasts it', async () => {
    answerWrites('DELETE', { status: 504, data: { success: false, error: 'timed out' } }, [BUDI]);
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'budi');
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Kick' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kick session' });
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to kick:/);
    expect(screen.getAllByText(/^Failed to kick:/)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Konfirmasi' })).toBeEnabled();
  });

  test('Hapus keeps its SPEC dialog in a success-envelope list', async () => {
    const api = answerWrites(
      'DELETE',
      { status: 200, data: { success: true, message: 'PPP secret deleted successfully' } },
      [BUDI],
    );
    const user = userEvent.setup();
    renderSecrets();

    await openMenu(user, 'budi');
    await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
    expect(dialog).toHaveTextContent('Apakah anda yakin akan menghapus data ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('PPP secret deleted successfully')).toBeInTheDocument();
    expect(api.calls('DELETE', '/ppp/r1/secrets/*1')).toHaveLength(1);
  });
});

test('a plain user sees the write actions disabled with the lists’ titles', async () => {
  await signInAs('user');
  mockHttp(() => ({ status: 200, data: { success: true, data: [BUDI] } }));
  const user = userEvent.setup();
  renderSecrets();

  await openMenu(user, 'budi');
  expect(screen.getByRole('menuitem', { name: 'Disable' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Kick' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  expect(screen.getByRole('menuitem', { name: 'Kick' })).toHaveAttribute('aria-disabled', 'true');
});

describe('ActionButton', () => {
  interface Router {
    id: number;
    name: string;
  }
  const ROUTER: Router = { id: 7, name: 'Kantor' };

  test('without confirmation: spins and is disabled while pending, then toasts', async () => {
    await signInAs('admin');
    let finish: (reply: MockReply) => void = () => undefined;
    const api = mockHttp(
      () =>
        new Promise<MockReply>((resolve) => {
          finish = resolve;
        }),
    );
    const user = userEvent.setup();
    renderApp(
      <ActionButton<Router>
        path="/routers"
        row={ROUTER}
        action={{
          action: 'test',
          successMessage: 'Connection test successful',
          errorMessage: (error) => `Connection test failed: ${String(error)}`,
        }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled());
    expect(api.calls('POST', '/routers/7/test')).toHaveLength(1);
    act(() => finish({ status: 200, data: { success: true, data: { identity: 'MikroTik' } } }));
    expect(await screen.findByText('Connection test successful')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test' })).toBeEnabled();
  });

  test('with confirmation, from the keyboard: Enter opens, Escape cancels, focus comes back', async () => {
    await signInAs('admin');
    const api = mockHttp(() => ({ status: 200, data: { success: true } }));
    const user = userEvent.setup();
    renderApp(<ActionButton<Router> path="/routers" row={ROUTER} action={{ action: 'delete' }} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
    // Escape is heard once the dialog has taken focus (its dismiss layer is then in place).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hapus' })).toHaveFocus());
    expect(api.requests).toHaveLength(0);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Hapus data' });
    await user.click(within(again).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/routers/7')).toHaveLength(1);
  });

  test('a failure keeps the dialog open with the message', async () => {
    await signInAs('admin');
    mockHttp(() => ({ status: 500, data: { success: false, error: 'Disk full' } }));
    const user = userEvent.setup();
    renderApp(<ActionButton<Router> path="/routers" row={ROUTER} action={{ action: 'delete' }} />);

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Disk full');
  });

  test('a 409 closes the dialog (Router has transactions) and toasts the reason', async () => {
    await signInAs('admin');
    mockHttp(() => ({ status: 409, data: { success: false, error: 'Router has transactions' } }));
    const user = userEvent.setup();
    renderApp(<ActionButton<Router> path="/routers" row={ROUTER} action={{ action: 'delete' }} />);

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Router has transactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test('a plain user: disabled with the title, or hidden when the action says so', async () => {
    await signInAs('user');
    renderApp(
      <>
        <ActionButton<Router> path="/routers" row={ROUTER} action={{ action: 'test' }} />
        <ActionButton<Router>
          path="/routers"
          row={ROUTER}
          action={{ action: 'delete', label: 'Delete', hideWhenReadOnly: true }}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test' })).toHaveAttribute(
      'title',
      'User role cannot edit records',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
