// `ui-kit/common`: the small pieces both list and form screens use: the confirm dialog, who may
// write and the read-only titles, a failed call's status. Its own subpath so that ui-kit/form does not
// import ui-kit/list (a form page would download the table and menus); ui-kit/list re-exports them.
// Also the query behind every list and useAllRecords (a form's picker reads a whole list).
export {
  APPROVE_CONFIRM_MESSAGE,
  CANCEL_LABEL,
  CONFIRM_LABEL,
  ConfirmDialog,
  DELETE_CONFIRM_MESSAGE,
  REJECT_CONFIRM_MESSAGE,
  type ConfirmDialogProps,
} from './confirm-dialog';
export { READ_ONLY_TITLES, useCanWrite } from './can-write';
export { errorStatus } from './error-status';
export {
  listQueryKey,
  useAllRecords,
  useListQuery,
  type UseAllRecordsOptions,
  type UseListOptions,
  type UseListResult,
} from './list-query';
