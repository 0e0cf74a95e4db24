// `ui-kit/record`: audit fields of a record (created/updated by and at), the company on printouts and
// the print pages' options bar.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  FormDescription,
  auditDetailFields,
  type AuditedRecord,
  type FormDescriptionProps,
} from './audit-fields';
export { useCompanyOnCard, type CompanyOnCard } from './company';
export { PrintBar, type PrintBarProps } from './print-bar';
