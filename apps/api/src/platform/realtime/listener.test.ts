import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../../../test/database.js';
import { listen } from './listener.js';

const onPostgres = testDatabaseKind() === 'postgres';
const dropped: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropped) await drop();
});

describe.runIf(onPostgres)('a LISTEN connection', () => {
  it('hears a notification, and closing it reports no lost connection', async () => {
    const db = await createEmptyPostgresDatabase();
    dropped.push(db.drop);
    const heard: string[] = [];
    const lost: Error[] = [];
    const listening = await listen(db.url, 'listener_test', {
      payload: (p) => heard.push(p),
      lost: (e) => lost.push(e),
      back: () => undefined,
    });
    const sender = new pg.Client({ connectionString: db.url });
    await sender.connect();
    await sender.query(`NOTIFY listener_test, 'hello'`);
    await sender.end();
    for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['hello']);
    await listening.close();
    await new Promise((r) => setTimeout(r, 100));
    // A restart's shutdown used to log "the LISTEN connection ended" as an error, twice.
    expect(lost).toEqual([]);
  });
});
