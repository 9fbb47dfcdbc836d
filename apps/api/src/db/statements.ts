import { protocol, type messages, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** A row as PostgreSQL's text, column by column in the statement's order; null for SQL null. */
export type TextRow = (string | null)[];

/**
 * A fixed read that runs on every request (the caller's session): prepared once under its name, then
 * only bound and run. Through drizzle each call was parsed and planned again, which on PGlite cost more
 * than the rest of the request; the rows stay text so both drivers hand back the same thing.
 */
export type Statement = (values: string[]) => Promise<TextRow[]>;

const { serialize } = protocol;
/** SQLSTATE of a call naming a statement the session does not hold. */
const NO_SUCH_STATEMENT = '26000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into the
 * engine; this sends bind, execute and sync as one (after a parse of its own the first time), under the
 * same locks query() takes, so it never runs inside another caller's open transaction.
 */
export function pgliteStatement(client: PGlite, name: string, text: string): Statement {
  let prepared = false;
  const send = (parts: Uint8Array[]) =>
    client.execProtocol(concat([...parts, serialize.sync()]), { syncToFs: false });
  const run = (values: string[]) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!prepared) {
          await send([serialize.parse({ name, text })]);
          prepared = true;
        }
        const answer = await send([serialize.bind({ statement: name, values }), serialize.execute({})]);
        return answer.messages.flatMap((m) =>
          m.name === 'dataRow' ? [(m as messages.DataRowMessage).fields] : [],
        );
      }),
    );
  return async (values) => {
    try {
      return await run(values);
    } catch (error) {
      // A session that lost its statements (a DEALLOCATE; nothing of ours sends one) gets it again, once.
      if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
      prepared = false;
      return run(values);
    }
  };
}

/** Every value as the server sent it: the caller reads the text, as it does from PGlite. */
const asText = { getTypeParser: () => (value: string) => value };

/** node-postgres prepares a named statement on each pooled connection the first time it runs there. */
export const postgresStatement =
  (pool: pg.Pool, name: string, text: string): Statement =>
  async (values) =>
    (await pool.query<TextRow>({ name, text, values, rowMode: 'array', types: asText })).rows;
