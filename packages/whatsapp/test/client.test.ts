// The client against the gateway simulator, over real HTTP: a message taken, each way a send fails
// (a wrong token, status:false, HTTP 500, no answer, nobody listening) and input refused unsent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WhatsAppClient,
  WhatsAppHttpError,
  WhatsAppInputError,
  WhatsAppMalformedResponseError,
  WhatsAppRejectedError,
  WhatsAppTimeoutError,
  WhatsAppUnreachableError,
  isWhatsAppError,
  normalizeTarget,
} from '../src';
import { startWhatsAppSimulator, type WhatsAppSimulator } from '../src/sim';

const TOKEN = 'test-device-token';
let sim: WhatsAppSimulator;

beforeAll(async () => {
  sim = await startWhatsAppSimulator({ tokens: [TOKEN] });
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.clear();
  sim.setMode('ok');
});

const client = (options: { token?: string; timeoutMs?: number } = {}) =>
  new WhatsAppClient({ baseUrl: sim.baseUrl, token: options.token ?? TOKEN, ...options });

async function switchMode(mode: string, reason?: string): Promise<void> {
  const res = await fetch(`${sim.baseUrl}/_sim/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, reason }),
  });
  expect(res.status).toBe(200);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (err: unknown) => err,
  );
}

describe('WhatsAppClient.send against the simulator', () => {
  it('sends the text to the number written 62…, and the gateway keeps it with its id', async () => {
    const text = 'Tagihan INV-202611-0001 Rp 150.000\njatuh tempo 10/12/2026';
    const sent = await client().send('0812-3456-7890', text);
    expect(sent).toEqual({
      ids: [expect.stringMatching(/^\d+$/)],
      target: '6281234567890',
      detail: 'success! message in queue',
    });
    expect(sim.messages()).toEqual([
      {
        id: sent.ids[0],
        target: '6281234567890',
        message: text,
        countryCode: '62',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('a wrong token is status:false with the gateway reason, and nothing is kept', async () => {
    const err = await failure(client({ token: 'wrong' }).send('081234567890', 'halo'));
    expect(err).toBeInstanceOf(WhatsAppRejectedError);
    expect(err).toMatchObject({
      code: 'rejected',
      reason: 'invalid token',
      httpStatus: 200,
      message: 'WhatsApp gateway refused: invalid token',
    });
    expect(sim.messages()).toEqual([]);
  });

  it('the reject switch (over HTTP) answers status:false with the reason set', async () => {
    await switchMode('reject', 'device not connected');
    const err = await failure(client().send('081234567890', 'halo'));
    expect(err).toBeInstanceOf(WhatsAppRejectedError);
    expect((err as WhatsAppRejectedError).reason).toBe('device not connected');
    await switchMode('ok');
    await expect(client().send('081234567890', 'halo')).resolves.toMatchObject({
      ids: [expect.any(String)],
    });
  });

  it('the error switch answers HTTP 500: a WhatsAppHttpError with the status', async () => {
    await switchMode('error');
    const err = await failure(client().send('081234567890', 'halo'));
    expect(err).toBeInstanceOf(WhatsAppHttpError);
    expect(err).toMatchObject({ code: 'http-status', httpStatus: 500 });
    expect((err as Error).message).toMatch(/^WhatsApp gateway answered HTTP 500: "<html>/);
  });

  it('the hang switch gets no answer: a WhatsAppTimeoutError after timeoutMs', async () => {
    await switchMode('hang');
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 300 }).send('081234567890', 'halo'));
    expect(err).toBeInstanceOf(WhatsAppTimeoutError);
    expect(err).toMatchObject({
      code: 'timeout',
      timeoutMs: 300,
      message: 'WhatsApp gateway timed out: no answer within 300 ms',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('nobody listening is a WhatsAppUnreachableError naming the address and the socket error', async () => {
    const closed = await startWhatsAppSimulator({ tokens: [TOKEN] });
    const baseUrl = closed.baseUrl;
    await closed.close();
    const err = await failure(
      new WhatsAppClient({ baseUrl, token: TOKEN }).send('081234567890', 'x'),
    );
    expect(err).toBeInstanceOf(WhatsAppUnreachableError);
    expect((err as Error).message).toBe(
      `WhatsApp gateway is unreachable at ${baseUrl} (ECONNREFUSED)`,
    );
  });

  it('a 2xx answer that is not the gateway JSON is malformed', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const err = await failure(
        new WhatsAppClient({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }).send(
          '081234567890',
          'x',
        ),
      );
      expect(err).toBeInstanceOf(WhatsAppMalformedResponseError);
      expect((err as Error).message).toContain('not { "status": true, "id": [...] }');
    } finally {
      server.close();
    }
  });

  it('refuses bad input before sending anything', async () => {
    expect(() => new WhatsAppClient({ baseUrl: 'ftp://x', token: TOKEN })).toThrow(
      WhatsAppInputError,
    );
    expect(() => new WhatsAppClient({ baseUrl: sim.baseUrl, token: ' ' })).toThrow(
      'WhatsApp gateway settings incomplete: token missing',
    );
    expect(() => new WhatsAppClient({ token: TOKEN, timeoutMs: 0 })).toThrow(WhatsAppInputError);
    const notAPhone = await failure(client().send('12345', 'halo'));
    expect(notAPhone).toBeInstanceOf(WhatsAppInputError);
    expect(isWhatsAppError(notAPhone)).toBe(true);
    await expect(client().send('081234567890', '  ')).rejects.toThrow(WhatsAppInputError);
    expect(sim.messages()).toEqual([]);
  });
});

describe('normalizeTarget', () => {
  it('writes the ways people type an Indonesian mobile number as 62…', () => {
    expect(normalizeTarget('081234567890')).toBe('6281234567890');
    expect(normalizeTarget('+62 812-3456-7890')).toBe('6281234567890');
    expect(normalizeTarget('6281234567890')).toBe('6281234567890');
    expect(normalizeTarget('(0812) 3456.7890')).toBe('6281234567890');
  });

  it('gives null for anything else', () => {
    for (const phone of [
      '',
      '0212345678',
      '+1 415 555 0100',
      '08123',
      '0812abc4567',
      '6281234567890123',
    ]) {
      expect(normalizeTarget(phone)).toBeNull();
    }
  });
});
