import {
  ANSWERS,
  type InviteProperty,
  managesPerson,
  type Notification,
  type PersonOption,
} from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { grantBuildings } from '../users/users.repository.js';
import { findForViewer } from './notifications.repository.js';
import { notify } from './notify.js';
import {
  peopleToAsk,
  personToAsk,
  portfolioOf,
  requestableBuildings,
  sortRequested,
} from './requests.repository.js';

/** Who answers a request for buildings: the landlord's own users (ll), who see every building of it. */
const OWNERS = ['ll'] as const;
/** Whose portfolio one may ask for. */
const PORTFOLIO_HOLDERS = ['vp', 'rm'] as const;

export const requestLandlords = (ctx: AppContext, actor: Actor): Promise<PersonOption[]> =>
  peopleToAsk(ctx.database.db, accessFor(ctx, actor), [...OWNERS]);

export const requestVps = (ctx: AppContext, actor: Actor): Promise<PersonOption[]> =>
  peopleToAsk(ctx.database.db, accessFor(ctx, actor), [...PORTFOLIO_HOLDERS]);

export const requestBuildings = (ctx: AppContext, actor: Actor, q?: string): Promise<InviteProperty[]> =>
  requestableBuildings(ctx.database.db, accessFor(ctx, actor), q);

/** An expiry date as the end of that day (UTC): access lasts through the chosen date, which must be to come. */
export function accessEnd(access: Access, date: string | undefined | null): Date | null {
  if (!date) return null;
  const end = new Date(`${date}T23:59:59.999Z`);
  if (!(end > access.now)) {
    const message = 'The access must end on a date to come.';
    throw badRequest(message, [{ path: 'body.expires_at', message }]);
  }
  return end;
}

async function answerOf(ctx: AppContext, access: Access, id: string): Promise<Notification> {
  const row = await findForViewer(ctx.database.db, access, id);
  if (!row) throw notFound('Notification');
  return row;
}

/** POST /delegation/request-property: asks a landlord user for buildings of the requester's landlord. */
export async function requestProperty(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  body: { userId: string; buildingIds: string[]; expires_at?: string; note?: string },
): Promise<Notification> {
  const access = accessFor(ctx, actor);
  const id = await change(
    ctx,
    who,
    {
      action: 'delegation.request-property',
      subjectType: 'notification',
      detail: { to: body.userId, buildings: body.buildingIds.length },
      from: (made: string) => ({ subjectId: made }),
    },
    async (work) => {
      const owner = await personToAsk(work.tx, access, body.userId, [...OWNERS]);
      if (!owner) throw notFound('User');
      const { ofLandlord, held } = await sortRequested(work.tx, access, body.buildingIds);
      if (ofLandlord.length !== body.buildingIds.length) throw notFound('Building');
      if (held.length > 0) throw conflict(ANSWERS.alreadyHoldBuilding);
      const made = await notify(
        ctx,
        work,
        {
          type: 'property',
          requestorId: actor.userId,
          recipientId: owner.id,
          landlordId: owner.landlordId,
          grantExpiresAt: accessEnd(access, body.expires_at),
          note: body.note || null,
        },
        body.buildingIds,
      );
      if (!made) throw new Error('a property request was refused by a unique index');
      return made;
    },
  );
  return answerOf(ctx, access, id);
}

/**
 * POST /delegation/request-userproperty: asks a user for its portfolio. When the requester manages that
 * user (its rm asks), the request is auto-accepted and the buildings are granted at once.
 */
export async function requestUserProperty(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  body: { userId: string; expires_at?: string; note?: string },
): Promise<Notification> {
  const access = accessFor(ctx, actor);
  const id = await change(
    ctx,
    who,
    {
      action: 'delegation.request-userproperty',
      subjectType: 'notification',
      detail: { to: body.userId },
      from: (made: { id: string; auto: boolean; granted: number }) => ({
        subjectId: made.id,
        detail: { to: body.userId, autoAccepted: made.auto, buildingsGranted: made.granted },
      }),
    },
    async (work) => {
      const holder = await personToAsk(work.tx, access, body.userId, ['vp', 'rm', 'pm']);
      if (!holder) throw notFound('User');
      const auto = managesPerson(actor, holder);
      const expiresAt = accessEnd(access, body.expires_at);
      const made = await notify(ctx, work, {
        type: 'userproperty',
        status: auto ? 'auto_accepted' : 'pending',
        requestorId: actor.userId,
        recipientId: holder.id,
        landlordId: holder.landlordId,
        subjectUserId: holder.id,
        grantExpiresAt: expiresAt,
        note: body.note || null,
        ...(auto ? { answeredAt: access.now, requestorSeenAt: access.now } : {}),
      });
      if (!made) throw conflict(ANSWERS.alreadyAskedPortfolio);
      const granted = auto
        ? await grantBuildings(work.tx, {
            userId: actor.userId,
            buildingIds: await portfolioOf(work.tx, access, holder),
            how: 'request',
            grantedBy: actor.userId,
            expiresAt,
          })
        : 0;
      return { id: made, auto, granted };
    },
  );
  return answerOf(ctx, access, id.id);
}
