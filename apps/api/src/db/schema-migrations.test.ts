import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/database.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/**
 * A schema file changed without its migration would deploy a database the code does not describe.
 * drizzle-kit generate, pointed at a copy of the migrations, must find nothing to write. It reads no
 * database, so it runs once, with the PGlite suite.
 */
describe.skipIf(testDatabaseKind() !== 'pglite')('the schema files and the migrations', () => {
  it('agree: generating from the schema makes no new migration', { timeout: 120_000 }, async () => {
    const out = await mkdtemp(join(tmpdir(), 'lease-migrations-'));
    try {
      await cp(join(apiDir, 'drizzle'), out, { recursive: true });
      const before = await readdir(out);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/index.ts',
          // drizzle-kit reads the folder as ./<out>, so an absolute path would not be found.
          `--out=${relative(apiDir, out)}`,
        ],
        { cwd: apiDir },
      );
      // It reports a folder it cannot read and still exits 0: its all-clear is checked too.
      expect(stdout).toContain('No schema changes');
      expect(await readdir(out), stdout).toEqual(before);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
