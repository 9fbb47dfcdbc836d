import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { activityLog, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';
import { PAIR_BACKOFF_AFTER_FAILURES } from './lockout.js';

let server: TestServer;
const clock = { at: Date.now(), now: () => new Date(clock.at) };
beforeAll(async () => {
  server = await startTestServer({ CAPTCHA_COST: '20' }, { clock });
});
afterAll(() => server?.close());

/** Each test signs in from its own address, so the per-address counts do not mix. */
let nextAddress = 10;
const newAddress = () => `203.0.113.${(nextAddress += 1)}`;

const signIn = (email: string, password: string, ip: string, captcha_token?: string) =>
  server.call<{ message: string; captchaRequired?: boolean; data?: { accessToken: string } }>(
    'POST',
    '/api/auth/signin',
    { body: { email, password, captcha_token }, headers: { 'x-forwarded-for': ip } },
  );

const captchaStatus = async (ip: string, email?: string) =>
  (
    await server.call<{ data: { required: boolean } }>('GET', '/api/auth/captcha-status', {
      query: email ? { email } : {},
      headers: { 'x-forwarded-for': ip },
    })
  ).json.data.required;

/** What the ALTCHA widget does in the browser: fetch a challenge, find the counter, send both. */
async function solveCaptcha(): Promise<string> {
  const res = await server.call<{ data: Challenge }>('GET', '/api/auth/captcha-challenge');
  const challenge = res.json.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha after failed sign-ins', () => {
  it('is not required at first, and is from the third failure for that e-mail', async () => {
    const ip = newAddress();
    expect(await captchaStatus(ip, DEMO.vp)).toBe(false);
    const first = await signIn(DEMO.vp, 'wrong-password-1!', ip);
    const second = await signIn(DEMO.vp, 'wrong-password-1!', newAddress());
    expect(first.json.captchaRequired).toBeUndefined();
    expect(second.json.captchaRequired).toBeUndefined();
    const third = await signIn(DEMO.vp, 'wrong-password-1!', newAddress());
    expect(third.status).toBe(401);
    expect(third.json).toEqual({ message: MESSAGES.signInFailed, captchaRequired: true });
    expect(await captchaStatus(newAddress(), DEMO.vp)).toBe(true);

    const withoutCaptcha = await signIn(DEMO.vp, TEST_PASSWORD, newAddress());
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.json).toEqual({ message: MESSAGES.captchaRequired, captchaRequired: true });
    const forged = await signIn(
      DEMO.vp,
      TEST_PASSWORD,
      newAddress(),
      Buffer.from('{"x":1}').toString('base64'),
    );
    expect(forged.status).toBe(400);

    const token = await solveCaptcha();
    const solved = await signIn(DEMO.vp, TEST_PASSWORD, newAddress(), token);
    expect(solved.status).toBe(200);
    // A success clears the e-mail's count.
    expect(await captchaStatus(newAddress(), DEMO.vp)).toBe(false);
  });

  it('is required from one address alone only at the twentieth failure, so colleagues are not challenged', async () => {
    const office = newAddress();
    for (const e of ['a', 'b', 'c']) await signIn(`${e}@nowhere.test`, 'wrong-password-1!', office);
    expect(await captchaStatus(office)).toBe(false);
    expect((await signIn(DEMO.rm, TEST_PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 17; i += 1) await signIn(`x${i}@nowhere.test`, 'wrong-password-1!', office);
    expect(await captchaStatus(office)).toBe(true);
    expect(await captchaStatus(newAddress())).toBe(false);
    const res = await signIn(DEMO.rm, TEST_PASSWORD, office);
    expect(res.status).toBe(400);
    expect(res.json.captchaRequired).toBe(true);
  });

  it('accepts a solution once only', async () => {
    for (let i = 0; i < 3; i += 1) await signIn(DEMO.pm, 'wrong-password-1!', newAddress());
    const token = await solveCaptcha();
    expect((await signIn(DEMO.pm, 'wrong-password-1!', newAddress(), token)).status).toBe(401);
    const replay = await signIn(DEMO.pm, TEST_PASSWORD, newAddress(), token);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MESSAGES.captchaRequired);
    expect((await signIn(DEMO.pm, TEST_PASSWORD, newAddress(), await solveCaptcha())).status).toBe(200);
  });
});

