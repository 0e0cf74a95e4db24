import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, signInAs } from 'shared-auth/testing';
import { currentPath, renderApp, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { CONTACT, cmsServer } from '../../../test/fixtures';
import { CMS_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const user = () => userEvent.setup({ delay: null });

test('type, title and value are required; the types are the six, hours shown as Operating Hours', async () => {
  const api = mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, { path: '/app/cms/contact-info/create' });

  const type = await screen.findByRole('combobox', { name: /^Type/ });
  expect(
    Array.from(type.querySelectorAll('option')).map((option) => [option.value, option.textContent]),
  ).toEqual([
    ['', 'Choose a type'],
    ['phone', 'phone'],
    ['email', 'email'],
    ['address', 'address'],
    ['hours', 'Operating Hours'],
    ['whatsapp', 'whatsapp'],
    ['social', 'social'],
  ]);
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Type is required')).toBeInTheDocument();
  expect(screen.getByText('Title is required')).toBeInTheDocument();
  expect(screen.getByText('Value is required')).toBeInTheDocument();
  expect(api.calls('POST', '/cms/contact-info')).toHaveLength(0);
});

test('create POSTs and toasts Contact info created successfully', async () => {
  const api = mockHttp(cmsServer({}).handler);
  const u = user();
  renderApp(CMS_ROUTES, {
    path: '/app/cms/contact-info/create',
    history: ['/app/cms?tab=contact-info'],
  });

  await u.selectOptions(await screen.findByRole('combobox', { name: /^Type/ }), 'hours');
  await fill(u, screen.getByRole('textbox', { name: /^Title/ }), 'Jam buka');
  await fill(u, screen.getByRole('textbox', { name: /^Value/ }), 'Senin–Jumat 08.00–17.00');
  await u.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Contact info created successfully')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/app/cms'));
  expect(api.calls('POST', '/cms/contact-info')[0]?.body).toEqual({
    type: 'hours',
    title: 'Jam buka',
    value: 'Senin–Jumat 08.00–17.00',
    icon: '',
    order: 0,
    isActive: true,
  });
});

test("a failed edit toasts the server's text, else 'Failed to save contact info'", async () => {
  const server = cmsServer({ 'contact-info': [CONTACT] });
  let reply: { status: number; data: unknown } = { status: 500, data: {} };
  mockHttp((request) => (request.method === 'PUT' ? reply : server.handler(request)));
  const u = user();
  renderApp(CMS_ROUTES, { path: `/app/cms/contact-info/${CONTACT.id}` });

  expect(await screen.findByRole('textbox', { name: /^Value/ })).toHaveValue('6281234567890');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to save contact info')).toBeInTheDocument();
  reply = { status: 409, data: { success: false, error: 'Contact info changed meanwhile' } };
  await u.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Contact info changed meanwhile')).toBeInTheDocument();
});

test('a plain user sees a contact read-only', async () => {
  await signInAs('user');
  mockHttp(cmsServer({ 'contact-info': [CONTACT] }).handler);
  renderApp(CMS_ROUTES, { path: `/app/cms/contact-info/${CONTACT.id}` });

  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
});
