// The subscriber portal (docs/rules/portal.md): a sign-in code asked for by phone (the same answer
// and the same work whether or not the phone is a subscriber's; 3 per phone and 20 per address an
// hour), stored as an HMAC and queued as a WhatsApp (and email) message in the same transaction; the
// sign-in (5 minutes, 5 tries, once) that sets the portal's own cookie; what that cookie reaches
// (only its phone's subscriptions, invoices, receipts and vouchers) and what it does not (any staff
// route), a staff token refused on the portal, sign-out, and the sliding session.
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { callAs, fakeClock, loginAs, setUpSuite, type App, type Session } from './helpers';
import { importNewSecrets, issuedInvoice, newPlan } from './billing-helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';

// 2026-04-20 03:00 UTC = 10:00 WIB.
const clock = fakeClock(new Date('2026-04-20T03:00:00.000Z'));
let app: App;
let admin: Session;
// Behind a proxy (TRUST_PROXY): a request forwarded as https gets a Secure cookie.
setUpSuite({ clock, env: { TRUST_PROXY: 'true' } }, (suite) => ({ app, admin } = suite));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let sim: Simulator;
let routerId: string;
let planId: string;
beforeAll(async () => {
  sim = await startSim();
  routerId = (await routerOn(app, admin, sim, { routerName: 'Tower Utara' })).id;
  planId = await newPlan(app, admin, { name: 'Rumah 20M', price: 250_000, pppProfile: 'p20' });
});
afterAll(closeSimulators);

let serial = 0;
/** Each test's own phone: the per-phone counter never carries over. */
const newPhone = () => {
  serial += 1;
  return `62812${String(3_000_000 + serial).padStart(7, '0')}`;
};
/** Each test's own client address: the per-address counter never carries over. */
const newAddress = () => `10.7.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;

/** A subscriber with `phone` (and `email`) and one unpaid invoice of `period`. */
async function subscriberWith(phone: string, email = '', period = '2026-04') {
  serial += 1;
  // The tests move the clock past the access token's 15 minutes.
  admin = await loginAs(app, 'admin');
  const [subscriber] = await importNewSecrets(app, admin, sim, [`portal-${serial}`], {
    routerId,
    planId,
    billingDay: 10,
    comment: (name) => `Pelanggan ${name}`,
  });
  const id = subscriber!.id;
  await app.db.orm.execute(
    sql`UPDATE subscribers SET phone = ${phone}, email = ${email} WHERE id = ${id}`,
  );
  const invoice = await issuedInvoice(app, admin, id, period);
  return { id, invoiceId: invoice.id, pppUsername: `portal-${serial}` };
}

const askCode = (phone: string, address = '10.9.9.9') =>
  app.inject({
    method: 'POST',
    url: '/api/portal/otp',
    payload: { phone },
    remoteAddress: address,
  });
const signIn = (phone: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/portal/login', payload: { phone, code } });
const asPortal = (cookie: string, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, headers: { cookie } });

/** The code of the newest portal_code WhatsApp message to `phone`. */
async function sentCode(phone: string): Promise<string> {
  const [row] = await sqlRows<{ body: string }>(
    app.db.orm,
    sql`SELECT body FROM messages WHERE event = 'portal_code' AND channel = 'whatsapp'
          AND "to" = ${phone} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code message to ${phone}`);
  return code;
}

/** A signed-in portal cookie (`name=value`) for `phone`. */
async function portalCookie(phone: string): Promise<string> {
  expect((await askCode(phone, newAddress())).statusCode).toBe(200);
  const response = await signIn(phone, await sentCode(phone));
  expect(response.statusCode).toBe(200);
  const header = String(response.headers['set-cookie']);
  return header.split(';')[0] as string;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/portal/otp', () => {
  it("queues the code to the subscriber's WhatsApp and email in the same write, stored only as an HMAC", async () => {
    const phone = newPhone();
    await subscriberWith(phone, 'siti@example.com');
    const typed = `0${phone.slice(2, 5)}-${phone.slice(5, 9)}-${phone.slice(9)}`;
    const response = await askCode(typed, newAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const messages = await sqlRows<{ channel: string; to: string; body: string; status: string }>(
      app.db.orm,
      sql`SELECT channel, "to", body, status FROM messages
           WHERE event = 'portal_code' AND ("to" = ${phone} OR "to" = 'siti@example.com')
           ORDER BY channel`,
    );
    expect(messages.map((m) => [m.channel, m.to, m.status])).toEqual([
      ['email', 'siti@example.com', 'queued'],
      ['whatsapp', phone, 'queued'],
    ]);
    const code = await sentCode(phone);
    expect(messages[1]!.body).toContain(`: ${code}`);
    expect(messages[1]!.body).toContain('Berlaku 5 menit');

    const [stored] = await sqlRows<{ code_hash: string }>(
      app.db.orm,
      sql`SELECT code_hash FROM portal_codes WHERE phone = ${phone}`,
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);
  });

  it('answers a phone no subscriber has exactly as a subscriber’s, doing the same work, and sends nothing', async () => {
    const known = newPhone();
    await subscriberWith(known);
    const unknown = newPhone();
    const a = await askCode(known, newAddress());
    const b = await askCode(unknown, newAddress());
    expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    // The same path: a code row on both (that one can never sign in), no message for the stranger.
    const rows = await sqlRows<{ phone: string; codes: number; messages: number }>(
      app.db.orm,
      sql`SELECT p.phone,
                 (SELECT count(*)::int FROM portal_codes c WHERE c.phone = p.phone) AS codes,
                 (SELECT count(*)::int FROM messages m WHERE m."to" = p.phone) AS messages
            FROM (VALUES (${known}), (${unknown})) AS p(phone) ORDER BY p.phone = ${known} DESC`,
    );
    expect(rows.map((r) => [r.codes, r.messages])).toEqual([
      [1, 1],
      [1, 0],
    ]);
  });

  it('refuses a number that is not an Indonesian mobile with a 400 naming the field', async () => {
    const response = await askCode('12345678', newAddress());
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('phone');
  });

  it('gives 3 codes per phone an hour, then 429 with Retry-After, and again after the hour', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    for (let i = 0; i < 3; i += 1)
      expect((await askCode(phone, newAddress())).statusCode).toBe(200);
    const refused = await askCode(phone, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const [count] = await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n FROM messages WHERE "to" = ${phone}`,
    );
    expect(count!.n).toBe(3);
    clock.advance(HOUR);
    expect((await askCode(phone, newAddress())).statusCode).toBe(200);
  });

  it('gives 20 codes per address an hour, whatever the phones, then 429', async () => {
    const address = '10.200.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await askCode(newPhone(), address)).statusCode).toBe(200);
    }
    const refused = await askCode(newPhone(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held.
    expect((await askCode(newPhone(), '10.200.0.2')).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await askCode(newPhone(), address)).statusCode).toBe(200);
  });
});

