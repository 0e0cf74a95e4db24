// The billing remote's notification screens against the real API (docs/rules/notify.md): the
// channels saved and a test sent to the WhatsApp gateway simulator, an invoice issued by hand whose
// WhatsApp message is sent and whose email fails (the e2e server has no SMTP_URL), Retry on it, and
// a template previewed with that invoice and refused with an unknown variable. Screenshots of each.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { startWhatsAppSimulator, type WhatsAppSimulator } from 'whatsapp/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
/** The gateway's device key: the simulator accepts it, the channels form saves it. */
const GATEWAY_KEY = ['e2e', 'notify', 'device'].join('-');
const PLAN = 'Paket Notify 10 Mbps';
const NAME = 'Wati Lestari';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
let router: Simulator;
let gateway: WhatsAppSimulator;
let subscriberId = '';
let invoiceNumber = '';

const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  router = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  gateway = await startWhatsAppSimulator({ tokens: [GATEWAY_KEY] });
  const made = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: 'Notify Router',
    routerHost: `127.0.0.1:${router.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
  });
  const routerId = made.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN,
    price: 175000,
    pppProfile: 'paket-10M',
    description: '',
  });
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  const subscriber = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/subscribers', {
    name: NAME,
    phone: '0857-1112-2233',
    email: 'wati@example.com',
    address: 'Jl. Kenanga 3',
    routerId,
    planId: plan.body.data.id,
    pppUsername: secrets.body.data.at(-1)?.name,
    billingDay: 10,
    notes: '',
  });
  subscriberId = subscriber.body.data.id;
});

test.afterAll(async ({ baseURL }) => {
  // The specs after this one issue invoices too: their messages must not go to a closed gateway.
  await apiAsAdmin(String(baseURL), 'PUT', '/billing/settings', {
    waBaseUrl: '',
    waToken: '',
    emailFrom: '',
  });
  await gateway?.close().catch(() => undefined);
  await router?.close().catch(() => undefined);
});

test('the channels are saved with a token never shown again, and a test reaches the gateway', async ({
  page,
}, testInfo) => {
  await page.goto('/app/billing/settings');
  const form = main(page).getByRole('form', { name: 'Channels' });
  await form.getByRole('textbox', { name: 'Gateway URL' }).fill(gateway.baseUrl);
  await form.getByLabel('Token', { exact: true }).fill(GATEWAY_KEY);
  await form.getByRole('textbox', { name: 'Sender email' }).fill('tagihan@netdesa.id');
  await form.getByRole('button', { name: 'Save channels' }).click();
  await expect(form.getByTestId('wa-token-state')).toHaveText('set');
  await expect(form.getByLabel('New token')).toHaveValue('');

  await form.getByRole('button', { name: 'Send test: WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send test: WhatsApp' });
  await dialog.getByRole('textbox', { name: 'WhatsApp number' }).fill('0812-3456-7890');
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    form.getByText(/^Last test: sent to 6281234567890 \(gateway id \S+\)\.$/),
  ).toBeVisible();
  expect(gateway.messages('6281234567890')).toHaveLength(1);

  gateway.setMode('reject');
  await form.getByRole('button', { name: 'Send test: WhatsApp' }).click();
  await dialog.getByRole('textbox', { name: 'WhatsApp number' }).fill('0812-3456-7890');
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await expect(dialog.getByText('disconnected device')).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'settings-send-test');
  await dialog.getByRole('button', { name: 'Close' }).click();
  gateway.setMode('ok');
  await shootBothSizes(page, testInfo, SHOTS, 'settings-channels', { show: form });
  await expect(page.locator('body')).not.toContainText(GATEWAY_KEY);
});

test('an issued invoice’s WhatsApp is sent, its email fails with the reason, and Retry queues it', async ({
  page,
  baseURL,
}, testInfo) => {
  const issued = await apiAsAdmin<{ data: { number: string } }>(
    String(baseURL),
    'POST',
    `/subscribers/${subscriberId}/invoices`,
    { period: '2026-12' },
  );
  invoiceNumber = issued.body.data.number;
  await expect.poll(() => gateway.messages('6285711122233').length, { timeout: 20_000 }).toBe(1);

  await page.goto('/app/billing/messages');
  const table = main(page).getByRole('table', { name: 'Messages' });
  const email = table.getByRole('row').filter({ hasText: 'wati@example.com' });
  const whatsapp = table.getByRole('row').filter({ hasText: '6285711122233' });
  await expect(email.getByText('Failed')).toBeVisible();
  await expect(email.getByText('Email is not set up: SMTP_URL is not set')).toBeVisible();
  await expect(whatsapp.getByText('Sent')).toBeVisible();
  await expect(whatsapp.getByRole('cell', { name: invoiceNumber })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'messages-list');

  await main(page)
    .getByRole('button', { name: 'Actions for Invoice issued to wati@example.com' })
    .click();
  await page.getByRole('menuitem', { name: 'Retry' }).click();
  await expect(page.getByText('Message queued again')).toBeVisible();
});

test('a template is previewed with the invoice, and an unknown variable is refused at the field', async ({
  page,
}, testInfo) => {
  await page.goto('/app/billing/templates');
  const issued = main(page).getByRole('form', { name: 'Template: Invoice issued' });
  await issued
    .getByRole('combobox', { name: 'Preview with' })
    .selectOption({ label: `${invoiceNumber} · ${NAME}` });
  const preview = issued.getByRole('region', { name: 'Preview: Invoice issued' });
  await expect(preview).toContainText(`Halo ${NAME}`);
  await expect(preview).toContainText(`No. tagihan: ${invoiceNumber}`);
  await expect(preview).toContainText('Jumlah: Rp 175.000');
  await shootBothSizes(page, testInfo, SHOTS, 'templates', { show: issued });

  const paid = main(page).getByRole('form', { name: 'Template: Payment received' });
  await paid.getByRole('textbox', { name: 'Message' }).fill('Terima kasih {name}, saldo {saldo}');
  await paid.getByRole('button', { name: 'Save' }).click();
  await expect(
    paid.getByText(/^Unknown variable \{saldo\}; this message can use/).first(),
  ).toBeVisible();
  await expect(paid.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shootBothSizes(page, testInfo, SHOTS, 'template-unknown-variable', { show: paid });
});
