import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { http } from 'shared-auth';
import { mockHttp, signInAs } from 'shared-auth/testing';
import { renderApp, signInForEachTest } from '../../testing';
import { FormDialog } from '../form-dialog';
import { TextField } from '../form-fields';

jest.setTimeout(30_000);

signInForEachTest('admin');

interface Values {
  name: string;
  host: string;
}

/** A save that the fake server answers with `status` and `data`. */
function saveAnswered(status: number, data: unknown) {
  mockHttp({ 'POST /routers': { status, data } });
  return jest.fn((values: Values) => http.post('/routers', values).then(() => undefined));
}

function Harness({
  onSubmit,
  onSaved,
}: {
  onSubmit(values: Values): Promise<{ message?: string } | void>;
  onSaved?: () => void;
}): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormDialog<Values>
        open={open}
        title="Add Router"
        initialValues={{ name: '', host: '' }}
        onSubmit={onSubmit}
        onSaved={onSaved}
        onClose={() => setOpen(false)}
        successMessage="Router added successfully"
        errorMessage="Failed to add router"
      >
        <TextField name="name" label="Router Name" />
        <TextField name="host" label="Host" />
      </FormDialog>
    </>
  );
}

test('saves the values, toasts the success, closes and gives the focus back', async () => {
  const onSubmit = jest.fn(async () => ({ message: 'ignored: the dialog has its own text' }));
  const onSaved = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderApp(<Harness onSubmit={onSubmit} onSaved={onSaved} />);

  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Router' }));
  await user.type(dialog.getByLabelText('Router Name'), 'Kantor');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Router added successfully')).toBeInTheDocument();
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Kantor', host: '' });
  expect(onSaved).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});

test('a validation_error answer lands on its fields; another path above them', async () => {
  const onSubmit = saveAnswered(400, {
    message: 'validation_error',
    errors: [
      { path: 'host', message: 'Host must be a host name or an IP address' },
      { path: 'useTls', message: 'TLS must be true or false' },
    ],
  });
  const user = userEvent.setup({ delay: null });
  renderApp(<Harness onSubmit={onSubmit} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Router' }));
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Please fix the validation errors below')).toBeInTheDocument();
  expect(dialog.getByLabelText('Host')).toHaveAttribute('aria-invalid', 'true');
  expect(dialog.getByText('Host must be a host name or an IP address')).toBeInTheDocument();
  expect(dialog.getByText('TLS must be true or false')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('any other failure toasts the product’s text and shows the server’s reason in the dialog', async () => {
  const onSubmit = saveAnswered(409, { success: false, error: 'A router with this host exists' });
  const user = userEvent.setup({ delay: null });
  renderApp(<Harness onSubmit={onSubmit} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Router' }));
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Failed to add router')).toBeInTheDocument();
  expect(dialog.getByRole('alert')).toHaveTextContent('A router with this host exists');
  await user.click(dialog.getByRole('button', { name: 'Batal' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a read-only user cannot save', async () => {
  await signInAs('user');
  const onSubmit = jest.fn(async () => undefined);
  const user = userEvent.setup({ delay: null });
  renderApp(<Harness onSubmit={onSubmit} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  const save = within(await screen.findByRole('dialog', { name: 'Add Router' })).getByRole(
    'button',
    { name: 'Save' },
  );
  expect(save).toBeDisabled();
  expect(save).toHaveAttribute('title', 'User role cannot edit records');
});
