// Customers and staff users (admin-users remote + /api/customers, /api/users), as an admin and as a
// plain user. Every test arranges its own records (unique names), so the tests stand alone.
import type { Page } from '@playwright/test';
import { apiAsAdmin, expect, headerTitle, PLAIN_USER, screenshot, test } from '../fixtures';

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const row = (page: Page, name: string) =>
  main(page).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(dialog).toBeHidden();
}

async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

let sequence = 0;
/** A name no other test uses (tests share one database). */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

async function createCustomer(baseURL: string, name: string, alias = 'ALS', address = 'Jl. Asia Afrika 8') {
  const { body } = await apiAsAdmin<{ result: { id: string } }>(baseURL, 'POST', '/customers', { name, alias, address });
  return body.result.id;
}

test.describe('as an admin', () => {
  test('a customer from empty form to deletion: validation, create, edit, unsaved-changes guard, approve, detail, delete', async ({ page }) => {
    const name = unique('Budi Santoso');
    const address = 'Jl. Merdeka No. 10, Kel. Sukamaju, Kec. Coblong, Bandung 40132';
    await page.goto('/app/customer');
    await expect(headerTitle(page)).toHaveText('Customer');
    await main(page).getByRole('link', { name: 'Add' }).click();
    await page.waitForURL(/\/app\/customer\/create$/);
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Nama customer harus diisi, minimal 5 karakter')).toBeVisible();
    await expect(main(page).getByText('Alias harus diisi, minimal 3 karakter')).toBeVisible();
    await screenshot(page, 'customer-form-errors');

    // After the first submit the messages follow each change.
    await main(page).getByRole('textbox', { name: 'Name' }).fill('Budi');
    await expect(main(page).getByText('Nama customer harus diisi, minimal 5 karakter')).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(main(page).getByText('Nama customer harus diisi, minimal 5 karakter')).toBeHidden();
    await main(page).getByRole('textbox', { name: 'Alias' }).fill('BDI');
    await main(page).getByRole('textbox', { name: 'Address' }).fill(address);
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer created successfully')).toBeVisible();
    await page.waitForURL(/\/app\/customer$/);

    // SPEC columns; the address cut to 20 characters, the whole of it on hover; a pending badge.
    const headers = (await main(page).getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(headers.slice(0, 5)).toEqual(['Name', 'Alias', 'Address', 'Updated', 'Status']);
    await expect(row(page, name).getByTitle(address)).toHaveText(`${address.slice(0, 20).trimEnd()}…`);
    await expect(row(page, name).getByText('Pending')).toBeVisible();
    await screenshot(page, 'customer-list');

    await rowAction(page, name, 'Edit');
    const alias = main(page).getByRole('textbox', { name: 'Alias' });
    await expect(alias).toHaveValue('BDI');
    await alias.fill('BUDI');
    await main(page).getByRole('button', { name: 'kembali' }).click();
    const guard = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(guard).toBeVisible();
    await guard.getByRole('button', { name: 'Stay' }).click();
    await expect(alias).toHaveValue('BUDI');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer updated successfully')).toBeVisible();
    await page.waitForURL(/\/app\/customer$/);
    await expect(row(page, name).getByRole('cell', { name: 'BUDI', exact: true })).toBeVisible();

    await rowAction(page, name, 'Setujui');
    await expect(page.getByRole('alertdialog', { name: 'Setujui data' })).toContainText('Apakah anda yakin akan menyetujui data ini?');
    await confirm(page, 'Setujui data');
    await expect(toast(page, 'Customer approved successfully')).toBeVisible();
    await expect(row(page, name).getByText('Approved')).toBeVisible();

    await rowAction(page, name, 'Lihat');
    const detail = page.getByRole('dialog', { name: 'Customer' });
    await expect(detail).toContainText(address);
    await expect(detail).toContainText('admin');
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail).toBeHidden();

    await rowAction(page, name, 'Hapus');
    await expect(page.getByRole('alertdialog', { name: 'Hapus data' })).toContainText('Apakah anda yakin akan menghapus data ini?');
    await screenshot(page, 'customer-delete-confirm');
    await confirm(page, 'Hapus data');
    await expect(toast(page, 'Customer deleted successfully')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('customer list: reject, search by name and by address, the not-found record', async ({ page, baseURL }) => {
    const shop = unique('Warung Pak Dedi');
    await createCustomer(String(baseURL), shop, 'WPD', 'Pasar Baru Blok C-12, Bandung');
    const other = unique('Siti Aminah');
    await createCustomer(String(baseURL), other, 'STA', 'Jl. Asia Afrika 8');
    await page.goto('/app/customer');
    const search = main(page).getByRole('searchbox', { name: 'Search' });
    await search.fill(shop.split(' ').pop() ?? shop);
    await expect(row(page, shop)).toBeVisible();
    await expect(row(page, other)).toHaveCount(0);
    await search.fill('pasar baru blok');
    await expect(row(page, shop)).toBeVisible();
    await rowAction(page, shop, 'Tolak');
    await confirm(page, 'Tolak data');
    await expect(toast(page, 'Customer rejected successfully')).toBeVisible();
    await expect(row(page, shop).getByText('Rejected')).toBeVisible();
    await search.press('Escape');
    await expect(row(page, other)).toBeVisible();

    await page.goto('/app/customer/00000000-0000-4000-8000-000000000000');
    await expect(main(page).getByText('This data does not exist (any more).')).toBeVisible();
  });

  test('users: the admin row cannot be deleted; validation; a taken username; create; edit without a password; approve; delete', async ({ page }) => {
    const fullName = unique('Rina Operator');
    const username = unique('rina').replace(/\s/g, '').toLowerCase();
    await page.goto('/app/user');
    await expect(headerTitle(page)).toHaveText('User');
    await expect(row(page, 'Administrator')).toBeVisible();
    const headers = (await main(page).getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(headers.slice(0, 6)).toEqual(['Name', 'Username', 'NIK', 'Role', 'Updated', 'Status']);
    await page.getByRole('button', { name: 'Actions for Administrator' }).click();
    const hapus = page.getByRole('menuitem', { name: 'Hapus' });
    await expect(hapus).toHaveAttribute('aria-disabled', 'true');
    await expect(hapus).toHaveAttribute('title', 'Cannot delete admin users');
    await page.keyboard.press('Escape');

    await main(page).getByRole('link', { name: 'Add' }).click();
    await expect(main(page).getByRole('combobox', { name: 'Role' })).toHaveValue('user');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Nama siswa harus diisi, minimal 3 karakter')).toBeVisible();
    await expect(main(page).getByText('Password harus diisi')).toBeVisible();

    await main(page).getByLabel(/^Name/).fill(fullName);
    await main(page).getByLabel('NIK').fill('3273012345670001');
    await main(page).getByLabel(/^Username/).fill('ADMIN');
    await main(page).getByLabel(/^Password/).fill('rina-pass-123');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fix the validation errors below')).toBeVisible();
    await expect(main(page).getByText('Username sudah digunakan')).toBeVisible();
    await screenshot(page, 'user-form-server-error');

    await main(page).getByLabel(/^Username/).fill(username);
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User created successfully')).toBeVisible();
    await page.waitForURL(/\/app\/user$/);
    await expect(row(page, fullName).getByRole('cell', { name: 'User', exact: true })).toBeVisible();

    await rowAction(page, fullName, 'Edit');
    await expect(main(page).getByLabel(/^Username/)).toHaveValue(username);
    await main(page).getByLabel('NIK').fill('3273012345670002');
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/users/'));
    await main(page).getByRole('button', { name: 'Save' }).click();
    expect(Object.keys((await put).postDataJSON() as object)).not.toContain('password');
    await expect(toast(page, 'User updated successfully')).toBeVisible();
    await page.waitForURL(/\/app\/user$/);
    await expect(row(page, fullName).getByRole('cell', { name: '3273012345670002' })).toBeVisible();

    await rowAction(page, fullName, 'Setujui');
    await confirm(page, 'Setujui data');
    await expect(row(page, fullName).getByText('Approved')).toBeVisible();
    await rowAction(page, fullName, 'Hapus');
    await confirm(page, 'Hapus data');
    await expect(toast(page, 'User deleted successfully')).toBeVisible();
    await expect(row(page, fullName)).toHaveCount(0);
    await screenshot(page, 'user-list');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('lists and forms fit without sideways scrolling, down to 360 px', async ({ page, baseURL }) => {
      const name = unique('Koperasi Sejahtera');
      await createCustomer(String(baseURL), name, 'KSJ', 'Jl. Dago 45, Bandung');
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/app/customer');
        await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeVisible();
        await noSideScroll(page);
        await page.goto('/app/user');
        await expect(page.getByRole('button', { name: 'Actions for Administrator' })).toBeVisible();
        await noSideScroll(page);
        for (const form of ['/app/customer/create', '/app/user/create']) {
          await page.goto(form);
          await expect(main(page).getByRole('button', { name: 'Save' })).toBeVisible();
          await noSideScroll(page);
        }
      }
      await page.goto('/app/customer');
      await screenshot(page, 'customer-list-mobile');
    });
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('everything is readable, nothing can be written, and no write request leaves the browser', async ({ page, baseURL }) => {
    const name = unique('Toko Makmur');
    await createCustomer(String(baseURL), name, 'TMK', 'Jl. Braga 1');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(customers|users)/.test(request.url())) {
        writes.push(`${request.method()} ${request.url()}`);
      }
    });

    await page.goto('/app/customer');
    await expect(row(page, name)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add' })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    for (const [entry, title] of [
      ['Edit', 'User role cannot edit records'],
      ['Hapus', 'User role cannot delete records'],
    ] as const) {
      const item = page.getByRole('menuitem', { name: entry });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toHaveAttribute('title', title);
    }
    await expect(page.getByRole('menuitem', { name: 'Setujui' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Tolak' })).toHaveAttribute('aria-disabled', 'true');
    await screenshot(page, 'readonly-customer-row-menu');
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer' })).toContainText('Jl. Braga 1');
    await page.getByRole('dialog', { name: 'Customer' }).getByRole('button', { name: 'Close' }).first().click();

    // A form opened by its address is read-only.
    await page.goto('/app/customer/create');
    const save = main(page).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', 'User role cannot edit records');
    await expect(main(page).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
    await main(page).getByRole('textbox', { name: 'Name' }).press('Enter');

    await page.goto('/app/user');
    await expect(row(page, PLAIN_USER.fullName)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Add' })).toHaveCount(0);
    await screenshot(page, 'readonly-user-list');
    expect(writes).toEqual([]);
  });
});
