// What every billing use case runs with: the database, the routers, the clock, and who acts.
import type { Database, Tx } from '../db/client';
import type { AuditEntry } from '../lib/audit-log';
import type { RouterAccess } from '../routers/router-access';

export interface BillingDeps {
  db: Database;
  routerAccess: RouterAccess;
  clock: () => Date;
  /** The app's public origin: an invoice's pay page address starts with it (relative when null). */
  publicOrigin: string | null;
}

/**
 * Who acts: the signed-in admin's username (the rows' `createdBy`/`updatedBy`) and the writer of
 * the request's audit row, which each use case calls in its own transaction (docs/rules/audit.md).
 */
export interface BillingCaller {
  username: string;
  audit(tx: Tx, entry: AuditEntry): Promise<void>;
}
