// Issue 12, one test per defect the attack found (the throttle's are in auth-throttle.test.ts, the
// spool's in import-spool.test.ts, the slow body's in server-timeouts.test.ts, the source maps' in
// web.test.ts): each failed before its fix.
import { Type } from '@sinclair/typebox';
import { createSigner } from 'fast-jwt';
import { SAFE_TEXT_MESSAGE } from '../src/lib/safe-input';
import { createCustomer } from './delivery-helpers';
import {
  buildTestApp,
  createUser,
  login,
  loginAs,
  TEST_JWT_SECRET,
  type App,
  type Session,
} from './helpers';

let app: App;
let admin: Session;
let user: Session;

beforeAll(async () => {
  app = await buildTestApp({
    // A route written without any thought of the rules still gets them.
    extend: (instance) => {
      instance.post(
        '/api/test/number',
        {
          schema: {
            body: Type.Object({
              count: Type.Integer(),
              ratio: Type.Number(),
              note: Type.Optional(Type.String()),
            }),
          },
        },
        async () => ({ ok: true }),
      );
    },
  });
  admin = await loginAs(app, 'admin');
  user = await loginAs(app, 'user');
});

afterAll(async () => {
  await app.close();
});

const validationError = (path: string, message: string) => ({
  message: 'validation_error',
  errors: [{ path, message }],
});

describe('1. text with NUL, other control characters or lone surrogates', () => {
  it('answers 400 validation_error on login without signing in, instead of a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ad\u0000min', password: 'xxxxx' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError('username', SAFE_TEXT_MESSAGE));
  });

  it.each([
    ['NUL', 'PT Maju\u0000 Jaya'],
    ['a C0 control', 'PT Maju\u0007 Jaya'],
    ['DEL', 'PT Maju\u007f Jaya'],
    ['a lone high surrogate', 'PT Maju \ud800 Jaya'],
    ['a lone low surrogate', 'PT Maju \udc00 Jaya'],
  ])('refuses %s in a customer, user or delivery field, naming the field', async (_name, text) => {
    const headers = { authorization: admin.authorization };
    const customer = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers,
      payload: { name: text, alias: 'MAJU' },
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json()).toEqual(validationError('name', SAFE_TEXT_MESSAGE));

    const person = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { fullName: text, username: 'maju', password: 'maju-password' },
    });
    expect(person.json()).toEqual(validationError('fullName', SAFE_TEXT_MESSAGE));

    const { id } = await createCustomer(app, admin);
    const delivery = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers,
      payload: { customerId: id, slipNumber: 'SJ-1', partName: text },
    });
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: 'partName',
      message: SAFE_TEXT_MESSAGE,
    });
  });

  it('refuses NUL in the list search of a plain user', async () => {
    const nul = await app.inject({
      url: '/api/customers?search=%00',
      headers: { authorization: user.authorization },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(validationError('search', SAFE_TEXT_MESSAGE));
  });

  it('keeps tab and line breaks (multi-line text) and any other Unicode', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: admin.authorization },
      payload: { name: 'Toko Ümit 東京 😀', alias: 'UMIT', address: 'Jl. Satu\r\nNo. 2\tBlok C' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ result: { address: string } }>().result.address).toBe(
      'Jl. Satu\r\nNo. 2\tBlok C',
    );
  });
});

