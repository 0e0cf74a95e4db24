import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditEntry, type AuditOrigin } from '../../lib/audit-log';
import { writeAudit, writeAuditAlone, type AuditTarget } from '../../repositories/audit-log';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Adds this request's audit row in `tx`, the transaction of the write it describes (the actor
     * is the signed-in user unless `origin` says otherwise: a sign-in names the user it signs in).
     */
    audit(tx: AuditTarget, entry: AuditEntry, origin?: Partial<AuditOrigin>): Promise<void>;
    /**
     * Adds this request's audit row in a transaction of its own: for a write with no database write
     * to join (a router agreed to a PPP change; a failed sign-in).
     */
    auditAlone(entry: AuditEntry, origin?: Partial<AuditOrigin>): Promise<void>;
  }
}

function originOf(request: FastifyRequest, origin: Partial<AuditOrigin> | undefined): AuditOrigin {
  return {
    actorId: request.user?.id ?? null,
    actorUsername: request.user?.username ?? null,
    // The client's address as the proxy chain allows (TRUST_PROXY), as the login throttle sees it.
    address: request.ip ?? null,
    ...origin,
  };
}

/** `request.audit` and `request.auditAlone`: the only way routes write the audit trail. */
export const auditPlugin = fp(
  async (app) => {
    app.decorateRequest(
      'audit',
      function audit(
        this: FastifyRequest,
        tx: AuditTarget,
        entry: AuditEntry,
        origin?: Partial<AuditOrigin>,
      ) {
        return writeAudit(tx, originOf(this, origin), entry, app.clock());
      },
    );
    app.decorateRequest(
      'auditAlone',
      function auditAlone(this: FastifyRequest, entry: AuditEntry, origin?: Partial<AuditOrigin>) {
        return writeAuditAlone(app.db, originOf(this, origin), entry, app.clock);
      },
    );
  },
  { name: 'audit', fastify: '5.x', dependencies: ['db', 'clock'] },
);
