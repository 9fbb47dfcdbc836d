import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ALL_ROUTES } from '@lease/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { createTokenSigner, loadSigningKey } from './platform/auth/tokens.js';
import type { AppContext } from './platform/context.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registeredRouteIds } from './platform/http/register-route.js';
import { registerSecurity } from './platform/http/security.js';
import { registerWebApp } from './platform/http/web-app.js';

const MODULES = [registerHealthRoutes, registerAuthRoutes];

/** Plugins first, then every module's routes; fails at build when a contract route has no handler. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const signer = createTokenSigner(await loadSigningKey(database.db, config.jwtSecret));
  const ctx: AppContext = { config, database, signer };

  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  for (const register of MODULES) register(app, ctx);
  await registerWebApp(app, config.webDist);

  const registered = registeredRouteIds(app);
  const missing = ALL_ROUTES.filter((r) => !registered.has(r.id)).map((r) => r.id);
  if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);

  await app.ready();
  return app;
}
