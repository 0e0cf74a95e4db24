import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import type { ReactElement } from 'react';
import { NumberField, SelectField, TextField, yup } from 'ui-kit/form';
import { usePlanChoices } from '../api/subscribers';

const L = BILLING_LIMITS;
const M = BILLING_FIELD_MESSAGES;

/**
 * What a subscriber is billed on, checked alike when one is added and when secrets are imported
 * (docs/rules/billing.md#subscribers): the router, the plan and the billing day. The server checks
 * them again and names the field.
 */
export const billingTermsShape = {
  routerId: yup.string().required('Choose the router'),
  planId: yup.string().required('Choose the plan'),
  billingDay: yup
    .number()
    .typeError(M.billingDay)
    .required(M.billingDay)
    .integer(M.billingDay)
    .min(L.billingDay.min, M.billingDay)
    .max(L.billingDay.max, M.billingDay),
};

/** The plan, the billing day and the billing start: the same fields in both dialogs. */
export function BillingTermsFields(): ReactElement {
  const plans = usePlanChoices();
  return (
    <>
      <SelectField
        name="planId"
        label="Plan"
        placeholder="Choose a plan…"
        options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
      />
      <NumberField
        name="billingDay"
        label="Billing day"
        min={L.billingDay.min}
        max={L.billingDay.max}
        helperText="The day of the month each invoice is due (1–28)."
      />
      <TextField
        name="billingStart"
        label="Billing start"
        placeholder="YYYY-MM-DD"
        helperText="No invoice for a period due before this day; empty is today."
      />
    </>
  );
}
