import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles, claims } from '../../db/schema/index.js';
import { claimForm, FILES, freshPolicy, validClaim, type UploadPart } from '../../../test/claim-cases.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';
import { DOCX, FAKE_DOCX, XLSX } from '../../../test/zip.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO.pm);
});
afterAll(() => server?.close());

const bytes = (...parts: (string | Uint8Array)[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p)))));

/** Files a claim whose lease is `lease`; its answer, and the stored lease's row when it was filed. */
async function fileWithLease(lease: UploadPart) {
  const policy = await freshPolicy(server.db);
  const res = await server.call<{ data: { claimId: string } }>('POST', '/api/claim/create', {
    token,
    form: claimForm(validClaim(policy), [
      lease,
      { field: 'ledgerFile', name: 'ledger.pdf', bytes: FILES.pdf },
    ]),
  });
  if (res.status !== 201) return { res, row: null };
  const [row] = await server.db
    .select({ id: claimFiles.id, fileName: claimFiles.fileName, fileType: claimFiles.fileType })
    .from(claimFiles)
    .innerJoin(claims, eq(claims.id, claimFiles.claimId))
    .where(eq(claims.name, res.json.data.claimId))
    .then((rows) => rows.filter((r) => r.fileName !== 'ledger.pdf'));
  return { res, row: row! };
}

const downloadName = async (fileId: string) => {
  const download = await fetch(`${server.url}/api/claim/file?fileId=${fileId}`, {
    headers: { authorization: token },
  });
  expect(download.status).toBe(200);
  return download.headers.get('content-disposition');
};

describe('stored file names and types (issue #22, finding 5)', () => {
  it('names a file by what its content is: PDF bytes sent as x.html are stored and downloaded as x.pdf', async () => {
    const { res, row } = await fileWithLease({
      field: 'leaseFile',
      name: 'x.html',
      bytes: bytes(FILES.pdf, '<html><script>alert(1)</script></html>'),
    });
    expect(res.status, res.text).toBe(201);
    expect(row).toMatchObject({ fileName: 'x.pdf', fileType: 'pdf' });
    expect(await downloadName(row!.id)).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
  });

  it('strips bidi and control characters from the name, in filename and filename*', async () => {
    const { res, row } = await fileWithLease({
      field: 'leaseFile',
      name: 'lease\u202Efdp.exe\u0007\u200F.pdf',
      bytes: FILES.pdf,
    });
    expect(res.status, res.text).toBe(201);
    expect(row!.fileName).toBe('leasefdp.exe.pdf');
    expect(await downloadName(row!.id)).toBe(
      `attachment; filename="leasefdp.exe.pdf"; filename*=UTF-8''leasefdp.exe.pdf`,
    );
  });

  it.each([
    ['docx', DOCX, 'lease.zip', 'lease.docx'],
    ['xlsx', XLSX, 'ledger', 'ledger.xlsx'],
  ] as const)(
    'takes a real Office file (%s) by its structure, whatever its name',
    async (type, content, name, stored) => {
      const { res, row } = await fileWithLease({ field: 'leaseFile', name, bytes: content });
      expect(res.status, res.text).toBe(201);
      expect(row).toMatchObject({ fileName: stored, fileType: type });
    },
  );

  it('refuses a zip that only names the Office parts in its text, sent as a docx', async () => {
    const { res } = await fileWithLease({ field: 'leaseFile', name: 'lease.docx', bytes: FAKE_DOCX });
    expect(res.status, res.text).toBe(415);
  });
});

describe('a claim file storage has lost', () => {
  it('answers 404 with the file named, not a server error', async () => {
    const { res, row } = await fileWithLease({ field: 'leaseFile', name: 'lease.pdf', bytes: FILES.pdf });
    expect(res.status, res.text).toBe(201);
    const [stored] = await server.db
      .select({ key: claimFiles.storageKey })
      .from(claimFiles)
      .where(eq(claimFiles.id, row!.id));
    await server.ctx.storage.delete(stored!.key);
    const download = await fetch(`${server.url}/api/claim/file?fileId=${row!.id}`, {
      headers: { authorization: token },
    });
    expect(download.status).toBe(404);
    expect(await download.json()).toMatchObject({ message: 'File not found.' });
  });
});
