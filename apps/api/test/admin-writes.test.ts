import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Role } from '@lease/contract';
import { claims, invoiceDisputes, invoices, users } from '../src/db/schema/index.js';
import { moveClaim, recordPayment } from '../src/modules/claims/claims.lifecycle.js';
import { resolveDispute } from '../src/modules/invoices/disputes.service.js';
import { issueMonth } from '../src/modules/invoices/invoices.issue.js';
import { markPaid } from '../src/modules/invoices/invoices.service.js';
import { accessFor } from '../src/platform/auth/access.js';
import type { Actor } from '../src/platform/auth/actor.js';
import { HttpError } from '../src/platform/errors.js';
import { claimInStatus } from './claim-cases.js';
import { freshInvoice, openDisputeOn } from './invoice-cases.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

/**
 * The admin-only writes (billing and claims staff) check their policy in the service, not only through
 * the route's roles: called directly as any other role, each is refused with 403 and changes nothing.
 * A route that lost its `roles` (a contract mistake) therefore still cannot open them.
 */
let server: TestServer;
let invoiceId: string;
let disputeId: string;
let claimId: string;

beforeAll(async () => {
  server = await startTestServer();
  const llToken = await server.signIn(DEMO.ll);
  const invoice = await freshInvoice(server.db);
  invoiceId = invoice.id;
  disputeId = await openDisputeOn(server, llToken, invoice);
  claimId = await claimInStatus(server, llToken, 'approved');
});
afterAll(() => server?.close());

async function actorOf(role: Role): Promise<Actor> {
  const [u] = await server.db.select().from(users).where(eq(users.email, DEMO[role]));
  return {
    userId: u!.id,
    role: u!.role,
    landlordId: u!.landlordId,
    sessionId: 'test',
    mfaPending: false,
    user: u!,
  };
}

const WRITES: Record<string, (actor: Actor) => Promise<unknown>> = {
  'mark an invoice paid': (actor) =>
    markPaid(server.ctx, { actorId: actor.userId }, actor, { id: invoiceId, paidOn: '2026-11-20' }),
  'issue a month': (actor) =>
    issueMonth(server.ctx, { actorId: actor.userId }, accessFor(server.ctx, actor), '2019-02'),
  'resolve a dispute': (actor) =>
    resolveDispute(server.ctx, { actorId: actor.userId }, actor, {
      disputeId,
      outcome: 'void',
      credits: [],
      note: 'Not theirs to decide.',
    }),
  'move a claim': (actor) =>
    moveClaim(server.ctx, { actorId: actor.userId }, actor, { id: claimId, status: 'denied', note: 'No.' }),
  'record a claim payment': (actor) =>
    recordPayment(server.ctx, { actorId: actor.userId }, actor, {
      id: claimId,
      method: 'eCheck',
      paidOn: '2026-11-01',
      amount: '100.00',
      reference: 'ECHK-2',
    }),
};

describe('admin-only writes check their policy in the service', () => {
  const cases = Object.keys(WRITES).flatMap((write) =>
    (['ll', 'vp', 'rm', 'pm'] as const).map((role) => [write, role] as const),
  );
  it.each(cases)('%s as %s is refused with 403', async (write, role) => {
    const refusal = await WRITES[write]!(await actorOf(role)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(403);
  });

  it('left the invoice, the dispute and the claim as they were', async () => {
    const [invoice] = await server.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    const [dispute] = await server.db.select().from(invoiceDisputes).where(eq(invoiceDisputes.id, disputeId));
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
    expect([invoice!.paidOn, dispute!.status, claim!.status, claim!.totalIndemnityPayments]).toEqual([
      null,
      'open',
      'approved',
      '0.00',
    ]);
  });
});
