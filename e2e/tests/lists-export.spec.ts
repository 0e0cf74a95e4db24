// Column choices and Export CSV on every list (docs/rules/reports.md#column-choices, #csv-files),
// against the production build: on the customer list a hidden column and a moved one survive a
// reload and reach a second browser signed in as the same user; Export CSV downloads the rows the
// search shows with the shown columns in their order. Screens of a list's toolbar, desktop and
// 390 px wide, in docs/screenshots/lists/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'lists');
const main = (page: Page) => page.getByRole('main');
const STAMP = Date.now().toString(36);
const NAMES = [`Ekspor Ani ${STAMP}`, `Ekspor Budi ${STAMP}`];
/** A page's first load fetches the shell and the remote; a loaded shared machine takes its time. */
const FIRST_LOAD = { timeout: 30_000 };

/** The data columns' header texts, in order (not the selection column's, nor the row actions'). */
async function headers(page: Page, table: string): Promise<string[]> {
  const texts = await main(page)
    .getByRole('table', { name: table })
    .getByRole('columnheader')
    .allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text && text !== 'Actions');
}

/** A downloaded CSV's lines, without the BOM. */
async function csvLines(download: Download): Promise<string[]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trimEnd().split('\r\n');
}

const savedPreferences = (page: Page, tableId: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/me/preferences/tables/${tableId}`) &&
      response.request().method() === 'PUT',
  );

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ baseURL }) => {
  for (const name of NAMES) {
    await apiAsAdmin(String(baseURL), 'POST', '/customers', {
      name,
      alias: 'EXP',
      address: 'Jl. Ekspor 1',
    });
  }
});

// The admin's customer columns back to the table's own for the specs after this one, however this
// one ended.
test.afterAll(async ({ baseURL }) => {
  await apiAsAdmin(String(baseURL), 'PUT', '/me/preferences/tables/customers', {
    hidden: [],
    shown: [],
    order: [],
  });
});

test('customers: a hidden and a moved column survive a reload and reach another browser; Reset columns undoes both', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.goto('/app/customer');
  const table = main(page).getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
  expect((await headers(page, 'Customers')).slice(0, 5)).toEqual([
    'Name',
    'Alias',
    'Address',
    'Updated',
    'Status',
  ]);
  await shootBothSizes(page, testInfo, SHOTS, 'customers-toolbar');

  await main(page).getByRole('button', { name: 'Columns' }).click();
  let saved = savedPreferences(page, 'customers');
  await page.getByRole('menuitemcheckbox', { name: 'Alias' }).click();
  expect((await saved).status()).toBe(200);
  // From the keyboard: Address's Move earlier, pressed twice, puts it first.
  await page.getByRole('menuitem', { name: 'Move Address earlier' }).hover();
  saved = savedPreferences(page, 'customers');
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  saved = savedPreferences(page, 'customers');
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await shootBothSizes(page, testInfo, SHOTS, 'column-menu');
  await page.keyboard.press('Escape');
  const chosen = ['Address', 'Name', 'Updated', 'Status'];
  expect(await headers(page, 'Customers')).toEqual(chosen);

  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
  await expect.poll(() => headers(page, 'Customers'), FIRST_LOAD).toEqual(chosen);

  // Another browser: a new context holding only the session (no list state in memory), so the
  // columns can come only from the server.
  const other = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState({ indexedDB: true }),
  });
  try {
    const second = await other.newPage();
    await second.goto('/app/customer');
    await expect(
      main(second).getByRole('table', { name: 'Customers' }).getByRole('row').nth(1),
    ).toBeVisible(FIRST_LOAD);
    await expect.poll(() => headers(second, 'Customers'), FIRST_LOAD).toEqual(chosen);
  } finally {
    await other.close();
  }

  await main(page).getByRole('button', { name: 'Columns' }).click();
  saved = savedPreferences(page, 'customers');
  await page.getByRole('menuitem', { name: 'Reset columns' }).click();
  expect((await saved).status()).toBe(200);
  await page.keyboard.press('Escape');
  expect(await headers(page, 'Customers')).toEqual([
    'Name',
    'Alias',
    'Address',
    'Updated',
    'Status',
  ]);
});

test('customers: Export CSV downloads the searched rows with the shown columns in their order', async ({
  page,
}) => {
  await page.goto('/app/customer');
  const table = main(page).getByRole('table', { name: 'Customers' });
  await main(page).getByRole('searchbox', { name: 'Search' }).fill(STAMP);
  for (const name of NAMES)
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(NAMES.length + 1);

  await main(page).getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Updated' }).click();
  await page.getByRole('menuitem', { name: 'Move Alias earlier' }).click();
  await page.keyboard.press('Escape');
  expect(await headers(page, 'Customers')).toEqual(['Alias', 'Name', 'Address', 'Status']);

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(download);
  expect(lines[0]).toBe('"Alias","Name","Address","Status"');
  // Newest first, as the list shows them.
  expect(lines.slice(1)).toEqual(
    [...NAMES].reverse().map((name) => `"EXP","${name}","Jl. Ekspor 1","Pending"`),
  );
});

test('audit: Export CSV asks for the list’s filter, search, sort and shown columns and saves the file', async ({
  page,
}) => {
  await page.goto('/app/audit?resource=customer');
  const table = main(page).getByRole('table', { name: 'Audit trail' });
  await main(page)
    .getByRole('searchbox', { name: 'Search' })
    .fill(NAMES[0] as string);
  const summary = `Created customer "${NAMES[0]}"`;
  await expect(table.getByRole('cell', { name: summary, exact: true })).toBeVisible(FIRST_LOAD);
  await expect(table.getByRole('row')).toHaveCount(2);

  const asked = page.waitForRequest((request) => request.url().includes('/api/audit.csv'));
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    resource: 'customer',
    search: NAMES[0],
    sortCol: 'at',
    sortDir: 'desc',
    columns: 'at,actorUsername,action,resource,summary,address',
  });
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await csvLines(download)).slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(summary.replace(/"/g, '""'));
});
