import { desc, eq, like } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';

// The SQL of an application's stage change, run in the change's transaction; records.service.ts decides.

/** The next rider number, R- and seven digits; the unique index refuses a number taken at the same moment. */
export async function nextRiderId(tx: Tx): Promise<string> {
  const [last] = await tx
    .select({ riderId: applications.riderId })
    .from(applications)
    .where(like(applications.riderId, 'R-%'))
    .orderBy(desc(applications.riderId))
    .limit(1);
  const n = last?.riderId ? Number(last.riderId.slice(2)) + 1 : 1;
  return `R-${String(n).padStart(7, '0')}`;
}

/** An application's stage, with what moving to it sets (its rider id and issue day, its end). */
export async function setStage(
  tx: Tx,
  id: string,
  set: Pick<
    Partial<typeof applications.$inferInsert>,
    'stage' | 'riderId' | 'issueDate' | 'activeLease' | 'cancelledAt'
  >,
): Promise<void> {
  await tx.update(applications).set(set).where(eq(applications.id, id));
}
