import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, listReply, mockHttp, signInAs } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { refuseFieldOnPost } from '../../../test/field-refusal';
import { ADMIN_USERS_ROUTES } from '../../../test/routes';
import { BUDI } from './fixtures';

const NAME_RULE = 'Nama customer harus diisi, minimal 5 karakter';
const ALIAS_RULE = 'Alias harus diisi, minimal 3 karakter';

signInForEachTest('admin');

test('the form has Name, Alias and an Address textarea, kembali and Save', async () => {
  mockHttp(() => undefined);
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create' });

  expect(await screen.findByRole('heading', { name: 'Add customer' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Alias' })).toBeRequired();
  const address = screen.getByRole('textbox', { name: 'Address' });
  expect(address.tagName).toBe('TEXTAREA');
  expect(address).not.toBeRequired();
  expect(screen.getByRole('button', { name: 'kembali' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('messages (docs/rules/forms.md#customer) show on submit, then follow each change', async () => {
  const api = mockHttp(() => undefined);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create' });

  const name = await screen.findByRole('textbox', { name: 'Name' });
  const alias = screen.getByRole('textbox', { name: 'Alias' });
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(NAME_RULE)).toBeInTheDocument();
  expect(screen.getByText(ALIAS_RULE)).toBeInTheDocument();
  expect(name).toHaveAccessibleDescription(NAME_RULE);
  expect(name).toHaveFocus();

  // Spaces do not count: four letters and spaces are still too short.
  await user.type(name, '  Budi  ');
  await waitFor(() => expect(name).toHaveAccessibleDescription(NAME_RULE));
  await user.type(name, 'S');
  await waitFor(() => expect(screen.queryByText(NAME_RULE)).not.toBeInTheDocument());

  await user.type(alias, 'BD');
  expect(screen.getByText(ALIAS_RULE)).toBeInTheDocument();
  await user.type(alias, 'I');
  await waitFor(() => expect(screen.queryByText(ALIAS_RULE)).not.toBeInTheDocument());
  expect(api.requests).toHaveLength(0);
});

test('create POSTs the fields, toasts the server message and goes back to the list', async () => {
  const api = mockHttp((request) => {
    if (request.method === 'POST' && request.url === '/customers') {
      return {
        status: 201,
        data: { message: 'Customer created successfully', result: { ...BUDI } },
      };
    }
    if (request.method === 'GET' && request.url === '/customers') return listReply([BUDI]);
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create', history: ['/app/customer'] });

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'BDI');
  await user.type(
    screen.getByRole('textbox', { name: 'Address' }),
    'Jl. Merdeka No. 10{enter}Bandung',
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
  expect(currentPath()).toBe('/app/customer');
  expect(api.calls('POST', '/customers')[0]?.body).toEqual({
    name: 'Budi Santoso',
    alias: 'BDI',
    address: 'Jl. Merdeka No. 10\nBandung',
  });
});

test('defaults (docs/rules/forms.md#messages): a save without a message toasts Sukses, a failure without one Terjadi kesalahan', async () => {
  let fail = true;
  mockHttp((request) => {
    if (request.method === 'POST' && request.url === '/customers') {
      return fail ? { status: 500, data: {} } : { status: 201, data: { result: BUDI } };
    }
    if (request.method === 'GET' && request.url === '/customers') return listReply([BUDI]);
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create', history: ['/app/customer'] });

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'BDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan');
  expect(currentPath()).toBe('/app/customer/create');

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Sukses')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/customer'));
});

test('a server validation_error lands on its field with SPEC’s toast', async () => {
  mockHttp(refuseFieldOnPost('alias', 'Alias sudah dipakai'));
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create', history: ['/app/customer'] });

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  const alias = screen.getByRole('textbox', { name: 'Alias' });
  await user.type(alias, 'BDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  expect(alias).toHaveAttribute('aria-invalid', 'true');
  expect(alias).toHaveAccessibleDescription('Alias sudah dipakai');
  expect(currentPath()).toBe('/app/customer/create');
});

test('another failure toasts the server message and keeps what was typed', async () => {
  mockHttp((request) =>
    request.method === 'POST'
      ? { status: 403, data: { message: 'Forbidden: admin role required' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create', history: ['/app/customer'] });

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'BDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden: admin role required');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Budi Santoso');
});

test('edit shows a skeleton, loads the customer, PUTs the change and goes back', async () => {
  const loading = deferredReply();
  const api = mockHttp((request) => {
    if (request.method === 'GET' && request.url === `/customers/${BUDI.id}`) return loading.reply;
    if (request.method === 'PUT' && request.url === `/customers/${BUDI.id}`) {
      return { status: 200, data: { message: 'Customer updated successfully', result: BUDI } };
    }
    if (request.method === 'GET' && request.url === '/customers') return listReply([BUDI]);
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: `/app/customer/${BUDI.id}`, history: ['/app/customer'] });

  expect(await screen.findByRole('status', { name: 'Loading form' })).toBeInTheDocument();
  loading.release({ status: 200, data: { result: BUDI } });

  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(screen.getByRole('heading', { name: 'Edit customer' })).toBeInTheDocument();
  expect(name).toHaveValue('Budi Santoso');
  expect(screen.getByRole('textbox', { name: 'Alias' })).toHaveValue('BDI');
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(BUDI.address);
  expect(screen.getByText('Pending')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Budi S. Wijaya');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/customer'));
  expect(api.calls('PUT', `/customers/${BUDI.id}`)[0]?.body).toEqual({
    name: 'Budi S. Wijaya',
    alias: 'BDI',
    address: BUDI.address,
  });
});

test('a customer that does not exist says so, and kembali leads to the list', async () => {
  mockHttp((request) => {
    if (request.url === '/customers/gone') {
      return { status: 404, data: { message: 'Customer not found' } };
    }
    if (request.url === '/customers') return listReply([]);
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  // Opened directly (a bookmark): there is no page before it.
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/gone' });

  expect(await screen.findByText('This data does not exist (any more).')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'kembali' }));

  await waitFor(() => expect(currentPath()).toBe('/app/customer'));
});

test('leaving with unsaved changes asks first; Stay keeps them, Leave goes back', async () => {
  mockHttp((request) =>
    request.method === 'GET' && request.url === '/customers' ? listReply([]) : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create', history: ['/app/customer'] });

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi');
  await user.click(screen.getByRole('button', { name: 'kembali' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
  expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Budi');
  expect(currentPath()).toBe('/app/customer/create');

  await user.click(screen.getByRole('button', { name: 'kembali' }));
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(currentPath()).toBe('/app/customer'));
});

describe('a plain user (docs/rules/roles.md#screens: read-only)', () => {
  beforeEach(async () => {
    await signInAs('user');
  });

  test('sees a customer’s form read-only and cannot save it', async () => {
    const api = mockHttp((request) =>
      request.url === `/customers/${BUDI.id}` ? { status: 200, data: { result: BUDI } } : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/customer/${BUDI.id}` });

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByText('Only admins can change customers.')).toBeInTheDocument();
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Alias' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('title', 'User role cannot edit records');

    // Enter in a field does not submit either.
    await user.type(name, 'X{enter}');
    expect(name).toHaveValue('Budi Santoso');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  test('on the create address finds nothing to submit', async () => {
    const api = mockHttp(() => undefined);
    renderApp(ADMIN_USERS_ROUTES, { path: '/app/customer/create' });

    expect(await screen.findByText('Only admins can add customers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.requests).toHaveLength(0);
  });
});
