import { and, eq, ne } from 'drizzle-orm';
import { refreshTokens, users, type UserRow } from '../src/db/schema';
import { userBatches } from '../src/repositories/users';
import { resolveListQuery } from '../src/schemas/list-query';
import { USER_MESSAGES } from 'contracts/messages';
import { USER_SORT_COLUMNS } from 'contracts/schemas';
import {
  callAs,
  createUser,
  fakeClock,
  login,
  setUpSuite,
  TEST_ADMIN_PASSWORD,
  type App,
  type Session,
} from './helpers';
import { describeCsvContract, idsOf } from './csv-contract';
import { describeListContract } from './list-contract';
import { describeRecordRoutes } from './record-routes-contract';
import { tableRows } from './role-matrix';

const clock = fakeClock(new Date('2026-02-01T09:00:00.000Z'));
let app: App;
let admin: Session;
let user: Session;

setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));

type Json = Record<string, unknown>;
interface ListBody {
  result: (Json & { id: string })[];
}
interface WriteBody {
  message: string;
  result: Json & { id: string };
}
interface ValidationBody {
  message: string;
  errors: { path: string; message: string }[];
}

/** Moves the clock by a second (access tokens live 15 minutes on it) and answers the new time. */
function tick(): string {
  clock.advance(1000);
  return clock().toISOString();
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Json,
  session: Session | null = admin,
) => callAs(app, session, method, url, payload);

/**
 * No user answer may ever hold a password or its hash: not the key, not an argon2 string. Every
 * successful response of this file goes through here.
 */
function expectNoPassword(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/\$argon2/);
}

async function ok<T>(
  response: { statusCode: number; body: string; json: <U>() => U },
  status = 200,
) {
  expect({ status: response.statusCode, body: response.body }).toEqual({
    status,
    body: expect.any(String),
  });
  expectNoPassword(response.body);
  return response.json<T>();
}

async function expectValidation(
  response: { statusCode: number; json: <U>() => U },
  errors: { path: string; message: string }[],
) {
  expect(response.statusCode).toBe(400);
  const body = response.json<ValidationBody>();
  expect(body.message).toBe('validation_error');
  expect([...body.errors].sort(byPath)).toEqual([...errors].sort(byPath));
}

const allUsers = () => app.db.orm.select().from(users).orderBy(users.id);

let fixtureCount = 0;
async function fixture(values: Partial<Parameters<typeof createUser>[1]> = {}): Promise<UserRow> {
  fixtureCount += 1;
  return createUser(app, { username: `fixture${fixtureCount}`, status: 'pending', ...values });
}

