import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles, claims } from '../../db/schema/index.js';
import {
  claimForm,
  claimInStatus,
  FILES,
  freshPolicy,
  LEASE_AND_LEDGER,
  validClaim,
  type UploadPart,
} from '../../../test/claim-cases.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO.pm);
});
afterAll(() => server?.close());

/** A Damages claim: it needs the lease, the ledger, the move-out inspection, photos and repair invoices. */
const damagesClaim = (policy: { id: string; state: string }) =>
  validClaim(policy, {
    claimType: { damages: true },
    damageType: { trash: true },
    placeDamages: { wall: true },
  });

const others = (...names: string[]): UploadPart[] =>
  names.map((name) => ({ field: 'otherFiles', name, bytes: FILES.pdf }));

/** The create call's form with the kinds of the other files, one field each, after claimData. */
function formWithKinds(data: unknown, files: UploadPart[], kinds: string[]): FormData {
  const form = claimForm(data, []);
  for (const k of kinds) form.append('otherFileKinds', k);
  for (const f of files) form.append(f.field, new Blob([Buffer.from(f.bytes)]), f.name);
  return form;
}

type Detail = {
  data: {
    files: { file_name: string; field: string; kind: string }[];
    papers: { paper: string; label: string; present: boolean }[];
  };
};

async function fileClaim(form: FormData) {
  const res = await server.call<{ data: { claimId: string } }>('POST', '/api/claim/create', { token, form });
  return res;
}

async function detailOf(name: string) {
  const [claim] = await server.db.select({ id: claims.id }).from(claims).where(eq(claims.name, name));
  const res = await server.call<Detail>('GET', '/api/claim/record', { token, query: { id: claim!.id } });
  expect(res.status, res.text).toBe(200);
  return { id: claim!.id, ...res.json.data };
}

const ticked = (papers: { paper: string; present: boolean }[]) =>
  Object.fromEntries(papers.map((p) => [p.paper, p.present]));

