import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { MFA_DEMO_EMAIL } from '../../demo/demo.js';
import { activityLog, authCodes, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';
import { expectWireUser } from '../../../test/wire-user.js';
import { STEP_UP_NEEDED, STEP_UP_WRONG } from './step-up.js';

type Json = {
  message: string;
  data: Record<string, unknown> & { accessToken: string; require_2fa: boolean };
};

let server: TestServer;
const clock = { at: Date.now(), now: () => new Date(clock.at) };
beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server?.close());

const signIn = (email: string) =>
  server.call<Json>('POST', '/api/auth/signin', { body: { email, password: TEST_PASSWORD } });

const send = (token: string, body: Record<string, unknown>) =>
  server.call<Json>('POST', '/api/auth/send-auth-code', { token, body });

const verify = (token: string, body: Record<string, unknown>) =>
  server.call<Json>('POST', '/api/auth/verify-code', { token, body });

/** The last code the outbox holds for an address: what the user reads in the e-mail or text. */
async function lastCode(to: string, channel = 'email'): Promise<string> {
  const message = await server.lastDelivered(to, channel);
  // A voice call spells the digits out with spaces between them.
  const code = /code is ([\d ]{6,11})\./.exec(message?.body ?? '')?.[1]?.replace(/ /g, '');
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  it('gives a pending token that opens only the two-factor calls, then a full one for the e-mailed code', async () => {
    const first = await signIn(MFA_DEMO_EMAIL);
    expect(first.status).toBe(200);
    expect(first.json.data.require_2fa).toBe(true);
    const pending = first.json.data.accessToken;
    const blocked = await server.call('POST', '/api/auth/user-theme', { token: pending, body: {} });
    expect(blocked.status).toBe(401);

    const sent = await send(pending, { email: MFA_DEMO_EMAIL, phone: '', mfa_method: 'email' });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({ mfa_method: 'email', sentTo: 'm***@demo.test', resendAfter: 300 });
    const code = await lastCode(MFA_DEMO_EMAIL);

    const wrong = await verify(pending, { email: MFA_DEMO_EMAIL, mfa_method: 'email', code: wrongOf(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(MESSAGES.wrongCode);

    const right = await verify(pending, { email: MFA_DEMO_EMAIL, mfa_method: 'email', code });
    expect(right.status).toBe(200);
    expect(right.json.data.require_2fa).toBe(false);
    const full = right.json.data.accessToken;
    expect((await server.call('GET', '/api/auth/profile', { token: full })).status).toBe(200);
    // The pending token is spent, and so is the code.
    expect((await server.call('GET', '/api/auth/profile', { token: pending })).status).toBe(401);
    const again = await verify(full, { email: MFA_DEMO_EMAIL, mfa_method: 'email', code });
    expect(again.status).toBe(400);
  });

  it('answers before the second factor only what the code screen needs', async () => {
    await server.db.update(users).set({ phone: '(212) 555-0100' }).where(eq(users.email, MFA_DEMO_EMAIL));
    const first = await signIn(MFA_DEMO_EMAIL);
    const pending = first.json.data.accessToken;
    const profile = await server.call<Json>('GET', '/api/auth/profile', { token: pending });
    for (const answer of [first.json.data, profile.json.data]) {
      const { accessToken: _token, exp: _exp, ...user } = answer;
      // Only what the code screen needs: no id, role, name, picture, theme or landlord, nothing unmasked.
      expect(user).toEqual({
        email: 'm***@demo.test',
        phone: '(***) ***-0100',
        mfa_method: 'email',
        require_2fa: true,
      });
      expect(JSON.stringify(answer)).not.toContain('555-0100');
      expect(JSON.stringify(answer)).not.toContain(MFA_DEMO_EMAIL);
    }
    await send(pending, { mfa_method: 'email' });
    const full = await verify(pending, { mfa_method: 'email', code: await lastCode(MFA_DEMO_EMAIL) });
    expectWireUser(full.json.data, ['accessToken', 'exp']);
    expect(full.json.data).toMatchObject({
      email: MFA_DEMO_EMAIL,
      phone: '(212) 555-0100',
      role: 'pm',
      require_2fa: false,
    });
    expect(full.json.data.landlordId).toEqual(expect.any(String));
    await server.db.update(users).set({ phone: null }).where(eq(users.email, MFA_DEMO_EMAIL));
  });

  it('stores codes hashed, never as sent', async () => {
    const pending = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(pending, { mfa_method: 'email' });
    const code = await lastCode(MFA_DEMO_EMAIL);
    const rows = await server.db.execute(`select code_hash from auth_codes`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a code after 10 minutes', async () => {
    const pending = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(pending, { mfa_method: 'email' });
    const code = await lastCode(MFA_DEMO_EMAIL);
    clock.at += 10 * 60_000 + 1000;
    const res = await verify(pending, { mfa_method: 'email', code });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.codeExpired);
  });

  it('allows five tries per code', async () => {
    const pending = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(pending, { mfa_method: 'email' });
    const code = await lastCode(MFA_DEMO_EMAIL);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(pending, { mfa_method: 'email', code: wrongOf(code) })).json.message).toBe(
        MESSAGES.wrongCode,
      );
    }
    // The fifth wrong code also starts the account's back-off; once it ends, the code's tries are still spent.
    expect((await verify(pending, { mfa_method: 'email', code })).status).toBe(429);
    clock.at += 61_000;
    const sixth = await verify(pending, { mfa_method: 'email', code });
    expect(sixth.status).toBe(400);
    expect(sixth.json.message).toBe(MESSAGES.codeTriesUsed);
    clock.at += 300_000;
    await send(pending, { mfa_method: 'email' });
    expect(
      (await verify(pending, { mfa_method: 'email', code: await lastCode(MFA_DEMO_EMAIL) })).status,
    ).toBe(200);
  });

  it('counts wrong codes per account: new sign-ins and re-sent codes give no fresh guesses', async () => {
    const guess = async (pending: string, times: number) => {
      const answers: number[] = [];
      for (let i = 0; i < times; i += 1) {
        answers.push((await verify(pending, { mfa_method: 'email', code: '000000' })).status);
      }
      return answers;
    };
    const first = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(first, { mfa_method: 'email' });
    const code = await lastCode(MFA_DEMO_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await guess(first, 3)).toEqual([400, 400, 400]);
    const second = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(second, { mfa_method: 'email' });
    const secondCode = await lastCode(MFA_DEMO_EMAIL);
    expect((await verify(second, { mfa_method: 'email', code: wrong })).status).toBe(400);
    expect((await verify(second, { mfa_method: 'email', code: wrong })).status).toBe(400);
    // Five wrong in all: the right code waits too, on every session, and a new code does not help.
    const locked = await verify(second, { mfa_method: 'email', code: secondCode });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many wrong codes. Please try again in 1 minute.');
    const third = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(third, { mfa_method: 'email' });
    expect((await verify(third, { mfa_method: 'email', code: await lastCode(MFA_DEMO_EMAIL) })).status).toBe(
      429,
    );
    // Each further wrong code doubles the wait.
    clock.at += 61_000;
    expect((await verify(third, { mfa_method: 'email', code: wrong })).status).toBe(400);
    const doubled = await verify(third, { mfa_method: 'email', code: wrong });
    expect(doubled.json.message).toBe('Too many wrong codes. Please try again in 2 minutes.');
    clock.at += 121_000;
    expect((await verify(third, { mfa_method: 'email', code: await lastCode(MFA_DEMO_EMAIL) })).status).toBe(
      200,
    );
    // A right code clears the count.
    const fourth = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(fourth, { mfa_method: 'email' });
    expect((await verify(fourth, { mfa_method: 'email', code: wrong })).status).toBe(400);
    clock.at += 300_000;
    await send(fourth, { mfa_method: 'email' });
    expect((await verify(fourth, { mfa_method: 'email', code: await lastCode(MFA_DEMO_EMAIL) })).status).toBe(
      200,
    );
  });

  it('sends a new code only after 300 seconds, and the new one replaces the old', async () => {
    const pending = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    await send(pending, { mfa_method: 'email' });
    const old = await lastCode(MFA_DEMO_EMAIL);
    const soon = await send(pending, { mfa_method: 'email' });
    expect(soon.status).toBe(429);
    expect(soon.json.message).toMatch(/wait 300 seconds/);
    clock.at += 300_000;
    expect((await send(pending, { mfa_method: 'email' })).status).toBe(200);
    const fresh = await lastCode(MFA_DEMO_EMAIL);
    if (fresh !== old) {
      expect((await verify(pending, { mfa_method: 'email', code: old })).json.message).toBe(
        MESSAGES.wrongCode,
      );
    }
    expect((await verify(pending, { mfa_method: 'email', code: fresh })).status).toBe(200);
  });

  it("sends sms and voice codes only to the account's own phone before verification", async () => {
    const pending = (await signIn(MFA_DEMO_EMAIL)).json.data.accessToken;
    const noPhone = await send(pending, { mfa_method: 'sms' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.json.message).toBe(MESSAGES.phoneForMethod);
    const elsewhere = await send(pending, { mfa_method: 'sms', phone: '(212) 555-0100' });
    expect(elsewhere.status).toBe(400);
    const otherEmail = await send(pending, { mfa_method: 'email', email: 'thief@evil.test' });
    expect(otherEmail.status).toBe(400);

    await server.db.update(users).set({ phone: '(212) 555-0100' }).where(eq(users.email, MFA_DEMO_EMAIL));
    const voice = await send(pending, { mfa_method: 'voice', phone: '(212) 555-0100' });
    expect(voice.status).toBe(200);
    expect(voice.json.data.sentTo).toBe('(***) ***-0100');
    const code = await lastCode('(212) 555-0100', 'voice');
    const res = await verify(pending, { mfa_method: 'voice', code });
    expect(res.status).toBe(200);
    expect(res.json.data.mfa_method).toBe('voice');
    await server.db
      .update(users)
      .set({ phone: null, mfaMethod: 'email' })
      .where(eq(users.email, MFA_DEMO_EMAIL));
  });

  it('accepts an authenticator app (TOTP) once enrolled, each code once', async () => {
    const token = await server.signIn(DEMO.rm);
    const setup = await server.call<{ data: { secret: string; uri: string } }>(
      'POST',
      '/api/auth/totp-setup',
      { token, body: { password: TEST_PASSWORD } },
    );
    expect(setup.status).toBe(200);
    expect(setup.json.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const app = new TOTP({ secret: Secret.fromBase32(setup.json.data.secret) });
    expect((await send(token, { mfa_method: 'totp' })).json.data).toEqual({
      mfa_method: 'totp',
      sentTo: null,
      resendAfter: 0,
    });
    const code = app.generate({ timestamp: clock.at });
    const confirmed = await verify(token, { mfa_method: 'totp', code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.mfa_method).toBe('totp');

    await server.db.update(users).set({ require2fa: true }).where(eq(users.email, DEMO.rm));
    const pending = (await signIn(DEMO.rm)).json.data.accessToken;
    await send(pending, { mfa_method: 'totp' });
    const reused = await verify(pending, { mfa_method: 'totp', code });
    expect(reused.json.message).toBe(MESSAGES.wrongCode);
    clock.at += 30_000;
    const next = await verify(pending, { mfa_method: 'totp', code: app.generate({ timestamp: clock.at }) });
    expect(next.status).toBe(200);
    await server.db
      .update(users)
      .set({ require2fa: false, mfaMethod: 'email' })
      .where(eq(users.email, DEMO.rm));
  });
});

describe('changing the second factor needs a step-up, and the owner hears of it', () => {
  const NEW_PHONE = '(646) 555-0177';
  const lastMail = (to: string) => server.lastDelivered(to);

  it('sends to a new phone only after the current password, and makes it the factor once its code is verified', async () => {
    const token = await server.signIn(DEMO.pm);
    const bare = await send(token, { mfa_method: 'sms', phone: NEW_PHONE });
    expect(bare.status).toBe(403);
    expect(bare.json.message).toBe(STEP_UP_NEEDED);
    const wrong = await send(token, { mfa_method: 'sms', phone: NEW_PHONE, password: 'Not-the-pass-1!' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(STEP_UP_WRONG);
    const [before] = await server.db.select().from(users).where(eq(users.email, DEMO.pm));
    expect(before?.phone).not.toBe(NEW_PHONE);

    const sent = await send(token, { mfa_method: 'sms', phone: NEW_PHONE, password: TEST_PASSWORD });
    expect(sent.status).toBe(200);
    const done = await verify(token, {
      mfa_method: 'sms',
      phone: NEW_PHONE,
      code: await lastCode(NEW_PHONE, 'sms'),
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ mfa_method: 'sms', phone: NEW_PHONE });
    const told = await lastMail(DEMO.pm);
    expect(told?.subject).toBe('Your account details changed');
    expect(told?.body).toContain('The two-factor method of your account changed.');
    expect(told?.body).toContain('The phone number of your account changed.');

    // The enrolling code is spent: it does not also stand in for a profile save's step-up.
    const save = await server.call<Json>('POST', '/api/auth/edit-profile', {
      token,
      body: { name: 'P M', email: DEMO.pm, job_title: 'PM', phone: NEW_PHONE, mfa_method: 'sms' },
    });
    expect(save.status).toBe(403);
    await server.db.update(users).set({ phone: null, mfaMethod: 'email' }).where(eq(users.email, DEMO.pm));
  });

  it("sends a code to the account's current factor with no password: that is the profile's step-up", async () => {
    const token = await server.signIn(DEMO.vp);
    expect((await send(token, { mfa_method: 'email' })).status).toBe(200);
  });

  it('replaces an authenticator app only after the current password, and tells the owner', async () => {
    const token = await server.signIn(DEMO.admin);
    const none = await server.call<Json>('POST', '/api/auth/totp-setup', { token, body: {} });
    expect(none.status).toBe(400);
    const wrong = await server.call<Json>('POST', '/api/auth/totp-setup', {
      token,
      body: { password: 'Not-the-pass-1!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(STEP_UP_WRONG);
    const right = await server.call<Json>('POST', '/api/auth/totp-setup', {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(right.status).toBe(200);
    expect((await lastMail(DEMO.admin))?.body).toContain('The two-factor method of your account changed.');
  });
});

describe('REQUIRE_2FA=1', () => {
  it('asks every account for a second factor', async () => {
    const strict = await startTestServer({ REQUIRE_2FA: '1' });
    try {
      const res = await strict.call<Json>('POST', '/api/auth/signin', {
        body: { email: DEMO.admin, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.json.data.require_2fa).toBe(true);
      const blocked = await strict.call('POST', '/api/auth/user-theme', {
        token: res.json.data.accessToken,
        body: {},
      });
      expect(blocked.status).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('wrong codes and refused step-ups in the activity log', () => {
  const rowsFrom = (ip: string) =>
    server.db.select().from(activityLog).where(eq(activityLog.ip, ip)).orderBy(activityLog.createdAt);
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('records a wrong code with who sent it and from where, and keeps the try it spent', async () => {
    const token = await server.signIn(DEMO.ll);
    const ip = '198.51.100.31';
    await server.call('POST', '/api/auth/send-auth-code', { token, body: { mfa_method: 'email' } });
    const code = await lastCode(DEMO.ll);
    const wrong = await server.call<Json>('POST', '/api/auth/verify-code', {
      token,
      body: { mfa_method: 'email', code: wrongOf(code) },
      headers: from(ip),
    });
    expect(wrong.json.message).toBe(MESSAGES.wrongCode);
    const [ll] = await server.db.select().from(users).where(eq(users.email, DEMO.ll));
    expect(await rowsFrom(ip)).toMatchObject([
      { action: 'auth.code.wrong', actorId: ll?.id, subjectId: ll?.id, detail: { method: 'email' } },
    ]);
    const [open] = await server.db.select().from(authCodes).where(eq(authCodes.userId, ll!.id));
    expect(open?.attempts).toBe(1);
  });

  it('records a step-up refused for a missing or a wrong password', async () => {
    const token = await server.signIn(DEMO.ll);
    const ip = '198.51.100.32';
    const ask = (password?: string) =>
      server.call<Json>('POST', '/api/auth/send-auth-code', {
        token,
        body: { mfa_method: 'sms', phone: '(646) 555-0188', password },
        headers: from(ip),
      });
    expect((await ask()).status).toBe(403);
    expect((await ask('Not-the-pass-1!')).status).toBe(400);
    expect(await rowsFrom(ip)).toMatchObject([
      { action: 'auth.step-up.refused', detail: { status: 403, message: STEP_UP_NEEDED } },
      { action: 'auth.step-up.wrong' },
    ]);
  });
});
