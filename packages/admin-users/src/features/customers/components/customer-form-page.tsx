import type { ReactElement } from 'react';
import { FormPage, TextField, TextareaField, useFormResource } from 'ui-kit/form';
import type { RecordParam } from 'ui-kit/routing';
import { CUSTOMER_LIMITS } from 'contracts/limits';
import { CUSTOMERS_PATH } from 'contracts/paths';
import type { Customer } from 'contracts/types';
import { EMPTY_CUSTOMER, toCustomerValues, type CustomerValues } from '../api/customers';
import { useRecordFormFrame } from '../../../lib/record-form';
import { customerSchema } from './customer-schema';

/** `/app/customer/create` and `/app/customer/{id}`: the customer form (docs/rules/forms.md). */
export function CustomerFormPage({ record: param }: { record: RecordParam }): ReactElement {
  const resource = useFormResource<Customer, CustomerValues>(CUSTOMERS_PATH, param);
  const customer = resource.record;
  const { readOnly, ...frame } = useRecordFormFrame('Customer', 'customer', resource);

  return (
    <FormPage<CustomerValues>
      {...frame}
      initialValues={customer ? toCustomerValues(customer) : EMPTY_CUSTOMER}
      validationSchema={customerSchema}
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
