import { request as httpRequest } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TEXTS, type ClaimRecord, type Role } from '@lease/contract';
import {
  activityLog,
  applications,
  buildings,
  claimFiles,
  claims,
  claimUploads,
} from '../../db/schema/index.js';
import {
  claimForm,
  FILES,
  freshPolicy,
  LEASE_AND_LEDGER,
  storedClaimFiles,
  validClaim,
  type UploadPart,
} from '../../../test/claim-cases.js';
import { loadFixtures, type Fixtures } from '../../../test/fixtures.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Created = {
  message: string;
  data: {
    status: string;
    claimId: string;
    data: { message: string; claimData: { Name: string; CreatedDate: string }[] };
  };
};
type Refused = {
  message: string;
  issues?: { path: string; message: string }[];
  claimData?: { Name: string }[];
};

let server: TestServer;
let tokens: Record<Role, string>;
let fixtures: Fixtures;
let storageDir: string;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
  fixtures = await loadFixtures(server.db);
  const storage = server.config.storage;
  if (storage.kind !== 'local') throw new Error('the claim tests read the local storage directory');
  storageDir = storage.dir;
});
afterAll(() => server?.close());

const file = (role: Role, data: unknown, files: UploadPart[] = LEASE_AND_LEDGER) =>
  server.call<Created & Refused>('POST', '/api/claim/create', {
    token: tokens[role],
    form: claimForm(data, files),
  });

/** The files on disk once every upload in flight has been kept or removed. */
async function settledFiles(): Promise<number> {
  await expect.poll(async () => (await server.db.select().from(claimUploads)).length).toBe(0);
  return (await storedClaimFiles(storageDir)).length;
}

const claimCount = async () => (await server.db.select({ n: count() }).from(claims))[0]!.n;

describe('the wizard lookups', () => {
  it("lists the states of the caller's buildings first, and says the address suggestions are off", async () => {
    type Setup = { states: string[]; addressSuggestions: boolean };
    const setup = async (role: Role) =>
      (await server.call<{ data: Setup }>('GET', '/api/claim/setup', { token: tokens[role] })).json.data;
    const own = await server.db
      .selectDistinct({ state: buildings.billingState })
      .from(buildings)
      .where(eq(buildings.landlordId, fixtures.landlordId));
    const landlord = await setup('ll');
    expect(landlord.states).toEqual(own.map((r) => r.state).sort());
    expect(landlord.states.length).toBeGreaterThan(0);
    expect(landlord.states.length).toBeLessThan(51);
    // A property manager's states are those of its own buildings, a part of its landlord's.
    const pm = await setup('pm');
    expect(pm.states.length).toBeGreaterThan(0);
    for (const state of pm.states) expect(landlord.states).toContain(state);
    // No maps service is configured in this suite.
    expect(landlord.addressSuggestions).toBe(false);
  });

  it('walks state → landlord → apartment → policy → tenants, each within the scope', async () => {
    const policy = await freshPolicy(server.db);
    const get = <T>(path: string, query: Record<string, string>, role: Role = 'pm') =>
      server.call<{ data: T }>('GET', `/api${path}`, { token: tokens[role], query });
    const landlords = await get<{ Landlord__c: string; Name: string }[]>('/claim/landlord', {
      state: policy.state,
    });
    expect(landlords.status, landlords.text).toBe(200);
    expect(landlords.json.data.map((l) => l.Landlord__c)).toEqual([fixtures.landlordId]);
    const apartments = await get<{ Id: string; Name: string }[]>('/claim/property', {
      state: policy.state,
      landlordId: fixtures.landlordId,
    });
    expect(apartments.status).toBe(200);
    const [row] = await server.db.select().from(applications).where(eq(applications.id, policy.id));
    expect(apartments.json.data.map((a) => a.Id)).toContain(row!.buildingId);
    const riders = await get<{ Id: string; Renewal_Rider_ID__c: string }[]>('/claim/rider', {
      propertyId: row!.buildingId,
    });
    expect(riders.json.data.find((r) => r.Id === policy.id)?.Renewal_Rider_ID__c).toBe(row!.riderId);
    const tenants = await get<{ tenant_result: { records: unknown[] } }>('/claim/tenants', {
      riderId: fixtures.appId,
    });
    expect(tenants.status).toBe(200);
    expect(tenants.json.data.tenant_result.records.length).toBeGreaterThan(0);
    // The second landlord's people see nothing of the first landlord's in the same state.
    const other = await server.signIn('pm2@demo.test');
    const theirs = await server.call<{ data: { Landlord__c: string }[] }>('GET', '/api/claim/landlord', {
      token: other,
      query: { state: policy.state },
    });
    expect(theirs.json.data.map((l) => l.Landlord__c)).not.toContain(fixtures.landlordId);
  });
});

