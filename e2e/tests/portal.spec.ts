// The subscriber portal against the production build (docs/rules/portal.md): a subscriber signs in
// on /akun with the code the WhatsApp gateway simulator received (the sending job delivers the
// queued portal_code message to it), sees the isolated subscription explained with Pay, the bills
// with Pay and a receipt, and keeps the English switch across a reload. Screens are saved desktop
// (1440x900) and 390 px wide in docs/screenshots/portal/.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

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

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ role: 'anonymous' });

let routerSim: RouterSimulator;
let wa: WhatsAppSimulator;
let unpaidNumber = '';
let paidNumber = '';

/** `YYYY-MM` of `monthsAgo` months before this one, in WIB. */
function period(monthsAgo: number): string {
  const wib = new Date(Date.now() + 7 * 3_600_000);
  const date = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - monthsAgo, 1));
  return date.toISOString().slice(0, 7);
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  wa = await startWhatsAppSimulator({ tokens: [WA_TOKEN] });
  await apiAsAdmin(base, 'PUT', '/billing/settings', { waBaseUrl: wa.baseUrl, waToken: WA_TOKEN });

  routerSim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: `Portal E2E ${run}`,
    routerHost: `127.0.0.1:${routerSim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
  });
  const routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN,
    price: 175000,
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
    { routerId, planId: plan.body.data.id, billingDay: 5, usernames: [username] },
  );
  const subscriberId = imported.body.data.subscribers[0]!.id;
  await apiAsAdmin(base, 'PUT', `/subscribers/${subscriberId}`, {
    name: `Sri Wahyuni ${run}`,
    phone: TYPED_PHONE,
  });
  const paid = await apiAsAdmin<{ data: { id: string; number: string } }>(
    base,
    'POST',
    `/subscribers/${subscriberId}/invoices`,
    { period: period(1) },
  );
  paidNumber = paid.body.data.number;
  await apiAsAdmin(base, 'POST', `/invoices/${paid.body.data.id}/pay`, { method: 'cash' });
  const unpaid = await apiAsAdmin<{ data: { number: string } }>(
    base,
    'POST',
    `/subscribers/${subscriberId}/invoices`,
    { period: period(0) },
  );
  unpaidNumber = unpaid.body.data.number;
  await apiAsAdmin(base, 'POST', `/subscribers/${subscriberId}/isolate`, {});
});

test.afterAll(async () => {
  await wa?.close().catch(() => undefined);
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
        const fresh = messages.filter((m) => Date.parse(m.receivedAt) >= after);
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
