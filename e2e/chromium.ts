// How the suite and the bench launch a browser: Debian's Chromium, never a downloaded one (no internet
// here; `playwright install` is not used), without the background traffic that would skew timings.
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
