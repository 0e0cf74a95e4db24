import { Button, Code, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';

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
    <Dialog.Root
      role="alertdialog"
      open={secret !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'full', sm: 'sm' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>PPP secret made</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Write the password down or give it to the subscriber now: it is shown only this
                  once.
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
