import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { hashRefreshToken, REFRESH_TOKEN_TTL_MS } from '../src/repositories/refresh-tokens';
import { createSignedInUser, fakeClock, loginAs, setUpApp, type App } from './helpers';

const clock = fakeClock();
let app: App;

setUpApp({ clock }, (built) => (app = built));

const refresh = (refreshToken: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } as object });

const me = (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('POST /api/auth/refresh', () => {
  it('rotates: answers a new pair that works, and stores only hashes', async () => {
    const session = await loginAs(app, 'admin');
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = response.json<{ accessToken: string; refreshToken: string }>();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);

    const stored = await app.db.orm.query.refreshTokens.findMany();
    expect(stored.some((row) => row.tokenHash === pair.refreshToken)).toBe(false);
    const next = stored.find((row) => row.tokenHash === hashRefreshToken(pair.refreshToken));
    const old = stored.find((row) => row.tokenHash === hashRefreshToken(session.refreshToken));
    expect(next?.familyId).toBe(old?.familyId);
    expect(old?.spentAt).not.toBeNull();
    expect(next?.expiresAt.getTime()).toBe(clock().getTime() + REFRESH_TOKEN_TTL_MS);
  });

  it('detects reuse of a spent token: 401, and the whole family is revoked', async () => {
    const session = await loginAs(app, 'admin');
    const first = (await refresh(session.refreshToken)).json<{ refreshToken: string }>();
    const second = (await refresh(first.refreshToken)).json<{ refreshToken: string }>();

    // The stolen copy of the first token comes back.
    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Invalid or expired refresh token' });

    // The legitimate holder's newest token is dead too: the session is over.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);

    // Another session of the same user is untouched.
    const other = await loginAs(app, 'admin');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a token after its 7 days, and accepts it just before', async () => {
    const a = await loginAs(app, 'admin');
    const b = await loginAs(app, 'admin');
    clock.advance(REFRESH_TOKEN_TTL_MS - 1000);
    expect((await refresh(a.refreshToken)).statusCode).toBe(200);
    clock.advance(2000);
    const expired = await refresh(b.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Invalid or expired refresh token' });
  });

  it('refuses an unknown token and validates the body', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'validation_error',
      errors: [{ path: 'refreshToken', message: 'Refresh token is required' }],
    });
    const missing = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'refreshToken', message: 'Refresh token is required' },
    ]);
  });

  it('stops a deleted user from refreshing', async () => {
    const { session } = await createSignedInUser(app, { username: 'leaving' });
    await app.db.orm.delete(users).where(eq(users.username, 'leaving'));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('puts the current role in the new access token', async () => {
    const { row, session } = await createSignedInUser(app, { username: 'promoted', role: 'user' });
    await app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.id, row.id));
    const pair = (await refresh(session.refreshToken)).json<{ accessToken: string }>();
    expect(app.accessTokens.verify(pair.accessToken)?.role).toBe('admin');
  });

  it('lets exactly one of two concurrent uses of a token win', async () => {
    const session = await loginAs(app, 'admin');
    const [x, y] = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 401]);
  });
});
