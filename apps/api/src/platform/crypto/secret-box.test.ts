import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, totpSecrets, users } from '../../db/schema/index.js';
import { sealPlainTotpSecrets } from '../../modules/auth/totp.js';
import { DEMO, startTestServer, TEST_PASSWORD, type TestServer } from '../../../test/server.js';
import { loadSigningKey } from '../auth/tokens.js';
import { createSecretBox, resolveSecretsKey } from './secret-box.js';

const SECRETS_KEY = 'a-secrets-key-for-tests-that-is-long-enough';
let server: TestServer;
beforeAll(async () => {
  // No JWT_SECRET: the signing key is generated and stored, so its sealing is seen.
  server = await startTestServer({ SECRETS_KEY, JWT_SECRET: undefined as unknown as string });
});
afterAll(() => server?.close());

describe('secrets at rest', () => {
  it('stores the generated signing key sealed, never as the key itself', async () => {
    const [row] = await server.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
    expect(row?.value).toMatch(/^v1:/);
    const box = createSecretBox(resolveSecretsKey(server.config));
    const key = new TextDecoder().decode(await loadSigningKey(server.db, null, box));
    expect(key.length).toBeGreaterThanOrEqual(48);
    expect(row?.value).not.toContain(key);
    // The server signs with that key: its tokens work.
    const token = await server.signIn(DEMO.vp);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
  });

  it('stores an authenticator secret sealed, and seals one an older version kept in clear', async () => {
    const token = await server.signIn(DEMO.rm);
    const setup = await server.call<{ data: { secret: string } }>('POST', '/api/auth/totp-setup', {
      token,
      body: { password: TEST_PASSWORD },
    });
    const [rm] = await server.db.select().from(users).where(eq(users.email, DEMO.rm));
    const [stored] = await server.db.select().from(totpSecrets).where(eq(totpSecrets.userId, rm!.id));
    expect(stored?.secret).toMatch(/^v1:/);
    expect(stored?.secret).not.toContain(setup.json.data.secret);

    await server.db
      .update(totpSecrets)
      .set({ secret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(totpSecrets.userId, rm!.id));
    const box = createSecretBox(resolveSecretsKey(server.config));
    await sealPlainTotpSecrets(server.db, box);
    const [resealed] = await server.db.select().from(totpSecrets).where(eq(totpSecrets.userId, rm!.id));
    expect(resealed?.secret).toMatch(/^v1:/);
    expect(box.open(resealed!.secret)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed value altered at rest', () => {
    const box = createSecretBox(resolveSecretsKey(server.config));
    const sealed = box.seal('secret');
    // The second-to-last character carries six bits of the body (the last has unused ones): swapped
    // for another, always a different one, the value is altered.
    const at = sealed.length - 2;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped)).toThrow();
  });
});
