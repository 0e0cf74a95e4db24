// Hotspot vouchers against the production build and a RouterOS simulator started here
// (docs/rules/hotspot.md): a profile with our price and validity, a batch of 50
// generated and printed (the PDF's pages counted, a card's QR decoded from the PDF's pixels), a
// subscriber's simulated login turning a voucher active and sold (dashboard Voucher Sales), a kick,
// the sales tab and its CSV, Delete unused, and a plain user's read-only view. Every screen is saved
// desktop (1440x900) and 390 px wide in docs/screenshots/hotspot-vouchers/.
// Named voucher-* so that it runs after the other specs (one worker, in file order, one server and
// database for all): it leaves routers, sales and a paid voucher that hotspot.spec's "no routers yet",
// payments.spec's revenue and this file's own counts must not meet.
import type { Page, TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'hotspot-vouchers');
const ROUTER_NAME = 'Hotspot Vouchers E2E';
const SIM_USER = 'admin';
const SIM_PASSWORD = 'sim-secret';
const PROFILE = 'e2e-1hari';
const BATCH_SIZE = 50;
/** A page's first paint on a machine shared by several builds can take longer than expect's 10 s. */
const FIRST_LOAD = { timeout: 30_000 };

function shoot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  return shootBothSizes(page, testInfo, SHOTS, name, options);
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** The PDF's page count (poppler's pdfinfo). */
function pdfPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** One page of the PDF as a PNG at `dpi` (poppler's pdftoppm), read with pngjs. */
function pdfPagePng(file: string, pageNumber: number, dpi: number, savedAs?: string): PNG {
  const out = path.join(path.dirname(file), `page-${pageNumber}-${dpi}`);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    '-f',
    String(pageNumber),
    '-l',
    String(pageNumber),
    '-singlefile',
    file,
    out,
  ]);
  const bytes = readFileSync(`${out}.png`);
  if (savedAs) writeFileSync(savedAs, bytes);
  return PNG.sync.read(bytes);
}

/** The rectangle (in mm from the page's top-left) cut out of a page image, for jsQR. */
function decodeQrIn(png: PNG, dpi: number, box: { x: number; y: number; w: number; h: number }) {
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const [x0, y0, width, height] = [px(box.x), px(box.y), px(box.w), px(box.h)];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((y0 + row) * png.width + x0) * 4;
    data.set(png.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(data, width, height)?.data ?? null;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let sim: Simulator;
let routerId = '';
let batchId = '';
let codes: string[] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'hotspot-vouchers-e2e-'));

test.beforeAll(async ({ baseURL }) => {
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: SIM_USER,
    password: SIM_PASSWORD,
    version: '7.19',
  });
  const base = String(baseURL);
  // The cards carry the company's name (CMS company profile); a rerun finds it there already.
  await apiAsAdmin(
    base,
    'POST',
    '/cms/company-profile',
    { companyName: 'WiFi Kampung E2E', description: 'Hotspot desa, voucher harian dan mingguan.' },
    [400, 409],
  );
  const { body } = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM_USER,
    routerPass: SIM_PASSWORD,
  });
  routerId = body.data.id;
});

