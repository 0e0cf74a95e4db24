import { screen } from '@testing-library/react';
import { listReply, mockHttp, type RecordedRequest } from 'shared-auth/testing';
import { pageTitle, renderApp, signInForEachTest } from 'ui-kit/testing';
import { ADMIN_USERS_ROUTES } from '../../test/routes';

signInForEachTest('admin');

describe.each([
  {
    area: 'Customer',
    base: '/app/customer',
    path: '/customers',
    noun: 'customer',
    table: 'Customers',
  },
  { area: 'User', base: '/app/user', path: '/users', noun: 'user', table: 'Users' },
])('$base', ({ area, base, path, noun, table }) => {
  const answer = (request: RecordedRequest) =>
    request.method === 'GET' && request.url === path ? listReply([]) : undefined;

  test(`the list is titled ${area} and loads ${path}`, async () => {
    const api = mockHttp(answer);
    renderApp(ADMIN_USERS_ROUTES, { path: base });

    expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
    expect(pageTitle()).toBe(area);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(api.calls('GET', path)).toHaveLength(1);
  });

  test.each(['create', 'CREATE', 'Create', 'cReAtE'])(`${base}/%s is create mode`, async (id) => {
    const api = mockHttp(() => undefined);
    renderApp(ADMIN_USERS_ROUTES, { path: `${base}/${id}` });

    expect(await screen.findByRole('heading', { name: `Add ${noun}` })).toBeInTheDocument();
    expect(pageTitle()).toBe(area);
    // Create mode loads nothing.
    expect(api.requests).toHaveLength(0);
  });

  test.each(['creates', '0b6f5a52-2c1d-4e8f-9a4b-3c2d1e0f9a8b'])(
    `${base}/%s edits that record`,
    async (id) => {
      const api = mockHttp((request) =>
        request.url === `${path}/${id}`
          ? { status: 404, data: { message: `${area} not found` } }
          : undefined,
      );
      renderApp(ADMIN_USERS_ROUTES, { path: `${base}/${id}` });

      expect(await screen.findByRole('heading', { name: `Edit ${noun}` })).toBeInTheDocument();
      expect(await screen.findByText('This data does not exist (any more).')).toBeInTheDocument();
      expect(api.calls('GET', `${path}/${id}`)).toHaveLength(1);
    },
  );

  test('a deeper unknown path shows the not-found page', async () => {
    mockHttp(() => undefined);
    renderApp(ADMIN_USERS_ROUTES, { path: `${base}/17/history` });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
