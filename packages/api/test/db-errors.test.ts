// The database error mapping must read the same fields from both drivers: PGlite's error and
// node-postgres' DatabaseError, each wrapped by Drizzle's DrizzleQueryError.
import { sql } from 'drizzle-orm';
import {
  mapDbErrors,
  mapForeignKeyViolation,
  mapUniqueViolation,
  pgErrorOf,
} from '../src/lib/db-errors';
import { HttpError, ValidationFailedError } from '../src/schemas/errors';
import { createTestDatabase, testDbKind } from './helpers';
import type { TestDatabase } from './test-db';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.orm.execute(
    sql`CREATE TABLE probe_parent (id int PRIMARY KEY, code text NOT NULL)`,
  );
  await test.db.orm.execute(
    sql`CREATE UNIQUE INDEX probe_parent_code_key ON probe_parent (lower(code))`,
  );
  await test.db.orm.execute(
    sql`CREATE TABLE probe_child (parent_id int NOT NULL REFERENCES probe_parent (id))`,
  );
  await test.db.orm.execute(
    sql`CREATE TABLE probe_restrict (parent_id int NOT NULL REFERENCES probe_parent (id) ON DELETE RESTRICT)`,
  );
  await test.db.orm.execute(sql`INSERT INTO probe_parent VALUES (1, 'one'), (2, 'two')`);
  await test.db.orm.execute(sql`INSERT INTO probe_child VALUES (1)`);
  await test.db.orm.execute(sql`INSERT INTO probe_restrict VALUES (2)`);
});

afterAll(async () => {
  await test.dispose();
});

const failure = async (statement: ReturnType<typeof sql>) => {
  try {
    await test.db.orm.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
};

describe(`database errors on ${testDbKind()}`, () => {
  it('reads code, constraint and table through the Drizzle wrapper', async () => {
    const fk = await failure(sql`DELETE FROM probe_parent WHERE id = 1`);
    expect(fk).toBeInstanceOf(Error);
    expect(pgErrorOf(fk)).toEqual({
      code: '23503',
      constraint: 'probe_child_parent_id_fkey',
      table: 'probe_child',
    });
    const unique = await failure(sql`INSERT INTO probe_parent VALUES (3, 'ONE')`);
    expect(pgErrorOf(unique)).toEqual({
      code: '23505',
      constraint: 'probe_parent_code_key',
      table: 'probe_parent',
    });
    expect(pgErrorOf(new Error('not from the database'))).toBeNull();
    expect(pgErrorOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
  });

  it('turns a foreign-key violation into 409 with the message for the referencing table', async () => {
    const fk = await failure(sql`DELETE FROM probe_parent WHERE id = 1`);
    const byTable = mapForeignKeyViolation(fk, {
      byTable: { probe_child: 'This parent still has children.' },
      fallback: 'In use.',
    });
    expect(byTable).toBeInstanceOf(HttpError);
    expect(byTable).toMatchObject({ statusCode: 409, message: 'This parent still has children.' });
    expect(mapForeignKeyViolation(fk, { fallback: 'In use.' })).toMatchObject({
      statusCode: 409,
      message: 'In use.',
    });
    const unique = await failure(sql`INSERT INTO probe_parent VALUES (3, 'ONE')`);
    expect(mapForeignKeyViolation(unique, { fallback: 'In use.' })).toBe(unique);
  });

  it('treats ON DELETE RESTRICT alike (23001 on PostgreSQL 18, 23503 before)', async () => {
    const restricted = await failure(sql`DELETE FROM probe_parent WHERE id = 2`);
    expect(pgErrorOf(restricted)).toMatchObject({
      code: expect.stringMatching(/^(23001|23503)$/),
      table: 'probe_restrict',
    });
    expect(
      mapForeignKeyViolation(restricted, {
        byTable: { probe_restrict: 'Still restricted.' },
        fallback: 'In use.',
      }),
    ).toMatchObject({ statusCode: 409, message: 'Still restricted.' });
  });

  it('turns a unique violation on a known index into a validation_error on its field', async () => {
    const unique = await failure(sql`INSERT INTO probe_parent VALUES (3, 'Two')`);
    const known = mapUniqueViolation(unique, {
      probe_parent_code_key: { path: 'code', message: 'Kode sudah digunakan' },
    });
    expect(known).toBeInstanceOf(ValidationFailedError);
    expect((known as ValidationFailedError).issues).toEqual([
      { path: 'code', message: 'Kode sudah digunakan' },
    ]);
    // The primary key is not a form field: a plain 409.
    const primary = await failure(sql`INSERT INTO probe_parent VALUES (1, 'three')`);
    expect(mapUniqueViolation(primary, {})).toMatchObject({ statusCode: 409 });
  });

  it('mapDbErrors passes results through and leaves unrelated failures alone', async () => {
    await expect(
      mapDbErrors(
        async () => 42,
        (e) => e,
      ),
    ).resolves.toBe(42);
    const other = await failure(sql`SELECT * FROM no_such_table`);
    await expect(
      mapDbErrors(
        () => Promise.reject(other),
        (e) => mapForeignKeyViolation(e, { fallback: 'In use.' }),
      ),
    ).rejects.toBe(other);
  });
});
