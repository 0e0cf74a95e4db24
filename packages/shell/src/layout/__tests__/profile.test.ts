import { displayName, initialsOf, memberSince, roleLabel } from '../profile';

test.each([
  [{ fullName: 'Budi Santoso', username: 'budi' }, 'BS'],
  [{ fullName: 'John Ronald Tolkien', username: 'jrr' }, 'JT'],
  [{ fullName: 'administrator', username: 'admin' }, 'A'],
  [{ fullName: '  siti   nurhaliza ', username: 'siti' }, 'SN'],
  [{ fullName: '', username: 'operator' }, 'O'],
  [{ fullName: null, username: 'kasir' }, 'K'],
  [{ fullName: '   ', username: '' }, 'U'],
  [null, 'U'],
])('initials of %j are %s', (user, expected) => {
  expect(initialsOf(user)).toBe(expected);
});

test.each([
  ['admin', 'Admin'],
  ['user', 'User'],
  ['ADMIN', 'Admin'],
  ['operator', 'Operator'],
  ['', 'N/A'],
  ['  ', 'N/A'],
  [null, 'N/A'],
  [undefined, 'N/A'],
])('role %j reads %s', (role, expected) => {
  expect(roleLabel(role)).toBe(expected);
});

test('member since is the creation date, else today', () => {
  const today = new Date(2026, 10, 21);
  expect(memberSince('2024-03-05T08:00:00.000Z', today).toISOString()).toBe(
    '2024-03-05T08:00:00.000Z',
  );
  expect(memberSince(null, today)).toBe(today);
  expect(memberSince(undefined, today)).toBe(today);
  expect(memberSince('not a date', today)).toBe(today);
});

test('display name is the full name, else the username', () => {
  expect(displayName({ fullName: 'Budi Santoso', username: 'budi' })).toBe('Budi Santoso');
  expect(displayName({ fullName: ' ', username: 'budi' })).toBe('budi');
  expect(displayName(null)).toBe('');
});
