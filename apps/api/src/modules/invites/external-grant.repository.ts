import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { externalGrants } from '../../db/schema/index.js';

// Accepting an outside party's invite completes the grant made with it (decision 0032): the invite's
// own step, so it lives here and external-access, which sends such invites, is the only arrow between.

/** At sign-up: the invite's grant names its new user. False when it was revoked before (the link is void). */
export async function linkGrantUser(q: Tx, inviteId: string, userId: string): Promise<boolean> {
  const rows = await q
    .update(externalGrants)
    .set({ userId })
    .where(and(eq(externalGrants.inviteId, inviteId), isNull(externalGrants.revokedAt)))
    .returning({ id: externalGrants.id });
  return rows.length === 1;
}
