import { randomUUID } from 'node:crypto';
import { PassThrough, pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RENT_ROLL_MAX_BYTES, RENT_ROLL_TEXTS } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, HttpError } from '../../platform/errors.js';
import type { UploadOptions } from '../../platform/http/multipart.js';
import { StorageLimitError } from '../../platform/storage/storage.js';
import { removeStaged, stageUpload } from '../../platform/uploads/staging.js';

/** The rent roll a request streamed into storage. */
export interface StoredRentRoll {
  storageKey: string;
  fileName: string;
}

interface Upload {
  file: StoredRentRoll | null;
  kept: boolean;
  closed: boolean;
}

const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * The form's file streams into storage as it arrives, never whole in memory, under the same upload ledger
 * as a claim's files (`claim_uploads`), so one a killed process left behind is swept. The request's end
 * removes it unless an import kept it (the import's change settles its ledger row).
 */
export const rentRollUploadOptions = (ctx: AppContext): UploadOptions => ({
  limits: { files: 1, fileSize: RENT_ROLL_MAX_BYTES, fields: 2, fieldSize: 10_000 },
  async onFile(request: FastifyRequest, part: MultipartFile) {
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest(RENT_ROLL_TEXTS.unknownPart(part.fieldname));
    }
    const upload: Upload = { file: null, kept: false, closed: false };
    uploads.set(request, upload);
    const storageKey = `rent-roll/${randomUUID()}`;
    await stageUpload(ctx, storageKey);
    try {
      await ctx.storage.put(
        storageKey,
        pipeline(part.file, new PassThrough(), () => undefined),
        {
          maxBytes: RENT_ROLL_MAX_BYTES,
          contentType: 'text/csv',
        },
      );
    } catch (error) {
      part.file.resume();
      await removeStaged(ctx, [storageKey]);
      if (error instanceof StorageLimitError)
        throw new HttpError(413, RENT_ROLL_TEXTS.tooBig(RENT_ROLL_MAX_BYTES / 1024 / 1024));
      throw error;
    }
    if (part.file.truncated) {
      await removeStaged(ctx, [storageKey]);
      throw new HttpError(413, RENT_ROLL_TEXTS.tooBig(RENT_ROLL_MAX_BYTES / 1024 / 1024));
    }
    if (upload.closed) return removeStaged(ctx, [storageKey]);
    upload.file = { storageKey, fileName: (part.filename || 'rent-roll.csv').slice(0, 200) };
  },
  async onEnd(request: FastifyRequest) {
    const upload = uploads.get(request);
    if (!upload || upload.closed) return;
    upload.closed = true;
    if (upload.kept || !upload.file) return;
    try {
      await removeStaged(ctx, [upload.file.storageKey]);
    } catch (error) {
      request.log.error({ err: error }, 'could not remove a rent roll that was not imported');
    }
  },
});

/** The file the request streamed in; a form without one is a 400. */
export function storedRentRoll(request: FastifyRequest): StoredRentRoll {
  const file = uploads.get(request)?.file;
  if (!file) throw badRequest(RENT_ROLL_TEXTS.noFile);
  return file;
}

/** The import committed with this file: the request's end leaves it for the job. */
export function keepRentRoll(request: FastifyRequest): void {
  const upload = uploads.get(request);
  if (upload) upload.kept = true;
}
