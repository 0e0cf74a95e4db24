// Column choices kept per user on the server (docs/rules/reports.md): a table's hidden columns and order
// follow the user to every device (any session of theirs reads what another wrote), never another
// user's; bad input is a 400 naming the field.
import { callAs, createSignedInUser, setUpSuite, type App, type Session } from './helpers';

let app: App;
let admin: Session;
let user: Session;
setUpSuite({}, (suite) => ({ app, admin, user } = suite));

const PATH = '/api/me/preferences/tables/payments-all';

test('empty until set; a PUT is read back by the same user from another session', async () => {
  const before = await callAs(app, user, 'GET', PATH);
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({
    success: true,
    data: { tableId: 'payments-all', hidden: [], shown: [], order: [], updatedAt: null },
  });
  const put = await callAs(app, user, 'PUT', PATH, {
    hidden: ['method', 'reference'],
    shown: ['createdBy'],
    order: ['status', 'merchantRef'],
  });
  expect(put.statusCode).toBe(200);
  expect(put.json().data).toMatchObject({
    hidden: ['method', 'reference'],
    order: ['status', 'merchantRef'],
  });
  // A second device: a new sign-in of the same user.
  const other = await createSignedInUser(app, { username: 'kasir', role: 'user' });
  await callAs(app, other.session, 'PUT', PATH, { hidden: ['amount'], order: [] });
  const again = await callAs(app, user, 'GET', PATH);
  expect(again.json().data).toMatchObject({
    hidden: ['method', 'reference'],
    shown: ['createdBy'],
    order: ['status', 'merchantRef'],
  });
  expect(again.json().data.updatedAt).toEqual(expect.any(String));
  // The other user sees their own, and the admin none.
  expect((await callAs(app, other.session, 'GET', PATH)).json().data.hidden).toEqual(['amount']);
  expect((await callAs(app, admin, 'GET', PATH)).json().data.hidden).toEqual([]);
});

test('a second PUT replaces the first; tables are kept apart', async () => {
  await callAs(app, admin, 'PUT', PATH, { hidden: ['a'], order: [] });
  await callAs(app, admin, 'PUT', PATH, { hidden: [], order: ['b', 'a'] });
  await callAs(app, admin, 'PUT', '/api/me/preferences/tables/customers', {
    hidden: ['nik'],
    order: [],
  });
  expect((await callAs(app, admin, 'GET', PATH)).json().data).toMatchObject({
    hidden: [],
    order: ['b', 'a'],
  });
  expect(
    (await callAs(app, admin, 'GET', '/api/me/preferences/tables/customers')).json().data.hidden,
  ).toEqual(['nik']);
});

test.each([
  [{ hidden: ['ok'] }, 'order'],
  [{ hidden: [{ id: 'method' }], order: [] }, 'hidden'],
  [{ hidden: ['a b'], order: [] }, 'hidden'],
  [{ hidden: ['a', 'a'], order: [] }, 'hidden'],
  [{ hidden: Array.from({ length: 101 }, (_, i) => `c${i}`), order: [] }, 'hidden'],
  [{ hidden: [], order: ['x'.repeat(101)] }, 'order'],
])('PUT %j → 400 naming %s', async (payload, field) => {
  const response = await callAs(app, user, 'PUT', PATH, payload as Record<string, unknown>);
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain(field);
});

test('a table id outside the pattern → 400; signed out → 401', async () => {
  const bad = await callAs(app, user, 'GET', `/api/me/preferences/tables/${'x'.repeat(81)}`);
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('tableId');
  expect((await callAs(app, null, 'GET', PATH)).statusCode).toBe(401);
  expect((await callAs(app, null, 'PUT', PATH, { hidden: [], order: [] })).statusCode).toBe(401);
});
