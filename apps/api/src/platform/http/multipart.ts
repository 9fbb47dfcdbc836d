import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@lease/contract';

/** Multipart requests whose form is being read: the plugin reads it in its preValidation hook. */
const reading = new WeakSet<FastifyRequest>();

/**
 * Multipart forms (the profile save of §3.2) arrive as a plain object of their fields, a file as its
 * bytes, so the route's zod schema validates them like a JSON body. One file of at most
 * IMAGE_MAX_BYTES; more is refused before it is read whole.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // The parser (busboy) throws plain errors for a missing boundary or a body cut short; hooks on
  // either side of the plugin's mark the span in which a failure means the form itself is malformed.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) reading.add(request);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
  app.addHook('preValidation', async (request) => {
    reading.delete(request);
  });
}

/** True when the request failed while its multipart form was being read: the client's fault (400). */
export const failedReadingForm = (request: FastifyRequest): boolean => reading.has(request);
