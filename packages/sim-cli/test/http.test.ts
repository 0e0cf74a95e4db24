import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { htmlPage, readBody } from '../src/http';

describe('readBody', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      readBody(req, 8, () => new Error('over 8 bytes')).then(
        (body) => res.end(`got ${body.length}: ${body.toString('utf8')}`),
        (err: Error) => {
          res.statusCode = 413;
          res.end(err.message);
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('resolves with the whole body up to the limit', async () => {
    const res = await fetch(url, { method: 'POST', body: '12345678' });
    expect(await res.text()).toBe('got 8: 12345678');
  });

  it("rejects past the limit with the caller's error", async () => {
    const res = await fetch(url, { method: 'POST', body: '123456789' }).catch(() => null);
    // The request is dropped: the answer is the 413, or no answer when the socket closed first.
    if (res) {
      expect(res.status).toBe(413);
      expect(await res.text()).toBe('over 8 bytes');
    }
  });
});

describe('htmlPage', () => {
  it('frames the page with its title escaped, the base style and its own rules', () => {
    const page = htmlPage('A & B', 'td { color: red; }', '<h1>A &amp; B</h1>');
    expect(
      page.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'),
    ).toBe(true);
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain(
      'body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1a202c; }\ntd { color: red; }\n</style>',
    );
    expect(page.endsWith('<body>\n<h1>A &amp; B</h1>\n</body>\n</html>\n')).toBe(true);
  });
});
