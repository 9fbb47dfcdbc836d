import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  applications,
  buildingGrants,
  claimFiles,
  claims,
  documents,
  invoiceDisputes,
} from '../src/db/schema/index.js';
import type { Fixtures } from './fixtures.js';
import { invoiceBilling } from './invoice-cases.js';

/** The first landlord's second rm: its buildings are held by neither rm@ nor pm@ (nor by pm-b@). */
export const SIBLING = { rm: 'rm-b@demo.test', pm: 'pm-c@demo.test' } as const;

/**
 * The first landlord's records on the sibling's side: the same shape as the fixtures, with every
 * building-scoped record of "another landlord" replaced by one in a building only the sibling (rm-b@, and
 * its pm-c@) holds, and the people by the sibling rm and pm. Records that are not the buildings' (the
 * landlord's own, a personal message, an event) stay the second landlord's: a sibling shares the landlord.
 * Made: an invoice that bills only the sibling's buildings, with a dispute of its lines.
 */
export async function siblingFixtures(db: Db, base: Fixtures): Promise<Fixtures> {
  const held = await db
    .select({ id: buildingGrants.buildingId })
    .from(buildingGrants)
    .where(eq(buildingGrants.userId, base.userIds[SIBLING.rm]!))
    .orderBy(asc(buildingGrants.buildingId));
  const theirs = held.map((g) => g.id);
  const [claim] = await db
    .select({ id: claims.id, fileId: claimFiles.id, buildingId: claims.buildingId })
    .from(claims)
    .innerJoin(claimFiles, eq(claimFiles.claimId, claims.id))
    .where(inArray(claims.buildingId, theirs))
    .orderBy(asc(claims.id))
    .limit(1);
  const [doc] = await db
    .select({ id: documents.id, applicationId: documents.applicationId, buildingId: documents.buildingId })
    .from(documents)
    .where(inArray(documents.buildingId, theirs))
    .orderBy(asc(documents.id))
    .limit(1);
  if (!claim || !doc) throw new Error("the sibling's buildings lack a claim with a file or a document");
  const [policy] = await db
    .select({ id: applications.id, riderId: applications.riderId })
    .from(applications)
    .where(and(eq(applications.buildingId, doc.buildingId), isNotNull(applications.riderId)))
    .orderBy(asc(applications.riderId))
    .limit(1);
  const billed = theirs.slice(0, 2);
  const invoice = await invoiceBilling(db, billed);
  const [dispute] = await db
    .insert(invoiceDisputes)
    .values({
      invoiceId: invoice.id,
      reason: 'Other',
      lineIds: invoice.lineIds,
      buildingIds: billed,
      openedBy: base.userIds['landlord@demo.test']!,
      createdAt: new Date(),
    })
    .returning({ id: invoiceDisputes.id });
  return {
    ...base,
    otherBuildingId: doc.buildingId,
    otherPolicyId: policy!.id,
    otherRiderId: policy!.riderId!,
    otherAppId: doc.applicationId,
    otherDocId: doc.id,
    otherClaimId: claim.id,
    otherClaimFileId: claim.fileId,
    otherInvoiceId: invoice.id,
    otherDisputeId: dispute!.id,
    otherUserIds: {
      vp: base.otherUserIds.vp,
      rm: base.userIds[SIBLING.rm]!,
      pm: base.userIds[SIBLING.pm]!,
    },
  };
}
