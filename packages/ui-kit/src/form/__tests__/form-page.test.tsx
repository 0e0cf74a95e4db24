import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { mockHttp, signInAs, signOut, type MockReply } from 'shared-auth/testing';
import * as yup from 'yup';
import { UiProvider } from '../../provider/ui-provider';
import { renderApp } from '../../testing';
import { TextField, TextareaField } from '../form-fields';
import { FormPage } from '../form-page';
import { isCreateParam } from '../../routing/record-param';
import { useFormResource } from '../use-form-resource';

interface Customer {
  id: string;
  name: string;
  alias: string;
  address: string;
}
type CustomerValues = Pick<Customer, 'name' | 'alias' | 'address'>;

const NAME_RULE = 'Nama customer harus diisi, minimal 5 karakter';
const ALIAS_RULE = 'Alias harus diisi, minimal 3 karakter';
const schema = yup.object({
  name: yup.string().trim().required(NAME_RULE).min(5, NAME_RULE),
  alias: yup.string().trim().required(ALIAS_RULE).min(3, ALIAS_RULE),
  address: yup.string(),
});
const EMPTY: CustomerValues = { name: '', alias: '', address: '' };

function CustomerForm(): ReactElement {
  const { id } = useParams();
  const resource = useFormResource<Customer, CustomerValues>('/customers', id);
  const record = resource.record;
  return (
    <FormPage<CustomerValues>
      title={resource.isCreate ? 'Add customer' : 'Edit customer'}
      initialValues={
        record ? { name: record.name, alias: record.alias, address: record.address } : EMPTY
      }
      validationSchema={schema}
      isLoading={resource.isLoading}
      loadError={resource.error}
      notFound={resource.isNotFound}
      onRetry={resource.refetch}
      onSubmit={resource.save}
    >
      <TextField name="name" label="Name" required />
      <TextField name="alias" label="Alias" required helperText="Short name on slips" />
      <TextareaField name="address" label="Address" />
    </FormPage>
  );
}

function renderForm(path: string, history = ['/app/customer']) {
  return renderApp(
    {
      '/app/customer': (
        <>
          <h1>Customer list</h1>
          <Link to="/app/customer/create">Add</Link>
          <Link to="/app/customer/c1">Edit Budi</Link>
        </>
      ),
      '/app/customer/:id': <CustomerForm />,
    },
    { path, history },
  );
}

beforeEach(async () => {
  await signInAs('admin');
});

afterEach(async () => {
  act(() => toast.remove());
  await signOut();
});

test.each(['create', 'CREATE', 'Create', ' create '])('%j is create mode', (id) => {
  expect(isCreateParam(id)).toBe(true);
});

test.each(['12', 'c-7', 'creates'])('%j is a record id', (id) => {
  expect(isCreateParam(id)).toBe(false);
});

test('validates on submit, then on every change', async () => {
  const api = mockHttp(() => ({ status: 200, data: { message: 'ok' } }));
  const user = userEvent.setup();
  renderForm('/app/customer/Create');

  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.type(name, 'Bu');
  await user.tab();
  // Nothing is judged before the first submit.
  expect(screen.queryByText(NAME_RULE)).not.toBeInTheDocument();
  expect(name).not.toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(NAME_RULE)).toBeInTheDocument();
  expect(screen.getByText(ALIAS_RULE)).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(NAME_RULE);
  // The first field to fix has the focus.
  expect(name).toHaveFocus();
  expect(api.requests).toHaveLength(0);

  // After the first submit, each change is checked at once.
  await user.type(name, 'di S');
  await waitFor(() => expect(screen.queryByText(NAME_RULE)).not.toBeInTheDocument());
  expect(screen.getByText(ALIAS_RULE)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Alias' })).toHaveAccessibleDescription(
    `Short name on slips ${ALIAS_RULE}`,
  );
});

test('maps a server validation_error onto the fields and toasts SPEC’s text', async () => {
  const api = mockHttp(() => ({
    status: 400,
    data: {
      message: 'validation_error',
      errors: [
        { path: 'alias', message: 'Alias sudah dipakai' },
        { path: 'region', message: 'Region is not served' },
      ],
    },
  }));
  const user = userEvent.setup();
  renderForm('/app/customer/create');

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'BDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  const alias = screen.getByRole('textbox', { name: 'Alias' });
  expect(alias).toHaveAttribute('aria-invalid', 'true');
  expect(alias).toHaveAccessibleDescription('Short name on slips Alias sudah dipakai');
  // An error for a path that is no field of this form is still shown.
  expect(screen.getByText('Region is not served')).toBeInTheDocument();
  expect(api.calls('POST', '/customers')[0]?.body).toEqual({
    name: 'Budi Santoso',
    alias: 'BDI',
    address: '',
  });
  // Still on the form.
  expect(screen.getByRole('heading', { name: 'Add customer' })).toBeInTheDocument();

  // Editing the refused field clears the server's message for it.
  await user.type(alias, 'X');
  await waitFor(() => expect(screen.queryByText('Alias sudah dipakai')).not.toBeInTheDocument());
});

