import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { feedbackReports, users } from '../../db/schema/index.js';

/** A report as received; its id. */
export async function insertReport(tx: Tx, values: typeof feedbackReports.$inferInsert): Promise<string> {
  const [report] = await tx.insert(feedbackReports).values(values).returning({ id: feedbackReports.id });
  return report!.id;
}

/** Who sent a report, as the admins are told: name, address and role; null when the account is gone. */
export async function senderOf(q: Queryable, userId: string) {
  const [sender] = await q
    .select({ name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return sender ?? null;
}

/** The admins who hear of a report: those who can sign in. */
export async function activeAdmins(q: Queryable) {
  return q
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.deletedAt)));
}
