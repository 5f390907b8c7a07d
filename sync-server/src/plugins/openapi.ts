import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_INFO = {
  title: 'Reign API',
  description:
    'The REST and sync API of Reign. Every body is JSON; every 4xx/5xx answer is `{ message }`. ' +
    'Sessions are cookies (`reign.sid`); unsafe methods from another origin are refused.',
  version: '0.1.0',
};

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: OPENAPI_INFO,
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'reign.sid' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
