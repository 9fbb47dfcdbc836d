import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ALL_ROUTES } from '@lease/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBuildingRoutes } from './modules/buildings/buildings.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerInviteRoutes } from './modules/invites/invites.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { createTokenSigner, loadSigningKey } from './platform/auth/tokens.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { AppContext } from './platform/context.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { logSerializers } from './platform/http/log-serializers.js';
import { registerMultipart } from './platform/http/multipart.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { refuseNonContractApiRoutes, registeredRouteIds } from './platform/http/register-route.js';
import { registerSecurity } from './platform/http/security.js';
import { registerWebApp } from './platform/http/web-app.js';
import { startDispatcher } from './platform/mail/dispatcher.js';
import { configuredTransports } from './platform/mail/transports.js';

/** Where log lines go instead of stdout: tests read them. */
export interface LogStream {
  write(line: string): void;
}

/** Registers one module's routes. */
export type RegisterModule = (app: FastifyInstance, ctx: AppContext) => void;

export const MODULES: readonly RegisterModule[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerBuildingRoutes,
  registerUserRoutes,
  registerInviteRoutes,
];

/** Plugins first, then every module's routes; fails at build when a contract route has no handler. */
export async function buildApp(
  config: Config,
  database: Database,
  options: { clock?: Clock; modules?: readonly RegisterModule[]; logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Secrets stay out of the log: tokens in URLs, and a failed query's parameters.
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    // Rate limits and sign-in failure counts go by client address: forwarded headers count only behind known proxies.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { ignoreTrailingSlash: true },
  });
  refuseNonContractApiRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const signer = createTokenSigner(await loadSigningKey(database.db, config.jwtSecret));
  const mail = startDispatcher(database.db, configuredTransports(config), app.log);
  app.addHook('onClose', () => mail.stop());
  const ctx: AppContext = {
    config,
    database,
    signer,
    clock: options.clock ?? systemClock,
    mail,
    log: app.log,
  };

  try {
    await registerSecurity(app, config);
    await app.register(compress, { global: true, threshold: 1024 });
    await registerMultipart(app);
    await registerOpenApi(app);
    for (const register of options.modules ?? MODULES) register(app, ctx);
    await registerWebApp(app, config.webDist);

    const registered = registeredRouteIds(app);
    const missing = ALL_ROUTES.filter((r) => !registered.has(r.id)).map((r) => r.id);
    if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);

    await app.ready();
  } catch (error) {
    // A refused build stops what it started (the mail dispatcher) instead of leaving it running.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
