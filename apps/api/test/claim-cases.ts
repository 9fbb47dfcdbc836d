import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ClaimDataInput, ClaimStatus } from '@lease/contract';
import type { Db } from '../src/db/client.js';
import { claimFiles, claims } from '../src/db/schema/index.js';
import type { TestServer } from './server.js';

/** Bytes that are what their names say, judged by content as the server judges them. */
export const FILES = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  /** A Windows program (MZ header), to be renamed .pdf. */
  exe: Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A new issued policy in force, without tenants, in a building pm@ (and so rm@ and the first landlord's
 * ll and vp) holds: a claim on it must succeed once. Returns its record id and its building's state.
 */
export async function freshPolicy(db: Db, holder = 'pm@demo.test'): Promise<{ id: string; state: string }> {
  const result = (await db.execute(sql`
    insert into applications (building_id, landlord_id, stage, app_type, rider_id, issue_date, unit_number,
      lease_start_date, lease_end_date, coverage_start_date, coverage_end_date, gross_monthly_rent,
      coverage_amount_requested_months, total_coverage_amount)
    select a.building_id, a.landlord_id, 'Stage05', a.app_type, 'R-C' || substr(md5(random()::text), 1, 10),
      current_date - 200, a.unit_number, current_date - 200, current_date + 165, current_date - 200,
      current_date + 165, 2000, 6, 12000
    from applications a
    where a.building_id in (select building_id from building_grants
      where user_id = (select id from users where email = ${holder}))
    limit 1
    returning id, (select billing_state from buildings b where b.id = building_id) as state`)) as unknown as {
    rows: { id: string; state: string }[];
  };
  return result.rows[0]!;
}

/** A claim every rule of file 2 §5 accepts: Tenant Default, eCheck, loss 30 days ago. */
export function validClaim(policy: { id: string; state: string }, overrides: Partial<ClaimDataInput> = {}) {
  const today = new Date();
  return {
    kindOfClaim: 'llp',
    riderId: policy.id,
    propertyState: policy.state,
    leaseStartDate: isoDay(new Date(today.getTime() - 200 * 86_400_000)),
    leaseEndDate: isoDay(new Date(today.getTime() + 165 * 86_400_000)),
    leaseTermIscorrect: true,
    tenants: [],
    securityDeposit: '1500.50',
    claimType: { tenantDefault: true },
    relatedExpense: 'No',
    paymentAgreement: 'No',
    rentDate: isoDay(new Date(today.getTime() - 30 * 86_400_000)),
    occupiedStatus: true,
    keysReturned: true,
    evictionFiledStatus: false,
    contactName: 'Pat Claims',
    contactTitle: 'Property Manager',
    contactEmail: 'pat.claims@demo.test',
    contactPhone: '(212) 555-0100',
    paymentMethod: 'eCheck',
    receiptPayee: 'Demo Property LLC',
    receiptEmail: 'accounting@demo.test',
    leaseFile: 'lease.pdf',
    ledgerFile: 'ledger.pdf',
    additionalComment: 'The tenant stopped paying in August.',
    ...overrides,
  } satisfies ClaimDataInput;
}

export interface UploadPart {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export const LEASE_AND_LEDGER: UploadPart[] = [
  { field: 'leaseFile', name: 'lease.pdf', bytes: FILES.pdf },
  { field: 'ledgerFile', name: 'ledger.pdf', bytes: FILES.pdf },
];

/** The create call's multipart form: claimData first, then the files, as file 2 §7 orders them. */
export function claimForm(data: unknown, files: UploadPart[] = LEASE_AND_LEDGER): FormData {
  const form = new FormData();
  form.append('claimData', JSON.stringify(data));
  for (const f of files) form.append(f.field, new Blob([Buffer.from(f.bytes)]), f.name);
  return form;
}

/** The claim files the local storage driver holds under a data dir. */
export async function storedClaimFiles(storageDir: string): Promise<string[]> {
  try {
    return await readdir(join(storageDir, 'claims', 'files'));
  } catch {
    return [];
  }
}

/** Files a claim on a fresh policy through the API; its id and the id of its first file. */
export async function fileFreshClaim(
  server: TestServer,
  token: string,
  overrides: Partial<ClaimDataInput> = {},
): Promise<{ id: string; fileId: string }> {
  const policy = await freshPolicy(server.db);
  const res = await server.call<{ data: { claimId: string } }>('POST', '/api/claim/create', {
    token,
    form: claimForm(validClaim(policy, overrides)),
  });
  if (res.status !== 201) throw new Error(`filing a claim failed: ${res.status} ${res.text}`);
  const [row] = await server.db
    .select({ id: claims.id, fileId: claimFiles.id })
    .from(claims)
    .innerJoin(claimFiles, eq(claimFiles.claimId, claims.id))
    .where(eq(claims.name, res.json.data.claimId))
    .limit(1);
  return row!;
}

/** A claim filed through the API, then put in a status directly (and approved for $1,000 when approved). */
export async function claimInStatus(server: TestServer, token: string, status: ClaimStatus): Promise<string> {
  const { id } = await fileFreshClaim(server, token);
  await server.db
    .update(claims)
    .set({ status, approvedAmount: status === 'approved' ? '1000.00' : null })
    .where(eq(claims.id, id));
  return id;
}

/** The add-files form: the claim's id, then one more document. */
export function moreFilesForm(claimId: string): FormData {
  const form = new FormData();
  form.append('claimId', claimId);
  form.append('otherFiles', new Blob([Buffer.from(FILES.pdf)]), 'move-out-inspection.pdf');
  return form;
}
