import { PPP_MESSAGES } from 'contracts/messages';
import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, PasswordField, SelectField, TextField } from 'ui-kit/form';
import type { PppProfile, PppSecret, PppSecretInput } from '../../../api/types';
import { saveSecret, useRefreshPpp } from '../api/ppp';

export interface SecretDialogProps {
  routerId: string;
  open: boolean;
  /** The secret edited; null adds one. */
  secret: PppSecret | null;
  profiles: readonly PppProfile[];
  onClose(): void;
}

/** Add PPP User / Edit PPP User (docs/rules/routers.md#ppp-screen); no client validation. */
export function SecretDialog({
  routerId,
  open,
  secret,
  profiles,
  onClose,
}: SecretDialogProps): ReactElement {
  const refresh = useRefreshPpp(routerId);
  const isEdit = secret !== null;
  const names = profiles.map((profile) => profile.name);
  // A secret may name a profile the list no longer has: keep it choosable rather than change it.
  if (secret?.profile && !names.includes(secret.profile)) names.unshift(secret.profile);
  const initial: PppSecretInput = {
    name: secret?.name ?? '',
    password: secret?.password ?? '',
    profile: secret?.profile ?? (names.includes('default') ? 'default' : (names[0] ?? '')),
    localAddress: secret?.localAddress ?? '',
    remoteAddress: secret?.remoteAddress ?? '',
    comment: secret?.comment ?? '',
  };
  return (
    <FormDialog<PppSecretInput>
      open={open}
      title={isEdit ? 'Edit PPP User' : 'Add PPP User'}
      initialValues={initial}
      onSubmit={(values) => saveSecret(routerId, secret?.id ?? null, values)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? PPP_MESSAGES.secretUpdated : PPP_MESSAGES.secretAdded}
      errorMessage={isEdit ? PPP_MESSAGES.updateSecretFailed : PPP_MESSAGES.addSecretFailed}
    >
      <TextField name="name" label="Username" autoComplete="off" placeholder="pelanggan01" />
      <PasswordField name="password" label="Password" />
      <SelectField
        name="profile"
        label="Profile"
        options={names.map((name) => ({ value: name, label: name }))}
        placeholder={names.length === 0 ? 'default' : undefined}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="localAddress" label="Local Address" placeholder="10.0.0.1" />
        <TextField name="remoteAddress" label="Remote Address" placeholder="10.0.0.10" />
      </SimpleGrid>
      <TextField name="comment" label="Comment" />
    </FormDialog>
  );
}
