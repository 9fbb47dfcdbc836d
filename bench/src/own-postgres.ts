// A PostgreSQL server of the bench's own, in a temporary directory: one it may restart, unlike a shared one.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OwnPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: ends every session as a restart in production does; resolves once it is up. */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** PG_BIN, or the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const newest = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!newest)
    throw new Error(`no PostgreSQL under ${root}: set PG_BIN to the directory of initdb and pg_ctl`);
  return join(root, newest, 'bin');
}

/** initdb and postgres refuse to run as root: as root, they run as the postgres user. */
const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

export async function startOwnPostgres(port: number): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'lease-bench-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const pgCtl = (...args: string[]) => run(...command(join(bin, 'pg_ctl'), ['-D', data, '-w', ...args]));
  // The socket goes in the bench's directory too, away from a shared server's.
  const options = ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', join(dir, 'log')];
  try {
    await run(...command(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']));
    await pgCtl(...options, 'start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl(...options, '-m', 'fast', 'restart');
    },
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
