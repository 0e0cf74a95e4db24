// The subscriber portal against the production build (docs/rules/portal.md): a subscriber signs in
// on /akun with the code the WhatsApp gateway simulator received (the sending job delivers the
// queued portal_code message to it), sees the isolated subscription explained with Pay, the bills
// with Pay and a receipt, and keeps the English switch across a reload; then pays the overdue bill
// from /akun through /bayar and the Tripay simulator (TRIPAY_BASE_URL of the e2e API), sees it paid
// (Lunas) and, once the billing job (every 2 s in e2e/server.mjs) ran, the service restored. The
// subscriber was isolated by that job (an admin's isolation would wait for an admin's restore): its
// billing terms put one due date past the grace days. Screens are saved desktop (1440x900) and
// 390 px wide in docs/screenshots/portal/.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { monthBefore, overdueTerms } from '../billing-time';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, payOnTripayCheckout, startE2eTripay } from '../tripay-sim';

type RouterSimulator = Awaited<ReturnType<typeof startSimulator>>;

/** What the spec uses of the WhatsApp gateway simulator (packages/whatsapp `whatsapp/sim`). */
interface WhatsAppSimulator {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * The gateway simulator as `pnpm build` made it (packages/whatsapp/dist): its source reads request
 * bodies with Node's fetch types, which this package's DOM types do not take, so it is loaded built
 * rather than compiled again here.
 */
async function startWhatsAppSimulator(options: { tokens: string[] }): Promise<WhatsAppSimulator> {
  const built = path.join(__dirname, '..', '..', 'packages', 'whatsapp', 'dist', 'sim', 'index.js');
  const sim = (await import(pathToFileURL(built).href)) as {
    startWhatsAppSimulator(options: { tokens: string[] }): Promise<WhatsAppSimulator>;
  };
  return sim.startWhatsAppSimulator(options);
}

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'portal');
const SIM = { user: 'admin', password: 'sim-secret' };
const WA_TOKEN = 'e2e-portal-device-token';
const run = Date.now().toString(36);
// A number of this run only: the per-phone code limit never carries over between runs.
const PHONE = `62813${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const TYPED_PHONE = `0${PHONE.slice(2)}`;
const PLAN = `Paket Portal ${run}`;
const PLAN_PROFILE = 'paket-20M';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ role: 'anonymous' });

let routerSim: RouterSimulator;
let wa: WhatsAppSimulator;
let tripay: TripaySimulator;
let routerId = '';
let subscriberId = '';
let username = '';
let unpaidNumber = '';
let paidNumber = '';

const secretProfile = () =>
  routerSim.state.secrets.find((row) => row['name'] === username)?.['profile'];

/** The subscriber's status as the admin list has it. */
async function subscriberStatus(base: string): Promise<string | undefined> {
  const { body } = await apiAsAdmin<{ data: { id: string; status: string }[] }>(
    base,
    'GET',
    `/subscribers?routerId=${routerId}&perPage=100`,
  );
  return body.data.find((row) => row.id === subscriberId)?.status;
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  wa = await startWhatsAppSimulator({ tokens: [WA_TOKEN] });
  await apiAsAdmin(base, 'PUT', '/billing/settings', { waBaseUrl: wa.baseUrl, waToken: WA_TOKEN });

  routerSim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  tripay = await startE2eTripay();
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: `Portal E2E ${run}`,
    routerHost: `127.0.0.1:${routerSim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
    // The router's Tripay merchant: /bayar offers its channels and pays on the simulator.
    tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
    tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
    tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
  });
  routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN,
    price: 175000,
    pppProfile: PLAN_PROFILE,
    description: '',
  });
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  username = secrets.body.data[0]?.name ?? '';
  expect(username, 'the simulator has a PPP secret').toBeTruthy();
  const settings = await apiAsAdmin<{ data: { graceDays: number } }>(
    base,
    'GET',
    '/billing/settings',
  );
  // One due date past the grace days: the billing job issues its invoice and isolates.
  const terms = overdueTerms(settings.body.data.graceDays);
  const imported = await apiAsAdmin<{ data: { subscribers: { id: string }[] } }>(
    base,
    'POST',
    '/subscribers/import',
    { routerId, planId: plan.body.data.id, ...terms, usernames: [username] },
  );
  subscriberId = imported.body.data.subscribers[0]!.id;
  await apiAsAdmin(base, 'PUT', `/subscribers/${subscriberId}`, {
    name: `Sri Wahyuni ${run}`,
    phone: TYPED_PHONE,
  });
  // The month before billing started, paid at the counter: a receipt to show.
  const paid = await apiAsAdmin<{ data: { id: string; number: string } }>(
    base,
    'POST',
    `/subscribers/${subscriberId}/invoices`,
    { period: monthBefore(terms.billingStart) },
  );
  paidNumber = paid.body.data.number;
  await apiAsAdmin(base, 'POST', `/invoices/${paid.body.data.id}/pay`, { method: 'cash' });

  await expect
    .poll(() => subscriberStatus(base), {
      message: 'the billing job isolates the subscriber',
      timeout: 30_000,
    })
    .toBe('isolated');
  expect(secretProfile()).not.toBe(PLAN_PROFILE);
  const unpaid = await apiAsAdmin<{ data: { number: string }[] }>(
    base,
    'GET',
    `/invoices?subscriberId=${subscriberId}&status=unpaid`,
  );
  expect(unpaid.body.data, 'the billing job issued one invoice').toHaveLength(1);
  unpaidNumber = unpaid.body.data[0]!.number;
});

