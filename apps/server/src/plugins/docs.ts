import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of the API at /api/docs (ARCHITECTURE.md "Contracts"). */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Lönportal API',
          version: '1',
          description:
            'Every call needs the header `X-Requested-With: XMLHttpRequest`. Company-scoped calls take ' +
            '`X-Ftg-Id` (the company) and `X-Salary-Year`. Errors are `{ Code, Message, Details }` where ' +
            'Code is the HTTP status × 100 plus a reason (see packages/domain errors/codes.ts). ' +
            'The session is an HttpOnly cookie set by POST /api/authenticate.',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lp_session' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
