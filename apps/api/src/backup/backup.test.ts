import { randomBytes } from 'node:crypto';
import {
  appendFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { claimFiles, claims } from '../db/schema/index.js';
import { claimForm, FILES, freshPolicy, validClaim } from '../../test/claim-cases.js';
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKind } from '../../test/database.js';
import { DEMO, startTestServer, testConfig } from '../../test/server.js';
import { backup } from './backup.js';
import { MANIFEST, type Manifest } from './manifest.js';
import { restore } from './restore.js';

/**
 * Issue #24 item 6: a backup is proven by a restore. On PostgreSQL the files are in a fake S3 bucket, on
 * PGlite in a local directory, as CI runs the suite on both.
 */
const kind = testDatabaseKind();
let work: string;
let fake: S3rver | null = null;
let s3Endpoint = '';
/** Everything made along the way, undone at the end. */
const cleanups: (() => Promise<void>)[] = [];

/** A database and storage, as the settings the CLIs and the server read. */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
}

const storageEnv = (name: string): Record<string, string> =>
  kind === 'postgres'
    ? {
        S3_BUCKET: name,
        S3_ENDPOINT: s3Endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }
    : { STORAGE_DIR: join(work, name) };

/** A new, empty database and storage to restore into. */
async function emptyTarget(name: string): Promise<Target> {
  if (kind === 'postgres') {
    const { url, drop } = await createEmptyPostgresDatabase();
    cleanups.push(drop);
    return { env: { DATABASE_URL: url, ...storageEnv(name) }, open: () => openDatabase({ kind, url }) };
  }
  const dataDir = join(work, `${name}-db`);
  await mkdir(dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir, ...storageEnv(`${name}-files`) },
    open: () => openDatabase({ kind, dataDir }),
  };
}

/** The seeded demo portfolio, in a database the backup can reach (PGlite: a data directory on disk). */
async function seededSource(): Promise<Target & { database: Database }> {
  if (kind === 'postgres') {
    const copy = await createTestDatabase({ seeded: true });
    cleanups.push(copy.drop);
    const { url } = copy.database.driver as { url: string };
    return {
      env: { DATABASE_URL: url, ...storageEnv('source') },
      open: () => openDatabase({ kind, url }),
      database: copy.database,
    };
  }
  const dataDir = join(work, 'source-db');
  const from = new Blob([await readFile(inject('databaseTemplates').seeded)]);
  return {
    env: { DATA_DIR: dataDir, ...storageEnv('source-files') },
    open: () => openDatabase({ kind, dataDir }),
    database: await openDatabase({ kind, dataDir, from }),
  };
}

