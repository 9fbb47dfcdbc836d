import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, emails, users } from '../../db/schema/index.js';
import { sealWaitingMessages } from './outbox.js';
import { DEMO, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The stored copy of the last message to an address, once the dispatcher has delivered it. */
async function storedAfterDelivery(to: string) {
  const delivered = await server.lastDelivered(to);
  for (let i = 0; i < 50; i += 1) {
    const [row] = await server.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, to))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    if (row?.sentAt) return { delivered: delivered?.body ?? '', stored: row.body };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing was delivered to ${to}`);
}

describe('the outbox once a message is delivered', () => {
  it('keeps a reset e-mail without its live link', async () => {
    await server.call('POST', '/api/auth/send-resetemail', { body: { email: DEMO.vp } });
    const { delivered, stored } = await storedAfterDelivery(DEMO.vp);
    const token = /\/reset-password\/([\w-]{43})\n/.exec(delivered)?.[1];
    expect(token).toBeDefined();
    expect(stored).not.toContain(token);
    expect(stored).toBe(delivered.replace(token!, '••••••'));
  });

  it('keeps an invite e-mail without the tokens of its accept and decline links', async () => {
    const token = await server.signIn(DEMO.ll);
    const [ll] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
    const [building] = await server.db
      .select()
      .from(buildings)
      .where(eq(buildings.landlordId, ll!.landlordId!))
      .limit(1);
    const res = await server.call('POST', '/api/invite/invite-user', {
      token,
      body: { email: 'masked@new.test', role: 'pm', buildingIds: [building!.id] },
    });
    expect(res.status, res.text).toBeLessThan(300);
    const { delivered, stored } = await storedAfterDelivery('masked@new.test');
    const inviteToken = /\/invite\/user\/([\w-]{43})\n/.exec(delivered)?.[1];
    expect(inviteToken).toBeDefined();
    expect(delivered).toContain(`token=${inviteToken}`);
    expect(stored).not.toContain(inviteToken);
    expect(stored).toContain('/invite/user/••••••');
    expect(stored).toContain('/decline-invite?token=••••••');
  });

  it('keeps a code e-mail without its code', async () => {
    const token = await server.signIn(DEMO.pm);
    const sent = await server.call('POST', '/api/auth/send-auth-code', {
      token,
      body: { mfa_method: 'email' },
    });
    expect(sent.status, sent.text).toBe(200);
    const { delivered, stored } = await storedAfterDelivery(DEMO.pm);
    const code = /code is (\d{6})\./.exec(delivered)?.[1];
    expect(code).toBeDefined();
    expect(stored).toBe(delivered.replace(code!, '••••••'));
  });
});

describe('the outbox of an older version', () => {
  it('masks and seals, at start-up, a waiting message stored with its live link', async () => {
    const body = `Open this link: http://localhost:3000/reset-password/${'x'.repeat(43)}\nThanks`;
    const [row] = await server.db
      .insert(emails)
      .values({ toAddress: 'old@new.test', subject: 'Reset your password', body, attempts: 2 })
      .returning();
    await sealWaitingMessages(server.db, server.ctx.secrets);
    const [after] = await server.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(after!.body).toBe('Open this link: http://localhost:3000/reset-password/••••••\nThanks');
    expect(JSON.parse(server.ctx.secrets.open(after!.sealed!))).toEqual({
      subject: 'Reset your password',
      body,
    });
  });
});
