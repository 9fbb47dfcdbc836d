import { resolve } from 'node:path';
import type { Manifest } from './manifest.js';

/** The one argument of the backup and restore commands: the backup's directory. */
export function directoryArgument(command: 'backup' | 'restore'): string {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
    throw new Error(`Usage: npm run ${command} -- DIR`);
  }
  return resolve(args[0]);
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** What a backup holds, in one line. */
export const describe = (m: Manifest): string =>
  `${m.total.tables} tables (${m.total.rows.toLocaleString('en-US')} rows, ${m.database.kind} dump of ${mb(m.database.bytes)}) and ${m.total.files.toLocaleString('en-US')} files (${mb(m.total.bytes - m.database.bytes)})`;
