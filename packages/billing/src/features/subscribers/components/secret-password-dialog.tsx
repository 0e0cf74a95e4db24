import { Code, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { ConfirmDialog } from 'ui-kit/list';

export interface MadeSecret {
  pppUsername: string;
  pppPassword: string;
}

/**
 * The secret made with a new subscriber (docs/rules/billing.md#subscribers): its password is in the
 * create answer only, so it is shown here once and never again.
 */
export function SecretPasswordDialog({
  secret,
  onClose,
}: {
  secret: MadeSecret | null;
  onClose(): void;
}): ReactElement {
  return (
    <ConfirmDialog
      open={secret !== null}
      title="PPP secret made"
      message={
        <Stack gap="3">
          <Text>
            Write the password down or give it to the subscriber now: it is shown only this once.
          </Text>
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              PPP username
            </Text>
            <Code size="lg" aria-label="PPP username">
              {secret?.pppUsername}
            </Code>
          </Stack>
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              Password
            </Text>
            <Code size="lg" aria-label="PPP password">
              {secret?.pppPassword}
            </Code>
          </Stack>
        </Stack>
      }
      confirmLabel="Done"
      cancelLabel={null}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
