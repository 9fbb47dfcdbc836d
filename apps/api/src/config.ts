import { join } from 'node:path';
import { refuseUnsafeStart } from './config-refusals.js';
import { envSchema, type Config, type Env } from './config-schema.js';

export { DEMO_MAIL_DOMAIN, type Config, type Env } from './config-schema.js';

export const DEFAULT_DEMO_PASSWORD = 'Demo-pass-2026!';

/** Reads and checks the environment once; a bad value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const database: Config['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
  const seedDemo = env.SEED_DEMO ?? database.kind === 'pglite';
  refuseUnsafeStart(env, database, seedDemo);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    metrics: metricsConfig(env),
    database,
    seedDemo,
    demoPassword: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    jwtSecret: env.JWT_SECRET ?? null,
    secretsKey: env.SECRETS_KEY ?? null,
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS ?? null,
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS ?? null,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    signInRateLimitMax: env.SIGNIN_RATE_LIMIT_MAX,
    rateLimitSyncMs: env.RATE_LIMIT_SYNC_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    httpTimeouts: httpTimeouts(env),
    shutdown: shutdownTimes(env),
    webDist: env.WEB_DIST ?? null,
    guideVideoOrigins: env.GUIDE_VIDEO_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    require2fa: env.REQUIRE_2FA ?? false,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    sms: smsConfig(env),
    captchaCost: env.CAPTCHA_COST,
    storage: storageConfig(env),
    uploadSweepAfterMs: env.UPLOAD_SWEEP_AFTER_MS,
    sessionCacheMs: env.SESSION_CACHE_MS,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    wsSessionCheckMs: env.WS_SESSION_CHECK_MS,
    wsMax: { perUser: env.WS_MAX_PER_USER, perAddress: env.WS_MAX_PER_ADDRESS },
    claimsEmail: env.CLAIMS_EMAIL,
    claimsReceiptLock: env.CLAIMS_RECEIPT_LOCK
      ? {
          email: env.CLAIMS_RECEIPT_LOCK.slice(0, env.CLAIMS_RECEIPT_LOCK.indexOf(':')),
          landlordName: env.CLAIMS_RECEIPT_LOCK.slice(env.CLAIMS_RECEIPT_LOCK.indexOf(':') + 1),
        }
      : null,
    claimAutoApproveLimit: env.CLAIM_AUTO_APPROVE_LIMIT ?? null,
    claimsOfficeHours: env.CLAIMS_OFFICE_HOURS
      ? { from: env.CLAIMS_OFFICE_HOURS.slice(0, 5), to: env.CLAIMS_OFFICE_HOURS.slice(6) }
      : null,
    accounting: accountingConfig(env),
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? false,
      retrySeconds: env.WEBHOOK_RETRY_SECONDS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    },
    links: { feedbackUrl: env.FEEDBACK_URL ?? null, resourceCenterUrl: env.RESOURCE_CENTER_URL ?? null },
    maps: env.MAPS_API_KEY
      ? {
          apiUrl: env.MAPS_API_URL.replace(/\/+$/, ''),
          apiKey: env.MAPS_API_KEY,
          timeoutMs: env.MAPS_TIMEOUT_MS,
        }
      : null,
  };
}

/** The metrics server never shares the public port: scrapes stay off the address clients reach. */
function metricsConfig(env: Env): Config['metrics'] {
  if (env.METRICS_PORT === undefined) return null;
  if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new Error('Invalid configuration:\n  METRICS_PORT is the same as PORT');
  }
  return { port: env.METRICS_PORT, host: env.METRICS_HOST };
}

/** The headers are part of the request, so their limit cannot be the longer one (Node refuses it too). */
function httpTimeouts(env: Env): Config['httpTimeouts'] {
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS is longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    idleMs: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveMs: env.HTTP_KEEPALIVE_TIMEOUT_MS,
  };
}

/** The grace is part of the deadline, so the deadline must leave time after it for requests to finish. */
function shutdownTimes(env: Env): Config['shutdown'] {
  if (env.SHUTDOWN_GRACE_MS >= env.SHUTDOWN_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  SHUTDOWN_GRACE_MS must be shorter than SHUTDOWN_TIMEOUT_MS');
  }
  return { graceMs: env.SHUTDOWN_GRACE_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS };
}

/** The accounting connection is on when its client is named; id and secret go together. */
function accountingConfig(env: Env): Config['accounting'] {
  const { ACCOUNTING_CLIENT_ID: clientId, ACCOUNTING_CLIENT_SECRET: clientSecret } = env;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new Error(
      'Invalid configuration:\n  ACCOUNTING_CLIENT_ID and ACCOUNTING_CLIENT_SECRET go together',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    clientId,
    clientSecret,
    authUrl: env.ACCOUNTING_AUTH_URL,
    tokenUrl: env.ACCOUNTING_TOKEN_URL,
    apiUrl: env.ACCOUNTING_API_URL.replace(/\/+$/, ''),
    scope: env.ACCOUNTING_SCOPE,
    redirectUrl: `${publicUrl}/api/invoice/oauth/callback`,
  };
}

/** S3 when a bucket is named (its keys go together), otherwise a directory under the data dir. */
function storageConfig(env: Env): Config['storage'] {
  if (!env.S3_BUCKET) return { kind: 'local', dir: env.STORAGE_DIR ?? join(env.DATA_DIR, 'files') };
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX,
  };
}

/** The SMS provider is on only when all three of its settings are given; a partial set is a mistake. */
function smsConfig(env: Env): Config['sms'] {
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from) {
    throw new Error('Invalid configuration:\n  SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM go together');
  }
  return { apiUrl: env.SMS_API_URL.replace(/\/+$/, ''), accountSid, authToken, from };
}