/** Every table's rows, counted here in the test's own way, apart from the backup's code. */
async function everyCount(database: Database): Promise<Record<string, number>> {
  const { rows: tables } = (await database.db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { s: string; t: string }[] };
  const counts: Record<string, number> = {};
  for (const { s, t } of tables) {
    const { rows } = (await database.db.execute(
      sql.raw(`select count(*)::int as n from "${s}"."${t}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[`${s}.${t}`] = Number(rows[0]!.n);
  }
  return counts;
}

/** PDF bytes no other file has, so a file restored under the wrong key cannot pass. */
const uniquePdf = () =>
  Buffer.concat([Buffer.from(FILES.pdf), Buffer.from(`% ${randomBytes(32).toString('hex')}\n`)]);

let source: Target & { database: Database };
let backupDir: string;
let manifest: Manifest;
let sourceCounts: Record<string, number>;
/** The claim filed before the backup: its files' ids and bytes. */
const filed: { id: string; bytes: Buffer }[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'lease-backup-test-'));
  if (kind === 'postgres') {
    fake = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(work, 's3'),
      configureBuckets: ['source', 'restored', 'second', 'third'].map((name) => ({ name })),
    });
    s3Endpoint = `http://127.0.0.1:${(await fake.run()).port}`;
  }

  // Seed, then file a claim with two files through the API of the real server.
  source = await seededSource();
  const server = await startTestServer(source.env, { database: source.database });
  try {
    const token = await server.signIn(DEMO.pm);
    const policy = await freshPolicy(server.db);
    const [lease, ledger] = [uniquePdf(), uniquePdf()];
    const res = await server.call<{ data: { claimId: string } }>('POST', '/api/claim/create', {
      token,
      form: claimForm(validClaim(policy), [
        { field: 'leaseFile', name: 'lease.pdf', bytes: lease },
        { field: 'ledgerFile', name: 'ledger.pdf', bytes: ledger },
      ]),
    });
    if (res.status !== 201) throw new Error(`filing the claim failed: ${res.status} ${res.text}`);
    const rows = await server.db
      .select({ id: claimFiles.id, name: claimFiles.fileName })
      .from(claimFiles)
      .innerJoin(claims, eq(claims.id, claimFiles.claimId))
      .where(eq(claims.name, res.json.data.claimId));
    for (const row of rows) filed.push({ id: row.id, bytes: row.name === 'lease.pdf' ? lease : ledger });
  } finally {
    await server.close();
  }
  sourceCounts = await everyCount(source.database);
  // PGlite is one process: the backup opens its data directory once the server's copy is closed.
  await source.database.close();

  backupDir = join(work, 'backup');
  manifest = await backup(testConfig(source.env), backupDir);
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  await fake?.close();
  await rm(work, { recursive: true, force: true });
});

// A restore loads a whole database and starts a server on it: more than the suite's 30 s under load.
describe(`backup and restore on ${kind} (issue #24, item 6)`, { timeout: 120_000 }, () => {
  it("writes the dump, every stored file and a manifest of each table's rows and each file's sha256", async () => {
    expect(filed).toHaveLength(2);
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.tables).toEqual(sourceCounts);
    expect(manifest.database.tables['public.claim_files']).toBeGreaterThanOrEqual(2);
    expect(manifest.files.length).toBeGreaterThan(filed.length);
    expect(manifest.total).toMatchObject({
      files: manifest.files.length,
      tables: Object.keys(sourceCounts).length,
    });
    const names = await readdir(backupDir);
    expect(names.sort()).toEqual([manifest.database.file, 'files', MANIFEST].sort());
    expect(names.filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it("is its owner's alone: every file 0600 and every directory 0700, the backup's own too", async () => {
    const modes: string[] = [];
    const walk = async (path: string): Promise<void> => {
      const stat = await lstat(path);
      modes.push(`${(stat.mode & 0o777).toString(8)} ${stat.isDirectory() ? 'dir' : 'file'}`);
      if (stat.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
    };
    await walk(backupDir);
    expect(modes.length).toBeGreaterThan(manifest.files.length + 2);
    expect(new Set(modes)).toEqual(new Set(['700 dir', '600 file']));
  });

  it("restores into a new database and storage: every table's count, and the claim's file bytes through the API", async () => {
    const target = await emptyTarget('restored');
    await restore(testConfig(target.env), backupDir);

    const database = await target.open();
    cleanups.push(() => database.close());
    expect(await everyCount(database)).toEqual(sourceCounts);

    const server = await startTestServer(target.env, { database, seed: false });
    try {
      const token = await server.signIn(DEMO.pm);
      for (const file of filed) {
        const download = await fetch(`${server.url}/api/claim/file?fileId=${file.id}`, {
          headers: { authorization: token },
        });
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(file.bytes)).toBe(true);
      }
      // The sequences came back too: a new claim takes a number no restored one has.
      const policy = await freshPolicy(server.db);
      const res = await server.call('POST', '/api/claim/create', {
        token,
        form: claimForm(validClaim(policy)),
      });
      expect(res.status, res.text).toBe(201);
    } finally {
      await server.close();
    }

    // A second restore into the same database is refused before it writes anything.
    await expect(restore(testConfig(target.env), backupDir)).rejects.toThrow(/not empty/);
  });

  it('refuses storage that holds files, even with an empty database', async () => {
    const target = await emptyTarget('second');
    const full = storageEnv(kind === 'postgres' ? 'restored' : 'restored-files');
    await expect(restore(testConfig({ ...target.env, ...full }), backupDir)).rejects.toThrow(
      'The storage is not empty',
    );
  });

  it('fails loudly on a file whose bytes differ from the manifest, and writes nothing', async () => {
    const changed = join(backupDir, 'files', manifest.files[0]!.key);
    const original = await readFile(changed);
    await appendFile(changed, 'x');
    const target = await emptyTarget('third');
    try {
      await expect(restore(testConfig(target.env), backupDir)).rejects.toThrow(
        `The backup's files do not match its manifest:\n  ${manifest.files[0]!.key}: ${original.length + 1} bytes`,
      );
    } finally {
      await writeFile(changed, original);
    }
    // The target was left as empty as it was found: the mended backup goes in.
    await restore(testConfig(target.env), backupDir);
  });

  it('takes a directory without a manifest for a backup that did not finish', async () => {
    await rename(join(backupDir, MANIFEST), join(work, 'manifest.aside'));
    try {
      const target = await emptyTarget('unfinished');
      await expect(restore(testConfig(target.env), backupDir)).rejects.toThrow(
        'not a backup, or one that did not finish',
      );
    } finally {
      await rename(join(work, 'manifest.aside'), join(backupDir, MANIFEST));
    }
  });

  it('leaves no manifest when it fails halfway, and refuses a directory that is not empty', async () => {
    // The database is dumped, then the storage cannot be read.
    const broken: Record<string, string> =
      kind === 'postgres' ? { S3_BUCKET: 'no-such-bucket' } : { STORAGE_DIR: join(backupDir, MANIFEST) };
    const dir = join(work, 'halfway');
    await expect(backup(testConfig({ ...source.env, ...broken }), dir)).rejects.toThrow();
    expect(await readdir(dir)).not.toContain(MANIFEST);
    await expect(backup(testConfig(source.env), backupDir)).rejects.toThrow('is not empty');
  });
});
