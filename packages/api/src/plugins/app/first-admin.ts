import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { sqlRows } from '../../db/client';

const FIRST_ADMIN_USERNAME = 'admin';
const FIRST_ADMIN_FULL_NAME = 'Administrator';

// No look-alikes (0/O, 1/l/I), so the printed password can be typed from a screen.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function randomPassword(length = 20): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The one-time notice with the generated password, in a box that stands out in a log. */
export function passwordBox(password: string): string {
  const lines = [
    'First start: created the administrator account.',
    '',
    `  username: ${FIRST_ADMIN_USERNAME}`,
    `  password: ${password}`,
    '',
    'This password is shown only this once. Sign in and change it,',
    'or set ADMIN_PASSWORD before the first start next time.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '─'.repeat(width + 4);
  return [`┌${bar}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${bar}┘`, ''].join(
    '\n',
  );
}

export interface FirstAdminOptions {
  config: Pick<AppConfig, 'adminPassword'>;
  /** Where the generated password goes (stdout, never the logger). */
  print: (text: string) => void;
}

/**
 * On a database without users, creates `admin` with ADMIN_PASSWORD or a random password printed once.
 * Several instances starting at once on one empty database create exactly one admin, and only the
 * one that created it prints the password.
 */
export const firstAdminPlugin = fp<FirstAdminOptions>(
  async (app, { config, print }) => {
    const existing = await sqlRows<{ any: boolean }>(
      app.db.orm,
      sql`SELECT EXISTS (SELECT 1 FROM users) AS any`,
    );
    if (existing[0]?.any) return;

    const password = config.adminPassword ?? randomPassword();
    const passwordHash = await app.passwords.hash(password);
    const inserted = await sqlRows<{ id: string }>(
      app.db.orm,
      sql`INSERT INTO users (username, password_hash, full_name, role, status, created_by, updated_by)
          SELECT ${FIRST_ADMIN_USERNAME}, ${passwordHash}, ${FIRST_ADMIN_FULL_NAME}, 'admin', 'approved', 'system', 'system'
          WHERE NOT EXISTS (SELECT 1 FROM users)
          ON CONFLICT DO NOTHING
          RETURNING id`,
    );
    if (inserted.length === 0) return;
    if (config.adminPassword) {
      app.log.info(
        { username: FIRST_ADMIN_USERNAME },
        'Created the first admin user with ADMIN_PASSWORD',
      );
    } else {
      print(passwordBox(password));
      app.log.info(
        { username: FIRST_ADMIN_USERNAME },
        'Created the first admin user; its password is printed above',
      );
    }
  },
  { name: 'first-admin', fastify: '5.x', dependencies: ['db', 'password'] },
);