describe('back-off after failed sign-ins', () => {
  const failTimes = async (email: string, times: number, ip?: string) => {
    let last = await signIn(email, 'wrong-password-1!', ip ?? newAddress());
    for (let i = 1; i < times; i += 1) {
      last = await signIn(
        email,
        'wrong-password-1!',
        ip ?? newAddress(),
        i >= 2 ? await solveCaptcha() : undefined,
      );
    }
    return last;
  };

  /** The device cookie a full sign-in sets: what the owner's browser sends back next time. */
  const deviceCookie = async (email: string) => {
    const res = await server.call('POST', '/api/auth/signin', {
      body: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(res.status).toBe(200);
    const cookie = /lease_device=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    if (!cookie) throw new Error('no device cookie');
    return cookie;
  };

  it('cannot be used to lock the owner out: the right password passes from a known device, or with a captcha', async () => {
    const cookie = await deviceCookie(DEMO.ll);
    await failTimes(DEMO.ll, 12);
    const bare = await signIn(DEMO.ll, TEST_PASSWORD, newAddress());
    expect(bare.status).toBe(429);
    expect(bare.json.message).toMatch(/locked; try again in \d+ minutes?\./);
    expect(bare.json.captchaRequired).toBe(true);

    const known = await server.call('POST', '/api/auth/signin', {
      body: { email: DEMO.ll, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': newAddress(), cookie },
    });
    expect(known.status).toBe(200);

    await failTimes(DEMO.ll, 12);
    const forged = await server.call('POST', '/api/auth/signin', {
      body: { email: DEMO.ll, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': newAddress(), cookie: `${cookie.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(429);
    const solved = await signIn(DEMO.ll, TEST_PASSWORD, newAddress(), await solveCaptcha());
    expect(solved.status).toBe(200);
  });

  it('holds one address that keeps failing for one e-mail, doubling, and no other address', async () => {
    const ip = newAddress();
    await failTimes(DEMO.vp, 5, ip);
    const held = await signIn(DEMO.vp, TEST_PASSWORD, ip, await solveCaptcha());
    expect(held.status).toBe(429);
    expect(held.json.message).toMatch(/try again in 1 minute\./);
    clock.at += 61_000;
    expect((await signIn(DEMO.vp, 'wrong-password-1!', ip, await solveCaptcha())).status).toBe(401);
    const doubled = await signIn(DEMO.vp, TEST_PASSWORD, ip, await solveCaptcha());
    expect(doubled.json.message).toMatch(/try again in 2 minutes\./);
    expect((await signIn(DEMO.vp, TEST_PASSWORD, newAddress(), await solveCaptcha())).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, back-off included', async () => {
    const known = await failTimes(DEMO.admin, 10);
    const unknown = await failTimes('nobody-here@demo.test', 10);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const knownAgain = await signIn(DEMO.admin, 'wrong-password-1!', newAddress());
    const unknownAgain = await signIn('nobody-here@demo.test', 'wrong-password-1!', newAddress());
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(knownAgain.status);
    expect(unknownAgain.json).toEqual(knownAgain.json);
    clock.at += 16 * 60_000;
  });

  it('forgets failures after an hour of quiet', async () => {
    await failTimes(DEMO.otherLandlord, 3);
    expect(await captchaStatus(newAddress(), DEMO.otherLandlord)).toBe(true);
    clock.at += 61 * 60_000;
    expect(await captchaStatus(newAddress(), DEMO.otherLandlord)).toBe(false);
  });
});

describe('sign-ins in the activity log', () => {
  const rowsFrom = (ip: string) =>
    server.db.select().from(activityLog).where(eq(activityLog.ip, ip)).orderBy(activityLog.createdAt);
  const userId = async (email: string) =>
    (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

  it('records a wrong password, an unknown e-mail and a success, each with the client address', async () => {
    const [wrong, unknown, right] = [newAddress(), newAddress(), newAddress()];
    expect((await signIn(DEMO.rm, 'wrong-password-1!', wrong)).status).toBe(401);
    expect((await signIn('no-account@demo.test', 'wrong-password-1!', unknown)).status).toBe(401);
    expect((await signIn(DEMO.rm, TEST_PASSWORD, right)).status).toBe(200);
    const rm = await userId(DEMO.rm);
    expect(await rowsFrom(wrong)).toMatchObject([
      {
        action: 'auth.signin.failed',
        actorId: null,
        subjectId: rm,
        detail: { email: DEMO.rm, reason: 'wrong-password' },
      },
    ]);
    expect(await rowsFrom(unknown)).toMatchObject([
      {
        action: 'auth.signin.failed',
        subjectId: null,
        detail: { email: 'no-account@demo.test', reason: 'unknown-email' },
      },
    ]);
    expect(await rowsFrom(right)).toMatchObject([{ action: 'auth.signin', actorId: rm, subjectId: rm }]);
  });

  it('records a sign-in the back-off holds, with its answer', async () => {
    const ip = newAddress();
    const email = 'held-here@demo.test';
    for (let i = 0; i < PAIR_BACKOFF_AFTER_FAILURES; i += 1) {
      await signIn(email, 'wrong-password-1!', ip, i >= 2 ? await solveCaptcha() : undefined);
    }
    const held = await signIn(email, 'wrong-password-1!', ip, await solveCaptcha());
    expect(held.status).toBe(429);
    const rows = await rowsFrom(ip);
    expect(rows.map((r) => r.action)).toEqual([
      ...Array<string>(PAIR_BACKOFF_AFTER_FAILURES).fill('auth.signin.failed'),
      'auth.signin.refused',
    ]);
    expect(rows.at(-1)?.detail).toEqual({ email, status: 429, message: held.json.message });
  });
});
