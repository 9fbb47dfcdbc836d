import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAssessment, ClaimDecision, DeskRow, Role } from '@lease/contract';
import { claims } from '../../db/schema/index.js';
import { claimForm, FILES, freshPolicy, validClaim } from '../../../test/claim-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const DAY_MS = 86_400_000;
const lossDay = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
const lossMonth = lossDay.slice(0, 7);
const nextMonth = (() => {
  const d = new Date(`${lossMonth}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
})();

/** The worked example on a fresh policy: R 12,000, DC 1,000, TC 12,500, P 0, D 1,500. */
async function fileWorkedExample(
  on: TestServer,
  { legal = true, token = tokens.pm }: { legal?: boolean; token?: string } = {},
): Promise<{ id: string; name: string }> {
  const policy = await freshPolicy(on.db);
  await on.db.execute(
    sql`update applications set ldr_coverage = 12000, damages_premium = 1000, total_coverage_amount = 12500 where id = ${policy.id}`,
  );
  const statement = [
    { kind: 'rent', month: lossMonth, amount: '2000.00', description: 'Rent' },
    { kind: 'rent', month: nextMonth, amount: '2000.00', description: 'Rent' },
    { kind: 'damages', amount: '800.00', description: 'Carpet' },
    ...(legal ? [{ kind: 'legal', amount: '450.00', description: 'Court filing' }] : []),
    { kind: 'late_fee', amount: '100.00', description: 'Late fee' },
  ];
  const data = validClaim(policy, {
    securityDeposit: '1500.00',
    relatedExpense: legal ? 'Yes' : 'No',
    rentDate: lossDay,
    claimStatement: statement as never,
  });
  const res = await on.call<{ data: { claimId: string } }>('POST', '/api/claim/create', {
    token,
    form: claimForm(data),
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await on.db
    .select({ id: claims.id, name: claims.name })
    .from(claims)
    .where(eq(claims.name, res.json.data.claimId));
  return row!;
}

const assessment = (id: string, role: Role = 'pm') =>
  server.call<{ data: ClaimAssessment }>('GET', '/api/claim/assessment', {
    token: tokens[role],
    query: { id },
  });
const decide = (id: string, body: Record<string, unknown>, on = server) =>
  on.call<{ message: string; data: { claim_status: string; decision: ClaimDecision } }>(
    'POST',
    '/api/claim/decide',
    { token: tokens.admin, body: { id, message: 'Decided on the desk.', ...body } },
  );
const desk = (query: Record<string, string> = {}) =>
  server.call<{ data: { rows: DeskRow[] } }>('GET', '/api/claim/desk', {
    token: tokens.admin,
    query: { pageSize: '200', ...query },
  });
const record = async (id: string) =>
  (
    await server.call<{
      data: { claim_status: string; approved_amount: string | null; decision: ClaimDecision | null };
    }>('GET', '/api/claim/record', { token: tokens.pm, query: { id } })
  ).json.data;

describe('the claims desk', () => {
  it('assesses a filed claim by the published rules: the worked example pays 3,750.00', async () => {
    const { id } = await fileWorkedExample(server);
    const res = await assessment(id);
    expect(res.status).toBe(200);
    expect(res.json.data.payout).toBe('3750.00');
    expect(res.json.data.lines.map((l) => l.covered)).toEqual(['1750.00', '2000.00', '0.00', '0.00', '0.00']);
    // Legal expenses need the court receipts, which this claim lacks.
    expect(res.json.data.recommendation).toBe('request_documents');
    expect(res.json.data.rules.find((r) => r.id === 'papers')?.outcome).toBe('missing');
    expect((await assessment(id, 'admin')).json.data).toEqual(res.json.data);
    const stranger = await server.signIn('landlord2@demo.test');
    const strangers = await server.call('GET', '/api/claim/assessment', { token: stranger, query: { id } });
    expect(strangers.status).toBe(404);
  });

  it('lists the claim on the desk with its recommendation, then approves it once: the second gets 409', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    const row = (await desk()).json.data.rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      recommendation: 'approve',
      payout: '3300.00',
      returned: false,
      papers_missing: [],
    });
    expect((await desk({ recommendation: 'deny' })).json.data.rows.some((r) => r.id === id)).toBe(false);

    const approved = await decide(id, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.data.claim_status).toBe('approved');
    expect(approved.json.data.decision).toMatchObject({ decision: 'approve', payout: '3300.00' });
    const seen = await record(id);
    expect(seen).toMatchObject({ claim_status: 'approved', approved_amount: '3300.00' });
    expect(seen.decision?.assessment.payout).toBe('3300.00');
    expect((await server.lastDelivered('pat.claims@demo.test'))?.body).toContain('Decided on the desk.');
    expect((await desk()).json.data.rows.some((r) => r.id === id)).toBe(false);

    const again = await decide(id, { decision: 'deny', reason: 'other', note: 'Second thoughts' });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('already decided: approved by');
  });

  it('approves no more than assessed, and a lower payout only with a note', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    expect((await decide(id, { decision: 'approve', payout: '3300.01' })).status).toBe(400);
    expect((await decide(id, { decision: 'approve', payout: '3000.00' })).status).toBe(400);
    const lower = await decide(id, { decision: 'approve', payout: '3000.00', note: 'Carpet was old' });
    expect(lower.json.data.decision.payout).toBe('3000.00');
  });

  it('denies with a reason and a note, and refuses a decision from anyone but the admin', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    expect((await decide(id, { decision: 'deny' })).status).toBe(400);
    const asLandlord = await server.call('POST', '/api/claim/decide', {
      token: tokens.ll,
      body: { id, decision: 'deny', reason: 'other', note: 'x', message: 'x' },
    });
    expect(asLandlord.status).toBe(403);
    const denied = await decide(id, { decision: 'deny', reason: 'not_covered', note: 'Not a covered loss' });
    expect(denied.json.data).toMatchObject({ claim_status: 'denied', decision: { reason: 'not_covered' } });
  });

  it('requests documents; the filer uploads them and the claim comes back to the top of the desk, marked', async () => {
    const { id } = await fileWorkedExample(server);
    const asked = await decide(id, { decision: 'request_documents', papers: ['evictionReceipts'] });
    expect(asked.json.data.claim_status).toBe('documents_requested');
    expect((await decide(id, { decision: 'request_documents', papers: ['ledger'] })).status).toBe(409);

    const form = new FormData();
    form.append('claimId', id);
    form.append('otherFileKinds', 'evictionReceipts');
    form.append('otherFiles', new Blob([Buffer.from(FILES.pdf)]), 'court-receipt.pdf');
    const added = await server.call<{ data: { claim_status: string } }>('POST', '/api/claim/add-files', {
      token: tokens.pm,
      form,
    });
    expect(added.json.data.claim_status).toBe('under_review');
    const rows = (await desk()).json.data.rows;
    expect(rows[0]).toMatchObject({ id, returned: true, recommendation: 'approve', payout: '3750.00' });
  });

  it('keeps the assessment a decision saw when the figures change later', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    await decide(id, { decision: 'approve' });
    await server.db.execute(
      sql`update applications set ldr_coverage = 1 where id = (select application_id from claims where id = ${id})`,
    );
    expect((await assessment(id)).json.data.payout).toBe('3300.00');
    expect((await record(id)).decision?.assessment.payout).toBe('3300.00');
  });

  it('lets exactly one of simultaneous approvals win; the others hear who decided', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    // Each adjuster signed in on their own: on PostgreSQL the calls run side by side.
    const admins = await Promise.all(Array.from({ length: 4 }, () => server.signIn('admin@demo.test')));
    const answers = await Promise.all(
      admins.map((token) =>
        server.call<{ message: string }>('POST', '/api/claim/decide', {
          token,
          body: { id, decision: 'approve', message: 'Approved.' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.json.message).toMatch(/already decided: approved by \S/);
    const decisions = await server.db.execute(
      sql`select count(*)::int as n from claim_decisions where claim_id = ${id}`,
    );
    expect((decisions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('straight through: CLAIM_AUTO_APPROVE_LIMIT', () => {
  it('approves a claim the rules approve at or under the limit when it is filed, by the system', async () => {
    const auto = await startTestServer({ CLAIM_AUTO_APPROVE_LIMIT: '5000' });
    try {
      const { pm } = await signInEveryRole(auto);
      const { id } = await fileWorkedExample(auto, { legal: false, token: pm });
      const [row] = await auto.db
        .select({ status: claims.status, approved: claims.approvedAmount })
        .from(claims)
        .where(eq(claims.id, id));
      expect(row).toEqual({ status: 'approved', approved: '3300.00' });
      const decision = await auto.db.execute(
        sql`select decided_by from claim_decisions where claim_id = ${id}`,
      );
      expect((decision as unknown as { rows: { decided_by: string | null }[] }).rows).toEqual([
        { decided_by: null },
      ]);
    } finally {
      await auto.close();
    }
  });

  it('leaves every claim to the desk when unset', async () => {
    const { id } = await fileWorkedExample(server, { legal: false });
    const [row] = await server.db.select({ status: claims.status }).from(claims).where(eq(claims.id, id));
    expect(row!.status).toBe('submitted');
  });

  it('leaves a claim whose payout is over the limit to the desk', async () => {
    const auto = await startTestServer({ CLAIM_AUTO_APPROVE_LIMIT: '3299.99' });
    try {
      const { pm } = await signInEveryRole(auto);
      const { id } = await fileWorkedExample(auto, { legal: false, token: pm });
      const [row] = await auto.db.select({ status: claims.status }).from(claims).where(eq(claims.id, id));
      expect(row!.status).toBe('submitted');
    } finally {
      await auto.close();
    }
  });
});
