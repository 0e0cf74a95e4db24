import type { ReactElement } from 'react';
import {
  FormPage,
  TextField,
  TextareaField,
  useCanWrite,
  useFormResource,
  usePageTitle,
  type RecordParam,
  FormDescription,
} from 'ui-kit';
import { CUSTOMER_LIMITS } from 'contracts/limits';
import { CUSTOMERS_PATH } from 'contracts/paths';
import type { Customer } from 'contracts/types';
import { EMPTY_CUSTOMER, toCustomerValues, type CustomerValues } from '../api/customers';
import { customerSchema } from './customer-schema';

function headingOf(isCreate: boolean, canWrite: boolean): string {
  if (isCreate) return 'Add customer';
  return canWrite ? 'Edit customer' : 'Customer';
}

/** `/app/customer/create` and `/app/customer/{id}`: the customer form (docs/rules/forms.md). */
export function CustomerFormPage({ record: param }: { record: RecordParam }): ReactElement {
  usePageTitle('Customer');
  const canWrite = useCanWrite();
  const resource = useFormResource<Customer, CustomerValues>(CUSTOMERS_PATH, param);
  const customer = resource.record;
  const readOnly = !canWrite;

  // docs/rules/roles.md#screens: a plain user who opens a form (a typed URL, a bookmark) sees it read-only.
  const readOnlyNote = readOnly
    ? resource.isCreate
      ? 'Only admins can add customers.'
      : 'Only admins can change customers.'
    : undefined;
  const description =
    customer || readOnlyNote ? (
      <FormDescription record={customer} readOnlyNote={readOnlyNote} />
    ) : undefined;

  return (
    <FormPage<CustomerValues>
      title={headingOf(resource.isCreate, canWrite)}
      description={description}
      initialValues={customer ? toCustomerValues(customer) : EMPTY_CUSTOMER}
      validationSchema={customerSchema}
      isLoading={resource.isLoading}
      loadError={resource.error}
      notFound={resource.isNotFound}
      onRetry={resource.refetch}
      onSubmit={resource.save}
    >
      <TextField
        name="name"
        label="Name"
        required
        readOnly={readOnly}
        autoComplete="off"
        maxLength={CUSTOMER_LIMITS.name.max}
      />
      <TextField
        name="alias"
        label="Alias"
        required
        readOnly={readOnly}
        autoComplete="off"
        maxLength={CUSTOMER_LIMITS.alias.max}
      />
      <TextareaField
        name="address"
        label="Address"
        readOnly={readOnly}
        maxLength={CUSTOMER_LIMITS.address.max}
      />
    </FormPage>
  );
}