describe('2. non-finite and huge numbers', () => {
  it.each(['Infinity', '-Infinity', '1e309', '1e400', '-1e309', '1e20', '9007199254740993'])(
    'answers 400 on page=%s on every list instead of a 500',
    async (page) => {
      const { id } = await createCustomer(app, admin);
      for (const list of ['/api/customers?', '/api/users?', `/api/deliveries?customerId=${id}&`]) {
        const response = await app.inject({
          url: `${list}page=${page}`,
          headers: { authorization: admin.authorization },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('page');
      }
    },
  );

  it('refuses a number too big for JSON to hold (1e400 parses as Infinity) in a body', async () => {
    const { id } = await createCustomer(app, admin);
    const response = await app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: { authorization: admin.authorization, 'content-type': 'application/json' },
      payload: `{"customerId":"${id}","slipNumber":"SJ-1","qty":1e400}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(
      'qty',
    );
  });

  it('refuses a non-finite number in a number field of any schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/number',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":1e400,"ratio":-1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'validation_error',
      errors: expect.arrayContaining([
        { path: 'count', message: expect.any(String) },
        { path: 'ratio', message: expect.any(String) },
      ]),
    });
  });
});

describe('3. signed tokens with claims this API never signs', () => {
  const sign = createSigner({
    key: TEST_JWT_SECRET,
    algorithm: 'HS256',
    expiresIn: 60_000,
    iss: 'pokayoke-admin',
    aud: 'pokayoke-admin-api',
  });

  it.each([
    ['a sub that is not a uuid', { sub: 'not-a-uuid', username: 'admin', role: 'admin' }],
    ['a numeric sub', { sub: 12345, username: 'admin', role: 'admin' }],
    [
      'an unknown role',
      { sub: '00000000-0000-4000-8000-000000000000', username: 'x', role: 'root' },
    ],
    [
      'a username that is not text',
      { sub: '00000000-0000-4000-8000-000000000000', username: 7, role: 'user' },
    ],
  ])('answers 401 to %s, instead of a 500', async (_name, claims) => {
    const response = await app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${sign(claims)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or expired access token' });
  });
});

describe('8. a password change ends the sessions of the user', () => {
  it('revokes every refresh token of the user when an admin sets a new password', async () => {
    await createUser(app, { username: 'rina', password: 'rina-password' });
    const laptop = await login(app, 'rina', 'rina-password');
    const phone = await login(app, 'rina', 'rina-password');
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/users/${laptop.user.id}`,
      headers: { authorization: admin.authorization },
      payload: { password: 'rina-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    // The new password opens a new session that refreshes.
    const fresh = await login(app, 'rina', 'rina-new-password');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: fresh.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('keeps the sessions when the change leaves the password as it was', async () => {
    await createUser(app, { username: 'tono', password: 'tono-password' });
    const session = await login(app, 'tono', 'tono-password');
    await app.inject({
      method: 'PUT',
      url: `/api/users/${session.user.id}`,
      headers: { authorization: admin.authorization },
      payload: { fullName: 'Tono Baru', password: '' },
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('9. answers with tokens or personal data are not cacheable', () => {
  it('sends Cache-Control: no-store on login, refresh, me and the record reads', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'user', password: 'user-test-password' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: signedIn.json<{ refreshToken: string }>().refreshToken },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const { id } = await createCustomer(app, admin);
    for (const url of [
      '/api/auth/me',
      '/api/users',
      `/api/users/${user.user.id}`,
      '/api/customers',
      `/api/customers/${id}`,
      `/api/deliveries?customerId=${id}`,
    ]) {
      const response = await app.inject({ url, headers: { authorization: admin.authorization } });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([
        url,
        200,
        'no-store',
      ]);
    }
  });
});

describe('11. the OpenAPI document', () => {
  it('describes the multipart body of POST /api/deliveries/import', () => {
    const doc = app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              required?: boolean;
              content: Record<
                string,
                {
                  schema: {
                    required?: string[];
                    properties?: Record<string, { type?: string; format?: string }>;
                  };
                }
              >;
            };
          }
        >
      >;
    };
    const body = doc.paths['/api/deliveries/import']?.post?.requestBody;
    expect(body?.required).toBe(true);
    const schema = body?.content['multipart/form-data']?.schema;
    expect(schema?.required?.sort()).toEqual(['customerId', 'file']);
    expect(schema?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema?.properties?.customerId).toMatchObject({ type: 'string', format: 'uuid' });
  });
});
