// Subscriber use cases (docs/rules/billing.md#subscribers). A subscriber is one PPP secret of one
// router: create links an existing secret or makes one with the plan's profile (the import of many
// existing secrets is subscriber-import.ts). Router calls come first and outside
// the transaction (a slow router holds no lock); the database write and its audit row follow in one
// transaction, and a secret made for a subscriber whose row then fails is removed again.
import { randomInt } from 'node:crypto';
import { wibDay } from 'contracts/format';
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import { BILLING_LIMITS } from 'contracts/limits';
import type {
  CreateSubscriberInput,
  SubscriberListItem,
  SubscriberSortColumn,
  UpdateSubscriberInput,
} from 'contracts/schemas';
import { addPppSecret, listPppSecrets, removePppSecret } from 'routeros';
import type { RouterRow } from '../db/schema';
import { changedFields, named } from '../lib/audit-log';
import { createdAudit, updatedAudit } from '../lib/audit';
import { mapDbErrors, mapForeignKeyViolation } from '../lib/db-errors';
import { isRecordId } from '../lib/record-id';
import {
  countSubscriberInvoices,
  deleteSubscriber as deleteSubscriberRow,
  findSubscriber,
  insertSubscribers,
  listSubscribers,
  subscribedUsernames,
  toSubscriber,
  toSubscriberListItem,
  updateSubscriber as updateSubscriberRow,
  viewsOf,
  type SubscriberFilters,
  type SubscriberView,
} from '../repositories/subscribers';
import { conflict, invalidField, notFound } from '../schemas/errors';
import type { ResolvedListQuery } from '../schemas/list-query';
import type { BillingCaller, BillingDeps } from './context';
import {
  billingStartOf,
  onRouter,
  planOf,
  routerOf,
  SUBSCRIBER_RESOURCE,
  subscriberPhone,
  subscriberWriteError,
} from './subscriber-checks';

const M = BILLING_FIELD_MESSAGES;
const RESOURCE = SUBSCRIBER_RESOURCE;

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

/** A generated username neither the router nor a subscriber has (a few draws; a clash is rare). */
async function freeGeneratedUsername(
  deps: BillingDeps,
  router: RouterRow,
  name: string,
  onRouterAlready: (username: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = generatedUsername(name);
    const subscribed = await subscribedUsernames(deps.db.orm, router.id, [candidate]);
    if (subscribed.size === 0 && !(await onRouterAlready(candidate))) return candidate;
  }
  throw invalidField('pppUsername', M.pppSecretExists);
}

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
  const given = body.pppUsername;
  if (given !== undefined && (await subscribedUsernames(deps.db.orm, router.id, [given])).size > 0)
    throw invalidField('pppUsername', M.pppUsernameTaken);

  const { username, made } = await onRouter(deps, router, async (runner) => {
    const onRouterAlready = async (name: string) =>
      (await listPppSecrets(runner, { name })).length > 0;
    if (!makeSecret) {
      const name = given as string;
      if (!(await onRouterAlready(name))) throw invalidField('pppUsername', M.pppUsernameUnknown);
      return { username: name, made: null };
    }
    const name = given ?? (await freeGeneratedUsername(deps, router, body.name, onRouterAlready));
    if (given !== undefined && (await onRouterAlready(name)))
      throw invalidField('pppUsername', M.pppSecretExists);
    const password = randomPassword();
    const id = await addPppSecret(runner, {
      name,
      password,
      profile: plan.pppProfile,
      comment: body.name,
    });
    return { username: name, made: { id, password } };
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

/** One page of the list (or every row without paging), in the API's shape. */
export async function subscriberPage(
  deps: BillingDeps,
  query: ResolvedListQuery<SubscriberSortColumn>,
  filters: SubscriberFilters,
): Promise<{ rows: SubscriberListItem[]; total: number }> {
  const today = wibDay(deps.clock());
  const { rows, total } = await listSubscribers(deps.db.orm, query, filters, today);
  return { rows: rows.map(toSubscriberListItem), total };
}
