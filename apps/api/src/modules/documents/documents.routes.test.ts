import { readdir } from 'node:fs/promises';
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS, fileTypeOf, type DocumentEntry } from '@lease/contract';
import { applications, buildingGrants, documents, tenants } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { change } from '../../platform/unit-of-work.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';
import { issueCancellationNotice, issueCertificate } from './issue.js';

let server: TestServer;
let f: Fixtures;
let tokens: Awaited<ReturnType<typeof signInEveryRole>>;

beforeAll(async () => {
  server = await startTestServer();
  f = await loadFixtures(server.db);
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const system = { actorId: null };
const titles = (appId: string, token: string) =>
  server.call<{ data: DocumentEntry[] }>('GET', '/api/document/title', { token, query: { appId } });
const download = async (docId: string, token: string) => {
  const res = await fetch(`${server.url}/api/document/file?docId=${docId}`, {
    headers: { authorization: token },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const pdfText = async (bytes: Uint8Array) => {
  const parser = new PDFParse({ data: bytes });
  try {
    // Lines wrap where the page ends them: compare words, not line breaks.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};
const storedFiles = async () => {
  const root = server.config.storage.kind === 'local' ? server.config.storage.dir : '';
  return (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.pdf'));
};

/** An issued policy of the first landlord in a building pm@ does not hold. */
async function policyOutsidePm(): Promise<string> {
  const held = server.db
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(eq(buildingGrants.userId, f.userIds[DEMO.pm]!));
  const [row] = await server.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.landlordId, f.landlordId),
        isNotNull(applications.riderId),
        eq(applications.stage, 'Stage05'),
        notInArray(applications.buildingId, held),
      ),
    )
    .limit(1);
  if (!row) throw new Error('no policy outside pm@');
  return row.id;
}

describe('document titles and files', () => {
  it("lists an application's documents with title, docId and createdDate", async () => {
    const res = await titles(f.appId, tokens.ll);
    expect(res.status).toBe(200);
    const [app] = await server.db.select().from(applications).where(eq(applications.id, f.appId));
    expect(res.json.data).toEqual([
      { title: `Certificate of Coverage ${app!.riderId}`, docId: f.docId, createdDate: expect.any(String) },
    ]);
  });

  it('downloads a certificate as a real PDF naming the rider and the tenants', async () => {
    const { res, bytes } = await download(f.docId, tokens.pm);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(fileTypeOf(bytes)).toBe('pdf');
    const [app] = await server.db.select().from(applications).where(eq(applications.id, f.appId));
    expect(res.headers.get('content-disposition')).toContain(`Certificate of Coverage ${app!.riderId}`);
    const people = await server.db.select().from(tenants).where(eq(tenants.applicationId, f.appId));
    const text = await pdfText(bytes);
    expect(text).toContain(`Rider ID: ${app!.riderId}`);
    for (const t of people) expect(text).toContain(`${t.firstName} ${t.lastName}`);
  });

  it('answers 404 for a document or application out of scope, as for one that does not exist', async () => {
    const outside = await policyOutsidePm();
    const doc = await change(
      server.ctx,
      system,
      { action: 'test.certificate', subjectType: 'document' },
      (work) => issueCertificate(work, outside),
    );
    expect((await download(doc.docId, tokens.ll)).res.status).toBe(200);
    expect((await download(doc.docId, tokens.pm)).res.status).toBe(404);
    expect((await titles(outside, tokens.pm)).status).toBe(404);
    expect((await download(f.otherDocId, tokens.vp)).res.status).toBe(404);
    expect((await download(crypto.randomUUID(), tokens.admin)).res.status).toBe(404);
    expect((await download('not-an-id', tokens.admin)).res.status).toBe(400);
  });

  it('lists nothing for an application without documents (the dialog says so)', async () => {
    const [bare] = await server.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.landlordId, f.landlordId), isNull(applications.riderId)))
      .limit(1);
    expect((await titles(bare!.id, tokens.ll)).json.data).toEqual([]);
    expect(DOCUMENT_TEXTS.noDocs).toBe('No Insurance Docs Found');
  });

  it('answers the missing docs of an application as docData, null when there are none', async () => {
    await server.db
      .update(applications)
      .set({ missingDocs: 'Lease-Ledger-ID' })
      .where(eq(applications.id, f.appId));
    const missing = (appId: string) =>
      server.call<{ data: { docData: string | null } }>('GET', '/api/document/missing', {
        token: tokens.rm,
        query: { appId },
      });
    expect((await missing(f.appId)).json.data).toEqual({ docData: 'Lease-Ledger-ID' });
    await server.db.update(applications).set({ missingDocs: null }).where(eq(applications.id, f.appId));
    expect((await missing(f.appId)).json.data).toEqual({ docData: null });
    expect((await missing(f.otherAppId)).status).toBe(404);
  });

  it('answers 404, not a broken file, when storage has lost the bytes', async () => {
    const doc = await change(
      server.ctx,
      system,
      { action: 'test.certificate', subjectType: 'document' },
      (work) => issueCertificate(work, f.appId),
    );
    await server.ctx.storage.delete(doc.storageKey);
    expect((await download(doc.docId, tokens.ll)).res.status).toBe(404);
  });
});

describe('issuing documents in a change', () => {
  it('makes a cancellation notice that states the rider, the effective time and what it means', async () => {
    const notice = await change(
      server.ctx,
      system,
      { action: 'test.notice', subjectType: 'document' },
      (work) => issueCancellationNotice(work, f.appId),
    );
    const [app] = await server.db.select().from(applications).where(eq(applications.id, f.appId));
    const text = await pdfText((await download(notice.docId, tokens.ll)).bytes);
    expect(notice.title).toBe(`Cancellation Notice ${app!.riderId}`);
    expect(text).toContain(`Rider ID: ${app!.riderId}`);
    expect(text).toContain('Cancellation takes effect within 24 hours');
    expect(text).toContain('Premiums and invoices already due before the effective date remain due.');
  });

  it('leaves neither row nor file when the change rolls back', async () => {
    const before = await storedFiles();
    let key = '';
    await expect(
      change(server.ctx, system, { action: 'test.rollback', subjectType: 'document' }, async (work) => {
        key = (await issueCertificate(work, f.appId)).storageKey;
        throw conflict('Refused for the test.');
      }),
    ).rejects.toThrow('Refused for the test.');
    expect(key).not.toBe('');
    expect(await server.db.select().from(documents).where(eq(documents.storageKey, key))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a certificate for an application that is not an issued policy', async () => {
    const [bare] = await server.db
      .select({ id: applications.id })
      .from(applications)
      .where(isNull(applications.riderId))
      .limit(1);
    await expect(
      change(server.ctx, system, { action: 'test.unissued', subjectType: 'document' }, (work) =>
        issueCertificate(work, bare!.id),
      ),
    ).rejects.toThrow('Only an issued policy has insurance documents.');
  });
});
