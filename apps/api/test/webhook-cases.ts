import { eq } from 'drizzle-orm';
import type { Role } from '@lease/contract';
import { users, webhookDeliveries, webhookSubscriptions } from '../src/db/schema/index.js';
import { server } from './case-helpers.js';
import { DEMO } from './server.js';

/** Where the cases' subscriptions point: a closed port on 127.0.0.1 (tests allow private addresses). */
export const WEBHOOK_CASE_URL = 'http://127.0.0.1:9/hook';

async function firstLandlordId(): Promise<string> {
  const [ll] = await server.db.select({ id: users.landlordId }).from(users).where(eq(users.email, DEMO.ll));
  return ll!.id!;
}

/**
 * A fresh subscription of the first landlord for a case, made directly in the database (a role that may
 * not manage webhooks still needs a record to be refused on). The landlord's earlier ones go first, so
 * the cases never reach the cap.
 */
export async function webhookFor(_role: Role): Promise<string> {
  const landlordId = await firstLandlordId();
  await server.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.landlordId, landlordId));
  const now = new Date();
  const [row] = await server.db
    .insert(webhookSubscriptions)
    .values({
      landlordId,
      url: WEBHOOK_CASE_URL,
      events: ['claim.created'],
      secretSealed: 'not-a-secret',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: webhookSubscriptions.id });
  return row!.id;
}

/** The body of a valid create for the role: an admin names the landlord. */
webhookFor.body = async (role: Role) => {
  const landlordId = await firstLandlordId();
  await server.db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.landlordId, landlordId));
  return {
    url: WEBHOOK_CASE_URL,
    events: ['claim.created'],
    ...(role === 'admin' ? { landlordId } : {}),
  };
};

/** A logged message of a fresh subscription of the first landlord. */
export async function webhookDeliveryFor(role: Role): Promise<string> {
  const subscriptionId = await webhookFor(role);
  const now = new Date();
  const [row] = await server.db
    .insert(webhookDeliveries)
    .values({
      subscriptionId,
      messageId: `msg_case${Date.now()}`,
      eventType: 'claim.created',
      subject: 'claim:case',
      payload: { type: 'claim.created' },
      status: 'delivered',
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}
