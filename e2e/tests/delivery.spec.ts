// The delivery screen (delivery remote + /api/deliveries, /api/deliveries/import), as an admin and
// as a plain user, at 1440x900 and 390x844. Each test makes its own customer (unique alias) and
// its own lines, so the tests stand alone on the shared database.
import type { Locator, Page, Response } from '@playwright/test';
import { DELIVERY_FIELDS, type DeliveryFieldKey } from 'contracts/schemas';
import { SPEC_VISIBLE_HEADERS } from '../../packages/delivery/src/test/delivery-headers';
import { adminToken, apiAsAdmin, expect, headerTitle, screenshot, test } from '../fixtures';

// ---------------------------------------------------------------------------------------------
// Import files: realistic delivery lines (docs/rules/import.md#file-format), tab-delimited with a header row.

// The file's header row: every field an import carries, in the contract's order.
const COLUMNS = DELIVERY_FIELDS.map((field) => field.key);
type Line = Record<DeliveryFieldKey, string>;

const PARTS = [
  ['64301-K0J-N000', 'COVER, FR. TOP'],
  ['84151-K2F-N010', 'GARNISH, L. SIDE'],
  ['83500-T7A-A000', 'LINING, FR. DOOR L.'],
  ['77200-TG0-ZA', 'PANEL, INSTRUMENT'],
  ['81131-T9A-N000', 'BOX, GLOVE'],
  ['84251-K1Z-A000', 'CONSOLE, CENTER'],
] as const;
const OPERATORS = ['Agus Santoso', 'Budi Hartono', 'Citra Lestari', 'Dewi Anggraini'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Line `i` of `rows`: 12 lines a slip, spread over 10–19 November 2026. */
function makeLine(i: number, rows: number): Line {
  const slip = Math.floor(i / 12) + 1;
  const seq = (i % 12) + 1;
  const day = 10 + Math.min(9, Math.floor((i * 10) / rows));
  const date = `2026-11-${pad(day)}`;
  const minutes = 7 * 60 + ((slip * 7) % (9 * 60));
  const at = (offset: number) =>
    `${date} ${pad(Math.floor((minutes + offset) / 60))}:${pad((minutes + offset) % 60)}:${pad(seq)}`;
  const [partNumber, partName] = PARTS[(slip + seq) % PARTS.length] ?? PARTS[0];
  const qty = ((i * 37) % 240) + 1;
  const slipNumber = `SJ2611-${pad(slip, 7)}`;
  return {
    slipNumber,
    seqProd: pad(seq, 3),
    orderNo: `PO-26-${pad(Math.floor(slip / 10), 6)}`,
    partNumber,
    partName,
    colorCode: ['NH-1', 'R-350', 'B-621M'][i % 3] ?? 'NH-1',
    kdLotNo: `KD2611${String.fromCharCode(65 + (slip % 26))}${pad(seq)}`,
    qty: String(qty),
    date,
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seq * 2)}`,
    adjustDate: i % 25 === 3 ? `2026-11-${pad(day + 1)}` : '',
    adjustTime: i % 25 === 3 ? '07:30' : '',
    remarksBawah: i % 9 === 0 ? 'Repack' : '',
    barcodeHpm: `HPM${partNumber.replace(/-/g, '')}${pad(qty, 4)}${slipNumber.replace('-', '')}${pad(seq, 3)}`,
    barcodeKasai: `KSI-${pad(i, 6)}`,
    scanLt1ByName: OPERATORS[i % OPERATORS.length] ?? '',
    scanLt1At: at(15),
    scanLt2ByName: i % 7 === 0 ? '' : (OPERATORS[(i + 1) % OPERATORS.length] ?? ''),
    scanLt2At: i % 7 === 0 ? '' : at(95),
  };
}

function fileText(lines: readonly Line[]): string {
  return (
    [COLUMNS.join('\t'), ...lines.map((line) => COLUMNS.map((c) => line[c]).join('\t'))].join(
      '\n',
    ) + '\n'
  );
}

function generated(rows: number): Line[] {
  return Array.from({ length: rows }, (_, i) => makeLine(i, rows));
}

/** Eight lines, four of them wrong in one cell each. */
function badLines(): Line[] {
  const lines = generated(8);
  const patch = (i: number, change: Partial<Line>) => {
    lines[i] = { ...(lines[i] as Line), ...change };
  };
  patch(2, { qty: 'dua belas' });
  patch(4, { date: '31/02/2026' });
  patch(5, { partNumber: '' });
  patch(7, { time: '25:10' });
  return lines;
}

const txt = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

// ---------------------------------------------------------------------------------------------
// Arranging through the API.

let sequence = 0;
/** An alias no other test uses (tests share one database). */
function uniqueAlias(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${sequence}`.toUpperCase();
}

