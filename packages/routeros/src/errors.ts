// Every failure of this package is one of these errors, told apart by class and by `code`, so the
// API can answer with a status that fits and the log can say what happened.

export type RouterOsErrorCode =
  | 'host-not-found'
  | 'connection-refused'
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'auth'
  | 'trap'
  | 'fatal'
  | 'connection-closed'
  | 'protocol'
  | 'busy'
  | 'invalid-input';

/** Where the failure happened: reaching the host, the TLS handshake, logging in, a command, or waiting for a slot. */
export type RouterOsPhase = 'connect' | 'tls' | 'login' | 'command' | 'queue';

export interface RouterOsErrorContext {
  host?: string;
  port?: number;
  phase?: RouterOsPhase;
  /** The command word, e.g. `/ppp/secret/print` (never its attributes: they may hold passwords). */
  command?: string;
  cause?: unknown;
}

export class RouterOsError extends Error {
  readonly code: RouterOsErrorCode;
  readonly host: string | undefined;
  readonly port: number | undefined;
  readonly phase: RouterOsPhase | undefined;
  readonly command: string | undefined;

  constructor(code: RouterOsErrorCode, message: string, context: RouterOsErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.name = new.target.name;
    this.code = code;
    this.host = context.host;
    this.port = context.port;
    this.phase = context.phase;
    this.command = context.command;
  }
}

/**
 * The base of the errors that carry nothing but a message and the context: `code` fixed per
 * class. Each stays a named class (for `instanceof` and `name`) in one line.
 */
function errorWithCode(code: RouterOsErrorCode) {
  return class extends RouterOsError {
    constructor(message: string, context?: RouterOsErrorContext) {
      super(code, message, context);
    }
  };
}

/** The host name did not resolve (DNS). */
export class RouterOsHostNotFoundError extends errorWithCode('host-not-found') {}

/** The host answered with a reset: the API service is off or the port is closed. */
export class RouterOsConnectionRefusedError extends errorWithCode('connection-refused') {}

/** The network said the host cannot be reached (no route, host down). */
export class RouterOsUnreachableError extends errorWithCode('unreachable') {}

/** Nothing came back in time: a filtered port, a hung router, or a command that ran too long. */
export class RouterOsTimeoutError extends RouterOsError {
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, context?: RouterOsErrorContext) {
    super('timeout', message, context);
    this.timeoutMs = timeoutMs;
  }
}

/** The TLS handshake failed (certificate rejected, not a TLS service, ...). */
export class RouterOsTlsError extends errorWithCode('tls') {}

/** The router refused the user name or password. */
export class RouterOsAuthError extends errorWithCode('auth') {}

/** The router answered a command with `!trap`; `message` is the router's own text. */
export class RouterOsTrapError extends RouterOsError {
  /** RouterOS trap category (0 missing item or command, 1 argument value failure, 2 interrupted, ...). */
  readonly category: number | undefined;
  readonly routerMessage: string;
  constructor(routerMessage: string, category: number | undefined, context?: RouterOsErrorContext) {
    super('trap', routerMessage, context);
    this.routerMessage = routerMessage;
    this.category = category;
  }
}

/** The router sent `!fatal` and closed the connection. */
export class RouterOsFatalError extends RouterOsError {
  readonly reason: string;
  constructor(reason: string, context?: RouterOsErrorContext) {
    super('fatal', `router closed the API session: ${reason}`, context);
    this.reason = reason;
  }
}

/** The connection ended before the reply was complete (peer closed, reset, or closed by us). */
export class RouterOsConnectionClosedError extends errorWithCode('connection-closed') {}

/** The byte stream broke the API framing (reserved control byte, oversized word, unknown reply). */
export class RouterOsProtocolError extends errorWithCode('protocol') {}

/** Too many commands are waiting for this router. */
export class RouterOsBusyError extends errorWithCode('busy') {}

/** A helper was called with a value it will not send to a router (e.g. a malformed `.id`). */
export class RouterOsInputError extends RouterOsError {
  readonly field: string;
  constructor(field: string, message: string) {
    super('invalid-input', message);
    this.field = field;
  }
}

export function isRouterOsError(value: unknown): value is RouterOsError {
  return value instanceof RouterOsError;
}

/**
 * The HTTP status an API should answer with for this error. A router that cannot be reached is the
 * upstream's fault (502) and one that does not answer in time is a gateway timeout (504). Bad router
 * credentials are 422, not 401: a 401 would make the console think its own session expired.
 */
export function httpStatusOf(error: unknown): number {
  if (!(error instanceof RouterOsError)) return 500;
  switch (error.code) {
    case 'timeout':
      return 504;
    case 'auth':
      return 422;
    case 'trap':
      return trapStatus(error as RouterOsTrapError);
    case 'busy':
      return 503;
    case 'invalid-input':
      return 400;
    default:
      return 502;
  }
}

function trapStatus(error: RouterOsTrapError): number {
  const text = error.routerMessage.toLowerCase();
  if (text.includes('already exists') || text.includes('already have')) return 409;
  if (text.includes('no such item')) return 404;
  return 422;
}

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
]);

function errnoCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function isTlsErrorCode(code: string | undefined): boolean {
  if (!code) return false;
  return (
    TLS_CODES.has(code) ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_TLS_') ||
    code.startsWith('CERT_')
  );
}

/** Maps a socket-level error (Node's `code`) to the typed error that names its cause. */
export function fromSocketError(
  err: unknown,
  context: RouterOsErrorContext & { tls?: boolean },
): RouterOsError {
  if (err instanceof RouterOsError) return err;
  const code = errnoCode(err);
  const where = `${context.host ?? '?'}:${context.port ?? '?'}`;
  const ctx: RouterOsErrorContext = { ...context, cause: err };
  const detail = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return new RouterOsHostNotFoundError(
        `router host name ${context.host ?? ''} could not be resolved`,
        ctx,
      );
    case 'ECONNREFUSED':
      return new RouterOsConnectionRefusedError(
        `router ${where} refused the connection (API service disabled or port closed)`,
        ctx,
      );
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
    case 'EADDRNOTAVAIL':
      return new RouterOsUnreachableError(`router ${where} is unreachable (${code})`, ctx);
    case 'ETIMEDOUT':
      return new RouterOsTimeoutError(
        `router ${where} did not answer (connection timed out)`,
        0,
        ctx,
      );
    default:
      break;
  }
  if (isTlsErrorCode(code) || (context.phase === 'tls' && context.tls)) {
    return new RouterOsTlsError(`TLS connection to ${where} failed: ${detail}`, ctx);
  }
  return new RouterOsConnectionClosedError(`connection to ${where} failed: ${detail}`, ctx);
}
