import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const DbKind = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability (no auth); 503 "draining" while stopping',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), db: DbKind }),
          503: Type.Union([
            Type.Object({ status: Type.Literal('error'), db: DbKind, message: Type.String() }),
            // A graceful stop began (SIGTERM): the balancer takes this instance out; requests
            // still sent here are served until it has.
            Type.Object({ status: Type.Literal('draining'), db: DbKind }),
          ]),
        },
      },
    },
    async (request, reply) => {
      if (app.draining)
        return reply.code(503).send({ status: 'draining' as const, db: app.db.kind });
      try {
        await app.db.ping();
        return { status: 'ok' as const, db: app.db.kind };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply
          .code(503)
          .send({ status: 'error' as const, db: app.db.kind, message: 'Database unreachable' });
      }
    },
  );
};
