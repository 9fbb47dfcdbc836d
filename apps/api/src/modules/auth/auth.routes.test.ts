import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, ROLES, type ThemeSettings } from '@lease/contract';
import { loginAttempts, sessions, users } from '../../db/schema/index.js';
import {
  DEMO,
  startTestServer,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  type TestServer,
} from '../../../test/server.js';
import { expectWireUser } from '../../../test/wire-user.js';
import { SIGN_IN_FAILED } from './auth.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
// Failed sign-ins count per address, and every test calls from 127.0.0.1: each test starts uncounted
// (the counting itself is tested in signin-limits.test.ts).
afterEach(async () => {
  await server.db.delete(loginAttempts);
});

describe('POST /api/auth/signin', () => {
  it.each(ROLES)('signs in the demo %s and returns the user of §3.1 with a token', async (role) => {
    const res = await server.call<{ data: Record<string, unknown> }>('POST', '/api/auth/signin', {
      body: { email: DEMO[role], password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.role).toBe(role);
    expect(data.email).toBe(DEMO[role]);
    expectWireUser(data, ['accessToken', 'exp']);
    expect(data.require_2fa).toBe(false);
    expect(typeof data.accessToken).toBe('string');
    expect(data.exp).toBeGreaterThan(Date.now() / 1000);
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('accepts the e-mail in any case', async () => {
    const res = await server.call('POST', '/api/auth/signin', {
      body: { email: 'Admin@Demo.Test', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await server.call('POST', '/api/auth/signin', {
      body: { email: DEMO.admin, password: 'not-the-password1!' },
    });
    const unknown = await server.call('POST', '/api/auth/signin', {
      body: { email: 'nobody@demo.test', password: 'not-the-password1!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: SIGN_IN_FAILED });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('rejects an invalid e-mail with the field named', async () => {
    const res = await server.call<{ message: string; issues: { path: string; message: string }[] }>(
      'POST',
      '/api/auth/signin',
      { body: { email: 'not-an-email', password: 'x' } },
    );
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: 'body.email', message: 'Invalid Email' });
  });

  it('refuses a disabled user', async () => {
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, DEMO.otherLandlord));
    const res = await server.call('POST', '/api/auth/signin', {
      body: { email: DEMO.otherLandlord, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(401);
    await server.db.update(users).set({ disabledAt: null }).where(eq(users.email, DEMO.otherLandlord));
  });
});

describe('GET /api/auth/profile', () => {
  it('reads the token raw and as Bearer', async () => {
    const token = await server.signIn(DEMO.vp);
    const raw = await server.call<{ data: { email: string } }>('GET', '/api/auth/profile', { token });
    const bearer = await server.call<{ data: { email: string } }>('GET', '/api/auth/profile', {
      token: `Bearer ${token}`,
    });
    expect(raw.status).toBe(200);
    expect(raw.json.data.email).toBe(DEMO.vp);
    expect(bearer.json.data.email).toBe(DEMO.vp);
  });

  it('sends the user of §3.1 in its wire names', async () => {
    const token = await server.signIn(DEMO.vp);
    const res = await server.call<{ data: Record<string, unknown> }>('GET', '/api/auth/profile', { token });
    expectWireUser(res.json.data);
    expect(res.json.data).toMatchObject({
      email: DEMO.vp,
      role: 'vp',
      username: expect.any(String),
      is_verified: true,
      mfa_method: 'email',
      require_2fa: false,
      require_password_update: false,
      landlordId: expect.any(String),
    });
  });

  it('answers 401 with no token, a forged token and an expired token', async () => {
    expect((await server.call('GET', '/api/auth/profile')).status).toBe(401);
    const token = await server.signIn(DEMO.vp);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await server.call('GET', '/api/auth/profile', { token: forged })).status).toBe(401);

    const [session] = await server.db.select().from(sessions).limit(1);
    const expired = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session!.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await server.call('GET', '/api/auth/profile', { token: expired });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: expect.stringMatching(/expired/) });
  });

  it('stops a disabled user at once, on a token issued before', async () => {
    const token = await server.signIn(DEMO.pm);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    await server.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, DEMO.pm));
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(401);
    await server.db.update(users).set({ disabledAt: null }).where(eq(users.email, DEMO.pm));
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server and leaves other sessions alone', async () => {
    const first = await server.signIn(DEMO.rm);
    const second = await server.signIn(DEMO.rm);
    const out = await server.call('POST', '/api/auth/logout', { token: first });
    expect(out.status).toBe(200);
    expect((await server.call('GET', '/api/auth/profile', { token: first })).status).toBe(401);
    expect((await server.call('GET', '/api/auth/profile', { token: second })).status).toBe(200);
  });
});

describe('POST /api/auth/user-theme', () => {
  it('saves the theme and returns it at the next sign-in', async () => {
    const token = await server.signIn(DEMO.ll);
    const theme: ThemeSettings = {
      ...DEFAULT_THEME,
      mode: 'dark',
      direction: 'rtl',
      theme: 'ruby',
      layout: 'big-sidebar',
      dateFormat: 'YYYY-MM-DD',
    };
    const saved = await server.call('POST', '/api/auth/user-theme', { token, body: theme });
    expect(saved.status).toBe(200);
    const res = await server.call<{ data: { theme: ThemeSettings } }>('POST', '/api/auth/signin', {
      body: { email: DEMO.ll, password: TEST_PASSWORD },
    });
    expect(res.json.data.theme).toEqual(theme);
  });

  it('rejects an unknown palette and unknown fields', async () => {
    const token = await server.signIn(DEMO.ll);
    const badPalette = await server.call('POST', '/api/auth/user-theme', {
      token,
      body: { ...DEFAULT_THEME, theme: 'neon' },
    });
    expect(badPalette.status).toBe(400);
    const extra = await server.call('POST', '/api/auth/user-theme', {
      token,
      body: { ...DEFAULT_THEME, admin: true },
    });
    expect(extra.status).toBe(400);
  });
});
