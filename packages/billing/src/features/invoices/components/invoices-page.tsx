import { INVOICE_STATUSES, type InvoiceStatus } from 'contracts/limits';
import type { Invoice, InvoiceTotals } from 'contracts/types';
import { Box, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListTotalFigures } from 'ui-kit/envelope';
import { formatNumber, formatRupiah } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { ListTotals, ResourceList } from 'ui-kit/list';
import { flagValue, readQueryFlag, withQuery } from 'ui-kit/routing';
import { FilterBar, FilterCheckbox, FilterSelect } from 'ui-kit/table';
import { useRouters } from '../../../api/routers';
import { INVOICES_PATH } from '../api/invoices';
import { useInvoiceListStore } from '../stores/invoice-list-store';
import { copyPayLinkAction, invoiceColumns } from './invoice-columns';
import { INVOICE_STATUS_LOOK } from './invoice-status-badge';
import { InvoiceViewDialog } from './invoice-view-dialog';

/** The list's filters as the address keeps them (the dashboard's cards link to `?status=unpaid`, `?overdue=true`). */
export const INVOICE_QUERY = {
  status: 'status',
  period: 'period',
  overdue: 'overdue',
  router: 'routerId',
} as const;

export interface InvoiceFilter {
  status: InvoiceStatus | null;
  period: string | null;
  overdue: boolean;
  routerId: string | null;
}

const PERIOD = /^\d{4}-\d{2}$/;

export function readInvoiceFilter(query: URLSearchParams): InvoiceFilter {
  const status = query.get(INVOICE_QUERY.status);
  const period = query.get(INVOICE_QUERY.period);
  return {
    status: INVOICE_STATUSES.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : null,
    period: period && PERIOD.test(period) ? period : null,
    overdue: readQueryFlag(query, INVOICE_QUERY.overdue),
    routerId: query.get(INVOICE_QUERY.router) || null,
  };
}

/** The totals line: the sums over every invoice the filter matches, not only the page. */
function InvoiceTotalsLine({ totals }: { totals: ListTotalFigures | undefined }): ReactElement {
  const figures = totals as Partial<InvoiceTotals> | undefined;
  const rupiah = (value: number | undefined) => (value === undefined ? '–' : formatRupiah(value));
  return (
    <ListTotals
      label="Totals"
      items={[
        {
          label: 'Invoices',
          value: figures?.count === undefined ? '–' : formatNumber(figures.count),
        },
        { label: 'Amount', value: rupiah(figures?.amount) },
        { label: 'Paid', value: rupiah(figures?.paidAmount) },
        { label: 'Unpaid', value: rupiah(figures?.unpaidAmount) },
      ]}
    />
  );
}

/**
 * `/app/billing/invoices` (docs/rules/billing.md#invoices): every invoice, filtered by router,
 * status, period and overdue (read from and kept in the address), the totals of the filtered set,
 * the number leading to the receipt, Copy pay link on an unpaid one, Export CSV of what the list
 * shows.
 */
export function InvoicesPage(): ReactElement {
  usePageTitle('Invoices');
  const [query, setQuery] = useSearchParams();
  const filter = readInvoiceFilter(query);
  const [viewed, setViewed] = useState<Invoice | null>(null);
  const routers = useRouters();

  function changeFilter(changes: Record<string, string | null>): void {
    useInvoiceListStore.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0">
      <FilterBar>
        <FilterSelect
          label="Router"
          allLabel="All routers"
          value={filter.routerId}
          options={routers.rows.map((router) => ({
            value: String(router.id),
            label: router.routerName,
          }))}
          onChange={(routerId) => changeFilter({ [INVOICE_QUERY.router]: routerId })}
        />
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
        <FilterCheckbox
          label="Overdue only"
          checked={filter.overdue}
          onChange={(overdue) => changeFilter({ [INVOICE_QUERY.overdue]: flagValue(overdue) })}
        />
      </FilterBar>
      <ResourceList<Invoice>
        path={INVOICES_PATH}
        store={useInvoiceListStore}
        params={{
          routerId: filter.routerId,
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
        summary={(totals) => <InvoiceTotalsLine totals={totals} />}
      />
      <InvoiceViewDialog invoice={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
