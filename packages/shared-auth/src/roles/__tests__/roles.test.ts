import fc from 'fast-check';
import { canWrite, normalizeRole } from '../roles';

test('admin (any case, padded) is admin and can write', () => {
  for (const role of ['admin', 'Admin', ' ADMIN ']) {
    expect(normalizeRole(role)).toBe('admin');
    expect(canWrite(role)).toBe(true);
  }
});

test('user, unknown, missing and non-text roles are read-only users', () => {
  for (const role of [
    'user',
    'superadmin',
    'administrator',
    '',
    null,
    undefined,
    1,
    { role: 'admin' },
  ]) {
    expect(normalizeRole(role)).toBe('user');
    expect(canWrite(role)).toBe(false);
  }
});

test('only the word admin grants writing', () => {
  fc.assert(
    fc.property(fc.anything(), (role) => {
      const isAdmin = typeof role === 'string' && role.trim().toLowerCase() === 'admin';
      expect(canWrite(role)).toBe(isAdmin);
    }),
  );
});
