import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, applications } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { evaluateFlags, FLAG_JOB } from './flag-rules.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Facts = Partial<typeof applications.$inferInsert>;

/** A policy in force with a current lease, paid premium and no flag, changed by `facts`. */
async function policy(facts: Facts): Promise<string> {
  const [model] = await server.db.select().from(applications).limit(1);
  const { id: _id, riderId: _rider, ...rest } = model!;
  const [row] = await server.db
    .insert(applications)
    .values({
      ...rest,
      stage: 'Stage05',
      riderId: `R-F${Math.random().toString(36).slice(2, 12)}`,
      leaseStartDate: day(-100),
      leaseEndDate: day(200),
      cancelledAt: null,
      movedOutAt: null,
      premiumDueDate: day(-5),
      premiumPaidAt: new Date(),
      flaggedAt: null,
      flagReason: null,
      flagResolvedAt: null,
      ...facts,
    })
    .returning({ id: applications.id });
  return row!.id;
}

const flagOf = async (id: string) => {
  const [row] = await server.db
    .select({ at: applications.flaggedAt, reason: applications.flagReason })
    .from(applications)
    .where(eq(applications.id, id));
  return row!;
};

describe('the flag rules', () => {
  it('flags a lease that ended, a tenant who moved out, and a premium unpaid 30 days past due; nothing else', async () => {
    const ended = await policy({ leaseEndDate: day(-1) });
    const movedOut = await policy({ movedOutAt: day(-3) });
    const unpaid = await policy({ premiumDueDate: day(-31), premiumPaidAt: null });
    const lateButInGrace = await policy({ premiumDueDate: day(-29), premiumPaidAt: null });
    const healthy = await policy({});
    const cancelled = await policy({ leaseEndDate: day(-1), cancelledAt: new Date() });
    const notIssued = await policy({ stage: 'Stage04', leaseEndDate: day(-1) });
    const dismissed = await policy({
      leaseEndDate: day(-1),
      flaggedAt: new Date(Date.now() - 86_400_000),
      flagReason: 'lease-ended',
      flagResolvedAt: new Date(),
    });

    const n = await evaluateFlags(server.ctx);
    expect(n).toBeGreaterThanOrEqual(3);

    expect(await flagOf(ended)).toMatchObject({ reason: 'lease-ended', at: expect.any(Date) });
    expect(await flagOf(movedOut)).toMatchObject({ reason: 'moved-out', at: expect.any(Date) });
    expect(await flagOf(unpaid)).toMatchObject({ reason: 'premium-unpaid', at: expect.any(Date) });
    for (const id of [lateButInGrace, healthy, cancelled, notIssued])
      expect((await flagOf(id)).at).toBeNull();
    // A flag a person resolved is not raised again by the next run.
    const before = await flagOf(dismissed);
    await evaluateFlags(server.ctx);
    expect(await flagOf(dismissed)).toEqual(before);

    // Each run is a change with its activity row, counting what it flagged.
    const runs = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'policy.flag-evaluate'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.map((r) => (r.detail as { flagged: number }).flagged)).toContain(n);
    expect(runs.map((r) => (r.detail as { flagged: number }).flagged)).toContain(0);
  });

  it('flags a policy issued for a lease already over at the moment it is issued', async () => {
    const id = await policy({ stage: 'Stage04', riderId: null, leaseEndDate: day(-2) });
    const token = await server.signIn('admin@demo.test');
    const res = await server.call('POST', '/api/property/move-stage', {
      token,
      body: { id, stage: 'Stage05' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await flagOf(id)).toMatchObject({ reason: 'lease-ended', at: expect.any(Date) });
  });

  it('is scheduled daily on the job queue', async () => {
    const rows = (await server.db.execute(
      sql`select name, cron from pgboss.schedule where name = ${FLAG_JOB}`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(rows.rows).toEqual([{ name: FLAG_JOB, cron: '15 5 * * *' }]);
  });
});
