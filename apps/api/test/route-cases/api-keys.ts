import { eq } from 'drizzle-orm';
import { KEY_MANAGERS, type Role } from '@lease/contract';
import { users } from '../../src/db/schema/index.js';
import { routeById, send, server, tokens } from '../case-helpers.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** A fresh key of the first landlord's pm, made by the role (by the admin for a role that may not). */
async function keyToRevoke(role: Role): Promise<string> {
  const [pm] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.pm));
  const maker = KEY_MANAGERS.includes(role) ? tokens[role] : tokens.admin;
  const res = await send(routeById('apikey.create'), maker, { body: { name: 'To revoke', userId: pm!.id } });
  return (res.json as { data: { key: { id: string } } }).data.key.id;
}

/** The API key routes' cases: the admin, a landlord and its vp manage keys; rm and pm are refused. */
export const apiKeysCases: Record<string, MatrixCase> = {
  'apikey.list': { crossLandlord: { none: "takes no id; lists the keys of the caller's people" } },
  'apikey.people': { crossLandlord: { none: 'takes no id; lists the caller and the people it manages' } },
  'apikey.create': {
    input: (f) => ({ body: { name: 'Matrix key', userId: f.userIds[DEMO.pm]!, readOnly: true } }),
    crossLandlord: (f) => ({ body: { name: 'Cross key', userId: f.otherUserIds.pm } }),
    sweepAlso: {
      narrowed: (f) => ({
        body: {
          name: 'Narrow',
          userId: f.userIds[DEMO.pm]!,
          buildingIds: [f.pmBuildingId],
          expiresOn: '2999-01-01',
        },
      }),
    },
  },
  'apikey.revoke': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await keyToRevoke(role) } } }),
    crossLandlord: (f) => ({ body: { id: f.otherApiKeyId } }),
  },
};
