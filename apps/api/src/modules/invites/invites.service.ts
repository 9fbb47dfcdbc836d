import { and, eq, isNull } from 'drizzle-orm';
import {
  INVITE_TTL_DAYS,
  ROLE_LABELS,
  ROLE_RANK,
  type InviteProperty,
  type InviteRow,
  type InviteStatus,
  type ListParams,
  type Role,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { invites, landlords, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor } from '../../platform/auth/access.js';
import { inviteScopeCondition, scopeOf } from '../../platform/auth/scope.js';
import { recordActivity } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { queueEmail } from '../../platform/mail/outbox.js';
import { buildingIdsInScope } from '../buildings/buildings.repository.js';
import { findManagedUser, grantBuildings, landlordInScope } from '../users/users.repository.js';
import { hashInviteToken, inviteExpiry, inviteLinks, newInviteToken } from './invite-token.js';
import {
  addInviteBuildings,
  closeInvite,
  findInviteByHash,
  findInviteById,
  findInvitesByAddress,
  findOpenInvite,
  insertOpenInvite,
  inviteBuildingIds,
  inviteProperties,
  listInvites,
  propertiesHeldBy,
  renewInvite,
  setInviteLandlord,
  statusCondition,
  statusOf,
  type InviteRecord,
} from './invites.repository.js';

type InviteSort = 'createdAt' | 'email' | 'expiresAt' | 'status';
type Page<T> = { rows: T[]; total: number };
export interface SentInvite {
  invite: InviteRow;
  renewed: boolean;
}

/** Answered when a token is unknown, used, declined or expired: one message, nothing to probe. */
export const INVITE_LINK_INVALID = 'This invite link is not valid any more. Ask for a new invite.';
const linkInvalid = () => new HttpError(410, INVITE_LINK_INVALID);
export const INVITE_OTHER_ADDRESS = 'This invite was sent to another e-mail address.';

async function liveUserByEmail(q: Queryable, email: string) {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/** Queues the invite e-mail with its links, in the invite's own transaction. */
async function mailInvite(
  ctx: AppContext,
  q: Queryable,
  invite: InviteRecord,
  token: string,
  inviter: { name: string; email: string },
): Promise<void> {
  const links = inviteLinks(ctx.config.publicUrl, invite.type, token);
  const what =
    invite.type === 'landlord'
      ? `the landlord account ${invite.landlordName ?? ''}`.trim()
      : `a ${ROLE_LABELS[invite.role]} account`;
  await queueEmail(q, {
    to: invite.email,
    subject: 'You are invited to the lease-guarantee portal',
    body: [
      `${inviter.name} (${inviter.email}) has invited you to ${what} on the lease-guarantee portal.`,
      '',
      `Accept the invite: ${links.accept_link}`,
      `Decline it: ${links.decline_link}`,
      '',
      `The link is valid for ${INVITE_TTL_DAYS} days and can be used once.`,
    ].join('\n'),
  });
}

/**
 * For an address that has an account at another landlord: the invite is made as any other (the inviter
 * must not learn that the address is taken), but its addressee is told why it cannot join, and no link.
 */
async function mailTakenAddress(
  q: Queryable,
  invite: InviteRecord,
  inviter: { name: string; email: string },
): Promise<void> {
  await queueEmail(q, {
    to: invite.email,
    subject: 'You are invited to the lease-guarantee portal',
    body: [
      `${inviter.name} (${inviter.email}) has invited you to a ${ROLE_LABELS[invite.role]} account on the lease-guarantee portal.`,
      '',
      `${invite.email} already has an account with another landlord, and one address can belong to one account only.`,
      `To join, ask ${inviter.email} to invite another e-mail address of yours.`,
    ].join('\n'),
  });
}

async function inviterOf(q: Queryable, actor: Actor) {
  const [row] = await q
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!row) throw notFound('User');
  return row;
}

/** The invite as its list shows it. */
async function rowOf(ctx: AppContext, id: string): Promise<InviteRow> {
  const page = await listInvites(
    ctx.database.db,
    eq(invites.id, id),
    { page: 1, pageSize: 1, sort: 'createdAt', order: 'asc' },
    ctx.clock.now(),
  );
  const row = page.rows[0];
  if (!row) throw notFound('Invite');
  return row;
}

/**
 * Creates an invite, or renews the open one for the same address, landlord and role (new link, fresh
 * expiry, buildings added): inviting again is how a lost or expired invite is resent.
 */
async function sendInvite(
  ctx: AppContext,
  actor: Actor,
  values: {
    type: InviteRecord['type'];
    email: string;
    role: Role;
    landlordId: string | null;
    landlordName?: string;
    buildingIds: string[];
    /** The address has an account the invite cannot reach: the mail says so instead of linking. */
    addressTaken?: boolean;
  },
): Promise<SentInvite> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const expiresAt = inviteExpiry(now);
  const { id, renewed } = await db.transaction(async (tx) => {
    const inviter = await inviterOf(tx, actor);
    // The open-invite unique index settles simultaneous identical invites: the insert that loses finds
    // nothing inserted and renews the winner's invite instead.
    const created = await insertOpenInvite(tx, {
      tokenHash,
      type: values.type,
      email: values.email,
      role: values.role,
      landlordId: values.landlordId,
      landlordName: values.landlordName ?? null,
      invitedBy: actor.userId,
      expiresAt,
    });
    const open = created ? null : await findOpenInvite(tx, values);
    let invite: InviteRecord;
    if (created) invite = created;
    else if (open) {
      await renewInvite(tx, open.id, { tokenHash, expiresAt, at: now });
      invite = { ...open, tokenHash, expiresAt };
    } else throw new Error('an open invite conflicted but was not found');
    await addInviteBuildings(tx, invite.id, values.buildingIds);
    if (values.addressTaken) await mailTakenAddress(tx, invite, inviter);
    else await mailInvite(ctx, tx, invite, token, inviter);
    await recordActivity(tx, {
      actorId: actor.userId,
      action: open ? 'invite.renew' : 'invite.create',
      subjectType: 'invite',
      subjectId: invite.id,
      detail: {
        email: values.email,
        role: values.role,
        type: values.type,
        buildings: values.buildingIds.length,
      },
    });
    return { id: invite.id, renewed: Boolean(open) };
  });
  ctx.mail.kick();
  return { invite: await rowOf(ctx, id), renewed };
}

