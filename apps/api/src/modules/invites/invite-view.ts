// An invite as the invite landing and the lost-invite lookup show it, found by its token or address.
import { eq } from 'drizzle-orm';
import type { InviteProperty, InviteStatus, Role } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { landlords, users } from '../../db/schema/index.js';
import { hashInviteToken } from './invite-token.js';
import {
  findInviteByHash,
  findInvitesByAddress,
  inviteProperties,
  statusOf,
  type InviteRecord,
} from './invites.repository.js';

/** An invite as the invite landing and the lost-invite lookup show it (§3.3), without its links. */
export interface InviteView {
  id: string;
  type: InviteRecord['type'];
  email: string;
  role: Role;
  status: InviteStatus;
  landlordId: string | null;
  landlordName: string | null;
  requestor_email: string;
  requestor_role: Role;
  property_data: InviteProperty[];
  expiresAt: Date;
}

async function viewOf(q: Queryable, invite: InviteRecord, now: Date): Promise<InviteView> {
  const [inviter] = await q
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, invite.invitedBy));
  const [landlord] = invite.landlordId
    ? await q.select({ name: landlords.name }).from(landlords).where(eq(landlords.id, invite.landlordId))
    : [];
  return {
    id: invite.id,
    type: invite.type,
    email: invite.email,
    role: invite.role,
    status: statusOf(invite, now),
    landlordId: invite.landlordId,
    landlordName: landlord?.name ?? invite.landlordName,
    requestor_email: inviter?.email ?? '',
    requestor_role: inviter?.role ?? 'admin',
    property_data: await inviteProperties(q, invite.id),
    expiresAt: invite.expiresAt,
  };
}

/** For GET /auth/check-token: the invite a link's token opens, whatever its status, or null. */
export async function findInviteByToken(
  q: Queryable,
  token: string,
  now = new Date(),
): Promise<InviteView | null> {
  const invite = await findInviteByHash(q, hashInviteToken(token), now);
  return invite ? viewOf(q, invite, now) : null;
}

/** For POST /auth/find-invite: the invites of an address still open (pending, not expired), newest first. */
export async function findInvitesByEmail(
  q: Queryable,
  email: string,
  now = new Date(),
): Promise<InviteView[]> {
  const open = (await findInvitesByAddress(q, email.trim().toLowerCase())).filter(
    (i) => statusOf(i, now) === 'pending',
  );
  return Promise.all(open.map((i) => viewOf(q, i, now)));
}
