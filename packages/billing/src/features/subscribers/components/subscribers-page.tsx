import type { SubscriberListItem } from 'contracts/types';
import { Badge, Button, Link as ChakraLink, HStack, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuClockAlert, LuDownload, LuPlus } from 'react-icons/lu';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCalendarDay, formatListDate, formatRupiah } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { RequireWrite, ResourceList } from 'ui-kit/list';
import { withQuery } from 'ui-kit/routing';
import type { DataColumn } from 'ui-kit/table';
import { SUBSCRIBERS_PATH } from '../api/subscribers';
import { useSubscriberListStore } from '../stores/subscriber-list-store';
import { ImportSubscribersDialog } from './import-subscribers-dialog';
import { SubscriberDialog } from './subscriber-dialog';
import {
  SubscriberFilters,
  readSubscriberFilter,
  type SubscriberFilter,
} from './subscriber-filters';
import { SubscriberStatusBadge } from './subscriber-status-badge';

/** A subscriber's name leads to its page (invoices, history, isolate and restore). */
function NameCell({ row }: { row: SubscriberListItem }): ReactElement {
  return (
    <ChakraLink asChild colorPalette="brand" fontWeight="medium">
      <Link to={encodeURIComponent(row.id)}>{row.name}</Link>
    </ChakraLink>
  );
}

export const OVERDUE_LABEL = 'Overdue';

/** The next due date, marked Overdue (word and icon, not colour alone) when an invoice is late. */
function NextDueCell({ row }: { row: SubscriberListItem }): ReactElement {
  return (
    <HStack gap="2" wrap="wrap">
      <span>{row.nextDueDate ? formatCalendarDay(row.nextDueDate) : '—'}</span>
      {row.overdue ? (
        <Badge colorPalette="red" variant="subtle" data-overdue="true">
          <LuClockAlert aria-hidden />
          {OVERDUE_LABEL}
        </Badge>
      ) : null}
    </HStack>
  );
}

// Module scope: a new array each render would rebuild the table model. What a subscriber owes comes
// right after its status: on a phone the first columns are the ones in view.
export const subscriberColumns: DataColumn<SubscriberListItem>[] = [
  { id: 'name', label: 'Name', sortable: true, cell: (row) => <NameCell row={row} /> },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <SubscriberStatusBadge status={row.status} />,
  },
  {
    id: 'nextDueDate',
    label: 'Next Due',
    sortable: true,
    cell: (row) => <NextDueCell row={row} />,
  },
  {
    id: 'unpaidAmount',
    label: 'Unpaid',
    sortable: true,
    align: 'end',
    cell: (row) => (row.unpaidAmount > 0 ? formatRupiah(row.unpaidAmount) : '—'),
  },
  { id: 'phone', label: 'Phone', sortable: true, cell: (row) => row.phone || '—' },
  { id: 'pppUsername', label: 'PPP Username', sortable: true },
  { id: 'routerName', label: 'Router' },
  { id: 'planName', label: 'Plan' },
  {
    id: 'unpaidCount',
    label: 'Unpaid Invoices',
    align: 'end',
    hiddenByDefault: true,
  },
  { id: 'billingDay', label: 'Billing Day', sortable: true, align: 'end', hiddenByDefault: true },
  { id: 'billingStart', label: 'Billing Start', hiddenByDefault: true },
  { id: 'address', label: 'Address', hiddenByDefault: true },
  { id: 'email', label: 'Email', hiddenByDefault: true, cell: (row) => row.email || '—' },
  {
    id: 'createdAt',
    label: 'Created',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => formatListDate(row.createdAt),
  },
];

type DialogState =
  { kind: 'edit'; subscriber: SubscriberListItem | null } | { kind: 'import' } | null;

const filterParams = (filter: SubscriberFilter) => ({
  routerId: filter.routerId,
  planId: filter.planId,
  status: filter.status,
  overdue: filter.overdue ? true : null,
});

/**
 * `/app/billing/subscribers` (docs/rules/billing.md#subscribers): the subscribers with their status,
 * router, plan, next due date and what they owe (marked Overdue when late), filtered by router,
 * plan, status and overdue (read from and kept in the address: the dashboard's cards link to
 * `?status=isolated`); Add Subscriber and
 * Edit in a dialog, Import from a router's secrets, Hapus with the confirm dialog (a subscriber with
 * invoices: the server's 409 reason toasted), Export CSV of what the list shows.
 */
export function SubscribersPage(): ReactElement {
  usePageTitle('Subscribers');
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const filter = readSubscriberFilter(query);
  const [dialog, setDialog] = useState<DialogState>(null);

  function changeFilter(changes: Partial<Record<keyof SubscriberFilter, string | null>>): void {
    useSubscriberListStore.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0">
      <SubscriberFilters filter={filter} onChange={changeFilter} />
      <ResourceList<SubscriberListItem>
        path={SUBSCRIBERS_PATH}
        store={useSubscriberListStore}
        params={filterParams(filter)}
        columns={subscriberColumns}
        label="Subscribers"
        preferencesId="subscribers"
        envelope="success"
        getRowLabel={(row) => row.name}
        searchPlaceholder="Search name, phone, PPP username, address"
        toolbar={
          <RequireWrite>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'import' })}>
                <LuDownload aria-hidden />
                Import
              </Button>
              <Button
                colorPalette="brand"
                size="sm"
                onClick={() => setDialog({ kind: 'edit', subscriber: null })}
              >
                <LuPlus aria-hidden />
                Add Subscriber
              </Button>
            </HStack>
          </RequireWrite>
        }
        actions={{
          onEdit: (subscriber) => setDialog({ kind: 'edit', subscriber }),
          delete: true,
          onView: (subscriber) => navigate(encodeURIComponent(subscriber.id)),
        }}
      />
      <SubscriberDialog
        open={dialog?.kind === 'edit'}
        subscriber={dialog?.kind === 'edit' ? dialog.subscriber : null}
        onClose={() => setDialog(null)}
      />
      <ImportSubscribersDialog
        open={dialog?.kind === 'import'}
        routerId={filter.routerId ?? ''}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