describe('POST /api/portal/login', () => {
  it('signs in with the code and sets the portal cookie: httpOnly, on /api/portal, SameSite=Strict', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const response = await signIn(phone, await sentCode(phone));
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/api/portal');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    // Plain http here: Secure would keep the browser from sending it back.
    expect(cookie).not.toContain('Secure');
    // Only the token's hash is stored.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const [row] = await sqlRows<{ token_hash: string }>(
      app.db.orm,
      sql`SELECT token_hash FROM portal_sessions WHERE phone = ${phone}`,
    );
    expect(row!.token_hash).not.toBe(token);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const response = await app.inject({
      method: 'POST',
      url: '/api/portal/login',
      payload: { phone, code: await sentCode(phone) },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('signs in once: the same code again is 401', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const code = await sentCode(phone);
    expect((await signIn(phone, code)).statusCode).toBe(200);
    const again = await signIn(phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('takes 5 tries: after 5 wrong codes the right one is 401 too', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const code = await sentCode(phone);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(phone, wrongCode(code))).statusCode).toBe(401);
    expect((await signIn(phone, code)).statusCode).toBe(401);
  });

  it('counts parallel tries one by one and signs in at most once', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const code = await sentCode(phone);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(phone, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('lets the 4th try in after 3 wrong ones', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const code = await sentCode(phone);
    for (let i = 0; i < 3; i += 1) await signIn(phone, wrongCode(code));
    expect((await signIn(phone, code)).statusCode).toBe(200);
  });

  it('is valid 5 minutes: at 4:59 it signs in, past 5:00 it is 401', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const code = await sentCode(phone);
    clock.advance(5 * MINUTE);
    expect((await signIn(phone, code)).statusCode).toBe(401);

    await askCode(phone, newAddress());
    const fresh = await sentCode(phone);
    clock.advance(5 * MINUTE - 1000);
    expect((await signIn(phone, fresh)).statusCode).toBe(200);
  });

  it('only the newest code signs in', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const first = await sentCode(phone);
    await askCode(phone, newAddress());
    const second = await sentCode(phone);
    if (first !== second) expect((await signIn(phone, first)).statusCode).toBe(401);
    expect((await signIn(phone, second)).statusCode).toBe(200);
  });

  it('answers a phone without a subscriber with the same 401 as a wrong code', async () => {
    const stranger = newPhone();
    await askCode(stranger, newAddress());
    const wrong = await signIn(stranger, '123456');
    const phone = newPhone();
    await subscriberWith(phone);
    await askCode(phone, newAddress());
    const known = await signIn(phone, wrongCode(await sentCode(phone)));
    expect([wrong.statusCode, wrong.body]).toEqual([known.statusCode, known.body]);
  });

  it('refuses a code that is not 6 digits with a 400 naming the field', async () => {
    const response = await signIn(newPhone(), '12ab');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('code');
  });
});

