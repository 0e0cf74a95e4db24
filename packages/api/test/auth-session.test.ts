import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { users } from '../src/db/schema';
import {
  setUpApp,
  createSignedInUser,
  createUser,
  fakeClock,
  login,
  loginAs,
  TEST_JWT_SECRET,
  type App,
} from './helpers';

const clock = fakeClock();
let app: App;

setUpApp(
  {
    clock,
    extend: (instance) => {
      instance.get(
        '/api/test/admin-only',
        { onRequest: [instance.requireAdmin] },
        async (request) => ({
          username: request.user?.username,
        }),
      );
    },
  },
  (built) => (app = built),
);

const me = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/auth/me', () => {
  it('answers the signed-in user in { result }', async () => {
    await createUser(app, {
      username: 'rina',
      password: 'rina-password',
      fullName: 'Rina Wijaya',
      nik: '3174',
      email: 'rina@example.com',
    });
    const session = await login(app, 'rina', 'rina-password');
    const response = await me(session.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        id: session.user.id,
        username: 'rina',
        fullName: 'Rina Wijaya',
        role: 'user',
        email: 'rina@example.com',
        nik: '3174',
        createdAt: session.user.createdAt,
      },
    });
  });

  it('answers 401 without a token, with a malformed header, or with a forged token', async () => {
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: 'Authentication required' });
    expect((await me('Basic YWRtaW46YWRtaW4=')).statusCode).toBe(401);
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);

    const session = await loginAs(app, 'admin');
    const forged = createSigner({
      key: 'some-other-secret-of-enough-length-000000',
      expiresIn: 60_000,
    })({
      sub: session.user.id,
      username: 'admin',
      role: 'admin',
    });
    const response = await me(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid or expired access token' });
  });

  it('refuses a token signed with the right key but for another audience or algorithm', async () => {
    const session = await loginAs(app, 'admin');
    const noAudience = createSigner({ key: TEST_JWT_SECRET, expiresIn: 60_000 })({
      sub: session.user.id,
      username: 'admin',
      role: 'admin',
    });
    expect((await me(`Bearer ${noAudience}`)).statusCode).toBe(401);

    const otherAlgorithm = createSigner({
      key: TEST_JWT_SECRET,
      algorithm: 'HS512',
      expiresIn: 60_000,
      iss: 'pokayoke-admin',
      aud: 'pokayoke-admin-api',
    })({ sub: session.user.id, username: 'admin', role: 'admin' });
    expect((await me(`Bearer ${otherAlgorithm}`)).statusCode).toBe(401);
  });

  it('answers 401 once the 15-minute access token has expired', async () => {
    const session = await loginAs(app, 'admin');
    clock.advance(14 * 60 * 1000);
    expect((await me(session.authorization)).statusCode).toBe(200);
    clock.advance(61 * 1000);
    const expired = await me(session.authorization);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Invalid or expired access token' });
  });

  it('answers 401 for the token of a deleted user', async () => {
    const { session } = await createSignedInUser(app, { username: 'gone' });
    await app.db.orm.delete(users).where(eq(users.username, 'gone'));
    expect((await me(session.authorization)).statusCode).toBe(401);
  });
});

describe('app.requireAdmin', () => {
  it('lets an admin through, answers 403 to a user and 401 to nobody', async () => {
    const admin = await loginAs(app, 'admin');
    const user = await loginAs(app, 'user');
    const call = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/test/admin-only',
        headers: authorization ? { authorization } : {},
      });

    const allowed = await call(admin.authorization);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ username: 'admin' });

    const denied = await call(user.authorization);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Forbidden: admin role required' });

    expect((await call()).statusCode).toBe(401);
  });

  it('reads the role from the database: a demoted admin is refused at once', async () => {
    const { row, session } = await createSignedInUser(app, { username: 'boss', role: 'admin' });
    await app.db.orm.update(users).set({ role: 'user' }).where(eq(users.id, row.id));
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { authorization: session.authorization },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  const logout = (authorization: string | undefined, refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authorization ? { authorization } : {},
      payload: { refreshToken },
    });
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it("revokes the session's refresh tokens", async () => {
    const session = await loginAs(app, 'admin');
    const rotated = (await refresh(session.refreshToken)).json<{
      accessToken: string;
      refreshToken: string;
    }>();
    const response = await logout(`Bearer ${rotated.accessToken}`, rotated.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('needs an access token', async () => {
    const session = await loginAs(app, 'admin');
    expect((await logout(undefined, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it("does not revoke another user's session", async () => {
    const admin = await loginAs(app, 'admin');
    const user = await loginAs(app, 'user');
    const response = await logout(user.authorization, admin.refreshToken);
    expect(response.statusCode).toBe(200);
    expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
  });

  it('answers the same for an unknown token (logging out twice is fine)', async () => {
    const session = await loginAs(app, 'admin');
    expect((await logout(session.authorization, session.refreshToken)).statusCode).toBe(200);
    expect((await logout(session.authorization, session.refreshToken)).statusCode).toBe(200);
  });
});
