import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from '@lease/contract';

/**
 * Multipart forms (the profile save of §3.2) arrive as a plain object of their fields, a file as its
 * bytes, so the route's zod schema validates them like a JSON body. One file of at most
 * IMAGE_MAX_BYTES; more is refused before it is read whole.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
}
