import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lease/contract';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';

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

  it('is required from the third failure from one address, whatever the e-mails', async () => {
    const ip = newAddress();
    await signIn('a@nowhere.test', 'wrong-password-1!', ip);
    await signIn('b@nowhere.test', 'wrong-password-1!', ip);
    expect(await captchaStatus(ip)).toBe(false);
    await signIn('c@nowhere.test', 'wrong-password-1!', ip);
    expect(await captchaStatus(ip)).toBe(true);
    expect(await captchaStatus(newAddress())).toBe(false);
    const res = await signIn(DEMO.rm, TEST_PASSWORD, ip);
    expect(res.status).toBe(400);
    expect(res.json.captchaRequired).toBe(true);
  });

  it('accepts a solution once only', async () => {
    const ip = newAddress();
    for (const e of ['d', 'e', 'f']) await signIn(`${e}@nowhere.test`, 'wrong-password-1!', ip);
    const token = await solveCaptcha();
    expect((await signIn(DEMO.pm, TEST_PASSWORD, ip, token)).status).toBe(200);
    const replay = await signIn(DEMO.pm, TEST_PASSWORD, ip, token);
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(MESSAGES.captchaRequired);
  });
});

describe('lockout', () => {
  const failTimes = async (email: string, times: number) => {
    let last = await signIn(email, 'wrong-password-1!', newAddress());
    for (let i = 1; i < times; i += 1) {
      last = await signIn(
        email,
        'wrong-password-1!',
        newAddress(),
        i >= 2 ? await solveCaptcha() : undefined,
      );
    }
    return last;
  };

  it('locks the account for 15 minutes at the tenth failure, even with the right password', async () => {
    const tenth = await failTimes(DEMO.ll, 10);
    expect(tenth.status).toBe(429);
    expect(tenth.json.message).toBe(MESSAGES.accountLocked);

    const right = await signIn(DEMO.ll, TEST_PASSWORD, newAddress(), await solveCaptcha());
    expect(right.status).toBe(429);
    expect(right.json.message).toBe(MESSAGES.accountLocked);

    clock.at += 10 * 60_000;
    const later = await signIn(DEMO.ll, TEST_PASSWORD, newAddress(), await solveCaptcha());
    expect(later.status).toBe(429);
    expect(later.json.message).toMatch(/try again in 5 minutes/);

    clock.at += 5 * 60_000 + 1000;
    const after = await signIn(DEMO.ll, TEST_PASSWORD, newAddress(), await solveCaptcha());
    expect(after.status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, lock included', async () => {
    const known = await failTimes(DEMO.admin, 10);
    const unknown = await failTimes('nobody-here@demo.test', 10);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    const knownAgain = await signIn(DEMO.admin, 'wrong-password-1!', newAddress(), await solveCaptcha());
    const unknownAgain = await signIn(
      'nobody-here@demo.test',
      'wrong-password-1!',
      newAddress(),
      await solveCaptcha(),
    );
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
