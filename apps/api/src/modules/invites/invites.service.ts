import { and, eq, isNull } from 'drizzle-orm';
import {
  ANSWERS,
  canInviteLandlord,
  canInviteRole,
  INVITE_TTL_DAYS,
  type InviteProperty,
  type InviteRow,
  type InviteStatus,
  type ListParams,
  type Page,
  type Role,
  ROLE_LABELS,
  roleManages,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { landlords, users } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, systemAccess } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { change, type ActivityDraft, type Who, type Work } from '../../platform/unit-of-work.js';
import { buildingIdsInScope } from '../buildings/buildings.repository.js';
import { inviteAccepted } from '../notifications/notify.js';
import { findManagedUser, grantBuildings, landlordInScope } from '../users/users.repository.js';
import {
  hashInviteToken,
  inviteExpiry,
  inviteLinks,
  mailedRecently,
  newInviteToken,
} from './invite-token.js';
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
  statusOf,
  type InviteRecord,
} from './invites.repository.js';

type InviteSort = 'createdAt' | 'email' | 'expiresAt' | 'status';
export interface SentInvite {
  invite: InviteRow;
  renewed: boolean;
  /** False within the cool-down: the link mailed moments ago is kept and still works. */
  mailed: boolean;
}

/** Answered when a token is unknown, used, declined or expired: one message, nothing to probe. */
export const INVITE_LINK_INVALID = ANSWERS.inviteLinkInvalid;
const linkInvalid = () => new HttpError(410, INVITE_LINK_INVALID);
export const INVITE_OTHER_ADDRESS = ANSWERS.inviteOtherAddress;

