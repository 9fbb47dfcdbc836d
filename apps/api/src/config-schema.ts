import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3.js';

// The settings' schema and the Config it becomes, apart from loadConfig (config.ts), so the start's
// refusals (config-refusals.ts) read them without importing config.ts back.
const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** The demo's mail domain: reserved for examples (RFC 2606), so a demo never mails a real office. */
export const DEMO_MAIL_DOMAIN = 'lease-guarantee.example';

/**
 * An address the portal sends people to in a new tab: https only (never a script, nor a page a network
 * in the middle could rewrite); empty is unset.
 */
const externalPage = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https$/, error: `${name} must be an https:// address` }).optional(),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  // Empty is unset: the metrics stay off rather than taking a random port.
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool,
  DEMO_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SECRETS_KEY: z.string().min(32).optional(),
  // A key rotation: the old value, still accepted while the new one takes over (docs/operations.md).
  JWT_SECRET_PREVIOUS: z.string().min(32).optional(),
  SECRETS_KEY_PREVIOUS: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HTTP_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  WEB_DIST: z.string().optional(),
  GUIDE_VIDEO_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_URL: z.string().url().optional(),
  REQUIRE_2FA: bool,
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default(`Lease Portal <no-reply@${DEMO_MAIL_DOMAIN}>`),
  SMS_API_URL: z.string().url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool,
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'folder names each ending in /')
    .default(''),
  UPLOAD_SWEEP_AFTER_MS: z.coerce.number().int().min(60_000).default(3_600_000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  WS_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  WS_MAX_PER_USER: z.coerce.number().int().min(1).default(10),
  WS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  CLAIMS_EMAIL: z.email('CLAIMS_EMAIL must be an e-mail address').default(`claims@${DEMO_MAIL_DOMAIN}`),
  CLAIMS_RECEIPT_LOCK: z
    .string()
    .regex(/^[^\s:@]+@[^\s:]+:.+$/, 'CLAIMS_RECEIPT_LOCK is <e-mail>:<landlord name>')
    .optional(),
  CLAIMS_OFFICE_HOURS: z
    .string()
    .regex(/^\d{2}-\d{2}\/\d{2}-\d{2}$/, 'CLAIMS_OFFICE_HOURS is MM-DD/MM-DD, e.g. 09-30/10-21')
    .optional(),
  CLAIM_AUTO_APPROVE_LIMIT: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'CLAIM_AUTO_APPROVE_LIMIT is an amount in dollars, e.g. 2500 or 2500.00')
    .optional(),
  // A production start with the demo's defaults, told explicitly (config-refusals.ts).
  ALLOW_DEMO_DEFAULTS: bool,
  ACCOUNTING_CLIENT_ID: z.string().min(1).optional(),
  ACCOUNTING_CLIENT_SECRET: z.string().min(1).optional(),
  ACCOUNTING_AUTH_URL: z.string().url().default('https://appcenter.intuit.com/connect/oauth2'),
  ACCOUNTING_TOKEN_URL: z.string().url().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  ACCOUNTING_API_URL: z.string().url().default('https://quickbooks.api.intuit.com'),
  ACCOUNTING_SCOPE: z.string().min(1).default('com.intuit.quickbooks.accounting'),
  MAPS_API_KEY: z.string().min(1).optional(),
  MAPS_API_URL: z.string().url().default('https://places.googleapis.com'),
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(25_000),
  WEBHOOK_ALLOW_PRIVATE: bool,
  // Seconds between a webhook's failed attempt and the next; the last gap spent, the message is given up.
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .default('5,60,300,1800,3600,7200,14400,28800,28800')
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .refine(
      (l) => l.length >= 1 && l.length <= 30 && l.every((n) => Number.isInteger(n) && n >= 0 && n <= 86_400),
      {
        message:
          'WEBHOOK_RETRY_SECONDS is a comma-separated list of whole seconds (at most 30, each at most 86400)',
      },
    ),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  FEEDBACK_URL: externalPage('FEEDBACK_URL'),
  RESOURCE_CENTER_URL: externalPage('RESOURCE_CENTER_URL'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Prometheus text on a server of its own, apart from the public port; null when METRICS_PORT is unset. */
  metrics: { port: number; host: string } | null;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  /** Demo data goes into the embedded database by default, into PostgreSQL only when asked. */
  seedDemo: boolean;
  demoPassword: string;
  jwtSecret: string | null;
  /** Seals TOTP secrets and the stored signing key at rest (platform/crypto/secret-box.ts). */
  secretsKey: string | null;
  /** The keys a rotation replaces: tokens and sealed values made with them are still read. */
  jwtSecretPrevious: string | null;
  secretsKeyPrevious: string | null;
  tokenTtlSeconds: number;
  rateLimitMax: number;
  signInRateLimitMax: number;
  /** How often an instance on PostgreSQL shares its request counts with the others. */
  rateLimitSyncMs: number;
  bodyLimitBytes: number;
  /**
   * How long a client may take, so a slow sender cannot hold a request open: its headers, the whole
   * request with its body, a connection with no byte either way (a stalled body), and an idle
   * keep-alive connection between requests.
   */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
  /**
   * A rolling restart (SIGTERM): how long the instance keeps serving after its readiness turns 503, so
   * the proxy stops sending before it refuses connections; and the deadline, from the signal, by which
   * requests in flight must have finished and the process exited.
   */
  shutdown: { graceMs: number; timeoutMs: number };
  webDist: string | null;
  guideVideoOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Proxies in front of the API whose X-Forwarded-For is believed; 0 trusts none, so no client can pick its own address. */
  trustProxyHops: number;
  publicUrl: string;
  /** Two-factor for every account (the spec's 'automatic' two-step verification). */
  require2fa: boolean;
  /** SMTP transport for e-mail; without it messages stay in the outbox and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** A Twilio-compatible SMS and voice provider; null keeps texts and calls in the outbox and the log. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  /** ALTCHA work: the largest counter a browser may have to try before it finds the answer. */
  captchaCost: number;
  /** Where files go (generated PDFs, claim uploads): a local directory, or an S3-compatible bucket. */
  storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);
  /** How old an unfinished upload must be before the hourly sweep takes it as lost and removes it. */
  uploadSweepAfterMs: number;
  /**
   * How long an instance may answer a read from a session it checked, 0 for never; any change to the
   * session or its user ends that sooner, on every instance (docs/decisions/0021-session-cache.md).
   */
  sessionCacheMs: number;
  /** Calls one API key may make a minute, counted across instances (its own bucket; decision 0029). */
  apiKeyRateLimit: number;
  /** How often open sockets are checked against their sessions: a revoked one is closed within this. */
  wsSessionCheckMs: number;
  /** Open notification sockets one user, and one client address, may hold on an instance. */
  wsMax: { perUser: number; perAddress: number };
  /** The claims address the wizard's duplicate and future-policy messages name (file 2 §8). */
  claimsEmail: string;
  /** The yearly span (month-day, Eastern time) in which the claims office-hours banner shows; null for none. */
  claimsOfficeHours: { from: string; to: string } | null;
  /** Claims the rules approve at or under this payout are approved when filed (issue #32); null: never. */
  claimAutoApproveLimit: string | null;
  /** The landlord group whose check receipts all go to one accounting address, locked in the wizard. */
  claimsReceiptLock: { landlordName: string; email: string } | null;
  /**
   * A hosted places service (Google Places API (New) or one speaking its shape) for the mailed check's
   * address autocomplete; null leaves the wizard with the offline ZIP fill.
   */
  maps: { apiUrl: string; apiKey: string; timeoutMs: number } | null;
  /**
   * The accounting system invoices are pushed to (QuickBooks Online's endpoints by default), reached by
   * OAuth 2.0 with PKCE; null when no client is configured.
   */
  accounting: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    apiUrl: string;
    scope: string;
    redirectUrl: string;
  } | null;
  /**
   * Webhooks (docs/decisions/0030-webhooks.md): whether loopback and private addresses are allowed (tests,
   * a closed network), the gaps between a failed attempt and the next, and one attempt's time limit.
   */
  webhooks: { allowPrivate: boolean; retrySeconds: number[]; timeoutMs: number };
  /**
   * §2.10's external feedback form and §2.11's resource page; null: the portal's own Report an issue
   * form (to the admins) and its guide.
   */
  links: { feedbackUrl: string | null; resourceCenterUrl: string | null };
}
