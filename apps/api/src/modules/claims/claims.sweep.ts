import { inArray, lt } from 'drizzle-orm';
import { claimFiles, claimUploads, invoiceDisputes } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { change } from '../../platform/unit-of-work.js';
import { removeStaged } from '../../platform/uploads/staging.js';

/** What one sweep removed: stored files no record owns, upload rows, and temp files or S3 uploads. */
export interface Swept {
  files: number;
  rows: number;
  partial: number;
}

/** The keys among `keys` whose file a claim or a dispute holds: committed, whatever their upload row says. */
async function ownedKeys(ctx: AppContext, keys: string[]): Promise<Set<string>> {
  const { db } = ctx.database;
  const [claimed, disputed] = await Promise.all([
    db.select({ key: claimFiles.storageKey }).from(claimFiles).where(inArray(claimFiles.storageKey, keys)),
    db
      .select({ key: invoiceDisputes.attachmentKey })
      .from(invoiceDisputes)
      .where(inArray(invoiceDisputes.attachmentKey, keys)),
  ]);
  return new Set([...claimed, ...disputed].flatMap((r) => (r.key ? [r.key] : [])));
}

/**
 * Removes what uploads lost with their process left, once past the grace period (UPLOAD_SWEEP_AFTER_MS,
 * far longer than any upload): a `claim_uploads` row's file when no claim or dispute owns it, the row
 * itself either way, and the storage's own leftovers (local temp files, S3 multipart uploads never
 * completed). A young upload may still be under way and is left alone.
 */
export async function sweepLostUploads(ctx: AppContext): Promise<Swept> {
  const before = new Date(ctx.clock.now().getTime() - ctx.config.uploadSweepAfterMs);
  const { db } = ctx.database;
  const lost = (
    await db
      .select({ key: claimUploads.storageKey })
      .from(claimUploads)
      .where(lt(claimUploads.startedAt, before))
  ).map((r) => r.key);
  const owned = lost.length > 0 ? await ownedKeys(ctx, lost) : new Set<string>();
  const unowned = lost.filter((key) => !owned.has(key));
  await removeStaged(ctx, unowned);
  // The rows of uploads a record owns go as a change of the system (decision 0034), like every write.
  if (owned.size > 0) {
    await change(
      ctx,
      { actorId: null },
      { action: 'claim.uploads-swept', subjectType: 'claim_upload', detail: { rows: owned.size } },
      ({ tx }) => tx.delete(claimUploads).where(inArray(claimUploads.storageKey, [...owned])),
    );
  }
  const partial = await ctx.storage.sweep(before);
  return { files: unowned.length, rows: lost.length, partial };
}
