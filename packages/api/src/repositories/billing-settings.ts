// The billing settings' one row (docs/rules/billing.md#settings), made by migration 0018.
import { and, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * Development only: the gateway and sender a fresh database starts with, written only while the
 * settings have neither (an admin's choice is never overwritten). Resolves true when written.
 */
export async function seedNotifySettings(
  db: Executor,
  values: { waBaseUrl: string; waTokenEnc: string | null; emailFrom: string },
): Promise<boolean> {
  const rows = await db
    .update(billingSettings)
    .set({ ...values, updatedBy: 'system', updatedAt: sql`now()` as unknown as Date })
    .where(
      and(
        eq(billingSettings.waBaseUrl, ''),
        isNull(billingSettings.waTokenEnc),
        eq(billingSettings.emailFrom, ''),
      ),
    )
    .returning({ id: billingSettings.id });
  return rows.length > 0;
}
