import fc from 'fast-check';
import { normalizePersistedSession } from '../migrate';

const anything = fc.anything({ withNullPrototype: false, maxDepth: 4 });
const user = fc.record(
  { id: fc.string(), username: fc.string({ minLength: 1 }), role: fc.option(fc.string()) },
  { requiredKeys: ['username'] },
);

test('whatever is stored, the result is a consistent session', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        anything,
        fc.record({
          user: fc.oneof(user, anything),
          accessToken: anything,
          refreshToken: anything,
        }),
      ),
      (stored) => {
        const session = normalizePersistedSession(stored);
        expect(session.isAuthenticated).toBe(
          Boolean(session.user && session.accessToken && session.refreshToken),
        );
        if (session.user) expect(typeof session.user.username).toBe('string');
        expect(normalizePersistedSession(session)).toEqual(session);
      },
    ),
  );
});

test('a user nested at any depth up to the limit is lifted to the top', () => {
  fc.assert(
    fc.property(user, fc.integer({ min: 0, max: 4 }), (inner, depth) => {
      let wrapped: unknown = inner;
      for (let i = 0; i < depth; i += 1) wrapped = { user: wrapped };
      const session = normalizePersistedSession({
        user: wrapped,
        accessToken: 'a',
        refreshToken: 'r',
      });
      expect(session.user?.username).toBe(inner.username);
      expect(session.isAuthenticated).toBe(true);
    }),
  );
});

test('tokens at the top win over tokens in a wrapper', () => {
  const session = normalizePersistedSession({
    user: { user: { username: 'admin' }, accessToken: 'old-a', refreshToken: 'old-r' },
    accessToken: 'new-a',
    refreshToken: 'new-r',
  });
  expect(session).toMatchObject({ accessToken: 'new-a', refreshToken: 'new-r' });
});
