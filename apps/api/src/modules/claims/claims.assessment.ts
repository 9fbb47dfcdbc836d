import { eq, sql } from 'drizzle-orm';
import {
  assessClaim,
  type ClaimAssessment,
  type ClaimData,
  claimChecklist,
  type ClaimRecommendation,
} from '@lease/contract';
import type { Queryable, Tx } from '../../db/client.js';
import { applications, claimFiles, claims } from '../../db/schema/index.js';
import { isoDay } from '../../platform/clock.js';

/**
 * The facts the published rules read for one claim (issue #32): the claim as filed, its policy's
 * figures, its papers, and the day it was filed. Callers check the claim is in scope first.
 */
async function factsOf(q: Queryable, claimId: string) {
  const [row] = await q
    .select({
      data: claims.claimData,
      createdAt: claims.createdAt,
      coverageStart: applications.coverageStartDate,
      coverageEnd: applications.coverageEndDate,
      leaseStart: applications.leaseStartDate,
      leaseEnd: applications.leaseEndDate,
      rentCoverage: applications.ldrCoverage,
      damageCoverage: applications.damagesPremium,
      totalCoverage: applications.totalCoverageAmount,
      // P: every indemnity paid on the rider (one claim per rider today, so its own payments).
      paid: sql<string>`coalesce((select sum(c.total_indemnity_payments) from claims c where c.application_id = ${applications.id}), 0)::text`,
    })
    .from(claims)
    .innerJoin(applications, eq(applications.id, claims.applicationId))
    .where(eq(claims.id, claimId));
  if (!row) return null;
  const files = await q
    .select({ field: claimFiles.field, kind: claimFiles.kind })
    .from(claimFiles)
    .where(eq(claimFiles.claimId, claimId));
  return { ...row, files };
}

/** The claim's assessment as the rules see it now, or null when there is no such claim. */
export async function assessStoredClaim(q: Queryable, claimId: string): Promise<ClaimAssessment | null> {
  const facts = await factsOf(q, claimId);
  if (!facts) return null;
  const data = facts.data as ClaimData;
  return assessClaim({
    claim: data,
    policy: {
      coverageStart: facts.coverageStart ?? facts.leaseStart,
      coverageEnd: facts.coverageEnd ?? facts.leaseEnd,
      leaseEnd: facts.leaseEnd,
      rentCoverage: facts.rentCoverage,
      damageCoverage: facts.damageCoverage,
      totalCoverage: facts.totalCoverage,
      indemnityPaid: facts.paid,
    },
    papers: claimChecklist(data, facts.files),
    filedOn: isoDay(facts.createdAt),
  });
}

/**
 * Assesses the claim and keeps the recommendation and payout on its row, which the desk filters on: at
 * the filing and whenever its papers change, in that change's transaction.
 */
export async function keepAssessment(tx: Tx, claimId: string): Promise<ClaimAssessment> {
  const assessment = await assessStoredClaim(tx, claimId);
  if (!assessment) throw new Error(`claim ${claimId} vanished while it was assessed`);
  await tx
    .update(claims)
    .set({
      recommendation: assessment.recommendation satisfies ClaimRecommendation,
      assessedPayout: assessment.payout,
    })
    .where(eq(claims.id, claimId));
  return assessment;
}
