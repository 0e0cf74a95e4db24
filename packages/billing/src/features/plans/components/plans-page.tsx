import type { Plan } from 'contracts/types';
import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuPlus } from 'react-icons/lu';
import { formatListDate, formatNumber, formatRupiah } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { RequireWrite, ResourceList } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import { PLANS_PATH } from '../api/plans';
import { usePlanListStore } from '../stores/plan-list-store';
import { PlanDialog } from './plan-dialog';

// Module scope: a new array each render would rebuild the table model.
export const planColumns: DataColumn<Plan>[] = [
  { id: 'name', label: 'Name', sortable: true },
  {
    id: 'price',
    label: 'Price',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.price),
  },
  { id: 'pppProfile', label: 'PPP Profile', sortable: true },
  {
    id: 'subscriberCount',
    label: 'Subscribers',
    align: 'end',
    cell: (row) => formatNumber(row.subscriberCount),
  },
  { id: 'description', label: 'Description' },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortable: true,
    cell: (row) => formatListDate(row.updatedAt),
  },
];

type DialogState = { plan: Plan | null } | null;

/**
 * `/app/billing/plans` (docs/rules/billing.md#plans): the plans, Add Plan and Edit in a dialog,
 * Hapus with the confirm dialog (a plan in use: the server's 409 reason toasted). The API has no
 * CSV of plans, so the list has no export.
 */
export function PlansPage(): ReactElement {
  usePageTitle('Plans');
  const [dialog, setDialog] = useState<DialogState>(null);
  return (
    <Stack p={{ base: '3', md: '6' }} gap="4">
      <ResourceList<Plan>
        path={PLANS_PATH}
        store={usePlanListStore}
        columns={planColumns}
        label="Plans"
        preferencesId="plans"
        envelope="success"
        exportCsv={false}
        getRowLabel={(row) => row.name}
        searchPlaceholder="Search name, PPP profile or description"
        toolbar={
          <RequireWrite>
            <Button colorPalette="brand" size="sm" onClick={() => setDialog({ plan: null })}>
              <LuPlus aria-hidden />
              Add Plan
            </Button>
          </RequireWrite>
        }
        actions={{ onEdit: (plan) => setDialog({ plan }), delete: true, view: true }}
        detailTitle="Plan"
      />
      <PlanDialog
        open={dialog !== null}
        plan={dialog?.plan ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
