import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { UserRole } from '../../db/schema';
import { readOrCreateKeyFile } from '../../lib/key-file';
import { isSafeText } from '../../lib/safe-input';
import { isRecordId } from '../../lib/record-id';
import { createUserCache } from '../../lib/user-cache';
import { findUserById } from '../../repositories/users';
import { forbidden, unauthorized } from '../../schemas/errors';

/** docs/rules/security.md#tokens: access tokens live 15 minutes. */
const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
const ISSUER = 'pokayoke-admin';
const AUDIENCE = 'pokayoke-admin-api';

/** The signed-in user of a request, read from the database (or its short cache: lib/user-cache.ts). */
export interface AuthUser {
  id: string;
  username: string;
  fullName: string;
  role: UserRole;
  email: string | null;
  nik: string | null;
  createdAt: Date;
}

export interface AccessClaims {
  sub: string;
  username: string;
  role: UserRole;
  iat: number;
  exp: number;
}

export interface AccessTokens {
  sign(user: { id: string; username: string; role: UserRole }): string;
  /** The claims of a well-signed, unexpired token, else null. */
  verify(token: string): AccessClaims | null;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest hook: 401 unless a valid bearer access token of an existing user is sent. */
    authenticate: Handler;
    /** onRequest hook: authenticates, then 403 unless the user is an admin. */
    requireAdmin: Handler;
    /**
     * Forget every signed-in user this instance remembers. Every write to users calls it after it
     * commits, so a deleted or demoted user loses access at once on this instance.
     */
    forgetSignedInUsers: () => void;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const ROLES: readonly unknown[] = ['admin', 'user'] satisfies UserRole[];

/** The claims this API signs, each of the type and form it signs them in. */
function isAccessClaims(value: unknown): value is AccessClaims {
  if (value === null || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    isRecordId(claims.sub) &&
    typeof claims.username === 'string' &&
    isSafeText(claims.username) &&
    ROLES.includes(claims.role) &&
    typeof claims.iat === 'number' &&
    Number.isSafeInteger(claims.iat) &&
    typeof claims.exp === 'number' &&
    Number.isSafeInteger(claims.exp)
  );
}

function createAccessTokens(secret: string, clock: () => Date): AccessTokens {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_TTL_MS,
    iss: ISSUER,
    aud: AUDIENCE,
  });
  // Expiry is checked below against the app's clock (tests move it), not by fast-jwt.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    ignoreExpiration: true,
    requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud', 'role', 'username'],
  });
  return {
    sign(user) {
      const iat = Math.floor(clock().getTime() / 1000);
      return signer({ sub: user.id, username: user.username, role: user.role, iat });
    },
    verify(token) {
      let claims: unknown;
      try {
        claims = verifier(token);
      } catch {
        return null;
      }
      // A well-signed token is only as sound as the code that signed it (an old build, a leaked
      // key): its claims are checked before any reaches SQL (docs/rules/security.md).
      if (!isAccessClaims(claims)) return null;
      if (claims.exp * 1000 <= clock().getTime()) return null;
      return claims;
    },
  };
}

export interface AuthPluginOptions {
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'databaseUrl' | 'authUserCacheMs'>;
}

const JWT_KEY_FILE = 'jwt-secret.key';

/** OpenAPI `security` of a route that needs a bearer access token: `schema: { security: bearerAuth }`. */
export const bearerAuth = [{ bearerAuth: [] as string[] }];

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config }) => {
    let secret = config.jwtSecret;
    if (!secret) {
      const file = path.join(config.dataDir, JWT_KEY_FILE);
      const key = readOrCreateKeyFile(file);
      secret = key.secret;
      if (key.created) app.log.info({ file }, 'Created a JWT signing key');
      if (key.loose)
        app.log.warn({ file }, 'The JWT key file is readable by other users: chmod 600 it');
      if (config.databaseUrl) {
        app.log.warn(
          'JWT_SECRET is not set: every API instance sharing this database needs the same JWT_SECRET',
        );
      }
    }
    const tokens = createAccessTokens(secret, app.clock);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('user', null);

    const loadUser = async (id: string): Promise<AuthUser | null> => {
      const row = await findUserById(app.db.orm, id);
      if (!row) return null;
      // Shared by the requests that reuse it: nobody may change it.
      return Object.freeze({
        id: row.id,
        username: row.username,
        fullName: row.fullName,
        role: row.role,
        email: row.email,
        nik: row.nik,
        createdAt: row.createdAt,
      });
    };
    const signedInUsers = createUserCache<AuthUser>({
      ttlMs: config.authUserCacheMs,
      now: () => app.clock().getTime(),
    });

    const authenticate: Handler = async (request) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Authentication required');
      const claims = tokens.verify(match[1]);
      if (!claims) throw unauthorized('Invalid or expired access token');
      // The role and the account's existence come from the database, not the token: a demoted or
      // deleted user loses access at once on this instance (writes clear the cache) and within
      // AUTH_USER_CACHE_MS on the others (lib/user-cache.ts).
      const user = await signedInUsers.get(claims.sub, loadUser);
      if (!user) throw unauthorized('Invalid or expired access token');
      request.user = user;
    };

    const requireAdmin: Handler = async (request, reply) => {
      if (!request.user) await authenticate(request, reply);
      if (request.user?.role !== 'admin') throw forbidden('Forbidden: admin role required');
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('forgetSignedInUsers', () => signedInUsers.clear());
  },
  { name: 'auth', fastify: '5.x', dependencies: ['db', 'clock'] },
);
