// .ci/run does not go on without PostgreSQL, and hands its URL to the suite. npm and chromium are
// stand-ins here that only record how they were called: nothing is installed or run for real.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const bin = mkdtempSync(join(tmpdir(), 'lease-ci-run-'));
const calls = join(bin, 'calls');
writeFileSync(
  join(bin, 'npm'),
  `#!/bin/sh\n[ "$1" = --version ] && { echo 0.0.0; exit 0; }\necho "$* TEST_DATABASE_URL=$TEST_DATABASE_URL" >> ${calls}\n`,
);
writeFileSync(join(bin, 'chromium'), '#!/bin/sh\n');
for (const name of ['npm', 'chromium']) chmodSync(join(bin, name), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

const ciRun = (port) => {
  rmSync(calls, { force: true });
  const res = spawnSync('bash', ['.ci/run'], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, CI_PG_PORT: String(port) },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...res, npm: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [] };
};

/** A port nothing listens on: one just given up by the system. */
const deadPort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const pgAnswers = spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status === 0;

describe('.ci/run', () => {
  it('fails before installing anything when PostgreSQL does not answer', async () => {
    const port = await deadPort();
    const res = ciRun(port);
    expect(res.status).not.toBe(0);
    expect(res.stderr).toContain(`PostgreSQL does not answer at 127.0.0.1:${port}`);
    expect(res.npm).toEqual([]);
  });

  it.runIf(pgAnswers)('runs the suite with TEST_DATABASE_URL set when it answers', () => {
    const res = ciRun(5432);
    expect(res.status).toBe(0);
    const url = 'TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test';
    expect(res.npm).toEqual([`ci --no-audit --no-fund ${url}`, `test ${url}`]);
  });
});
