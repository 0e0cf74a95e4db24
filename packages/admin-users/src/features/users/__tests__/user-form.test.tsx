import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReply, mockHttp, signInAs } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { refuseFieldOnPost } from '../../../test/field-refusal';
import { ADMIN_USERS_ROUTES } from '../../../test/routes';
import { ADMIN, RINA } from './fixtures';

const FULL_NAME_RULE = 'Nama siswa harus diisi, minimal 3 karakter';
const USERNAME_RULE = 'Username harus diisi';
const PASSWORD_RULE = 'Password harus diisi';

signInForEachTest('admin');

/** A form control by its label ('Name' and not 'Username'; a required field's label ends in '*'). */
function field(name: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  });
}

test('fields in SPEC’s order (Name, NIK, Username, Password), email after NIK, role last and user by default', async () => {
  mockHttp(() => undefined);
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user/create' });

  await screen.findByRole('heading', { name: 'Add user' });
  const labels = Array.from(
    document.querySelectorAll('form input:not([type=hidden]), form select'),
  ).map((input) =>
    input.id ? document.querySelector(`label[for="${input.id}"]`)?.textContent : null,
  );
  expect(labels.map((label) => label?.replace('*', '').trim())).toEqual([
    'Name',
    'NIK',
    'Email',
    'Username',
    'Password',
    'Role',
  ]);
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('user');
  expect(field('Password')).toHaveAttribute('type', 'password');
  expect(field('Password')).toBeRequired();
  expect(field('NIK')).not.toBeRequired();
  expect(field('Email')).not.toBeRequired();
});

test('messages (docs/rules/forms.md#user) show on submit, then follow each change', async () => {
  const api = mockHttp(() => undefined);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user/create' });

  await screen.findByRole('heading', { name: 'Add user' });
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(FULL_NAME_RULE)).toBeInTheDocument();
  expect(screen.getByText(USERNAME_RULE)).toBeInTheDocument();
  expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  expect(field('Name')).toHaveFocus();

  await user.type(field('Name'), 'Ri');
  expect(screen.getByText(FULL_NAME_RULE)).toBeInTheDocument();
  await user.type(field('Name'), 'na');
  await waitFor(() => expect(screen.queryByText(FULL_NAME_RULE)).not.toBeInTheDocument());

  await user.type(field('Username'), 'rina k');
  expect(await screen.findByText('Username tidak boleh mengandung spasi')).toBeInTheDocument();
  await user.type(field('Username'), '{backspace}{backspace}');
  await waitFor(() =>
    expect(screen.queryByText('Username tidak boleh mengandung spasi')).not.toBeInTheDocument(),
  );

  await user.type(field('Password'), 'ab');
  expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  await user.type(field('Password'), 'c');
  await waitFor(() => expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument());

  await user.type(field('Email'), 'rina@');
  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(api.requests).toHaveLength(0);
});

test('create POSTs every field with the default role, toasts and goes back', async () => {
  const api = mockHttp((request) => {
    if (request.method === 'POST' && request.url === '/users') {
      return { status: 201, data: { message: 'User created successfully', result: RINA } };
    }
    if (request.method === 'GET' && request.url === '/users') return listReply([RINA]);
    return undefined;
  });
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user/create', history: ['/app/user'] });

  await screen.findByRole('heading', { name: 'Add user' });
  await user.type(field('Name'), 'Rina Kusuma');
  await user.type(field('NIK'), '3273012345670001');
  await user.type(field('Username'), 'rina');
  await user.type(field('Password'), 'rahasia-123');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Rina Kusuma' })).toBeInTheDocument();
  expect(currentPath()).toBe('/app/user');
  expect(api.calls('POST', '/users')[0]?.body).toEqual({
    fullName: 'Rina Kusuma',
    nik: '3273012345670001',
    email: '',
    username: 'rina',
    password: 'rahasia-123',
    role: 'user',
  });
});

test('a username that is taken comes back on the Username field', async () => {
  mockHttp(refuseFieldOnPost('username', 'Username sudah digunakan'));
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user/create', history: ['/app/user'] });

  await screen.findByRole('heading', { name: 'Add user' });
  await user.type(field('Name'), 'Rina Kusuma');
  await user.type(field('Username'), 'admin');
  await user.type(field('Password'), 'rahasia');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Username')).toHaveAccessibleDescription('Username sudah digunakan');
  expect(currentPath()).toBe('/app/user/create');
});

