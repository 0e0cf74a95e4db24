import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-auth/testing';
import { chooseRowAction, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import type { AuditEntry } from 'contracts/types';
import { ADMIN_USERS_ROUTES } from '../../../test/routes';
import { auditChanges } from '../components/audit-changes';
import { useAuditListStore } from '../components/audit-page';

signInForEachTest('admin', () => useAuditListStore.setState(useAuditListStore.getInitialState()));

const ROUTER_CHANGE: AuditEntry = {
  id: '41',
  at: '2026-03-01T03:30:00.000Z',
  actorId: '6f1c2d3e-0000-4000-8000-000000000001',
  actorUsername: 'admin',
  address: '10.0.0.7',
  action: 'update',
  resource: 'router',
  resourceId: '9b0e0000-0000-4000-8000-000000000009',
  summary: 'Changed router "Kantor" (new routerPass)',
  before: { routerName: 'Kantor', routerHost: '10.0.0.1' },
  after: { routerName: 'Kantor Pusat', routerHost: '10.0.0.1:8728' },
};
const SIGN_IN: AuditEntry = {
  ...ROUTER_CHANGE,
  id: '40',
  action: 'sign_in',
  resource: 'session',
  summary: 'admin signed in',
  before: null,
  after: null,
};

/** `GET /audit` answered in the success envelope with `rows`; every call recorded. */
function serveAudit(rows: AuditEntry[]) {
  return mockHttp({
    'GET /audit': {
      status: 200,
      data: {
        success: true,
        data: rows,
        pagination: { page: 1, perPage: 25, total: rows.length, totalPages: 1 },
      },
    },
  });
}

test('the filters come from the address and go to the API; a new choice goes there too', async () => {
  const api = serveAudit([ROUTER_CHANGE]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/audit?resource=router&actor=admin' });

  await screen.findByRole('table', { name: 'Audit trail' });
  expect(api.calls('GET', '/audit')[0]?.params).toMatchObject({
    resource: 'router',
    actor: 'admin',
    page: 1,
    perPage: 25,
    sortCol: 'at',
    sortDir: 'desc',
  });
  expect(screen.getByRole('combobox', { name: 'Resource' })).toHaveValue('router');
  expect(screen.getByRole('textbox', { name: 'User' })).toHaveValue('admin');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'update');
  await screen.findByRole('table', { name: 'Audit trail' });
  expect(api.calls('GET', '/audit').at(-1)?.params).toMatchObject({
    resource: 'router',
    actor: 'admin',
    action: 'update',
  });
});

test('a row shows when (WIB), who, what and the summary', async () => {
  serveAudit([ROUTER_CHANGE, SIGN_IN]);
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/audit' });

  await screen.findByRole('cell', { name: 'admin signed in' });
  const row = rowOf('Changed router "Kantor" (new routerPass)');
  expect(row.getByRole('cell', { name: '01/03/2026 10:30 WIB' })).toBeInTheDocument();
  expect(row.getByRole('cell', { name: 'Update' })).toBeInTheDocument();
  expect(row.getByRole('cell', { name: 'Router' })).toBeInTheDocument();
  expect(rowOf('admin signed in').getByRole('cell', { name: 'Sign in' })).toBeInTheDocument();
});

test('Lihat shows each changed field with its value before and after', async () => {
  serveAudit([ROUTER_CHANGE]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/audit' });

  await screen.findByRole('table', { name: 'Audit trail' });
  await chooseRowAction(user, 'Changed router "Kantor" (new routerPass)', 'Lihat');

  const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
  // Each field is a label and its value: the old one struck (del), the new one inserted (ins),
  // each named for a screen reader.
  const change = (field: string) => {
    const item = within(dialog).getByText(field).parentElement as HTMLElement;
    return {
      before: item.querySelector('del')?.textContent,
      after: item.querySelector('ins')?.textContent,
    };
  };
  expect(change('routerName')).toEqual({ before: 'Before: Kantor', after: 'After: Kantor Pusat' });
  expect(change('routerHost')).toEqual({
    before: 'Before: 10.0.0.1',
    after: 'After: 10.0.0.1:8728',
  });
});

test('auditChanges: every field of either side, missing sides undefined', () => {
  expect(auditChanges({ before: null, after: { name: 'Budi' } })).toEqual([
    { field: 'name', before: undefined, after: 'Budi' },
  ]);
  expect(auditChanges({ before: { status: 'pending' }, after: { status: 'approved' } })).toEqual([
    { field: 'status', before: 'pending', after: 'approved' },
  ]);
  expect(auditChanges({ before: { title: 'Gone' }, after: null })).toEqual([
    { field: 'title', before: 'Gone', after: undefined },
  ]);
});
