import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { EnvelopeOption, ListTotalFigures } from 'ui-kit/envelope';
import {
  columnValue,
  displayValue,
  exportColumnIds,
  type DataColumn,
  type SortState,
} from 'ui-kit/table';
import { DataTable } from 'ui-kit/table';
import { ConfirmDialog, useCanWrite } from 'ui-kit/common';
import { ExportCsvButton, defaultCsvFilename } from './export-csv-button';
import type { ListFilterValue, ListStore, ListViewState } from './list-store';
import { toListParams } from './list-params';
import { RecordDetailDialog, type DetailField } from './record-detail-dialog';
import {
  recordIdOf,
  resolveRowAction,
  rowActionState,
  useRowActions,
  type ResolvedRowAction,
  type RowAction,
} from './row-actions';
import { RowMenu, type RowMenuItem } from './row-menu';
import { useTablePreferences } from './use-table-preferences';
import { useList } from './use-list';
import { actionFailureText, closesConfirmDialog, type RecordId } from './use-record-action';

/** Which row actions a list offers. Each is optional. */
export interface ResourceListActions<TRow> {
  /** Edit: the form's path for a row, relative to the list (e.g. `row => String(row.id)`). */
  edit?: (row: TRow) => string;
  /** Edit in place instead of on a form page (a dialog: PPP secrets and profiles); wins over `edit`. */
  onEdit?: (row: TRow) => void;
  /** Hapus with its confirm dialog. */
  delete?: boolean;
  /** Lihat: the read-only detail dialog. */
  view?: boolean;
  /** Lihat opens the screen's own view instead (a drawer with more than the row holds); wins over `view`. */
  onView?: (row: TRow) => void;
  /** Setujui with its confirm dialog (`POST {path}/{id}/approve`). */
  approve?: boolean;
  /** Tolak with its confirm dialog (`POST {path}/{id}/reject`). */
  reject?: boolean;
  /** Why a row cannot be deleted (docs/rules/roles.md#screens 'Cannot delete admin users'); null when it can. */
  deleteDisabledReason?: (row: TRow) => string | null;
  /**
   * More actions, in the menu after Edit: enable, disable, kick, test, retry or the resource's
   * own, each with its optional confirmation, toasts and role rule (`RowAction`).
   */
  more?: readonly RowAction<TRow>[];
}

export interface ResourceListProps<TRow> {
  /** The resource root, e.g. '/customers' (docs/rules/api.md#calls). */
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
  /** How the resource wraps its answers: 'result' (default) or 'success' (docs/rules/api.md). */
  envelope?: EnvelopeOption;
  /** The server answers the whole list: search, sort and paging run on the loaded rows. */
  clientSide?: boolean;
  /** Reload every this many ms while shown. */
  refetchInterval?: number;
  emptyText?: string;
  searchPlaceholder?: string;
  /** Buttons right of the search box (AddButton, Import). */
  toolbar?: ReactNode;
  actions?: ResourceListActions<TRow>;
  /** The Lihat dialog's content; default: every column's label and cell (hidden ones too). */
  detailFields?: (row: TRow) => DetailField[];
  detailTitle?: string;
  /** The order a third header click returns to; default the store's initial sort (docs/rules/lists.md#list-state). */
  defaultSort?: SortState;
  /**
   * Keep the column choices (visible columns and order) per user on the server under this table id
   * (docs/rules/reports.md#column-choices), so they survive a reload and follow the user to another
   * device. One id per kind of table, not per router ('ppp-secrets'). Off without it.
   */
  preferencesId?: string;
  /**
   * The toolbar's Export CSV (docs/rules/reports.md#csv-files): the list's query without paging, and
   * `columns` = the shown columns in their order. On by default; false turns it off.
   */
  exportCsv?: boolean;
  /** Where the CSV is; default the list's path + '.csv'. */
  exportPath?: string;
  /** The file's name; default `<slug of label>-<YYYY-MM-DD>.csv`. A function is asked at the click. */
  exportFilename?: string | (() => string);
  /** The toast when an export fails and the server gives no reason. */
  exportErrorText?: string;
  /**
   * A line above the table from the server's `totals` of the whole filtered list (undefined until
   * an answer has them): `(totals) => <ListTotals items={…} />`.
   */
  summary?: (totals: ListTotalFigures | undefined) => ReactNode;
}

