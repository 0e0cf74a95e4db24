// What the customer and user lists share: both are reviewed records (docs/rules/api.md#review-status)
// listed with the same row actions, the same two closing columns and the same page frame; only their
// own columns, detail fields and search differ.
import { Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatListDate } from 'ui-kit/format';
import { usePageTitle } from 'ui-kit/layout';
import { AddButton, ResourceList, StatusBadge, type ResourceListActions, type ResourceListProps } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';

interface ReviewedRow {
  id: string;
  updatedAt: string;
  status: string;
}

/** The columns a reviewed list ends with: when the record last changed, then its review status. */
export function reviewColumns<T extends ReviewedRow>(): DataColumn<T>[] {
  return [
    {
      id: 'updatedAt',
      label: 'Updated',
      sortable: true,
      cell: (row) => formatListDate(row.updatedAt),
    },
    {
      id: 'status',
      label: 'Status',
      sortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}

/** Edit (to the record's form), delete, view, approve and reject, plus what a resource adds. Call at module scope. */
export function reviewActions<T extends ReviewedRow>(
  extra: Omit<ResourceListActions<T>, 'edit'> = {},
): ResourceListActions<T> {
  return {
    edit: (row) => row.id,
    delete: true,
    view: true,
    approve: true,
    reject: true,
    ...extra,
  };
}

export type ReviewListPageProps<T> = Omit<ResourceListProps<T>, 'toolbar' | 'detailTitle'> & {
  /** The header title, also the Lihat dialog's title. */
  title: string;
};

/** A list page of a reviewed resource: its title, the table with an Add button to `create`. */
export function ReviewListPage<T extends ReviewedRow>({
  title,
  ...list
}: ReviewListPageProps<T>): ReactElement {
  usePageTitle(title);
  return (
    <Stack p={{ base: '3', md: '6' }} gap="4">
      <ResourceList<T> {...list} toolbar={<AddButton to="create" />} detailTitle={title} />
    </Stack>
  );
}
