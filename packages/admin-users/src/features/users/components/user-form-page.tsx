import { useMemo, type ReactElement } from 'react';
import { useSessionStore } from 'shared-auth';
import { FormPage, PasswordField, SelectField, TextField, useFormResource, type SelectOption } from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import { USER_LIMITS } from 'contracts/limits';
import { USER_MESSAGES } from 'contracts/messages';
import { USERS_PATH } from 'contracts/paths';
import type { User } from 'contracts/types';
import { EMPTY_USER, toUserBody, toUserValues, type UserBody, type UserValues } from '../api/users';
import { useRecordFormFrame } from '../../../lib/record-form';
import { userSchema } from './user-schema';

const ROLE_OPTIONS: readonly SelectOption[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

export const KEEP_PASSWORD_HELP = 'Leave blank to keep the current password';
/** The API's refusal (409) when an admin demotes their own account; said before they try. */
export const OWN_ROLE_HELP = USER_MESSAGES.demoteSelf;

/** `/app/user/create` and `/app/user/{id}`: the staff user form (docs/rules/forms.md). */
export function UserFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const signedInId = useSessionStore((state) => state.user?.id);
  const resource = useFormResource<User, UserBody>(USERS_PATH, param);
  const { isCreate, save } = resource;
  const user = resource.record;
  const { readOnly, ...frame } = useRecordFormFrame('User', 'user', resource);
  const isOwnAccount = user !== undefined && user.id === signedInId;
  const schema = useMemo(() => userSchema(isCreate), [isCreate]);

  return (
    <FormPage<UserValues>
      {...frame}
      initialValues={user ? toUserValues(user) : EMPTY_USER}
      validationSchema={schema}
      onSubmit={(values) => save(toUserBody(values, isCreate))}
    >
      <TextField
        name="fullName"
        label="Name"
        required
        readOnly={readOnly}
        autoComplete="off"
        maxLength={USER_LIMITS.fullName.max}
      />
      <TextField
        name="nik"
        label="NIK"
        readOnly={readOnly}
        autoComplete="off"
        inputMode="numeric"
        maxLength={USER_LIMITS.nik.max}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        readOnly={readOnly}
        autoComplete="off"
        maxLength={USER_LIMITS.email.max}
      />
      <TextField
        name="username"
        label="Username"
        required
        readOnly={readOnly}
        // The admin's own saved sign-in must not be filled into someone else's account.
        autoComplete="off"
        maxLength={USER_LIMITS.username.max}
      />
      {/* A read-only viewer cannot set a password: the field would only be an empty box. */}
      {readOnly ? null : (
        <PasswordField
          name="password"
          label="Password"
          required={isCreate}
          helperText={isCreate ? undefined : KEEP_PASSWORD_HELP}
          autoComplete="new-password"
        />
      )}
      <SelectField
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        disabled={readOnly || isOwnAccount}
        helperText={!readOnly && isOwnAccount ? OWN_ROLE_HELP : undefined}
      />
    </FormPage>
  );
}
