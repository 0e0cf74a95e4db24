import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { columnValue, displayValue, type DataColumn, type SortState } from '../table/columns';
import { DataTable } from '../table/data-table';
import {
  APPROVE_CONFIRM_MESSAGE,
  ConfirmDialog,
  DELETE_CONFIRM_MESSAGE,
  REJECT_CONFIRM_MESSAGE,
} from './confirm-dialog';
import type { ListFilterValue, ListStore } from './list-store';
import { toListParams } from './list-params';
import { RecordDetailDialog, type DetailField } from './record-detail-dialog';
import { RowMenu } from './row-menu';
import { useList } from './use-list';
import {
  actionErrorMessage,
  closesConfirmDialog,
  useRecordAction,
  type RecordId,
} from './use-record-action';

/** Which row actions a list offers. Each is optional. */
export interface ResourceListActions<TRow> {
  /** Edit: the form's path for a row, relative to the list (e.g. `row => String(row.id)`). */
  edit?: (row: TRow) => string;
  /** Hapus with its confirm dialog. */
  delete?: boolean;
  /** Lihat: the read-only detail dialog. */
  view?: boolean;
  /** Setujui with its confirm dialog (`POST {path}/{id}/approve`). */
  approve?: boolean;
  /** Tolak with its confirm dialog (`POST {path}/{id}/reject`). */
  reject?: boolean;
  /** Why a row cannot be deleted (SPEC §6 'Cannot delete admin users'); null when it can. */
  deleteDisabledReason?: (row: TRow) => string | null;
}

export interface ResourceListProps<TRow> {
  /** The resource root, e.g. '/customers' (DECISIONS §2). */
  path: string;
  /** This list's view state (`createListStore`). */
  store: ListStore<TRow>;
  columns: readonly DataColumn<TRow>[];
  /** The table's accessible name, e.g. 'Customers'. */
  label: string;
  getRowId?: (row: TRow) => RecordId;
  /** Names a row in dialogs and for screen readers, e.g. `row => row.name`. */
  getRowLabel?: (row: TRow) => string;
  /** Extra query parameters on top of the store's filters. */
  params?: Record<string, ListFilterValue>;
  /** False holds the list back (delivery: until a customer is chosen). */
  enabled?: boolean;
  emptyText?: string;
  searchPlaceholder?: string;
  /** Buttons right of the search box (AddButton, Import). */
  toolbar?: ReactNode;
  actions?: ResourceListActions<TRow>;
  /** The Lihat dialog's content; default: every column's label and cell (hidden ones too). */
  detailFields?: (row: TRow) => DetailField[];
  detailTitle?: string;
  /** The order a third header click returns to; default the store's initial sort (SPEC §4). */
  defaultSort?: SortState;
}

function defaultId(row: unknown): RecordId {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : '';
}

