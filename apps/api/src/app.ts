import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ALL_ROUTES } from '@lease/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerActivityRoutes } from './modules/activity/activity.routes.js';
import { registerFlagRules } from './modules/records/flag-rules.js';
import { registerRecordRoutes } from './modules/records/records.routes.js';
import { registerCalendarRoutes } from './modules/calendar/calendar.routes.js';
import { registerClaimRoutes } from './modules/claims/claims.routes.js';
import { registerClientViewRoutes } from './modules/client-view/client-view.routes.js';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { registerCancellationRoutes } from './modules/cancellations/cancellations.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { sealPlainTotpSecrets } from './modules/auth/totp.js';
import { registerBuildingRoutes } from './modules/buildings/buildings.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { registerEmailRoutes } from './modules/emails/emails.routes.js';
import { registerExternalAccessRoutes } from './modules/external-access/external-access.routes.js';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerInviteRoutes } from './modules/invites/invites.routes.js';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.js';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.js';
import { registerRentRollRoutes } from './modules/rent-roll/rent-roll.routes.js';
import { registerReportRoutes } from './modules/reports/reports.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { createKeyUse } from './platform/auth/api-keys.js';
import { createReadLog } from './platform/http/audited-reads.js';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { startSessionCache } from './platform/auth/session-changes.js';
import { createTokenSigner, loadSigningKey } from './platform/auth/tokens.js';
import { resealSecrets } from './platform/crypto/reseal.js';
import { writer } from './platform/writer.js';
import {
  createSecretBox,
  resolvePreviousSecretsKeys,
  resolveSecretsKey,
} from './platform/crypto/secret-box.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { AppContext, Lifecycle } from './platform/context.js';
import { outageLog } from './platform/db/outage.js';
import { createJobQueue, type QueueTimings } from './platform/jobs/queue.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { logSerializers } from './platform/http/log-serializers.js';
import { registerMultipart } from './platform/http/multipart.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { echoRequestId, requestIdOf } from './platform/http/request-id.js';
import { refuseUnlistedRoutes, registeredRouteIds } from './platform/http/register-route.js';
import { registerSecurity } from './platform/http/security.js';
import { registerCompression } from './platform/http/compression.js';
import { registerWebApp } from './platform/http/web-app.js';
import { configuredStorage } from './platform/storage/index.js';
import { startDispatcher } from './platform/mail/dispatcher.js';
import { serveMetrics } from './platform/metrics/index.js';
import { sealWaitingMessages } from './platform/mail/outbox.js';
import { configuredTransports } from './platform/mail/transports.js';
import { startHub } from './platform/realtime/hub.js';

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
  registerRentRollRoutes,
  registerRecordRoutes,
  registerCancellationRoutes,
  registerClaimRoutes,
  registerFlagRules,
  registerUserRoutes,
  registerInviteRoutes,
  registerInvoiceRoutes,
  registerDocumentRoutes,
  registerNotificationRoutes,
  registerEmailRoutes,
  registerActivityRoutes,
  registerReportRoutes,
  registerCalendarRoutes,
  registerWebhookRoutes,
  registerDashboardRoutes,
  registerApiKeyRoutes,
  registerExternalAccessRoutes,
  registerClientViewRoutes,
  registerFeedbackRoutes,
];