async function createCustomer(baseURL: string, alias: string, name: string): Promise<string> {
  const { body } = await apiAsAdmin<{ result: { id: string } }>(baseURL, 'POST', '/customers', {
    name,
    alias,
  });
  return body.result.id;
}

async function importThroughApi(baseURL: string, customerId: string, text: string): Promise<void> {
  const form = new FormData();
  form.append('customerId', customerId);
  form.append('file', new Blob([text], { type: 'text/plain' }), 'arranged.txt');
  const response = await fetch(`${baseURL}/api/deliveries/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(baseURL)}` },
    body: form,
  });
  if (!response.ok) throw new Error(`import → ${response.status} ${await response.text()}`);
}

// ---------------------------------------------------------------------------------------------
// The screen.

const main = (page: Page) => page.getByRole('main');
const table = (page: Page) => page.getByRole('table', { name: 'Deliveries' });
const customerField = (page: Page) => page.getByRole('combobox', { name: 'Choose customer' });
const importButton = (page: Page) =>
  main(page).getByRole('button', { name: 'Import', exact: true });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import file' });
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text).first();
const prompt = (page: Page) =>
  page.getByRole('heading', { name: 'Choose a customer to see its deliveries' });

/** Types part of the customer's alias or name and picks it with the keyboard. */
async function chooseCustomer(page: Page, typed: string, alias: string): Promise<void> {
  const field = customerField(page);
  await field.click();
  await field.fill('');
  await field.pressSequentially(typed, { delay: 20 });
  await expect(page.getByRole('option', { name: new RegExp(`^${alias}`) })).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(alias);
  await expect(table(page)).toBeVisible();
}

/** The next GET /api/deliveries whose query has `params` (null: the parameter is absent). */
function deliveriesCall(page: Page, params: Record<string, string | null>): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/deliveries' || response.request().method() !== 'GET') return false;
    return Object.entries(params).every(([key, value]) =>
      value === null ? !url.searchParams.has(key) : url.searchParams.get(key) === value,
    );
  });
}

/** The texts of a column by its header (the nth of equal headers: both 'Seq Prod'). */
async function columnTexts(page: Page, header: string, nth = 0): Promise<string[]> {
  return table(page).evaluate(
    (element, [name, index]) => {
      const positions = Array.from(element.querySelectorAll('thead th'))
        .map((th, position) => ({ text: th.textContent?.trim() ?? '', position }))
        .filter((entry) => entry.text === name);
      const column = positions[index as number]?.position;
      if (column === undefined) return [];
      return Array.from(element.querySelectorAll('tbody tr')).map(
        (tr) => tr.children[column]?.textContent?.trim() ?? '',
      );
    },
    [header, nth] as const,
  );
}