test.afterAll(async () => {
  await wa?.close().catch(() => undefined);
  await tripay?.close().catch(() => undefined);
  await routerSim?.close().catch(() => undefined);
});

/** The 6-digit code of the newest message the gateway simulator took for PHONE (its listing API). */
async function codeFromSimulator(after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${wa.baseUrl}/_sim/messages?target=${PHONE}`);
        const { messages } = (await response.json()) as {
          messages: { message: string; receivedAt: string }[];
        };
        // The bill's messages (issued, isolated) carry a pay link; the code's does not.
        const fresh = messages.filter(
          (m) => Date.parse(m.receivedAt) >= after && !m.message.includes('/bayar/'),
        );
        code = /\b(\d{6})\b/.exec(fresh.at(-1)?.message ?? fresh[0]?.message ?? '')?.[1] ?? '';
        return code;
      },
      { message: 'the sign-in code reaches the WhatsApp simulator', timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a subscriber signs in with the WhatsApp code, sees the isolated plan and bills, and keeps English', async ({
  page,
}, testInfo) => {
  await page.goto('/akun');
  const phone = page.getByLabel('Nomor HP (WhatsApp)');
  await expect(page.getByRole('heading', { name: 'Akun Pelanggan' })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'phone-step', { fullPage: true });

  await phone.fill(TYPED_PHONE);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  const code = page.getByLabel('Kode masuk');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  await shootBothSizes(page, testInfo, SHOTS, 'code-step', { fullPage: true });

  // A wrong code first: explained, the field cleared.
  const sent = await codeFromSimulator(asked);
  await code.fill(sent === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('Kode salah atau sudah kedaluwarsa');
  await code.fill(sent);

  await expect(page.getByText('Layanan dibatasi sementara')).toBeVisible();
  await expect(page.getByText(/dibatasi \(isolir\) karena ada tagihan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bayar sekarang' })).toHaveAttribute(
    'href',
    /\/bayar\/[\w-]{20,}$/,
  );
  const bills = page.getByRole('region', { name: 'Tagihan' });
  await expect(bills.getByText(unpaidNumber, { exact: false })).toBeVisible();
  await expect(bills.getByText(paidNumber, { exact: false })).toBeVisible();
  await expect(bills.getByRole('link', { name: 'Bayar' })).toHaveCount(1);
  await shootBothSizes(page, testInfo, SHOTS, 'account-isolated', { fullPage: true });

  await bills.getByRole('button', { name: `Kuitansi ${paidNumber}` }).click();
  const receipt = page.getByRole('dialog', { name: 'Kuitansi pembayaran' });
  await expect(receipt.getByText('Tunai')).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'receipt', { show: receipt });
  await receipt.getByRole('button', { name: 'Tutup' }).click();

  // English, kept across a reload (still signed in: the cookie).
  await page.getByRole('button', { name: 'Ganti bahasa ke English' }).click();
  await expect(page.getByRole('heading', { name: 'Subscriber account' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Subscriber account' })).toBeVisible();
  await expect(page.getByText('Service limited for now')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bills' }).getByText(paidNumber)).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'account-english', { fullPage: true });

  // The cookie is the portal's only: httpOnly, never readable by the page's script.
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Mobile number (WhatsApp)')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Mobile number (WhatsApp)')).toBeVisible();
});

/** Signs in on /akun with a fresh code from the WhatsApp simulator (a new page has no cookie). */
async function signIn(page: Page): Promise<void> {
  await page.goto('/akun');
  await page.getByLabel('Nomor HP (WhatsApp)').fill(TYPED_PHONE);
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(page.getByLabel('Kode masuk')).toBeFocused();
  await page.getByLabel('Kode masuk').fill(await codeFromSimulator(asked));
  await expect(page.getByRole('region', { name: 'Tagihan' })).toBeVisible();
}

test('the subscriber pays the overdue bill from /akun through Tripay, sees it paid and the service restored', async ({
  page,
  baseURL,
}, testInfo) => {
  const base = String(baseURL);
  await signIn(page);
  const bills = page.getByRole('region', { name: 'Tagihan' });
  const unpaid = bills.getByRole('listitem').filter({ hasText: unpaidNumber });
  await expect(unpaid.getByText('Belum dibayar', { exact: true })).toBeVisible();

  // The smallest phones in use: nothing wider than the screen, the bill's Pay within reach.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const pay = unpaid.getByRole('link', { name: 'Bayar', exact: true });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();

  await pay.click();
  await page.waitForURL(/\/bayar\/[\w-]{20,}$/);
  await expect(page.getByRole('heading', { name: 'Tagihan lewat jatuh tempo' })).toBeVisible();
  const details = page.getByLabel('Tagihan', { exact: true });
  await expect(details.getByText(unpaidNumber)).toBeVisible();
  await expect(details.getByText('Rp 175.000')).toBeVisible();
  await page.getByRole('radio', { name: /DANA/ }).check();
  // The subscriber has no email on file: the receipt's address is asked for.
  await page.getByRole('textbox', { name: 'Email (opsional)' }).fill('sri@example.com');
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  await payOnTripayCheckout(page);
  await expect(page.getByRole('heading', { name: 'Invoice paid' })).toBeVisible({
    timeout: 15_000,
  });

  // Back on /akun (still signed in): the bill paid online, no Pay left anywhere.
  await page.goto('/akun');
  await expect(unpaid.getByText('Lunas', { exact: true })).toBeVisible();
  await expect(unpaid.getByText(/^Dibayar /)).toBeVisible();
  await expect(unpaid.getByRole('button', { name: `Kuitansi ${unpaidNumber}` })).toBeVisible();
  await expect(bills.getByRole('link', { name: 'Bayar' })).toHaveCount(0);

  // The only overdue bill paid: the billing job gives the plan's profile back; /akun says so.
  await expect
    .poll(secretProfile, { message: 'the billing job restores the secret', timeout: 20_000 })
    .toBe(PLAN_PROFILE);
  await expect.poll(() => subscriberStatus(base), { timeout: 20_000 }).toBe('active');
  await page.reload();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByText('Layanan dibatasi sementara')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bayar sekarang' })).toHaveCount(0);

  await unpaid.getByRole('button', { name: `Kuitansi ${unpaidNumber}` }).click();
  const receipt = page.getByRole('dialog', { name: 'Kuitansi pembayaran' });
  await expect(receipt.getByText('Online', { exact: true })).toBeVisible();
  await receipt.getByRole('button', { name: 'Tutup' }).click();

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shootBothSizes(page, testInfo, SHOTS, 'account-paid', { fullPage: true });
});