/** Admin → a new landlord account; the landlord itself is created when the invite is accepted. */
export async function inviteLandlord(
  ctx: AppContext,
  actor: Actor,
  input: { email: string; landlordName: string },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  if (await liveUserByEmail(ctx.database.db, email)) throw conflict('This e-mail already has an account.');
  return sendInvite(ctx, actor, {
    type: 'landlord',
    email,
    role: 'll',
    landlordId: null,
    landlordName: input.landlordName,
    buildingIds: [],
  });
}

/**
 * ll → vp, rm, pm; vp → rm, pm; rm → pm: never at or above one's own role, only to buildings in one's
 * own scope. An existing user may be invited to more buildings if it has that role at the same landlord.
 */
export async function inviteUser(
  ctx: AppContext,
  actor: Actor,
  input: { email: string; role: 'vp' | 'rm' | 'pm'; buildingIds: string[] },
): Promise<SentInvite> {
  const { db } = ctx.database;
  if (ROLE_RANK[input.role] <= ROLE_RANK[actor.role]) {
    throw forbidden(`A ${ROLE_LABELS[actor.role]} user cannot invite a ${ROLE_LABELS[input.role]} user.`);
  }
  if (!actor.landlordId) throw forbidden('Only a user of a landlord can invite to its buildings.');
  if (input.role !== 'vp' && input.buildingIds.length === 0) {
    throw badRequest('Choose at least one building.', [
      { path: 'body.buildingIds', message: 'Choose at least one building.' },
    ]);
  }
  const inScope = await buildingIdsInScope(db, accessFor(ctx, actor), input.buildingIds, actor.landlordId);
  if (inScope.length !== input.buildingIds.length) throw notFound('Building');
  const email = input.email.toLowerCase();
  const existing = await liveUserByEmail(db, email);
  // Another landlord's account answers like a free address: the inviter may not know of it (finding 5).
  const elsewhere = !!existing && existing.landlordId !== actor.landlordId;
  if (existing && !elsewhere && existing.role !== input.role) {
    throw conflict(`This e-mail already belongs to a ${ROLE_LABELS[existing.role]} user.`);
  }
  return sendInvite(ctx, actor, {
    type: 'user',
    email,
    role: input.role,
    landlordId: actor.landlordId,
    buildingIds: input.buildingIds,
    addressTaken: elsewhere,
  });
}

