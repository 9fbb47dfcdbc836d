import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailRow } from '@lease/contract';
import { buildings, emails, users } from '../../db/schema/index.js';
import type { Dispatcher } from '../../platform/mail/dispatcher.js';
import { closedPort, recordingDispatcher, type Delivered } from '../../../test/outbox-stand-in.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';

type Json = { message?: string; data?: unknown };

/** What a live credential looks like in a message: a link token, a six-digit code, a spelled-out one. */
const LIVE = [/[A-Za-z0-9_-]{32,}/, /\b\d{6}\b/, /\b\d( \d){5}\b/];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One app whose outbox does not deliver (its dispatcher stopped, or its SMTP server and SMS provider
 * refusing): a landlord and an admin read the records while every kind of credential waits in it.
 */
function scenario(
  name: string,
  start: () => Promise<TestServer>,
  { resend, waiting }: { resend: boolean; waiting: EmailRow['status'] },
) {
  describe(`credentials in the outbox, ${name}`, () => {
    let server: TestServer;
    let capture: Dispatcher | null = null;
    let captured: Delivered[] = [];
    const polled: string[] = [];
    const invitee = `fresh-${resend ? 'a' : 'b'}@new.test`;
    const vpSessions: string[] = [];

    beforeAll(async () => {
      server = await start();
    });
    afterAll(async () => {
      await capture?.stop();
      await server?.close();
    });

    const call = <T = Json>(method: string, path: string, opts: Parameters<TestServer['call']>[2] = {}) =>
      server.call<T>(method, `/api${path}`, opts);

    /** The e-mail records as a reader lists them: the raw answer is kept, every field is checked. */
    async function poll(token: string): Promise<EmailRow[]> {
      const res = await call<{ data: { rows: EmailRow[] } }>('GET', '/email', {
        token,
        query: { sort: 'createdAt', order: 'desc', pageSize: '200' },
      });
      expect(res.status, res.text).toBe(200);
      polled.push(res.text);
      const mine = res.json.data.rows.filter((r) => [DEMO.vp, invitee, '(212) 555-0100'].includes(r.to));
      for (const row of mine) {
        for (const field of Object.values(row)) {
          if (field === row.id || typeof field !== 'string') continue;
          for (const live of LIVE) expect(field, `${row.subject}: ${row.body}`).not.toMatch(live);
        }
      }
      return mine;
    }

    it('never shows a reader a live link or code while the message waits or fails', async () => {
      const ll = await server.signIn(DEMO.ll);
      const admin = await server.signIn(DEMO.admin);
      for (let i = 0; i < 3; i += 1) vpSessions.push(await server.signIn(DEMO.vp));
      const [landlord] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
      const [building] = await server.db
        .select()
        .from(buildings)
        .where(eq(buildings.landlordId, landlord!.landlordId!))
        .limit(1);

      expect((await call('POST', '/auth/send-resetemail', { body: { email: DEMO.vp } })).status).toBe(200);
      const invited = await call('POST', '/invite/invite-user', {
        token: ll,
        body: { email: invitee, role: 'pm', buildingIds: [building!.id] },
      });
      expect(invited.status, invited.text).toBeLessThan(300);
      expect((await call('POST', '/auth/find-invite', { body: { email: invitee } })).status).toBe(200);
      const codes = [
        { mfa_method: 'email' },
        { mfa_method: 'sms', phone: '(212) 555-0100' },
        { mfa_method: 'voice', phone: '(212) 555-0100' },
      ];
      for (const [i, body] of codes.entries()) {
        const sent = await call('POST', '/auth/send-auth-code', {
          token: vpSessions[i],
          body: { ...body, password: TEST_PASSWORD },
        });
        expect(sent.status, sent.text).toBe(200);
      }

      // Polled as the finding did, for a while: queued, then (SMTP refusing) failed.
      const until = Date.now() + 1_500;
      let rows: EmailRow[] = [];
      while (Date.now() < until) {
        await poll(ll);
        rows = await poll(admin);
        await sleep(100);
      }
      const subjects = rows.map((r) => r.subject);
      expect(subjects).toContain('Reset your password');
      expect(subjects).toContain('You are invited to the lease-guarantee portal');
      expect(subjects).toContain('Your code to find your invite');
      expect(
        rows
          .filter((r) => r.subject === 'Your verification code')
          .map((r) => r.channel)
          .sort(),
      ).toEqual(['email', 'sms', 'voice']);
      const carrying = rows.filter((r) => r.subject !== 'Your account details changed');
      expect(new Set(carrying.map((r) => r.status))).toEqual(new Set([waiting]));
      // The reader still sees what kind of message it was.
      const reset = rows.find((r) => r.subject === 'Reset your password')!;
      expect(reset.body).toContain('/reset-password/••••••');
      expect(rows.find((r) => r.channel === 'voice')!.body).toContain('code is ••••••.');
    });

    it('delivers the working link and codes to the transport all the same', async () => {
      const recording = await recordingDispatcher(server);
      capture = recording.dispatcher;
      captured = recording.delivered;
      for (let i = 0; i < 100 && captured.length < 6; i += 1) await sleep(50);
      const to = (address: string, subject: string) =>
        captured.find((m) => m.to === address && m.subject === subject);

      const resetBody = to(DEMO.vp, 'Reset your password')?.body ?? '';
      const resetToken = /\/reset-password\/([\w-]{43})\n/.exec(resetBody)?.[1];
      expect(resetToken, resetBody).toBeDefined();
      const inviteToken = /\/invite\/user\/([\w-]{43})\n/.exec(
        to(invitee, 'You are invited to the lease-guarantee portal')?.body ?? '',
      )?.[1];
      expect(inviteToken).toBeDefined();
      const lookupCode = /is (\d{6})\./.exec(to(invitee, 'Your code to find your invite')?.body ?? '')?.[1];
      const emailCode = /code is (\d{6})\./.exec(to(DEMO.vp, 'Your verification code')?.body ?? '')?.[1];
      const phone = captured.filter((m) => m.to === '(212) 555-0100').map((m) => m.body);
      const smsCode = phone.map((b) => /code is (\d{6})\./.exec(b)?.[1]).find(Boolean);
      const voiceCode = phone.map((b) => /code is ((\d ){5}\d)\./.exec(b)?.[1]).find(Boolean);
      for (const secret of [resetToken, inviteToken, lookupCode, emailCode, smsCode, voiceCode]) {
        expect(secret).toBeDefined();
        for (const text of polled) expect(text).not.toContain(secret);
      }

      // Once delivered, no column of any stored row holds one either.
      for (const row of await server.db.select().from(emails)) {
        // Nor a sealed copy: the dispatcher drops it with the delivery.
        if (row.sentAt) expect(row.sealed).toBeNull();
        const stored = JSON.stringify(row);
        for (const secret of [resetToken, inviteToken, emailCode, smsCode, voiceCode]) {
          expect(stored).not.toContain(secret);
        }
      }

      // Each works for its recipient.
      expect((await call('GET', '/auth/check-token', { query: { token: inviteToken! } })).status).toBe(200);
      const found = await call('POST', '/auth/find-invite/code', {
        body: { email: invitee, code: lookupCode },
      });
      expect(found.status, found.text).toBe(200);
      for (const [i, body] of [
        { mfa_method: 'email', code: emailCode },
        { mfa_method: 'sms', code: smsCode },
        { mfa_method: 'voice', code: voiceCode!.replace(/ /g, '') },
      ].entries()) {
        const verified = await call('POST', '/auth/verify-code', {
          token: vpSessions[i],
          body: { ...body, phone: body.mfa_method === 'email' ? undefined : '(212) 555-0100' },
        });
        expect(verified.status, verified.text).toBe(200);
      }
      if (resend) {
        await resendsMintFresh(resetToken!, inviteToken!);
        return;
      }
      const reset = await call('POST', '/auth/reset-password', {
        body: { token: resetToken, password: 'Another-pass-2026!' },
      });
      expect(reset.status, reset.text).toBe(200);
      await server.signIn(DEMO.vp, 'Another-pass-2026!');
    });

    /**
     * A resent reset or invite carries a new credential and the earlier one stops working; a resent code
     * is refused (it belongs to its owner's sign-in, who asks for a new one there).
     */
    async function resendsMintFresh(resetToken: string, inviteToken: string) {
      const ll = await server.signIn(DEMO.ll);
      const admin = await server.signIn(DEMO.admin);
      const rows = await poll(admin);
      const resend = (token: string, id: string) =>
        call<{ data: EmailRow }>('POST', '/email/resend', { token, body: { id } });
      const before = captured.length;

      const resetRow = rows.find((r) => r.subject === 'Reset your password')!;
      const again = await resend(ll, resetRow.id);
      expect(again.status, again.text).toBe(200);
      expect(again.json.data.body).toContain('/reset-password/••••••');
      const inviteRow = rows.find((r) => r.to === invitee && r.subject.startsWith('You are invited'))!;
      const invitedAgain = await resend(admin, inviteRow.id);
      expect(invitedAgain.status, invitedAgain.text).toBe(200);
      const codeRow = rows.find((r) => r.subject === 'Your verification code')!;
      const codeAgain = await resend(admin, codeRow.id);
      expect(codeAgain.status, codeAgain.text).toBe(409);

      capture!.kick();
      const freshOf = (pattern: RegExp) =>
        captured
          .slice(before)
          .map((m) => pattern.exec(m.body)?.[1])
          .find(Boolean);
      const resetLink = /\/reset-password\/([\w-]{43})\n/;
      const inviteLink = /\/invite\/user\/([\w-]{43})\n/;
      // Until both resends are delivered, whatever else the dispatcher sends meanwhile (a slow machine).
      for (let i = 0; i < 200 && !(freshOf(resetLink) && freshOf(inviteLink)); i += 1) await sleep(50);
      const newReset = freshOf(resetLink);
      const newInvite = freshOf(inviteLink);
      expect(newReset).toBeDefined();
      expect(newReset).not.toBe(resetToken);
      expect(newInvite).toBeDefined();
      expect(newInvite).not.toBe(inviteToken);
      for (const text of [...polled, again.text, invitedAgain.text]) {
        expect(text).not.toContain(newReset);
        expect(text).not.toContain(newInvite);
      }

      // Only the newest link works: the earlier reset and invite links are spent.
      const old = await call('POST', '/auth/reset-password', {
        body: { token: resetToken, password: 'Another-pass-2026!' },
      });
      expect(old.status).toBe(400);
      expect(
        (
          await call<{ data: { status: string } | null }>('GET', '/auth/check-token', {
            query: { token: inviteToken },
          })
        ).json.data?.status,
      ).not.toBe('pending');
      const reset = await call('POST', '/auth/reset-password', {
        body: { token: newReset, password: 'Another-pass-2026!' },
      });
      expect(reset.status, reset.text).toBe(200);
      await server.signIn(DEMO.vp, 'Another-pass-2026!');
      const checked = await call<{ data: { status: string } }>('GET', '/auth/check-token', {
        query: { token: newInvite! },
      });
      expect(checked.status, checked.text).toBe(200);
    }
  });
}

scenario(
  'the dispatcher stopped',
  async () => {
    const server = await startTestServer();
    await server.ctx.mail.stop();
    return server;
  },
  { resend: true, waiting: 'queued' },
);

scenario(
  'delivery failing (SMTP and the SMS provider at a closed port)',
  async () => {
    const port = await closedPort();
    return startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMS_API_URL: `http://127.0.0.1:${port}`,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+15550001111',
    });
  },
  { resend: false, waiting: 'failed' },
);
