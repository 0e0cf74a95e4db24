import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import fp from 'fastify-plugin';

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
const ARGON2_OPTIONS: Options = {
  // `Algorithm` is a const enum that isolated modules cannot read; 2 is Argon2id.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check; false (never a throw) for a malformed stored hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verify, so an unknown username answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

export async function createPasswordHasher(
  options: Options = ARGON2_OPTIONS,
): Promise<PasswordHasher> {
  const dummyHash = await hash(randomBytes(16).toString('hex'), options);
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyDummy(password) {
      await check(dummyHash, password);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

export const passwordPlugin = fp(
  async (app) => {
    app.decorate('passwords', await createPasswordHasher());
  },
  { name: 'password', fastify: '5.x' },
);
