// `ui-kit/envelope`: reading the API's list and save envelopes.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export {
  readPagination,
  readTotals,
  resolveEnvelope,
  resultEnvelope,
  successEnvelope,
  wholeListPagination,
  type Envelope,
  type EnvelopeKind,
  type EnvelopeOption,
  type ListPagination,
  type ListResponse,
  type ListTotalFigures,
  type SaveResponse,
} from './envelope';
export { saveRecord } from './save-record';
