// `ui-kit/form`: FormPage, form fields, server errors, unsaved-changes guard, and the page's one formik and yup.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  BACK_LABEL,
  FormPage,
  RECORD_NOT_FOUND_MESSAGE,
  SAVE_LABEL,
  type FormPageProps,
} from './form-page';
export { FormDialog, type FormDialogProps } from './form-dialog';
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
} from './form-fields';
export {
  RowsField,
  RupiahField,
  TagListField,
  parseRupiah,
  type RowsFieldColumn,
  type RowsFieldProps,
  type RupiahFieldProps,
  type TagListFieldProps,
} from './collection-fields';
export {
  IMAGE_ACCEPT,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_NOT_ACCEPTED_MESSAGE,
  IMAGE_UPLOAD_FAILED_MESSAGE,
  ImageField,
  imageTooLargeMessage,
  type ImageFieldProps,
  type ImageUploadProgress,
  type ImageUploader,
} from './image-field';
export {
  applyServerErrors,
  readServerErrors,
  toFormikErrors,
  type FormStatus,
} from './server-errors';
export {
  LEAVE_LABEL,
  STAY_LABEL,
  UNSAVED_CHANGES_MESSAGE,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesGuard,
  type UnsavedChangesGuardProps,
} from './unsaved-changes';
export {
  recordQueryKey,
  useFormResource,
  type FormResource,
  type UseFormResourceOptions,
} from './use-form-resource';
export { parentPath, useGoBack } from './use-go-back';
/**
 * The formik behind the kit's fields, for a hand-made form that uses them (the sign-in form):
 * formik is not shared on its own, so a remote's own copy would give the fields another context.
 */
export { FormikProvider, useFormik, useFormikContext } from 'formik';
/** The one yup of the page: remotes write their schemas with it (ui-kit is a federated singleton). */
export * as yup from 'yup';
