import type { ReactElement } from 'react';
import { FormPage, NumberField, SelectField, SwitchField, TextField } from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import { CONTACT_TYPE_LABELS, type ContactInfo } from '../../../lib/cms-areas';
import { useCmsForm } from '../../../lib/use-cms-form';
import {
  EMPTY_CONTACT_INFO,
  toContactInfoBody,
  toContactInfoValues,
  type ContactInfoBody,
  type ContactInfoValues,
} from '../api/contact-info-values';
import { contactInfoSchema } from './contact-info-schema';

const TYPE_OPTIONS = Object.entries(CONTACT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** `/app/cms/contact-info/create` and `/app/cms/contact-info/{id}` (docs/rules/cms.md#screens). */
export function ContactInfoFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const { page, record, readOnly } = useCmsForm<ContactInfo, ContactInfoValues, ContactInfoBody>(
    'contact-info',
    param,
    toContactInfoBody,
  );
  return (
    <FormPage<ContactInfoValues>
      {...page}
      initialValues={record ? toContactInfoValues(record) : EMPTY_CONTACT_INFO}
      validationSchema={contactInfoSchema}
    >
      <SelectField
        name="type"
        label="Type"
        required
        readOnly={readOnly}
        disabled={readOnly}
        placeholder="Choose a type"
        options={TYPE_OPTIONS}
        helperText="whatsapp opens a wa.me link, email a mailto and phone a tel link on the landing page."
      />
      <TextField name="title" label="Title" required readOnly={readOnly} autoComplete="off" />
      <TextField name="value" label="Value" required readOnly={readOnly} autoComplete="off" />
      <TextField
        name="icon"
        label="Icon"
        readOnly={readOnly}
        placeholder="Optional; the type's icon by default"
        autoComplete="off"
      />
      <NumberField name="order" label="Order" min={0} step={1} readOnly={readOnly} />
      <SwitchField name="isActive" label="Active" readOnly={readOnly} />
    </FormPage>
  );
}
