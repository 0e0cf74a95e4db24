// A bill told by WhatsApp against the production build (docs/rules/notify.md): the billing
// settings point at the WhatsApp gateway simulator (packages/whatsapp), an invoice issued by hand
// queues its invoice_issued message in the same transaction, and the sending job (every 500 ms in
// e2e/server.mjs) delivers it: the simulator's listing shows it with the amount (Rp …), the due
// date (DD/MM/YYYY) and a pay link on PUBLIC_ORIGIN, and that link opens the invoice's /bayar page.
// Screens are saved desktop and 390 px wide in docs/screenshots/notify/.
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { startWhatsAppSimulator, type WhatsAppSimulator } from 'whatsapp/sim';
import { period } from '../billing-time';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, startE2eTripay } from '../tripay-sim';

type RouterSimulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'notify');
const SIM = { user: 'admin', password: 'sim-secret' };
const WA_TOKEN = 'e2e-notify-device-token';
const run = Date.now().toString(36);
// A number of this run only, so the listing's messages to it are this run's.
const PHONE = `62857${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const PLAN = `Paket Kabar ${run}`;
const NAME = `Andi Kurniawan ${run}`;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ role: 'anonymous' });

let routerSim: RouterSimulator;
let wa: WhatsAppSimulator;
let tripay: TripaySimulator;
let subscriberId = '';

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  wa = await startWhatsAppSimulator({ tokens: [WA_TOKEN] });
  // Quiet hours off: the e2e run may fall in the default 21:00–07:00 WIB, when bills wait.
  await apiAsAdmin(base, 'PUT', '/billing/settings', {
    waBaseUrl: wa.baseUrl,
    waToken: WA_TOKEN,
    quietHours: null,
  });

  routerSim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  // The router's Tripay merchant, so the pay page the link opens offers its channels.
  tripay = await startE2eTripay();
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: `Notify E2E ${run}`,
    routerHost: `127.0.0.1:${routerSim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
    tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
    tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
    tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
  });
  const routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN,
    price: 185000,
    pppProfile: 'paket-20M',
    description: '',
  });
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  const username = secrets.body.data[0]?.name;
  expect(username, 'the simulator has a PPP secret').toBeTruthy();
  const imported = await apiAsAdmin<{ data: { subscribers: { id: string }[] } }>(
    base,
    'POST',
    '/subscribers/import',
    // Billed from months ahead: the billing job issues nothing for it, and next month's bill,
    // issued by hand below, is not overdue (no isolation, no reminder: one message to look for).
    {
      routerId,
      planId: plan.body.data.id,
      billingDay: 28,
      billingStart: `${period(-3)}-28`,
      usernames: [username],
    },
  );
  subscriberId = imported.body.data.subscribers[0]!.id;
  // Typed as people do; stored 62….
  await apiAsAdmin(base, 'PUT', `/subscribers/${subscriberId}`, {
    name: NAME,
    phone: `0${PHONE.slice(2, 5)}-${PHONE.slice(5, 9)}-${PHONE.slice(9)}`,
  });
});

test.afterAll(async () => {
  await wa?.close().catch(() => undefined);
  await tripay?.close().catch(() => undefined);
  await routerSim?.close().catch(() => undefined);
});

test('an invoice issued by hand reaches WhatsApp with its amount, due date and a pay link that opens /bayar', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = String(baseURL);
  // Next month's bill, issued by hand.
  const issued = await apiAsAdmin<{
    data: { number: string; dueDate: string; amount: number; payUrl: string };
  }>(base, 'POST', `/subscribers/${subscriberId}/invoices`, { period: period(-1) });
  const invoice = issued.body.data;
  expect(invoice.amount).toBe(185000);
  const [year, month, day] = invoice.dueDate.split('-');

  let text = '';
  await expect
    .poll(
      () => {
        text = wa.messages(PHONE).find((m) => m.message.includes(invoice.number))?.message ?? '';
        return text;
      },
      { message: 'the invoice_issued message reaches the WhatsApp simulator', timeout: 30_000 },
    )
    .not.toBe('');
  expect(text).toContain(`Halo ${NAME}`);
  expect(text).toContain('Jumlah: Rp 185.000');
  expect(text).toContain(`Jatuh tempo: ${day}/${month}/${year}`);
  const link = /Bayar online: (\S+)/.exec(text)?.[1] ?? '';
  expect(link).toBe(invoice.payUrl);
  expect(link).toMatch(new RegExp(`^${base.replace(/[.:/]/g, '\\$&')}/bayar/[\\w-]{20,}$`));
  // Once: the invoice's one message, however often the job ran meanwhile.
  expect(wa.messages(PHONE).filter((m) => m.message.includes(invoice.number))).toHaveLength(1);

  // The simulator's page (not ours: no axe verdict), then the link opened as the subscriber would.
  await page.goto(wa.baseUrl);
  const row = page.getByRole('row').filter({ hasText: invoice.number });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: PHONE, exact: true })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'whatsapp-sim-invoice', { show: row, axe: false });

  await page.goto(link);
  const details = page.getByLabel('Tagihan', { exact: true });
  await expect(details.getByText(invoice.number)).toBeVisible();
  await expect(details.getByText('Rp 185.000')).toBeVisible();
  await expect(page.getByText('Halo, Andi')).toBeVisible();
  await page.getByRole('radio', { name: /DANA/ }).check();
  await expect(page.getByRole('button', { name: /^Bayar Rp/ })).toBeEnabled();
  await shootBothSizes(page, testInfo, SHOTS, 'bayar-from-message', { fullPage: true });
});
