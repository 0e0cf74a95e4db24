// The Drizzle table definitions (src/db/schema.ts) must describe exactly what the SQL migrations
// create. This compares them with the live catalogue of a migrated database.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { createTestDatabase } from './helpers';
import type { TestDatabase } from './test-db';

const drizzleTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.dispose();
});

const query = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  test.db.rawTransaction((session) => session.query<R>(text, params));

/** Drizzle's `getSQLType()` and information_schema spell a few types differently. */
const normaliseType = (type: string) =>
  type
    .replace(/^timestamp with time zone$/, 'timestamptz')
    .replace(/^(timestamp|time) without time zone$/, '$1');

describe('src/db/schema.ts matches the migrated database', () => {
  it('defines every application table, and nothing that does not exist', async () => {
    const rows = await query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const inDatabase = rows
      .map((row) => row.table_name)
      .filter((name) => name !== 'schema_migrations');
    const inDrizzle = drizzleTables.map((table) => getTableConfig(table).name);
    expect(inDrizzle.sort()).toEqual(inDatabase.sort());
  });

  it.each(drizzleTables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s: same columns, types, nullability and defaults',
    async (name, table) => {
      const config = getTableConfig(table);
      const rows = await query<{
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
        is_identity: string;
      }>(
        `SELECT column_name, data_type, is_nullable, column_default, is_identity
           FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [name],
      );
      const fromDatabase = rows
        .map((row) => ({
          name: row.column_name,
          type: normaliseType(row.data_type),
          notNull: row.is_nullable === 'NO',
          // An identity column has no column_default; Drizzle counts it as having a default.
          hasDefault: row.column_default !== null || row.is_identity === 'YES',
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const fromDrizzle = config.columns
        .map((column) => ({
          name: column.name,
          type: normaliseType(column.getSQLType()),
          notNull: column.notNull,
          hasDefault: column.hasDefault,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(fromDrizzle).toEqual(fromDatabase);
    },
  );

  it.each(drizzleTables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s: same primary key, indexes, checks and foreign keys',
    async (name, table) => {
      const config = getTableConfig(table);

      const pk = await query<{ column_name: string }>(
        `SELECT kcu.column_name FROM information_schema.table_constraints tc
           JOIN information_schema.key_column_usage kcu
             ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
          WHERE tc.table_schema = 'public' AND tc.table_name = $1 AND tc.constraint_type = 'PRIMARY KEY'`,
        [name],
      );
      const drizzlePk = [
        ...config.columns.filter((column) => column.primary).map((column) => column.name),
        ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
      ];
      expect(drizzlePk.sort()).toEqual(pk.map((row) => row.column_name).sort());

      const indexes = await query<{ indexname: string; indexdef: string }>(
        `SELECT i.indexname, i.indexdef FROM pg_indexes i
          WHERE i.schemaname = 'public' AND i.tablename = $1
            AND i.indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype = 'p')`,
        [name],
      );
      expect(
        config.indexes
          .map((index) => ({ name: index.config.name, unique: index.config.unique }))
          .sort(byName),
      ).toEqual(
        indexes
          .map((row) => ({ name: row.indexname, unique: row.indexdef.startsWith('CREATE UNIQUE') }))
          .sort(byName),
      );

      const checks = await query<{ conname: string }>(
        `SELECT c.conname FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
          WHERE t.relname = $1 AND c.contype = 'c'`,
        [name],
      );
      expect(config.checks.map((check) => check.name).sort()).toEqual(
        checks.map((row) => row.conname).sort(),
      );

      const foreignKeys = await query<{ conname: string; confdeltype: string; target: string }>(
        `SELECT c.conname, c.confdeltype, f.relname AS target FROM pg_constraint c
           JOIN pg_class t ON t.oid = c.conrelid JOIN pg_class f ON f.oid = c.confrelid
          WHERE t.relname = $1 AND c.contype = 'f'`,
        [name],
      );
      const deleteRule: Record<string, string> = {
        a: 'no action',
        r: 'restrict',
        c: 'cascade',
        n: 'set null',
        d: 'set default',
      };
      expect(
        config.foreignKeys
          .map((fk) => ({
            name: fk.getName(),
            onDelete: fk.onDelete ?? 'no action',
            target: getTableConfig(fk.reference().foreignTable).name,
          }))
          .sort(byName),
      ).toEqual(
        foreignKeys
          .map((row) => ({
            name: row.conname,
            onDelete: deleteRule[row.confdeltype] ?? row.confdeltype,
            target: row.target,
          }))
          .sort(byName),
      );
    },
  );
});

function byName(a: { name?: string }, b: { name?: string }) {
  return (a.name ?? '').localeCompare(b.name ?? '');
}
