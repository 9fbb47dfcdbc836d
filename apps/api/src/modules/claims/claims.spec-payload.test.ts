import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, claims, tenants } from '../../db/schema/index.js';
import { claimForm, freshPolicy } from '../../../test/claim-cases.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

/** File 2 §7, 'Claim', word for word: what the create call's JSON holds. */
const SPEC_7_CLAIM_JSON =
  "kindOfClaim ('llp'), tenants (each with its fields plus Date_of_Birth__c_changed holding the dob, only those with a name), propertyState, securityDeposit, contactName, contactEmail, contactTitle, contactPhone, rentDate, occupiedStatus, keysReturned, evictionFiledStatus, evictionFilingDate, agreedPaymentDate, paymentAgreement, ledgerFile (first file), leaseFile (first file), otherFiles, checkAddress1, checkAddress2, checkState, checkCity, checkZipcode, riderId, leaseTermIscorrect, claimType, relatedExpense, damageType, placeDamages, lateFilingExplanation, paymentMethod, receiptPayee, receiptEmail, physicalName, physicalEmail, secondaryAdded, secondaryName, secondaryPhone, secondaryTitle, secondaryEmail, additionalComment";

/** The field names of that sentence, its parenthesised notes dropped. */
const SPEC_FIELDS = SPEC_7_CLAIM_JSON.replace(/\([^)]*\)/g, '')
  .split(',')
  .map((f) => f.trim());

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The create call's JSON as the original form sends it: exactly the fields of file 2 §7, in its order;
 * each tenant the entry of §3 (id, name, dob) plus Date_of_Birth__c_changed; the amount as the currency
 * input shows it; the files as JSON writes a dropped File (its `path`). No lease dates: §7 lists none.
 */
function specPayload(policy: { id: string; state: string }, tenant: { id: string; name: string }) {
  return {
    kindOfClaim: 'llp',
    tenants: [
      { id: tenant.id, name: tenant.name, dob: '1988-04-12', Date_of_Birth__c_changed: '1988-04-21' },
    ],
    propertyState: policy.state,
    securityDeposit: '$1,000.00',
    contactName: 'Pat Claims',
    contactEmail: 'pat.claims@demo.test',
    contactTitle: 'Property Manager',
    contactPhone: '(212) 555-0100',
    rentDate: isoDay(new Date(Date.now() - 30 * DAY)),
    occupiedStatus: true,
    keysReturned: true,
    evictionFiledStatus: false,
    evictionFilingDate: '',
    agreedPaymentDate: '',
    paymentAgreement: 'No',
    ledgerFile: { path: 'ledger.pdf' },
    leaseFile: { path: 'lease.pdf' },
    otherFiles: [],
    checkAddress1: '',
    checkAddress2: '',
    checkState: '',
    checkCity: '',
    checkZipcode: '',
    riderId: policy.id,
    leaseTermIscorrect: true,
    claimType: { damageOnly: false, noShow: false, tenantDefault: true, damages: false, holdOver: false },
    relatedExpense: 'No',
    damageType: { trash: false, scratches: false, other: false },
    placeDamages: { application: false, carpert: false, wall: false, other: false },
    lateFilingExplanation: '',
    paymentMethod: 'eCheck',
    receiptPayee: 'Demo Property LLC',
    receiptEmail: 'accounting@demo.test',
    physicalName: '',
    physicalEmail: '',
    secondaryAdded: false,
    secondaryName: '',
    secondaryPhone: '',
    secondaryTitle: '',
    secondaryEmail: '',
    additionalComment: 'The tenant stopped paying in August.',
  };
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO.pm);
});
afterAll(() => server?.close());

/** A fresh policy with one tenant on file, whose date of birth the filer corrects. */
async function policyWithTenant() {
  const policy = await freshPolicy(server.db);
  const [tenant] = await server.db
    .insert(tenants)
    .values({ applicationId: policy.id, position: 1, firstName: 'Ann', lastName: 'Lee', dob: '1988-04-12' })
    .returning({ id: tenants.id });
  return { policy, tenant: { id: tenant!.id, name: 'Ann Lee' } };
}

describe("the create call takes file 2 §7's payload", () => {
  it('has exactly the fields §7 lists, in its order', async () => {
    const { policy, tenant } = await policyWithTenant();
    expect(Object.keys(specPayload(policy, tenant))).toEqual(SPEC_FIELDS);
    expect(SPEC_FIELDS).toHaveLength(41);
  });

  it("files the claim: the amount as plain decimals, the policy's lease dates, the confirmed date of birth", async () => {
    const { policy, tenant } = await policyWithTenant();
    const res = await server.call<{ data: { status: string; claimId: string } }>(
      'POST',
      '/api/claim/create',
      {
        token,
        form: claimForm(specPayload(policy, tenant)),
      },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.status).toBe('success');
    const [claim] = await server.db.select().from(claims).where(eq(claims.name, res.json.data.claimId));
    expect(claim!.securityDeposit).toBe('1000.00');
    const [lease] = await server.db
      .select({ start: applications.leaseStartDate, end: applications.leaseEndDate })
      .from(applications)
      .where(eq(applications.id, policy.id));
    const stored = claim!.claimData as Record<string, unknown>;
    expect([stored.leaseStartDate, stored.leaseEndDate]).toEqual([lease!.start, lease!.end]);
    expect(stored.securityDeposit).toBe('1000.00');
    expect([stored.leaseFile, stored.ledgerFile]).toEqual(['lease.pdf', 'ledger.pdf']);
    expect(stored.tenants).toEqual([
      { id: tenant.id, name: 'Ann Lee', dob: '1988-04-12', Date_of_Birth__c_changed: '1988-04-21' },
    ]);
  });

  it('takes the lease dates when sent, and a plain amount', async () => {
    const { policy, tenant } = await policyWithTenant();
    const sent = {
      ...specPayload(policy, tenant),
      securityDeposit: '1500.5',
      leaseStartDate: '2026-01-01',
      leaseEndDate: '2026-12-31',
    };
    const res = await server.call<{ data: { claimId: string } }>('POST', '/api/claim/create', {
      token,
      form: claimForm(sent),
    });
    expect(res.status, res.text).toBe(201);
    const [claim] = await server.db.select().from(claims).where(eq(claims.name, res.json.data.claimId));
    const stored = claim!.claimData as Record<string, unknown>;
    expect([stored.leaseStartDate, stored.leaseEndDate]).toEqual(['2026-01-01', '2026-12-31']);
    expect(claim!.securityDeposit).toBe('1500.50');
  });

  it.each([
    ['$1,00.00', 'misplaced separators'],
    ['$1000.0001', 'four decimals'],
    ['$12,345,678,901', 'more than ten digits'],
    ['1,000$', 'a trailing $'],
  ])('refuses the amount %s (%s), and only it', async (amount) => {
    const { policy, tenant } = await policyWithTenant();
    const res = await server.call<{ issues: { path: string }[] }>('POST', '/api/claim/create', {
      token,
      form: claimForm({ ...specPayload(policy, tenant), securityDeposit: amount }),
    });
    expect(res.status, res.text).toBe(400);
    // Only the amount is wrong: every other field of the payload passed.
    expect(res.json.issues.map((i) => i.path)).toEqual(['body.claimData.securityDeposit']);
  });
});
