// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take (the RTO of
// docs/operations.md). Starts the built server once on a fresh database beside DATABASE_URL (or a fresh
// PGlite directory without it), which seeds the demo with its stored files, adds BENCH_APPLICATIONS
// applications (default 0: the demo's size) with the bulk seed, then times the backup CLI, and the
// restore CLI into a new database and directory, and starts the server on what was restored.
// BENCH_DATABASE_URL reuses a PostgreSQL database seeded before, with BENCH_STORAGE_DIR its files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_SECRETS_KEY, freshDatabase, signIn, startServer } from './server.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const applications = process.env.BENCH_APPLICATIONS ?? '0';
const port = Number(process.env.BENCH_PORT ?? 3459);
const seconds = (since: number) => (Date.now() - since) / 1000;

/** Runs one of the built CLIs with these settings; answers its time in seconds. */
function cli(name: string, args: string[], env: Record<string, string>): number {
  const started = Date.now();
  execFileSync(process.execPath, [`apps/api/dist/${name}`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return seconds(started);
}

const reused = process.env.BENCH_DATABASE_URL;
const sourceUrl = reused ?? (await freshDatabase(process.env.DATABASE_URL, 'bench_backup'));
const sourceDir = mkdtempSync(join(tmpdir(), 'lease-bench-backup-source-'));
const source: Record<string, string> = {
  DATA_DIR: sourceDir,
  STORAGE_DIR: process.env.BENCH_STORAGE_DIR ?? join(sourceDir, 'files'),
  ...(sourceUrl ? { DATABASE_URL: sourceUrl, SECRETS_KEY: BENCH_SECRETS_KEY } : {}),
};
if (!reused) {
  // The first start seeds the demo, its certificates, claims and invoices with their files.
  const started = Date.now();
  const server = await startServer({ port, dataDir: sourceDir, env: { ...source, SEED_DEMO: '1' } });
  await server.stop();
  const bulk = ['--buildings', '10000', '--users', '2000', '--applications', applications];
  if (applications !== '0') cli('seed-cli.js', bulk, source);
  console.log(`seeded in ${seconds(started).toFixed(1)} s on ${sourceUrl ? 'PostgreSQL' : 'PGlite'}`);
}

const backupDir = join(mkdtempSync(join(tmpdir(), 'lease-bench-backup-')), 'backup');
const backupSeconds = cli('backup-cli.js', [backupDir], source);
const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as {
  database: { bytes: number; tables: Record<string, number> };
  total: { rows: number; files: number; bytes: number };
};

const targetDir = mkdtempSync(join(tmpdir(), 'lease-bench-backup-target-'));
const targetUrl = await freshDatabase(sourceUrl ?? undefined, 'bench_restored');
const target: Record<string, string> = {
  DATA_DIR: targetDir,
  STORAGE_DIR: join(targetDir, 'files'),
  ...(targetUrl ? { DATABASE_URL: targetUrl, SECRETS_KEY: BENCH_SECRETS_KEY } : {}),
};
const restoreSeconds = cli('restore-cli.js', [backupDir], target);

// Back in service: the server starts on what was restored and a demo account signs in.
const started = Date.now();
const server = await startServer({ port, dataDir: targetDir, env: { ...target, SEED_DEMO: '0' } });
try {
  await signIn(server.url, 'landlord@demo.test', password);
} finally {
  await server.stop();
}
const startSeconds = seconds(started);

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
console.log(
  `\n${sourceUrl ? 'PostgreSQL' : 'PGlite'}, ${(manifest.database.tables['public.applications'] ?? 0).toLocaleString('en-US')} applications, ` +
    `${manifest.total.rows.toLocaleString('en-US')} rows, ${manifest.total.files} files; ` +
    `dump ${mb(manifest.database.bytes)} MB, backup ${mb(manifest.total.bytes)} MB`,
);
console.log(`backup:  ${backupSeconds.toFixed(1)} s`);
console.log(`restore: ${restoreSeconds.toFixed(1)} s`);
console.log(`start on the restored database and sign in: ${startSeconds.toFixed(1)} s`);
console.log(
  `source database: ${sourceUrl ?? sourceDir} (BENCH_DATABASE_URL reuses it); restored: ${targetUrl ?? targetDir}`,
);
