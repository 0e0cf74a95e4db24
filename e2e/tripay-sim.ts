// The Tripay simulator for the payment specs, on the address e2e/server.mjs gives the API as
// TRIPAY_BASE_URL (the e2e port + 1). A spec starts it in beforeAll and closes it in afterAll; the
// merchant is the one a spec's router is configured with.
import type { Page } from '@playwright/test';
import { startTripaySimulator, type SimMerchant, type TripaySimulator } from 'tripay/sim';

export const E2E_TRIPAY_MERCHANT: SimMerchant = {
  merchantCode: 'T-E2E-01',
  apiKey: 'DEV-e2e-api-key',
  privateKey: 'e2e-private-key',
};

export function e2eTripayPort(): number {
  return Number(process.env.E2E_PORT ?? '4180') + 1;
}

export async function startE2eTripay(
  merchant: SimMerchant = E2E_TRIPAY_MERCHANT,
): Promise<TripaySimulator> {
  return startTripaySimulator({ ...merchant, port: e2eTripayPort(), host: '127.0.0.1' });
}

/**
 * On the simulator's checkout page a pay page sent the browser to: pays, and follows its return
 * link back to our /pay/{ref} page.
 */
export async function payOnTripayCheckout(page: Page): Promise<void> {
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByTestId('return-link').click();
  await page.waitForURL(/\/pay\/[^/?]+\?t=/);
}