describe('what the portal cookie reaches', () => {
  it("shows the phone's subscriptions (each of several), invoices and receipts", async () => {
    const phone = newPhone();
    const first = await subscriberWith(phone, '', '2026-03');
    const second = await subscriberWith(phone);
    await app.db.orm.execute(
      sql`UPDATE subscribers SET status = 'isolated' WHERE id = ${second.id}`,
    );
    const paid = await callAs(app, admin, 'POST', `/api/invoices/${first.invoiceId}/pay`, {
      method: 'cash',
    });
    expect(paid.statusCode).toBe(200);
    const other = await subscriberWith(newPhone());
    const cookie = await portalCookie(phone);

    const me = await asPortal(cookie, 'GET', '/api/portal/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const { subscriptions } = me.json().data;
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.id,
          plan: 'Rumah 20M',
          price: 250_000,
          status: 'active',
          pppUsername: first.pppUsername,
          routerName: 'Tower Utara',
          unpaidInvoices: 0,
          payUrl: null,
        }),
        expect.objectContaining({
          id: second.id,
          status: 'isolated',
          unpaidInvoices: 1,
          payUrl: expect.stringMatching(/\/bayar\/[\w-]{20,}$/),
        }),
      ]),
    );

    const list = await asPortal(cookie, 'GET', '/api/portal/invoices');
    expect(list.statusCode).toBe(200);
    const invoices = list.json().data as { id: string; status: string; payUrl: string | null }[];
    expect(invoices.map((i) => i.id).sort()).toEqual([first.invoiceId, second.invoiceId].sort());
    expect(invoices.find((i) => i.id === first.invoiceId)).toMatchObject({
      status: 'paid',
      method: 'cash',
      payUrl: null,
    });
    expect(invoices.find((i) => i.id === second.invoiceId)?.payUrl).toMatch(/\/bayar\//);

    const receipt = await asPortal(
      cookie,
      'GET',
      `/api/portal/invoices/${first.invoiceId}/receipt`,
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.invoice).toMatchObject({ id: first.invoiceId, status: 'paid' });
    // Not paid yet: no receipt. Another phone's invoice: as if it did not exist.
    for (const id of [
      second.invoiceId,
      other.invoiceId,
      '00000000-0000-4000-8000-000000000000',
      'x',
    ]) {
      const refused = await asPortal(cookie, 'GET', `/api/portal/invoices/${id}/receipt`);
      expect([404, 400]).toContain(refused.statusCode);
      expect(refused.body).not.toContain(other.invoiceId);
    }
  });

  it('lists the vouchers bought online with that phone, and no one else’s', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    const local = `0${phone.slice(2)}`;
    await app.db.orm.execute(sql`
      INSERT INTO transactions (router_id, merchant_ref, amount, customer_phone, sale_kind, status,
                                voucher_name, package_name, paid_at)
      VALUES (${routerId}, ${`PKY-20260420-V${serial}A`}, 5000, ${local}, 'voucher', 'PAID',
              'vc-1234', 'Voucher 1 Hari', now()),
             (${routerId}, ${`PKY-20260420-V${serial}B`}, 5000, '081200000000', 'voucher', 'PAID',
              'vc-9999', 'Voucher 1 Hari', now())`);
    const cookie = await portalCookie(phone);
    const response = await asPortal(cookie, 'GET', '/api/portal/vouchers');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        packageName: 'Voucher 1 Hari',
        voucherName: 'vc-1234',
        status: 'PAID',
      }),
    ]);
  });

  it('is 401 on every staff route, and a staff token is 401 on every portal route', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    const cookie = await portalCookie(phone);
    admin = await loginAs(app, 'admin');
    for (const url of [
      '/api/auth/me',
      '/api/subscribers',
      '/api/invoices',
      '/api/dashboard/stats',
    ]) {
      const response = await asPortal(cookie, 'GET', url);
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
    for (const url of ['/api/portal/me', '/api/portal/invoices', '/api/portal/vouchers']) {
      const response = await callAs(app, admin, 'GET', url);
      expect([url, response.statusCode]).toEqual([url, 401]);
      // Even beside a forged cookie.
      const forged = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: admin.authorization, cookie: 'portal_session=forged-token' },
      });
      expect(forged.statusCode).toBe(401);
    }
  });

  it('signs out: the cookie is cleared and its session reaches nothing more', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    const cookie = await portalCookie(phone);
    const out = await asPortal(cookie, 'POST', '/api/portal/logout');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^portal_session=; Path=\/api\/portal; Max-Age=0/,
    );
    expect((await asPortal(cookie, 'GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it('slides: a use after a day renews the cookie; 30 days unused and it has expired', async () => {
    const phone = newPhone();
    await subscriberWith(phone);
    const cookie = await portalCookie(phone);
    const soon = await asPortal(cookie, 'GET', '/api/portal/me');
    expect(soon.headers['set-cookie']).toBeUndefined();
    clock.advance(2 * 24 * HOUR);
    const later = await asPortal(cookie, 'GET', '/api/portal/me');
    expect(later.statusCode).toBe(200);
    expect(String(later.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 3600}`);
    clock.advance(30 * 24 * HOUR);
    expect((await asPortal(cookie, 'GET', '/api/portal/me')).statusCode).toBe(401);
  });
});
