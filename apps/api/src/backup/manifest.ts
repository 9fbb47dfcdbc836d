import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { writeAtomically } from './files.js';

export const MANIFEST = 'manifest.json';
const FORMAT = 'lease-backup/1';

const digest = { bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** The dump's file name in the backup directory. */
    file: z.string(),
    ...digest,
    /** pg_dump's version line (PostgreSQL), or PGlite's; a restore needs a tool at least as new. */
    tool: z.string(),
    /** Rows per table (schema.table), counted in the snapshot the dump was taken from. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.array(z.object({ key: z.string(), ...digest })),
  total: z.object({
    tables: z.number().int(),
    rows: z.number().int(),
    files: z.number().int(),
    bytes: z.number().int(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestBody = Omit<Manifest, 'format' | 'createdAt' | 'total'>;

/** The manifest, written last: a backup directory without one is a backup that did not finish. */
export async function writeManifest(dir: string, body: ManifestBody): Promise<Manifest> {
  const rows = Object.values(body.database.tables).reduce((a, b) => a + b, 0);
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    ...body,
    total: {
      tables: Object.keys(body.database.tables).length,
      rows,
      files: body.files.length,
      bytes: body.database.bytes + body.files.reduce((a, f) => a + f.bytes, 0),
    },
  };
  await writeAtomically(join(dir, MANIFEST), Readable.from([JSON.stringify(manifest, null, 2)]));
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    throw new Error(`${dir} has no ${MANIFEST}: it is not a backup, or one that did not finish`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${join(dir, MANIFEST)} is not a ${FORMAT} manifest: ${parsed.error.message}`);
  return parsed.data;
}
