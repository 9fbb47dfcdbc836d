import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, emails, landlords } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { testConfig } from '../../test/server.js';
import { systemClock } from './clock.js';
import { outageLog } from './db/outage.js';
import type { AppContext } from './context.js';
import { conflict } from './errors.js';
import { startDispatcher } from './mail/dispatcher.js';
import { configuredTransports } from './mail/transports.js';
import { localHub } from './realtime/hub.js';
import { change } from './unit-of-work.js';
import { writer } from './writer.js';

let testDb: TestDatabase;
let ctx: AppContext;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig();
  const log = Fastify({ logger: false }).log;
  const outage = outageLog(log);
  const mail = startDispatcher(
    writer(testDb.database),
    null as never,
    configuredTransports(config),
    log,
    outage,
    60_000,
  );
  // Neither tokens, sealed secrets nor jobs take part in these changes: the context's other parts stay unset.
  ctx = {
    config,
    database: testDb.database,
    clock: systemClock,
    lifecycle: { draining: false },
    mail,
    realtime: localHub(),
    log,
    outage,
    jobs: null as never,
    storage: null as never,
    signer: null as never,
    sessions: null as never,
    secrets: null as never,
  };
});
afterAll(async () => {
  await ctx.mail.stop();
  await testDb.drop();
});

const db = () => testDb.database.db;
const rowsOf = (action: string) => db().select().from(activityLog).where(eq(activityLog.action, action));
const landlordNamed = (name: string) => db().select().from(landlords).where(eq(landlords.name, name));

describe('change (the unit of work)', () => {
  it('commits the change with its activity row, who and from where, and the id the change made', async () => {
    const id = await change(
      ctx,
      { actorId: null, ip: '203.0.113.7' },
      {
        action: 'test.landlord.create',
        subjectType: 'landlord',
        from: (newId: string) => ({ subjectId: newId }),
      },
      async ({ tx }) => {
        const [row] = await tx.insert(landlords).values({ name: 'Unit Of Work LLC' }).returning();
        return row!.id;
      },
    );
    expect(await landlordNamed('Unit Of Work LLC')).toHaveLength(1);
    const [row] = await rowsOf('test.landlord.create');
    expect(row).toMatchObject({ subjectType: 'landlord', subjectId: id, ip: '203.0.113.7', actorId: null });
  });

  it('leaves nothing of a refused change, runs none of its effects, and audits the refusal', async () => {
    let effectRan = false;
    const attempt = change(
      ctx,
      { actorId: null, ip: '203.0.113.8' },
      { action: 'test.landlord.refused', subjectType: 'landlord' },
      async (work) => {
        await work.tx.insert(landlords).values({ name: 'Never Committed LLC' });
        await work.send({ to: 'nobody@uow.test', subject: 'Never sent', body: 'x' });
        work.afterCommit(() => {
          effectRan = true;
        });
        throw conflict('Refused for the test.');
      },
    );
    await expect(attempt).rejects.toThrow('Refused for the test.');
    expect(await landlordNamed('Never Committed LLC')).toEqual([]);
    expect(await db().select().from(emails).where(eq(emails.toAddress, 'nobody@uow.test'))).toEqual([]);
    expect(effectRan).toBe(false);
    expect(await rowsOf('test.landlord.refused')).toEqual([]);
    const [refusal] = await rowsOf('test.landlord.refused.refused');
    expect(refusal).toMatchObject({
      ip: '203.0.113.8',
      detail: { status: 409, message: 'Refused for the test.' },
    });
  });

  it('runs effects only after the commit, when the change is visible to everyone', async () => {
    let seenByEffect: unknown[] = [];
    await change(ctx, { actorId: null }, { action: 'test.effect', subjectType: 'landlord' }, async (work) => {
      await work.tx.insert(landlords).values({ name: 'After Commit LLC' });
      await work.send({ to: 'after@uow.test', subject: 'Sent after commit', body: 'hello' });
      work.afterCommit(async () => {
        seenByEffect = await landlordNamed('After Commit LLC');
      });
    });
    expect(seenByEffect).toHaveLength(1);
    // The dispatcher was kicked after the commit: the queued message is delivered without its timer.
    await expect
      .poll(
        async () =>
          (await db().select().from(emails).where(eq(emails.toAddress, 'after@uow.test')))[0]?.sentAt,
      )
      .toBeTruthy();
  });

  it('keeps a committed change when an after-commit effect fails', async () => {
    await change(
      ctx,
      { actorId: null },
      { action: 'test.effect-fails', subjectType: 'landlord' },
      async (work) => {
        await work.tx.insert(landlords).values({ name: 'Effect Fails LLC' });
        work.afterCommit(() => {
          throw new Error('effect failed');
        });
      },
    );
    expect(await landlordNamed('Effect Fails LLC')).toHaveLength(1);
    expect(await rowsOf('test.effect-fails')).toHaveLength(1);
  });
});
