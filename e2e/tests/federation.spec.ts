// Remote loading that never hangs, and redeploys: a remote whose files never answer shows its area's
// error with Retry after the loader's 10 s timeout; a remote redeployed alone (new manifest, entry and
// hashed chunk, the shell's files untouched) is picked up on the next page load, while a tab opened
// before the redeploy still loads the previous build's chunks (kept by the build, see
// config/keep-previous-build.cjs).
import type { Page, Route } from '@playwright/test';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, headerTitle, test } from '../fixtures';

/** Holds a request open for as long as the test runs: a server that accepted it and never answers. */
function hang(held: Route[]) {
  return (route: Route) => {
    held.push(route);
  };
}

async function expectDeliveryErrorThenRetry(page: Page, pattern: string | RegExp, held: Route[]) {
  const alert = page.getByRole('main').getByRole('alert');
  // The loader times the whole load out after 10 s; allow a little over that.
  await expect(
    alert.getByRole('heading', { name: 'The Delivery module could not be loaded' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('did not arrive within 10 s');
  await page.unroute(pattern);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Import', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
}

test('a remote whose remoteEntry.js never answers shows the error with Retry after the timeout', async ({
  page,
}) => {
  const held: Route[] = [];
  const pattern = '**/remotes/delivery/remoteEntry.js';
  await page.route(pattern, hang(held));
  await page.goto('/app/delivery');
  await expect(headerTitle(page)).toHaveText('Delivery');
  await expectDeliveryErrorThenRetry(page, pattern, held);
});

test('a remote whose exposed chunk never answers shows the error with Retry after the timeout', async ({
  page,
}) => {
  const held: Route[] = [];
  // Every delivery script but its entry: the exposed module's chunks.
  const pattern = /\/remotes\/delivery\/(?!remoteEntry\.js).+\.js$/;
  await page.route(pattern, hang(held));
  await page.goto('/app/delivery');
  await expectDeliveryErrorThenRetry(page, pattern, held);
});

test.describe('a remote redeployed alone', () => {
  test.use({ role: 'anonymous' });

  const dist = path.resolve(__dirname, '../../packages/landing/dist');
  const changed = ['mf-manifest.json', 'remoteEntry.js'];
  const backupDir = path.join(dist, '.e2e-backup');
  let newChunk = '';

  test.afterEach(() => {
    // Put the build back as it was.
    if (newChunk) rmSync(path.join(dist, newChunk), { force: true });
    if (!existsSync(backupDir)) return;
    for (const file of readdirSync(backupDir)) copyFileSync(path.join(backupDir, file), path.join(dist, file));
    rmSync(backupDir, { recursive: true, force: true });
  });

  test('is picked up on the next load without a shell rebuild; a tab opened before still works', async ({
    page,
  }) => {
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/main.')) shellScripts.push(url.pathname);
    });
    // A tab opened before the redeploy, on /login: it has the landing remote's entry, not yet the
    // chunk of its landing page.
    await page.goto('/login');
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
    // The prerendered /login shows before any script: wait until the remote's page has replaced it.
    await expect(page.locator('#prerendered')).toHaveCount(0);

    // The redeploy: what a rebuild of the landing remote writes when its landing page changed: a
    // new hashed chunk, and a new entry and manifest naming it. The previous chunk stays.
    const manifest = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
    const current = /__federation_expose_Landing\.([0-9a-f]{8})\.js/.exec(manifest);
    expect(current, 'the manifest names the landing chunk').not.toBeNull();
    const [oldChunk, oldHash] = current as unknown as [string, string];
    const newHash = oldHash === 'e2e0e2e0' ? 'e2e1e2e1' : 'e2e0e2e0';
    newChunk = oldChunk.replace(oldHash, newHash);
    rmSync(backupDir, { recursive: true, force: true });
    mkdirSync(backupDir);
    for (const file of readdirSync(dist).filter((f) => changed.some((c) => f.startsWith(c))))
      copyFileSync(path.join(dist, file), path.join(backupDir, file));
    writeFileSync(
      path.join(dist, newChunk),
      `${readFileSync(path.join(dist, oldChunk), 'utf8')}\n;window.__landingRedeployed=true;`,
    );
    for (const file of changed) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      writeFileSync(path.join(dist, file), text.split(oldHash).join(newHash));
      // The server prefers the pre-compressed copies: they are rewritten by a real build too.
      rmSync(path.join(dist, `${file}.gz`), { force: true });
      rmSync(path.join(dist, `${file}.br`), { force: true });
    }

    // The old tab goes on to the landing page: its entry asks for the previous chunk, still there.
    const oldChunkRequest = page.waitForResponse((response) => response.url().endsWith(oldChunk));
    await page.getByRole('link', { name: 'Back to home' }).click();
    expect((await oldChunkRequest).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' })).toBeVisible();

    // A new load gets the new build of the remote, with the same shell files.
    const newChunkRequest = page.waitForResponse((response) => response.url().endsWith(newChunk));
    await page.reload();
    expect((await newChunkRequest).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Smart WiFi Management System' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __landingRedeployed?: boolean }).__landingRedeployed)).toBe(true);
    expect(new Set(shellScripts).size).toBe(1);
  });
});
