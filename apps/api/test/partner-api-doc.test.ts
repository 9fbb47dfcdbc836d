// docs/partner-api.md, run as a partner would: its curl calls and its TypeScript snippets, as written,
// against the real server (only the portal's address, the receiver's port and the secrets put in).
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WebhookDelivery } from '@lease/contract';
import { webhookDeliveries } from '../src/db/schema/index.js';
import { fileFreshClaim } from './claim-cases.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PAGE = 'https://portal.example.com';

let server: TestServer;
let env: NodeJS.ProcessEnv;
let blocks: { lang: string; code: string }[];
// The snippets import packages: their files (ES modules, .mts) sit where the repository's node_modules
// resolve them.
let dir: string;

const block = (lang: string, has: string): string => {
  const found = blocks.find((b) => b.lang === lang && b.code.includes(has));
  if (!found) throw new Error(`docs/partner-api.md has no ${lang} block with ${has}`);
  return found.code;
};
/** A shell block as one command line, on this server. */
const shell = (code: string) => code.replace(/\\\n/g, ' ').trim().replaceAll(PAGE, server.url);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  server = await startTestServer({}, { jobTimings: { pollingIntervalSeconds: 0.5 } });
  const md = await readFile(join(ROOT, 'docs/partner-api.md'), 'utf8');
  blocks = [...md.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, code: m[2]! }));
  const token = await server.signIn(DEMO.ll);
  const made = await server.call<{ data: { secret: string } }>('POST', '/api/api-keys', {
    token,
    body: { name: 'Partner page' },
  });
  expect(made.status, made.text).toBe(201);
  env = { ...process.env, LEASE_API_KEY: made.json.data.secret, TOKEN: token };
  await mkdir(join(ROOT, 'node_modules', '.cache'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'node_modules', '.cache', 'partner-doc-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('docs/partner-api.md against the server', () => {
  it('its curl call answers the buildings the key sees', async () => {
    const { stdout } = await run('sh', ['-c', shell(block('sh', '/property/buildings'))], { env });
    const answer = JSON.parse(stdout) as { data: { rows: { id: string }[] } };
    expect(answer.data.rows.length).toBeGreaterThan(0);
  });

  it('its fetch snippet pages the applications, following the cursor', async () => {
    const file = join(dir, 'call.mts');
    await writeFile(file, block('ts', 'filterApp').replace(`'${PAGE}/api'`, `'${server.url}/api'`));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { env, cwd: ROOT });
    const ids = stdout.trim().split('\n');
    // More than one page of 100: the cursor was followed.
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('its subscription and receiver get a claim.created whose signature the snippet verifies', async () => {
    const port = await freePort();
    const hook = `http://127.0.0.1:${port}/lease`;
    const subscribe = shell(block('sh', '/webhook/subscription')).replaceAll(
      'https://hooks.example.com/lease',
      hook,
    );
    const created = JSON.parse((await run('sh', ['-c', subscribe], { env })).stdout) as {
      data: { secret: string; subscription: { id: string } };
    };
    expect(created.data.secret).toMatch(/^whsec_/);

    const file = join(dir, 'receiver.mts');
    await writeFile(file, block('ts', 'standardwebhooks').replace('.listen(8080)', `.listen(${port})`));
    const receiver = spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...env, LEASE_WEBHOOK_SECRET: created.data.secret },
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    receiver.stdout.on('data', (d: Buffer) => (printed += d.toString()));
    try {
      // Listening once a connection is taken.
      for (let i = 0; i < 100; i += 1) {
        const open = await fetch(hook, { method: 'HEAD' }).then(
          () => true,
          () => false,
        );
        if (open) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await fileFreshClaim(server, `Bearer ${env.LEASE_API_KEY}`);
      const log = async () =>
        (
          await server.call<{ data: { rows: WebhookDelivery[] } }>('GET', '/api/webhook/deliveries', {
            token: `Bearer ${env.LEASE_API_KEY}`,
            query: { subscriptionId: created.data.subscription.id },
          })
        ).json.data.rows;
      await expect.poll(async () => (await log())[0]?.status, { timeout: 20_000 }).toBe('delivered');
      // The snippet answers 204 only when `verify` passed.
      expect((await log())[0]).toMatchObject({ eventType: 'claim.created', lastStatus: 204 });
      expect(printed).toContain('claim.created');

      // The delivery shown on the page carries the fields a real one does.
      const [sent] = await server.db
        .select({ payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, created.data.subscription.id));
      const real = (sent!.payload as { data: Record<string, unknown> }).data;
      const shown = /"data":(\{[\s\S]*\})\}\s*$/.exec(block('http', 'webhook-signature'))?.[1] ?? '';
      const fields = [...shown.matchAll(/"(\w+)":/g)].map((m) => m[1]);
      expect(fields.sort()).toEqual(Object.keys(real).sort());
    } finally {
      receiver.kill('SIGTERM');
    }
  }, 60_000);
});
