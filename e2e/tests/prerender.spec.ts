// Issue 8: `/` and `/login` arrive prerendered (the landing build's markup in the server's HTML), so
// they paint before any script; the shell keeps that markup until the landing remote's page replaces
// it, without a flash or a layout shift, and what a visitor typed meanwhile is kept.
import type { Page } from '@playwright/test';
import { ADMIN, expect, screenshot, test } from '../fixtures';

test.use({ role: 'anonymous' });

test('without scripts, / and /login already show the page: hero, links, the login form', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Get Started', exact: true }).first(),
    ).toHaveAttribute('href', '/login');
    await expect(page).toHaveTitle(/Smart WiFi Management System/);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Pokayoke Admin' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle('Login · Pokayoke Admin');
    // A submit before the scripts posts the form: the password never lands in the address.
    // It cannot submit before the scripts (a plain button, two fields: Enter submits nothing either);
    // with the scripts, the shell makes the submit asked for on the real form.
    await expect(page.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'button');
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
  } finally {
    await context.close();
  }
});

/** Before any page script: layout shifts, LCP entries and when the prerendered markup was removed. */
const VITALS_INIT = () => {
  const vitals = { cls: 0, lcp: [] as number[], handover: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = new MutationObserver(() => {
    if (vitals.handover || document.getElementById('prerendered')) return;
    if (document.getElementById('root')?.childElementCount) vitals.handover = performance.now();
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
};

for (const { path, ready } of [
  { path: '/', ready: (page: Page) => page.getByRole('link', { name: 'Learn More' }) },
  { path: '/login', ready: (page: Page) => page.getByLabel('Username', { exact: true }) },
  { path: '/akun', ready: (page: Page) => page.getByLabel('Nomor HP (WhatsApp)') },
]) {
  test(`${path}: the prerendered page is the largest paint, the remote's page replaces it without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(VITALS_INIT);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // Handed over: the server's copy is gone, one page remains.
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForTimeout(300);
    const vitals = await page.evaluate(
      () =>
        (window as unknown as { __vitals: { cls: number; lcp: number[]; handover: number } })
          .__vitals,
    );
    expect(vitals.cls).toBeLessThanOrEqual(0.05);
    expect(vitals.handover).toBeGreaterThan(0);
    // Every largest-paint candidate came before the swap: the prerendered page is the LCP, and the
    // remote's identical page did not count as a new, later one.
    expect(vitals.lcp.length).toBeGreaterThan(0);
    expect(Math.max(...vitals.lcp)).toBeLessThan(vitals.handover);
    expect(errors).toEqual([]);
  });
}

test('what a visitor types before the scripts have loaded is kept, and signs in', async ({
  page,
}) => {
  // Hold the shell's entry script until the visitor has typed into the prerendered form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not domcontentloaded: that waits for the held (deferred) script.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered')).toHaveCount(1);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).focus();
  release();

  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(ADMIN.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ADMIN.password);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await screenshot(page, 'login-after-prerender-handover');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
