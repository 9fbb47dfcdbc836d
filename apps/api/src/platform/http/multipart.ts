import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@lease/contract';

/** Multipart requests whose form is being read: the plugin reads it in its preValidation hook. */
const reading = new WeakSet<FastifyRequest>();

/**
 * A route that streams its files instead of taking them into the body: each file part goes to `onFile`
 * as it arrives (after the fields before it), within these limits; the body keeps only the fields.
 */
export interface UploadOptions {
  limits: { files: number; fileSize: number; fields: number; fieldSize: number };
  onFile: (request: FastifyRequest, part: MultipartFile) => Promise<void>;
  /** Runs once the request has ended, answered or cut off (what it streamed in and did not keep goes). */
  onEnd: (request: FastifyRequest) => Promise<void>;
}

const UPLOADS = 'uploads';

/** The route config that makes the multipart hook stream a route's files (see UploadOptions). */
export const uploadConfig = (options: UploadOptions) => ({
  multipartOptions: { limits: { ...options.limits, parts: options.limits.files + options.limits.fields } },
  [UPLOADS]: options,
});

const uploadsOf = (request: FastifyRequest): UploadOptions | undefined =>
  (request.routeOptions.config as { [UPLOADS]?: UploadOptions })[UPLOADS];

/** Per app, the scope that reads multipart forms: the routes that take one are registered there. */
const formScopes = new WeakMap<FastifyInstance, FastifyInstance>();

/** Where a route that takes a multipart form is registered (after registerMultipart). */
export function formScope(app: FastifyInstance): FastifyInstance {
  const scope = formScopes.get(app);
  if (!scope) throw new Error('registerMultipart must run before a route that takes a form');
  return scope;
}

/**
 * Multipart forms (the profile save of §3.2) arrive as a plain object of their fields, a file as its
 * bytes, so the route's zod schema validates them like a JSON body. One file of at most
 * IMAGE_MAX_BYTES; more is refused before it is read whole. A route with UploadOptions streams its
 * files to its own handler instead, never holding one whole in memory.
 *
 * The plugin and its hooks live in a scope of their own (`formScope`) that only the routes taking a
 * form are registered in: its hooks (three of them async, one adding a listener) would otherwise run
 * on every request (issue #37), and a form sent to any other route is refused as a content type not
 * accepted there rather than read.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(async (forms) => {
    // The parser (busboy) throws plain errors for a missing boundary or a body cut short; hooks on
    // either side of the plugin's mark the span in which a failure means the form itself is malformed.
    forms.addHook('preValidation', (request, _reply, done) => {
      if (request.isMultipart()) reading.add(request);
      done();
    });
    await forms.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
      async onFile(part) {
        const uploads = uploadsOf(this);
        if (uploads) await uploads.onFile(this, part);
        else await part.toBuffer();
      },
    });
    forms.addHook('preValidation', (request, _reply, done) => {
      reading.delete(request);
      done();
    });
    formScopes.set(app, forms);
  });
}

/** True when the request failed while its multipart form was being read: the client's fault (400). */
export const failedReadingForm = (request: FastifyRequest): boolean => reading.has(request);