function statusOf(row: unknown): string | null {
  const status =
    typeof row === 'object' && row !== null ? (row as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : null;
}

/**
 * A whole list screen's table (SPEC §2–§4): the paged call, the table with search, sort, column
 * menu, selection and pagination bar, the row menu and its confirm and detail dialogs.
 */
export function ResourceList<TRow>({
  path,
  store,
  columns,
  label,
  getRowId = defaultId,
  getRowLabel,
  params: extraParams,
  enabled = true,
  emptyText,
  searchPlaceholder,
  toolbar,
  actions = {},
  detailFields,
  detailTitle,
  defaultSort,
}: ResourceListProps<TRow>): ReactElement {
  const navigate = useNavigate();
  const state = useStore(store);
  const initialSort = useMemo<SortState>(() => {
    const { sortCol, sortDir } = store.getInitialState();
    return { sortCol, sortDir };
  }, [store]);

  const params = toListParams(state, extraParams);
  const list = useList<TRow>(path, params, { enabled });
  const { totalPages } = list.pagination;

  // A page past the end (the last row of the last page was deleted, or the list shrank) shows
  // the new last page instead of an empty one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && state.page > totalPages) {
      store.getState().setPage(totalPages);
    }
  }, [list.isPlaceholderData, totalPages, state.page, store]);

  const deleteAction = useRecordAction(path, 'delete', {
    onSuccess: () => store.getState().setPendingDelete(null),
    onError: (error) => {
      if (closesConfirmDialog(error)) store.getState().setPendingDelete(null);
    },
  });
  const approveAction = useRecordAction(path, 'approve', {
    onSuccess: () => store.getState().setPendingApprove(null),
    onError: (error) => {
      if (closesConfirmDialog(error)) store.getState().setPendingApprove(null);
    },
  });
  const rejectAction = useRecordAction(path, 'reject', {
    onSuccess: () => store.getState().setPendingReject(null),
    onError: (error) => {
      if (closesConfirmDialog(error)) store.getState().setPendingReject(null);
    },
  });

  const tableRowId = useCallback(
    (row: TRow, index: number) => {
      const id = getRowId(row);
      return id === '' ? `#${index}` : String(id);
    },
    [getRowId],
  );

  // The dialogs give the focus back to the row's menu button; when that row is gone (deleted),
  // to the list itself rather than to the page's body.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const finalFocus = useCallback(
    (): HTMLElement | null =>
      returnFocusTo.current?.isConnected ? returnFocusTo.current : listRef.current,
    [],
  );
  // A deleted row's button leaves with the reload that follows the delete, after the dialog has
  // already handed it the focus; the focus then falls to the body and is brought back here.
  useEffect(() => {
    const trigger = returnFocusTo.current;
    if (trigger && !trigger.isConnected && document.activeElement === document.body) {
      listRef.current?.focus();
    }
  }, [list.rows]);
  const opener =
    (open: (row: TRow) => void, reset?: () => void) =>
    (row: TRow) =>
    (trigger: HTMLElement | null) => {
      returnFocusTo.current = trigger;
      reset?.();
      open(row);
    };
  const askDelete = opener((row) => store.getState().setPendingDelete(row), deleteAction.reset);
  const askApprove = opener((row) => store.getState().setPendingApprove(row), approveAction.reset);
  const askReject = opener((row) => store.getState().setPendingReject(row), rejectAction.reset);
  const showDetail = opener((row) => store.getState().setDetailRecord(row));

  const nameOf = (row: TRow): string | undefined => getRowLabel?.(row);
  const hasMenu = Boolean(
    actions.edit || actions.delete || actions.view || actions.approve || actions.reject,
  );

  function renderRowActions(row: TRow): ReactNode {
    const name = nameOf(row);
    const { edit } = actions;
    return (
      <RowMenu
        label={name ? `Actions for ${name}` : 'Row actions'}
        status={statusOf(row)}
        onEdit={edit ? () => navigate(edit(row)) : undefined}
        onDelete={actions.delete ? askDelete(row) : undefined}
        onView={actions.view ? showDetail(row) : undefined}
        onApprove={actions.approve ? askApprove(row) : undefined}
        onReject={actions.reject ? askReject(row) : undefined}
        deleteDisabledReason={actions.deleteDisabledReason?.(row) ?? null}
      />
    );
  }

  const detail = state.detailRecord;
  const fields: DetailField[] = detail
    ? (detailFields?.(detail) ??
      columns.map((column) => ({
        label: column.label,
        value: column.cell ? column.cell(detail) : displayValue(columnValue(column, detail)),
      })))
    : [];

  return (
    <Box ref={listRef} tabIndex={-1} aria-label={label} role="group" outline="none">
      <DataTable<TRow>
        label={label}
        columns={columns}
        data={list.rows}
        getRowId={tableRowId}
        getRowLabel={getRowLabel ? (row) => getRowLabel(row) : undefined}
        sortCol={state.sortCol}
        sortDir={state.sortDir}
        defaultSort={defaultSort ?? initialSort}
        onSortChange={state.setSort}
        search={state.search}
        onSearchChange={state.setSearch}
        searchPlaceholder={searchPlaceholder}
        columnVisibility={state.columnVisibility}
        onColumnVisibilityChange={state.setColumnVisibility}
        columnFilters={state.columnFilters}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        isPlaceholderData={list.isPlaceholderData}
        error={list.isError ? list.error : undefined}
        onRetry={list.refetch}
        emptyText={emptyText}
        toolbar={toolbar}
        renderRowActions={hasMenu ? renderRowActions : undefined}
        pagination={{
          page: state.page,
          pageCount: totalPages,
          perPage: params.perPage,
          onPageChange: state.setPage,
          onPerPageChange: state.setPerPage,
        }}
      />

      {actions.delete ? (
        <ConfirmDialog
          open={state.pendingDelete !== null}
          title="Hapus data"
          message={DELETE_CONFIRM_MESSAGE}
          tone="danger"
          pending={deleteAction.isPending}
          error={deleteAction.isError ? actionErrorMessage(deleteAction.error) : null}
          finalFocusEl={finalFocus}
          onCancel={() => state.setPendingDelete(null)}
          onConfirm={() => {
            if (state.pendingDelete !== null) deleteAction.mutate(getRowId(state.pendingDelete));
          }}
        />
      ) : null}
      {actions.approve ? (
        <ConfirmDialog
          open={state.pendingApprove !== null}
          title="Setujui data"
          message={APPROVE_CONFIRM_MESSAGE}
          pending={approveAction.isPending}
          error={approveAction.isError ? actionErrorMessage(approveAction.error) : null}
          finalFocusEl={finalFocus}
          onCancel={() => state.setPendingApprove(null)}
          onConfirm={() => {
            if (state.pendingApprove !== null) approveAction.mutate(getRowId(state.pendingApprove));
          }}
        />
      ) : null}
      {actions.reject ? (
        <ConfirmDialog
          open={state.pendingReject !== null}
          title="Tolak data"
          message={REJECT_CONFIRM_MESSAGE}
          tone="danger"
          pending={rejectAction.isPending}
          error={rejectAction.isError ? actionErrorMessage(rejectAction.error) : null}
          finalFocusEl={finalFocus}
          onCancel={() => state.setPendingReject(null)}
          onConfirm={() => {
            if (state.pendingReject !== null) rejectAction.mutate(getRowId(state.pendingReject));
          }}
        />
      ) : null}
      {actions.view ? (
        <RecordDetailDialog
          open={detail !== null}
          title={detailTitle}
          fields={fields}
          onClose={() => state.setDetailRecord(null)}
          finalFocusEl={finalFocus}
        />
      ) : null}
    </Box>
  );
}
