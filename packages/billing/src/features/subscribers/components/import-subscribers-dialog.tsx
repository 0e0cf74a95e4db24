import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  List,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { FormDialog, SelectField, readServerErrors, useFormikContext, yup } from 'ui-kit/form';
import {
  importSubscribers,
  secretsMatching,
  useRefreshSubscribers,
  useRouterSecrets,
  useRouterSubscriberNames,
  useRouters,
  type ImportValues,
} from '../api/subscribers';
import { BillingTermsFields, billingTermsShape } from './billing-terms-fields';

const L = BILLING_LIMITS;
const M = BILLING_FIELD_MESSAGES;

const importSchema = yup.object({
  ...billingTermsShape,
  usernames: yup
    .array()
    .of(yup.string())
    .min(1, M.usernames)
    .max(L.importUsernames.max, M.usernames),
});

const Checkbox = chakra('input');

/**
 * The router's secrets to tick: those already subscribers are shown but cannot be ticked (the
 * import would be refused whole). The server's refusals name a place (`usernames.3`): each is
 * shown with the secret it names.
 */
function SecretChecklist(): ReactElement {
  const { values, setFieldValue, status, errors, submitCount } = useFormikContext<ImportValues>();
  const secrets = useRouterSecrets(values.routerId);
  const billed = useRouterSubscriberNames(values.routerId);
  const [search, setSearch] = useState('');
  const rows = secretsMatching(secrets.data ?? [], search);
  const picked = new Set(values.usernames);
  const free = rows.filter((secret) => !billed.data?.has(secret.name));
  const allPicked = free.length > 0 && free.every((secret) => picked.has(secret.name));
  const serverErrors = Object.entries(readServerErrors(status))
    .filter(([path]) => path === 'usernames' || path.startsWith('usernames.'))
    .map(([path, message]) => {
      const index = Number(path.split('.')[1]);
      const name = Number.isInteger(index) ? values.usernames[index] : undefined;
      return name ? `${name}: ${message}` : message;
    });
  const clientError =
    submitCount > 0 && typeof errors.usernames === 'string' ? errors.usernames : null;

  function set(next: Set<string>): void {
    void setFieldValue(
      'usernames',
      (secrets.data ?? []).map((secret) => secret.name).filter((name) => next.has(name)),
    );
  }

  if (!values.routerId) return <Text color="fg.muted">Choose the router to list its secrets.</Text>;
  if (secrets.isLoading || billed.isLoading)
    return <Text color="fg.muted">Reading the router’s PPP secrets…</Text>;
  if (secrets.isError)
    return (
      <Text color="fg.error" role="alert">
        The router’s PPP secrets could not be read.
      </Text>
    );
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Find secrets</Field.Label>
        <Input
          type="search"
          value={search}
          placeholder="Name or comment"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Field.Root>
      <HStack justify="space-between" wrap="wrap">
        <Text textStyle="sm" aria-live="polite">
          {picked.size} of {secrets.data?.length ?? 0} secrets chosen
        </Text>
        <Button
          size="xs"
          variant="outline"
          disabled={free.length === 0}
          onClick={() => {
            const next = new Set(picked);
            for (const secret of free) {
              if (allPicked) next.delete(secret.name);
              else next.add(secret.name);
            }
            set(next);
          }}
        >
          {allPicked ? 'Clear the listed' : 'Choose every listed'}
        </Button>
      </HStack>
      <Box
        as="fieldset"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="2"
        aria-label="PPP secrets"
      >
        {rows.length === 0 ? (
          <Text color="fg.muted">No secrets match.</Text>
        ) : (
          rows.map((secret) => {
            const already = billed.data?.has(secret.name) ?? false;
            return (
              <chakra.label
                key={secret.name}
                display="flex"
                gap="2"
                alignItems="center"
                py="1"
                color={already ? 'fg.muted' : undefined}
              >
                <Checkbox
                  type="checkbox"
                  checked={picked.has(secret.name)}
                  disabled={already}
                  onChange={(event) => {
                    const next = new Set(picked);
                    if (event.currentTarget.checked) next.add(secret.name);
                    else next.delete(secret.name);
                    set(next);
                  }}
                />
                <span>
                  {secret.name}
                  {secret.comment ? ` — ${secret.comment}` : ''}
                  {already ? ' (already a subscriber)' : ''}
                </span>
              </chakra.label>
            );
          })
        )}
      </Box>
      {clientError ? (
        <Text color="fg.error" textStyle="sm">
          {clientError}
        </Text>
      ) : null}
      {serverErrors.length > 0 ? (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nothing was imported</Alert.Title>
            <List.Root ps="4">
              {serverErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function ImportFields(): ReactElement {
  const { setFieldValue } = useFormikContext<ImportValues>();
  const routers = useRouters();
  return (
    <>
      <Box
        // Another router's secrets are another list: what was ticked is forgotten.
        onChangeCapture={(event) => {
          if (event.target instanceof HTMLSelectElement && event.target.name === 'routerId')
            void setFieldValue('usernames', []);
        }}
      >
        <SelectField
          name="routerId"
          label="Router"
          placeholder="Choose a router…"
          options={routers.rows.map((router) => ({
            value: String(router.id),
            label: router.routerName,
          }))}
        />
      </Box>
      <BillingTermsFields />
      <SecretChecklist />
    </>
  );
}

/**
 * Import (docs/rules/billing.md#subscribers): a router's existing secrets as subscribers with one
 * plan and billing day, all or nothing; names come from the secrets' comments.
 */
export function ImportSubscribersDialog({
  open,
  routerId,
  onClose,
}: {
  open: boolean;
  /** The router the list is filtered by, chosen to start with. */
  routerId: string;
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshSubscribers();
  return (
    <FormDialog<ImportValues>
      open={open}
      title="Import Subscribers"
      initialValues={{ routerId, planId: '', billingDay: '', billingStart: '', usernames: [] }}
      validationSchema={importSchema}
      onSubmit={(values) => importSubscribers(values)}
      onSaved={() => void refresh()}
      onClose={onClose}
      saveLabel="Import"
      size="lg"
    >
      <ImportFields />
    </FormDialog>
  );
}
