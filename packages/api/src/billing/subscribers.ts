// Subscriber use cases (docs/rules/billing.md#subscribers). A subscriber is one PPP secret of one
// router: create links an existing secret or makes one with the plan's profile; import makes
// subscribers of many existing secrets at once, all or nothing. Router calls come first and outside
// the transaction (a slow router holds no lock); the database write and its audit row follow in one
// transaction, and a secret made for a subscriber whose row then fails is removed again.
import { randomInt } from 'node:crypto';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import { BILLING_LIMITS, normaliseIndonesianMobile } from 'contracts/limits';
import { wibDay } from 'contracts/format';
import type {
  CreateSubscriberInput,
  ImportSubscribersInput,
  UpdateSubscriberInput,
} from 'contracts/schemas';
import {
  addPppSecret,
  listPppSecrets,
  removePppSecret,
  RouterOsTrapError,
  type PppSecret,
} from 'routeros';
import type { Executor } from '../db/client';
import type { PlanRow, RouterRow } from '../db/schema';
import type { Subscriber, SubscriberSortColumn } from 'contracts/schemas';
import type { ResolvedListQuery } from '../schemas/list-query';
import { changedFields, named } from '../lib/audit-log';
import { createdAudit, updatedAudit } from '../lib/audit';
import { isCalendarDay } from '../lib/calendar-day';
import {
  mapDbErrors,
  mapForeignKeyViolation,
  mapUniqueViolation,
  pgErrorOf,
  PG_FOREIGN_KEY_VIOLATION,
} from '../lib/db-errors';
import { isRecordId } from '../lib/record-id';
import { findPlanRow } from '../repositories/plans';
import { findRouterById } from '../repositories/routers';
import {
  countSubscriberInvoices,
  deleteSubscriber as deleteSubscriberRow,
  findSubscriber,
  insertSubscribers,
  listSubscribers,
  subscribedUsernames,
  type SubscriberFilters,
  toSubscriber,
  updateSubscriber as updateSubscriberRow,
  viewsOf,
  type SubscriberView,
} from '../repositories/subscribers';
import { routerHttpError } from '../routers/router-errors';
import {
  conflict,
  HttpError,
  invalidField,
  notFound,
  ValidationFailedError,
  type ValidationIssue,
} from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';

const M = BILLING_FIELD_MESSAGES;
const RESOURCE = 'subscriber';
/** A refused import names at most this many usernames (the form shows them by row). */
const IMPORT_ISSUE_LIMIT = 100;

/**
 * A refused subscriber row as the form's answer: the username taken meanwhile (on `usernamePath`),
 * or the plan or router deleted between the check and the write.
 */
function subscriberWriteError(error: unknown, usernamePath: string): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    if (pg.constraint === 'subscribers_plan_id_fkey') return invalidField('planId', M.planId);
    if (pg.constraint === 'subscribers_router_id_fkey') return invalidField('routerId', M.routerId);
  }
  return mapUniqueViolation(error, {
    subscribers_router_ppp_username_key: { path: usernamePath, message: M.pppUsernameTaken },
  });
}

/** A phone as stored (`62…`), or a validation_error on `phone`. */
export function subscriberPhone(typed: string): string {
  const phone = normaliseIndonesianMobile(typed, 'international');
  if (!phone) throw invalidField('phone', M.phone);
  return phone;
}

function billingStartOf(given: string | undefined, now: Date): string {
  if (given === undefined) return wibDay(now);
  if (!isCalendarDay(given)) throw invalidField('billingStart', M.billingStart);
  return given;
}

async function routerOf(db: Executor, routerId: string): Promise<RouterRow> {
  const row = isRecordId(routerId) ? await findRouterById(db, routerId) : null;
  if (!row) throw invalidField('routerId', M.routerId);
  return row;
}

async function planOf(db: Executor, planId: string): Promise<PlanRow> {
  const row = isRecordId(planId) ? await findPlanRow(db, planId) : null;
  if (!row) throw invalidField('planId', M.planId);
  return row;
}

/** Runs `work` on the router, its failures turned into answers (502/504 with the reason, 422). */
async function onRouter<T>(
  deps: BillingDeps,
  router: RouterRow,
  work: (runner: ReturnType<BillingDeps['routerAccess']['manager']>) => Promise<T>,
): Promise<T> {
  try {
    return await work(deps.routerAccess.manager(router));
  } catch (error) {
    // An answer decided on the way (a name the router lacks) goes out as it is.
    if (error instanceof HttpError) throw error;
    if (error instanceof RouterOsTrapError && /already (exists|have)/i.test(error.routerMessage))
      throw invalidField('pppUsername', M.pppSecretExists);
    throw routerHttpError(error, 'secret', router.routerName);
  }
}

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random password of letters and digits that read unambiguously (no 0/O, 1/l/I). */
function randomPassword(): string {
  let text = '';
  for (let i = 0; i < BILLING_LIMITS.generatedPassword; i += 1)
    text += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return text;
}

/** `Budi Santoso` → `budisantoso-4821`: a username an operator can read on the router. */
function generatedUsername(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'pelanggan';
  return `${base}-${String(randomInt(10_000)).padStart(4, '0')}`;
}

/** The name a secret gives its subscriber: its comment when it has one, else its username. */
const nameFromSecret = (secret: PppSecret) =>
  (secret.comment.trim() || secret.name).slice(0, BILLING_LIMITS.subscriberName.max);

export interface CreatedSubscriber {
  view: SubscriberView;
  /** With createSecret only: the new secret's password, shown once. */
  pppPassword?: string;
}

