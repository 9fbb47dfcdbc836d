import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, Page } from '@lease/contract';
import { eq } from 'drizzle-orm';
import { activityLog, claims, landlords, users } from '../src/db/schema/index.js';
import { loadFixtures, type Fixtures } from './fixtures.js';
import { DEMO, startTestServer, type TestServer } from './server.js';

let server: TestServer;
let fixtures: Fixtures;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  fixtures = await loadFixtures(server.db);
  admin = await server.signIn(DEMO.admin);
});
afterAll(async () => {
  await server?.close();
});

/** The Active Log as the admin reads it, filtered by subject type. */
async function logOf(subjectType: string): Promise<ActivityRow[]> {
  const res = await server.call<{ data: Page<ActivityRow> }>('GET', '/api/activity', {
    token: admin,
    query: { subjectType, pageSize: '50' },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data.rows;
}

/** A row written straight into the log, as a change of the named subject would write it. */
async function logged(subjectType: string, subjectId: string): Promise<void> {
  await server.db.insert(activityLog).values({ action: 'test.subject', subjectType, subjectId });
}

describe('the Active Log names its subjects as people know them', () => {
  it('a user by e-mail address, a landlord by name and a claim by number, each read from its own table', async () => {
    const [claim] = await server.db
      .select({ id: claims.id, name: claims.name })
      .from(claims)
      .where(eq(claims.id, fixtures.otherClaimId));
    const [landlord] = await server.db
      .select({ name: landlords.name })
      .from(landlords)
      .where(eq(landlords.id, fixtures.landlordId));
    await logged('claim', claim!.id);
    await logged('landlord', fixtures.landlordId);

    // The admin's own sign-in is a user subject.
    const people = await logOf('user');
    const emails = new Map(
      (await server.db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.id, u.email]),
    );
    expect(people.length).toBeGreaterThan(0);
    for (const row of people)
      expect(row.subjectLabel).toBe(row.subjectId ? (emails.get(row.subjectId) ?? null) : null);
    expect(people.some((r) => r.subjectLabel === DEMO.admin)).toBe(true);

    expect((await logOf('claim')).find((r) => r.subjectId === claim!.id)?.subjectLabel).toBe(claim!.name);
    expect((await logOf('landlord')).find((r) => r.subjectId === fixtures.landlordId)?.subjectLabel).toBe(
      landlord!.name,
    );
  });

  it('a subject whose record is gone, or whose id is not a row id, has no name and the row still lists', async () => {
    const gone = randomUUID();
    await logged('invoice', gone);
    await logged('invoice', 'INV-not-an-id');
    const rows = await logOf('invoice');
    expect(rows.find((r) => r.subjectId === gone)?.subjectLabel).toBeNull();
    expect(rows.find((r) => r.subjectId === 'INV-not-an-id')?.subjectLabel).toBeNull();
  });

  it('the export carries the name beside the id', async () => {
    const res = await server.call('GET', '/api/activity/export', {
      token: admin,
      query: { subjectType: 'landlord' },
    });
    expect(res.status).toBe(200);
    const [header, ...lines] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('When,Who,Name,API Key,What,Subject,Subject Id,Subject Name,From Address');
    const [landlord] = await server.db
      .select({ name: landlords.name })
      .from(landlords)
      .where(eq(landlords.id, fixtures.landlordId));
    expect(lines.some((l) => l.includes(fixtures.landlordId) && l.includes(landlord!.name))).toBe(true);
  });
});
