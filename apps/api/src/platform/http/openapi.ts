import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ALL_ROUTES, keyMayCall } from '@lease/contract';
import { addExamples, type OpenApiPaths } from './openapi-examples.js';

type OpenApiDocument = { paths?: Record<string, Record<string, { operationId?: string }>> };

const KEY_CALLS = new Map(ALL_ROUTES.map((r) => [r.id, keyMayCall(r)]));

/**
 * Adds `x-api-key: true|false` to each operation of the contract (decision 0029), and to each call a
 * key may make its example (openapi-examples.ts).
 */
function markKeyCalls(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const open = operation.operationId ? KEY_CALLS.get(operation.operationId) : undefined;
      if (open !== undefined) Object.assign(operation, { 'x-api-key': open });
    }
  }
  addExamples((document.paths ?? {}) as OpenApiPaths);
  return document;
}

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
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // Decision 0029: a call a key may make lists this scheme too, and says so (`x-api-key: true`).
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'lgp_…',
            description: "A partner's API key, acting as one user of one landlord (docs/partner-api.md)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Each operation says whether an API key may make it (`x-api-key`), from the contract's flag.
    transformObject: (document) =>
      markKeyCalls((document as unknown as { openapiObject: OpenApiDocument }).openapiObject) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
