// `tripay`: the client and the signature helpers the API uses. The simulator is `tripay/sim`, kept
// out of this entry so that production code never loads it.
export {
  DEFAULT_TIMEOUT_MS,
  TRIPAY_SANDBOX_URL,
  TripayClient,
  createTripayClient,
  tripayBaseUrl,
  type TripayClientOptions,
  type TripayCredentials,
} from './client';
export {
  TripayError,
  TripayInputError,
  TripayMalformedResponseError,
  TripayRefusedError,
  TripayTimeoutError,
  TripayUnreachableError,
  httpStatusOfTripayError,
  isTripayError,
  type TripayEndpoint,
  type TripayErrorCode,
} from './errors';
export {
  CALLBACK_EVENT_HEADER,
  CALLBACK_EVENT_PAYMENT_STATUS,
  CALLBACK_SIGNATURE_HEADER,
  callbackSignature,
  constantTimeEqual,
  transactionSignature,
  verifyCallbackSignature,
} from './signature';
export { parseCallbackBody, type ParsedCallback } from './shape';
export {
  CALLBACK_STATUSES,
  TRANSACTION_STATUSES,
  type CreateTransactionInput,
  type TripayCallbackBody,
  type TripayCallbackStatus,
  type TripayFee,
  type TripayInstruction,
  type TripayOrderItem,
  type TripayOrderItemLine,
  type TripayPaymentChannel,
  type TripayTransaction,
  type TripayTransactionStatus,
} from './types';
