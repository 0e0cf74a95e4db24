// The gateway simulator over HTTP: Fonnte's form in both encodings, its refusals, the switches, the
// JSON listing and the page, which shows what it received as text.
import {
  GATEWAY_MODES,
  renderMessagesPage,
  startWhatsAppSimulator,
  type WhatsAppSimulator,
} from '../src/sim';

const TOKEN = 'sim-token';
let sim: WhatsAppSimulator;

beforeAll(async () => {
  sim = await startWhatsAppSimulator({ tokens: [TOKEN, 'second-token'] });
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.clear();
  sim.setMode('ok');
});

async function send(
  body: URLSearchParams | FormData,
  token = TOKEN,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${sim.baseUrl}/send`, {
    method: 'POST',
    headers: { authorization: token },
    body,
  });
  return { status: res.status, json: await res.json() };
}

describe('POST /send', () => {
  it('takes multipart/form-data (what PHP cURL sends) and replaces a leading 0 with countryCode', async () => {
    const form = new FormData();
    form.set('target', '081234567890');
    form.set('message', 'halo');
    const { status, json } = await send(form, 'second-token');
    expect(status).toBe(200);
    expect(json).toEqual({
      detail: 'success! message in queue',
      id: [expect.any(String)],
      process: 'pending',
      requestid: expect.any(Number),
      status: true,
      target: ['6281234567890'],
    });
    expect(sim.messages('6281234567890')).toHaveLength(1);
    expect(sim.messages('6289999999999')).toHaveLength(0);
  });

  it('countryCode=0 keeps the number as given; no target or no message is status:false', async () => {
    await send(new URLSearchParams({ target: '6581234567', message: 'x', countryCode: '0' }));
    expect(sim.messages()[0]?.target).toBe('6581234567');
    expect((await send(new URLSearchParams({ message: 'x' }))).json).toEqual({
      reason: 'invalid target',
      status: false,
    });
    expect((await send(new URLSearchParams({ target: '081234567890' }))).json).toEqual({
      reason: 'message is empty',
      status: false,
    });
    expect(
      (await send(new URLSearchParams({ target: '081234567890', message: 'x' }), 'nope')).json,
    ).toEqual({
      reason: 'invalid token',
      status: false,
    });
  });
});

describe('control routes', () => {
  it('switches mode over HTTP and refuses an unknown one', async () => {
    const set = await fetch(`${sim.baseUrl}/_sim/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'reject', reason: 'quota habis' }),
    });
    expect(await set.json()).toEqual({
      mode: 'reject',
      reason: 'quota habis',
      tokens: 2,
      messages: 0,
    });
    expect(
      (await send(new URLSearchParams({ target: '081234567890', message: 'x' }))).json,
    ).toEqual({
      reason: 'quota habis',
      status: false,
    });
    const bad = await fetch(`${sim.baseUrl}/_sim/mode`, {
      method: 'POST',
      body: '{"mode":"sometimes"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      reason: `mode must be ${GATEWAY_MODES.join(', ')}`,
      status: false,
    });
    expect(sim.state().mode).toBe('reject');
  });

  it('lists what it took as JSON (filtered by target) and forgets it on DELETE', async () => {
    await send(new URLSearchParams({ target: '081111111111', message: 'satu' }));
    await send(new URLSearchParams({ target: '082222222222', message: 'dua' }));
    const all = (await (await fetch(`${sim.baseUrl}/_sim/messages`)).json()) as {
      messages: { message: string }[];
    };
    expect(all.messages.map((m) => m.message)).toEqual(['satu', 'dua']);
    const one = (await (
      await fetch(`${sim.baseUrl}/_sim/messages?target=6282222222222`)
    ).json()) as {
      messages: { message: string }[];
    };
    expect(one.messages.map((m) => m.message)).toEqual(['dua']);
    expect((await fetch(`${sim.baseUrl}/_sim/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(sim.messages()).toEqual([]);
  });

  it('close() ends a hanging request instead of waiting for it', async () => {
    const other = await startWhatsAppSimulator({ tokens: [TOKEN], mode: 'hang' });
    const pending = fetch(`${other.baseUrl}/send`, {
      method: 'POST',
      headers: { authorization: TOKEN },
      body: new URLSearchParams({ target: '081234567890', message: 'x' }),
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await other.close();
    expect(await pending).toBe('dropped');
  });
});

describe('the page of what it received', () => {
  it('shows each message as text, newest first, with no markup from the message', async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quoted'`;
    await send(new URLSearchParams({ target: '081234567890', message: 'pertama' }));
    await send(new URLSearchParams({ target: '081234567890', message: hostile }));
    const res = await fetch(`${sim.baseUrl}/`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quoted&#39;',
    );
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('pertama'));
  });

  it('says so when nothing came yet', () => {
    expect(renderMessagesPage([], 'hang')).toContain('<p data-testid="empty">No message yet.</p>');
  });
});
