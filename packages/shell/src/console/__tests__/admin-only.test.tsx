// A page the role may not see (docs/rules/roles.md#screens): the shell says so in one place, instead
// of loading the area and letting its calls fail with 403 under a Retry that cannot help.
import { screen, within } from '@testing-library/react';
import { signInAs } from 'shared-auth/testing';
import { usePageTitleStore } from 'ui-kit/layout';
import { ADMIN, fakeLoader, meAnswers, renderShell } from '../../test/render-shell';
import { REMOTE_ROUTES } from '../../routes/route-table';

const PLAIN = { ...ADMIN, username: 'siti', role: 'user' as const };
const adminOnly = REMOTE_ROUTES.filter((route) => route.adminOnly);

test('the admin-only routes are the audit trail', () => {
  expect(adminOnly.map((route) => route.path)).toEqual(['/app/audit/*']);
});

test.each(['/app/audit', '/app/audit/anything'])(
  'a plain user at %s sees one no-access state: no area loaded, no list, no Retry',
  async (path) => {
    await signInAs(PLAIN);
    meAnswers(PLAIN);
    const loader = fakeLoader();
    renderShell(path, loader);

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Audit is for admins only. Your role (User) cannot open it.');
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/app',
    );
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(loader.loads).toEqual([]);
    expect(usePageTitleStore.getState().title).toBe('Audit');
  },
);

test('an admin at /app/audit gets the area', async () => {
  await signInAs(ADMIN);
  meAnswers(ADMIN);
  const loader = fakeLoader();
  renderShell('/app/audit', loader);
  expect(await screen.findByText('Loaded admin-users ./AuditRoutes')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No access' })).not.toBeInTheDocument();
});