test('a successful save toasts the server message and goes back one page', async () => {
  const api = mockHttp((request): MockReply => {
    if (request.method === 'GET') {
      return {
        status: 200,
        data: {
          result: { id: 'c1', name: 'Budi Santoso', alias: 'BDI', address: 'Jl. Merdeka 1' },
        },
      };
    }
    return { status: 200, data: { message: 'Customer updated', result: {} } };
  });
  const user = userEvent.setup();
  renderForm('/app/customer/c1');

  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Budi Santoso');
  await user.clear(name);
  await user.type(name, 'Budi S. Wijaya');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Customer updated')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
  // The save does not trip the unsaved-changes warning on its own way back.
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.calls('PUT', '/customers/c1')[0]?.body).toEqual({
    name: 'Budi S. Wijaya',
    alias: 'BDI',
    address: 'Jl. Merdeka 1',
  });
});

test('an edit form opened again after a save starts from the saved record, not the cached one', async () => {
  let stored = { id: 'c1', name: 'Budi Santoso', alias: 'BDI', address: '' };
  mockHttp((request): MockReply => {
    if (request.method === 'PUT') {
      stored = { ...stored, ...(request.body as Partial<Customer>) };
      return { status: 200, data: { message: 'Customer updated', result: stored } };
    }
    return { status: 200, data: { result: stored } };
  });
  const user = userEvent.setup();
  renderForm('/app/customer/c1');

  const alias = await screen.findByRole('textbox', { name: 'Alias' });
  await waitFor(() => expect(alias).toHaveValue('BDI'));
  await user.clear(alias);
  await user.type(alias, 'BUDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();

  // The record's cache still holds 'BDI' from the first visit; the form must not start from it.
  await user.click(screen.getByRole('link', { name: 'Edit Budi' }));
  expect(await screen.findByRole('textbox', { name: 'Alias' })).toHaveValue('BUDI');
});

test('a save without a server message toasts Sukses', async () => {
  mockHttp(() => ({ status: 201, data: { result: { id: 'c9' } } }));
  const user = userEvent.setup();
  renderForm('/app/customer/create');

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Budi Santoso');
  await user.type(screen.getByRole('textbox', { name: 'Alias' }), 'BDI');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Sukses')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
});

test('kembali goes back; leaving unsaved changes asks first', async () => {
  mockHttp(() => ({ status: 200, data: {} }));
  const user = userEvent.setup();
  renderForm('/app/customer/create');

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bud');
  await user.click(screen.getByRole('button', { name: 'kembali' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
  expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page?');
  await user.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bud');

  await user.click(screen.getByRole('button', { name: 'kembali' }));
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
});

test('a clean form leaves without asking', async () => {
  mockHttp(() => ({ status: 200, data: {} }));
  const user = userEvent.setup();
  renderForm('/app/customer/create');

  await user.click(await screen.findByRole('button', { name: 'kembali' }));

  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
});

test('a form opened directly goes back to its list instead of out of the app', async () => {
  mockHttp(() => ({ status: 200, data: {} }));
  const user = userEvent.setup();
  renderForm('/app/customer/create', []);

  await user.click(await screen.findByRole('button', { name: 'kembali' }));

  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
});

test('a dirty form warns before the page is reloaded or closed', async () => {
  mockHttp(() => ({ status: 200, data: {} }));
  const user = userEvent.setup();
  renderForm('/app/customer/create');
  const name = await screen.findByRole('textbox', { name: 'Name' });

  const clean = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);

  await user.type(name, 'B');
  const dirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
});

test('a record that does not exist says so and offers the way back', async () => {
  mockHttp(() => ({ status: 404, data: { message: 'Customer not found' } }));
  renderForm('/app/customer/c404');

  expect(await screen.findByText('This data does not exist (any more).')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'kembali' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('a read-only user sees the form but cannot save', async () => {
  await signInAs('user');
  mockHttp(() => ({ status: 200, data: {} }));
  renderForm('/app/customer/create');

  const save = await screen.findByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  expect(save).toHaveAttribute('title', 'User role cannot edit records');
});

test('under a plain (non-data) router the form still works, without the in-app warning', async () => {
  mockHttp(() => ({ status: 201, data: { message: 'Customer created' } }));
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={['/app/customer', '/app/customer/create']} initialIndex={1}>
          <Routes>
            <Route path="/app/customer" element={<h1>Customer list</h1>} />
            <Route path="/app/customer/:id" element={<CustomerForm />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bud');
  await user.click(screen.getByRole('button', { name: 'kembali' }));
  expect(await screen.findByRole('heading', { name: 'Customer list' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
