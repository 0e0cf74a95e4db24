// The row actions the customer and user lists share (Hapus, Batal, a refused delete, Setujui and Tolak),
// tested once and run for each resource: the two lists are the same reviewed-list page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveList } from 'shared-auth/testing';
import { chooseRowAction, renderApp } from 'ui-kit/testing';
import { ADMIN_USERS_ROUTES } from './routes';

interface ReviewedRow {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
}

export interface ReviewListCases<T extends ReviewedRow> {
  /** 'Customer', as the server's messages name it. */
  resource: string;
  /** The API's list path, e.g. '/customers'. */
  apiPath: string;
  /** The screen, e.g. '/app/customer'. */
  appPath: string;
  /** The row every action is tried on: it can be deleted and is still pending. */
  target: T;
  /** Another row, which stays. */
  other: T;
  /** The name a row is found by in the table. */
  rowName: (row: T) => string;
  /** Why the server refuses a delete with 409. */
  conflict: string;
}

export function reviewListCases<T extends ReviewedRow>(cases: ReviewListCases<T>): void {
  const { resource, apiPath, appPath, target, other, rowName, conflict } = cases;
  const targetPath = `${apiPath}/${target.id}`;

  test('Hapus confirms, deletes, toasts the server message and reloads the list', async () => {
    let rows = [target, other];
    const api = serveList(
      apiPath,
      () => rows,
      (request) => {
        if (request.method !== 'DELETE' || request.url !== targetPath) return undefined;
        rows = [other];
        return { status: 200, data: { message: `${resource} deleted successfully` } };
      },
    );
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: appPath });

    await chooseRowAction(user, rowName(target), 'Hapus');
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data' });
    expect(dialog).toHaveTextContent('Apakah anda yakin akan menghapus data ini?');
    expect(api.calls('DELETE', targetPath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

    expect(await screen.findByText(`${resource} deleted successfully`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: rowName(target) })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: rowName(other) })).toBeInTheDocument();
    expect(api.calls('DELETE', targetPath)).toHaveLength(1);
    expect(api.calls('GET', apiPath)).toHaveLength(2);
  });

  test('Batal leaves the record alone', async () => {
    const api = serveList(apiPath, () => [target]);
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: appPath });

    await chooseRowAction(user, rowName(target), 'Hapus');
    await user.click(await screen.findByRole('button', { name: 'Batal' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  test('a delete the server refuses (409) closes the dialog and toasts its reason', async () => {
    serveList(
      apiPath,
      () => [target],
      (request) =>
        request.method === 'DELETE' ? { status: 409, data: { message: conflict } } : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: appPath });

    await chooseRowAction(user, rowName(target), 'Hapus');
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: rowName(target) })).toBeInTheDocument();
  });

  test.each([
    {
      entry: 'Setujui',
      title: 'Setujui data',
      question: 'Apakah anda yakin akan menyetujui data ini?',
      action: 'approve',
      status: 'approved' as const,
    },
    {
      entry: 'Tolak',
      title: 'Tolak data',
      question: 'Apakah anda yakin akan menolak data ini?',
      action: 'reject',
      status: 'rejected' as const,
    },
  ])(
    `$entry asks first, then POSTs ${apiPath}/:id/$action and shows the new status`,
    async ({ entry, title, question, action, status }) => {
      let rows = [target];
      const api = serveList(
        apiPath,
        () => rows,
        (request) => {
          if (request.method !== 'POST' || request.url !== `${targetPath}/${action}`) {
            return undefined;
          }
          rows = [{ ...target, status }];
          return {
            status: 200,
            data: { message: `${resource} ${status} successfully`, result: rows[0] },
          };
        },
      );
      const user = userEvent.setup({ delay: null });
      renderApp(ADMIN_USERS_ROUTES, { path: appPath });

      await chooseRowAction(user, rowName(target), entry);
      const dialog = await screen.findByRole('alertdialog', { name: title });
      expect(dialog).toHaveTextContent(question);
      await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));

      expect(await screen.findByText(`${resource} ${status} successfully`)).toBeInTheDocument();
      const label = status === 'approved' ? 'Approved' : 'Rejected';
      expect(await screen.findByText(label, { selector: '[data-status]' })).toBeInTheDocument();
      expect(api.calls('POST', `${targetPath}/${action}`)).toHaveLength(1);
      expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    },
  );
}