describe('edit', () => {
  function serveRina(reply: { status: number; data?: unknown } = { status: 200, data: {} }) {
    return mockHttp((request) => {
      if (request.method === 'GET' && request.url === `/users/${RINA.id}`) {
        return { status: 200, data: { result: RINA } };
      }
      if (request.method === 'PUT' && request.url === `/users/${RINA.id}`) return reply;
      if (request.method === 'GET' && request.url === '/users') return listReply([RINA]);
      return undefined;
    });
  }

  test('loads the user; the password is optional and a blank one is not sent', async () => {
    const api = serveRina({
      status: 200,
      data: { message: 'User updated successfully', result: RINA },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/user/${RINA.id}`, history: ['/app/user'] });

    await screen.findByRole('heading', { name: 'Edit user' });
    await waitFor(() => expect(field('Name')).toHaveValue('Rina Kusuma'));
    expect(field('NIK')).toHaveValue('3273012345670001');
    expect(field('Email')).toHaveValue('rina@example.com');
    expect(field('Username')).toHaveValue('rina');
    expect(field('Password')).toHaveValue('');
    expect(field('Password')).not.toBeRequired();
    expect(field('Password')).toHaveAccessibleDescription(
      'Leave blank to keep the current password',
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('user');

    await user.clear(field('NIK'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/app/user'));
    // No password key at all: the API keeps the current one. A cleared NIK is sent as ''.
    expect(api.calls('PUT', `/users/${RINA.id}`)[0]?.body).toEqual({
      fullName: 'Rina Kusuma',
      nik: '',
      email: 'rina@example.com',
      username: 'rina',
      role: 'user',
    });
  });

  test('a new password is checked (at least 3 characters) and sent', async () => {
    const api = serveRina({ status: 200, data: { message: 'User updated successfully' } });
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/user/${RINA.id}`, history: ['/app/user'] });

    await waitFor(() => expect(field('Name')).toHaveValue('Rina Kusuma'));
    await user.type(field('Password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(api.calls('PUT', `/users/${RINA.id}`)).toHaveLength(0);

    await user.type(field('Password'), 'c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', `/users/${RINA.id}`)).toHaveLength(1));
    expect(api.calls('PUT', `/users/${RINA.id}`)[0]?.body).toMatchObject({ password: 'abc' });
  });

  test('the server’s refusal (409) is toasted and the form stays', async () => {
    serveRina({ status: 409, data: { message: 'At least one admin must remain' } });
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/user/${RINA.id}`, history: ['/app/user'] });

    await waitFor(() => expect(field('Name')).toHaveValue('Rina Kusuma'));
    await user.type(field('Name'), ' W');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('At least one admin must remain');
    expect(currentPath()).toBe(`/app/user/${RINA.id}`);
  });

  test('an admin editing their own account cannot take away their own admin role', async () => {
    await signInAs('admin');
    // The session's user is the record being edited.
    const self = { ...ADMIN, id: 'admin-id' };
    mockHttp((request) =>
      request.url === `/users/${self.id}` ? { status: 200, data: { result: self } } : undefined,
    );
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/user/${self.id}` });

    await waitFor(() => expect(field('Name')).toHaveValue('Administrator'));
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('admin');
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot remove your own admin role');
  });
});

describe('a plain user (docs/rules/roles.md#screens: read-only)', () => {
  beforeEach(async () => {
    await signInAs('user', 'rina');
  });

  test('sees a user’s form read-only, Save disabled', async () => {
    const api = mockHttp((request) =>
      request.url === `/users/${ADMIN.id}` ? { status: 200, data: { result: ADMIN } } : undefined,
    );
    renderApp(ADMIN_USERS_ROUTES, { path: `/app/user/${ADMIN.id}` });

    await waitFor(() => expect(field('Name')).toHaveValue('Administrator'));
    expect(screen.getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByText('Only admins can change users.')).toBeInTheDocument();
    for (const name of ['Name', 'NIK', 'Email', 'Username']) {
      expect(field(name)).toHaveAttribute('readonly');
    }
    // Nothing to type a password into.
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'title',
      'User role cannot edit records',
    );
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
