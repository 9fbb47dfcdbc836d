import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { loggableError } from './loggable-error.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

describe('loggableError', () => {
  it("keeps a failed query's SQL and code but none of its parameters", async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash';
    const failure = await testDb.database.db
      .execute(sql`select ${secret}::int`)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure)) + String(failure)).toContain(secret);
    const logged = loggableError(failure) as Error & { cause: { code?: string } };
    const everything = JSON.stringify(logged, ['message', 'stack', 'cause', 'code', 'constraint', 'name']);
    expect(everything).not.toContain('secret-hash');
    expect(logged.message).toContain('select $1::int');
    expect(logged.cause.code).toBe('22P02');
  });

  it('passes other errors through', () => {
    const error = new Error('plain');
    expect(loggableError(error)).toBe(error);
  });
});
