import { rmSync } from 'node:fs';
import { buildApp } from '../src/app';
import { passwordBox, randomPassword } from '../src/plugins/app/first-admin';
import {
  buildTestApp,
  createTestDatabase,
  login,
  logCollector,
  testConfigWithDir,
  type App,
} from './helpers';

describe('first start with an empty users table', () => {
  it('creates admin with ADMIN_PASSWORD and prints nothing', async () => {
    const printed: string[] = [];
    const app = await buildTestApp({
      env: { ADMIN_PASSWORD: 'chosen-by-operator' },
      print: (t) => printed.push(t),
    });
    try {
      const rows = await app.db.orm.query.users.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        username: 'admin',
        fullName: 'Administrator',
        role: 'admin',
        status: 'approved',
        createdBy: 'system',
      });
      expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await login(app, 'admin', 'chosen-by-operator')).user.role).toBe('admin');
      expect(printed).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('without ADMIN_PASSWORD prints a random password once, in a box, and never logs it', async () => {
    const printed: string[] = [];
    const logs = logCollector();
    const test = await createTestDatabase();
    let first: App | null = null;
    let second: App | null = null;
    try {
      first = await buildTestApp({
        db: test.db,
        env: { ADMIN_PASSWORD: undefined, LOG_LEVEL: 'trace' },
        print: (t) => printed.push(t),
        logStream: logs,
      });
      expect(printed).toHaveLength(1);
      const match = /password: (\S+)/.exec(printed[0] ?? '');
      const password = match?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(printed[0]).toContain('username: admin');
      expect(printed[0]).toMatch(/^┌─+┐/);

      await login(first, 'admin', password);
      expect(logs.text()).not.toContain(password);
      expect(logs.text()).toContain('Created the first admin user');

      // A restart on the same database creates nobody and prints nothing.
      second = await buildTestApp({
        db: test.db,
        env: { ADMIN_PASSWORD: undefined },
        print: (t) => printed.push(t),
      });
      expect(printed).toHaveLength(1);
      expect(await second.db.orm.query.users.findMany()).toHaveLength(1);
    } finally {
      await first?.close();
      await second?.close();
      await test.dispose();
    }
  });

  it('creates exactly one admin when two instances start at once on one empty database', async () => {
    const printed: string[] = [];
    const test = await createTestDatabase();
    const configs = [
      testConfigWithDir({ ADMIN_PASSWORD: undefined }),
      testConfigWithDir({ ADMIN_PASSWORD: undefined }),
    ];
    const [a, b] = configs.map(({ config }) =>
      buildApp({ config, db: test.db, print: (t) => printed.push(t) }),
    ) as [App, App];
    try {
      await Promise.all([a.ready(), b.ready()]);
      expect(await a.db.orm.query.users.findMany()).toHaveLength(1);
      expect(printed).toHaveLength(1);
      const password = /password: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
      expect((await login(b, 'admin', password)).user.username).toBe('admin');
    } finally {
      await a.close();
      await b.close();
      await test.dispose();
      for (const { tempDir } of configs) rmSync(tempDir, { recursive: true, force: true });
    }
  });
});

describe('randomPassword and passwordBox', () => {
  it('makes 20 unambiguous characters, different each time', () => {
    const a = randomPassword();
    expect(a).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(randomPassword()).not.toBe(a);
  });

  it('draws a closed box with every line the same width', () => {
    const lines = passwordBox('abc').trimEnd().split('\n');
    const widths = new Set(lines.map((line) => line.length));
    expect(widths.size).toBe(1);
    expect(lines[0]?.startsWith('┌')).toBe(true);
    expect(lines.at(-1)?.startsWith('└')).toBe(true);
  });
});
