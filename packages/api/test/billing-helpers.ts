// What the billing suites set up again and again (docs/rules/billing.md): a plan, new PPP secrets on
// a simulated router imported as subscribers in one call, and a subscriber's invoice of a period.
import type { Simulator } from 'routeros/sim';
import { callAs, type App, type Session } from './helpers';

/** A new plan (201 expected): its id. */
export async function newPlan(
  app: App,
  admin: Session,
  plan: { name: string; price: number; pppProfile: string },
): Promise<string> {
  const response = await callAs(app, admin, 'POST', '/api/plans', plan);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

/** Item ids of the secrets made here: unique on any simulator, apart from the simulator's own. */
let secretSerial = 0;

export interface NewSubscribersOptions {
  routerId: string;
  planId: string;
  billingDay: number;
  billingStart?: string;
  /** The secrets' profile on the router (`default` unless said). */
  profile?: string;
  /**
   * The secret's comment, which names the subscriber the import makes; none = named by its
   * username.
   */
  comment?: (username: string) => string | undefined;
}

/**
 * `usernames` put on `sim` as PPP secrets and imported as subscribers in one call (201 expected):
 * the subscribers, in the order of `usernames`.
 */
export async function importNewSecrets(
  app: App,
  admin: Session,
  sim: Simulator,
  usernames: readonly string[],
  options: NewSubscribersOptions,
): Promise<{ id: string; name: string }[]> {
  for (const name of usernames) {
    secretSerial += 1;
    const comment = options.comment?.(name);
    sim.state.secrets.push({
      '.id': `*${(0x8000 + secretSerial).toString(16).toUpperCase()}`,
      name,
      password: 'pw',
      profile: options.profile ?? 'default',
      service: 'pppoe',
      disabled: 'false',
      ...(comment === undefined ? {} : { comment }),
    });
  }
  const response = await callAs(app, admin, 'POST', '/api/subscribers/import', {
    routerId: options.routerId,
    planId: options.planId,
    billingDay: options.billingDay,
    ...(options.billingStart ? { billingStart: options.billingStart } : {}),
    usernames,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.subscribers;
}

/** A subscriber's invoice of `period`, issued by hand (201 expected). */
export async function issuedInvoice(
  app: App,
  admin: Session,
  subscriberId: string,
  period: string,
): Promise<{ id: string; payUrl: string }> {
  const response = await callAs(app, admin, 'POST', `/api/subscribers/${subscriberId}/invoices`, {
    period,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}
