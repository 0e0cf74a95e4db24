import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI generated from the route schemas, and Swagger UI at /api/docs (its CSP is set by the
 * security-headers plugin). Registered before the routes so that it sees every one.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Pokayoke Admin API',
          description:
            'The API of Pokayoke Admin. Sign in with POST /auth/login, then send `Authorization: Bearer <accessToken>`.',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            portalCookie: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'swagger', fastify: '5.x' },
);
