import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { createEmptyPostgresDatabase, testDatabaseKind } from './database.js';
import { TEST_JWT_SECRET } from './server.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY = /Portal ready at http:\/\/localhost:(\d+)/;
const dir = mkdtempSync(join(tmpdir(), 'lease-seed-instances-'));
const children: { child: ChildProcess; output: string }[] = [];
let drop = async () => undefined as void;

afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

/** One API process, started as an operator would (main.ts), on the shared database. */
function start(url: string): { child: ChildProcess; output: string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      SEED_DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      STORAGE_DIR: join(dir, 'files'),
      WEB_DIST: join(dir, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = { child, output: '' };
  child.stdout!.on('data', (d: Buffer) => (started.output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (started.output += d.toString()));
  children.push(started);
  return started;
}

async function readyUrl(started: { child: ChildProcess; output: string }): Promise<string> {
  const deadline = Date.now() + 150_000;
  while (!READY.test(started.output)) {
    if (started.child.exitCode !== null) throw new Error(`an instance exited:\n${started.output}`);
    if (Date.now() > deadline) throw new Error(`an instance did not start:\n${started.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `http://127.0.0.1:${READY.exec(started.output)![1]}`;
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'three instances started at once with SEED_DEMO=1 on one empty PostgreSQL database',
  { timeout: 200_000 },
  () => {
    it('all serve, and the demo is seeded once', async () => {
      const empty = await createEmptyPostgresDatabase();
      drop = empty.drop;
      const started = [start(empty.url), start(empty.url), start(empty.url)];
      const urls = await Promise.all(started.map(readyUrl));
      for (const url of urls) {
        const res = await fetch(`${url}/api/health/ready`, { headers: { connection: 'close' } });
        expect(res.status, await res.text()).toBe(200);
      }
      const database = await openDatabase({ kind: 'postgres', url: empty.url });
      try {
        const admins = await database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
        expect(admins).toHaveLength(1);
      } finally {
        await database.close();
      }
    });
  },
);
