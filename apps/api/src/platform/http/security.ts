import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@lease/contract';
import type { Config } from '../../config.js';

const API_PATH = new RegExp(`^${API_PREFIX}([/?]|$)`);

/**
 * Security headers with a CSP the built web app satisfies, and a per-address request limit. No answer
 * of the API is kept by a browser or proxy cache: they carry tokens, codes and personal data.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion writes style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The ALTCHA widget solves its proof of work in Web Workers it starts from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", ...config.guideVideoOrigins],
        // blob: for the invoice PDF the Invoices page shows in a frame from the bytes it fetched.
        frameSrc: ["'self'", 'blob:', ...config.guideVideoOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
