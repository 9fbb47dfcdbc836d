import { spawn } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { PRIVATE_FILE } from './files.js';
import { countTables, type Query } from './tables.js';

/** What a tool needs to reach the database: the URL without its password, which goes in PGPASSWORD. */
function toolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client tool; a failure carries what it printed. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found on PATH: install PostgreSQL's client tools`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/** The tool's version line and major version (`pg_dump (PostgreSQL) 15.20 …` → 15). */
async function toolVersion(tool: string): Promise<{ line: string; major: number }> {
  const line = (await run(tool, ['--version'])).trim();
  const major = Number(/\)\s+(\d+)/.exec(line)?.[1]);
  if (!major) throw new Error(`Cannot read the version of ${tool}: ${line}`);
  return { line, major };
}

async function withClient<T>(url: string, fn: (query: Query, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text) => (await client.query(text)).rows as Record<string, unknown>[], client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump in its custom format into `file`, and every table's count in the same snapshot: the counts
 * are those of the dump even while the app keeps writing. pg_dump cannot dump a newer server than itself,
 * so that is refused with what to install.
 */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<{ tool: string; tables: Record<string, number> }> {
  const tool = await toolVersion('pg_dump');
  return withClient(url, async (query) => {
    const [server] = await query(`select current_setting('server_version_num')::int / 10000 as major`);
    const serverMajor = Number(server?.major);
    if (serverMajor > tool.major) {
      throw new Error(
        `pg_dump ${tool.major} cannot dump a PostgreSQL ${serverMajor} server: put PostgreSQL ${serverMajor}'s client tools first on PATH`,
      );
    }
    await query('begin isolation level repeatable read read only');
    const [snapshot] = await query('select pg_export_snapshot() as id');
    const { dbname, env } = toolTarget(url);
    const temp = `${file}.partial`;
    try {
      // Made first, the owner's alone: pg_dump writes into it and keeps its mode (it would make it 0644).
      await writeFile(temp, '', { flag: 'wx', mode: PRIVATE_FILE });
      const [tables] = await Promise.all([
        countTables(query),
        run(
          'pg_dump',
          ['--format=custom', `--snapshot=${String(snapshot?.id)}`, `--file=${temp}`, `--dbname=${dbname}`],
          env,
        ),
      ]);
      await rename(temp, file);
      return { tool: tool.line, tables };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    } finally {
      await query('commit');
    }
  });
}

/** Tables in schemas other than PostgreSQL's own: none in a database a restore may go into. */
export const userTables = async (query: Query): Promise<number> =>
  Number(
    (
      await query(
        `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )
    )[0]?.n,
  );

/** Refuses unless the database has no table of its own yet (a new one, or one just created). */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const tables = await withClient(url, userTables);
  if (tables > 0) {
    throw new Error(
      `The database is not empty (${tables} tables): a restore goes into a new, empty database only`,
    );
  }
}

/**
 * pg_restore into an empty database, in one transaction (a failure leaves it empty), as whoever the URL
 * names (no owners, no grants from the source). Answers every table's count once loaded.
 */
export async function restorePostgres(
  url: string,
  file: string,
  dumpedWith: string,
): Promise<Record<string, number>> {
  const tool = await toolVersion('pg_restore');
  const dumpMajor = Number(/\)\s+(\d+)/.exec(dumpedWith)?.[1]);
  if (dumpMajor > tool.major) {
    throw new Error(
      `The backup was made by ${dumpedWith}; pg_restore ${tool.major} cannot read it: put PostgreSQL ${dumpMajor}'s client tools first on PATH`,
    );
  }
  const { dbname, env } = toolTarget(url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
  return withClient(url, countTables);
}
