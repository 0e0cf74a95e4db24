import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, RupiahField, SelectField, SwitchField, TextField, yup } from 'ui-kit/form';
import { saveRecord } from 'ui-kit/envelope';
import { hotspotPaths, useRefreshHotspot } from '../api/hotspot';
import type { ExpiryMode, HotspotProfile } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import { HOTSPOT_FIELD_MESSAGES } from 'contracts/messages';
import { VALIDITY_PATTERN } from '../lib/validity';
import { EXPIRY_MODE_LABELS } from './profiles-tab';

/** What the profile dialog holds; money is a number or '' while empty (RupiahField). */
export interface HotspotProfileValues {
  name: string;
  rateLimit: string;
  sharedUsers: string;
  addressPool: string;
  parentQueue: string;
  sessionTimeout: string;
  price: number | '';
  sellingPrice: number | '';
  validity: string;
  expiryMode: ExpiryMode;
  lockMac: boolean;
}

export const VALIDITY_HELP =
  'Time from the first login: a number and m, h or d (30m, 12h, 1d, 30d). Empty: never expires.';
export const VALIDITY_MESSAGE = HOTSPOT_FIELD_MESSAGES.validity;

export const profileSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(HOTSPOT_FIELD_MESSAGES.name)
    .max(100, HOTSPOT_FIELD_MESSAGES.name),
  sharedUsers: yup
    .string()
    .trim()
    .matches(/^([1-9]\d{0,5}|unlimited)?$/, HOTSPOT_FIELD_MESSAGES.sharedUsers),
  validity: yup
    .string()
    .trim()
    .test('validity', VALIDITY_MESSAGE, (value) => !value || VALIDITY_PATTERN.test(value)),
});

/** The body of `POST|PUT /hotspot/{routerId}/profiles`: blanks are defaults, money whole rupiah. */
export function profileBody(values: HotspotProfileValues) {
  const shared = values.sharedUsers.trim();
  return {
    name: values.name.trim(),
    rateLimit: values.rateLimit.trim(),
    sharedUsers: shared === '' ? 1 : /^\d+$/.test(shared) ? Number(shared) : shared,
    addressPool: values.addressPool.trim(),
    parentQueue: values.parentQueue.trim(),
    sessionTimeout: values.sessionTimeout.trim(),
    price: values.price === '' ? 0 : values.price,
    sellingPrice: values.sellingPrice === '' ? null : values.sellingPrice,
    validity: values.validity.trim(),
    expiryMode: values.expiryMode,
    lockMac: values.lockMac,
  };
}

export function ProfileDialog({
  routerId,
  open,
  profile,
  onClose,
}: {
  routerId: string;
  open: boolean;
  /** The profile edited; null adds one. */
  profile: HotspotProfile | null;
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshHotspot(routerId);
  const isEdit = profile !== null;
  const initial: HotspotProfileValues = {
    name: profile?.name ?? '',
    rateLimit: profile?.rateLimit ?? '',
    sharedUsers: profile?.sharedUsers ?? '1',
    addressPool: profile?.addressPool ?? '',
    parentQueue: profile?.parentQueue ?? '',
    sessionTimeout: profile?.sessionTimeout ?? '',
    price: profile?.price ?? '',
    sellingPrice: profile?.sellingPrice ?? '',
    validity: profile?.validity ?? '',
    expiryMode: profile?.expiryMode ?? 'remove',
    lockMac: profile?.lockMac ?? false,
  };
  return (
    <FormDialog<HotspotProfileValues>
      open={open}
      size="lg"
      title={isEdit ? 'Edit User Profile' : 'Add User Profile'}
      initialValues={initial}
      validationSchema={profileSchema}
      onSubmit={(values) =>
        saveRecord<HotspotProfile>(
          hotspotPaths(routerId).profiles,
          profile?.id ?? null,
          profileBody(values),
        )
      }
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? HOTSPOT_TEXT.profileUpdated : HOTSPOT_TEXT.profileAdded}
      errorMessage={isEdit ? HOTSPOT_TEXT.updateProfileFailed : HOTSPOT_TEXT.addProfileFailed}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="name" label="Name" required autoComplete="off" placeholder="1-hari" />
        <TextField
          name="rateLimit"
          label="Rate Limit"
          placeholder="2M/5M"
          helperText="Upload/download; empty: no limit"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <RupiahField
          name="price"
          label="Price"
          placeholder="5.000"
          helperText="What a sale records"
        />
        <RupiahField
          name="sellingPrice"
          label="Selling Price"
          placeholder="5.000"
          helperText="Printed on the cards (optional)"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="validity" label="Validity" placeholder="1d" helperText={VALIDITY_HELP} />
        <SelectField
          name="expiryMode"
          label="On expiry"
          options={(Object.keys(EXPIRY_MODE_LABELS) as ExpiryMode[]).map((mode) => ({
            value: mode,
            label: EXPIRY_MODE_LABELS[mode],
          }))}
          helperText="What happens to the user when its validity ends"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="sharedUsers"
          label="Shared Users"
          inputMode="numeric"
          helperText="Devices at once: 1 or more, or unlimited"
        />
        <TextField
          name="sessionTimeout"
          label="Session Timeout"
          placeholder="1h"
          helperText="Optional, one session's longest time"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="addressPool" label="Address Pool" placeholder="hs-pool" />
        <TextField name="parentQueue" label="Parent Queue" helperText="Optional" />
      </SimpleGrid>
      <SwitchField
        name="lockMac"
        label="Lock MAC"
        helperText="Bind the user to the device of its first login"
      />
    </FormDialog>
  );
}
