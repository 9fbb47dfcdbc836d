import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openPglite } from '../db/pglite.js';
import { writeAtomically, type Digest } from './files.js';
import { countTables, type Query } from './tables.js';

const asQuery =
  (client: { query: (text: string) => Promise<{ rows: unknown[] }> }): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

/** PGlite's own version, as the manifest's tool line. */
const toolLine = async (query: Query) => `PGlite (${String((await query('select version() as v'))[0]?.v)})`;

/**
 * PGlite's own dump of its data directory (a gzipped tar) into `file`, with every table's count. PGlite is
 * one process: the server must be stopped, as two processes on one data directory would corrupt it.
 */
export async function dumpPglite(
  dataDir: string,
  file: string,
): Promise<Digest & { tool: string; tables: Record<string, number> }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no PGlite database`);
  const { client } = await openPglite(dataDir);
  try {
    const query = asQuery(client);
    const tables = await countTables(query);
    const tar = await client.dumpDataDir('gzip');
    const digest = await writeAtomically(file, Readable.fromWeb(tar.stream()));
    return { ...digest, tool: await toolLine(query), tables };
  } finally {
    await client.close();
  }
}

/** Refuses a data directory that already holds a database. */
export function assertEmptyPglite(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(
      `${dataDir} is not empty (it holds a database): a restore goes into a new, empty data directory only`,
    );
  }
}

/** Loads the dumped data directory into `dataDir`; answers every table's count once loaded. */
export async function restorePglite(dataDir: string, file: string): Promise<Record<string, number>> {
  const { client } = await openPglite(dataDir, new Blob([await readFile(file)]));
  try {
    return await countTables(asQuery(client));
  } finally {
    await client.close();
  }
}
