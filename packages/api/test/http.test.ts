import { Type } from '@sinclair/typebox';
import { successStyle } from '../src/schemas/envelopes';
import { HttpError } from '../src/schemas/errors';
import { buildTestApp, logCollector, postRaw, TEST_ADMIN_PASSWORD, type App } from './helpers';

const logs = logCollector();
let app: App;

beforeAll(async () => {
  app = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: logs,
    extend: (instance) => {
      instance.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2 at /srv/secret.ts:12');
      });
      instance.get('/api/test/teapot', async () => {
        throw new HttpError(418, 'I am a teapot', { 'x-extra': 'yes' });
      });
      instance.post(
        '/api/test/nested',
        {
          schema: {
            body: Type.Object({
              name: Type.String({ minLength: 5 }),
              features: Type.Array(Type.String({ minLength: 1 })),
              address: Type.Object({ city: Type.String() }),
            }),
          },
        },
        async () => ({ ok: true }),
      );
      instance.get('/api/test/success-style', { config: successStyle }, async () => {
        throw new HttpError(404, 'Router not found');
      });
    },
  });
});

afterAll(async () => {
  await app.close();
});

describe('errors', () => {
  it('answers 400 "Malformed JSON body" for JSON that does not parse', async () => {
    const response = await postRaw(app, '/api/auth/login', '{"username": "admin", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 400 for an empty JSON body and 415 for an unknown content type', async () => {
    const empty = await postRaw(app, '/api/auth/login', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/i);

    const xml = await postRaw(app, '/api/auth/login', '<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('answers 413 for a JSON body over 1 MiB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers JSON 404 "Not found" for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist/42' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('hides the cause of an unexpected error from the client and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/\bat\s.+:\d+/);
    const logged = logs.lines().find((line) => line.msg === 'Unhandled error');
    expect(JSON.stringify(logged)).toContain('hunter2');
    expect(JSON.stringify(logged)).toContain('stack');
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot' });
    expect(response.headers['x-extra']).toBe('yes');
  });

  it('adds { success: false, error } on success-style routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/success-style' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Router not found',
      message: 'Router not found',
    });
  });

  it('names nested fields in the validation envelope with dotted paths', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/nested',
      payload: { name: 'abc', features: ['ok', ''], address: {} },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.message).toBe('validation_error');
    expect(body.errors.map((e) => e.path).sort()).toEqual(['address.city', 'features.1', 'name']);
    for (const error of body.errors) expect(error.message).not.toMatch(/^\/|#|body\//);
  });
});

describe('headers', () => {
  it('sets security headers and a CSP without unsafe-eval on API answers and 404s', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const response = await app.inject({ method: 'GET', url });
      const headers = response.headers;
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-frame-options']).toBe('DENY');
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('serves the docs page with its own CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('https:');
  });

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const made = await app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a\u00e9 <script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health, docs and logs', () => {
  it('GET /api/health answers status and the database kind without auth', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: app.db.kind });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/auth/me',
        '/api/auth/logout',
      ]),
    );
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login'].post.responses).toHaveProperty('429');
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/remotes'))).toBe(false);
  });

  it('logs requests with their id and never a password or token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'trace-login-1' },
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    const { accessToken, refreshToken } = response.json<{
      accessToken: string;
      refreshToken: string;
    }>();
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const text = logs.text();
    expect(logs.lines().some((line) => line.reqId === 'trace-login-1')).toBe(true);
    expect(text).not.toContain(TEST_ADMIN_PASSWORD);
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain(refreshToken);
  });
});
