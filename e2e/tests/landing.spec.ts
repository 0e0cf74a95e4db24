// The public side: landing page, login and the splash (landing remote through the real shell and API).
import { ADMIN, expect, screenshot, signInThroughUi, test, waitForStoredSession } from '../fixtures';

test.use({ role: 'anonymous' });

const MARKETING = ['Get Started', 'Start Free Trial', 'Learn More', 'Sign Up Now'];

test('a visitor sees the public landing page with every marketing button leading to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const feature of ['Secure Access Control', 'High Performance', 'User Management']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  for (const name of MARKETING) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', '/login');
  }
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await screenshot(page, 'landing-desktop');

  await page.getByRole('link', { name: 'Sign Up Now', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the landing page fits a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'landing-mobile');
});

test('login validates on submit, then on change', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByPlaceholder('Enter your username')).toBeVisible();
  await expect(page.getByPlaceholder('Enter your password')).toHaveAttribute('type', 'password');
  // Nothing is validated before the first submit.
  await page.getByLabel('Username', { exact: true }).fill('a');
  await page.getByLabel('Username', { exact: true }).fill('');
  await expect(page.getByText('Username harus diisi')).toHaveCount(0);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username harus diisi')).toBeVisible();
  await expect(page.getByText('Password harus diisi')).toBeVisible();
  await screenshot(page, 'login-validation');

  // After the first submit, errors follow the typing.
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await expect(page.getByText('Username harus diisi')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('ab');
  await expect(page.getByText('Password harus diisi')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('Password harus diisi')).toHaveCount(0);
});

test('a wrong password shows "Logging in..." while pending, then the server message', async ({ page }) => {
  await page.goto('/login');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  const pending = page.getByRole('button', { name: 'Logging in...' });
  await expect(pending).toBeDisabled();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in goes to /app; a signed-in visitor at / sees the splash, then /app after 2 s', async ({ page }) => {
  await signInThroughUi(page, ADMIN);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await waitForStoredSession(page);

  const started = Date.now();
  await page.goto('/');
  await expect(page.getByText('Checking your session...')).toBeVisible();
  await page.waitForURL(/\/app$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

  // A signed-in visitor at /login goes straight to the console.
  await page.goto('/login');
  await page.waitForURL(/\/app$/);
});

test('the console is closed to visitors: /app sends them to /login', async ({ page }) => {
  await page.goto('/app/customer');
  await page.waitForURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('signing in and reloading or leaving at once keeps the session, every time', async ({
  browser,
  baseURL,
}) => {
  // Each try a fresh browser profile: the first thing after landing on /app is a reload or another
  // URL, with no wait for anything (the form only moves on once the session is stored).
  const moves = ['reload', 'goto', 'reload', 'goto', 'reload', 'goto'] as const;
  for (const [index, move] of moves.entries()) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/app$/, { waitUntil: 'commit' });
    if (move === 'reload') await page.reload({ waitUntil: 'commit' });
    else await page.goto('/app/customer', { waitUntil: 'commit' });
    const target = move === 'reload' ? 'Dashboard' : 'Customer';
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 }), `try ${index + 1}: ${move}`).toHaveText(
      target,
    );
    expect(page.url(), `try ${index + 1}: ${move}`).not.toMatch(/\/login$/);
    // And once more, a while later: still signed in.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(target);
    await context.close();
  }
});
