import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { OutageLog } from '../db/outage.js';
import { HttpError } from '../errors.js';
import { failedReadingForm } from './multipart.js';

const FORM_INVALID = 'The form data is not valid.';
/** Request bodies are not decompressed (app.ts): a compressed one fails to parse, and is told why. */
const COMPRESSED = 'Send the request body uncompressed: Content-Encoding is not accepted.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

interface Issue {
  path: string;
  message: string;
}

/**
 * One place turns every failure into `{ message, issues? }`; a stack trace never leaves the server. A
 * failure because the database is away answers 503 and goes to the outage log, which logs the burst once.
 */
export function registerErrorHandler(app: FastifyInstance, outage: OutageLog): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.status(400).send({
        message: first ? `Invalid input: ${first.path} — ${first.message}` : 'Invalid input.',
        issues,
      });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}), ...error.flags });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && failedReadingForm(request)) {
      return reply.status(400).send({ message: FORM_INVALID });
    }
    if (status >= 500 && isDatabaseUnavailable(error)) {
      outage.failed('request', error, 'request failed');
      return reply.status(503).header('retry-after', '5').send({ message: UNAVAILABLE });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding !== 'identity' && error.code?.startsWith('FST_ERR_CTP_')) {
      return reply.status(415).send({ message: COMPRESSED });
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type) carry a safe message.
    return reply.status(status).send({ message: publicMessage(error) });
  });
}

function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return FORM_INVALID;
    default:
      return error.message;
  }
}
