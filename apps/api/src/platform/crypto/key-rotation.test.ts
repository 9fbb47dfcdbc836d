import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { oauthStates, totpSecrets, users } from '../../db/schema/index.js';
import { DEMO, startTestServer, testConfig, TEST_PASSWORD, type TestServer } from '../../../test/server.js';
import { createSecretBox } from './secret-box.js';

const OLD = {
  JWT_SECRET: 'the-signing-secret-before-the-rotation-0001',
  SECRETS_KEY: 'the-secrets-key-before-the-rotation-00001',
};
const NEW = {
  JWT_SECRET: 'the-signing-secret-after-the-rotation-00001',
  SECRETS_KEY: 'the-secrets-key-after-the-rotation-000001',
};
const boxOf = (secretsKey: string) => createSecretBox(createHash('sha256').update(secretsKey).digest());

let server: TestServer;
const started: FastifyInstance[] = [];
beforeAll(async () => {
  server = await startTestServer(OLD);
});
afterAll(async () => {
  for (const app of started) await app.close();
  await server?.close();
});

/** Another instance on the same database, with other settings: the same deployment after a restart. */
async function restartWith(env: Record<string, string>) {
  const storage: Record<string, string> =
    server.config.storage.kind === 'local' ? { STORAGE_DIR: server.config.storage.dir } : {};
  const app = await buildApp(testConfig({ ...storage, ...env }), server.database);
  started.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    profile: async (token: string) =>
      (await fetch(`${url}/api/auth/profile`, { headers: { authorization: token, connection: 'close' } }))
        .status,
    signIn: async (email: string) => {
      const res = await fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    },
  };
}

describe('rotating JWT_SECRET and SECRETS_KEY', () => {
  it('keeps sessions and sealed secrets through the rotation, and reseals them with the new key', async () => {
    const before = await server.signIn(DEMO.vp);
    const rmToken = await server.signIn(DEMO.rm);
    expect(
      (
        await server.call('POST', '/api/auth/totp-setup', {
          token: rmToken,
          body: { password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const [rm] = await server.db.select().from(users).where(eq(users.email, DEMO.rm));
    const [sealedBefore] = await server.db.select().from(totpSecrets).where(eq(totpSecrets.userId, rm!.id));
    const secret = boxOf(OLD.SECRETS_KEY).open(sealedBefore!.secret);
    await server.db.insert(oauthStates).values({
      state: 'a-state-in-flight',
      verifierSealed: boxOf(OLD.SECRETS_KEY).seal('the-pkce-verifier'),
      userId: rm!.id,
      createdAt: new Date(),
    });

    // The rotation: new keys, the old ones still read.
    const rotating = await restartWith({
      ...NEW,
      JWT_SECRET_PREVIOUS: OLD.JWT_SECRET,
      SECRETS_KEY_PREVIOUS: OLD.SECRETS_KEY,
    });
    expect(await rotating.profile(before)).toBe(200);
    const after = await rotating.signIn(DEMO.vp);
    const [sealedAfter] = await server.db.select().from(totpSecrets).where(eq(totpSecrets.userId, rm!.id));
    expect(sealedAfter!.secret).not.toBe(sealedBefore!.secret);
    expect(boxOf(NEW.SECRETS_KEY).open(sealedAfter!.secret)).toBe(secret);
    const [state] = await server.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, 'a-state-in-flight'));
    expect(boxOf(NEW.SECRETS_KEY).open(state!.verifierSealed)).toBe('the-pkce-verifier');

    // The rotation done: the previous keys removed. Tokens signed with the old key end; the rest goes on.
    const rotated = await restartWith(NEW);
    expect(await rotated.profile(before)).toBe(401);
    expect(await rotated.profile(after)).toBe(200);
  });

  it('opens a value sealed with a previous key only while that key is given', () => {
    const sealed = boxOf(OLD.SECRETS_KEY).seal('kept');
    const oldKey = createHash('sha256').update(OLD.SECRETS_KEY).digest();
    const newKey = createHash('sha256').update(NEW.SECRETS_KEY).digest();
    const rotating = createSecretBox(newKey, [oldKey]);
    expect(rotating.open(sealed)).toBe('kept');
    expect(rotating.sealedWithPrevious(sealed)).toBe(true);
    expect(rotating.sealedWithPrevious(rotating.seal('kept'))).toBe(false);
    expect(() => createSecretBox(newKey).open(sealed)).toThrow();
  });
});
