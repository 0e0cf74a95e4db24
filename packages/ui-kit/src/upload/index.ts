// `ui-kit/upload`: file dropzone, upload progress and file checks.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export { checkFile, fileMatchesAccept, type FileProblem } from './file-checks';
// In ui-kit/format (an image field's messages use it without loading the upload kit); still importable here.
export { formatFileSize } from 'ui-kit/format';
export { FileDropzone, type FileDropzoneProps } from './file-dropzone';
export {
  STOP_UPLOAD_LABEL,
  UPLOADING_LABEL,
  UploadProgress,
  type UploadProgressProps,
} from './upload-progress';
