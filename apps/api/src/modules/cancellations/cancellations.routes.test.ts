import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRecord, CancelLogRow, Role } from '@lease/contract';
import {
  activityLog,
  applications,
  cancellationLog,
  documents,
  emails,
  users,
} from '../../db/schema/index.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Rows<T> = { data: { rows: T[]; total: number } };

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const call = <T = { message: string; data: Record<string, unknown> }>(
  role: Role,
  method: string,
  path: string,
  input: { body?: unknown; query?: Record<string, string> } = {},
) => server.call<T>(method, `/api${path}`, { token: tokens[role], ...input });

/** The flagged policies the role sees, as the Flagged Cancellations grid lists them. */
async function flagged(role: Role): Promise<ApplicationRecord[]> {
  const res = await call<Rows<ApplicationRecord>>(role, 'POST', '/property/policy', {
    body: { cancel: true, pageSize: 200 },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data.rows;
}

const flaggedCount = async (role: Role) =>
  (await call<{ data: { count: number } }>(role, 'GET', '/report/flagged-cancel-count')).json.data.count;

const policyRow = async (riderId: string) =>
  (await server.db.select().from(applications).where(eq(applications.riderId, riderId)))[0]!;

/** A policy of the second landlord: never the first landlord's people's to touch. */
async function otherLandlordsRider(): Promise<string> {
  const [other] = await server.db.select().from(users).where(eq(users.email, DEMO.otherLandlord));
  const [policy] = await server.db
    .select({ riderId: applications.riderId })
    .from(applications)
    .where(
      and(
        eq(applications.landlordId, other!.landlordId!),
        isNotNull(applications.riderId),
        isNull(applications.cancelledAt),
      ),
    )
    .limit(1);
  return policy!.riderId!;
}

describe('cancelling policies', () => {
  it('cancels two flagged policies together: log, activity, notice PDF and e-mail in one change', async () => {
    const [a, b] = (await flagged('vp')).map((r) => r.rider_id!);
    const before = await flaggedCount('ll');
    const res = await call<{
      message: string;
      data: { cancelled: { rider_id: string; effective_at: string }[] };
    }>('vp', 'POST', '/property/cancel-policy', {
      body: { riderIds: [a, b], reason: 'The building was sold' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('2 policies cancelled: coverage ends within 24 hours.');
    const cancelled = res.json.data.cancelled;
    expect(cancelled.map((c) => c.rider_id).sort()).toEqual([a, b].sort());
    // Coverage stops within 24 hours of the request, never before it.
    const effective = new Date(cancelled[0]!.effective_at).getTime();
    expect(effective).toBeGreaterThan(Date.now());
    expect(effective).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);

    for (const riderId of [a!, b!]) {
      const row = await policyRow(riderId);
      expect(row.cancelledAt?.toISOString()).toBe(cancelled[0]!.effective_at);
      expect(row.cancellationReason).toBe('The building was sold');
      expect(row.flagResolvedAt).not.toBeNull();
      const notices = await server.db
        .select()
        .from(documents)
        .where(and(eq(documents.applicationId, row.id), eq(documents.kind, 'cancellation-notice')));
      expect(notices).toHaveLength(1);
      const pdf = await server.call('GET', '/api/document/file', {
        token: tokens.vp,
        query: { docId: notices[0]!.id },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.text.startsWith('%PDF')).toBe(true);
      const acts = await server.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'policy.cancelled'), eq(activityLog.subjectId, row.id)));
      expect(acts).toHaveLength(1);
      expect(acts[0]!.ip).toBeTruthy();
    }
    const logRows = await server.db
      .select()
      .from(cancellationLog)
      .where(inArray(cancellationLog.riderId, [a!, b!]));
    expect(logRows).toHaveLength(2);

    // The landlord hears of it once, with both riders; the flag count drops by two.
    const mail = await server.lastDelivered(DEMO.ll);
    expect(mail?.subject).toBe(`Policy cancellation notice: ${[a, b].sort().join(', ')}`);
    expect(mail?.body).toContain('Premiums and invoices already due remain due.');
    expect(await flaggedCount('ll')).toBe(before - 2);
    expect((await flagged('vp')).map((r) => r.rider_id)).not.toContain(a);

    // Found in the Policy Cancel Log by the people who see those buildings.
    const log = await call<Rows<CancelLogRow>>('ll', 'GET', '/property/cancel-logs', { query: { q: a! } });
    expect(log.status, log.text).toBe(200);
    expect(log.json.data.rows).toHaveLength(1);
    expect(log.json.data.rows[0]).toMatchObject({
      rider_id: a,
      requested_by_email: DEMO.vp,
      reason: 'The building was sold',
      effective_at: cancelled[0]!.effective_at,
    });
  });

  it('refuses an already cancelled policy, and changes nothing of the rest of the list', async () => {
    const [fresh] = (await flagged('ll')).map((r) => r.rider_id!);
    const [done] = await server.db
      .select({ riderId: applications.riderId })
      .from(cancellationLog)
      .innerJoin(applications, eq(applications.id, cancellationLog.applicationId))
      .limit(1);
    const mailBefore = (await server.db.select().from(emails)).length;
    const res = await call('ll', 'POST', '/property/cancel-policy', {
      body: { riderIds: [fresh, done!.riderId] },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(`Policy ${done!.riderId} is already cancelled.`);
    expect((await policyRow(fresh!)).cancelledAt).toBeNull();
    expect(
      await server.db.select().from(cancellationLog).where(eq(cancellationLog.riderId, fresh!)),
    ).toHaveLength(0);
    expect((await server.db.select().from(emails)).length).toBe(mailBefore);
    // The refusal leaves its trace in the Active Log.
    const refused = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'policy.cancel.refused'));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('answers 404 for a policy out of scope, and leaves the good ones of the list alone', async () => {
    const [mine] = (await flagged('ll')).map((r) => r.rider_id!);
    const theirs = await otherLandlordsRider();
    const res = await call('ll', 'POST', '/property/cancel-policy', { body: { riderIds: [mine, theirs] } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(`Policy ${theirs} not found.`);
    expect((await policyRow(mine!)).cancelledAt).toBeNull();
    expect((await policyRow(theirs)).cancelledAt).toBeNull();
    // A pm sees only the buildings it holds: the landlord's other policies are not there for it.
    const pmSees = new Set((await flagged('pm')).map((r) => r.rider_id));
    const notPm = (await flagged('ll')).find((r) => !pmSees.has(r.rider_id));
    if (notPm) {
      const asPm = await call('pm', 'POST', '/property/cancel-policy', {
        body: { riderIds: [notPm.rider_id] },
      });
      expect(asPm.status).toBe(404);
    }
  });

  it('refuses a policy that is not in force, an empty list, a list too long and a repeated id', async () => {
    const [application] = await server.db
      .select({ riderId: applications.riderId, id: applications.id })
      .from(applications)
      .where(and(isNull(applications.riderId), ne(applications.stage, 'Stage05')))
      .limit(1);
    await server.db
      .update(applications)
      .set({ riderId: 'R-OPEN-1' })
      .where(eq(applications.id, application!.id));
    const open = await call('admin', 'POST', '/property/cancel-policy', { body: { riderIds: ['R-OPEN-1'] } });
    expect(open.status).toBe(409);
    expect(open.json.message).toBe('Policy R-OPEN-1 is not in force.');

    const empty = await call('ll', 'POST', '/property/cancel-policy', { body: { riderIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Choose at least one policy');
    const many = Array.from({ length: 101 }, (_, i) => `R-${i}`);
    const long = await call('ll', 'POST', '/property/cancel-policy', { body: { riderIds: many } });
    expect(long.status).toBe(400);
    expect(long.text).toContain('Choose at most 100 policies at once');
    const twice = await call('ll', 'POST', '/property/cancel-policy', { body: { riderIds: ['R-1', 'R-1'] } });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('A rider id is named twice');
  });
});

describe('dismissing flags', () => {
  it('resolves the flag with its reason and keeps the policy in force', async () => {
    const [riderId] = (await flagged('rm')).map((r) => r.rider_id!);
    const before = await flaggedCount('rm');
    const res = await call('rm', 'POST', '/property/dismiss-flag', {
      body: { riderIds: [riderId], reason: 'The tenant renewed the lease' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('1 flag dismissed.');
    const row = await policyRow(riderId!);
    expect(row.flagResolvedAt).not.toBeNull();
    expect(row.cancelledAt).toBeNull();
    expect(await flaggedCount('rm')).toBe(before - 1);
    const [act] = await server.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'policy.flag-dismissed'), eq(activityLog.subjectId, row.id)));
    expect(act?.detail).toMatchObject({ reason: 'The tenant renewed the lease' });

    // Dismissed once: a second dismissal has no open flag to act on.
    const again = await call('rm', 'POST', '/property/dismiss-flag', {
      body: { riderIds: [riderId], reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Policy ${riderId} has no open flag to dismiss.`);
  });

  it('needs a reason', async () => {
    const [riderId] = (await flagged('ll')).map((r) => r.rider_id!);
    const res = await call('ll', 'POST', '/property/dismiss-flag', {
      body: { riderIds: [riderId], reason: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Say why the flag is dismissed');
  });
});

describe('the Policy Cancel Log', () => {
  it('pages by cursor newest first, filters by date, and exports the same rows as CSV', async () => {
    const first = await call<Rows<CancelLogRow> & { data: { nextCursor: string | null } }>(
      'admin',
      'GET',
      '/property/cancel-logs',
      { query: { pageSize: '2' } },
    );
    expect(first.status, first.text).toBe(200);
    const all = await call<Rows<CancelLogRow>>('admin', 'GET', '/property/cancel-logs', {
      query: { pageSize: '200' },
    });
    const times = all.json.data.rows.map((r) => r.requested_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.json.data.total).toBe(all.json.data.rows.length);
    const next = await call<Rows<CancelLogRow>>('admin', 'GET', '/property/cancel-logs', {
      query: { pageSize: '2', cursor: first.json.data.nextCursor! },
    });
    expect(next.json.data.rows.map((r) => r.id)).toEqual(all.json.data.rows.slice(2, 4).map((r) => r.id));

    const future = await call<Rows<CancelLogRow>>('admin', 'GET', '/property/cancel-logs', {
      query: { from: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(future.json.data.rows).toHaveLength(0);

    const csv = await call('ll', 'GET', '/property/cancel-logs/export');
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Rider Id,Tenant,Building,Unit,Landlord,Requested By,Requested At,Effective At,Reason',
    );
    const llRows = await call<Rows<CancelLogRow>>('ll', 'GET', '/property/cancel-logs', {
      query: { pageSize: '200' },
    });
    expect(lines).toHaveLength(llRows.json.data.rows.length + 1);
  });
});

describe('two people cancelling the same policy at once', () => {
  it('cancel it once: the row lock queues the second, which finds it cancelled (409)', async () => {
    const [riderId] = (await flagged('ll')).map((r) => r.rider_id!);
    const vpToo = await server.signIn(DEMO.vp);
    // On PostgreSQL the calls run side by side; PGlite is one connection, so there they queue anyway.
    const results = await Promise.all(
      [tokens.ll, vpToo, tokens.vp].map((token) =>
        server.call('POST', '/api/property/cancel-policy', { token, body: { riderIds: [riderId] } }),
      ),
    );
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([
      200, 409, 409,
    ]);
    const lines = await server.db.select().from(cancellationLog).where(eq(cancellationLog.riderId, riderId!));
    expect(lines).toHaveLength(1);
    const [row] = await server.db.select().from(applications).where(eq(applications.riderId, riderId!));
    const notices = await server.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, row!.id), eq(documents.kind, 'cancellation-notice')));
    expect(notices).toHaveLength(1);
  });
});