/** Plugins first, then every module's routes; fails at build when a contract route has no handler. */
export async function buildApp(
  config: Config,
  database: Database,
  options: {
    clock?: Clock;
    modules?: readonly RegisterModule[];
    logStream?: LogStream;
    jobTimings?: Partial<QueueTimings>;
    /** The instance's lifecycle, which main.ts marks draining on SIGTERM; a fresh one by default. */
    lifecycle?: Lifecycle;
    /** Runs with the built app's context before it listens (the demo's documents; a test keeps the context). */
    ready?: (ctx: AppContext) => Promise<void>;
  } = {},
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
    // A slow sender is cut off (issue #22): headers and the whole request each have a deadline (408),
    // a connection silent both ways is closed (a stalled body), and so is an idle keep-alive one.
    // Node checks the two deadlines on an interval, a tenth of the shorter, so a cut comes at most that late.
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      requestTimeout: config.httpTimeouts.requestMs,
      connectionsCheckingInterval: Math.ceil(config.httpTimeouts.headersMs / 10),
    },
    requestTimeout: config.httpTimeouts.requestMs,
    connectionTimeout: config.httpTimeouts.idleMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    // Rate limits and sign-in failure counts go by client address: forwarded headers count only behind known proxies.
    // With no proxy trusted, false: the address is the socket's, without parsing a header per request.
    trustProxy:
      config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    routerOptions: { ignoreTrailingSlash: true },
    // The id is chosen in genReqId alone: Fastify would take the header's value as it is.
    requestIdHeader: false,
    genReqId: requestIdOf(config.trustProxyHops),
  });
  refuseUnlistedRoutes(app, config.webDist);
  echoRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = outageLog(app.log);
  // A connection lost while idle opens an outage's burst; the next connection made ends it.
  const unwatch = database.watch({
    lost: (error) => outage.failed('pool', error, 'an idle database connection was lost'),
    opened: () => outage.answered(),
  });
  app.addHook('onClose', async () => unwatch());
  registerErrorHandler(app, outage);

  const previousKeys = resolvePreviousSecretsKeys(config);
  const secrets = createSecretBox(resolveSecretsKey(config), previousKeys);
  const signer = createTokenSigner(
    await loadSigningKey(writer(database), config.jwtSecret, secrets),
    config.jwtSecretPrevious ? [new TextEncoder().encode(config.jwtSecretPrevious)] : [],
  );
  if (previousKeys.length > 0) {
    const resealed = await resealSecrets(writer(database), secrets);
    app.log.info({ resealed }, 'secrets sealed with a previous key are sealed with the current one');
  }
  await sealPlainTotpSecrets(writer(database), secrets);
  await sealWaitingMessages(writer(database), secrets);
  const mail = startDispatcher(writer(database), secrets, configuredTransports(config), app.log, outage);
  app.addHook('onClose', () => mail.stop());
  const jobs = createJobQueue(database, outage, options.jobTimings);
  // Running jobs finish (or time out) before the database closes behind them.
  app.addHook('onClose', () => jobs.stop());
  const realtime = await startHub(database, app.log, outage);
  app.addHook('onClose', () => realtime.close());
  const sessions = await startSessionCache(database, config.sessionCacheMs, outage);
  app.addHook('onClose', () => sessions.close());
  const apiKeys = createKeyUse(database, config.apiKeyRateLimit, config.rateLimitSyncMs, app.log);
  app.addHook('onClose', async () => apiKeys.stop());
  const ctx: AppContext = {
    config,
    database,
    signer,
    sessions: sessions.cache,
    apiKeys,
    readLog: createReadLog(database),
    secrets,
    clock: options.clock ?? systemClock,
    mail,
    jobs,
    storage: configuredStorage(config),
    realtime,
    log: app.log,
    outage,
    lifecycle: options.lifecycle ?? { draining: false },
  };

  try {
    // First, so its request hooks cover every route.
    if (config.metrics) await serveMetrics(app, ctx, config.metrics);
    registerSecurity(app, ctx);
    // Answers are compressed; request bodies are not taken compressed (no client sends one): a zip bomb
    // is refused outright (error-handler.ts).
    registerCompression(app);
    // The API document first: it hears of routes added in the forms' scope only if that scope is made after it.
    await registerOpenApi(app);
    await registerMultipart(app);
    for (const register of options.modules ?? MODULES) register(app, ctx);
    await registerWebApp(app, config.webDist);

    const registered = registeredRouteIds(app);
    const missing = ALL_ROUTES.filter((r) => !registered.has(r.id)).map((r) => r.id);
    if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);

    await app.ready();
    await jobs.start();
    await options.ready?.(ctx);
  } catch (error) {
    // A refused build stops what it started (the mail dispatcher, the job queue) instead of leaving it running.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
