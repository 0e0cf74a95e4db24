import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_MESSAGES } from 'contracts/messages';
import type { Plan } from 'contracts/types';
import type { ReactElement } from 'react';
import { FormDialog, RupiahField, SelectField, TextField, TextareaField, yup } from 'ui-kit/form';
import {
  savePlan,
  toPlanValues,
  useRefreshPlans,
  useRouterPppProfiles,
  type PlanValues,
} from '../api/plans';

export interface PlanDialogProps {
  open: boolean;
  /** The plan edited; null adds one. */
  plan: Plan | null;
  onClose(): void;
}

const L = BILLING_LIMITS;

// The server checks every field (docs/rules/billing.md#plans) and names it; these catch the empty
// ones before a round trip.
const planSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(L.planName.max),
  price: yup
    .number()
    .typeError('Price is required')
    .required('Price is required')
    .min(L.price.min, 'Price must be more than 0'),
  pppProfile: yup.string().required('Choose the PPP profile'),
  description: yup.string().max(L.description.max),
});

/** The profile field's helper: where the names come from, and which routers did not answer. */
function profileHelp(failedRouters: readonly string[], isLoading: boolean): string {
  if (isLoading) return 'Reading the routers’ PPP profiles…';
  const base = 'A paying subscriber’s PPP secret gets this profile on its router.';
  return failedRouters.length > 0 ? `${base} Not read from: ${failedRouters.join(', ')}.` : base;
}

/** Add Plan / Edit Plan (docs/rules/billing.md#plans): name, price in Rp, PPP profile, description. */
export function PlanDialog({ open, plan, onClose }: PlanDialogProps): ReactElement {
  const refresh = useRefreshPlans();
  const profiles = useRouterPppProfiles(open);
  const isEdit = plan !== null;
  const options = profiles.choices.map((choice) => ({
    value: choice.name,
    label: `${choice.name} (${choice.routers.join(', ')})`,
  }));
  // A plan's profile that no router answers with today stays choosable: editing the price must
  // not force a new profile.
  if (plan && !profiles.choices.some((choice) => choice.name === plan.pppProfile)) {
    options.unshift({
      value: plan.pppProfile,
      label: `${plan.pppProfile} (not on any router read)`,
    });
  }
  return (
    <FormDialog<PlanValues>
      open={open}
      title={isEdit ? 'Edit Plan' : 'Add Plan'}
      initialValues={toPlanValues(plan)}
      validationSchema={planSchema}
      onSubmit={(values) => savePlan(plan?.id ?? null, values)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? BILLING_MESSAGES.planUpdated : BILLING_MESSAGES.planCreated}
    >
      <TextField name="name" label="Name" autoComplete="off" placeholder="Paket 10 Mbps" />
      <RupiahField name="price" label="Price" placeholder="150.000" max={L.price.max} />
      <SelectField
        name="pppProfile"
        label="PPP Profile"
        placeholder="Choose a profile…"
        options={options}
        helperText={profileHelp(profiles.failedRouters, profiles.isLoading)}
      />
      <TextareaField name="description" label="Description" />
    </FormDialog>
  );
}
