import { BILLING_SETTINGS_PATH, BILLING_SETTINGS_TEST_PATH } from 'contracts/paths';
import type {
  BillingSettings,
  MessageChannel,
  SettingsTestInput,
  SettingsTestResult,
  UpdateBillingSettingsInput,
} from 'contracts/types';
import { useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { successEnvelope, type SaveResponse } from 'ui-kit/envelope';

/** The channels form's values: `waToken` is a replacement typed by the admin, never the saved one. */
export interface ChannelValues {
  waBaseUrl: string;
  waToken: string;
  emailFrom: string;
}

/** The saved token is never read back (docs/rules/billing.md#settings): the field starts empty. */
export function toChannelValues(settings: BillingSettings | undefined): ChannelValues {
  return {
    waBaseUrl: settings?.waBaseUrl ?? '',
    waToken: '',
    emailFrom: settings?.emailFrom ?? '',
  };
}

/**
 * The channels' part of `PUT /billing/settings`: the days and quiet hours are left out (they keep
 * their values), and so is the token unless a new one was typed.
 */
export function channelsBody(values: ChannelValues): UpdateBillingSettingsInput {
  const token = values.waToken.trim();
  return {
    waBaseUrl: values.waBaseUrl.trim(),
    emailFrom: values.emailFrom.trim(),
    ...(token ? { waToken: token } : {}),
  };
}

/** `PUT /billing/settings` with a part of the settings (admins); the cached settings read again. */
export function useSaveSettingsPart(): (
  body: UpdateBillingSettingsInput,
) => Promise<SaveResponse<BillingSettings>> {
  const queryClient = useQueryClient();
  return async (body) => {
    const response = await http.put<unknown>(BILLING_SETTINGS_PATH, body);
    const saved = successEnvelope.readSave<BillingSettings>(response.data);
    await queryClient.invalidateQueries({ queryKey: [BILLING_SETTINGS_PATH] });
    return saved;
  };
}

/** `POST /billing/settings/test` (admins): one message now, and what the gateway answered. */
export async function sendTestMessage(input: SettingsTestInput): Promise<SettingsTestResult> {
  const response = await http.post<unknown>(BILLING_SETTINGS_TEST_PATH, input);
  return successEnvelope.readRecord<SettingsTestResult>(response.data);
}

export const CHANNEL_TARGET_LABELS: Record<MessageChannel, string> = {
  whatsapp: 'WhatsApp number',
  email: 'Email address',
};
