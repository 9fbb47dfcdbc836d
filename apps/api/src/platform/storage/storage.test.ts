import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.js';
import { s3Storage } from './s3.js';
import { StorageLimitError, StorageNotFoundError, type Storage } from './storage.js';
import { withUnfinishedUploads } from '../../../test/s3-uploads-stand-in.js';

/** A body that arrives in many chunks, as an upload does. */
const chunked = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

/** A body that breaks off after its first chunk, as a dropped connection does. */
const broken = (first: Buffer) =>
  Readable.from(
    (async function* () {
      yield first;
      throw new Error('connection reset');
    })(),
  );

let dir: string;
let fake: S3rver;
let client: S3Client;

/**
 * Each driver, and what a write cut off by a killed process leaves on it (a temp file, an S3 multipart
 * upload never completed), `ageMs` old, with a count of those left.
 */
const drivers: {
  name: string;
  storage: () => Storage;
  leaveUnfinished: (key: string, ageMs: number) => Promise<void>;
  unfinished: () => Promise<number>;
}[] = [];
let local: Storage;
let s3: Storage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  local = localStorage(join(dir, 'local'));
  // A fake S3 server on a free port of this machine, with one bucket.
  fake = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'lease-files' }],
  });
  withUnfinishedUploads(fake, join(dir, 's3'));
  const { port } = await fake.run();
  client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  s3 = s3Storage({
    bucket: 'lease-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'test/',
  });
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

drivers.push(
  {
    name: 'local directory',
    storage: () => local,
    async leaveUnfinished(key, ageMs) {
      const path = join(dir, 'local', `${key}.a1b2c3d4e5f6.partial`);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, randomBytes(1000));
      const then = new Date(Date.now() - ageMs);
      await utimes(path, then, then);
    },
    unfinished: async () =>
      (await readdir(join(dir, 'local'), { recursive: true })).filter((n) => n.endsWith('.partial')).length,
  },
  {
    name: 'S3-compatible',
    storage: () => s3,
    async leaveUnfinished(key, ageMs) {
      const target = { Bucket: 'lease-files', Key: `test/${key}` };
      const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
      await client.send(
        new UploadPartCommand({ ...target, UploadId, PartNumber: 1, Body: randomBytes(1000) }),
      );
      const then = new Date(Date.now() - ageMs);
      await utimes(join(dir, 's3', 'lease-files', '._S3rver_uploads', UploadId!), then, then);
    },
    unfinished: async () =>
      (await client.send(new ListMultipartUploadsCommand({ Bucket: 'lease-files' }))).Uploads?.length ?? 0,
  },
);

describe.each(drivers)('storage: $name', ({ storage, leaveUnfinished, unfinished }) => {
  it('streams a file in and out byte for byte, across many chunks and S3 parts', async () => {
    // Over 5 MiB, so the S3 upload goes in several parts.
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    expect(await storage().put('docs/a/big.bin', chunked(bytes))).toEqual({ bytes: bytes.length });
    expect((await buffer(await storage().get('docs/a/big.bin'))).equals(bytes)).toBe(true);
  });

  it('takes bytes as well as a stream', async () => {
    await storage().put('docs/small.pdf', Buffer.from('%PDF-1.7 tiny'), { contentType: 'application/pdf' });
    expect((await buffer(await storage().get('docs/small.pdf'))).toString()).toBe('%PDF-1.7 tiny');
  });

  it('refuses a body past its limit while it streams, and keeps nothing of it', async () => {
    const attempt = storage().put('docs/too-big.bin', chunked(randomBytes(300_000)), { maxBytes: 200_000 });
    await expect(attempt).rejects.toBeInstanceOf(StorageLimitError);
    await expect(storage().get('docs/too-big.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('never shows half a file: a body that breaks off leaves the earlier version whole', async () => {
    await storage().put('docs/kept.txt', Buffer.from('first version'));
    await expect(storage().put('docs/kept.txt', broken(randomBytes(100_000)))).rejects.toThrow(
      'connection reset',
    );
    expect((await buffer(await storage().get('docs/kept.txt'))).toString()).toBe('first version');
  });

  it('refuses a body that failed before the driver began to read it, rather than waiting forever', async () => {
    const failed = new PassThrough();
    failed.on('error', () => undefined);
    failed.destroy(new Error('refused at the door'));
    await expect(storage().put('docs/never.txt', failed)).rejects.toThrow('refused at the door');
    await expect(storage().get('docs/never.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await storage().put('docs/gone.txt', Buffer.from('bye'));
    await storage().delete('docs/gone.txt');
    await expect(storage().get('docs/gone.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage().delete('docs/gone.txt');
  });

  it('sweeps what a killed write left once past the grace period, and keeps a young one and whole files (issue #22, finding 4)', async () => {
    await storage().put('sweep/whole.txt', Buffer.from('kept'));
    await leaveUnfinished('sweep/old.bin', 2 * 3_600_000);
    await leaveUnfinished('sweep/young.bin', 60_000);
    expect(await unfinished()).toBe(2);
    expect(await storage().sweep(new Date(Date.now() - 3_600_000))).toBe(1);
    expect(await unfinished()).toBe(1);
    expect((await buffer(await storage().get('sweep/whole.txt'))).toString()).toBe('kept');
    expect(await storage().sweep(new Date(Date.now() + 1000))).toBe(1);
    expect(await unfinished()).toBe(0);
    expect((await buffer(await storage().get('sweep/whole.txt'))).toString()).toBe('kept');
  });

  it('lists every whole file by its key, leaving out unfinished writes', async () => {
    await storage().put('listed/a.txt', Buffer.from('a'));
    await storage().put('listed/deep/b.txt', Buffer.from('b'));
    await leaveUnfinished('listed/cut-off.bin', 60_000);
    const keys: string[] = [];
    for await (const key of storage().list()) if (key.startsWith('listed/')) keys.push(key);
    expect(keys.sort()).toEqual(['listed/a.txt', 'listed/deep/b.txt']);
  });

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../escape', 'docs/../../etc/passwd', '/abs', 'a//b', 'docs/./x', '']) {
      await expect(storage().put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('local storage', () => {
  it('leaves no temp file behind after failed writes', async () => {
    const names = await readdir(join(dir, 'local', 'docs'));
    expect(names.filter((n) => n.endsWith('.partial'))).toEqual([]);
  });
});
