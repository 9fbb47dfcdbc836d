import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, EmailRow, Role } from '@lease/contract';
import { emails } from '../../db/schema/index.js';
import { DEMO, signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

type Page<T> = { data: { rows: T[]; total: number; totalExact?: boolean } };

let server: TestServer;
let tokens: Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = await signInEveryRole(server);
  await server.db.insert(emails).values([
    { toAddress: DEMO.pm, subject: 'To the pm', body: 'Hello pm' },
    { toAddress: 'pm2@demo.test', subject: 'To the other pm', body: 'Hello' },
  ]);
});
afterAll(() => server?.close());

const call = <T>(
  role: Role,
  method: string,
  path: string,
  input: { body?: unknown; query?: Record<string, string> } = {},
) => server.call<T>(method, `/api${path}`, { token: tokens[role], ...input });

const mail = async (role: Role) =>
  (await call<Page<EmailRow>>(role, 'GET', '/email', { query: { pageSize: '200' } })).json.data.rows;

describe('e-mail records', () => {
  it('shows each role the messages to itself and its people; an admin all', async () => {
    const pm = await mail('pm');
    expect(pm.length).toBeGreaterThan(0);
    expect(new Set(pm.map((m) => m.to))).toEqual(new Set([DEMO.pm]));
    const landlord = (await mail('ll')).map((m) => m.to);
    expect(landlord).toContain(DEMO.pm);
    expect(landlord).not.toContain('pm2@demo.test');
    expect((await mail('admin')).map((m) => m.to)).toContain('pm2@demo.test');
  });

  it('composes to someone in scope only, resends, and deletes with its fixed text', async () => {
    const outside = await call('ll', 'POST', '/email/compose', {
      body: { to: 'pm2@demo.test', subject: 'Hi' },
    });
    expect(outside.status).toBe(404);
    const noSubject = await call('ll', 'POST', '/email/compose', { body: { to: DEMO.pm, subject: '' } });
    expect(noSubject.status).toBe(400);
    const sent = await call<{ data: EmailRow }>('ll', 'POST', '/email/compose', {
      body: { to: DEMO.pm, subject: 'A word', body: 'Please check building 4.' },
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await mail('pm')).map((m) => m.subject)).toContain('A word');
    const again = await call<{ data: EmailRow }>('pm', 'POST', '/email/resend', {
      body: { id: sent.json.data.id },
    });
    expect(again.json.data).toMatchObject({ to: DEMO.pm, subject: 'A word' });
    const other = (await mail('admin')).find((m) => m.to === 'pm2@demo.test')!;
    expect((await call('ll', 'DELETE', '/email', { query: { id: other.id } })).status).toBe(404);
    const deleted = await call<{ message: string }>('pm', 'DELETE', '/email', {
      query: { id: again.json.data.id },
    });
    expect(deleted.json.message).toBe('Delete Success');
    expect((await mail('pm')).map((m) => m.id)).not.toContain(again.json.data.id);
  });
});

describe('the Active Log', () => {
  it('lists every change, filtered by user, action and date, to admins only', async () => {
    expect((await call('ll', 'GET', '/activity')).status).toBe(403);
    const all = (await call<Page<ActivityRow>>('admin', 'GET', '/activity')).json.data;
    expect(all.total).toBeGreaterThan(0);
    const composed = (
      await call<Page<ActivityRow>>('admin', 'GET', '/activity', { query: { action: 'email.compose' } })
    ).json.data.rows;
    expect(composed.length).toBeGreaterThan(0);
    for (const row of composed) {
      expect(row.action.startsWith('email.compose')).toBe(true);
      expect(row.ip).toBeTruthy();
    }
    const byLandlord = (
      await call<Page<ActivityRow>>('admin', 'GET', '/activity', {
        query: { userId: composed[0]!.actorId!, from: new Date(Date.now() - 3_600_000).toISOString() },
      })
    ).json.data.rows;
    expect(byLandlord.every((r) => r.actorEmail === DEMO.ll)).toBe(true);
    const future = (
      await call<Page<ActivityRow>>('admin', 'GET', '/activity', { query: { from: '2999-01-01T00:00:00Z' } })
    ).json.data;
    expect(future.total).toBe(0);
  });
});
