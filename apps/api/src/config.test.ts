import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const POSTGRES = 'postgresql://app@db.internal:5432/portal';

/** What a production deployment on PostgreSQL sets, so each test takes one thing away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: POSTGRES,
  S3_BUCKET: 'portal-files',
  CLAIMS_EMAIL: 'claims@insurer.example',
  MAIL_FROM: 'Lease Portal <no-reply@insurer.example>',
  SMTP_URL: 'smtp://mail.insurer.example:587',
};

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('files on PostgreSQL', () => {
  it('are refused in a local directory nobody said is shared, with the two ways out named', () => {
    const message = refusal({ DATABASE_URL: POSTGRES });
    expect(message).toContain('STORAGE_DIR or S3_BUCKET: on PostgreSQL every instance must read the files');
    expect(message).toContain('set STORAGE_DIR to a directory every instance shares');
  });

  it('go to S3, or to the directory STORAGE_DIR names', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES, S3_BUCKET: 'portal-files' }).storage.kind).toBe('s3');
    expect(loadConfig({ DATABASE_URL: POSTGRES, STORAGE_DIR: '/mnt/shared/files' }).storage).toEqual({
      kind: 'local',
      dir: '/mnt/shared/files',
    });
  });

  it('stay under the data directory by default on PGlite, one process', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).storage).toEqual({
      kind: 'local',
      dir: '/var/lib/portal/files',
    });
  });
});

describe('NODE_ENV=production', () => {
  it('starts when every demo default is replaced', () => {
    expect(loadConfig(PRODUCTION).env).toBe('production');
  });

  it("refuses the demo's defaults, naming each one and the setting that allows them", () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: '/var/lib/portal' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      "  CLAIMS_EMAIL is the demo's claims@lease-guarantee.example: set the claims office's address.",
      "  MAIL_FROM is the demo's Lease Portal <no-reply@lease-guarantee.example>: set the sender of the portal's e-mail.",
      '  SEED_DEMO: demo accounts with a published password would be created (the default on PGlite): set SEED_DEMO=0.',
      '  SMTP_URL is not set: sign-in codes, resets and invites would stay in the outbox and the log.',
      "  NODE_ENV=production refuses the demo's defaults above: set each, or ALLOW_DEMO_DEFAULTS=1 to start with them anyway.",
    ]);
  });

  it.each([
    ['CLAIMS_EMAIL', { CLAIMS_EMAIL: undefined }],
    ['MAIL_FROM', { MAIL_FROM: 'Portal <no-reply@localhost>' }],
    ['SEED_DEMO', { SEED_DEMO: '1' }],
    ['SMTP_URL', { SMTP_URL: undefined }],
  ])('refuses %s alone', (name, change) => {
    const message = refusal({ ...PRODUCTION, ...change });
    expect(message).toContain(`  ${name}`);
    expect(message).toContain('ALLOW_DEMO_DEFAULTS=1');
  });

  it('starts with the demo defaults when told explicitly', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_DEFAULTS: '1' });
    expect(config.seedDemo).toBe(true);
    expect(config.claimsEmail).toBe('claims@lease-guarantee.example');
  });

  it('does not let ALLOW_DEMO_DEFAULTS waive the shared-files rule', () => {
    const message = refusal({ ...PRODUCTION, S3_BUCKET: undefined, ALLOW_DEMO_DEFAULTS: '1' });
    expect(message).toContain('STORAGE_DIR or S3_BUCKET');
  });

  it('refuses nothing in development or test', () => {
    expect(loadConfig({}).claimsEmail).toBe('claims@lease-guarantee.example');
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  it('are off when unset or empty, and on 127.0.0.1 by default when set', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it('refuse a port that is not one, and the public port', () => {
    expect(refusal({ METRICS_PORT: 'metrics' })).toContain('METRICS_PORT');
    expect(refusal({ METRICS_PORT: '70000' })).toContain('METRICS_PORT');
    expect(refusal({ PORT: '3000', METRICS_PORT: '3000' })).toContain('METRICS_PORT is the same as PORT');
  });
});

describe('the shutdown times', () => {
  it('default to a 5 s grace within a 25 s deadline', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 5000, timeoutMs: 25_000 });
  });

  it('refuse a grace that leaves no time before the deadline', () => {
    expect(refusal({ SHUTDOWN_GRACE_MS: '30000', SHUTDOWN_TIMEOUT_MS: '30000' })).toContain(
      'SHUTDOWN_GRACE_MS must be shorter than SHUTDOWN_TIMEOUT_MS',
    );
  });
});

describe('the external pages of Report an issue and Resource Center', () => {
  it('are the portal’s own when unset or empty, the provider’s when named', () => {
    expect(loadConfig({}).links).toEqual({ feedbackUrl: null, resourceCenterUrl: null });
    expect(loadConfig({ FEEDBACK_URL: '', RESOURCE_CENTER_URL: '' }).links.feedbackUrl).toBeNull();
    const links = loadConfig({
      FEEDBACK_URL: 'https://support.insurer.example/report',
      RESOURCE_CENTER_URL: 'https://insurer.example/resources',
    }).links;
    expect(links).toEqual({
      feedbackUrl: 'https://support.insurer.example/report',
      resourceCenterUrl: 'https://insurer.example/resources',
    });
  });

  it('refuse an address that is not https, naming the setting', () => {
    expect(refusal({ FEEDBACK_URL: 'http://support.insurer.example' })).toContain(
      'FEEDBACK_URL must be an https:// address',
    );
    expect(refusal({ RESOURCE_CENTER_URL: 'javascript:alert(1)' })).toContain(
      'RESOURCE_CENTER_URL must be an https:// address',
    );
  });
});
