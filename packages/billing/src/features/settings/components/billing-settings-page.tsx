import { BILLING_LIMITS, CLOCK_TIME_PATTERN } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormPage, NumberField, SwitchField, TextField, useFormikContext, yup } from 'ui-kit/form';
import { usePageTitle } from 'ui-kit/layout';
import { useCanWrite } from 'ui-kit/common';
import {
  parseReminderDays,
  toSettingsValues,
  useBillingSettings,
  useSaveBillingSettings,
  type BillingSettingsValues,
} from '../api/billing-settings';
import { ChannelsSection } from './channels-section';
import { RouterIsolateProfiles } from './router-isolate-profiles';

const L = BILLING_LIMITS;
const M = BILLING_FIELD_MESSAGES;
const clockTime = new RegExp(CLOCK_TIME_PATTERN);

// The server's rules and messages (docs/rules/billing.md#settings), checked here before the round trip.
const settingsSchema = yup.object({
  invoiceLeadDays: yup
    .number()
    .typeError(M.invoiceLeadDays)
    .required(M.invoiceLeadDays)
    .integer(M.invoiceLeadDays)
    .min(L.invoiceLeadDays.min, M.invoiceLeadDays)
    .max(L.invoiceLeadDays.max, M.invoiceLeadDays),
  graceDays: yup
    .number()
    .typeError(M.graceDays)
    .required(M.graceDays)
    .integer(M.graceDays)
    .min(L.graceDays.min, M.graceDays)
    .max(L.graceDays.max, M.graceDays),
  reminderDays: yup.string().test('reminder-days', M.reminderDays, (text) => {
    const days = parseReminderDays(text ?? '');
    return (
      days.length <= L.reminderDays.maxItems &&
      days.every(
        (day) => typeof day === 'number' && day >= L.reminderDays.min && day <= L.reminderDays.max,
      )
    );
  }),
  quietHoursOn: yup.boolean(),
  quietHours: yup.object().when('quietHoursOn', {
    is: true,
    then: () =>
      yup.object({
        from: yup.string().trim().matches(clockTime, M.quietHours),
        to: yup.string().trim().matches(clockTime, M.quietHours),
      }),
  }),
});

function QuietHoursFields({ readOnly }: { readOnly: boolean }): ReactElement {
  const { values } = useFormikContext<BillingSettingsValues>();
  return (
    <>
      <SwitchField
        name="quietHoursOn"
        label="Quiet hours"
        helperText="No reminder is sent between these times (WIB)."
        readOnly={readOnly}
      />
      {values.quietHoursOn ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            name="quietHours.from"
            label="Quiet from"
            placeholder="21:00"
            inputMode="numeric"
            maxLength={5}
            readOnly={readOnly}
          />
          <TextField
            name="quietHours.to"
            label="Quiet until"
            placeholder="07:00"
            inputMode="numeric"
            maxLength={5}
            readOnly={readOnly}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}

/**
 * `/app/billing/settings` (docs/rules/billing.md#settings): when invoices are issued, the grace days
 * before isolation, reminder days and quiet hours. Plain users read it; Save is disabled for them
 * with the lists' title, and the fields are read-only. The messaging fields (WhatsApp gateway,
 * sender email) are the Channels section's, its own form below (channels-section.tsx), and are not
 * sent from here. Below them, each router's isolate profile, saved on its own.
 */
export function BillingSettingsPage(): ReactElement {
  usePageTitle('Billing settings');
  const settings = useBillingSettings();
  const save = useSaveBillingSettings();
  const readOnly = !useCanWrite();
  return (
    <Stack gap="0">
      <FormPage<BillingSettingsValues>
        title="Billing settings"
        description="The billing job issues each month's invoice, reminds and isolates by these days (WIB)."
        initialValues={toSettingsValues(settings.data)}
        validationSchema={settingsSchema}
        isLoading={settings.isLoading}
        loadError={settings.error}
        onRetry={() => void settings.refetch()}
        onSubmit={save}
        onSaved={() => undefined}
        backTo="/app/billing"
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField
            name="invoiceLeadDays"
            label="Invoice lead days"
            helperText="Days before the due date an invoice is issued."
            min={L.invoiceLeadDays.min}
            max={L.invoiceLeadDays.max}
            readOnly={readOnly}
          />
          <NumberField
            name="graceDays"
            label="Grace days"
            helperText="Days after the due date before an unpaid subscriber is isolated."
            min={L.graceDays.min}
            max={L.graceDays.max}
            readOnly={readOnly}
          />
        </SimpleGrid>
        <TextField
          name="reminderDays"
          label="Reminder days"
          placeholder="3, 1"
          helperText="Days before the due date a reminder is sent, up to 5, separated by commas."
          readOnly={readOnly}
        />
        <QuietHoursFields readOnly={readOnly} />
      </FormPage>
      {settings.data ? <ChannelsSection settings={settings.data} /> : null}
      <RouterIsolateProfiles />
    </Stack>
  );
}
