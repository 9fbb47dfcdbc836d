import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { outageLog } from '../db/outage.js';
import { startDispatcher } from './dispatcher.js';
import { writer } from '../writer.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.drop());

it('hands back, when stopped mid-batch, the messages it claimed but did not send', async () => {
  const db = writer(test.database);
  const rows = await db
    .insert(emails)
    .values(['a', 'b', 'c'].map((n) => ({ toAddress: `${n}@stop.test`, subject: 'Hello', body: n })))
    .returning({ id: emails.id });
  const log = Fastify({ logger: false }).log;
  let release = () => undefined as void;
  const sending = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  let first = true;
  const email = async (message: { to: string }) => {
    if (first) {
      first = false;
      stopped = dispatcher.stop();
      await sending;
    }
    sent.push(message.to);
  };
  const box = createSecretBox(randomBytes(32));
  const dispatcher = startDispatcher(db, box, { email, sms: null, voice: null }, log, outageLog(log), 60_000);
  let stopped: Promise<void> | undefined;
  dispatcher.kick();
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await stopped;

  expect(sent).toHaveLength(1);
  const after = await Promise.all(
    rows.map(async ({ id }) => (await db.select().from(emails).where(eq(emails.id, id)))[0]!),
  );
  const sentRow = after.find((r) => r.toAddress === sent[0])!;
  expect(sentRow.sentAt).not.toBeNull();
  for (const row of after.filter((r) => r !== sentRow)) {
    expect({
      to: row.toAddress,
      sentAt: row.sentAt,
      attempts: row.attempts,
      last: row.lastAttemptAt,
    }).toEqual({
      to: row.toAddress,
      sentAt: null,
      attempts: 0,
      last: null,
    });
  }
});
