/** Runs one SQL text and answers its rows: pg's client and PGlite's both fit behind this. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Rows per table (`schema.table`) in every schema but PostgreSQL's own: the app's, drizzle's migration
 * record and the job queue's. Counted by the caller's connection, so inside its snapshot when it has one.
 */
export async function countTables(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select schemaname as schema, tablename as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const ident = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const [row] = await query(`select count(*)::text as n from ${ident}`);
    counts[`${schema}.${name}`] = Number(row?.n);
  }
  return counts;
}

/** The tables whose counts differ, as lines `table: expected N, found M`. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: expected ${expected[name] ?? 'no table'}, found ${found[name] ?? 'no table'}`);
}