test.afterAll(async ({ baseURL }) => {
  if (routerId)
    await apiAsAdmin(String(baseURL), 'DELETE', `/routers/${routerId}`, undefined, [404, 409]);
  await sim?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('Manage Hotspot from the router card: five tabs with counts, the tab in the address', async ({
    page,
  }, testInfo) => {
    await page.goto('/app/routers');
    const card = page.getByRole('article', { name: ROUTER_NAME });
    await card.getByRole('link', { name: 'Manage Hotspot' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}/hotspot$`));
    await expect(page.getByRole('heading', { name: `Hotspot: ${ROUTER_NAME}` })).toBeVisible(
      FIRST_LOAD,
    );
    for (const tab of [
      /^Users\s*\d+/,
      /User Profiles\s*\d+/,
      /Active\s*0/,
      /Vouchers\s*0/,
      /Sales\s*0/,
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(
      page.getByRole('table', { name: 'Hotspot Users' }).getByRole('row'),
    ).not.toHaveCount(1);
    await shoot(page, testInfo, 'users');

    await page.getByRole('tab', { name: /User Profiles/ }).click();
    await expect(page).toHaveURL(/\?tab=profiles$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: /User Profiles/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a profile with our price, selling price, validity and expiry', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/hotspot?tab=profiles`);
    await page.getByRole('button', { name: 'Add Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User Profile' });
    await dialog.getByLabel('Name').fill(PROFILE);
    await dialog.getByLabel('Rate Limit').fill('2M/5M');
    await dialog.getByLabel('Price', { exact: true }).fill('5000');
    await dialog.getByLabel('Selling Price').fill('6000');
    await dialog.getByLabel('Validity').fill('1 hari');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/Validity must be a number followed by m, h or d/)).toBeVisible(
      FIRST_LOAD,
    );
    await dialog.getByLabel('Validity').fill('1d');
    await dialog.getByLabel('On expiry').selectOption('remove');
    await shoot(page, testInfo, 'profile-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User profile added successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /User Profiles\s*6/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e');
    const row = page
      .getByRole('table', { name: 'User Profiles' })
      .getByRole('row')
      .filter({ hasText: PROFILE });
    await expect(row).toContainText('Rp 5.000');
    await expect(row).toContainText('Rp 6.000');
    await expect(row).toContainText('1 day');
    await shoot(page, testInfo, 'profiles');
  });

  test('generate 50 vouchers: the preview, the progress, the result and the batch page', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/hotspot?tab=vouchers`);
    await expect(page.getByText('No voucher batches')).toBeVisible(FIRST_LOAD);
    await shoot(page, testInfo, 'vouchers-empty');
    await page.getByRole('button', { name: 'Generate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Vouchers' });
    await dialog.getByLabel('Profile').selectOption(PROFILE);
    await dialog.getByLabel('Count').fill(String(BATCH_SIZE));
    await dialog.getByLabel('Characters').selectOption('upper-digits');
    await dialog.getByLabel('Length').fill('6');
    await dialog.getByLabel('Prefix').fill('E2');
    await dialog.getByLabel('Note').fill('Warung Bu Sri');
    await expect(dialog.getByTestId('possible-codes')).toHaveText(
      '32 characters, 6 long: about 1,1 billion possible codes',
    );
    await expect(dialog.getByTestId('sample-code')).toHaveText(/^E2[A-HJ-NP-Z2-9]{6}$/);
    await shoot(page, testInfo, 'generate-dialog');
    await dialog.getByRole('button', { name: 'Generate' }).click();

    const result = page.getByRole('dialog', { name: 'Vouchers generated' });
    await expect(result).toContainText(`${BATCH_SIZE} vouchers are on the router`);
    await shoot(page, testInfo, 'generate-result');
    await result.getByRole('link', { name: 'Open batch' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/app/routers/${routerId}/hotspot/vouchers/[0-9a-f-]{36}$`),
    );
    batchId = /vouchers\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { name: `Voucher batch: ${PROFILE}` })).toBeVisible();
    const { body } = await apiAsAdmin<{ data: { vouchers: { name: string }[] } }>(
      new URL(page.url()).origin,
      'GET',
      `/hotspot/${routerId}/vouchers/${batchId}`,
    );
    codes = body.data.vouchers.map((voucher) => voucher.name);
    expect(codes).toHaveLength(BATCH_SIZE);
    for (const code of codes) expect(code).toMatch(/^E2[A-HJ-NP-Z2-9]{6}$/);
    expect(sim.state.hotspotUsers.filter((user) => codes.includes(user.name ?? ''))).toHaveLength(
      BATCH_SIZE,
    );
    await expect(
      page.getByRole('table', { name: 'Vouchers of this batch' }).getByText('Unused').first(),
    ).toBeVisible();
    await shoot(page, testInfo, 'batch');
  });

  test('print: A4 holds 24 cards a page (50 → 3 PDF pages) and a card’s QR logs in', async ({
    page,
  }, testInfo) => {
    await page.goto(
      `/app/routers/${routerId}/hotspot/vouchers/${batchId}/print?layout=a4&unused=1`,
    );
    await expect(page.locator('[data-voucher-print]')).toHaveAttribute(
      'data-ready',
      'true',
      FIRST_LOAD,
    );
    await expect(page.getByRole('article', { name: /^Voucher / })).toHaveCount(BATCH_SIZE);
    await expect(page.getByText(`${BATCH_SIZE} cards`)).toBeVisible();
    await shoot(page, testInfo, 'print-a4');

    const pdf = path.join(work, 'a4.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(3);
    // What the printer gets, looked at: page 1 of the PDF as an image beside the screenshots.
    const dpi = 200;
    const png = pdfPagePng(pdf, 1, dpi, path.join(SHOTS, 'print-a4-pdf-page1.png'));
    // The first card: 8 mm sheet border, 48.5 × 46.8 mm; its QR sits in its lower right.
    const text = decodeQrIn(png, dpi, { x: 8, y: 8, w: 48.5, h: 46.8 });
    const first = await page
      .getByRole('article', { name: /^Voucher / })
      .first()
      .getAttribute('data-voucher');
    expect(text).toBe(`http://hotspot.lan/login?username=${first}&password=${first}`);

    await page.getByLabel('Layout').selectOption('thermal58');
    await expect(page).toHaveURL(/layout=thermal58/);
    await expect(page.locator('[data-voucher-print]')).toHaveAttribute('data-ready', 'true');
    await shoot(page, testInfo, 'print-thermal58');
    const thermal = path.join(work, 'thermal58.pdf');
    await page.pdf({ path: thermal, preferCSSPageSize: true, printBackground: true });
    // One label per card on the roll.
    expect(pdfPages(thermal)).toBe(BATCH_SIZE);
    const label = pdfPagePng(thermal, 1, dpi, path.join(SHOTS, 'print-thermal58-pdf-label1.png'));
    expect(decodeQrIn(label, dpi, { x: 0, y: 0, w: 58, h: 84 })).toMatch(
      /^http:\/\/hotspot\.lan\/login\?username=E2[A-HJ-NP-Z2-9]{6}&password=E2[A-HJ-NP-Z2-9]{6}$/,
    );
  });

  test('a subscriber logs in with a voucher: active, sold once, counted on the dashboard; kick', async ({
    page,
    baseURL,
  }, testInfo) => {
    const code = codes[0] as string;
    sim.hotspotLogin(code, {
      password: code,
      mac: '02:00:00:00:00:01',
      address: '10.5.50.77',
      uptimeSeconds: 90,
      bytesIn: 3_000_000,
      bytesOut: 45_000_000,
    });
    // The monitor's round (every second here) sees the session and records the first use.
    await expect(async () => {
      const { body } = await apiAsAdmin<{ data: { voucherSales: number; voucherRevenue: number } }>(
        String(baseURL),
        'GET',
        '/dashboard/stats',
      );
      expect(body.data.voucherSales).toBe(1);
      expect(body.data.voucherRevenue).toBe(5000);
    }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });

    await page.goto('/app');
    const sales = page.getByRole('group', { name: 'Voucher Sales' });
    await expect(sales).toContainText('1', FIRST_LOAD);
    await expect(sales).toContainText('Rp 5.000');
    await expect(
      page.getByRole('link', { name: `Manage Hotspot of ${ROUTER_NAME}` }),
    ).toBeVisible();
    await shoot(page, testInfo, 'dashboard');

    await page.goto(`/app/routers/${routerId}/hotspot?status=active`);
    const row = page
      .getByRole('table', { name: 'Hotspot Users' })
      .getByRole('row')
      .filter({ hasText: code });
    await expect(row).toContainText('Active', FIRST_LOAD);
    await expect(row).toContainText('WIB');
    await shoot(page, testInfo, 'users-active-filter');

    await page.getByRole('tab', { name: /Active\s*1/ }).click();
    const session = page
      .getByRole('table', { name: 'Active Sessions' })
      .getByRole('row')
      .filter({ hasText: code });
    await expect(session).toContainText('10.5.50.77');
    await expect(session).toContainText('MiB');
    await shoot(page, testInfo, 'active');
    await session.getByRole('button', { name: `Actions for ${code}` }).click();
    await page.getByRole('menuitem', { name: 'Kick' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Kick session' });
    await shoot(page, testInfo, 'kick-confirm');
    await confirm.getByRole('button', { name: 'Kick' }).click();
    await expect(toast(page, 'Session disconnected successfully')).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('No active sessions')).toBeVisible();
    expect(sim.state.hotspotActive.some((active) => active.user === code)).toBe(false);

    await page.getByRole('tab', { name: /Sales\s*1/ }).click();
    const sale = page
      .getByRole('table', { name: 'Sales' })
      .getByRole('row')
      .filter({ hasText: code });
    await expect(sale).toContainText('Rp 5.000');
    await expect(page.getByTestId('sales-amount')).toHaveText('Rp 5.000');
    await shoot(page, testInfo, 'sales');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^hotspot-sales-hotspot-vouchers-e2e-all-until-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain(code);
  });

  test('Delete unused removes the batch’s unused vouchers; the used one stays', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/hotspot/vouchers/${batchId}`);
    await page.getByRole('button', { name: 'Delete unused' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete unused vouchers' });
    await expect(confirm).toContainText('Used vouchers stay for the sales history');
    await shoot(page, testInfo, 'delete-unused-confirm');
    await confirm.getByRole('button', { name: 'Delete unused' }).click();
    await expect(toast(page, /deleted|removed/i)).toBeVisible(FIRST_LOAD);
    const left = sim.state.hotspotUsers
      .filter((user) => codes.includes(user.name ?? ''))
      .map((user) => user.name);
    expect(left).toEqual([codes[0]]);
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('reads every tab and prints, with no write action', async ({ page }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/hotspot`);
    await expect(
      page.getByRole('table', { name: 'Hotspot Users' }).getByRole('row'),
    ).not.toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Vouchers/ }).click();
    await expect(page.getByRole('table', { name: 'Voucher Batches' })).toContainText(PROFILE);
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
    await shoot(page, testInfo, 'vouchers-read-only');
    await page.goto(`/app/routers/${routerId}/hotspot/vouchers/${batchId}`);
    await expect(page.getByRole('button', { name: 'Delete unused' })).toBeDisabled(FIRST_LOAD);
    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page.locator('[data-voucher-print]')).toHaveAttribute(
      'data-ready',
      'true',
      FIRST_LOAD,
    );
    // Delete unused left only the used voucher: Unused only has nothing to print, all of them one card.
    await expect(page.getByText('No vouchers to print')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
    await page.getByText('Unused only').click();
    await expect(page.getByText('1 card', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await shoot(page, testInfo, 'print-read-only');
  });
});
