// The import over a real socket: an answer given before the upload ends (a refused file, an
// unknown customer, a file over the limit) must not leave the client sending into a stalled
// connection. `inject` cannot show this: it hands the whole body over at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMPORT_FILE_MESSAGES } from '../src/import/delivery-file-parser';
import { IMPORT_MESSAGES } from '../src/routes/deliveries/import';
import { createCustomer } from './delivery-helpers';
import { buildTestApp, loginAs, type App, type Session } from './helpers';

let app: App;
let admin: Session;
let port: number;
let customerId: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  app = await buildTestApp({ env: { IMPORT_MAX_BYTES: String(16 * 1024 * 1024) } });
  admin = await loginAs(app, 'admin');
  customerId = (await createCustomer(app, admin)).id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  await app.close();
});

const BOUNDARY = '----pokayokehttp';

/**
 * Uploads a file of `fileBytes` bytes (`start`, then `fill` repeated) after a customerId field,
 * with or without a Content-Length. Resolves once the whole body has been taken by the server (the
 * request's 'finish': more bytes than socket buffers hold, so the server must keep reading) and
 * the answer has ended.
 */
function upload(options: {
  customer: string;
  fileBytes: number;
  fill: Buffer;
  /** The file's first bytes (a header line), counted in fileBytes. */
  start?: Buffer;
  announceLength: boolean;
}): Promise<{ status: number; body: string }> {
  const start = options.start ?? Buffer.alloc(0);
  const file = Buffer.alloc(options.fileBytes);
  start.copy(file);
  for (let i = start.length; i < file.length; i += options.fill.length) options.fill.copy(file, i);
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\n${options.customer}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    let answer: { status: number; body: string } | null = null;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/deliveries/import',
        headers: {
          authorization: admin.authorization,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(options.announceLength ? { 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() };
          settle();
        });
      },
    );
    req.on('error', reject);
    req.on('finish', () => {
      sent = true;
      settle();
    });
    if (!options.announceLength) req.setHeader('transfer-encoding', 'chunked');
    req.end(body);
  });
}

const health = () =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent, path: '/api/health' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('an import refused while it uploads', () => {
  it.each([true, false])(
    'reads a binary file to its end and answers 400 (Content-Length announced: %s)',
    async (announceLength) => {
      const answer = await upload({
        customer: customerId,
        fileBytes: 8 * 1024 * 1024,
        fill: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
        announceLength,
      });
      expect(answer).toEqual({
        status: 400,
        body: JSON.stringify({ message: IMPORT_FILE_MESSAGES.binary }),
      });
      // The same keep-alive connection still serves the next request.
      expect(await health()).toBe(200);
    },
  );

  it('answers 404 for an unknown customer sent before an 8 MiB file', async () => {
    const answer = await upload({
      customer: '00000000-0000-4000-8000-000000000000',
      fileBytes: 8 * 1024 * 1024,
      fill: Buffer.from('SJ-1\t001\tP\t1\t2024-01-01\n'),
      announceLength: true,
    });
    expect(answer).toEqual({
      status: 404,
      body: JSON.stringify({ message: 'Customer not found' }),
    });
    expect(await health()).toBe(200);
  });

  it('answers 413 past the limit of a streamed upload without reading it into memory', async () => {
    const line = Buffer.from('SJ-1\t001\tP\t1\t2024-01-01\n');
    const answer = await upload({
      customer: customerId,
      fileBytes: 24 * 1024 * 1024,
      start: Buffer.from('slipNumber\tseqProd\tpartNumber\tqty\tdate\n'),
      fill: line,
      announceLength: false,
    });
    expect(answer).toEqual({
      status: 413,
      body: JSON.stringify({ message: IMPORT_MESSAGES.tooLarge(16 * 1024 * 1024) }),
    });
    expect(await health()).toBe(200);
  });
});
