import { createVerifier } from 'fast-jwt';
import {
  createUser,
  loginAs,
  postRaw,
  setUpApp,
  TEST_ADMIN_PASSWORD,
  TEST_JWT_SECRET,
  TEST_USER_PASSWORD,
  type App,
} from './helpers';

let app: App;

setUpApp({}, (built) => (app = built));

const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('signs the first-start admin in and answers the contract shape', async () => {
    const response = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Login successful!',
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: 'admin',
        fullName: 'Administrator',
        role: 'admin',
        email: null,
        nik: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      accessToken: expect.any(String),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(body).not.toHaveProperty('user.passwordHash');
  });

  it('issues a 15-minute HS256 access token with sub, username and role', async () => {
    const body = (await login({ username: 'admin', password: TEST_ADMIN_PASSWORD })).json();
    const claims = createVerifier({ key: TEST_JWT_SECRET, algorithms: ['HS256'] })(
      body.accessToken,
    );
    expect(claims).toMatchObject({ sub: body.user.id, username: 'admin', role: 'admin' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('matches usernames whatever their case and surrounding spaces', async () => {
    const response = await login({ username: '  ADMIN ', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('admin');
  });

  it('answers 401 with one message for a wrong password and for an unknown user', async () => {
    const wrong = await login({ username: 'admin', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('spends a password check on an unknown username too (no timing oracle)', async () => {
    const dummy = jest.spyOn(app.passwords, 'verifyDummy');
    const real = jest.spyOn(app.passwords, 'verify');
    await login({ username: 'ghost-user', password: 'whatever' });
    expect(dummy).toHaveBeenCalledTimes(1);
    expect(real).not.toHaveBeenCalled();
    await login({ username: 'admin', password: 'wrong-password' });
    expect(real).toHaveBeenCalledTimes(1);
    dummy.mockRestore();
    real.mockRestore();
  });

  it('signs a plain user in with role user', async () => {
    const session = await loginAs(app, 'user');
    expect(session.user).toMatchObject({ username: 'user', role: 'user' });
    await createUser(app, {
      username: 'siti',
      password: 'siti-password',
      nik: '3201',
      email: 'siti@example.com',
    });
    const siti = (await login({ username: 'siti', password: 'siti-password' })).json();
    expect(siti.user).toMatchObject({
      username: 'siti',
      nik: '3201',
      email: 'siti@example.com',
      role: 'user',
    });
    expect((await login({ username: 'user', password: TEST_USER_PASSWORD })).statusCode).toBe(200);
  });

  it('answers the validation envelope, naming each field, with the SPEC messages', async () => {
    const response = await login({ username: '', password: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'validation_error',
      errors: [
        { path: 'username', message: 'Username harus diisi' },
        { path: 'password', message: 'Password harus diisi' },
      ],
    });
  });

  it('names missing fields in the validation envelope', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username harus diisi' },
        { path: 'password', message: 'Password harus diisi' },
      ]),
    );
  });

  it('rejects a body that is not an object', async () => {
    const response = await postRaw(app, '/api/auth/login', '"admin"');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_error');
  });

  it('stores an argon2id hash with the OWASP parameters', async () => {
    const row = await createUser(app, { username: 'hash-check', password: 'secret-pass' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain('secret-pass');
  });
});
