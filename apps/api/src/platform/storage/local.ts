import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, counted, StorageNotFoundError, type Storage } from './storage.js';

/** Files in a directory (by default `DATA_DIR/files`), one file per key. */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    async put(key, body, options = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temp name beside the target and renamed when whole: a reader never sees half a
      // file, and a failed write leaves only the temp name, which is removed.
      const temp = `${path}.${randomBytes(6).toString('hex')}.partial`;
      const { stream, bytes } = counted(body, options.maxBytes);
      try {
        await pipeline(stream, createWriteStream(temp, { flags: 'wx', flush: true }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { bytes: bytes() };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) throw new StorageNotFoundError(key);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw error;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
