import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: CHROMIUM_LAUNCH },
    },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
