// `ui-kit/routing`: record route params and RecordRoute.
// Each subpath is a federated singleton of its own (config/federation.cjs): a page loads only the
// parts it uses, and ui-kit's own files import other parts by these names so no store is split.
export { isCreateParam, parseRecordParam, toRecordParam, type RecordParam } from './record-param';
export { RecordRoute, type RecordRouteProps } from './record-route';
export { flagValue, readQueryFlag, withQuery } from './with-query';