async function liveUserByEmail(q: Queryable, email: string) {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

type Mailer = Pick<Work, 'send'>;

/** Queues the invite e-mail with its links, in the invite's own change. */
async function mailInvite(
  ctx: AppContext,
  work: Mailer,
  invite: InviteRecord,
  token: string,
  inviter: { name: string; email: string },
): Promise<string> {
  const links = inviteLinks(ctx.config.publicUrl, invite.type, token);
  const what =
    invite.type === 'landlord'
      ? `the landlord account ${invite.landlordName ?? ''}`.trim()
      : `a ${ROLE_LABELS[invite.role]} account`;
  return work.send({
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
    credential: { kind: 'invite', inviteId: invite.id },
  });
}

/**
 * For an address that has an account at another landlord: the invite is made as any other (the inviter
 * must not learn that the address is taken), but its addressee is told why it cannot join, and no link.
 */
async function mailTakenAddress(
  work: Mailer,
  invite: InviteRecord,
  inviter: { name: string; email: string },
): Promise<void> {
  await work.send({
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

/**
 * The invite as its list shows it, to the one who just sent or renewed it: a renewal may touch an invite
 * another user first sent (an rm renewing its landlord's), which that sender's list would not show.
 */
async function rowOf(ctx: AppContext, id: string): Promise<InviteRow> {
  const access = systemAccess(ctx, 'the answer to the invite its caller just sent');
  const page = await listInvites(ctx.database.db, access, { id }, ONE_ROW);
  const row = page.rows[0];
  if (!row) throw notFound('Invite');
  return row;
}
const ONE_ROW = { page: 1, pageSize: 1, sort: 'createdAt', order: 'asc' } as const;

interface InviteValues {
  type: InviteRecord['type'];
  email: string;
  role: Role;
  landlordId: string | null;
  landlordName?: string;
  buildingIds: string[];
  /** The address has an account the invite cannot reach: the mail says so instead of linking. */
  addressTaken?: boolean;
}

/**
 * Creates an invite, or renews the open one for the same address, landlord and role (new link, fresh
 * expiry, buildings added): inviting again is how a lost or expired invite is resent. `check` refuses
 * what the actor may not invite, inside the change, so a refusal is audited.
 */
async function sendInvite(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  email: string,
  check: (tx: Queryable) => Promise<InviteValues>,
): Promise<SentInvite> {
  const access = accessFor(ctx, actor);
  const now = access.now;
  const token = newInviteToken();
  const tokenHash = hashInviteToken(token);
  const expiresAt = inviteExpiry(now);
  const { id, renewed, mailed } = await change(
    ctx,
    who,
    {
      action: 'invite.create',
      subjectType: 'invite',
      detail: { email },
      from: (sent: { id: string; renewed: boolean; mailed: boolean; values: InviteValues }) => ({
        action: sent.renewed ? 'invite.renew' : 'invite.create',
        subjectId: sent.id,
        detail: {
          email,
          role: sent.values.role,
          type: sent.values.type,
          buildings: sent.values.buildingIds.length,
          mailed: sent.mailed,
        },
      }),
    },
    async (work) => {
      const { tx } = work;
      const values = await check(tx);
      const inviter = await inviterOf(tx, actor);
      // The open-invite unique index settles simultaneous identical invites: the insert that loses finds
      // nothing inserted and renews the winner's invite instead.
      const created = await insertOpenInvite(tx, {
        tokenHash,
        type: values.type,
        email,
        role: values.role,
        landlordId: values.landlordId,
        landlordName: values.landlordName ?? null,
        invitedBy: actor.userId,
        expiresAt,
        updatedAt: now,
      });
      const open = created ? null : await findOpenInvite(tx, { ...values, email });
      if (!created && !open) throw new Error('an open invite conflicted but was not found');
      // Within the cool-down the invite keeps its link and gets no mail: one address is not flooded.
      const mail = !open || !mailedRecently(open, now);
      let invite: InviteRecord = created ?? open!;
      if (open && mail) {
        await renewInvite(tx, open.id, { tokenHash, expiresAt, at: now });
        invite = { ...open, tokenHash, expiresAt };
      }
      await addInviteBuildings(tx, invite.id, values.buildingIds);
      if (mail && values.addressTaken) await mailTakenAddress(work, invite, inviter);
      else if (mail) await mailInvite(ctx, work, invite, token, inviter);
      return { id: invite.id, renewed: Boolean(open), mailed: mail, values };
    },
  );
  return { invite: await rowOf(ctx, id), renewed, mailed };
}

/** Admin → a new landlord account; the landlord itself is created when the invite is accepted. */
export function inviteLandlord(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { email: string; landlordName: string },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  return sendInvite(ctx, who, actor, email, async (tx) => {
    if (!canInviteLandlord(actor)) throw forbidden();
    if (await liveUserByEmail(tx, email)) throw conflict(ANSWERS.emailHasAccount);
    return {
      type: 'landlord',
      email,
      role: 'll',
      landlordId: null,
      landlordName: input.landlordName,
      buildingIds: [],
    };
  });
}

/**
 * ll → vp, rm, pm; vp → rm, pm; rm → pm (canInviteRole), only to buildings in one's own scope. An
 * existing user may be invited to more buildings if it has that role at the same landlord.
 */
export function inviteUser(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: { email: string; role: 'vp' | 'rm' | 'pm'; buildingIds: string[] },
): Promise<SentInvite> {
  const email = input.email.toLowerCase();
  return sendInvite(ctx, who, actor, email, async (tx) => {
    if (!canInviteRole(actor, input.role)) {
      throw forbidden(ANSWERS.cannotInvite(ROLE_LABELS[actor.role], ROLE_LABELS[input.role]));
    }
    if (!actor.landlordId) throw forbidden(ANSWERS.onlyLandlordUsersInvite);
    if (input.role !== 'vp' && input.buildingIds.length === 0) {
      throw badRequest(ANSWERS.chooseBuilding, [
        { path: 'body.buildingIds', message: ANSWERS.chooseBuilding },
      ]);
    }
    const access = accessFor(ctx, actor);
    const inScope = await buildingIdsInScope(tx, access, input.buildingIds, actor.landlordId);
    if (inScope.length !== input.buildingIds.length) throw notFound('Building');
    const existing = await liveUserByEmail(tx, email);
    // Another landlord's account answers like a free address: the inviter may not know of it (finding 5).
    const elsewhere = !!existing && existing.landlordId !== actor.landlordId;
    if (existing && !elsewhere && existing.role !== input.role) {
      throw conflict(ANSWERS.emailBelongsTo(ROLE_LABELS[existing.role]));
    }
    return {
      type: 'user',
      email,
      role: input.role,
      landlordId: actor.landlordId,
      buildingIds: input.buildingIds,
      addressTaken: elsewhere,
    };
  });
}

/**
 * Renews a pending or expired invite with a new link, in the caller's change, and mails it; the old link
 * stops working. Answers its address and the id of the message queued.
 */
export async function renewAndMailInvite(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  id: string,
): Promise<{ email: string; messageId: string }> {
  const sent = await renewAndMail(ctx, work, actor, id, { coolDown: false });
  return { email: sent.email, messageId: sent.messageId! };
}

/** Renews and mails; with the cool-down, within it, keeps the link just mailed and sends nothing. */
async function renewAndMail(
  ctx: AppContext,
  work: Work,
  actor: Actor,
  id: string,
  options: { coolDown: boolean },
): Promise<{ email: string; messageId: string | null }> {
  const access = accessFor(ctx, actor);
  const invite = await findInviteById(work.tx, access, id);
  if (!invite) throw notFound('Invite');
  if (invite.status !== 'pending') throw conflict(ANSWERS.inviteAlready(invite.status));
  if (options.coolDown && mailedRecently(invite, access.now)) return { email: invite.email, messageId: null };
  const token = newInviteToken();
  const expiresAt = inviteExpiry(access.now);
  await renewInvite(work.tx, invite.id, { tokenHash: hashInviteToken(token), expiresAt, at: access.now });
  const inviter = await inviterOf(work.tx, actor);
  return {
    email: invite.email,
    messageId: await mailInvite(ctx, work, { ...invite, expiresAt }, token, inviter),
  };
}

/**
 * Sends a pending or expired invite again with a new link; the old link stops working. Within the
 * cool-down it keeps the link just mailed and sends nothing.
 */
export async function resendInvite(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<SentInvite> {
  const mailed = await change(
    ctx,
    who,
    {
      action: 'invite.resend',
      subjectType: 'invite',
      subjectId: id,
      from: (sent: { email: string; mailed: boolean }) => ({ detail: sent }),
    },
    async (work) => {
      const sent = await renewAndMail(ctx, work, actor, id, { coolDown: true });
      return { email: sent.email, mailed: sent.messageId !== null };
    },
  );
  return { invite: await rowOf(ctx, id), renewed: true, mailed: mailed.mailed };
}

/** The landlord invite list (admin): every landlord invite the access may list, of one status. */
export function landlordInvites(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<InviteSort> & { type: InviteStatus },
): Promise<Page<InviteRow>> {
  return listInvites(
    ctx.database.db,
    accessFor(ctx, actor),
    { type: 'landlord', status: params.type },
    params,
  );
}

/** The property invite list (§4): user invites in scope for one role, optionally of one landlord and status. */
export async function propertyInvites(
  ctx: AppContext,
  actor: Actor,
  params: ListParams<InviteSort> & { inviteRole: Role; landlordId?: string; status?: InviteStatus },
): Promise<Page<InviteRow>> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  if (params.landlordId && !(await landlordInScope(db, access, params.landlordId))) {
    throw notFound('Landlord');
  }
  return listInvites(
    db,
    access,
    { type: 'user', role: params.inviteRole, landlordId: params.landlordId, status: params.status },
    params,
  );
}

/** The buildings a user of the actor's line holds, within the actor's scope, as invite rows. */
export async function propertiesOfUser(
  ctx: AppContext,
  actor: Actor,
  userId: string,
): Promise<{ role: Role; email: string; property_data: InviteProperty[] }> {
  const { db } = ctx.database;
  const access = accessFor(ctx, actor);
  const user = await findManagedUser(db, access, userId);
  if (!user) throw notFound('User');
  return {
    role: user.role,
    email: user.email,
    property_data: await propertiesHeldBy(db, access, user),
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
 * For POST /auth/signup, inside its change: spends the invite for the account just created, and sets
 * the role, landlord and manager the invite carries (the client's own claims are not trusted). A
 * landlord invite creates its landlord account here. `accepted` is the activity row the caller writes.
 */
export async function consumeInviteForNewUser(
  tx: Queryable,
  token: string,
  newUserId: string,
  now = new Date(),
): Promise<{ role: Role; landlordId: string; invitedBy: string; accepted: ActivityDraft }> {
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
    roleManages(inviter.role, invite.role)
      ? inviter.id
      : null;
  await tx.update(users).set({ role: invite.role, landlordId, managerId }).where(eq(users.id, newUserId));
  const granted = await grantInvite(tx, invite, newUserId, now);
  return {
    role: invite.role,
    landlordId,
    invitedBy: invite.invitedBy,
    accepted: {
      action: 'invite.accept',
      subjectType: 'invite',
      subjectId: invite.id,
      detail: { type: invite.type, role: invite.role, landlordId, buildingsGranted: granted, newUser: true },
    },
  };
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
): Promise<{ buildingsGranted: number; invite: InviteRecord }> {
  const invite = await openInviteOf(tx, token, now);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user || user.email !== invite.email) throw badRequest(INVITE_OTHER_ADDRESS);
  if (invite.type !== 'user' || user.landlordId !== invite.landlordId || user.role !== invite.role) {
    throw conflict(ANSWERS.inviteOtherAccount);
  }
  return { buildingsGranted: await grantInvite(tx, invite, user.id, now), invite };
}

/** POST /invite/accept: the signed-in user accepts an invite addressed to it. */
export async function acceptInvite(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  token: string,
): Promise<{ buildingsGranted: number }> {
  const { buildingsGranted } = await change(
    ctx,
    who,
    {
      action: 'invite.accept',
      subjectType: 'invite',
      from: ({ invite, buildingsGranted: granted }: { invite: InviteRecord; buildingsGranted: number }) => ({
        subjectId: invite.id,
        detail: { type: invite.type, role: invite.role, buildingsGranted: granted, newUser: false },
      }),
    },
    async (work) => {
      const now = ctx.clock.now();
      const accepted = await acceptInviteForExistingUser(work.tx, token, actor.userId, now);
      await inviteAccepted(ctx, work, accepted.invite, actor.userId, now);
      return accepted;
    },
  );
  return { buildingsGranted };
}

/** For POST /auth/decline-invite, inside its change: closes an open invite with the reason given. */
export async function declineInviteByToken(
  tx: Queryable,
  token: string,
  reason: string | null,
  now = new Date(),
): Promise<InviteRecord> {
  const invite = await openInviteOf(tx, token, now);
  if (!(await closeInvite(tx, invite.id, { status: 'declined', declineReason: reason, at: now }))) {
    throw linkInvalid();
  }
  return invite;
}
