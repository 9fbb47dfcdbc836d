import { Transform, type TransformCallback } from 'node:stream';
import { ANSWERS, type ClaimFileType } from '@lease/contract';
import { HttpError } from '../errors.js';
import { claimFileTypeOfContent, clientFileName, TYPE_HEAD_BYTES } from './file-type.js';

export const notAccepted = (fileName: string) =>
  new HttpError(415, ANSWERS.fileNotAccepted(clientFileName(fileName)));

/**
 * Passes the bytes through once their head is judged: the type comes from the content (file 2 §5), so
 * a program renamed to .pdf fails before it is stored.
 */
export class TypeGate extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  type: ClaimFileType | null = null;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= TYPE_HEAD_BYTES) return this.judge(done);
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.judge(done);
  }

  private judge(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    claimFileTypeOfContent(head).then(
      (type) => {
        this.type = type;
        if (!type) return done(notAccepted(this.fileName));
        done(null, head);
      },
      (error: unknown) => done(error as Error),
    );
  }
}
