import type { Database, Db } from '../db/client.js';

/**
 * The database that writes outside any change, for the platform's own bookkeeping (decision 0034 lists
 * who and why): everything else sees `Database.db`, which reads only, and writes in `change()`.
 * Modules may not import this file (.dependency-cruiser.cjs, `writer-outside-modules`).
 */
export function writer(database: Database): Db {
  // The same handle: `ReadDb` only hides its write calls from the type.
  return database.db as Db;
}
