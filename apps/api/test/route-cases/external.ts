import { eq } from 'drizzle-orm';
import { externalGrants, users } from '../../src/db/schema/index.js';
import { server, tokens } from '../case-helpers.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** A fresh grant of the first landlord to revoke: each role's revoke spends its own. */
async function grantToRevoke(): Promise<string> {
  const [ll] = await server.db
    .select({ landlordId: users.landlordId })
    .from(users)
    .where(eq(users.email, DEMO.ll));
  const [row] = await server.db
    .insert(externalGrants)
    .values({ landlordId: ll!.landlordId!, email: `revoke-${Math.random()}@example.com`, name: 'To revoke' })
    .returning({ id: externalGrants.id });
  return row!.id;
}

/**
 * A landlord's management of its outside parties (decision 0032): the admin for any landlord, the
 * landlord and its vp for their own; another landlord's grant or landlord answers 404.
 */
export const externalCases: Record<string, MatrixCase> = {
  'external.list': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'external.invite': {
    input: (f) => ({
      body: {
        landlordId: f.landlordId,
        email: 'auditor@example.com',
        name: 'Ada Auditor',
        personalData: true,
      },
    }),
    crossLandlord: (f) => ({
      body: { landlordId: f.otherLandlordId, email: 'cross@example.com', name: 'Cross Auditor' },
    }),
  },
  'external.update': {
    input: (f) => ({ body: { id: f.grantId, expiresAt: null, personalData: false } }),
    crossLandlord: (f) => ({ body: { id: f.otherGrantId, expiresAt: null, personalData: true } }),
  },
  'external.revoke': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await grantToRevoke() } } }),
    crossLandlord: (f) => ({ body: { id: f.otherGrantId } }),
  },
};
