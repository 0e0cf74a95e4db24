// Screens for people to look at (docs/screenshots/<area>/<name>-desktop.png and -390.png), each
// size also checked with axe: a critical or serious finding fails the test.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeFindings, failing, scan, type AxeFinding } from './axe';
import { expect } from './fixtures';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function shootBothSizes(
  page: Page,
  testInfo: TestInfo,
  dir: string,
  name: string,
  options: {
    fullPage?: boolean;
    /** What must be in view at each size (a resize moves the scroll position). */
    show?: Locator;
    /** false: a page that is not ours (a simulator's), saved without an axe verdict. */
    axe?: boolean;
  } = {},
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const findings: AxeFinding[] = [];
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await options.show?.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(dir, `${name}-${size}.png`),
      animations: 'disabled',
      fullPage: options.fullPage,
    });
    if (options.axe !== false) findings.push(...(await scan(page, testInfo, `${size} ${name}`)));
  }
  await page.setViewportSize(DESKTOP);
  expect(failing(findings), describeFindings(findings)).toEqual([]);
}
