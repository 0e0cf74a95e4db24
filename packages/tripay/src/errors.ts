// Every failure of the client is one of these errors, told apart by class and by `code`, so the API
// can answer with a status that fits and the log can say what happened. A call never rejects with
// anything else (a bug aside): fetch's TypeError, an AbortSignal's DOMException and a JSON
// SyntaxError are all turned into one of these, with the original as `cause`.

export type TripayErrorCode = 'refused' | 'unreachable' | 'timeout' | 'malformed' | 'invalid-input';

/** The three calls, named for messages and logs. */
export type TripayEndpoint = 'payment-channel' | 'transaction-create' | 'transaction-detail';

export interface TripayErrorContext {
  endpoint?: TripayEndpoint;
  /** HTTP status of Tripay's answer, when there was one. */
  httpStatus?: number;
  cause?: unknown;
}

export class TripayError extends Error {
  readonly code: TripayErrorCode;
  readonly endpoint: TripayEndpoint | undefined;
  readonly httpStatus: number | undefined;

  constructor(code: TripayErrorCode, message: string, context: TripayErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.code = code;
    this.endpoint = context.endpoint;
    this.httpStatus = context.httpStatus;
  }
}

/**
 * The base of the errors that carry nothing but a message and the context: `code` fixed per
 * class. Each stays a named class (for `instanceof` and `name`) in one line.
 */
function errorWithCode(code: TripayErrorCode) {
  return class extends TripayError {
    constructor(message: string, context?: TripayErrorContext) {
      super(code, message, context);
    }
  };
}

/**
 * Tripay answered `{ success: false, message }`: a wrong API key ("Invalid API Key"), a wrong
 * signature ("Invalid signature"), an unknown reference, a channel that is off, an amount out of
 * range... The message is `Tripay refused: <their message>`; theirs alone is `tripayMessage`.
 */
export class TripayRefusedError extends TripayError {
  readonly tripayMessage: string;
  constructor(tripayMessage: string, context?: TripayErrorContext) {
    super('refused', `Tripay refused: ${tripayMessage}`, context);
    this.tripayMessage = tripayMessage;
  }
}

/** No answer at all: the name did not resolve, the connection was refused or reset. */
export class TripayUnreachableError extends errorWithCode('unreachable') {}

/** No complete answer within the timeout (default 10 s). */
export class TripayTimeoutError extends TripayError {
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, context?: TripayErrorContext) {
    super('timeout', message, context);
    this.timeoutMs = timeoutMs;
  }
}

/** An answer that is not Tripay's envelope, or whose `data` lacks what the call needs. */
export class TripayMalformedResponseError extends errorWithCode('malformed') {}

/** The caller's input cannot make a valid request (nothing was sent). */
export class TripayInputError extends errorWithCode('invalid-input') {}

export function isTripayError(value: unknown): value is TripayError {
  return value instanceof TripayError;
}

/**
 * The HTTP status an API route answers with when a Tripay call fails: 400 for input the caller can
 * fix, 504 when Tripay was too slow, 502 for everything else Tripay did or did not do.
 */
export function httpStatusOfTripayError(err: TripayError): 400 | 502 | 504 {
  switch (err.code) {
    case 'invalid-input':
      return 400;
    case 'timeout':
      return 504;
    default:
      return 502;
  }
}
