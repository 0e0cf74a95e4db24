// Every failure of a send is an EmailError, told apart by `code`, so the outbox keeps a readable
// reason as the message's lastError: nodemailer's own error codes (ECONNECTION, ETIMEDOUT, EAUTH,
// EENVELOPE…) are folded into these few, with the original as `cause`.

export type EmailErrorCode = 'unreachable' | 'timeout' | 'auth' | 'rejected' | 'invalid-input';

export class EmailError extends Error {
  readonly code: EmailErrorCode;
  /** The SMTP server's reply code (550, 421…), when it answered one. */
  readonly responseCode: number | undefined;

  constructor(
    code: EmailErrorCode,
    message: string,
    context: { responseCode?: number; cause?: unknown } = {},
  ) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = 'EmailError';
    this.code = code;
    this.responseCode = context.responseCode;
  }
}

export function isEmailError(value: unknown): value is EmailError {
  return value instanceof EmailError;
}
