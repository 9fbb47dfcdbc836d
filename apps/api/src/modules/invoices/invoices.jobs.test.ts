import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invoices } from '../../db/schema/index.js';
import { freshInvoice } from '../../../test/invoice-cases.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { markPastDue } from './invoices.issue.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the daily past-due pass', () => {
  it('marks open invoices past their due date as one change of the system, on the clock', async () => {
    const invoice = await freshInvoice(server.db);
    // Forty days on: the invoice (due in thirty) is past due by the clock's day, whatever the real one.
    const later = new Date(Date.now() + 40 * 86_400_000);
    const marked = await markPastDue({ ...server.ctx, clock: { now: () => later } });
    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([row!.status, row!.updatedAt.toISOString()]).toEqual(['past_due', later.toISOString()]);
    const activity = await server.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'invoice.past-due'));
    expect(activity.map((a) => [a.actorId, a.detail])).toEqual([[null, { marked }]]);
    expect(marked).toBeGreaterThan(0);
  });
});