describe('GET /api/users', () => {
  let rows: UserRow[];

  beforeAll(async () => {
    // The first-start admin and `user` stay; the rest is this fixture set.
    await app.db.orm
      .delete(users)
      .where(and(ne(users.username, 'admin'), ne(users.username, 'user')));
    const specs = [
      {
        username: 'budi',
        fullName: 'Budi Santoso',
        nik: '3174000000000001',
        email: 'budi@example.com',
      },
      { username: 'Andi', fullName: 'andi wijaya', nik: null, email: null, role: 'admin' as const },
      { username: 'citra_1', fullName: 'Citra 100% Lestari', nik: '3174000000000003', email: null },
      { username: 'dewi', fullName: 'Dewi Lestari', nik: 'ab-77', email: 'dewi@ISP.co.id' },
      { username: 'eko', fullName: 'Budi Santoso', nik: null, email: 'eko@example.com' },
    ];
    for (const [index, spec] of specs.entries()) {
      const row = await createUser(app, { ...spec, status: index % 2 ? 'approved' : 'pending' });
      // Spread createdAt/updatedAt over days, with one createdAt tie.
      await app.db.orm
        .update(users)
        .set({
          createdAt: new Date(`2026-01-0${Math.min(index, 3) + 1}T10:00:00.000Z`),
          updatedAt: new Date(`2026-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`),
        })
        .where(eq(users.id, row.id));
    }
    rows = await allUsers();
  });

  const list = async (query: string, session: Session | null = admin) =>
    ok<ListBody>(await call('GET', `/api/users${query ? `?${query}` : ''}`, undefined, session));

  it('answers every user without any password', async () => {
    const body = await list('');
    expect(body.result).toHaveLength(rows.length);
  });

  it('answers the User shape to a plain user too', async () => {
    const body = await list('search=dewi', user);
    const dewi = rows.find((r) => r.username === 'dewi');
    expect(body.result).toEqual([
      {
        id: dewi?.id,
        username: 'dewi',
        fullName: 'Dewi Lestari',
        nik: 'ab-77',
        email: 'dewi@ISP.co.id',
        role: 'user',
        status: 'approved',
        createdAt: dewi?.createdAt.toISOString(),
        createdBy: 'test',
        updatedAt: dewi?.updatedAt.toISOString(),
        updatedBy: 'test',
      },
    ]);
  });

  const usernames =
    (...names: string[]) =>
    (row: UserRow) =>
      names.includes(row.username);

  describeListContract('GET /api/users', {
    suite: () => ({ app, admin, user }),
    url: () => '/api/users',
    rows: () => rows,
    sortColumns: USER_SORT_COLUMNS,
    // Not sortable: the e-mail, and the password hash in any spelling.
    offList: ['email', 'full name', 'password_hash', 'passwordHash'],
    // Full name, username, NIK and e-mail are searched.
    search: [
      ['BUDI', usernames('budi', 'eko')], // name, and eko's full name
      ['andi', usernames('Andi')],
      ['AB-7', usernames('dewi')], // NIK
      ['isp.CO', usernames('dewi')], // e-mail
      ['%', usernames('citra_1')],
      ['_', usernames('citra_1')],
      ['d_wi', () => false],
    ],
  });

  describeCsvContract('GET /api/users.csv', {
    suite: () => ({ app, admin, user }),
    url: () => '/api/users',
    name: 'users',
    sortColumns: USER_SORT_COLUMNS,
    defaultColumns: [
      'fullName',
      'username',
      'nik',
      'role',
      'updatedAt',
      'status',
      'email',
      'createdAt',
      'createdBy',
      'updatedBy',
    ],
    labels: [
      'Name',
      'Username',
      'NIK',
      'Role',
      'Updated',
      'Status',
      'Email',
      'Created at',
      'Created by',
      'Updated by',
    ],
    plainColumns: ['fullName', 'username', 'nik', 'email'],
    queries: ['search=BUDI', 'search=_&sortCol=nik&sortDir=desc', 'search=nobody'],
    batchIds: (sortCol, sortDir, size) =>
      idsOf(
        userBatches(
          app.db.orm,
          resolveListQuery({ sortCol, sortDir }, USER_SORT_COLUMNS, {
            sortCol: 'createdAt',
            sortDir: 'desc',
          }),
          size,
        ),
      ),
  });

  it('CSV: never a password; the role and status as the list shows them; formulas defused', async () => {
    const row = await fixture({
      username: 'formula',
      fullName: '-2+3',
      nik: '=1+1',
      role: 'admin',
    });
    try {
      const response = await call('GET', '/api/users.csv?search=formula', undefined, user);
      expectNoPassword(response.body);
      expect(response.body.split('\r\n')[1]).toMatch(
        /^"'-2\+3","formula","'=1\+1","Admin","\d\d\/\d\d\/\d{4} \d\d:\d\d","Pending",""/,
      );
    } finally {
      await app.db.orm.delete(users).where(eq(users.id, row.id));
    }
  });
});

describe('GET /api/users/:id', () => {
  it('answers { result } without the password', async () => {
    const row = await fixture({ fullName: 'Gita Permata', nik: '99' });
    const body = await ok<{ result: Json }>(
      await call('GET', `/api/users/${row.id}`, undefined, user),
    );
    expect(body.result).toMatchObject({ id: row.id, fullName: 'Gita Permata', nik: '99' });
  });
});