/** Sends a pending or expired invite again with a new link; the old link stops working. */
export async function resendInvite(ctx: AppContext, actor: Actor, id: string): Promise<SentInvite> {
  const { db } = ctx.database;
  const invite = await findInviteById(db, id, inviteScopeCondition(actor, invites));
  if (!invite) throw notFound('Invite');
  if (invite.status !== 'pending') throw conflict(`This invite was already ${invite.status}.`);
  const now = ctx.clock.now();
  const token = newInviteToken();
  const expiresAt = inviteExpiry(now);
  await db.transaction(async (tx) => {
    await renewInvite(tx, invite.id, { tokenHash: hashInviteToken(token), expiresAt, at: now });
    await mailInvite(ctx, tx, { ...invite, expiresAt }, token, await inviterOf(tx, actor));
    await recordActivity(tx, {
      actorId: actor.userId,
      action: 'invite.resend',
      subjectType: 'invite',
      subjectId: invite.id,
      detail: { email: invite.email },
    });
  });
  ctx.mail.kick();
  return { invite: await rowOf(ctx, invite.id), renewed: true };
}

export function landlordInvites(
  ctx: AppContext,
  params: ListParams<InviteSort> & { type: InviteStatus },
): Promise<Page<InviteRow>> {
  const now = ctx.clock.now();
  return listInvites(
    ctx.database.db,
    and(eq(invites.type, 'landlord'), statusCondition(params.type, now)),
    params,
    now,
  );
}

/** The property invite list (§4): user invites in scope for one role, optionally of one landlord and status. */
export async function propertyInvites(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<InviteSort> & { inviteRole: Role; landlordId?: string; status?: InviteStatus },
): Promise<Page<InviteRow>> {
  const { db } = ctx.database;
  if (params.landlordId && !(await landlordInScope(db, accessFor(ctx, actor), params.landlordId))) {
    throw notFound('Landlord');
  }
  const now = ctx.clock.now();
  return listInvites(
    db,
    and(
      eq(invites.type, 'user'),
      eq(invites.role, params.inviteRole),
      inviteScopeCondition(actor, invites),
      params.landlordId ? eq(invites.landlordId, params.landlordId) : undefined,
      params.status ? statusCondition(params.status, now) : undefined,
    ),
    params,
    now,
  );
}

