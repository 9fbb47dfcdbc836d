import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { applications, claimEvents, claims } from '../../db/schema/index.js';

// The SQL of filing a claim, each run in the change's transaction; claims.service.ts decides.

/** The next claim number (`CLM-0000001`), from its sequence: unique, never reused. */
export async function nextClaimName(tx: Tx): Promise<string> {
  const [seq] = await tx
    .select({ n: sql<number>`nextval('claim_number_seq')::int` })
    .from(sql`(select 1) as one`);
  return `CLM-${String(Number(seq!.n)).padStart(7, '0')}`;
}

/**
 * The claim's row; null when the policy has one already. The row lock makes a second submit wait; the
 * unique index on the policy is the last word all the same.
 */
export async function insertClaim(tx: Tx, values: typeof claims.$inferInsert): Promise<string | null> {
  const [claim] = await tx
    .insert(claims)
    .values(values)
    .onConflictDoNothing({ target: claims.applicationId })
    .returning({ id: claims.id });
  return claim?.id ?? null;
}

/** Filing a claim is one of the three ways a flag is resolved: the policy's open flag, if any. */
export async function resolveFlagByClaim(tx: Tx, applicationId: string, at: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ flagResolvedAt: at, flagReason: sql`coalesce(${applications.flagReason}, 'claim filed')` })
    .where(
      and(
        eq(applications.id, applicationId),
        isNotNull(applications.flaggedAt),
        isNull(applications.flagResolvedAt),
      ),
    );
}

/** A step of a claim's history. */
export async function insertClaimEvent(tx: Tx, values: typeof claimEvents.$inferInsert): Promise<void> {
  await tx.insert(claimEvents).values(values);
}