function statusOf(row: unknown): string | null {
  const status =
    typeof row === 'object' && row !== null ? (row as { status?: unknown }).status : undefined;
  return typeof status === 'string' ? status : null;
}

/** Keeps (docs/rules/api.md#records) the records pending delete, approve and reject by name; any other action shares one field. */
function pendingRecord<TRow>(state: ListViewState<TRow>, action: string): TRow | null {
  if (action === 'delete') return state.pendingDelete;
  if (action === 'approve') return state.pendingApprove;
  if (action === 'reject') return state.pendingReject;
  return state.pendingAction?.action === action ? state.pendingAction.record : null;
}

function setPendingRecord<TRow>(store: ListStore<TRow>, action: string, row: TRow | null): void {
  const state = store.getState();
  if (action === 'delete') state.setPendingDelete(row);
  else if (action === 'approve') state.setPendingApprove(row);
  else if (action === 'reject') state.setPendingReject(row);
  else if (row !== null) state.setPendingAction({ action, record: row });
  else if (state.pendingAction?.action === action) state.setPendingAction(null);
}

/**
 * A whole list screen's table (docs/rules/lists.md): the paged call, the table with search, sort, column
 * menu (kept per user with `preferencesId`), Export CSV, selection and pagination bar, the row menu
 * and its confirm and detail dialogs.
 */
