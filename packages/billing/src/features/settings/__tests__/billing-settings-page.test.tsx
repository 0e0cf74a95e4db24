import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  ROUTER_A,
  ROUTER_B,
  SETTINGS,
  aRouter,
  ok,
  serveBilling,
} from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

function renderSettings() {
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });
  return user;
}

const savedAnswer = (request: { method: string; url: string; body: unknown }) =>
  request.method === 'PUT' && request.url === '/billing/settings'
    ? ok(
        { ...SETTINGS, ...(request.body as object) },
        { message: 'Billing settings updated successfully' },
      )
    : undefined;

test('shows the settings and saves the days, reminder days and quiet hours it edits', async () => {
  const api = serveBilling({}, savedAnswer);
  const user = renderSettings();

  const form = await screen.findByRole('form', { name: 'Billing settings' });
  const lead = within(form).getByRole('spinbutton', { name: 'Invoice lead days' });
  expect(lead).toHaveValue(7);
  expect(within(form).getByRole('spinbutton', { name: 'Grace days' })).toHaveValue(3);
  const reminders = within(form).getByRole('textbox', { name: 'Reminder days' });
  expect(reminders).toHaveValue('3, 1');
  expect(within(form).getByRole('textbox', { name: 'Quiet from' })).toHaveValue('21:00');

  await user.clear(lead);
  await user.type(lead, '10');
  await user.clear(reminders);
  await user.type(reminders, '5, 2, 0');
  const until = within(form).getByRole('textbox', { name: 'Quiet until' });
  await user.clear(until);
  await user.type(until, '06:30');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Billing settings updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', '/billing/settings')[0]?.body).toEqual({
    invoiceLeadDays: 10,
    graceDays: 3,
    reminderDays: [5, 2, 0],
    quietHours: { from: '21:00', to: '06:30' },
  });
});

test('quiet hours switched off are sent as null', async () => {
  const api = serveBilling({}, savedAnswer);
  const user = renderSettings();

  const form = await screen.findByRole('form', { name: 'Billing settings' });
  await user.click(within(form).getByRole('checkbox', { name: 'Quiet hours' }));
  expect(within(form).queryByRole('textbox', { name: 'Quiet from' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.calls('PUT', '/billing/settings')).toHaveLength(1));
  expect(api.calls('PUT', '/billing/settings')[0]?.body).toMatchObject({ quietHours: null });
});

test('out-of-range days and a wrong time are refused with the server’s messages, before any call', async () => {
  const api = serveBilling();
  const user = renderSettings();

  const form = await screen.findByRole('form', { name: 'Billing settings' });
  const grace = within(form).getByRole('spinbutton', { name: 'Grace days' });
  await user.clear(grace);
  await user.type(grace, '31');
  const reminders = within(form).getByRole('textbox', { name: 'Reminder days' });
  await user.clear(reminders);
  await user.type(reminders, '3, x');
  const from = within(form).getByRole('textbox', { name: 'Quiet from' });
  await user.clear(from);
  await user.type(from, '25:00');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(
    await within(form).findByText('Grace days must be a whole number from 0 to 30'),
  ).toBeInTheDocument();
  expect(
    within(form).getByText('Reminder days must be up to 5 whole numbers from 0 to 28'),
  ).toBeInTheDocument();
  expect(
    within(form).getByText('Quiet hours must be two times as HH:mm, or none'),
  ).toBeInTheDocument();
  expect(api.calls('PUT', '/billing/settings')).toEqual([]);
});

test('each router’s isolate profile is shown and saved on its own with PUT /routers/{id}', async () => {
  const api = serveBilling(
    { routers: [ROUTER_A, aRouter({ ...ROUTER_B, isolateProfile: 'blokir' })] },
    (request) =>
      request.method === 'PUT' && request.url === `/routers/${ROUTER_A.id}`
        ? ok(
            { ...ROUTER_A, ...(request.body as object) },
            { message: 'Router updated successfully' },
          )
        : undefined,
  );
  const user = renderSettings();

  const section = await screen.findByRole('region', { name: 'Isolate profile per router' });
  const kantor = await within(section).findByRole('form', { name: 'Isolate profile of Kantor' });
  const gudang = within(section).getByRole('form', { name: 'Isolate profile of Gudang' });
  expect(within(gudang).getByRole('textbox', { name: 'Gudang' })).toHaveValue('blokir');
  const field = within(kantor).getByRole('textbox', { name: 'Kantor' });
  expect(field).toHaveValue('isolir');
  // Nothing changed yet: nothing to save.
  expect(within(kantor).getByRole('button', { name: 'Save Kantor' })).toBeDisabled();

  await user.clear(field);
  await user.type(field, ' isolir-kantor ');
  await user.click(within(kantor).getByRole('button', { name: 'Save Kantor' }));

  expect(await screen.findByText('Router updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', `/routers/${ROUTER_A.id}`).map((call) => call.body)).toEqual([
    { isolateProfile: 'isolir-kantor' },
  ]);
  expect(api.calls('PUT', '/billing/settings')).toEqual([]);
});

test('an empty isolate profile is refused with the API’s message, and the server’s refusal lands on the field', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'PUT' && request.url === `/routers/${ROUTER_A.id}`
      ? {
          status: 400,
          data: {
            success: false,
            message: 'validation_error',
            errors: [{ path: 'isolateProfile', message: 'Server says no' }],
          },
        }
      : undefined,
  );
  const user = renderSettings();

  const kantor = await screen.findByRole('form', { name: 'Isolate profile of Kantor' });
  const field = within(kantor).getByRole('textbox', { name: 'Kantor' });
  await user.clear(field);
  await user.click(within(kantor).getByRole('button', { name: 'Save Kantor' }));
  expect(
    await within(kantor).findByText('Isolate profile is required (at most 100 characters)'),
  ).toBeInTheDocument();
  expect(api.calls('PUT', `/routers/${ROUTER_A.id}`)).toEqual([]);

  await user.type(field, 'x y');
  await user.click(within(kantor).getByRole('button', { name: 'Save Kantor' }));
  expect(await within(kantor).findByText('Server says no')).toBeInTheDocument();
});
