import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: bool,
  DEMO_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().optional(),
  GUIDE_VIDEO_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  /** Demo data goes into the embedded database by default, into PostgreSQL only when asked. */
  seedDemo: boolean;
  demoPassword: string;
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  rateLimitMax: number;
  signInRateLimitMax: number;
  bodyLimitBytes: number;
  webDist: string | null;
  guideVideoOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string;
}

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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    seedDemo: env.SEED_DEMO ?? database.kind === 'pglite',
    demoPassword: env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    jwtSecret: env.JWT_SECRET ?? null,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    rateLimitMax: env.RATE_LIMIT_MAX,
    signInRateLimitMax: env.SIGNIN_RATE_LIMIT_MAX,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDist: env.WEB_DIST ?? null,
    guideVideoOrigins: env.GUIDE_VIDEO_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
