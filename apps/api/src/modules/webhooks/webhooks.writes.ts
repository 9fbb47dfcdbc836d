import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { webhookSubscriptions } from '../../db/schema/index.js';

// The SQL of a subscription's changes, each run in the change's transaction; webhooks.service.ts decides.

type Subscription = typeof webhookSubscriptions.$inferSelect;

export async function insertSubscription(
  tx: Tx,
  values: typeof webhookSubscriptions.$inferInsert,
): Promise<Subscription> {
  const [row] = await tx.insert(webhookSubscriptions).values(values).returning();
  return row!;
}

export async function setSubscription(
  tx: Tx,
  id: string,
  set: Partial<typeof webhookSubscriptions.$inferInsert>,
): Promise<Subscription> {
  const [row] = await tx
    .update(webhookSubscriptions)
    .set(set)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row!;
}

export async function removeSubscription(tx: Tx, id: string): Promise<void> {
  await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
}
