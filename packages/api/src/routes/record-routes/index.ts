// Route pieces shared by the generic resources (customers, users, deliveries and the CMS areas,
// docs/rules/api.md#calls): each resource gives only what differs, these register its routes.
export { actorOf, signedInUser, trimBody, type RecordEnvelope } from './shared';
export {
  registerReadRoutes,
  registerRecordRoute,
  successListEnvelope,
  type ReadRoutesOptions,
  type RecordRouteOptions,
} from './read';
export { capitalise, registerCsvRoute, reviewedCsvColumns, type CsvRouteOptions } from './csv';
export { registerReviewRoutes, type ReviewRoutesOptions } from './review';
export {
  registerWriteRoutes,
  SuccessDeletedSchema,
  type WriteContext,
  type WriteRoutesOptions,
} from './write';
