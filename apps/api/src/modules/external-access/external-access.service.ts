import type { z } from 'zod';
import {
  ANSWERS,
  EXTERNAL_TEXTS,
  type ExternalGrantRow,
  type ListParams,
  type Page,
  routes,
} from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { revokeOtherSessions } from '../auth/session.js';
import { liveUserByEmail, sendInvite } from '../invites/send-invite.js';
import {
  grantRow,
  listGrants,
  lockGrant,
  revokeGrant,
  setGrantTerms,
  upsertInviteGrant,
  wholeLandlordOf,
} from './external-access.repository.js';

type InviteInput = z.output<typeof routes.external.inviteExternal.body>;
type UpdateInput = z.output<typeof routes.external.updateExternal.body>;

/**
 * The landlord whose outside parties the access manages (decision 0032): an admin names any, a landlord
 * or Full Portfolio user its own (naming another answers 404, as if it did not exist); a key narrowed to
 * some buildings none, since a grant opens the whole portfolio (Access.wholeLandlordFor).
 */
async function managedLandlord(q: Queryable, access: Access, asked: string | undefined): Promise<string> {
  const landlordId = access.wholeLandlordFor(asked);
  if (landlordId === undefined) throw badRequest(EXTERNAL_TEXTS.chooseLandlord);
  const id = await wholeLandlordOf(q, access, landlordId);
  if (!id) throw notFound('Landlord');
  return id;
}

const checkFuture = (expiresAt: string | null, now: Date): Date | null => {
  if (expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) {
    throw badRequest(EXTERNAL_TEXTS.expiresInPast);
  }
  return at;
};

export async function externalsOf(
  ctx: AppContext,
  actor: Actor,
  landlordId: string | undefined,
  params: ListParams<'createdAt' | 'name' | 'email' | 'expiresAt'>,
): Promise<Page<ExternalGrantRow>> {
  const { db } = ctx.database;
  return listGrants(
    db,
    await managedLandlord(db, accessFor(ctx, actor), landlordId),
    params,
    ctx.clock.now(),
  );
}

/**
 * Invites an outside party: an invite of role `external` (the party signs up with its link, as every
 * invitee does) and its grant, in one change. Inviting the same address again renews both.
 */
export async function inviteExternal(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: InviteInput,
): Promise<ExternalGrantRow> {
  const email = input.email.toLowerCase();
  const now = ctx.clock.now();
  let grantId: string | null = null;
  let landlordId: string | null = null;
  await sendInvite(
    ctx,
    who,
    actor,
    email,
    async (tx) => {
      landlordId = await managedLandlord(tx, accessFor(ctx, actor), input.landlordId);
      checkFuture(input.expiresAt, now);
      if (await liveUserByEmail(tx, email)) throw conflict(ANSWERS.emailHasAccount);
      return { type: 'user', email, role: 'external', landlordId, buildingIds: [] };
    },
    async (work, inviteId) => {
      grantId = await upsertInviteGrant(work.tx, {
        landlordId: landlordId!,
        inviteId,
        email,
        name: input.name,
        expiresAt: checkFuture(input.expiresAt, now),
        personalData: input.personalData,
        createdBy: actor.userId,
      });
      await work.record({
        action: 'external.grant',
        subjectType: 'external_grant',
        subjectId: grantId,
        detail: { email, landlordId, expiresAt: input.expiresAt, personalData: input.personalData },
      });
    },
  );
  return grantRow(ctx.database.db, grantId!, ctx.clock.now());
}

/** Changes a grant's end and personal data; the external's next call reads them (the trigger drops its cache). */
export async function updateExternal(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  input: UpdateInput,
): Promise<ExternalGrantRow> {
  const now = ctx.clock.now();
  await change(
    ctx,
    who,
    {
      action: 'external.update',
      subjectType: 'external_grant',
      subjectId: input.id,
      detail: { expiresAt: input.expiresAt, personalData: input.personalData },
    },
    async ({ tx }) => {
      const grant = await lockGrant(tx, input.id, accessFor(ctx, actor));
      if (!grant) throw notFound('Grant');
      if (grant.revokedAt) throw conflict(EXTERNAL_TEXTS.alreadyRevoked);
      await setGrantTerms(tx, grant.id, {
        expiresAt: checkFuture(input.expiresAt, now),
        personalData: input.personalData,
      });
    },
  );
  return grantRow(ctx.database.db, input.id, ctx.clock.now());
}

/** Revokes a grant and ends the external's sessions at once, in one change. */
export async function revokeExternal(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  id: string,
): Promise<ExternalGrantRow> {
  const now = ctx.clock.now();
  await change(
    ctx,
    who,
    { action: 'external.revoke', subjectType: 'external_grant', subjectId: id },
    async ({ tx }) => {
      const grant = await lockGrant(tx, id, accessFor(ctx, actor));
      if (!grant) throw notFound('Grant');
      if (grant.revokedAt) throw conflict(EXTERNAL_TEXTS.alreadyRevoked);
      await revokeGrant(tx, grant.id, actor.userId, now);
      if (grant.userId) await revokeOtherSessions(tx, grant.userId, null, now);
    },
  );
  return grantRow(ctx.database.db, id, ctx.clock.now());
}
