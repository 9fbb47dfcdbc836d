import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { SEALED_PREFIX, type SecretBox } from './secret-box.js';

/** Every column that holds a sealed value, with the key of its row. */
const SEALED_COLUMNS = [
  { table: 'app_settings', key: 'key', column: 'value' },
  { table: 'totp_secrets', key: 'user_id', column: 'secret' },
  { table: 'emails', key: 'id', column: 'sealed' },
  { table: 'accounting_connections', key: 'provider', column: 'access_token_sealed' },
  { table: 'accounting_connections', key: 'provider', column: 'refresh_token_sealed' },
  { table: 'oauth_states', key: 'state', column: 'verifier_sealed' },
  { table: 'webhook_subscriptions', key: 'id', column: 'secret_sealed' },
] as const;

/**
 * The second half of a SECRETS_KEY rotation: seals again, with the current key, every value a previous key
 * sealed. Each row is rewritten only if no one changed it meanwhile, so instances doing this together at
 * start, or a change racing it, never lose a value. Answers how many values were resealed.
 */
export async function resealSecrets(q: Queryable, box: SecretBox): Promise<number> {
  let resealed = 0;
  for (const { table, key, column } of SEALED_COLUMNS) {
    const rows = rowsOf<{ key: string; value: string }>(
      await q.execute(
        sql`select ${sql.identifier(key)}::text as key, ${sql.identifier(column)} as value
            from ${sql.identifier(table)} where ${sql.identifier(column)} like ${`${SEALED_PREFIX}%`}`,
      ),
    );
    for (const row of rows.filter((r) => box.sealedWithPrevious(r.value))) {
      const result = await q.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${box.seal(box.open(row.value))}
            where ${sql.identifier(key)}::text = ${row.key} and ${sql.identifier(column)} = ${row.value}`,
      );
      // node-postgres counts in rowCount, PGlite in affectedRows.
      const counted = result as { rowCount?: number | null; affectedRows?: number };
      resealed += counted.rowCount ?? counted.affectedRows ?? 0;
    }
  }
  return resealed;
}
