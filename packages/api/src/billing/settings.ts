// The billing settings (docs/rules/billing.md#settings): one row, read by anyone signed in and
// changed by an admin. The WhatsApp token is sealed like a router's secrets and never answered:
// reads say only whether one is stored.
import type { BillingSettings, UpdateBillingSettingsInput } from 'contracts/schemas';
import type { BillingSettingsRow } from '../db/schema';
import { changedFields } from '../lib/audit-log';
import { updatedAudit } from '../lib/audit';
import {
  lockBillingSettings,
  readBillingSettings,
  updateBillingSettings,
  WA_TOKEN_CONTEXT,
} from '../repositories/billing-settings';
import type { BillingCaller, BillingDeps } from './context';

export function toBillingSettings(row: BillingSettingsRow): BillingSettings {
  return {
    invoiceLeadDays: row.invoiceLeadDays,
    graceDays: row.graceDays,
    reminderDays: row.reminderDays,
    quietHours: row.quietHours ?? null,
    waBaseUrl: row.waBaseUrl,
    waTokenSet: row.waTokenEnc !== null,
    emailFrom: row.emailFrom,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy,
  };
}

export async function billingSettings(deps: BillingDeps): Promise<BillingSettings> {
  return toBillingSettings(await readBillingSettings(deps.db.orm));
}

/** The WhatsApp token in plain text, for the sender (null when none is stored). */
export function whatsAppToken(deps: BillingDeps, row: BillingSettingsRow): string | null {
  return row.waTokenEnc === null
    ? null
    : deps.routerAccess.box.open(row.waTokenEnc, WA_TOKEN_CONTEXT);
}

export async function changeBillingSettings(
  deps: BillingDeps,
  caller: BillingCaller,
  body: UpdateBillingSettingsInput,
): Promise<BillingSettings> {
  // Sealing is CPU work: done before the transaction.
  const waTokenEnc =
    body.waToken === undefined
      ? undefined
      : body.waToken === ''
        ? null
        : deps.routerAccess.box.seal(body.waToken, WA_TOKEN_CONTEXT);
  return deps.db.transaction(async (tx) => {
    const before = toBillingSettings(await lockBillingSettings(tx));
    const row = await updateBillingSettings(tx, {
      ...(body.invoiceLeadDays !== undefined ? { invoiceLeadDays: body.invoiceLeadDays } : {}),
      ...(body.graceDays !== undefined ? { graceDays: body.graceDays } : {}),
      // One reminder per day, the earliest first.
      ...(body.reminderDays !== undefined
        ? { reminderDays: [...new Set(body.reminderDays)].sort((a, b) => b - a) }
        : {}),
      ...(body.quietHours !== undefined ? { quietHours: body.quietHours } : {}),
      ...(body.waBaseUrl !== undefined ? { waBaseUrl: body.waBaseUrl } : {}),
      ...(waTokenEnc !== undefined ? { waTokenEnc } : {}),
      ...(body.emailFrom !== undefined ? { emailFrom: body.emailFrom } : {}),
      ...updatedAudit(caller, deps.clock()),
    });
    const after = toBillingSettings(row);
    await caller.audit(tx, {
      action: 'update',
      resource: 'billing_settings',
      resourceId: null,
      summary: 'Changed the billing settings',
      ...changedFields(before, after),
    });
    return after;
  });
}