describe('POST /api/users', () => {
  it('creates a pending user (role user by default) who can sign in at once', async () => {
    const now = tick();
    const response = await call('POST', '/api/users', {
      fullName: '  Rina Wijaya ',
      username: ' rina ',
      password: ' secret pass ',
      nik: ' 3174 ',
      email: ' rina@example.com ',
    });
    const body = await ok<WriteBody>(response, 201);
    expect(body).toEqual({
      message: 'User created successfully',
      result: {
        id: expect.any(String),
        username: 'rina',
        fullName: 'Rina Wijaya',
        nik: '3174',
        email: 'rina@example.com',
        role: 'user',
        status: 'pending',
        createdAt: now,
        createdBy: 'admin',
        updatedAt: now,
        updatedBy: 'admin',
      },
    });
    // Hashed with argon2id; the password is kept exactly as typed (spaces included).
    const stored = (await allUsers()).find((u) => u.id === body.result.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(login(app, 'rina', ' secret pass ')).resolves.toMatchObject({
      user: { username: 'rina' },
    });
    await expect(login(app, 'rina', 'secret pass')).rejects.toThrow(/401/);
  });

  it("creates an admin when asked; '' NIK and e-mail are stored as none; unknown fields are dropped", async () => {
    const response = await call('POST', '/api/users', {
      fullName: 'Second Admin',
      username: 'boss',
      password: 'boss-password',
      role: 'admin',
      nik: '',
      email: '',
      status: 'approved',
      passwordHash: 'x',
    });
    const body = await ok<WriteBody>(response, 201);
    expect(body.result).toMatchObject({ role: 'admin', nik: null, email: null, status: 'pending' });
    await login(app, 'boss', 'boss-password');
  });

  it.each([
    [
      'nothing',
      {},
      [
        { path: 'fullName', message: 'Nama siswa harus diisi, minimal 3 karakter' },
        { path: 'username', message: 'Username harus diisi' },
        { path: 'password', message: 'Password harus diisi' },
      ],
    ],
    [
      'too short',
      { fullName: ' ab ', username: '   ', password: 'ab' },
      [
        { path: 'fullName', message: 'Nama siswa harus diisi, minimal 3 karakter' },
        { path: 'username', message: 'Username harus diisi' },
        { path: 'password', message: 'Password harus diisi' },
      ],
    ],
    [
      'too long',
      {
        fullName: 'x'.repeat(101),
        username: 'u'.repeat(101),
        password: 'p'.repeat(1025),
        nik: '1'.repeat(51),
      },
      [
        { path: 'fullName', message: 'Nama siswa maksimal 100 karakter' },
        { path: 'username', message: 'Username maksimal 100 karakter' },
        { path: 'password', message: 'Password maksimal 1024 karakter' },
        { path: 'nik', message: 'NIK maksimal 50 karakter' },
      ],
    ],
    [
      'a username with a space, a bad e-mail, an unknown role',
      {
        fullName: 'Valid Name',
        username: 'two words',
        password: 'abc',
        email: 'not-an-email',
        role: 'root',
      },
      [
        { path: 'username', message: 'Username tidak boleh mengandung spasi' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'role', message: 'Role harus admin atau user' },
      ],
    ],
  ])(
    'refuses %s with the messages on the fields, storing nothing',
    async (_case, payload, errors) => {
      const before = await allUsers();
      await expectValidation(await call('POST', '/api/users', payload as Json), errors);
      expect(await allUsers()).toEqual(before);
    },
  );

  it('refuses a username already taken, whatever its case, on the username field', async () => {
    await fixture({ username: 'Taken.Name' });
    const before = await allUsers();
    for (const username of ['taken.name', 'TAKEN.NAME', ' Taken.Name ', 'ADMIN']) {
      const response = await call('POST', '/api/users', {
        fullName: 'Someone Else',
        username,
        password: 'abc',
      });
      await expectValidation(response, [{ path: 'username', message: 'Username sudah digunakan' }]);
    }
    expect(await allUsers()).toEqual(before);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes the fields given, keeps the others, and records who and when', async () => {
    const row = await fixture({ fullName: 'Original Name', nik: '123', email: 'o@example.com' });
    await createUser(app, { username: 'lead', password: 'lead-password', role: 'admin' });
    const lead = await login(app, 'lead', 'lead-password');
    const now = tick();
    const body = await ok<WriteBody>(
      await call('PUT', `/api/users/${row.id}`, { fullName: ' New Name ', email: '' }, lead),
    );
    expect(body).toEqual({
      message: 'User updated successfully',
      result: {
        id: row.id,
        username: row.username,
        fullName: 'New Name',
        nik: '123',
        email: null,
        role: 'user',
        status: 'pending',
        createdAt: row.createdAt.toISOString(),
        createdBy: 'test',
        updatedAt: now,
        updatedBy: 'lead',
      },
    });
  });

  it('a new password works for signing in; a blank or absent one keeps the old', async () => {
    const row = await fixture({ username: 'pat', password: 'old-password' });
    await ok(await call('PUT', `/api/users/${row.id}`, { password: '', fullName: 'Pat One' }));
    await ok(await call('PUT', `/api/users/${row.id}`, { fullName: 'Pat Two' }));
    await login(app, 'pat', 'old-password');
    await ok(await call('PUT', `/api/users/${row.id}`, { password: 'new-password' }));
    await expect(login(app, 'pat', 'old-password')).rejects.toThrow(/401/);
    await login(app, 'pat', 'new-password');
    await expectValidation(await call('PUT', `/api/users/${row.id}`, { password: 'ab' }), [
      { path: 'password', message: 'Password harus diisi' },
    ]);
    await login(app, 'pat', 'new-password');
  });

  it('renames, refusing a username another user has (any case)', async () => {
    const row = await fixture({ username: 'before.rename' });
    const renamed = await ok<WriteBody>(
      await call('PUT', `/api/users/${row.id}`, { username: 'After.Rename' }),
    );
    expect(renamed.result.username).toBe('After.Rename');
    // Its own name in another case is not a clash.
    await ok(await call('PUT', `/api/users/${row.id}`, { username: 'after.rename' }));
    const before = await allUsers();
    await expectValidation(await call('PUT', `/api/users/${row.id}`, { username: 'Admin' }), [
      { path: 'username', message: 'Username sudah digunakan' },
    ]);
    expect(await allUsers()).toEqual(before);
  });

  it('validates with the create messages', async () => {
    const row = await fixture();
    await expectValidation(
      await call('PUT', `/api/users/${row.id}`, { fullName: 'ab', email: 'nope', role: 'owner' }),
      [
        { path: 'fullName', message: 'Nama siswa harus diisi, minimal 3 karakter' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'role', message: 'Role harus admin atau user' },
      ],
    );
  });

  it('promotes and demotes; a demoted admin loses write access at once', async () => {
    const row = await fixture({ username: 'promoted', password: 'promoted-password' });
    expect(
      (await ok<WriteBody>(await call('PUT', `/api/users/${row.id}`, { role: 'admin' }))).result
        .role,
    ).toBe('admin');
    const promoted = await login(app, 'promoted', 'promoted-password');
    await ok(await call('POST', `/api/users/${(await fixture()).id}/approve`, undefined, promoted));
    await ok(await call('PUT', `/api/users/${row.id}`, { role: 'user' }));
    const refused = await call(
      'POST',
      `/api/users/${(await fixture()).id}/approve`,
      undefined,
      promoted,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses to take the admin role from yourself', async () => {
    const self = admin.user.id;
    const response = await call('PUT', `/api/users/${self}`, { role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You cannot remove your own admin role' });
    const [stored] = await app.db.orm.select().from(users).where(eq(users.id, self));
    expect(stored?.role).toBe('admin');
    // Other changes to yourself are fine, the role kept.
    const renamed = await ok<WriteBody>(
      await call('PUT', `/api/users/${self}`, { fullName: 'The Administrator', role: 'admin' }),
    );
    expect(renamed.result).toMatchObject({ fullName: 'The Administrator', role: 'admin' });
  });

  it('never leaves no admin: two admins demoting each other at once, one is refused', async () => {
    // Only this test's two admins hold the role meanwhile.
    const otherAdmins = await app.db.orm
      .update(users)
      .set({ role: 'user' })
      .where(and(ne(users.username, 'admin'), eq(users.role, 'admin')))
      .returning({ id: users.id });
    try {
      const second = await createUser(app, {
        username: 'second',
        password: 'second-password',
        role: 'admin',
      });
      const secondSession = await login(app, 'second', 'second-password');
      const [first, other] = await Promise.all([
        call('PUT', `/api/users/${second.id}`, { role: 'user' }, admin),
        call('PUT', `/api/users/${admin.user.id}`, { role: 'user' }, secondSession),
      ]);
      const statuses = [first.statusCode, other.statusCode].sort();
      // One demotion wins; the other is refused as the last admin (409), or, if the winner
      // committed before the loser signed in, as no longer an admin (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const refused = first.statusCode === 200 ? other : first;
      if (refused.statusCode === 409)
        expect(refused.json()).toEqual({ message: USER_MESSAGES.lastAdmin });
      const admins = await app.db.orm.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.username, 'admin'));
      for (const { id } of otherAdmins)
        await app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.id, id));
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0b9c6d1e-0000-4000-8000-000000000000', 'x']) {
      const response = await call('PUT', `/api/users/${id}`, { fullName: 'Valid Name' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user, whose sessions end with it', async () => {
    const row = await fixture({ username: 'leaving', password: 'leaving-password' });
    const session = await login(app, 'leaving', 'leaving-password');
    const response = await call('DELETE', `/api/users/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect(
      await app.db.orm.select().from(refreshTokens).where(eq(refreshTokens.userId, row.id)),
    ).toEqual([]);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${row.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete an admin: 'Cannot delete admin users'", async () => {
    const other = await fixture({ username: 'other.admin', role: 'admin' });
    const before = await allUsers();
    const response = await call('DELETE', `/api/users/${other.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Cannot delete admin users' });
    expect(await allUsers()).toEqual(before);
  });

  it('refuses to delete your own account', async () => {
    const response = await call('DELETE', `/api/users/${admin.user.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You cannot delete your own account' });
    await login(app, 'admin', TEST_ADMIN_PASSWORD);
  });
});

describe('approve and reject', () => {
  it.each([
    ['approve', 'approved', 'User approved successfully'],
    ['reject', 'rejected', 'User rejected successfully'],
  ] as const)(
    '%s sets status %s and the update audit, nothing else',
    async (action, status, message) => {
      const row = await fixture({ username: `review.${action}`, password: 'review-password' });
      const now = tick();
      const body = await ok<WriteBody>(await call('POST', `/api/users/${row.id}/${action}`));
      expect(body).toEqual({
        message,
        result: {
          id: row.id,
          username: row.username,
          fullName: row.fullName,
          nik: null,
          email: null,
          role: 'user',
          status,
          createdAt: row.createdAt.toISOString(),
          createdBy: 'test',
          updatedAt: now,
          updatedBy: 'admin',
        },
      });
      // A review mark only: a rejected user still signs in.
      await login(app, row.username, 'review-password');
    },
  );
});

describeRecordRoutes('/api/users', {
  suite: () => ({ app, admin }),
  notFound: USER_MESSAGES.notFound,
  missingIds: ['0b9c6d1e-0000-4000-8000-000000000000', 'bogus', '../admin', 'create'],
  fixtureId: async () => (await fixture()).id,
  createBody: () => {
    fixtureCount += 1;
    return { fullName: 'Matrix User', username: `matrix${fixtureCount}`, password: 'abc' };
  },
  updateBody: { fullName: 'Renamed by the matrix', password: 'new-password' },
  snapshot: (instance) => tableRows(instance, users, users.id),
  conflicts: { put: true, delete: true },
});

function byPath(a: { path: string }, b: { path: string }) {
  return a.path.localeCompare(b.path);
}

describe('OpenAPI', () => {
  it('shows no password in any answer of a user route', async () => {
    const doc = (await call('GET', '/api/docs/json', undefined, null)).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const answers = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/users'))
      .flatMap(([, methods]) => Object.values(methods).map((operation) => operation.responses));
    expect(answers).toHaveLength(8); // list, CSV, one, create, change, delete, approve, reject
    expect(JSON.stringify(answers)).not.toMatch(/password/i);
  });
});
