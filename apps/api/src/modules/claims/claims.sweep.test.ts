import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles, claimUploads, invoiceDisputes } from '../../db/schema/index.js';
import { StorageNotFoundError } from '../../platform/storage/index.js';
import { fileFreshClaim, FILES } from '../../../test/claim-cases.js';
import { freshInvoice, openDisputeOn } from '../../../test/invoice-cases.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { sweepLostUploads } from './claims.sweep.js';

const HOUR = 3_600_000;
let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  // The grace period as a setting: an hour here.
  server = await startTestServer({ UPLOAD_SWEEP_AFTER_MS: String(HOUR) });
  const storage = server.config.storage;
  if (storage.kind !== 'local') throw new Error('the sweep test reads the local storage directory');
  storageDir = storage.dir;
});
afterAll(() => server?.close());

const ago = (ms: number) => new Date(Date.now() - ms);

/** A stored file with the `claim_uploads` row a killed process would have left, started `ageMs` ago. */
async function lostUpload(ageMs: number, key = `claims/files/${randomUUID()}`): Promise<string> {
  await server.ctx.storage.put(key, Buffer.from(FILES.pdf));
  await server.db
    .insert(claimUploads)
    .values({ storageKey: key, startedAt: ago(ageMs) })
    .onConflictDoUpdate({ target: claimUploads.storageKey, set: { startedAt: ago(ageMs) } });
  return key;
}

/** The temp file a local write cut off by a killed process leaves, last written `ageMs` ago. */
async function partialFile(ageMs: number): Promise<string> {
  const name = `${randomUUID()}.a1b2c3d4e5f6.partial`;
  await mkdir(join(storageDir, 'claims', 'files'), { recursive: true });
  await writeFile(join(storageDir, 'claims', 'files', name), Buffer.alloc(0));
  await utimes(join(storageDir, 'claims', 'files', name), ago(ageMs), ago(ageMs));
  return name;
}

const stored = async (key: string) =>
  server.ctx.storage.get(key).then(
    async (s) => (await buffer(s)).length > 0,
    (error: unknown) => (error instanceof StorageNotFoundError ? false : Promise.reject(error)),
  );
const rowOf = async (key: string) =>
  (await server.db.select().from(claimUploads).where(eq(claimUploads.storageKey, key))).length > 0;
const partials = async () =>
  (await readdir(join(storageDir, 'claims', 'files'))).filter((n) => n.endsWith('.partial'));

describe('the sweep of lost uploads (issue #22, finding 4)', () => {
  it('removes unowned files, rows and temp files past the grace period; keeps young ones and owned files', async () => {
    const token = await server.signIn(DEMO.pm);
    // Files a claim and a dispute hold, whose upload rows were somehow left behind (old).
    const claim = await fileFreshClaim(server, token);
    const [claimFile] = await server.db.select().from(claimFiles).where(eq(claimFiles.id, claim.fileId));
    const disputeId = await openDisputeOn(
      server,
      await server.signIn(DEMO.ll),
      await freshInvoice(server.db),
      {
        name: 'notice.pdf',
        bytes: FILES.pdf,
      },
    );
    const [dispute] = await server.db
      .select({ key: invoiceDisputes.attachmentKey })
      .from(invoiceDisputes)
      .where(eq(invoiceDisputes.id, disputeId));
    const ownedByClaim = await lostUpload(2 * HOUR, claimFile!.storageKey);
    const ownedByDispute = await lostUpload(2 * HOUR, dispute!.key!);
    const lost = await lostUpload(2 * HOUR);
    const young = await lostUpload(10 * 60_000);
    const oldPartial = await partialFile(2 * HOUR);
    const youngPartial = await partialFile(60_000);

    const swept = await sweepLostUploads(server.ctx);

    expect(swept).toEqual({ files: 1, rows: 3, partial: 1 });
    expect(await stored(lost)).toBe(false);
    expect(await rowOf(lost)).toBe(false);
    for (const key of [ownedByClaim, ownedByDispute]) {
      expect(await stored(key)).toBe(true);
      expect(await rowOf(key)).toBe(false);
    }
    expect(await stored(young)).toBe(true);
    expect(await rowOf(young)).toBe(true);
    const left = await partials();
    expect(left).toContain(youngPartial);
    expect(left).not.toContain(oldPartial);
  });
});
