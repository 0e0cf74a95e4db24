// Why a router could not be used, in words a technician acts on (docs/rules/routers.md#connection-test),
// and the HTTP status that goes with it. A router's refusal is never 401 or 403: those mean our own
// session or role.
import { ROUTER_DIAGNOSIS } from 'contracts/messages';
import { isRouterOsError, RouterOsTrapError, type RouterOsError } from 'routeros';
import { SecretKeyError } from '../lib/secret-box';

export type DiagnosisKind =
  | 'host-not-found'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'auth'
  | 'not-routeros'
  | 'lost'
  | 'busy'
  | 'key'
  | 'other';

export interface Diagnosis {
  kind: DiagnosisKind;
  status: 502 | 503 | 504 | 409;
  message: string;
}

/** A failure before the session was up that is no RouterOS answer: garbage, a close, a `!fatal`. */
function setupBroken(error: RouterOsError): boolean {
  const beforeSession = error.phase === 'connect' || error.phase === 'login';
  return (
    beforeSession &&
    (error.code === 'protocol' || error.code === 'connection-closed' || error.code === 'fatal')
  );
}

/** The diagnosis of a failure talking to a router (a RouterOsError or a secret that cannot be read). */
export function diagnose(error: unknown, routerName?: string): Diagnosis {
  if (error instanceof SecretKeyError) {
    const who = routerName ? `Router "${routerName}": ` : '';
    return { kind: 'key', status: 409, message: `${who}${ROUTER_DIAGNOSIS.keyMissing}` };
  }
  if (!isRouterOsError(error)) {
    return { kind: 'other', status: 502, message: 'The router could not be used' };
  }
  // A plain API service sent a TLS greeting never answers it: the handshake runs out of time.
  if (error.code === 'timeout' && error.phase === 'tls')
    return { kind: 'tls', status: 502, message: ROUTER_DIAGNOSIS.tls };
  if (setupBroken(error))
    return { kind: 'not-routeros', status: 502, message: ROUTER_DIAGNOSIS.notRouterOs };
  switch (error.code) {
    case 'host-not-found':
      return { kind: 'host-not-found', status: 502, message: ROUTER_DIAGNOSIS.hostNotFound };
    case 'connection-refused':
      return { kind: 'refused', status: 502, message: ROUTER_DIAGNOSIS.refused };
    case 'unreachable':
      return { kind: 'unreachable', status: 502, message: ROUTER_DIAGNOSIS.unreachable };
    case 'timeout':
      return { kind: 'timeout', status: 504, message: ROUTER_DIAGNOSIS.timedOut };
    case 'tls':
      return { kind: 'tls', status: 502, message: ROUTER_DIAGNOSIS.tls };
    case 'auth':
      return { kind: 'auth', status: 502, message: ROUTER_DIAGNOSIS.auth };
    case 'busy':
      return { kind: 'busy', status: 503, message: ROUTER_DIAGNOSIS.busy };
    case 'protocol':
      return { kind: 'not-routeros', status: 502, message: ROUTER_DIAGNOSIS.notRouterOs };
    case 'trap':
      return {
        kind: 'other',
        status: 502,
        message: `The router refused: ${(error as RouterOsTrapError).routerMessage}`,
      };
    default:
      return { kind: 'lost', status: 502, message: ROUTER_DIAGNOSIS.lost };
  }
}
