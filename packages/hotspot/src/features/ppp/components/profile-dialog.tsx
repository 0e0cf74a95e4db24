import { PPP_MESSAGES } from 'contracts/messages';
import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, TextField } from 'ui-kit/form';
import type { PppProfile, PppProfileInput } from '../../../api/types';
import { saveProfile, useRefreshPpp } from '../api/ppp';

export interface ProfileDialogProps {
  routerId: string;
  open: boolean;
  /** The profile edited; null adds one. */
  profile: PppProfile | null;
  onClose(): void;
}

/** Add/Edit User Profile (docs/rules/routers.md#ppp-screen); rate limit placeholder 1M/1M. */
export function ProfileDialog({
  routerId,
  open,
  profile,
  onClose,
}: ProfileDialogProps): ReactElement {
  const refresh = useRefreshPpp(routerId);
  const isEdit = profile !== null;
  const initial: PppProfileInput = {
    name: profile?.name ?? '',
    addressPool: profile?.addressPool ?? '',
    rateLimit: profile?.rateLimit ?? '',
    // docs/rules/routers.md#ppp-records: shared users default 1.
    sharedUsers: profile?.sharedUsers ?? '1',
    onLogin: profile?.onLogin ?? '',
    parent: profile?.parent ?? '',
  };
  return (
    <FormDialog<PppProfileInput>
      open={open}
      title={isEdit ? 'Edit User Profile' : 'Add User Profile'}
      initialValues={initial}
      onSubmit={(values) => saveProfile(routerId, profile?.id ?? null, values)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? PPP_MESSAGES.profileUpdated : PPP_MESSAGES.profileAdded}
      errorMessage={isEdit ? PPP_MESSAGES.updateProfileFailed : PPP_MESSAGES.addProfileFailed}
    >
      <TextField name="name" label="Name" autoComplete="off" placeholder="paket-10M" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="addressPool" label="Address Pool" placeholder="pool-pppoe" />
        <TextField name="rateLimit" label="Rate Limit" placeholder="1M/1M" />
      </SimpleGrid>
      <TextField
        name="sharedUsers"
        label="Shared Users"
        inputMode="numeric"
        helperText="1 or more, unlimited or default"
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="onLogin" label="On Login" helperText="Optional script" />
        <TextField name="parent" label="Parent" helperText="Optional parent queue" />
      </SimpleGrid>
    </FormDialog>
  );
}
