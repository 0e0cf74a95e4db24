import { INVOICE_STATUSES, type InvoiceStatus } from 'contracts/limits';
import type { Invoice } from 'contracts/types';
import { Box, Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from 'ui-kit/layout';
import { ResourceList } from 'ui-kit/list';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect } from 'ui-kit/table';
import { INVOICES_PATH } from '../api/invoices';
import { useInvoiceListStore } from '../stores/invoice-list-store';
import { copyPayLinkAction, invoiceColumns } from './invoice-columns';
import { INVOICE_STATUS_LOOK } from './invoice-status-badge';
import { InvoiceViewDialog } from './invoice-view-dialog';

/** The list's filters as the address keeps them. */
export const INVOICE_QUERY = { status: 'status', period: 'period', overdue: 'overdue' } as const;

export interface InvoiceFilter {
  status: InvoiceStatus | null;
  period: string | null;
  overdue: boolean;
}

const PERIOD = /^\d{4}-\d{2}$/;

export function readInvoiceFilter(query: URLSearchParams): InvoiceFilter {
  const status = query.get(INVOICE_QUERY.status);
  const period = query.get(INVOICE_QUERY.period);
  return {
    status: INVOICE_STATUSES.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : null,
    period: period && PERIOD.test(period) ? period : null,
    overdue: query.get(INVOICE_QUERY.overdue) === '1',
  };
}

/**
 * `/app/billing/invoices` (docs/rules/billing.md#invoices): every invoice, filtered by status,
 * period and overdue (kept in the address), the number leading to the receipt, Copy pay link on
 * an unpaid one, Export CSV of what the list shows.
 */
export function InvoicesPage(): ReactElement {
  usePageTitle('Invoices');
  const [query, setQuery] = useSearchParams();
  const filter = readInvoiceFilter(query);
  const [viewed, setViewed] = useState<Invoice | null>(null);

  function changeFilter(changes: Record<string, string | null>): void {
    useInvoiceListStore.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0">
      <FilterBar>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filter.status}
          options={INVOICE_STATUSES.map((status) => ({
            value: status,
            label: INVOICE_STATUS_LOOK[status].label,
          }))}
          onChange={(status) => changeFilter({ [INVOICE_QUERY.status]: status })}
        />
        <Box flex={{ md: '0 1 220px' }} minW="0">
          <Field.Root>
            <Field.Label>Period</Field.Label>
            <Input
              type="month"
              value={filter.period ?? ''}
              placeholder="YYYY-MM"
              onChange={(event) => {
                const { value } = event.currentTarget;
                changeFilter({ [INVOICE_QUERY.period]: PERIOD.test(value) ? value : null });
              }}
            />
          </Field.Root>
        </Box>
        <Checkbox.Root
          checked={filter.overdue}
          onCheckedChange={(details) =>
            changeFilter({ [INVOICE_QUERY.overdue]: details.checked === true ? '1' : null })
          }
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Overdue only</Checkbox.Label>
        </Checkbox.Root>
      </FilterBar>
      <ResourceList<Invoice>
        path={INVOICES_PATH}
        store={useInvoiceListStore}
        params={{
          status: filter.status,
          period: filter.period,
          overdue: filter.overdue ? true : null,
        }}
        columns={invoiceColumns}
        label="Invoices"
        preferencesId="invoices"
        envelope="success"
        getRowLabel={(row) => row.number}
        searchPlaceholder="Search number or subscriber"
        actions={{ onView: setViewed, more: [copyPayLinkAction] }}
      />
      <InvoiceViewDialog invoice={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