export async function createSubscriber(
  deps: BillingDeps,
  caller: BillingCaller,
  body: CreateSubscriberInput,
): Promise<CreatedSubscriber> {
  const phone = subscriberPhone(body.phone);
  const billingStart = billingStartOf(body.billingStart, deps.clock());
  const router = await routerOf(deps.db.orm, body.routerId);
  const plan = await planOf(deps.db.orm, body.planId);
  const makeSecret = body.createSecret === true;
  if (!makeSecret && body.pppUsername === undefined)
    throw invalidField('pppUsername', M.pppUsername);
  const username = body.pppUsername ?? generatedUsername(body.name);
  if ((await subscribedUsernames(deps.db.orm, router.id, [username])).size > 0)
    throw invalidField('pppUsername', M.pppUsernameTaken);

  const made = await onRouter(deps, router, async (runner) => {
    const [existing] = await listPppSecrets(runner, { name: username });
    if (!makeSecret) {
      if (!existing) throw invalidField('pppUsername', M.pppUsernameUnknown);
      return null;
    }
    if (existing) throw invalidField('pppUsername', M.pppSecretExists);
    const password = randomPassword();
    const id = await addPppSecret(runner, {
      name: username,
      password,
      profile: plan.pppProfile,
      comment: body.name,
    });
    return { id, password };
  });

  try {
    const view = await mapDbErrors(
      () =>
        deps.db.transaction(async (tx) => {
          const [row] = await insertSubscribers(tx, [
            {
              name: body.name,
              phone,
              email: body.email ?? '',
              address: body.address ?? '',
              routerId: router.id,
              pppUsername: username,
              planId: plan.id,
              billingDay: body.billingDay,
              billingStart,
              notes: body.notes ?? '',
              ...createdAudit(caller, deps.clock()),
            },
          ]);
          if (!row) throw new Error('INSERT … RETURNING gave no row');
          const created: SubscriberView = {
            row,
            routerName: router.routerName,
            planName: plan.name,
            planPrice: plan.price,
          };
          await caller.audit(tx, {
            action: 'create',
            resource: RESOURCE,
            resourceId: row.id,
            summary: `Created ${named('subscriber', row.name)} (${named('PPP secret', username)} on ${named('router', router.routerName)}${made ? ', secret made' : ''})`,
            after: toSubscriber(created),
          });
          return created;
        }),
      (error) => subscriberWriteError(error, 'pppUsername'),
    );
    return made ? { view, pppPassword: made.password } : { view };
  } catch (error) {
    // The row was refused: the secret made for it goes again, so a retry starts clean.
    if (made) await removePppSecret(deps.routerAccess.manager(router), made.id).catch(() => {});
    throw error;
  }
}

export async function updateSubscriber(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
  body: UpdateSubscriberInput,
): Promise<SubscriberView> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  const phone = body.phone === undefined ? undefined : subscriberPhone(body.phone);
  const billingStart =
    body.billingStart === undefined ? undefined : billingStartOf(body.billingStart, deps.clock());
  if (body.planId !== undefined) await planOf(deps.db.orm, body.planId);
  return mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await findSubscriber(tx, id);
        if (!before) throw notFound(BILLING_MESSAGES.subscriberNotFound);
        const row = await updateSubscriberRow(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(phone !== undefined ? { phone } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.address !== undefined ? { address: body.address } : {}),
          ...(body.planId !== undefined ? { planId: body.planId } : {}),
          ...(body.billingDay !== undefined ? { billingDay: body.billingDay } : {}),
          ...(billingStart !== undefined ? { billingStart } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          ...updatedAudit(caller, deps.clock()),
        });
        if (!row) throw notFound(BILLING_MESSAGES.subscriberNotFound);
        const [after] = await viewsOf(tx, [row]);
        if (!after) throw notFound(BILLING_MESSAGES.subscriberNotFound);
        await caller.audit(tx, {
          action: 'update',
          resource: RESOURCE,
          resourceId: id,
          summary: `Changed ${named('subscriber', row.name)}`,
          ...changedFields(toSubscriber(before), toSubscriber(after)),
        });
        return after;
      }),
    (error) => subscriberWriteError(error, 'pppUsername'),
  );
}

/** Deletes the record only: its PPP secret stays on the router. One with invoices is terminated instead. */
export async function deleteSubscriber(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
): Promise<void> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  await mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await findSubscriber(tx, id);
        if (!before) throw notFound(BILLING_MESSAGES.subscriberNotFound);
        if ((await countSubscriberInvoices(tx, id)) > 0)
          throw conflict(BILLING_MESSAGES.subscriberHasInvoices);
        await deleteSubscriberRow(tx, id);
        await caller.audit(tx, {
          action: 'delete',
          resource: RESOURCE,
          resourceId: id,
          summary: `Deleted ${named('subscriber', before.row.name)}`,
          before: toSubscriber(before),
        });
      }),
    // An invoice issued between the count and the delete.
    (error) => mapForeignKeyViolation(error, { fallback: BILLING_MESSAGES.subscriberHasInvoices }),
  );
}

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

/** One page of the list (or every row without paging), in the API's shape. */
export async function subscriberPage(
  deps: BillingDeps,
  query: ResolvedListQuery<SubscriberSortColumn>,
  filters: SubscriberFilters,
): Promise<{ rows: Subscriber[]; total: number }> {
  const { rows, total } = await listSubscribers(deps.db.orm, query, filters);
  return { rows: rows.map(toSubscriber), total };
}
