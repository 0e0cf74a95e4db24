// A subscriber's billing history (docs/rules/billing.md#invoices): `GET /subscribers/{id}/events`
// answers the subscriber's billing events newest first with their invoice numbers, to any
// signed-in user; an unknown subscriber is 404, an id that is no uuid 400.
import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { callAs, fakeClock, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';

// 2026-04-20 03:00 UTC = 10:00 WIB on 20 April.
const NOW = new Date('2026-04-20T03:00:00.000Z');
const clock = fakeClock(NOW);
let app: App;
let admin: Session;
let user: Session;
setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

let sim: Simulator;
let subscriberId: string;
beforeAll(async () => {
  sim = await startSim();
  const routerId = (await routerOn(app, admin, sim)).id;
  const planId = await newPlan(app, admin, {
    name: 'Rumah 20M',
    price: 250_000,
    pppProfile: 'paket-20M',
  });
  const [subscriber] = await importNewSecrets(app, admin, sim, ['history-1'], {
    routerId,
    planId,
    billingDay: 10,
  });
  subscriberId = subscriber!.id;
});
afterAll(closeSimulators);

const history = (id: string, session: Session = user) =>
  callAs(app, session, 'GET', `/api/subscribers/${id}/events`);

describe("a subscriber's billing history", () => {
  it('is empty before anything happened', async () => {
    const response = await history(subscriberId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('lists an invoice issued and then paid by hand, newest first, with its number (plain user)', async () => {
    const invoice = await issuedInvoice(app, admin, subscriberId, '2026-04');
    clock.advance(60_000);
    const paid = await callAs(app, admin, 'POST', `/api/invoices/${invoice.id}/pay`, {
      method: 'cash',
    });
    expect(paid.statusCode).toBe(200);
    const number: string = paid.json().data.number;
    expect(number).toMatch(/^INV\/2026\/04\/\d{5}$/);

    const response = await history(subscriberId);
    expect(response.statusCode).toBe(200);
    const events = response.json().data;
    expect(events).toEqual([
      {
        id: expect.any(Number),
        event: 'invoice_paid',
        at: new Date(NOW.getTime() + 60_000).toISOString(),
        invoiceId: invoice.id,
        invoiceNumber: number,
      },
      {
        id: expect.any(Number),
        event: 'invoice_issued',
        at: NOW.toISOString(),
        invoiceId: invoice.id,
        invoiceNumber: number,
      },
    ]);
    expect(events[0].id).toBeGreaterThan(events[1].id);
  });

  it('is 404 for an unknown subscriber and 400 for an id that is no uuid', async () => {
    const unknown = await history(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: BILLING_MESSAGES.subscriberNotFound });
    const bad = await history('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: BILLING_MESSAGES.subscriberIdInvalid });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/subscribers/${subscriberId}/events`,
    });
    expect(response.statusCode).toBe(401);
  });
});
