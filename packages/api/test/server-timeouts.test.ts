// Issue 12 item 7: slow clients cost seconds. Over a real socket, with the timeouts shortened by
// their environment variables so that the test is quick: a body trickled a byte at a time is cut
// off, so are headers that never end, and an upload that keeps moving still succeeds however long
// it takes.
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createCustomer, tsv } from './delivery-helpers';
import { buildTestApp, loginAs, type App, type Session } from './helpers';

const WINDOW_MS = 1000;
let app: App;
let admin: Session;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({
    env: { BODY_TIMEOUT_MS: String(WINDOW_MS), HEADERS_TIMEOUT_MS: String(WINDOW_MS) },
  });
  admin = await loginAs(app, 'admin');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a connection, sends `head`, then one byte of `trickle` every `everyMs` until the server
 * closes the connection or `giveUpMs` passes. Resolves how long the server took to close it (null:
 * it never did).
 */
async function trickle(head: string, trickleText: string, everyMs: number, giveUpMs: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.resume();
  let closed = false;
  const started = Date.now();
  const done = new Promise<number>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve(Date.now() - started);
    }),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  for (let i = 0; !closed && Date.now() - started < giveUpMs; i += 1) {
    socket.write(trickleText[i % trickleText.length] ?? 'x');
    await sleep(everyMs);
  }
  if (!closed) {
    socket.destroy();
    return null;
  }
  return done;
}

describe('slow clients', () => {
  it('closes a connection whose body comes a byte at a time, within about two windows', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const tookMs = await trickle(head, '{"username":"admin","password":"', 300, 8 * WINDOW_MS);
    expect(tookMs).not.toBeNull();
    expect(tookMs).toBeLessThan(3 * WINDOW_MS + 500);
  });

  it('closes a connection whose headers never end', async () => {
    const tookMs = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: a\r\n',
      300,
      8 * WINDOW_MS,
    );
    expect(tookMs).not.toBeNull();
    expect(tookMs).toBeLessThan(3 * WINDOW_MS + 500);
  });

  it('lets an import that keeps moving run for many windows and succeed', async () => {
    const customer = await createCustomer(app, admin);
    const rows = Array.from({ length: 4000 }, (_, i) => [
      `SJ-${i}`,
      '001',
      `P-${i}`,
      '1',
      '2026-01-05',
    ]);
    const file = Buffer.from(tsv(['slipNumber', 'seqProd', 'partNumber', 'qty', 'date'], rows));
    const boundary = 'slowlink';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\n${customer.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    // ~110 KB at 8 KiB every 300 ms: about 4 s, four windows, yet never stalled.
    const started = Date.now();
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/deliveries/import',
          headers: {
            authorization: admin.authorization,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      void (async () => {
        for (let offset = 0; offset < body.length; offset += 8192) {
          req.write(body.subarray(offset, offset + 8192));
          await sleep(300);
        }
        req.end();
      })();
    });
    expect(Date.now() - started).toBeGreaterThan(3 * WINDOW_MS);
    expect(answer).toEqual({ status: 200, text: expect.stringContaining('Imported 4000 rows') });
  });
});
