import type { BillingSettings, SettingsTestResult } from 'contracts/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Handler } from 'shared-auth/testing';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { SETTINGS, failed, ok, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';

signInForEachTest('admin');

const TYPED_TOKEN = ['tok', 'en-typed-by-admin'].join('');

/** The billing API with the settings kept: a PUT changes what the next GET reads, as the server does. */
function serveSettings(settings: BillingSettings, more: Handler = () => undefined) {
  const api = serveBilling({ settings }, async (request) => {
    if (request.method === 'PUT' && request.url === '/billing/settings') {
      const { waToken, ...rest } = request.body as Record<string, unknown>;
      api.state.settings = {
        ...api.state.settings,
        ...rest,
        ...(waToken === undefined ? {} : { waTokenSet: waToken !== '' }),
      };
      return ok(api.state.settings, { message: 'Billing settings updated successfully' });
    }
    return more(request);
  });
  return api;
}

async function channels() {
  return screen.findByRole('form', { name: 'Channels' });
}

test('saves the gateway, a new token and the sender; the token is never shown, only whether one is set', async () => {
  const api = serveSettings(SETTINGS);
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  const form = await channels();
  expect(within(form).getByTestId('wa-token-state')).toHaveTextContent('not set');
  await user.type(
    within(form).getByRole('textbox', { name: 'Gateway URL' }),
    'http://127.0.0.1:4771',
  );
  await user.type(within(form).getByLabelText('Token'), TYPED_TOKEN);
  await user.type(within(form).getByRole('textbox', { name: 'Sender email' }), 'tagihan@net.id');
  await user.click(within(form).getByRole('button', { name: 'Save channels' }));

  expect(await screen.findByText('Billing settings updated successfully')).toBeInTheDocument();
  expect(api.calls('PUT', '/billing/settings')[0]?.body).toEqual({
    waBaseUrl: 'http://127.0.0.1:4771',
    emailFrom: 'tagihan@net.id',
    waToken: TYPED_TOKEN,
  });
  await waitFor(() =>
    expect(within(form).getByTestId('wa-token-state')).toHaveTextContent(/^set$/),
  );
  expect(within(form).getByLabelText('New token')).toHaveValue('');
  expect(document.body).not.toHaveTextContent(TYPED_TOKEN);
  expect(
    [...document.querySelectorAll('input')].filter((input) => input.value === TYPED_TOKEN),
  ).toEqual([]);
});

test('with a token set, Save leaves it out unless a new one is typed; Clear token sends an empty one', async () => {
  const api = serveSettings({ ...SETTINGS, waBaseUrl: 'http://gw.local', waTokenSet: true });
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  const form = await channels();
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Gateway URL' })).toHaveValue(
      'http://gw.local',
    ),
  );
  await user.type(within(form).getByRole('textbox', { name: 'Sender email' }), 'a@b.id');
  await user.click(within(form).getByRole('button', { name: 'Save channels' }));
  await waitFor(() => expect(api.calls('PUT', '/billing/settings')).toHaveLength(1));
  expect(api.calls('PUT', '/billing/settings')[0]?.body).not.toHaveProperty('waToken');

  await user.click(within(form).getByRole('button', { name: 'Clear token' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Clear token' });
  await user.click(within(confirm).getByRole('button', { name: 'Clear token' }));
  expect(await screen.findByText('WhatsApp token cleared')).toBeInTheDocument();
  expect(api.calls('PUT', '/billing/settings')[1]?.body).toEqual({ waToken: '' });
  await waitFor(() =>
    expect(within(form).getByTestId('wa-token-state')).toHaveTextContent('not set'),
  );
});

test('a gateway address the server refuses is shown at its field', async () => {
  serveBilling({}, (request) =>
    request.method === 'PUT'
      ? {
          status: 400,
          data: {
            success: false,
            message: 'validation_error',
            errors: [{ path: 'waBaseUrl', message: 'The gateway did not answer' }],
          },
        }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  const form = await channels();
  await user.type(within(form).getByRole('textbox', { name: 'Gateway URL' }), 'https://gw.example');
  await user.click(within(form).getByRole('button', { name: 'Save channels' }));
  expect(await within(form).findByText('The gateway did not answer')).toBeInTheDocument();
});

const answer =
  (result: SettingsTestResult): Handler =>
  (request) =>
    request.method === 'POST' && request.url === '/billing/settings/test' ? ok(result) : undefined;

test('Send test asks for the number, posts it and shows the gateway’s answer', async () => {
  const api = serveSettings(
    { ...SETTINGS, waTokenSet: true },
    answer({
      ok: true,
      channel: 'whatsapp',
      to: '6281234567890',
      providerId: 'wa-77',
      error: null,
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  await user.click(await screen.findByRole('button', { name: 'Send test: WhatsApp' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send test: WhatsApp' });
  await user.type(
    within(dialog).getByRole('textbox', { name: 'WhatsApp number' }),
    '0812-3456-7890',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Send test' }));

  expect(await screen.findByText('Test message sent to 6281234567890')).toBeInTheDocument();
  expect(api.calls('POST', '/billing/settings/test')[0]?.body).toEqual({
    channel: 'whatsapp',
    to: '0812-3456-7890',
  });
  expect(
    await screen.findByText('Last test: sent to 6281234567890 (gateway id wa-77).'),
  ).toBeInTheDocument();
});

test('a refused test shows the gateway’s reason in the dialog and on the page', async () => {
  serveSettings(
    SETTINGS,
    answer({
      ok: false,
      channel: 'email',
      to: 'x@y.id',
      providerId: null,
      error: 'SMTP 550 mailbox unavailable',
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  await user.click(await screen.findByRole('button', { name: 'Send test: Email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send test: Email' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'x@y.id');
  await user.click(within(dialog).getByRole('button', { name: 'Send test' }));

  expect(await within(dialog).findByText('SMTP 550 mailbox unavailable')).toBeInTheDocument();
  expect(
    screen.getByText('Last test to x@y.id failed: SMTP 550 mailbox unavailable.'),
  ).toBeInTheDocument();
});

test('a test the server refuses (no gateway set) shows its message', async () => {
  serveSettings(SETTINGS, (request) =>
    request.method === 'POST' ? failed(409, 'Set the WhatsApp gateway first') : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/settings' });

  await user.click(await screen.findByRole('button', { name: 'Send test: WhatsApp' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send test: WhatsApp' });
  await user.type(within(dialog).getByRole('textbox', { name: 'WhatsApp number' }), '0812');
  await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
  expect(await within(dialog).findByText('Set the WhatsApp gateway first')).toBeInTheDocument();
});
