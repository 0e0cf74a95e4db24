import type { Plan } from 'contracts/types';
import { Button, Stack } from '@chakra-ui/react';
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { LuPlus } from 'react-icons/lu';
import { formatListDate, formatNumber, formatRupiah } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { RequireWrite, ResourceList } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import { PLANS_PATH } from '../api/plans';
import { usePlanListStore } from '../stores/plan-list-store';

// The dialog (formik, yup and the fields) loads on the first Add Plan or Edit: reading the plans
// does not pay for it.
const PlanDialog = lazy(() =>
  import('./plan-dialog').then((module) => ({ default: module.PlanDialog })),
);

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
  // Kept mounted once opened, so that closing it returns the focus to what opened it.
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = (plan: Plan | null) => {
    setDialogUsed(true);
    setDialog({ plan });
  };
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
            <Button colorPalette="brand" size="sm" onClick={() => openDialog(null)}>
              <LuPlus aria-hidden />
              Add Plan
            </Button>
          </RequireWrite>
        }
        actions={{ onEdit: openDialog, delete: true, view: true }}
        detailTitle="Plan"
      />
      {dialogUsed ? (
        <Suspense fallback={null}>
          <PlanDialog
            open={dialog !== null}
            plan={dialog?.plan ?? null}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
