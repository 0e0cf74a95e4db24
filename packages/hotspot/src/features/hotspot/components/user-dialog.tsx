import { SimpleGrid } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, PasswordField, SelectField, TextField, yup } from 'ui-kit/form';
import { saveRecord } from 'ui-kit/envelope';
import { hotspotPaths, useRefreshHotspot } from '../api/hotspot';
import type { HotspotProfile, HotspotUser } from '../api/types';
import { HOTSPOT_TIME_PATTERN, MAC_ADDRESS_PATTERN } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES } from 'contracts/messages';
import { bytesLimitText, parseBytesLimit } from '../lib/bytes-limit';
import { HOTSPOT_TEXT } from '../lib/messages';

export interface HotspotUserValues {
  name: string;
  password: string;
  profile: string;
  limitUptime: string;
  limitBytesTotal: string;
  macAddress: string;
  comment: string;
}

export const DATA_LIMIT_MESSAGE = 'Data limit is a number of bytes, or with K, M or G (500M, 2G)';

/** The contract's rules, checked before the call (the server checks them again). */
export const userSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(HOTSPOT_FIELD_MESSAGES.name)
    .max(100, HOTSPOT_FIELD_MESSAGES.name),
  limitUptime: yup
    .string()
    .trim()
    .matches(new RegExp(HOTSPOT_TIME_PATTERN), HOTSPOT_FIELD_MESSAGES.limitUptime),
  limitBytesTotal: yup
    .string()
    .test('bytes', DATA_LIMIT_MESSAGE, (value) => parseBytesLimit(value ?? '') !== null),
  macAddress: yup
    .string()
    .trim()
    .matches(new RegExp(MAC_ADDRESS_PATTERN), HOTSPOT_FIELD_MESSAGES.macAddress),
});

/** The body of `POST|PUT /hotspot/{routerId}/users`: text trimmed, the data limit in bytes. */
export function userBody(values: HotspotUserValues) {
  return {
    name: values.name.trim(),
    password: values.password.trim(),
    profile: values.profile.trim(),
    limitUptime: values.limitUptime.trim(),
    limitBytesTotal: parseBytesLimit(values.limitBytesTotal) ?? 0,
    macAddress: values.macAddress.trim(),
    comment: values.comment.trim(),
  };
}

export function UserDialog({
  routerId,
  open,
  user,
  profiles,
  onClose,
}: {
  routerId: string;
  open: boolean;
  user: HotspotUser | null;
  profiles: readonly HotspotProfile[];
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshHotspot(routerId);
  const isEdit = user !== null;
  const names = profiles.map((profile) => profile.name);
  // A user may name a profile the router no longer has: keep it choosable rather than change it.
  if (user?.profile && !names.includes(user.profile)) names.unshift(user.profile);
  const initial: HotspotUserValues = {
    name: user?.name ?? '',
    password: user?.password ?? '',
    profile: user?.profile ?? (names.includes('default') ? 'default' : (names[0] ?? '')),
    limitUptime: user?.limitUptime ?? '',
    limitBytesTotal: bytesLimitText(user?.limitBytesTotal),
    macAddress: user?.macAddress ?? '',
    comment: user?.comment ?? '',
  };
  return (
    <FormDialog<HotspotUserValues>
      open={open}
      title={isEdit ? 'Edit Hotspot User' : 'Add Hotspot User'}
      initialValues={initial}
      validationSchema={userSchema}
      onSubmit={(values) =>
        saveRecord<HotspotUser>(hotspotPaths(routerId).users, user?.id ?? null, userBody(values))
      }
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? HOTSPOT_TEXT.userUpdated : HOTSPOT_TEXT.userAdded}
      errorMessage={isEdit ? HOTSPOT_TEXT.updateUserFailed : HOTSPOT_TEXT.addUserFailed}
    >
      <TextField name="name" label="Username" required autoComplete="off" placeholder="tamu01" />
      <PasswordField name="password" label="Password" />
      <SelectField
        name="profile"
        label="Profile"
        options={names.map((name) => ({ value: name, label: name }))}
        placeholder={names.length === 0 ? 'default' : undefined}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          name="limitUptime"
          label="Time Limit"
          placeholder="3h"
          helperText="Total online time, e.g. 3h or 1d; empty: none"
        />
        <TextField
          name="limitBytesTotal"
          label="Data Limit"
          placeholder="2G"
          helperText="Total data, e.g. 500M or 2G; empty: none"
        />
      </SimpleGrid>
      <TextField
        name="macAddress"
        label="MAC Address"
        placeholder="AA:BB:CC:DD:EE:FF"
        helperText="Optional: only this device may log in"
      />
      <TextField name="comment" label="Comment" />
    </FormDialog>
  );
}
