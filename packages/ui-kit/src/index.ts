export { system } from './theme/system';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';

export { AppToaster } from './toast/app-toaster';
export { notify, toastKindOf, type NotifyOptions, type PromiseMessages } from 'ui-kit/toast';
export {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MARGIN_PX,
  TOAST_WIDTH_PX,
  isSwipeDismiss,
  type ToastKind,
} from 'ui-kit/toast';

export {
  DEFAULT_LOADING_TEXT,
  LoadingScreen,
  type LoadingScreenProps,
} from './layout/loading-screen';
export { PageSkeleton } from './layout/page-skeleton';
export { usePageTitle, usePageTitleStore } from './layout/page-title';
export { NotFound, type NotFoundProps } from './layout/not-found';
export { ScreenPlaceholder, type ScreenPlaceholderProps } from './layout/screen-placeholder';

export {
  HEADER_DATE_FORMAT,
  LIST_DATE_FORMAT,
  RANGE_DATE_FORMAT,
  formatDateRange,
  formatHeaderDate,
  formatListDate,
  toDayjs,
  type DateInput,
} from './date/format-date';
export { formatNumber } from './number/format-number';
export {
  checkFile,
  fileMatchesAccept,
  formatFileSize,
  type FileProblem,
} from './upload/file-checks';
export { FileDropzone, type FileDropzoneProps } from './upload/file-dropzone';
export {
  STOP_UPLOAD_LABEL,
  UPLOADING_LABEL,
  UploadProgress,
  type UploadProgressProps,
} from './upload/upload-progress';
export { capitalise, firstCharacters, isLongerThan } from './text/text';

export { useIsSmallScreen, useMediaQuery, SMALL_SCREEN_QUERY } from './layout/use-small-screen';

export {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_COL,
  DEFAULT_SORT_DIR,
  LOADING_TEXT,
  MOBILE_BREAKPOINT_PX,
  NO_DATA_TEXT,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  isPageSize,
  type PageSize,
} from './list/list-constants';
export {
  createListStore,
  type ListFilterValue,
  type ListStore,
  type ListStoreOverrides,
  type ListViewState,
  type PendingAction,
  type SortDirection,
} from './list/list-store';
export { clampPage, toApiSortDir, toListParams, type ListParams } from './list/list-params';
export {
  readPagination,
  resolveEnvelope,
  resultEnvelope,
  successEnvelope,
  wholeListPagination,
  type Envelope,
  type EnvelopeKind,
  type EnvelopeOption,
  type ListPagination,
  type ListResponse,
  type SaveResponse,
} from './envelope/envelope';
export {
  emptyListResponse,
  listQueryKey,
  readListResponse,
  useAllRecords,
  useList,
  type UseAllRecordsOptions,
  type UseListOptions,
  type UseListResult,
} from './list/use-list';
export { clientListPage, compareValues } from './list/client-list';
export {
  FOREIGN_KEY_ERROR_TEXT,
  RECORD_IN_USE_MESSAGE,
  actionErrorMessage,
  actionFailureText,
  actionSuccessText,
  closesConfirmDialog,
  errorStatus,
  recordActionRequest,
  useRecordAction,
  type ActionMessages,
  type ActionResponse,
  type RecordAction,
  type RecordId,
  type UseRecordActionOptions,
} from './list/use-record-action';
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
} from './list/row-actions';
export { ActionButton, type ActionButtonProps } from './list/action-button';
export {
  STATUS_LABELS,
  StatusBadge,
  isRecordStatus,
  type RecordStatus,
  type StatusBadgeProps,
} from './list/status-badge';
export {
  AddButton,
  RequireWrite,
  useCanWrite,
  type AddButtonProps,
  type RequireWriteProps,
} from './list/require-write';
export {
  APPROVE_CONFIRM_MESSAGE,
  CANCEL_LABEL,
  CONFIRM_LABEL,
  ConfirmDialog,
  DELETE_CONFIRM_MESSAGE,
  REJECT_CONFIRM_MESSAGE,
  type ConfirmDialogProps,
} from './list/confirm-dialog';
export {
  ALREADY_APPROVED_TITLE,
  ALREADY_REJECTED_TITLE,
  READ_ONLY_TITLES,
  ROW_MENU_LABELS,
  RowMenu,
  type RowMenuHandler,
  type RowMenuItem,
  type RowMenuProps,
} from './list/row-menu';
export {
  FormDescription,
  auditDetailFields,
  type AuditedRecord,
  type FormDescriptionProps,
} from './record/audit-fields';
export {
  RecordDetailDialog,
  type DetailField,
  type RecordDetailDialogProps,
} from './list/record-detail-dialog';
export {
  ResourceList,
  type ResourceListActions,
  type ResourceListProps,
} from './list/resource-list';

export {
  columnValue,
  displayValue,
  initialColumnVisibility,
  isSortedBy,
  nextSort,
  resolveColumnVisibility,
  sortKeyOf,
  valueAtPath,
  type DataColumn,
  type SortState,
} from './table/columns';
export { DataTable, type DataTablePagination, type DataTableProps } from './table/data-table';
export {
  PAGE_SIZE_LABEL,
  PAGE_SIZE_SHORT_LABEL,
  PaginationBar,
  pageText,
  paginationRules,
  selectionText,
  type PaginationBarProps,
  type PaginationRules,
} from './table/pagination-bar';
export { SearchBox, type SearchBoxProps } from './table/search-box';
export {
  ColumnVisibilityMenu,
  type ColumnVisibilityItem,
  type ColumnVisibilityMenuProps,
} from './table/column-visibility-menu';

export {
  BACK_LABEL,
  FormPage,
  RECORD_NOT_FOUND_MESSAGE,
  SAVE_LABEL,
  type FormPageProps,
} from './form/form-page';
export {
  CheckboxField,
  NumberField,
  PasswordField,
  SelectField,
  SwitchField,
  TextField,
  TextareaField,
  type BaseFieldProps,
  type CheckboxFieldProps,
  type NumberFieldProps,
  type PasswordFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type SwitchFieldProps,
  type TextFieldProps,
  type TextareaFieldProps,
} from './form/form-fields';
export {
  applyServerErrors,
  readServerErrors,
  toFormikErrors,
  type FormStatus,
} from './form/server-errors';
export {
  LEAVE_LABEL,
  STAY_LABEL,
  UNSAVED_CHANGES_MESSAGE,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesGuard,
  type UnsavedChangesGuardProps,
} from './form/unsaved-changes';
export {
  recordQueryKey,
  useFormResource,
  type FormResource,
  type UseFormResourceOptions,
} from './form/use-form-resource';
export { parentPath, useGoBack } from './form/use-go-back';
export {
  isCreateParam,
  parseRecordParam,
  toRecordParam,
  type RecordParam,
} from './routing/record-param';
export { RecordRoute, type RecordRouteProps } from './routing/record-route';
/**
 * The formik behind the kit's fields, for a hand-made form that uses them (the sign-in form):
 * formik is not shared on its own, so a remote's own copy would give the fields another context.
 */
export { FormikProvider, useFormik } from 'formik';
/** The one yup of the page: remotes write their schemas with it (ui-kit is a federated singleton). */
export * as yup from 'yup';

export {
  CALENDAR_START_DAY,
  DATE_RANGE_CLOSE_LABEL,
  DATE_RANGE_LABEL,
  DATE_RANGE_MONTHS,
  DATE_RANGE_PLACEHOLDER,
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
} from './date/date-range-picker';
