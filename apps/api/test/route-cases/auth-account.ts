import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailChanges, userImages, users } from '../../src/db/schema/index.js';
import {
  resetToken,
  routeById,
  send,
  sentCode,
  server,
  throwawayUser,
  throwawayUserId,
  tokens,
} from '../case-helpers.js';
import { DEMO, TEST_PASSWORD } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The auth-account routes' cases. */
export const authAccountCases: Record<string, MatrixCase> = {
  'auth.confirm-email': {
    // A change of address waiting on a user of its own; the link's token is all the call carries.
    prepare: async (role) => {
      const token = randomBytes(32).toString('base64url');
      await server.db.insert(emailChanges).values({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: await throwawayUserId(role, 'confirm-email'),
        newEmail: `matrix-confirmed-${role}@demo.test`,
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      });
      return { token: null, input: { body: { token } } };
    },
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.send-resetemail': {
    input: () => ({ body: { email: DEMO.admin } }),
    crossLandlord: { none: 'public; answers the same for every address' },
  },
  'auth.reset-password': {
    prepare: async () => ({
      token: null,
      input: { body: { token: await resetToken(), password: 'Matrix-reset-1!' } },
    }),
    crossLandlord: { none: 'public; the link names its own user' },
  },
  'auth.update-password': {
    // Changing the password ends the user's other sessions: a user of its own keeps the demo tokens alive.
    prepare: async (role) => ({
      token: await throwawayUser(role, 'pwd'),
      input: { body: { old_pwd: TEST_PASSWORD, new_pwd: 'Matrix-new-pass-1!' } },
    }),
    crossLandlord: { none: "changes only the caller's own password" },
  },
  'auth.edit-profile': {
    prepare: async (role) => {
      const email = `matrix-profile-${role}@demo.test`;
      const token = await throwawayUser(role, 'profile');
      const code = await sentCode(token, email);
      await send(routeById('auth.verify-code'), token, { body: { mfa_method: 'email', code } });
      const body = { name: 'Matrix User', email, job_title: 'Tester', phone: '', mfa_method: 'email' };
      return { token, input: { body } };
    },
    crossLandlord: { none: "saves only the caller's own profile" },
  },
  'auth.profile-image': {
    // The first landlord's picture: every one of its people, and the admin, may see it; the external
    // sees its own only (decision 0032).
    prepare: async (role) => {
      const email = role === 'external' ? DEMO.external : DEMO.ll;
      const [owner] = await server.db.select().from(users).where(eq(users.email, email));
      const [image] = await server.db
        .insert(userImages)
        .values({ userId: owner!.id, contentType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })
        .returning();
      return { token: tokens[role], input: { query: { id: image!.id } } };
    },
    crossLandlord: (f) => ({ query: { id: f.otherImageId } }),
  },
};
