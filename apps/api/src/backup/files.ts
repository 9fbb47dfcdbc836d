import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup holds password hashes and tenants' personal data: its files are the owner's alone (0600), its
 * directories too (0700), whatever the umask.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

export interface Digest {
  bytes: number;
  sha256: string;
}

/** A pass-through that hashes and counts what flows through it. */
function hashing(): { stream: Transform; digest: () => Digest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Streams `source` into `path` under a temp name, renamed when whole: a backup cut off halfway leaves
 * temp files, never a file that looks complete. Answers the bytes written and their sha256.
 */
export async function writeAtomically(path: string, source: Readable): Promise<Digest> {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR });
  const temp = `${path}.${randomBytes(6).toString('hex')}.partial`;
  const { stream, digest } = hashing();
  try {
    await pipeline(source, stream, createWriteStream(temp, { flags: 'wx', flush: true, mode: PRIVATE_FILE }));
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return digest();
}

/** The sha256 and size of a file, read as a stream. */
export async function digestOf(path: string): Promise<Digest> {
  const { stream, digest } = hashing();
  await pipeline(createReadStream(path), stream, async (source: AsyncIterable<unknown>) => {
    for await (const _chunk of source);
  });
  return digest();
}

/** Runs `work` on every item of `items`, at most `limit` at a time (S3 round trips overlap). */
export async function eachLimited<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const task: Promise<void> = work(item).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
}
