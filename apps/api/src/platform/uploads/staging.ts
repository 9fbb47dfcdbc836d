import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ANSWERS, CLAIM_LIMITS, CLAIM_TEXTS, type ClaimFileKind, type ClaimFileType } from '@lease/contract';
import { claimUploads } from '../../db/schema/index.js';
import type { AppContext } from '../context.js';
import { HttpError, badRequest } from '../errors.js';
import type { UploadOptions } from '../http/multipart.js';
import type { Work } from '../unit-of-work.js';
import { writer } from '../writer.js';
import { storedFileName } from './file-type.js';
import { TypeGate } from './type-gate.js';

// Upload staging, shared by every form that streams files (claims, disputes, feedback, the rent roll): a
// file is stored as its part arrives, before the change that makes it a record's own; its ledger row in
// `claim_uploads` lets the sweep remove what a crash or a refused request left.

/** A file streamed into storage for a record that is not committed yet. */
export interface StagedFile {
  field: string;
  fileName: string;
  fileType: ClaimFileType;
  storageKey: string;
  bytes: number;
  /** What the filer said it is; without it, what its part says (lease, ledger, other). */
  kind?: ClaimFileKind;
}

interface Staging {
  files: StagedFile[];
  /** Every key a part was started under, finished or not: what a failed request removes. */
  keys: string[];
  /** The record committed: its files are its own now. */
  kept: boolean;
  /** The request is over: a part that finishes after this is removed at once. */
  closed: boolean;
}

const staging = new WeakMap<FastifyRequest, Staging>();

const stagingOf = (request: FastifyRequest): Staging => {
  let s = staging.get(request);
  if (!s) {
    s = { files: [], keys: [], kept: false, closed: false };
    staging.set(request, s);
  }
  return s;
};

/** What a form that streams its files accepts: each file part's name with how many it may carry. */
export interface StreamedForm<F extends string> {
  parts: Record<F, number>;
  /** Where its files are stored, under a fresh key each. */
  prefix: string;
  /** The JSON and text fields before the files, and the longest one. */
  fields: number;
  fieldSize: number;
}

/**
 * Streams a form's file parts to storage as they arrive (file 2 §5 limits, type by content). The fields
 * come first, so a malformed form is refused before any file is stored. A `claim_uploads` row is written
 * before the first byte, so a process killed mid-upload leaves a row the sweep finds.
 */
export function streamedUploadOptions<F extends string>(
  ctx: AppContext,
  form: StreamedForm<F>,
): UploadOptions {
  const names = Object.keys(form.parts) as F[];
  const total = names.reduce((sum, name) => sum + form.parts[name], 0);
  return {
    limits: {
      // One more file than the form holds, so the part past its limit gets the message of §5, not the parser's.
      files: total + 1,
      fileSize: CLAIM_LIMITS.fileMaxBytes,
      fields: form.fields,
      fieldSize: form.fieldSize,
    },
    async onFile(request: FastifyRequest, part: MultipartFile) {
      const s = stagingOf(request);
      const field = part.fieldname as F;
      if (!names.includes(field)) {
        part.file.resume();
        throw badRequest(ANSWERS.unknownFilePart(part.fieldname, names.join(', ')));
      }
      const max = form.parts[field];
      if (s.files.filter((f) => f.field === field).length + 1 > max) {
        part.file.resume();
        throw new HttpError(400, CLAIM_TEXTS.tooMany(max));
      }
      const storageKey = `${form.prefix}${randomUUID()}`;
      await stageUpload(ctx, storageKey);
      s.keys.push(storageKey);
      const gate = new TypeGate(part.filename);
      let refused: unknown = null;
      gate.on('error', (error) => (refused ??= error));
      let bytes: number;
      try {
        // pipeline, not pipe: it passes the source's failure on, also one that came before it was called.
        // The parser fails the file part when the body ends without its closing boundary; with the
        // whole body in already, that happens during the insert above, and a pipe from the failed
        // part would wait forever (issue #22, finding 2).
        const body = pipeline(part.file, gate, () => undefined);
        ({ bytes } = await ctx.storage.put(storageKey, body, {
          maxBytes: CLAIM_LIMITS.fileMaxBytes,
        }));
      } catch (error) {
        // The rest of the part is drained so the form can be answered; this file is gone already.
        part.file.resume();
        await removeStaged(ctx, [storageKey]);
        throw refused ?? error;
      }
      if (part.file.truncated) throw new HttpError(413, CLAIM_TEXTS.tooBig);
      if (s.closed) return removeStaged(ctx, [storageKey]);
      // Named by what it is: the client's base name with the extension of its content's type.
      const fileName = storedFileName(part.filename, gate.type!);
      s.files.push({ field, fileName, fileType: gate.type!, storageKey, bytes });
    },
    onEnd: (request) => removeUnkept(ctx, request),
  };
}

/** Streamed files made a record's own in the change that commits them: the sweep leaves them be. */
export async function settleStaged(work: Work, files: Pick<StagedFile, 'storageKey'>[]): Promise<void> {
  if (files.length === 0) return;
  await work.tx.delete(claimUploads).where(
    inArray(
      claimUploads.storageKey,
      files.map((f) => f.storageKey),
    ),
  );
}

/** The files a request streamed in, in the order they came. */
export const stagedFiles = (request: FastifyRequest): StagedFile[] => staging.get(request)?.files ?? [];

/** The record committed with these files: they are its own, and the request's end leaves them. */
export const keepStaged = (request: FastifyRequest): void => {
  const s = staging.get(request);
  if (s) s.kept = true;
};

/**
 * The ledger row of a file about to be stored. It commits before, and apart from, the record's change,
 * with the platform's writer: a crash leaves it for the sweep.
 */
export async function stageUpload(ctx: AppContext, storageKey: string): Promise<void> {
  await writer(ctx.database).insert(claimUploads).values({ storageKey });
}

/** Removes streamed files and their `claim_uploads` rows. */
export async function removeStaged(ctx: AppContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
  // The upload ledger lives outside any change (see stageUpload).
  await writer(ctx.database).delete(claimUploads).where(inArray(claimUploads.storageKey, keys));
}

/**
 * When a request ends without its record (refused, failed, or cut off by the client), the files it
 * streamed in are removed.
 */
async function removeUnkept(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const s = staging.get(request);
  if (!s || s.closed) return;
  s.closed = true;
  if (s.kept) return;
  try {
    await removeStaged(ctx, s.keys);
  } catch (error) {
    request.log.error({ err: error }, 'could not remove the files of a claim that was not filed');
  }
}
