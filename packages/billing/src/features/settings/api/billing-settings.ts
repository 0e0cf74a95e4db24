import { BILLING_SETTINGS_PATH } from 'contracts/paths';
import { BILLING_LIMITS } from 'contracts/limits';
import type { BillingSettings, UpdateBillingSettingsInput } from 'contracts/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope, type SaveResponse } from 'ui-kit/envelope';

export { BILLING_SETTINGS_PATH };

/** The settings form's values: reminder days as typed ('3, 1'), quiet hours with their switch. */
export interface BillingSettingsValues {
  invoiceLeadDays: number | '';
  graceDays: number | '';
  reminderDays: string;
  quietHoursOn: boolean;
  quietHours: { from: string; to: string };
}

const L = BILLING_LIMITS;
/** What the quiet-hours fields show when quiet hours are off and the user switches them on. */
const DEFAULT_QUIET_HOURS = { from: '21:00', to: '07:00' };

export function toSettingsValues(settings: BillingSettings | undefined): BillingSettingsValues {
  return {
    invoiceLeadDays: settings?.invoiceLeadDays ?? L.invoiceLeadDays.default,
    graceDays: settings?.graceDays ?? L.graceDays.default,
    reminderDays: (settings?.reminderDays ?? L.reminderDays.default).join(', '),
    quietHoursOn: settings ? settings.quietHours !== null : true,
    quietHours: settings?.quietHours ?? DEFAULT_QUIET_HOURS,
  };
}

/**
 * '3, 1' → [3, 1]. Anything that is not a whole number is sent as typed (NaN is not JSON, so as
 * the text itself) for the server to refuse with its message on the field.
 */
export function parseReminderDays(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The body of `PUT /billing/settings`: the fields this screen edits. The messaging fields (WhatsApp
 * gateway, sender email) are left out, so they keep their values (docs/rules/billing.md#settings).
 */
export function settingsBody(values: BillingSettingsValues): UpdateBillingSettingsInput {
  return {
    invoiceLeadDays: values.invoiceLeadDays === '' ? Number.NaN : values.invoiceLeadDays,
    graceDays: values.graceDays === '' ? Number.NaN : values.graceDays,
    reminderDays: parseReminderDays(values.reminderDays) as number[],
    quietHours: values.quietHoursOn
      ? { from: values.quietHours.from.trim(), to: values.quietHours.to.trim() }
      : null,
  };
}

/** `GET /billing/settings`: read by every signed-in user. */
export function useBillingSettings() {
  return useQuery({
    queryKey: [BILLING_SETTINGS_PATH],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(BILLING_SETTINGS_PATH, { signal });
      return successEnvelope.readRecord<BillingSettings>(response.data);
    },
  });
}

/** `PUT /billing/settings` (admins); the answer replaces the cached settings. */
export function useSaveBillingSettings(): (
  values: BillingSettingsValues,
) => Promise<SaveResponse<BillingSettings>> {
  const queryClient = useQueryClient();
  return async (values) => {
    const response = await http.put<unknown>(BILLING_SETTINGS_PATH, settingsBody(values));
    const saved = successEnvelope.readSave<BillingSettings>(response.data);
    await queryClient.invalidateQueries({ queryKey: [BILLING_SETTINGS_PATH] });
    return saved;
  };
}
