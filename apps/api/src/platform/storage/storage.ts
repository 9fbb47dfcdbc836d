import { Readable, Transform } from 'node:stream';

/** Where files live: a directory under the data dir, or an S3-compatible bucket. */
export interface Storage {
  /**
   * Streams `body` in under `key`. The file appears whole or not at all (a local temp name renamed at the
   * end, an S3 upload completed only once every byte is in); a body past `maxBytes` is refused while it
   * streams, with a StorageLimitError, and leaves nothing behind.
   */
  put(key: string, body: Readable | Uint8Array, options?: PutOptions): Promise<{ bytes: number }>;
  /** The file's bytes as a stream; a missing file throws StorageNotFoundError. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what writes cut off by a killed process left, untouched since `before`: a local temp file,
   * an S3 multipart upload never completed (aborted, so its parts stop costing). Whole files stay.
   * Answers how many it removed.
   */
  sweep(before: Date): Promise<number>;
  /** Every whole file's key, one at a time (a backup streams them out without holding the list). */
  list(): AsyncIterable<string>;
}

export interface PutOptions {
  contentType?: string;
  maxBytes?: number;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

// Keys are ours (a module builds them from ids), never a client's path: letters, digits and - _ . / only,
// and no empty, dot or dot-dot segment, so a local key cannot climb out of its directory.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function assertKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The body as a stream that counts its bytes and fails past the limit. */
export function counted(
  body: Readable | Uint8Array,
  maxBytes = Infinity,
): { stream: Readable; bytes: () => number } {
  let bytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new StorageLimitError(maxBytes));
      else done(null, chunk);
    },
  });
  const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
  source.on('error', (error) => limiter.destroy(error));
  // A source that failed before it got here (while the driver made its directory) emits no more errors.
  if (source.errored) limiter.destroy(source.errored);
  return { stream: source.pipe(limiter), bytes: () => bytes };
}
