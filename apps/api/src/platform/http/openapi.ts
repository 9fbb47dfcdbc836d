import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the contract's schemas, with its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lease-guarantee portal API',
        description:
          'Answers are `{ message?, data? }`. Send the token in the Authorization header, raw or as `Bearer <token>`.',
        version: '1.0.0',
      },
      // The API answers on the origin that serves this document; paths carry their /api prefix.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
