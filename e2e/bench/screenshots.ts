// Screenshots of the public pages and the console's first page, desktop (1440×900) and phone (390 px),
// for people to compare before and after a change (not compared by a test).
//
//   pnpm build && pnpm --filter e2e exec tsx bench/screenshots.ts <label>
//
// Writes docs/screenshots/perf/<label>-<page>-<desktop|phone>.png.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../chromium';
import { startServer, PASSWORD } from './server';

const ROOT = path.resolve(__dirname, '..', '..');

async function main() {
  const label = process.argv[2] ?? 'now';
  const out = path.join(ROOT, 'docs/screenshots/perf');
  mkdirSync(out, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [device, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `${label}-landing-${device}.png`), fullPage: true });
      await page.goto('/login');
      await page.getByLabel('Username', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `${label}-login-${device}.png`) });
      await page.getByLabel('Username', { exact: true }).fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/app$/);
      await page.getByRole('banner').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `${label}-app-${device}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
