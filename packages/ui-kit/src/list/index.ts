// `ui-kit/list`: list screens: ResourceList, the list hooks, row actions and menus, confirm dialog.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  createListStore,
  type ListFilterValue,
  type ListStore,
  type ListStoreOverrides,
  type ListViewState,
  type PendingAction,
} from './list-store';
export { clampPage, toApiSortDir, toListParams, type ListParams } from './list-params';
export { emptyListResponse, readListResponse, useList } from './use-list';
export { clientListPage, compareValues } from './client-list';
export {
  FOREIGN_KEY_ERROR_TEXT,
  RECORD_IN_USE_MESSAGE,
  actionErrorMessage,
  actionFailureText,
  actionSuccessText,
  closesConfirmDialog,
  recordActionRequest,
  useRecordAction,
  type ActionMessages,
  type ActionResponse,
  type RecordAction,
  type RecordId,
  type UseRecordActionOptions,
} from './use-record-action';
export {
  RECORD_ACTIONS,
  recordIdOf,
  resolveRowAction,
  rowActionState,
  useRowActions,
  type ActionConfirm,
  type ResolvedRowAction,
  type RowAction,
  type RowActionRun,
  type UseRowActionsOptions,
} from './row-actions';
export { ActionButton, type ActionButtonProps } from './action-button';
export {
  STATUS_LABELS,
  StatusBadge,
  isRecordStatus,
  type RecordStatus,
  type StatusBadgeProps,
} from './status-badge';
export {
  AddButton,
  RequireWrite,
  type AddButtonProps,
  type RequireWriteProps,
} from './require-write';
// The confirm dialog, who may write, a failed call's status and the list query live in ui-kit/common (ui-kit/form uses
// them too, without the list); still importable from here.
export {
  APPROVE_CONFIRM_MESSAGE,
  CANCEL_LABEL,
  CONFIRM_LABEL,
  ConfirmDialog,
  DELETE_CONFIRM_MESSAGE,
  READ_ONLY_TITLES,
  REJECT_CONFIRM_MESSAGE,
  errorStatus,
  listQueryKey,
  useAllRecords,
  useCanWrite,
  type ConfirmDialogProps,
  type UseAllRecordsOptions,
  type UseListOptions,
  type UseListResult,
} from 'ui-kit/common';
export {
  ALREADY_APPROVED_TITLE,
  ALREADY_REJECTED_TITLE,
  ROW_MENU_LABELS,
  RowMenu,
  type RowMenuHandler,
  type RowMenuItem,
  type RowMenuProps,
} from './row-menu';
export {
  RecordDetailDialog,
  type DetailField,
  type RecordDetailDialogProps,
} from './record-detail-dialog';
export { ListTotals, type ListTotalsItem } from './list-totals';
export { ResourceList, type ResourceListActions, type ResourceListProps } from './resource-list';
export {
  preferencesOf,
  useTablePreferences,
  visibilityOf,
  type TablePreferenceSetters,
} from './use-table-preferences';
export {
  EXPORT_CSV_ERROR_MESSAGE,
  EXPORT_CSV_LABEL,
  ExportCsvButton,
  defaultCsvFilename,
  fileSlug,
  periodSlug,
  type ExportCsvButtonProps,
} from './export-csv-button';
