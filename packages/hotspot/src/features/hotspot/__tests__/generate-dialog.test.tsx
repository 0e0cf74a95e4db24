import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOUCHER_CHARSETS } from 'contracts/limits';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { fill } from '../../../test/fill';
import { BATCH_ID, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

jest.setTimeout(30_000);

signInForEachTest('admin');

async function openGenerate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Generate' }));
  return within(await screen.findByRole('dialog', { name: 'Generate Vouchers' }));
}

test('the preview shows a sample of the chosen alphabet and length, and how many codes there can be', async () => {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot?tab=vouchers' });
  const dialog = await openGenerate(user);

  // Defaults: lower-digits (32 characters), 6 long.
  expect(dialog.getByTestId('possible-codes')).toHaveTextContent(
    '32 characters, 6 long: about 1,1 billion possible codes',
  );
  expect(dialog.getByTestId('sample-code').textContent).toMatch(/^[a-km-np-z2-9]{6}$/);

  await user.selectOptions(dialog.getByLabelText('Characters'), 'digits');
  await user.clear(dialog.getByLabelText(/Length/));
  await fill(user, dialog.getByLabelText(/Length/), '4');
  await fill(user, dialog.getByLabelText('Prefix'), 'HS');
  await waitFor(() =>
    expect(dialog.getByTestId('possible-codes')).toHaveTextContent(
      '8 characters, 4 long: 4.096 possible codes',
    ),
  );
  const sample = dialog.getByTestId('sample-code').textContent ?? '';
  expect(sample).toMatch(/^HS[2-9]{4}$/);
  for (const character of sample.slice(2)) expect(VOUCHER_CHARSETS.digits).toContain(character);
  // 1000 codes out of 4096: the dialog warns before the server refuses.
  await user.clear(dialog.getByLabelText(/Count/));
  await fill(user, dialog.getByLabelText(/Count/), '1000');
  expect(await dialog.findByText(/That is few codes for 1.000 vouchers/)).toBeInTheDocument();
});

test('counts and lengths out of range are refused before any call', async () => {
  const api = serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot?tab=vouchers' });
  const dialog = await openGenerate(user);

  await user.clear(dialog.getByLabelText(/Count/));
  await fill(user, dialog.getByLabelText(/Count/), '5001');
  await user.clear(dialog.getByLabelText(/Length/));
  await fill(user, dialog.getByLabelText(/Length/), '3');
  await fill(user, dialog.getByLabelText('Prefix'), 'HS-1');
  await user.click(dialog.getByRole('button', { name: 'Generate' }));

  expect(
    await dialog.findByText('Count must be a whole number from 1 to 5000'),
  ).toBeInTheDocument();
  expect(dialog.getByText('Length must be a whole number from 4 to 12')).toBeInTheDocument();
  expect(dialog.getByText('Prefix must be at most 6 letters or digits')).toBeInTheDocument();
  expect(api.calls('POST', '/hotspot/1/vouchers')).toHaveLength(0);
});

test('Generate posts the batch; the result names the count and links to the batch and its print', async () => {
  let release: () => void = () => undefined;
  const api = serveHotspot({}, async (request) => {
    if (request.method !== 'POST' || request.url !== '/hotspot/1/vouchers') return undefined;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      status: 201,
      data: {
        success: true,
        message: 'Vouchers generated successfully',
        data: { id: BATCH_ID, count: 25, vouchers: [{ name: 'hs2345', password: 'hs2345' }] },
      },
    };
  });
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot?tab=vouchers' });
  const dialog = await openGenerate(user);

  await user.clear(dialog.getByLabelText(/Count/));
  await fill(user, dialog.getByLabelText(/Count/), '25');
  await fill(user, dialog.getByLabelText('Data Limit'), '1G');
  await fill(user, dialog.getByLabelText('Note'), 'Warung');
  await user.click(dialog.getByRole('button', { name: 'Generate' }));

  // While the router works: the progress state.
  expect(await dialog.findByText(/Generating 25 vouchers on the router/)).toBeInTheDocument();
  release();

  const result = within(await screen.findByRole('dialog', { name: 'Vouchers generated' }));
  expect(result.getByText('25 vouchers are on the router, ready to sell.')).toBeInTheDocument();
  expect(result.getByRole('link', { name: 'Open batch' })).toHaveAttribute(
    'href',
    `/app/routers/1/hotspot/vouchers/${BATCH_ID}`,
  );
  expect(result.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/app/routers/1/hotspot/vouchers/${BATCH_ID}/print?layout=a4&unused=1`,
  );
  expect(api.calls('POST', '/hotspot/1/vouchers')[0]?.body).toEqual({
    profile: '1-hari',
    count: 25,
    mode: 'voucher',
    length: 6,
    prefix: '',
    charset: 'lower-digits',
    limitUptime: '',
    limitBytesTotal: 1024 ** 3,
    note: 'Warung',
  });
});

test('a router failure stays in the dialog with its reason', async () => {
  serveHotspot({}, (request) =>
    request.method === 'POST'
      ? { status: 502, data: { success: false, error: 'Router refused: not enough memory' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot?tab=vouchers' });
  const dialog = await openGenerate(user);
  await user.click(dialog.getByRole('button', { name: 'Generate' }));

  expect((await dialog.findAllByText(/Router refused: not enough memory/)).length).toBeGreaterThan(
    0,
  );
  expect(screen.getByRole('dialog', { name: 'Generate Vouchers' })).toBeInTheDocument();
});
