import type { ReactElement } from 'react';
import type { DetailField } from 'ui-kit/list';
import { auditDetailFields } from 'ui-kit/record';
import type { DataColumn } from 'ui-kit/table';
import { CUSTOMERS_PATH } from 'contracts/paths';
import type { Customer } from 'contracts/types';
import { ReviewListPage, reviewActions, reviewColumns } from '../../../lib/review-list-page';
import { useCustomerListStore } from '../stores/customer-list-store';
import { AddressPreview } from './address-preview';

/** The four columns of docs/rules/lists.md#customer-list first and in its order, then the review status (docs/rules/api.md#review-status). */
export const customerColumns: DataColumn<Customer>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'alias', label: 'Alias', sortable: true },
  {
    id: 'address',
    label: 'Address',
    sortable: true,
    cell: (row) => <AddressPreview address={row.address} />,
  },
  ...reviewColumns<Customer>(),
];

/** Lihat: every field, the address in full. */
function customerDetail(customer: Customer): DetailField[] {
  return [
    { label: 'Name', value: customer.name },
    { label: 'Alias', value: customer.alias },
    { label: 'Address', value: customer.address },
    ...auditDetailFields(customer),
  ];
}

const actions = reviewActions<Customer>();

/** `/app/customer`: the customer list (docs/rules/lists.md#customer-list). */
export function CustomerListPage(): ReactElement {
  return (
    <ReviewListPage<Customer>
      title="Customer"
      path={CUSTOMERS_PATH}
      store={useCustomerListStore}
      columns={customerColumns}
      label="Customers"
      preferencesId="customers"
      getRowLabel={(row) => row.name}
      searchPlaceholder="Search name, alias or address"
      actions={actions}
      detailFields={customerDetail}
    />
  );
}
