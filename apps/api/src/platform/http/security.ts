import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { API_PREFIX } from '@lease/contract';
import type { Config } from '../../config.js';
import type { AppContext } from '../context.js';
import { API_HEADERS } from './api-headers.js';
import { pageHeaders } from './page-headers.js';
import { createLocalCounts, registerRateLimit } from './rate-limit.js';
import { createSharedCounts } from './rate-limit-store.js';
import { writer } from '../writer.js';

/** A page's headers: a CSP the built web app satisfies, and helmet's other defaults. */
const pageHelmet = (config: Config): HelmetOptions => ({
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

const API_PATH = new RegExp(`^${API_PREFIX}([/?]|$)`);
/** The OpenAPI viewer is a page under /api. */
const DOCS_PATH = new RegExp(`^${API_PREFIX}/docs([/?]|$)`);

/**
 * Security headers, and a per-address request limit. With PostgreSQL several instances may serve one
 * portal, so their counts are shared through the database; the embedded PGlite has one instance.
 */
export function registerSecurity(app: FastifyInstance, ctx: AppContext): void {
  const page = pageHeaders(pageHelmet(ctx.config));
  const docs = { ...page, 'cache-control': 'no-store' };
  // A callback hook: this runs on every request, and an async one costs a promise and a turn each time.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(!API_PATH.test(url) ? page : DOCS_PATH.test(url) ? docs : API_HEADERS);
    done();
  });

  if (ctx.database.kind === 'postgres') {
    const counts = createSharedCounts(writer(ctx.database), ctx.config.rateLimitSyncMs, app.log);
    app.addHook('onClose', () => counts.stop());
    registerRateLimit(app, counts, ctx.config.rateLimitMax);
  } else {
    registerRateLimit(app, createLocalCounts(), ctx.config.rateLimitMax);
  }
}
