// The import of a router's existing PPP secrets as subscribers (docs/rules/billing.md#subscribers):
// all or nothing, one read of the router's secrets, one transaction, one audit row.
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import { BILLING_LIMITS } from 'contracts/limits';
import type { ImportSubscribersInput } from 'contracts/schemas';
import { listPppSecrets, type PppSecret } from 'routeros';
import { named } from '../lib/audit-log';
import { createdAudit } from '../lib/audit';
import { mapDbErrors } from '../lib/db-errors';
import {
  insertSubscribers,
  subscribedUsernames,
  type SubscriberView,
} from '../repositories/subscribers';
import { ValidationFailedError, type ValidationIssue } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';
import {
  billingStartOf,
  onRouter,
  planOf,
  routerOf,
  SUBSCRIBER_RESOURCE,
  subscriberWriteError,
} from './subscriber-checks';

const M = BILLING_FIELD_MESSAGES;
const RESOURCE = SUBSCRIBER_RESOURCE;
/** A refused import names at most this many usernames (the form shows them by row). */
const IMPORT_ISSUE_LIMIT = 100;

/** The name a secret gives its subscriber: its comment when it has one, else its username. */
const nameFromSecret = (secret: PppSecret) =>
  (secret.comment.trim() || secret.name).slice(0, BILLING_LIMITS.subscriberName.max);

/**
 * Subscribers of the router's existing secrets `usernames`, all or nothing: a username listed
 * twice, missing on the router or already a subscriber refuses the whole import, each named by its
 * place in the list (`usernames.3`). One read of the router's secrets, one insert, one audit row.
 */
export async function importSubscribers(
  deps: BillingDeps,
  caller: BillingCaller,
  body: ImportSubscribersInput,
): Promise<SubscriberView[]> {
  const billingStart = billingStartOf(body.billingStart, deps.clock());
  const router = await routerOf(deps.db.orm, body.routerId);
  const plan = await planOf(deps.db.orm, body.planId);
  const secrets = await onRouter(deps, router, (runner) => listPppSecrets(runner));
  const byName = new Map(secrets.map((secret) => [secret.name, secret]));
  const taken = await subscribedUsernames(deps.db.orm, router.id, body.usernames);

  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  body.usernames.forEach((username, index) => {
    const path = `usernames.${index}`;
    if (seen.has(username)) issues.push({ path, message: M.pppUsernameRepeated });
    else if (!byName.has(username)) issues.push({ path, message: M.pppUsernameUnknown });
    else if (taken.has(username)) issues.push({ path, message: M.pppUsernameTaken });
    seen.add(username);
  });
  if (issues.length > 0) throw new ValidationFailedError(issues.slice(0, IMPORT_ISSUE_LIMIT));

  const now = deps.clock();
  return mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const rows = await insertSubscribers(
          tx,
          body.usernames.map((username) => ({
            name: nameFromSecret(byName.get(username) as PppSecret),
            routerId: router.id,
            pppUsername: username,
            planId: plan.id,
            billingDay: body.billingDay,
            billingStart,
            ...createdAudit(caller, now),
          })),
        );
        await caller.audit(tx, {
          action: 'import',
          resource: RESOURCE,
          resourceId: null,
          summary: `Imported ${rows.length} subscribers from ${named('router', router.routerName)} on ${named('plan', plan.name)}`,
          after: {
            routerId: router.id,
            planId: plan.id,
            billingDay: body.billingDay,
            billingStart,
            usernames: body.usernames,
          },
        });
        return rows.map((row) => ({
          row,
          routerName: router.routerName,
          planName: plan.name,
          planPrice: plan.price,
        }));
      }),
    // Another import or create took one of the usernames since the check.
    (error) => subscriberWriteError(error, 'usernames'),
  );
}
