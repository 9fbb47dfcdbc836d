import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Storage } from '../platform/storage/index.js';
import { assertKey } from '../platform/storage/storage.js';
import { digestOf, eachLimited, writeAtomically } from './files.js';
import type { Manifest } from './manifest.js';

/** The folder of a backup that holds the stored files, one file per key. */
export const FILES_DIR = 'files';

/** S3 round trips overlap this many at a time; a local disk does not mind. */
const AT_ONCE = 8;

type Entry = Manifest['files'][number];

const pathOf = (dir: string, key: string) => {
  assertKey(key);
  return join(dir, FILES_DIR, key);
};

/** Streams every stored file into the backup directory, each hashed on the way. */
export async function copyOut(storage: Storage, dir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  await eachLimited(storage.list(), AT_ONCE, async (key) => {
    entries.push({ key, ...(await writeAtomically(pathOf(dir, key), await storage.get(key))) });
  });
  return entries.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** Refuses storage that holds any file: a restore must not mix its files with others. */
export async function assertEmptyStorage(storage: Storage): Promise<void> {
  for await (const key of storage.list()) {
    throw new Error(`The storage is not empty (it holds ${key}): a restore goes into empty storage only`);
  }
}

/** Every file of the manifest is in the backup with its size and sha256; otherwise each one that is not. */
export async function verifyFiles(dir: string, entries: Entry[]): Promise<void> {
  const wrong: string[] = [];
  await eachLimited(entries, AT_ONCE, async ({ key, bytes, sha256 }) => {
    const found = await digestOf(pathOf(dir, key)).catch(() => null);
    if (!found) wrong.push(`${key}: missing from the backup`);
    else if (found.sha256 !== sha256 || found.bytes !== bytes) {
      wrong.push(
        `${key}: ${found.bytes} bytes with sha256 ${found.sha256}, the manifest says ${bytes} bytes with ${sha256}`,
      );
    }
  });
  if (wrong.length > 0) {
    throw new Error(`The backup's files do not match its manifest:\n  ${wrong.sort().join('\n  ')}`);
  }
}

/** Streams the backup's files into storage. */
export async function copyIn(storage: Storage, dir: string, entries: Entry[]): Promise<void> {
  await eachLimited(entries, AT_ONCE, async ({ key }) => {
    await storage.put(key, createReadStream(pathOf(dir, key)));
  });
}
