import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { Subscriber, SubscriberCreated } from 'contracts/types';
import { Field, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import {
  FormDialog,
  SelectField,
  TextField,
  TextareaField,
  useFormikContext,
  yup,
} from 'ui-kit/form';
import {
  saveSubscriber,
  secretsMatching,
  toSubscriberValues,
  useRefreshSubscribers,
  useRouterSecrets,
  useRouters,
  type SubscriberValues,
} from '../api/subscribers';
import { BillingTermsFields, billingTermsShape } from './billing-terms-fields';
import { SecretPasswordDialog, type MadeSecret } from './secret-password-dialog';

export interface SubscriberDialogProps {
  open: boolean;
  /** The subscriber edited; null adds one. */
  subscriber: Subscriber | null;
  onClose(): void;
}

const L = BILLING_LIMITS;
const M = BILLING_FIELD_MESSAGES;
/** How many of a router's secrets the link field lists at once: the search narrows the rest. */
export const SECRET_CHOICES_SHOWN = 50;

// The server checks every field and names it (docs/rules/billing.md#subscribers: the phone's forms
// among them); these catch the empty ones before a round trip.
const subscriberSchema = yup.object({
  name: yup.string().trim().required(M.subscriberName).max(L.subscriberName.max, M.subscriberName),
  phone: yup.string().trim().required('Phone is required'),
  ...billingTermsShape,
  pppUsername: yup.string().when('secretChoice', {
    is: 'link',
    then: (field) => field.required('Choose the PPP secret'),
  }),
});

/** The link field: the router's secrets, narrowed by a search, by name and comment. */
function SecretChoice({ routerId }: { routerId: string }): ReactElement {
  const secrets = useRouterSecrets(routerId);
  const { values } = useFormikContext<SubscriberValues>();
  const [search, setSearch] = useState('');
  const matching = secretsMatching(secrets.data ?? [], search);
  const shown = matching.slice(0, SECRET_CHOICES_SHOWN);
  // The chosen secret stays a choice when a search hides it.
  if (values.pppUsername && !shown.some((secret) => secret.name === values.pppUsername)) {
    const chosen = matching.find((secret) => secret.name === values.pppUsername);
    if (chosen) shown.unshift(chosen);
  }
  let help: string;
  if (!routerId) help = 'Choose the router first.';
  else if (secrets.isLoading) help = 'Reading the router’s PPP secrets…';
  else if (secrets.isError) help = 'The router’s PPP secrets could not be read.';
  else
    help =
      matching.length > shown.length
        ? `${matching.length} secrets match; the first ${SECRET_CHOICES_SHOWN} are listed.`
        : `${matching.length} of ${secrets.data?.length ?? 0} secrets.`;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Find secret</Field.Label>
        <Input
          type="search"
          value={search}
          placeholder="Name or comment"
          onChange={(event) => setSearch(event.currentTarget.value)}
          disabled={!routerId}
        />
      </Field.Root>
      <SelectField
        name="pppUsername"
        label="PPP Secret"
        placeholder="Choose a secret…"
        options={shown.map((secret) => ({
          value: secret.name,
          label: secret.comment ? `${secret.name} — ${secret.comment}` : secret.name,
        }))}
        helperText={help}
      />
    </Stack>
  );
}

/** The fields that depend on each other: the router's secrets, and link or make. */
function SubscriberFields({ isEdit }: { isEdit: boolean }): ReactElement {
  const { values } = useFormikContext<SubscriberValues>();
  const routers = useRouters();
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" placeholder="Budi Santoso" />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        placeholder="0812-3456-7890"
      />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextareaField name="address" label="Address" rows={2} />
      <SelectField
        name="routerId"
        label="Router"
        placeholder="Choose a router…"
        options={routers.rows.map((router) => ({
          value: String(router.id),
          label: router.routerName,
        }))}
        disabled={isEdit}
        helperText={isEdit ? 'A subscriber stays on its router and PPP secret.' : undefined}
      />
      <BillingTermsFields />
      {isEdit ? (
        <TextField name="pppUsername" label="PPP Secret" readOnly />
      ) : (
        <>
          <SelectField
            name="secretChoice"
            label="Secret"
            options={[
              { value: 'link', label: 'Link an existing secret of the router' },
              { value: 'create', label: 'Make a new secret' },
            ]}
          />
          {values.secretChoice === 'link' ? (
            <SecretChoice routerId={values.routerId} />
          ) : (
            <TextField
              name="pppUsername"
              label="New PPP username"
              autoComplete="off"
              helperText="Empty: made from the name. The password is made and shown once."
            />
          )}
        </>
      )}
      <TextareaField name="notes" label="Notes" rows={2} />
    </>
  );
}

/** Add Subscriber / Edit Subscriber (docs/rules/billing.md#subscribers). */
export function SubscriberDialog({
  open,
  subscriber,
  onClose,
}: SubscriberDialogProps): ReactElement {
  const refresh = useRefreshSubscribers();
  const [madeSecret, setMadeSecret] = useState<MadeSecret | null>(null);
  const isEdit = subscriber !== null;
  return (
    <>
      <FormDialog<SubscriberValues>
        open={open}
        title={isEdit ? 'Edit Subscriber' : 'Add Subscriber'}
        initialValues={toSubscriberValues(subscriber)}
        validationSchema={subscriberSchema}
        onSubmit={(values) => saveSubscriber(subscriber?.id ?? null, values)}
        onSaved={(response) => {
          void refresh();
          const created = (response as { result?: SubscriberCreated } | undefined)?.result;
          if (created?.pppPassword) {
            setMadeSecret({ pppUsername: created.pppUsername, pppPassword: created.pppPassword });
          }
        }}
        onClose={onClose}
        successMessage={
          isEdit ? BILLING_MESSAGES.subscriberUpdated : BILLING_MESSAGES.subscriberCreated
        }
        size="lg"
      >
        <SubscriberFields isEdit={isEdit} />
      </FormDialog>
      <SecretPasswordDialog secret={madeSecret} onClose={() => setMadeSecret(null)} />
    </>
  );
}
