// Every failure of a send is one of these errors, told apart by class and `code`, so the outbox can
// keep the gateway's reason as the message's lastError and the log can say what happened. A send
// never rejects with anything else: fetch's TypeError, an AbortSignal's DOMException and a JSON
// SyntaxError become one of these, with the original as `cause`.

export type WhatsAppErrorCode =
  'rejected' | 'http-status' | 'unreachable' | 'timeout' | 'malformed' | 'invalid-input';

export interface WhatsAppErrorContext {
  /** HTTP status of the gateway's answer, when there was one. */
  httpStatus?: number;
  cause?: unknown;
}

export class WhatsAppError extends Error {
  readonly code: WhatsAppErrorCode;
  readonly httpStatus: number | undefined;

  constructor(code: WhatsAppErrorCode, message: string, context: WhatsAppErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.code = code;
    this.httpStatus = context.httpStatus;
  }
}

function errorWithCode(code: WhatsAppErrorCode) {
  return class extends WhatsAppError {
    constructor(message: string, context?: WhatsAppErrorContext) {
      super(code, message, context);
    }
  };
}

/**
 * The gateway answered `{ "status": false, "reason": "…" }` (Fonnte answers so with HTTP 200): a
 * wrong token ("invalid token"), a disconnected device, an invalid target. The message is
 * `WhatsApp gateway refused: <reason>`; the reason alone is `reason`.
 */
export class WhatsAppRejectedError extends WhatsAppError {
  readonly reason: string;
  constructor(reason: string, context?: WhatsAppErrorContext) {
    super('rejected', `WhatsApp gateway refused: ${reason}`, context);
    this.reason = reason;
  }
}

/** The gateway answered with an HTTP error status (5xx, or a 4xx without its JSON answer). */
export class WhatsAppHttpError extends errorWithCode('http-status') {}

/** No answer at all: the name did not resolve, the connection was refused or reset. */
export class WhatsAppUnreachableError extends errorWithCode('unreachable') {}

/** No complete answer within the timeout (default 10 s). */
export class WhatsAppTimeoutError extends WhatsAppError {
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, context?: WhatsAppErrorContext) {
    super('timeout', message, context);
    this.timeoutMs = timeoutMs;
  }
}

/** A 2xx answer that is not the gateway's `{ status, … }` JSON. */
export class WhatsAppMalformedResponseError extends errorWithCode('malformed') {}

/** The caller's input cannot make a valid request (nothing was sent). */
export class WhatsAppInputError extends errorWithCode('invalid-input') {}

export function isWhatsAppError(value: unknown): value is WhatsAppError {
  return value instanceof WhatsAppError;
}