describe('filing a claim', () => {
  it('commits the claim with its files, its activity row, its receipt and the flag resolved', async () => {
    const policy = await freshPolicy(server.db);
    await server.db
      .update(applications)
      .set({ flaggedAt: new Date(), flagReason: 'lease-ended' })
      .where(eq(applications.id, policy.id));
    const before = await settledFiles();
    const other: UploadPart = { field: 'otherFiles', name: 'photo.png', bytes: FILES.png };
    const res = await file('pm', validClaim(policy), [...LEASE_AND_LEDGER, other]);
    expect(res.status, res.text).toBe(201);
    const answer = res.json.data;
    expect(answer.status).toBe('success');
    expect(answer.claimId).toMatch(/^CLM-\d{7}$/);
    expect(answer.data.message).toBe(`Claim ${answer.claimId} was submitted.`);
    expect(answer.data.claimData[0]!.Name).toBe(answer.claimId);

    const [claim] = await server.db.select().from(claims).where(eq(claims.name, answer.claimId));
    expect(claim!.applicationId).toBe(policy.id);
    expect(claim!.securityDeposit).toBe('1500.50');
    const stored = await server.db.select().from(claimFiles).where(eq(claimFiles.claimId, claim!.id));
    expect(stored.map((f) => [f.field, f.fileType]).sort()).toEqual([
      ['leaseFile', 'pdf'],
      ['ledgerFile', 'pdf'],
      ['otherFiles', 'png'],
    ]);
    expect((await storedClaimFiles(storageDir)).length).toBe(before + 3);
    expect(await server.db.select().from(claimUploads)).toEqual([]);
    const [flag] = await server.db.select().from(applications).where(eq(applications.id, policy.id));
    expect(flag!.flagResolvedAt).not.toBeNull();
    const activity = await server.db.select().from(activityLog).where(eq(activityLog.subjectId, claim!.id));
    expect(activity.map((a) => a.action)).toContain('claim.filed');
    const receipt = await server.lastDelivered('pat.claims@demo.test');
    expect(receipt?.subject).toBe(`Claim ${answer.claimId} received`);

    // The detail and the file, for those in scope.
    const detail = await server.call<{ data: ClaimRecord & { files: { id: string; file_name: string }[] } }>(
      'GET',
      '/api/claim/record',
      { token: tokens.rm, query: { id: claim!.id } },
    );
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.data.name).toBe(answer.claimId);
    expect(detail.json.data.createdAt.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const png = detail.json.data.files.find((f) => f.file_name === 'photo.png')!;
    const download = await fetch(`${server.url}/api/claim/file?fileId=${png.id}`, {
      headers: { authorization: tokens.pm },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(FILES.png);
  });

  it('refuses a second claim on the policy with isDuplicated and the claim already filed', async () => {
    const policy = await freshPolicy(server.db);
    const first = await file('ll', validClaim(policy));
    expect(first.status, first.text).toBe(201);
    const dup = await server.call<{ data: { isDuplicated: boolean; claimData: { Name: string }[] } }>(
      'GET',
      '/api/claim/claim-duplicated',
      { token: tokens.pm, query: { riderId: policy.id } },
    );
    expect(dup.json.data.isDuplicated).toBe(true);
    expect(dup.json.data.claimData[0]!.Name).toBe(first.json.data.claimId);
    const second = await file('pm', validClaim(policy));
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(CLAIM_TEXTS.isDuplicated);
    expect(second.json.claimData?.[0]?.Name).toBe(first.json.data.claimId);
  });

  it('makes exactly one claim of two simultaneous submits on one policy, and keeps no file of the other', async () => {
    const policy = await freshPolicy(server.db);
    const before = await settledFiles();
    const [a, b] = await Promise.all([file('ll', validClaim(policy)), file('vp', validClaim(policy))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await server.db.select().from(claims).where(eq(claims.applicationId, policy.id))).toHaveLength(1);
    // The refused submit's files are removed once its answer is sent.
    await expect.poll(async () => (await storedClaimFiles(storageDir)).length).toBe(before + 2);
  });

  it('judges files by their content: a program renamed .pdf is refused and nothing is kept', async () => {
    const before = await settledFiles();
    const claimsBefore = await claimCount();
    const res = await file('pm', validClaim(await freshPolicy(server.db)), [
      { field: 'leaseFile', name: 'lease.pdf', bytes: FILES.exe },
      LEASE_AND_LEDGER[1]!,
    ]);
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(
      'lease.pdf is not an accepted file: send pdf, docx, xlsx, jpeg, jpg, png or heic.',
    );
    expect(await claimCount()).toBe(claimsBefore);
    await expect.poll(async () => (await storedClaimFiles(storageDir)).length).toBe(before);
    await expect.poll(async () => (await server.db.select().from(claimUploads)).length).toBe(0);
  });

  it('refuses a file over 12,000,000 bytes while it streams, with the message of §5', async () => {
    const big = new Uint8Array(12_000_001);
    big.set(FILES.pdf);
    const res = await file('pm', validClaim(await freshPolicy(server.db)), [
      { field: 'leaseFile', name: 'lease.pdf', bytes: big },
      LEASE_AND_LEDGER[1]!,
    ]);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(CLAIM_TEXTS.tooBig);
  });

  it('refuses more files than a part allows', async () => {
    const others = Array.from({ length: 11 }, (_, i) => ({
      field: 'otherFiles',
      name: `o${i}.pdf`,
      bytes: FILES.pdf,
    }));
    const res = await file('pm', validClaim(await freshPolicy(server.db)), [...LEASE_AND_LEDGER, ...others]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Cannot upload more than 10 items.');
    const two = await file('pm', validClaim(await freshPolicy(server.db)), [
      ...LEASE_AND_LEDGER,
      LEASE_AND_LEDGER[0]!,
    ]);
    expect(two.json.message).toBe('Cannot upload more than 1 items.');
  });

  it.each([
    ['no ledger', {}, [LEASE_AND_LEDGER[0]!], 'ledgerFile', 'The ledger file is required'],
    [
      'a bad phone',
      { contactPhone: '(012) 555-0100' },
      LEASE_AND_LEDGER,
      'contactPhone',
      CLAIM_TEXTS.invalidInput,
    ],
    ['a bad e-mail', { contactEmail: 'pat@' }, LEASE_AND_LEDGER, 'contactEmail', CLAIM_TEXTS.invalidInput],
    ['no claim type', { claimType: {} }, LEASE_AND_LEDGER, 'claimType', 'Choose at least one type of claim'],
    [
      'No Show with another type',
      { claimType: { noShow: true, tenantDefault: true } },
      LEASE_AND_LEDGER,
      'claimType',
      'No Show cannot be combined with another type',
    ],
    [
      'damages without a place',
      { claimType: { damages: true }, damageType: { trash: true } },
      LEASE_AND_LEDGER,
      'placeDamages',
      'Choose at least one place of damages',
    ],
    [
      'a loss tomorrow',
      { rentDate: '2999-01-01' },
      LEASE_AND_LEDGER,
      'rentDate',
      'The date of loss cannot be later than today',
    ],
    [
      'an eviction without its date',
      { evictionFiledStatus: true },
      LEASE_AND_LEDGER,
      'evictionFilingDate',
      'Eviction filing date is required',
    ],
    [
      'a mailed check without an address',
      { paymentMethod: 'physical_check', physicalName: 'Pat', physicalEmail: 'pat@demo.test' },
      LEASE_AND_LEDGER,
      'checkAddress1',
      'Address is required',
    ],
  ] as const)(
    'refuses a claim with %s, and keeps none of its files',
    async (_label, overrides, files, path, message) => {
      const before = await settledFiles();
      const res = await file('pm', validClaim(await freshPolicy(server.db), overrides), [...files]);
      expect(res.status, res.text).toBe(400);
      expect(res.json.issues).toContainEqual({ path, message });
      await expect.poll(async () => (await storedClaimFiles(storageDir)).length).toBe(before);
    },
  );

  it('refuses a policy whose coverage has not started with the future-policy message', async () => {
    const policy = await freshPolicy(server.db);
    await server.db
      .update(applications)
      .set({ coverageStartDate: '2999-01-01', leaseStartDate: '2999-01-01' })
      .where(eq(applications.id, policy.id));
    const res = await file('pm', validClaim(policy));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CLAIM_TEXTS.futurePolicy(server.config.claimsEmail));
  });

  it("answers 404 to a pm filing on another landlord's policy, before reading its files", async () => {
    const res = await file('pm', validClaim({ id: fixtures.otherPolicyId, state: 'NY' }));
    expect(res.status).toBe(404);
    const record = await server.call('GET', '/api/claim/record', {
      token: tokens.pm,
      query: { id: fixtures.otherClaimId },
    });
    expect(record.status).toBe(404);
    const bytes = await server.call('GET', '/api/claim/file', {
      token: tokens.pm,
      query: { fileId: fixtures.otherClaimFileId },
    });
    expect(bytes.status).toBe(404);
  });

  it('leaves no claim and no stored file when the client is cut off mid-upload', async () => {
    const before = await settledFiles();
    const claimsBefore = await claimCount();
    const policy = await freshPolicy(server.db);
    const boundary = 'cutoffboundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="claimData"\r\n\r\n${JSON.stringify(validClaim(policy))}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="leaseFile"; filename="lease.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ].join('');
    const url = new URL('/api/claim/create', server.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          authorization: tokens.pm,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 5_000_000),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(head);
      req.write(Buffer.concat([Buffer.from(FILES.pdf), Buffer.alloc(1_000_000)]));
      // Part of the file is in; the client goes away.
      setTimeout(() => req.destroy(), 300);
    });
    await expect
      .poll(async () => (await server.db.select().from(claimUploads)).length, { timeout: 5000 })
      .toBe(0);
    await expect
      .poll(async () => (await storedClaimFiles(storageDir)).length, { timeout: 5000 })
      .toBe(before);
    expect(await claimCount()).toBe(claimsBefore);
  });
});

describe('the claim lists', () => {
  it("shows each role the claims of its scope, and a pm none of another landlord's", async () => {
    const list = async (role: Role) =>
      (
        await server.call<{ data: { rows: ClaimRecord[] } }>('GET', '/api/property/claim', {
          token: tokens[role],
          query: { pageSize: '200' },
        })
      ).json.data.rows;
    const all = await list('admin');
    const mine = await list('pm');
    expect(all.length).toBeGreaterThan(mine.length);
    expect(mine.length).toBeGreaterThan(0);
    const others = new Set(
      (
        await server.db
          .select({ name: claims.name })
          .from(claims)
          .where(eq(claims.landlordId, fixtures.otherLandlordId))
      ).map((c) => c.name),
    );
    for (const c of mine) expect(others.has(c.name)).toBe(false);
    const byBuilding = await server.call('GET', '/api/property/claim', {
      token: tokens.pm,
      query: { buildingId: fixtures.otherBuildingId },
    });
    expect(byBuilding.status).toBe(404);
  });
});
