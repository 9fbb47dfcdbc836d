import { DEMO_MAIL_DOMAIN, type Config, type Env } from './config-schema.js';

/** The setting that lets a production start keep the demo's defaults (a demo or staging deployment). */
export const ALLOW_DEMO_DEFAULTS = 'ALLOW_DEMO_DEFAULTS';

/**
 * On PostgreSQL several instances may serve, and each must read the files another stored: S3, or a
 * directory the operator names, and by naming it states that every instance shares it.
 */
function storageProblems(env: Env, database: Config['database']): string[] {
  if (database.kind !== 'postgres' || env.S3_BUCKET || env.STORAGE_DIR) return [];
  return [
    'STORAGE_DIR or S3_BUCKET: on PostgreSQL every instance must read the files the others stored. ' +
      'Set S3_BUCKET, or set STORAGE_DIR to a directory every instance shares (naming it states that it is shared).',
  ];
}

/** The demo's addresses (and the older @localhost ones): they reach no claims office. */
const atDemoDomain = (address: string) =>
  [`@${DEMO_MAIL_DOMAIN}`, '@localhost'].some((domain) => address.replace(/>$/, '').endsWith(domain));

/** Defaults that suit a demo on a laptop and would run a production deployment wrong. */
function demoDefaultProblems(env: Env, seedDemo: boolean): string[] {
  if (env.NODE_ENV !== 'production' || env.ALLOW_DEMO_DEFAULTS) return [];
  const problems: string[] = [];
  if (atDemoDomain(env.CLAIMS_EMAIL)) {
    problems.push(`CLAIMS_EMAIL is the demo's ${env.CLAIMS_EMAIL}: set the claims office's address.`);
  }
  if (atDemoDomain(env.MAIL_FROM)) {
    problems.push(`MAIL_FROM is the demo's ${env.MAIL_FROM}: set the sender of the portal's e-mail.`);
  }
  if (seedDemo) {
    problems.push(
      'SEED_DEMO: demo accounts with a published password would be created (the default on PGlite): set SEED_DEMO=0.',
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: sign-in codes, resets and invites would stay in the outbox and the log.',
    );
  }
  if (problems.length === 0) return [];
  return [
    ...problems,
    `NODE_ENV=production refuses the demo's defaults above: set each, or ${ALLOW_DEMO_DEFAULTS}=1 to start with them anyway.`,
  ];
}

/** Stops a start that would run wrong where it is deployed, with every offending setting named at once. */
export function refuseUnsafeStart(env: Env, database: Config['database'], seedDemo: boolean): void {
  const problems = [...storageProblems(env, database), ...demoDefaultProblems(env, seedDemo)];
  if (problems.length === 0) return;
  throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
