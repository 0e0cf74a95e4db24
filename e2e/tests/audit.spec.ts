// The audit trail (docs/rules/audit.md): an admin finds the change they just made,
// field by field; a plain user has no Audit entry and no audit screen.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAsAdmin, expect, headerTitle, test } from '../fixtures';
import { shootBothSizes } from '../shots';

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'audit');
const main = (page: Page) => page.getByRole('main');

test.describe('as an admin', () => {
  test('finds the change just made and reads it field by field', async ({
    page,
    baseURL,
  }, testInfo) => {
    const name = `Audit Budi ${Date.now().toString(36)}`;
    const { body } = await apiAsAdmin<{ result: { id: string } }>(
      baseURL as string,
      'POST',
      '/customers',
      {
        name,
        alias: 'AUD',
        address: 'Jl. Lama 1',
      },
    );
    await apiAsAdmin(baseURL as string, 'PUT', `/customers/${body.result.id}`, {
      address: 'Jl. Baru 2',
    });

    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Audit' })
      .click();
    await expect(headerTitle(page)).toHaveText('Audit');
    await main(page).getByRole('combobox', { name: 'Resource' }).selectOption('customer');
    await expect(page).toHaveURL(/resource=customer/);
    const summary = `Changed customer "${name}"`;
    await expect(main(page).getByRole('cell', { name: summary, exact: true })).toBeVisible();
    // The filtered list has replaced the whole trail (sign-ins are sessions, not customers).
    await expect(
      main(page).getByRole('cell', { name: 'admin signed in', exact: true }),
    ).toHaveCount(0);
    await shootBothSizes(page, testInfo, SHOTS, 'audit-list');

    await page.getByRole('button', { name: `Actions for ${summary}` }).click();
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audit entry' });
    await expect(dialog.locator('del')).toHaveText('Before: Jl. Lama 1');
    await expect(dialog.locator('ins')).toHaveText('After: Jl. Baru 2');
    await shootBothSizes(page, testInfo, SHOTS, 'audit-entry');
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('sees no Audit entry', async ({ page }) => {
    await page.goto('/app');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);
  });

  test('opening /app/audit by its address shows one no-access state, not a failing list', async ({
    page,
  }, testInfo) => {
    const audit: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/audit')) audit.push(request.url());
    });
    await page.goto('/app/audit');
    await expect(headerTitle(page)).toHaveText('Audit');
    await expect(main(page).getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(main(page)).toContainText(
      'Audit is for admins only. Your role (User) cannot open it.',
    );
    // No list, filters, Export or Retry under it, and no call the API would refuse.
    await expect(main(page).getByRole('button', { name: /retry|export/i })).toHaveCount(0);
    await expect(main(page).getByRole('table')).toHaveCount(0);
    await expect(main(page).getByText('Forbidden: admin role required')).toHaveCount(0);
    expect(audit).toEqual([]);
    await shootBothSizes(page, testInfo, SHOTS, 'audit-no-access');
    await main(page).getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});
