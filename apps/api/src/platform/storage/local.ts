import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertKey, counted, StorageNotFoundError, type Storage } from './storage.js';

/** The end of a temp file's name: what a write cut off by a killed process leaves for the sweep. */
const PARTIAL = '.partial';

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
      const temp = `${path}.${randomBytes(6).toString('hex')}${PARTIAL}`;
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
    async sweep(before) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith(PARTIAL))) {
        const path = join(root, name);
        // Written to since: a write still under way, which removes its own temp file if it fails.
        const written = await stat(path).then(
          (s) => s.mtime,
          () => null,
        );
        if (!written || written >= before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names.sort()) {
        if (name.endsWith(PARTIAL)) continue;
        if (!(await stat(join(root, name))).isFile()) continue;
        yield name.split(sep).join('/');
      }
    },
  };
}
