import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_TEXTS, type Notification, type Role } from '@lease/contract';
import { activityLog, feedbackReports, users } from '../../db/schema/index.js';
import { FILES } from '../../../test/claim-cases.js';
import { signInEveryRole, startTestServer, type TestServer } from '../../../test/server.js';

let server: TestServer;
let tokens: Record<Role, string>;

/** The provider's pages this file's server is given: a report still reaches the admins through the API. */
const LINKS = {
  feedbackUrl: 'https://support.insurer.example/report',
  resourceCenterUrl: 'https://insurer.example/resources',
};

beforeAll(async () => {
  server = await startTestServer({
    FEEDBACK_URL: LINKS.feedbackUrl,
    RESOURCE_CENTER_URL: LINKS.resourceCenterUrl,
  });
  tokens = await signInEveryRole(server);
});
afterAll(() => server?.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 FeedbackTest';

function reportForm(message: string, page: string, screenshot?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.append('message', message);
  form.append('page', page);
  if (screenshot) form.append('screenshot', new Blob([screenshot.bytes]), screenshot.name);
  return form;
}

const send = (role: Role, form: FormData) =>
  server.call<{ message?: string; data: { feedbackId: string; admins: number } }>('POST', '/api/feedback', {
    token: tokens[role],
    form,
    headers: { 'user-agent': BROWSER },
  });

const adminsOnRecord = async () =>
  (
    await server.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), sql`${users.disabledAt} is null and ${users.deletedAt} is null`))
  ).map((a) => a);

describe('Report an issue (§2.10) without an external form', () => {
  it('reaches every admin as a notification on their To page and an e-mail with the page and browser', async () => {
    const page = 'http://localhost/dashboard/property/policies?q=R-1';
    const sent = await send('pm', reportForm('The policies grid shows nothing after a search.', page));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.message).toBe(FEEDBACK_TEXTS.sent);
    const admins = await adminsOnRecord();
    expect(sent.json.data.admins).toBe(admins.length);
    expect(admins.length).toBeGreaterThan(0);

    const to = await server.call<{ data: { rows: Notification[] } }>('GET', '/api/notification/to', {
      token: tokens.admin,
    });
    const mine = to.json.data.rows.find((n) => n.note === 'The policies grid shows nothing after a search.');
    expect(mine).toMatchObject({ request_type: 'feedback', direction: 'to', active: true });
    expect(mine!.recipient_email).toBe('pm@demo.test');
    const active = await server.call<{ data: { rows: Notification[] } }>('GET', '/api/notification', {
      token: tokens.admin,
    });
    expect(active.json.data.rows.some((n) => n.id === mine!.id)).toBe(true);

    for (const admin of admins) {
      const mail = await server.lastDelivered(admin.email);
      expect(mail?.subject).toMatch(/^Issue reported by /);
      expect(mail?.body).toContain(`Page: ${page}`);
      expect(mail?.body).toContain(`Browser: ${BROWSER}`);
      expect(mail?.body).toContain('The policies grid shows nothing after a search.');
    }

    // The sender's own lists do not hold it: it is no request of theirs.
    const from = await server.call<{ data: { rows: Notification[] } }>('GET', '/api/notification/from', {
      token: tokens.pm,
    });
    expect(from.json.data.rows.some((n) => n.request_type === 'feedback')).toBe(false);

    const [row] = await server.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'feedback.send'), eq(activityLog.subjectId, sent.json.data.feedbackId)),
      );
    expect(row?.detail).toMatchObject({ page, admins: admins.length });
  });

  it('stores the screenshot with the report', async () => {
    const sent = await send(
      'll',
      reportForm('See the picture.', '/dashboard', { name: 'shot.png', bytes: FILES.png }),
    );
    expect(sent.status, sent.text).toBe(201);
    const [report] = await server.db
      .select()
      .from(feedbackReports)
      .where(eq(feedbackReports.id, sent.json.data.feedbackId));
    expect(report).toMatchObject({ page: '/dashboard', browser: BROWSER, screenshotName: 'shot.png' });
    const stored = await buffer(await server.ctx.storage.get(report!.screenshotKey!));
    expect(new Uint8Array(stored)).toEqual(FILES.png);
    const mail = await server.lastDelivered('admin@demo.test');
    expect(mail?.body).toContain('Screenshot: shot.png');
  });

  it('may be sent by every role of the shell, and not by the external', async () => {
    for (const role of ['admin', 'll', 'vp', 'rm', 'pm'] as const) {
      const sent = await send(role, reportForm(`From the ${role}.`, '/dashboard'));
      expect(sent.status, `${role}: ${sent.text}`).toBe(201);
    }
    expect((await send('external', reportForm('From outside.', '/client'))).status).toBe(403);
  });

  it('refuses an empty report, no page, and a file that is no picture or paper, storing nothing', async () => {
    const before = (await server.db.select({ id: feedbackReports.id }).from(feedbackReports)).length;
    const empty = await send('rm', reportForm('   ', '/dashboard'));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(FEEDBACK_TEXTS.sayWhat);
    const nowhere = await send('rm', reportForm('Broken.', ''));
    expect(nowhere.status).toBe(400);
    expect(nowhere.text).toContain(FEEDBACK_TEXTS.sayWhere);
    const program = await send('rm', reportForm('Broken.', '/x', { name: 'shot.png', bytes: FILES.exe }));
    expect(program.status).toBe(415);
    expect((await server.db.select({ id: feedbackReports.id }).from(feedbackReports)).length).toBe(before);
  });
});

describe('the external pages (§2.10, §2.11)', () => {
  // This file's server names both (beforeAll); unset, they are null (config.test.ts) and the portal's own.
  it('are the provider’s when FEEDBACK_URL and RESOURCE_CENTER_URL name them', async () => {
    const links = await server.call<{ data: unknown }>('GET', '/api/feedback/links', { token: tokens.rm });
    expect(links.json.data).toEqual(LINKS);
  });
});
