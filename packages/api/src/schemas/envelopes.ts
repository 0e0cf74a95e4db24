// The envelopes are part of the contract (packages/contracts); what stays here is how a route asks
// for the success-style error body.
export {
  listEnvelope,
  MessageSchema,
  PaginationSchema,
  resultEnvelope,
  successEnvelope,
  writeEnvelope,
} from 'contracts/schemas';

/**
 * Route config for the success-style families: errors thrown there also carry
 * `{ success: false, error }` besides `message`. Use as `config: successStyle`.
 */
export const successStyle = { envelope: 'success' } as const;
