import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { applications, documents, invoiceDisputes, users } from '../src/db/schema/index.js';
import type { AppContext } from '../src/platform/context.js';
import { FILES, fileFreshClaim } from './claim-cases.js';
import { testDatabaseKind } from './database.js';
import { freshInvoice, openDisputeOn } from './invoice-cases.js';
import { DEMO, startTestServer, testConfig, TEST_PASSWORD, type TestServer } from './server.js';

/**
 * Issue #24 item 1: two instances on one PostgreSQL database and one (fake) S3 bucket. What one stores
 * (a claim's files, a dispute's attachment, a profile picture, a generated PDF) the other serves.
 */
describe.skipIf(testDatabaseKind() !== 'postgres')('files stored by one instance, read by another', () => {
  let dir: string;
  let fake: S3rver;
  let a: TestServer;
  let b: { app: FastifyInstance; database: Database; ctx: AppContext; url: string };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shared-files-'));
    fake = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'lease-files' }],
    });
    const { port } = await fake.run();
    // Both instances as production would run them: the same bucket, nothing on their own disks.
    const s3 = {
      S3_BUCKET: 'lease-files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'shared/',
    };
    a = await startTestServer(s3);
    const driver = a.database.driver;
    if (driver.kind !== 'postgres') throw new Error('this test runs on PostgreSQL');
    const database = await openDatabase({ kind: 'postgres', url: driver.url });
    let ctx: AppContext | null = null;
    const app = await buildApp(testConfig(s3), database, { ready: async (built) => void (ctx = built) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    if (!ctx) throw new Error('the second instance was built without its context');
    b = { app, database, ctx, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
    await fake?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A GET on the second instance, with a token it never issued (the signing key is shared). */
  const onB = async (path: string, token: string, query: Record<string, string>) => {
    const res = await fetch(`${b.url}${path}?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: token, connection: 'close' },
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const onA = async (path: string, token: string, query: Record<string, string>) => {
    const res = await fetch(`${a.url}${path}?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: token, connection: 'close' },
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it("serves on B a claim's file filed on A", async () => {
    const token = await a.signIn(DEMO.pm);
    const { fileId } = await fileFreshClaim(a, token);
    const served = await onB('/api/claim/file', token, { fileId });
    expect(served.status, served.bytes.toString()).toBe(200);
    expect(served.bytes.equals(Buffer.from(FILES.pdf))).toBe(true);
  });

  it("keeps a dispute's attachment sent to A where B reads it", async () => {
    const token = await a.signIn(DEMO.ll);
    const proof = Buffer.from(`%PDF-1.4\n% proof of payment ${Date.now()}\n%%EOF\n`);
    const disputeId = await openDisputeOn(a, token, await freshInvoice(a.db), {
      name: 'proof.pdf',
      bytes: proof,
    });
    const [dispute] = await a.db
      .select({ key: invoiceDisputes.attachmentKey })
      .from(invoiceDisputes)
      .where(eq(invoiceDisputes.id, disputeId));
    expect(dispute?.key).toBeTruthy();
    // No call downloads an attachment yet: B's own storage reads it, as such a call would.
    expect((await buffer(await b.ctx.storage.get(dispute!.key!))).equals(proof)).toBe(true);
  });

  it('shows on B the profile picture saved on A', async () => {
    const token = await a.signIn(DEMO.vp, TEST_PASSWORD);
    const send = await a.call('POST', '/api/auth/send-auth-code', { token, body: { mfa_method: 'email' } });
    expect(send.status, send.text).toBe(200);
    const code = /\b(\d{6})\b/.exec((await a.lastDelivered(DEMO.vp))?.body ?? '')?.[1] ?? '';
    const verified = await a.call('POST', '/api/auth/verify-code', {
      token,
      body: { mfa_method: 'email', code },
    });
    expect(verified.status, verified.text).toBe(200);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = {
      name: 'Vera Vice',
      email: DEMO.vp,
      phone: '(415) 555-0199',
      job_title: 'VP Operations',
      mfa_method: 'email',
      edit_img: 'true',
      edit_pwd: 'false',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const saved = await a.call<{ data: { image: string } }>('POST', '/api/auth/edit-profile', {
      token,
      form,
    });
    expect(saved.status, saved.text).toBe(200);
    const id = saved.json.data.image.split('id=')[1] ?? '';
    const onAnswer = await onA('/api/auth/profile-image', token, { id });
    const onOther = await onB('/api/auth/profile-image', token, { id });
    expect(onOther.status).toBe(200);
    expect(onOther.bytes.equals(onAnswer.bytes)).toBe(true);
  });

  it('serves on B the cancellation notice PDF that A made', async () => {
    const token = await a.signIn(DEMO.vp);
    const [vp] = await a.db.select().from(users).where(eq(users.email, DEMO.vp));
    const [policy] = await a.db
      .select({ id: applications.id, riderId: applications.riderId })
      .from(applications)
      .where(
        and(
          eq(applications.landlordId, vp!.landlordId!),
          isNotNull(applications.flaggedAt),
          isNull(applications.flagResolvedAt),
          isNull(applications.cancelledAt),
        ),
      )
      .limit(1);
    const cancelled = await a.call('POST', '/api/property/cancel-policy', {
      token,
      body: { riderIds: [policy!.riderId], reason: 'Sold' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [notice] = await a.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.applicationId, policy!.id), eq(documents.kind, 'cancellation-notice')));
    const made = await onA('/api/document/file', token, { docId: notice!.id });
    const served = await onB('/api/document/file', token, { docId: notice!.id });
    expect(served.status, served.bytes.toString()).toBe(200);
    expect(served.bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(served.bytes.equals(made.bytes)).toBe(true);
  });
});