export function ResourceList<TRow>({
  path,
  store,
  columns,
  label,
  getRowId = recordIdOf,
  getRowLabel,
  params: extraParams,
  enabled = true,
  envelope,
  clientSide = false,
  refetchInterval,
  emptyText,
  searchPlaceholder,
  toolbar,
  actions = {},
  detailFields,
  detailTitle,
  defaultSort,
  preferencesId,
  exportCsv = true,
  exportPath,
  exportFilename,
  exportErrorText,
  summary,
}: ResourceListProps<TRow>): ReactElement {
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const state = useStore(store);
  const preferences = useTablePreferences(store, preferencesId);
  const initialSort = useMemo<SortState>(() => {
    const { sortCol, sortDir } = store.getInitialState();
    return { sortCol, sortDir };
  }, [store]);

  const params = toListParams(state, extraParams);
  const list = useList<TRow>(path, params, {
    enabled,
    envelope,
    clientSide,
    columns,
    refetchInterval,
  });
  const { totalPages } = list.pagination;

  // The file is of the list as it is at the click: read from the store then, not at render.
  const exportParams = (): Record<string, unknown> => {
    const current = store.getState();
    const { page: _page, perPage: _perPage, ...query } = toListParams(current, extraParams);
    return {
      ...query,
      columns: exportColumnIds(columns, current.columnVisibility, current.columnOrder).join(','),
    };
  };

  // A page past the end (the last row of the last page was deleted, or the list shrank) shows
  // the new last page instead of an empty one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && state.page > totalPages) {
      store.getState().setPage(totalPages);
    }
  }, [list.isPlaceholderData, totalPages, state.page, store]);

  // Every action of the list runs through one mutation: one call at a time per list, its dialog
  // (if any) closed on success and on the failures that end it (409, 404).
  const runner = useRowActions<TRow>(path, getRowId, {
    onSuccess: (_response, run) => setPendingRecord(store, run.action.action, null),
    onError: (error, run) => {
      if (closesConfirmDialog(error)) setPendingRecord(store, run.action.action, null);
    },
  });
  const builtIn = (['delete', 'approve', 'reject'] as const)
    .filter((name) => actions[name])
    .map((name) => resolveRowAction<TRow>({ action: name }));
  const more = (actions.more ?? []).map((action) => resolveRowAction(action));
  const confirmed = [...builtIn, ...more].filter((action) => action.confirm !== false);

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
  // An action with a confirmation waits for it; one without runs at once.
  const ask = (action: ResolvedRowAction<TRow>) =>
    opener(
      (row) =>
        action.confirm
          ? setPendingRecord(store, action.action, row)
          : runner.mutate({ action, row }),
      runner.reset,
    );
  const showDetail = opener((row) => store.getState().setDetailRecord(row));
  const actionNamed = (name: string) => builtIn.find((action) => action.action === name);
  // The row whose immediate action (no dialog to show it) is running: its menu button spins.
  const running = runner.isPending ? runner.variables : undefined;
  const busyId = running && !running.action.confirm ? getRowId(running.row) : null;

  const nameOf = (row: TRow): string | undefined => getRowLabel?.(row);
  const hasMenu = Boolean(
    actions.edit ||
    actions.onEdit ||
    actions.delete ||
    actions.view ||
    actions.onView ||
    actions.approve ||
    actions.reject ||
    more.length > 0,
  );

  function menuItems(row: TRow): RowMenuItem[] {
    return more.flatMap((action) => {
      const { hidden, disabledReason } = rowActionState(action, row, canWrite);
      if (hidden) return [];
      return [
        {
          value: action.action,
          label: action.label,
          icon: action.icon,
          danger: action.danger,
          disabledReason,
          onSelect: ask(action)(row),
        },
      ];
    });
  }

  function renderRowActions(row: TRow): ReactNode {
    const name = nameOf(row);
    const { edit, onEdit, onView } = actions;
    const builtInHandler = (action: string) => {
      const found = actionNamed(action);
      return found ? ask(found)(row) : undefined;
    };
    return (
      <RowMenu
        label={name ? `Actions for ${name}` : 'Row actions'}
        status={statusOf(row)}
        onEdit={onEdit ? () => onEdit(row) : edit ? () => navigate(edit(row)) : undefined}
        onDelete={builtInHandler('delete')}
        onView={onView ? () => onView(row) : actions.view ? showDetail(row) : undefined}
        onApprove={builtInHandler('approve')}
        onReject={builtInHandler('reject')}
        deleteDisabledReason={actions.deleteDisabledReason?.(row) ?? null}
        items={menuItems(row)}
        busy={busyId !== null && getRowId(row) === busyId}
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
      {summary ? summary(list.totals) : null}
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
        sortLoadedRows={!clientSide}
        search={state.search}
        onSearchChange={state.setSearch}
        searchPlaceholder={searchPlaceholder}
        columnVisibility={state.columnVisibility}
        onColumnVisibilityChange={preferences.setColumnVisibility}
        columnOrder={state.columnOrder}
        onColumnOrderChange={preferences.setColumnOrder}
        onResetColumns={preferences.resetColumns}
        columnFilters={state.columnFilters}
        isLoading={list.isLoading}
        isFetching={list.isFetching}
        isPlaceholderData={list.isPlaceholderData}
        error={list.isError ? list.error : undefined}
        onRetry={list.refetch}
        emptyText={emptyText}
        toolbar={
          exportCsv ? (
            <>
              {toolbar}
              <ExportCsvButton
                path={exportPath ?? `${path}.csv`}
                filename={exportFilename ?? (() => defaultCsvFilename(label))}
                params={exportParams}
                errorText={exportErrorText}
              />
            </>
          ) : (
            toolbar
          )
        }
        renderRowActions={hasMenu ? renderRowActions : undefined}
        pagination={{
          page: state.page,
          pageCount: totalPages,
          perPage: params.perPage,
          onPageChange: state.setPage,
          onPerPageChange: state.setPerPage,
        }}
      />

      {confirmed.map((action) => {
        const { confirm } = action;
        if (!confirm) return null;
        const record = pendingRecord(state, action.action);
        const mine = runner.variables?.action.action === action.action;
        return (
          <ConfirmDialog
            key={action.action}
            open={record !== null}
            title={confirm.title}
            message={confirm.message}
            confirmLabel={confirm.confirmLabel}
            tone={confirm.tone}
            pending={runner.isPending && mine}
            error={runner.isError && mine ? actionFailureText(runner.error, action) : null}
            finalFocusEl={finalFocus}
            onCancel={() => setPendingRecord(store, action.action, null)}
            onConfirm={() => {
              if (record !== null) runner.mutate({ action, row: record });
            }}
          />
        );
      })}
      {actions.view && !actions.onView ? (
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