describe('what each other file is (issue #25, item 4)', () => {
  it('stores the kind said of each other file and returns it, with the checklist ticking only those papers', async () => {
    const policy = await freshPolicy(server.db);
    const res = await fileClaim(
      formWithKinds(
        damagesClaim(policy),
        [...LEASE_AND_LEDGER, ...others('photos.pdf', 'note.pdf', 'invoice.pdf')],
        ['damagePhotos', 'other', 'repairInvoices'],
      ),
    );
    expect(res.status, res.text).toBe(201);
    const detail = await detailOf(res.json.data.claimId);
    // Files filed together share their time: the answer's order among them is not the form's.
    expect(Object.fromEntries(detail.files.map((f) => [f.file_name, f.kind]))).toEqual({
      'lease.pdf': 'lease',
      'ledger.pdf': 'ledger',
      'photos.pdf': 'damagePhotos',
      'note.pdf': 'other',
      'invoice.pdf': 'repairInvoices',
    });
    const rows = await server.db
      .select({ name: claimFiles.fileName, kind: claimFiles.kind })
      .from(claimFiles)
      .where(eq(claimFiles.claimId, detail.id));
    expect(Object.fromEntries(rows.map((r) => [r.name, r.kind]))).toEqual({
      'lease.pdf': 'lease',
      'ledger.pdf': 'ledger',
      'photos.pdf': 'damagePhotos',
      'note.pdf': 'other',
      'invoice.pdf': 'repairInvoices',
    });
    expect(ticked(detail.papers)).toEqual({
      lease: true,
      ledger: true,
      moveOutInspection: false,
      damagePhotos: true,
      repairInvoices: true,
    });
  });

  it('takes a claim without kinds as before: its other files are other, and tick no paper', async () => {
    const policy = await freshPolicy(server.db);
    const res = await fileClaim(
      claimForm(damagesClaim(policy), [...LEASE_AND_LEDGER, ...others('a.pdf', 'b.pdf', 'c.pdf')]),
    );
    expect(res.status, res.text).toBe(201);
    const detail = await detailOf(res.json.data.claimId);
    expect(detail.files.filter((f) => f.field === 'otherFiles').map((f) => f.kind)).toEqual([
      'other',
      'other',
      'other',
    ]);
    expect(ticked(detail.papers)).toEqual({
      lease: true,
      ledger: true,
      moveOutInspection: false,
      damagePhotos: false,
      repairInvoices: false,
    });
  });

  it('refuses an unknown kind with a 400 that names it, and keeps nothing', async () => {
    const policy = await freshPolicy(server.db);
    const res = await server.call<{ message: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/api/claim/create',
      {
        token,
        form: formWithKinds(damagesClaim(policy), [...LEASE_AND_LEDGER, ...others('x.pdf')], ['selfie']),
      },
    );
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues[0]!.path).toBe('body.otherFileKinds.0');
    expect(res.json.issues[0]!.message).toMatch(/^Unknown kind of file: say moveOutInspection, .* or other$/);
    const filed = await server.db.select().from(claims).where(eq(claims.applicationId, policy.id));
    expect(filed).toHaveLength(0);
  });

  it.each([
    [
      'a paper this claim does not need',
      ['damagePhotos'],
      ['x.pdf'],
      /^Photos of the damage is not a paper this claim needs/,
    ],
    ['fewer kinds than other files', ['other'], ['x.pdf', 'y.pdf'], /gives 1 kind for 2 other files/],
    ['more kinds than other files', ['other', 'other'], ['x.pdf'], /gives 2 kinds for 1 other file:/],
  ])('refuses %s', async (_label, kinds, names, message) => {
    const policy = await freshPolicy(server.db);
    // A Tenant Default claim: it needs no damage papers.
    const form = formWithKinds(validClaim(policy), [...LEASE_AND_LEDGER, ...others(...names)], kinds);
    const res = await server.call<{ message: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/api/claim/create',
      { token, form },
    );
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues[0]).toMatchObject({
      path: 'otherFileKinds',
      message: expect.stringMatching(message),
    });
  });

  it('lets the filer say what documents added later are, and the checklist follows', async () => {
    const id = await claimInStatus(server, token, 'documents_requested');
    // fileFreshClaim files a Tenant Default claim: other than the lease and ledger it needs nothing,
    // so its eviction receipts are refused and 'other' is taken.
    const form = new FormData();
    form.append('claimId', id);
    form.append('otherFileKinds', 'evictionReceipts');
    form.append('otherFiles', new Blob([Buffer.from(FILES.pdf)]), 'receipt.pdf');
    const refused = await server.call('POST', '/api/claim/add-files', { token, form });
    expect(refused.status, refused.text).toBe(400);

    await server.db
      .update(claims)
      .set({ claimData: { ...validClaim({ id, state: 'NY' }), evictionFiledStatus: true } })
      .where(eq(claims.id, id));
    const again = new FormData();
    again.append('claimId', id);
    again.append('otherFileKinds', 'evictionReceipts');
    again.append('otherFiles', new Blob([Buffer.from(FILES.pdf)]), 'receipt.pdf');
    const added = await server.call('POST', '/api/claim/add-files', { token, form: again });
    expect(added.status, added.text).toBe(200);
    const res = await server.call<Detail>('GET', '/api/claim/record', { token, query: { id } });
    expect(res.json.data.files.find((f) => f.file_name === 'receipt.pdf')?.kind).toBe('evictionReceipts');
    expect(ticked(res.json.data.papers)).toMatchObject({ evictionReceipts: true });
  });

  it('reads a file stored before kinds were by its part: the lease and ledger are theirs, the rest other', async () => {
    const policy = await freshPolicy(server.db);
    const res = await fileClaim(claimForm(validClaim(policy), [...LEASE_AND_LEDGER, ...others('old.pdf')]));
    expect(res.status, res.text).toBe(201);
    const [claim] = await server.db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.name, res.json.data.claimId));
    await server.db.update(claimFiles).set({ kind: null }).where(eq(claimFiles.claimId, claim!.id));
    const detail = await detailOf(res.json.data.claimId);
    expect(Object.fromEntries(detail.files.map((f) => [f.file_name, f.kind]))).toEqual({
      'lease.pdf': 'lease',
      'ledger.pdf': 'ledger',
      'old.pdf': 'other',
    });
    expect(ticked(detail.papers)).toEqual({ lease: true, ledger: true });
  });
});
