import { eq } from 'drizzle-orm';
import { documents, externalGrants, users } from '../../src/db/schema/index.js';
import { server, tokens } from '../case-helpers.js';
import type { Fixtures } from '../fixtures.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

const ofClient = (f: Fixtures) => ({ query: { clientId: f.landlordId } });
const ofOtherClient = (f: Fixtures) => ({ query: { clientId: f.otherLandlordId } });
const section: MatrixCase = { input: ofClient, crossLandlord: ofOtherClient };

/**
 * The external's read-only calls (decision 0032): its own landlord's portfolio; another landlord's
 * clientId, or another landlord's document under its own, answers 404.
 */
export const clientCases: Record<string, MatrixCase> = {
  'client.overview': section,
  'client.policies': section,
  'client.claims': section,
  'client.invoices': section,
  'client.documents': section,
  'client.document': {
    input: (f) => ({ query: { clientId: f.landlordId, kind: 'insurance', id: f.docId } }),
    // A download carries tenants' names: the demo grant is given personal data for it (the refusal
    // without it is client-view.test.ts's).
    prepare: async (role) => {
      const [grant] = await server.db
        .select({ id: externalGrants.id, landlordId: externalGrants.landlordId })
        .from(externalGrants)
        .innerJoin(users, eq(users.id, externalGrants.userId))
        .where(eq(users.email, DEMO.external));
      await server.db
        .update(externalGrants)
        .set({ personalData: true })
        .where(eq(externalGrants.id, grant!.id));
      const [doc] = await server.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.landlordId, grant!.landlordId))
        .limit(1);
      const query = { clientId: grant!.landlordId, kind: 'insurance', id: doc!.id };
      return { token: tokens[role], input: { query } };
    },
    crossLandlord: (f) => ({ query: { clientId: f.landlordId, kind: 'insurance', id: f.otherDocId } }),
  },
};