/** The buildings a user of the actor's line holds, within the actor's scope, as invite rows. */
export async function propertiesOfUser(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<{ role: Role; email: string; property_data: InviteProperty[] }> {
  const { db } = ctx.database;
  const user = await findManagedUser(db, accessFor(ctx, actor), userId);
  if (!user) throw notFound('User');
  return {
    role: user.role,
    email: user.email,
    property_data: await propertiesHeldBy(db, scopeOf(actor), user),
  };
}

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

async function openInviteOf(q: Queryable, token: string, now: Date): Promise<InviteRecord> {
  const invite = await findInviteByHash(q, hashInviteToken(token), now);
  if (!invite || statusOf(invite, now) !== 'pending') throw linkInvalid();
  return invite;
}

/** Grants a user invite's buildings and closes it; the inviter becomes the manager when it ranks above. */
async function grantInvite(q: Queryable, invite: InviteRecord, userId: string, now: Date): Promise<number> {
  const granted = await grantBuildings(q, {
    userId,
    buildingIds: await inviteBuildingIds(q, invite.id),
    how: 'invite',
    grantedBy: invite.invitedBy,
  });
  if (!(await closeInvite(q, invite.id, { status: 'accepted', acceptedUserId: userId, at: now }))) {
    throw linkInvalid();
  }
  return granted;
}

/**
 * For POST /auth/signup, inside its transaction: spends the invite for the account just created, and
 * sets the role, landlord and manager the invite carries (the client's own claims are not trusted). A
 * landlord invite creates its landlord account here.
 */
export async function consumeInviteForNewUser(
  tx: Queryable,
  token: string,
  newUserId: string,
  now = new Date(),
): Promise<{ role: Role; landlordId: string }> {
  const invite = await openInviteOf(tx, token, now);
  const [user] = await tx.select().from(users).where(eq(users.id, newUserId));
  if (!user || user.email !== invite.email) throw badRequest(INVITE_OTHER_ADDRESS);
  let landlordId = invite.landlordId;
  if (invite.type === 'landlord') {
    const [landlord] = await tx
      .insert(landlords)
      .values({ name: invite.landlordName ?? user.name })
      .returning({ id: landlords.id });
    if (!landlord) throw new Error('landlord insert returned no row');
    landlordId = landlord.id;
    await setInviteLandlord(tx, invite.id, landlordId);
  }
  if (!landlordId) throw linkInvalid();
  const [inviter] = await tx.select().from(users).where(eq(users.id, invite.invitedBy));
  const managerId =
    inviter &&
    !inviter.deletedAt &&
    inviter.landlordId === landlordId &&
    ROLE_RANK[inviter.role] < ROLE_RANK[invite.role]
      ? inviter.id
      : null;
  await tx.update(users).set({ role: invite.role, landlordId, managerId }).where(eq(users.id, newUserId));
  const granted = await grantInvite(tx, invite, newUserId, now);
  await recordActivity(tx, {
    actorId: newUserId,
    action: 'invite.accept',
    subjectType: 'invite',
    subjectId: invite.id,
    detail: { type: invite.type, role: invite.role, landlordId, buildingsGranted: granted, newUser: true },
  });
  return { role: invite.role, landlordId };
}

/**
 * An existing user accepts an invite to more buildings: no new account, the grants are added. The
 * invite must be addressed to this user, of its landlord and role.
 */
export async function acceptInviteForExistingUser(
  tx: Queryable,
  token: string,
  userId: string,
  now = new Date(),
): Promise<{ buildingsGranted: number }> {
  const invite = await openInviteOf(tx, token, now);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user || user.email !== invite.email) throw badRequest(INVITE_OTHER_ADDRESS);
  if (invite.type !== 'user' || user.landlordId !== invite.landlordId || user.role !== invite.role) {
    throw conflict('This invite is for a different account. Register with the invite instead.');
  }
  const buildingsGranted = await grantInvite(tx, invite, user.id, now);
  await recordActivity(tx, {
    actorId: user.id,
    action: 'invite.accept',
    subjectType: 'invite',
    subjectId: invite.id,
    detail: { type: invite.type, role: invite.role, buildingsGranted, newUser: false },
  });
  return { buildingsGranted };
}

/** POST /invite/accept: the signed-in user accepts an invite addressed to it. */
export function acceptInvite(
  ctx: AppContext,
  actor: Actor,
  token: string,
): Promise<{ buildingsGranted: number }> {
  return ctx.database.db.transaction((tx) =>
    acceptInviteForExistingUser(tx, token, actor.userId, ctx.clock.now()),
  );
}

/** For POST /auth/decline-invite: closes an open invite with the reason given. */
export async function declineInviteByToken(
  tx: Queryable,
  token: string,
  reason: string | null,
  now = new Date(),
): Promise<void> {
  const invite = await openInviteOf(tx, token, now);
  if (!(await closeInvite(tx, invite.id, { status: 'declined', declineReason: reason, at: now }))) {
    throw linkInvalid();
  }
  await recordActivity(tx, {
    actorId: null,
    action: 'invite.decline',
    subjectType: 'invite',
    subjectId: invite.id,
    detail: { email: invite.email, reason },
  });
}
