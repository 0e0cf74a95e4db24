import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { findUserByUsername, lowerCased, toUserProfile } from '../../repositories/users';
import { errorResponses, HttpError, unauthorized } from '../../schemas/errors';
import { MessageSchema, resultEnvelope } from '../../schemas/envelopes';
import { LOGIN_MESSAGES } from 'contracts/messages';
import { LoginBody, UserProfileSchema } from 'contracts/schemas';
import { bearerAuth } from '../../plugins/app/auth';
import {
  tooManyAttemptsMessage,
  unknownAccountKey,
  userAccountKey,
} from '../../plugins/external/login-throttle';
import { addressKey } from '../../repositories/window-counter';
import {
  issueRefreshToken,
  revokeFamilyOf,
  rotateRefreshToken,
} from '../../repositories/refresh-tokens';

export const INVALID_REFRESH_MESSAGE = 'Invalid or expired refresh token';

const RefreshTokenField = Type.String({
  minLength: 1,
  maxLength: 512,
  'x-message': 'Refresh token is required',
});

const TokenPair = {
  accessToken: Type.String({ description: 'JWT (HS256), valid 15 minutes' }),
  refreshToken: Type.String({
    description: 'Opaque, single use, valid 7 days; rotate with /auth/refresh',
  }),
};

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: LoginBody,
        response: {
          200: Type.Object({ message: Type.String(), user: UserProfileSchema, ...TokenPair }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const username = request.body.username.trim();
      // Resolved first, so that failures count against the account whatever spelling of its name
      // was sent (docs/rules/security.md).
      const user = await findUserByUsername(app.db.orm, username);
      const account = user
        ? userAccountKey(user.id)
        : unknownAccountKey(await lowerCased(app.db.orm, username));
      const decision = await app.loginThrottle.reserve(account, addressKey(request.ip));
      if (!decision.allowed) {
        request.log.warn({ account }, 'Login throttled');
        throw new HttpError(429, tooManyAttemptsMessage(decision.retryAfterSeconds), {
          'retry-after': String(decision.retryAfterSeconds),
        });
      }

      let valid = false;
      if (user) valid = await app.passwords.verify(user.passwordHash, request.body.password);
      else await app.passwords.verifyDummy(request.body.password);
      if (!user || !valid) {
        // The name as typed (bounded by the schema), never the password; no id for an unknown name.
        await request.auditAlone(
          {
            action: 'sign_in_failed',
            resource: 'session',
            resourceId: user?.id ?? null,
            summary: `Failed sign-in as "${username}"`,
          },
          { actorId: user?.id ?? null, actorUsername: username },
        );
        request.log.info({ account }, 'Login failed');
        throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
      }

      await app.loginThrottle.succeeded(decision.reservation);
      const refreshToken = await app.db.transaction(async (tx) => {
        const token = await issueRefreshToken(tx, user.id, app.clock());
        await request.audit(
          tx,
          {
            action: 'sign_in',
            resource: 'session',
            resourceId: user.id,
            summary: `${user.username} signed in`,
          },
          { actorId: user.id, actorUsername: user.username },
        );
        return token;
      });
      request.log.info({ userId: user.id }, 'Login succeeded');
      return {
        message: LOGIN_MESSAGES.success,
        user: toUserProfile(user),
        accessToken: app.accessTokens.sign(user),
        refreshToken,
      };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new token pair (the old refresh token is spent)',
        body: Type.Object({ refreshToken: RefreshTokenField }),
        response: { 200: Type.Object(TokenPair), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const outcome = await rotateRefreshToken(app.db, request.body.refreshToken, app.clock());
      if (outcome.kind === 'reused') {
        request.log.warn(
          { userId: outcome.userId, familyId: outcome.familyId },
          'A spent refresh token was presented again: its session is revoked',
        );
        throw unauthorized(INVALID_REFRESH_MESSAGE);
      }
      if (outcome.kind !== 'rotated') throw unauthorized(INVALID_REFRESH_MESSAGE);
      return {
        accessToken: app.accessTokens.sign(outcome.user),
        refreshToken: outcome.refreshToken,
      };
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: resultEnvelope(UserProfileSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      return {
        result: {
          id: user.id,
          username: user.username,
          fullName: user.fullName,
          role: user.role,
          email: user.email,
          nik: user.nik,
          createdAt: user.createdAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: "Sign out: revokes the refresh token's session",
        security: bearerAuth,
        body: Type.Object({ refreshToken: RefreshTokenField }),
        response: { 200: MessageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      // The same answer whether or not the token was known: logging out twice is not an error.
      await revokeFamilyOf(app.db, request.body.refreshToken, user.id, app.clock(), (tx, revoked) =>
        request.audit(tx, {
          action: 'sign_out',
          resource: 'session',
          resourceId: user.id,
          summary: revoked
            ? `${user.username} signed out`
            : `${user.username} signed out (the session had ended already)`,
        }),
      );
      return { message: 'Logged out' };
    },
  );
};
