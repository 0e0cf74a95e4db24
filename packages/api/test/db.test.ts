import { eq, sql } from 'drizzle-orm';
import { OUTSIDE_TRANSACTION_MESSAGE, sqlRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { buildTestApp, createTestDatabase, createUser, type App } from './helpers';
import type { TestDatabase } from './test-db';

describe('Database', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
  });

  afterAll(async () => {
    await test.dispose();
  });

  const newUser = (username: string) => ({
    username,
    passwordHash: 'x',
    fullName: `${username} name`,
  });

  it('commits a transaction and rolls a failed one back', async () => {
    await test.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('committed'));
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('rolled-back'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const names = (await test.db.orm.select({ username: users.username }).from(users)).map(
      (r) => r.username,
    );
    expect(names).toContain('committed');
    expect(names).not.toContain('rolled-back');
  });

  it('fails at once, instead of hanging, when the database is used directly inside a transaction', async () => {
    // Drizzle wraps driver errors ("Failed query: …") with the original as the cause.
    const failure = async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        return cause instanceof Error ? cause.message : (error as Error).message;
      }
      return 'no error';
    };
    const misuses = [
      () => test.db.orm.select().from(users),
      () => test.db.ping(),
      () => test.db.rawTransaction(async () => undefined),
    ];
    for (const misuse of misuses) {
      expect(await failure(() => test.db.transaction(async () => misuse()))).toBe(
        OUTSIDE_TRANSACTION_MESSAGE,
      );
    }
    // The database is still usable afterwards.
    await expect(test.db.ping()).resolves.toBeUndefined();
  });

  it('serialises concurrent transactions without losing an update', async () => {
    const [row] = await test.db.orm.insert(users).values(newUser('counter')).returning();
    if (!row) throw new Error('no row');
    const increment = () =>
      test.db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, row.id)).for('update');
        const next = Number(current?.nik ?? '0') + 1;
        await tx
          .update(users)
          .set({ nik: String(next) })
          .where(eq(users.id, row.id));
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const [after] = await test.db.orm.select().from(users).where(eq(users.id, row.id));
    expect(after?.nik).toBe('10');
  });

  it('maps timestamps to Date through Drizzle and to text through sqlRows, on both engines alike', async () => {
    const [row] = await test.db.orm.select().from(users).limit(1);
    expect(row?.createdAt).toBeInstanceOf(Date);
    const raw = await sqlRows<{ created_at: unknown; n: number }>(
      test.db.orm,
      sql`SELECT created_at, 1::int AS n FROM users LIMIT 1`,
    );
    expect(typeof raw[0]?.created_at).toBe('string');
    expect(raw[0]?.n).toBe(1);
  });

  it('enforces case-insensitive unique usernames and the role and status checks', async () => {
    await createUserRow('CaseName');
    await expect(createUserRow('casename')).rejects.toThrow();
    await expect(
      test.db.orm.insert(users).values({ ...newUser('bad-role'), role: 'root' as 'admin' }),
    ).rejects.toThrow();
    await expect(
      test.db.orm
        .insert(users)
        .values({ ...newUser('bad-status'), status: 'archived' as 'pending' }),
    ).rejects.toThrow();
  });

  async function createUserRow(username: string) {
    await test.db.orm.insert(users).values(newUser(username));
  }
});

describe('GET /api/health', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 503 when the database does not answer', async () => {
    await createUser(app, { username: 'before-close' });
    await app.db.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      db: app.db.kind,
      message: 'Database unreachable',
    });
  });
});