async function headers(page: Page): Promise<string[]> {
  return (await table(page).getByRole('columnheader').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
}

async function openImportWith(page: Page, file: ReturnType<typeof txt>): Promise<Locator> {
  await importButton(page).click();
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Silahkan pilih file txt').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  return dialog;
}

async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('as an admin', () => {
  test('the table waits for a customer; a file imports with its counts, again unchanged, and a bad one lists its lines', async ({
    page,
    baseURL,
  }) => {
    const alias = uniqueAlias('HPM');
    await createCustomer(String(baseURL), alias, `PT Honda Prospect Motor ${alias}`);
    let listCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/deliveries') listCalls += 1;
    });
    await page.goto('/app/delivery');
    await expect(headerTitle(page)).toHaveText('Delivery');
    await expect(prompt(page)).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await expect(importButton(page)).toBeDisabled();
    await expect(importButton(page)).toHaveAttribute(
      'title',
      'Choose a customer first: the file is imported for one customer.',
    );
    expect(listCalls).toBe(0);
    await screenshot(page, 'delivery-no-customer');

    // Found by a part of its name, picked with the keyboard; the first page with SPEC's defaults.
    const first = deliveriesCall(page, {
      page: '1',
      perPage: '5',
      sortCol: 'created_at',
      sortDir: 'desc',
    });
    await chooseCustomer(page, 'honda prospect', alias);
    await first;
    await expect(table(page).getByText('No data')).toBeVisible();

    // Keyboard: Tab from the field reaches Import; Enter opens the dialog on the file input.
    await customerField(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(importButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = importDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Silahkan pilih file txt')).toBeFocused();
    await expect(dialog.getByText('Silahkan pilih file txt')).toBeVisible();
    await screenshot(page, 'delivery-import-empty');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('Please select a file to import')).toBeVisible();
    await screenshot(page, 'delivery-import-no-file');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(importButton(page)).toBeFocused();

    // 300 lines.
    const text = fileText(generated(300));
    let withFile = await openImportWith(page, txt('deliveries-november.txt', text));
    await screenshot(page, 'delivery-import-with-file');
    await withFile.getByRole('button', { name: 'Import' }).click();
    await expect(toast(page, 'Imported: 300 inserted, 0 updated, 0 unchanged')).toBeVisible();
    await expect(withFile).toBeHidden();
    await expect(main(page).getByText('Page 1 of 60')).toBeVisible();
    expect(await headers(page)).toEqual(SPEC_VISIBLE_HEADERS);
    await screenshot(page, 'delivery-imported');

    // The same file again: nothing changes.
    withFile = await openImportWith(page, txt('deliveries-november.txt', text));
    await withFile.getByRole('button', { name: 'Import' }).click();
    await expect(toast(page, 'Imported: 0 inserted, 0 updated, 300 unchanged')).toBeVisible();
    await expect(withFile).toBeHidden();

    // Four bad cells: the dialog stays with each one by line and column; nothing is imported.
    const bad = await openImportWith(page, txt('deliveries-with-errors.txt', fileText(badLines())));
    await bad.getByRole('button', { name: 'Import' }).click();
    const list = bad.getByRole('region', { name: 'Import errors' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const items = await list.getByRole('listitem').allInnerTexts();
    expect(items.map((item) => item.split(':')[0])).toEqual([
      'Line 4, column qty',
      'Line 6, column date',
      'Line 7, column partNumber',
      'Line 9, column time',
    ]);
    await expect(bad.getByRole('alert').first()).toContainText('Nothing was imported');
    await screenshot(page, 'delivery-import-errors');
    await bad.getByRole('button', { name: 'Batal' }).click();
    await expect(bad).toBeHidden();
    await expect(main(page).getByText('Page 1 of 60')).toBeVisible();
  });

  test('pages, sorts, searches, hides and shows columns, and filters by a date range', async ({
    page,
    baseURL,
  }) => {
    const alias = uniqueAlias('KTI');
    const customerId = await createCustomer(
      String(baseURL),
      alias,
      `PT Kasai Teck See Indonesia ${alias}`,
    );
    const lines = generated(300);
    await importThroughApi(String(baseURL), customerId, fileText(lines));
    await page.goto('/app/delivery');
    await chooseCustomer(page, alias, alias);
    await expect(main(page).getByText('Page 1 of 60')).toBeVisible();

    // One known line, by its barcode: formats as docs/rules/README.md#dates wants, scan time as the scanner wrote it.
    const known = lines[17] as Line;
    const searchBox = main(page).getByRole('searchbox', { name: 'Search' });
    const found = deliveriesCall(page, { search: known.barcodeHpm });
    await searchBox.fill(known.barcodeHpm);
    await found;
    await expect(main(page).getByText('Page 1 of 1')).toBeVisible();
    const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(await columnTexts(page, 'Scan LT1 At')).toEqual([
      `${dmy(known.scanLt1At)} ${known.scanLt1At.slice(11, 16)}`,
    ]);
    expect(await columnTexts(page, 'Date')).toEqual([dmy(known.date)]);
    expect(await columnTexts(page, 'Time')).toEqual([known.time.slice(0, 5)]);
    expect(await columnTexts(page, 'Seq Prod', 0)).toEqual([known.slipNumber]);
    expect(await columnTexts(page, 'Seq Prod', 1)).toEqual([known.seqProd]);

    // A part name: every row is one.
    const glove = deliveriesCall(page, { search: 'glove' });
    await searchBox.fill('glove');
    await glove;
    await expect(main(page).getByText('Page 1 of 10')).toBeVisible();
    for (const name of await columnTexts(page, 'Part Name')) expect(name).toBe('BOX, GLOVE');
    await searchBox.fill('');
    await expect(main(page).getByText('Page 1 of 60')).toBeVisible();

    // Paging and page size.
    await main(page).getByRole('button', { name: 'Go to next page' }).click();
    await expect(main(page).getByText('Page 2 of 60')).toBeVisible();
    await main(page).getByRole('button', { name: 'Go to last page' }).click();
    await expect(main(page).getByText('Page 60 of 60')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await main(page).getByLabel('Total Data').selectOption('25');
    await expect(main(page).getByText('Page 1 of 12')).toBeVisible();
    expect(await columnTexts(page, 'Qty')).toHaveLength(25);

    // Sorting on the server by Qty, both ways.
    const ascending = deliveriesCall(page, { sortCol: 'qty', sortDir: 'asc' });
    await table(page).getByRole('button', { name: 'Qty' }).click();
    await ascending;
    await expect(table(page).locator('th[aria-sort="ascending"]')).toHaveText(/Qty/);
    const up = (await columnTexts(page, 'Qty')).map(Number);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const descending = deliveriesCall(page, { sortCol: 'qty', sortDir: 'desc' });
    await table(page).getByRole('button', { name: 'Qty' }).click();
    await descending;
    await expect(table(page).locator('th[aria-sort="descending"]')).toHaveText(/Qty/);
    expect((await columnTexts(page, 'Qty'))[0]).toBe('240');
    // Customer does not sort.
    await expect(table(page).getByRole('button', { name: 'Customer' })).toHaveCount(0);
    await screenshot(page, 'delivery-sorted');

    // Column menu: Order No on, Part Name off, and back.
    await main(page).getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Order No' })).not.toBeChecked();
    await screenshot(page, 'delivery-column-menu');
    await page.getByRole('menuitemcheckbox', { name: 'Order No' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Part Name' }).click();
    await page.keyboard.press('Escape');
    expect(await headers(page)).toContain('Order No');
    expect(await headers(page)).not.toContain('Part Name');
    await main(page).getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Order No' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Part Name' }).click();
    await page.keyboard.press('Escape');
    expect(await headers(page)).toEqual(SPEC_VISIBLE_HEADERS);

    // Date range 12–14 November: the first pick alone is that one day.
    await main(page)
      .getByRole('button', { name: /^Select date/ })
      .click();
    const calendar = page.getByRole('dialog', { name: 'Choose Date' });
    await expect(calendar.getByText('#').first()).toBeVisible();
    await screenshot(page, 'delivery-date-picker');
    const oneDay = deliveriesCall(page, {
      startDate: '2026-11-12',
      endDate: '2026-11-12',
      page: '1',
    });
    await calendar.getByRole('gridcell', { name: /November 12, 2026/ }).click();
    await oneDay;
    const range = deliveriesCall(page, { startDate: '2026-11-12', endDate: '2026-11-14' });
    await calendar.getByRole('gridcell', { name: /November 14, 2026/ }).click();
    await range;
    await expect(
      main(page).getByRole('button', { name: 'Select date 12-11-2026 to 14-11-2026' }),
    ).toBeVisible();
    const dates = await columnTexts(page, 'Date');
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(['12/11/2026', '13/11/2026', '14/11/2026']).toContain(date);
    await screenshot(page, 'delivery-date-range');
    await main(page).getByRole('button', { name: 'Clear dates' }).click();
    await expect(main(page).getByRole('button', { name: 'Select date All dates' })).toBeVisible();
  });

  test('Lihat shows every field; Setujui and Hapus ask first and change the row', async ({
    page,
    baseURL,
  }) => {
    const alias = uniqueAlias('CVS');
    const customerId = await createCustomer(String(baseURL), alias, `CV Sumber Makmur ${alias}`);
    await importThroughApi(String(baseURL), customerId, fileText(generated(12)));
    await page.goto('/app/delivery');
    await chooseCustomer(page, alias, alias);
    await expect(main(page).getByText('Page 1 of 3')).toBeVisible();

    const menu = table(page)
      .getByRole('button', { name: /^Actions for/ })
      .first();
    const rowName = String(await menu.getAttribute('aria-label'));
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    const detail = page.getByRole('dialog', { name: 'Delivery detail' });
    await expect(detail).toBeVisible();
    const terms = await detail.getByRole('term').allInnerTexts();
    expect(terms).toHaveLength(25);
    expect(terms.filter((term) => term === 'Seq Prod')).toHaveLength(2);
    await expect(detail.getByText(`${alias} (CV Sumber Makmur ${alias})`)).toBeVisible();
    await screenshot(page, 'delivery-detail');
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail).toBeHidden();

    await page.getByRole('button', { name: rowName }).click();
    await page.getByRole('menuitem', { name: 'Setujui' }).click();
    const approve = page.getByRole('alertdialog', { name: 'Setujui data' });
    await approve.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(approve).toBeHidden();
    await expect(table(page).getByText('Approved')).toHaveCount(1);

    await page.getByRole('button', { name: rowName }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Hapus data' });
    await expect(remove.getByText('Apakah anda yakin akan menghapus data ini?')).toBeVisible();
    await remove.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByRole('button', { name: rowName })).toHaveCount(0);
    await expect(main(page).getByText('Page 1 of 3')).toBeVisible();
  });

  test('a large file on a slow line shows its upload progress, cannot be closed by accident, and can be stopped', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const alias = uniqueAlias('BIG');
    await createCustomer(String(baseURL), alias, `PT Besar Sekali ${alias}`);
    const big = txt('deliveries-large.txt', fileText(generated(20_000)));
    await page.goto('/app/delivery');
    await chooseCustomer(page, alias, alias);
    const cdp = await page.context().newCDPSession(page);
    const line = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: uploadThroughput > 0 ? 20 : 0,
        downloadThroughput: -1,
        uploadThroughput,
      });

    await line(1024 * 1024);
    const dialog = await openImportWith(page, big);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(20);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop upload' })).toBeFocused();
    await screenshot(page, 'delivery-import-uploading');
    await line(-1);
    await expect(toast(page, 'Imported: 20.000 inserted, 0 updated, 0 unchanged')).toBeVisible({
      timeout: 120_000,
    });
    await expect(dialog).toBeHidden();

    await line(256 * 1024);
    const again = await openImportWith(page, big);
    await again.getByRole('button', { name: 'Import' }).click();
    await expect(again.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await again.getByRole('button', { name: 'Stop upload' }).click();
    await expect(again.getByRole('alert')).toHaveText('Upload stopped. Nothing was imported.');
    await line(-1);
    await again.getByRole('button', { name: 'Batal' }).click();
    await expect(again).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('filters stack, the table scrolls inside its own area, the dialogs fit the screen', async ({
      page,
      baseURL,
    }) => {
      const alias = uniqueAlias('PHN');
      const customerId = await createCustomer(
        String(baseURL),
        alias,
        `PT Telepon Genggam ${alias}`,
      );
      await importThroughApi(String(baseURL), customerId, fileText(generated(30)));
      await page.goto('/app/delivery');
      await expect(prompt(page)).toBeVisible();
      await noSideScroll(page);
      await screenshot(page, 'delivery-phone-no-customer');

      await chooseCustomer(page, alias, alias);
      await expect(main(page).getByText('Pg 1 of 6')).toBeVisible();
      await noSideScroll(page);
      const field = await customerField(page).boundingBox();
      const dates = await main(page)
        .getByRole('button', { name: /^Select date/ })
        .boundingBox();
      const importBox = await importButton(page).boundingBox();
      expect(field && dates && importBox).toBeTruthy();
      if (field && dates && importBox) {
        expect(dates.y).toBeGreaterThan(field.y + field.height - 1);
        expect(importBox.y).toBeGreaterThan(dates.y + dates.height - 1);
      }
      const scrolls = await table(page).evaluate((element) => {
        const area = element.parentElement;
        return area ? area.scrollWidth > area.clientWidth : false;
      });
      expect(scrolls).toBe(true);
      await screenshot(page, 'delivery-phone-table');

      await main(page)
        .getByRole('button', { name: /^Select date/ })
        .click();
      const calendar = page.getByRole('dialog', { name: 'Choose Date' });
      await expect(calendar.getByRole('rowgroup', { name: /^Month / })).toHaveCount(1);
      await screenshot(page, 'delivery-phone-date-picker');
      await calendar.getByRole('button', { name: 'Close' }).click();

      const dialog = await openImportWith(page, txt('deliveries.txt', fileText(generated(30))));
      const box = await dialog.boundingBox();
      expect(box && box.width <= 390 && box.x >= 0).toBe(true);
      await screenshot(page, 'delivery-phone-import');
      await dialog.getByRole('button', { name: 'Batal' }).click();
    });
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('reads the deliveries but cannot import, delete, approve or reject', async ({
    page,
    baseURL,
  }) => {
    const alias = uniqueAlias('USR');
    const customerId = await createCustomer(String(baseURL), alias, `PT Hanya Baca ${alias}`);
    await importThroughApi(String(baseURL), customerId, fileText(generated(10)));
    await page.goto('/app/delivery');
    await expect(prompt(page)).toBeVisible();
    await expect(importButton(page)).toHaveCount(0);

    await chooseCustomer(page, alias, alias);
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
    await expect(importButton(page)).toHaveCount(0);
    await table(page)
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    const titles = {
      Hapus: 'User role cannot delete records',
      Setujui: 'User role cannot approve records',
      Tolak: 'User role cannot reject records',
    };
    for (const [entry, title] of Object.entries(titles)) {
      const item = page.getByRole('menuitem', { name: entry });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toHaveAttribute('title', title);
    }
    await screenshot(page, 'delivery-user-read-only');
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    await expect(page.getByRole('dialog', { name: 'Delivery detail' })).toBeVisible();
  });
});
