import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@lease/contract';
import { applications, claims, landlords, users } from '../../db/schema/index.js';
import {
  claimForm,
  claimInStatus,
  fileFreshClaim,
  freshPolicy,
  moreFilesForm,
  validClaim,
} from '../../../test/claim-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

type Record_ = {
  data: {
    claim_status: string;
    approved_amount: string | null;
    total_indemnity_payments: string;
    timeline: { status: string; note: string | null }[];
    payments: { amount: string }[];
  };
};
const record = async (id: string, role: Role = 'pm') =>
  (await server.call<Record_>('GET', '/api/claim/record', { token: tokens[role], query: { id } })).json.data;
const move = (id: string, body: Record<string, unknown>, role: Role = 'admin') =>
  server.call<{ message: string }>('POST', '/api/claim/move-status', {
    token: tokens[role],
    body: { id, ...body },
  });
const pay = (id: string, amount: string) =>
  server.call<{ message: string; data: { claim_status: string; total_indemnity_payments: string } }>(
    'POST',
    '/api/claim/payment',
    {
      token: tokens.admin,
      body: { id, method: 'check', paidOn: '2026-11-20', amount, reference: `CHK-${amount}` },
    },
  );

describe('the claim lifecycle', () => {
  it('moves forward with notes the filer reads in the timeline, and tells the contacts each time', async () => {
    const { id } = await fileFreshClaim(server, tokens.pm);
    expect((await record(id)).timeline.map((e) => e.status)).toEqual(['submitted']);
    expect((await move(id, { status: 'under_review', note: 'We are reading the ledger.' })).status).toBe(200);
    const asked = await move(id, { status: 'documents_requested', note: 'Send the move-out inspection.' });
    expect(asked.json.message).toBe('The claim is now Documents Requested.');
    const mail = await server.lastDelivered('pat.claims@demo.test');
    expect(mail?.body).toContain('Send the move-out inspection.');
    const seen = await record(id);
    expect(seen.claim_status).toBe('documents_requested');
    expect(seen.timeline.map((e) => e.note)).toContain('We are reading the ledger.');
  });

  it('refuses a move CLAIM_MOVES does not allow, and any move by someone not admin', async () => {
    const { id } = await fileFreshClaim(server, tokens.pm);
    expect((await move(id, { status: 'paid', note: 'Skip ahead' })).status).toBe(409);
    expect((await move(id, { status: 'under_review', note: 'Mine' }, 'll')).status).toBe(403);
  });

  it("approves no more than the policy's remaining coverage, then pays in parts until paid", async () => {
    const { id } = await fileFreshClaim(server, tokens.pm);
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, id));
    // freshPolicy covers 12,000 in all.
    const [policy] = await server.db
      .select()
      .from(applications)
      .where(eq(applications.id, claim!.applicationId));
    expect(policy!.totalCoverageAmount).toBe('12000.00');
    await move(id, { status: 'under_review', note: 'Reading' });
    const over = await move(id, { status: 'approved', note: 'Approved', approvedAmount: '12000.01' });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe('The approved amount cannot exceed the remaining coverage of $12,000.00.');
    expect((await move(id, { status: 'approved', note: 'Approved', approvedAmount: '3000' })).status).toBe(
      200,
    );

    const first = await pay(id, '1000.50');
    expect(first.json.data).toEqual({ claim_status: 'approved', total_indemnity_payments: '1000.50' });
    expect((await pay(id, '2000.00')).status).toBe(400);
    const last = await pay(id, '1999.50');
    expect(last.json.message).toBe('Payment recorded: the claim is paid in full.');
    const seen = await record(id);
    expect(seen.claim_status).toBe('paid');
    expect(seen.total_indemnity_payments).toBe('3000.00');
    expect(seen.payments.map((p) => p.amount)).toEqual(['1000.50', '1999.50']);
    expect((await pay(id, '1.00')).status).toBe(409);
  });

  it('lets the filer answer documents requested with more files, and puts the claim back under review', async () => {
    const id = await claimInStatus(server, tokens.pm, 'documents_requested');
    const res = await server.call<{ data: { claim_status: string; files: number } }>(
      'POST',
      '/api/claim/add-files',
      {
        token: tokens.pm,
        form: moreFilesForm(id),
      },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({ claim_status: 'under_review', files: 1 });
    const again = await server.call('POST', '/api/claim/add-files', {
      token: tokens.pm,
      form: moreFilesForm(id),
    });
    expect(again.status).toBe(409);
  });
});

describe('the wizard helpers', () => {
  it('fills a city and state from a ZIP code, offline, and says when it knows none', async () => {
    const found = await server.call<{ data: { city: string; state: string } }>('GET', '/api/claim/zip', {
      token: tokens.pm,
      query: { zip: '10001' },
    });
    expect(found.json.data).toEqual({ city: 'New York', state: 'NY' });
    const none = await server.call<{ message: string }>('GET', '/api/claim/zip', {
      token: tokens.pm,
      query: { zip: '00000' },
    });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('City for ZIP code 00000 not found.');
  });

  it('shows no office-hours banner unless one is configured', async () => {
    const res = await server.call<{ data: { banner: string | null } }>('GET', '/api/claim/office-hours', {
      token: tokens.pm,
    });
    expect(res.json.data.banner).toBeNull();
  });

  it('shows the configured office-hours banner, and locks the receipt e-mail of the landlord group so set', async () => {
    // The demo seed is the same in every database: the first landlord has the same name in each.
    const [landlord] = await server.db
      .select({ name: landlords.name })
      .from(users)
      .innerJoin(landlords, eq(landlords.id, users.landlordId))
      .where(eq(users.email, 'landlord@demo.test'));
    const configured = await startTestServer({
      CLAIMS_OFFICE_HOURS: '01-01/12-31',
      CLAIMS_RECEIPT_LOCK: `accounting@landlord.test:${landlord!.name}`,
    });
    try {
      const token = await configured.signIn('pm@demo.test');
      const res = await configured.call<{ data: { banner: string | null } }>(
        'GET',
        '/api/claim/office-hours',
        {
          token,
        },
      );
      expect(res.json.data.banner).toBe('Claims office hours: Tuesdays 1 PM ET between 1/1 and 12/31.');

      const policy = await freshPolicy(configured.db);
      const [row] = await configured.db.select().from(applications).where(eq(applications.id, policy.id));
      const riders = await configured.call<{ data: { Id: string; locked_receipt_email: string | null }[] }>(
        'GET',
        '/api/claim/rider',
        { token, query: { propertyId: row!.buildingId } },
      );
      expect(riders.json.data.find((r) => r.Id === policy.id)?.locked_receipt_email).toBe(
        'accounting@landlord.test',
      );
      const refused = await configured.call<{ message: string }>('POST', '/api/claim/create', {
        token,
        form: claimForm(validClaim(policy)),
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(
        'The check receipt email for this landlord is accounting@landlord.test.',
      );
      const taken = await configured.call('POST', '/api/claim/create', {
        token,
        form: claimForm(validClaim(policy, { receiptEmail: 'accounting@landlord.test' })),
      });
      expect(taken.status, taken.text).toBe(201);
    } finally {
      await configured.close();
    }
  });
});
