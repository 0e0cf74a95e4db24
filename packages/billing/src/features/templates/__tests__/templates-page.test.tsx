import { DEFAULT_TEMPLATES } from 'contracts/notify';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { UNPAID_INVOICE, defaultTemplates, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const card = async (title: string) => screen.findByRole('region', { name: title });
const form = async (title: string) => screen.findByRole('form', { name: `Template: ${title}` });

test('a card per event with its text, variables and a live preview from the sample data', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const issued = await form('Invoice issued');
  const text = within(issued).getByRole('textbox', { name: 'Message' });
  expect(text).toHaveValue(DEFAULT_TEMPLATES.invoice_issued.body);
  const preview = within(issued).getByRole('region', { name: 'Preview: Invoice issued' });
  expect(preview).toHaveTextContent('Halo Budi Santoso, tagihan internet periode Desember 2026');
  expect(preview).toHaveTextContent('Jumlah: Rp 150.000');
  expect(preview).toHaveTextContent('Jatuh tempo: 05/12/2026');

  // The sign-in code's message has no invoice: its variables are its own.
  const code = await form('Portal sign-in code');
  expect(
    within(code)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['{name}', '{company}', '{code}']);

  await user.clear(text);
  await user.type(text, 'Hai {{name}, bayar {{amount}');
  expect(preview).toHaveTextContent('Hai Budi Santoso, bayar Rp 150.000');
  expect(screen.getAllByRole('form')).toHaveLength(8);
});

test('a variable is written at the cursor', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const restored = await form('Restored');
  const text = within(restored).getByRole('textbox', { name: 'Message' });
  await user.clear(text);
  await user.type(text, 'Halo , aktif lagi');
  (text as HTMLTextAreaElement).setSelectionRange(5, 5);
  await user.click(within(restored).getByRole('button', { name: 'Insert {name}' }));
  expect(text).toHaveValue('Halo {name}, aktif lagi');
  expect(within(restored).getByRole('region', { name: 'Preview: Restored' })).toHaveTextContent(
    'Halo Budi Santoso, aktif lagi',
  );
});

test('Save puts the text; the server’s 400 on an unknown variable is shown at the field', async () => {
  const refusal = 'Unknown variable {saldo}; this message can use {name}, {plan}';
  const api = serveBilling({}, (request) =>
    request.method === 'PUT' && request.url === '/billing/templates/invoice_paid'
      ? {
          status: 400,
          data: {
            success: false,
            message: 'validation_error',
            errors: [{ path: 'body', message: refusal }],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const paid = await form('Payment received');
  const text = within(paid).getByRole('textbox', { name: 'Message' });
  await user.clear(text);
  await user.type(text, 'Terima kasih, saldo {{saldo}');
  // The screen warns before the server refuses, and still lets the server decide.
  expect(within(paid).getByRole('note')).toHaveTextContent('Unknown variable {saldo}');
  await user.click(within(paid).getByRole('button', { name: 'Save' }));

  expect(await within(paid).findByText(refusal)).toBeInTheDocument();
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls('PUT', '/billing/templates/invoice_paid')[0]?.body).toEqual({
    body: 'Terima kasih, saldo {saldo}',
    subject: DEFAULT_TEMPLATES.invoice_paid.subject,
  });
});

test('a 400 without field names is still shown at the message field', async () => {
  serveBilling({}, (request) =>
    request.method === 'PUT'
      ? { status: 400, data: { success: false, message: 'Unknown variable {x}' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const due = await form('Due today');
  await user.type(within(due).getByRole('textbox', { name: 'Message' }), ' {{x}');
  await user.click(within(due).getByRole('button', { name: 'Save' }));
  expect(await within(due).findAllByText('Unknown variable {x}')).not.toHaveLength(0);
  expect(within(due).getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('Reset to default brings the default wording back and Save sends it', async () => {
  const edited = defaultTemplates().map((template) =>
    template.event === 'invoice_due'
      ? {
          ...template,
          body: 'Bayar hari ini ya {name}',
          isDefault: false,
          updatedAt: '2026-11-20T03:30:00.000Z',
          updatedBy: 'admin',
        }
      : template,
  );
  const api = serveBilling({ templates: edited }, (request) =>
    request.method === 'PUT' && request.url === '/billing/templates/invoice_due'
      ? { status: 200, data: { success: true, data: edited[2] } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const due = await form('Due today');
  expect(
    within(await card('Due today')).getByText(/Edited 20\/11\/2026 10:30 WIB by admin/),
  ).toBeInTheDocument();
  await user.click(within(due).getByRole('button', { name: 'Reset to default' }));
  expect(within(due).getByRole('textbox', { name: 'Message' })).toHaveValue(
    DEFAULT_TEMPLATES.invoice_due.body,
  );
  await user.click(within(due).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Template saved')).toBeInTheDocument();
  expect(api.calls('PUT', '/billing/templates/invoice_due')[0]?.body).toEqual(
    DEFAULT_TEMPLATES.invoice_due,
  );
});

test('previewing with a recent invoice asks the server for the text as it would be sent', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === '/billing/templates/invoice_issued/preview'
      ? {
          status: 200,
          data: { success: true, data: { text: 'Halo Budi Santoso, INV/2026/11/00001' } },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/templates' });

  const issued = await form('Invoice issued');
  const choice = await within(issued).findByRole('combobox', { name: 'Preview with' });
  await user.selectOptions(choice, `${UNPAID_INVOICE.number} · Budi Santoso`);
  const preview = within(issued).getByRole('region', { name: 'Preview: Invoice issued' });
  await waitFor(() => expect(preview).toHaveTextContent('Halo Budi Santoso, INV/2026/11/00001'));
  expect(api.calls('POST', '/billing/templates/invoice_issued/preview')[0]?.body).toEqual({
    body: DEFAULT_TEMPLATES.invoice_issued.body,
    invoiceId: UNPAID_INVOICE.id,
  });
  fireEvent.change(choice, { target: { value: '' } });
  expect(preview).toHaveTextContent('Desember 2026');
});
