import pg from 'pg';

/** TEST_DATABASE_URL, the server's database the suite's own databases are created beside. */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The URL of database `name` on TEST_DATABASE_URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// 55006: the database is still being accessed by other users.
const inUse = (error: unknown) => (error as { code?: string }).code === '55006';

/**
 * Runs `statement` until no session holds the database it names: pg's pool reports itself ended while
 * its last connections are still closing, and both a drop and a copy from a template wait for them.
 */
async function whenIdle(client: pg.Client, statement: string): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await client.query(statement);
      return true;
    } catch (error) {
      if (!inUse(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

/** A new database, a copy of `template` when named (PostgreSQL copies its files: no migration, no seed). */
export const createDatabase = (name: string, template?: string): Promise<void> =>
  onAdmin(async (client) => {
    const statement = `create database ${name}${template ? ` template ${template}` : ''}`;
    if (!(await whenIdle(client, statement))) throw new Error(`${template} stayed in use: ${name} not made`);
  });

/** Drops the database once its connections are gone; forced only as a last resort (it kills them mid-close). */
export const dropDatabase = (name: string): Promise<void> =>
  onAdmin(async (client) => {
    if (!(await whenIdle(client, `drop database if exists ${name}`))) {
      await client.query(`drop database if exists ${name} with (force)`);
    }
  });
