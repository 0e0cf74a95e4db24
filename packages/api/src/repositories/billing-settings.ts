// The billing settings' one row (docs/rules/billing.md#settings), made by migration 0018.
import type { Executor } from '../db/client';
import { billingSettings, type BillingSettingsRow } from '../db/schema';

/**
 * The additional data the WhatsApp token is sealed with (a ciphertext copied to another column
 * fails to open): billing seals it, the notify job opens it.
 */
export const WA_TOKEN_CONTEXT = 'billing_settings:wa_token';

export async function readBillingSettings(db: Executor): Promise<BillingSettingsRow> {
  const [row] = await db.select().from(billingSettings).limit(1);
  if (!row) throw new Error('billing_settings has no row: migration 0018 makes it');
  return row;
}

/** The row locked until the transaction ends (two concurrent saves apply one after the other). */
export async function lockBillingSettings(db: Executor): Promise<BillingSettingsRow> {
  const [row] = await db.select().from(billingSettings).limit(1).for('update');
  if (!row) throw new Error('billing_settings has no row: migration 0018 makes it');
  return row;
}

export async function updateBillingSettings(
  db: Executor,
  values: Partial<Omit<BillingSettingsRow, 'id'>>,
): Promise<BillingSettingsRow> {
  const [row] = await db.update(billingSettings).set(values).returning();
  if (!row) throw new Error('billing_settings has no row: migration 0018 makes it');
  return row;
}
