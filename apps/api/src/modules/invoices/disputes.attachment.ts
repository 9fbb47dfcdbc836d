import type { Readable } from 'node:stream';
import { CLAIM_FILE_MIME } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { openStoredFile } from '../../platform/storage/stored-file.js';
import { storedFileType } from '../../platform/uploads/file-type.js';
import { findDispute } from './disputes.repository.js';

/**
 * The file sent with a dispute, read by whoever reads the dispute: billing staff deciding it, the
 * landlord's people who sent it. A dispute out of scope, or without a file, answers 404.
 */
export async function disputeAttachment(
  ctx: AppContext,
  actor: Actor,
  disputeId: string,
): Promise<{ fileName: string; contentType: string; body: Readable }> {
  const dispute = await findDispute(ctx.database.db, accessFor(ctx, actor), disputeId);
  if (!dispute?.attachmentKey || !dispute.attachmentName) throw notFound('Attachment');
  const type = storedFileType(dispute.attachmentName);
  const body = await openStoredFile(ctx, dispute.attachmentKey, 'Attachment');
  return {
    fileName: dispute.attachmentName,
    contentType: type ? CLAIM_FILE_MIME[type] : 'application/octet-stream',
    body,
  };
}
