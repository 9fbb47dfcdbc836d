import type { ListParams, Notification, Page, RequestType } from '@lease/contract';
import { ANSWERS } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who, type Work } from '../../platform/unit-of-work.js';
import { grantBuildings, userById } from '../users/users.repository.js';
import {
  answer,
  closePending,
  findForViewer,
  findRecord,
  hideForViewer,
  listActive,
  listChangedSince,
  listReceived,
  listSent,
  markSeen,
  requestBuildingIds,
  type NotificationRecord,
} from './notifications.repository.js';
import { announce } from './notify.js';
import { portfolioOf } from './requests.repository.js';

type Notifications = Page<Notification>;

export const activeNotifications = (ctx: AppContext, actor: Actor): Promise<Notifications> =>
  listActive(ctx.database.db, accessFor(ctx, actor));

export const sentNotifications = (
  ctx: AppContext,
  actor: Actor,
  params: ListParams,
): Promise<Notifications> => listSent(ctx.database.db, accessFor(ctx, actor), params);

export const receivedNotifications = (
  ctx: AppContext,
  actor: Actor,
  params: ListParams,
): Promise<Notifications> => listReceived(ctx.database.db, accessFor(ctx, actor), params);

/** What changed since `since` (everything recent without it), and the server's time to ask from next. */
export async function notificationActivity(
  ctx: AppContext,
  actor: Actor,
  since: string | undefined,
): Promise<{ activeTime: string; rows: Notification[] }> {
  const access = accessFor(ctx, actor);
  const rows = await listChangedSince(ctx.database.db, access, since ? new Date(since) : null);
  return { activeTime: access.now.toISOString(), rows };
}

export async function viewOf(ctx: AppContext, access: Access, id: string): Promise<Notification> {
  const row = await findForViewer(ctx.database.db, access, id);
  if (!row) throw notFound('Notification');
  return row;
}

/** A request the answer found not pending: 404 when it is not the caller's to answer, 409 when answered. */
async function whyNotPending(q: Queryable, access: Access, id: string, type?: RequestType): Promise<never> {
  const record = await findRecord(q, access, id);
  if (!record || record.recipientId !== access.actor?.userId || record.recipientDeletedAt) {
    throw notFound('Notification');
  }
  if (type && record.type !== type) throw badRequest(ANSWERS.notificationOtherType);
  throw conflict(ANSWERS.requestAlready(record.status.replace('_', '-')));
}

/** The buildings an accepted request grants: those asked for, or the answerer's portfolio now. */
async function buildingsToGrant(work: Work, access: Access, record: NotificationRecord): Promise<string[]> {
  if (record.type === 'property') {
    return access.visible(work.tx, 'buildings', await requestBuildingIds(work.tx, record.id));
  }
  const holder = await userById(work.tx, record.recipientId);
  return holder ? portfolioOf(work.tx, access, holder) : [];
}

/** GET /notification/accept: the addressee accepts a pending request; its access is granted in the same change. */
export async function acceptNotification(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  id: string,
  type: RequestType,
): Promise<Notification> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    {
      action: 'notification.accept',
      subjectType: 'notification',
      subjectId: id,
      from: (granted: number) => ({ detail: { type, buildingsGranted: granted } }),
    },
    async (work) => {
      const record = await answer(work.tx, access, id, { status: 'accepted' });
      if (!record || record.type !== type) {
        if (record) throw badRequest(ANSWERS.notificationOtherType);
        return whyNotPending(work.tx, access, id, type);
      }
      const granted =
        record.type === 'invite'
          ? 0
          : await grantBuildings(work.tx, {
              userId: record.requestorId,
              buildingIds: await buildingsToGrant(work, access, record),
              how: 'request',
              grantedBy: actor.userId,
              expiresAt: record.grantExpiresAt,
            });
      announce(ctx, work, id, [record.requestorId, record.recipientId]);
      return granted;
    },
  );
  return viewOf(ctx, access, id);
}

/** POST /notification/decline: the addressee declines a pending request, with an optional reason. */
export async function declineNotification(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  id: string,
  reason: string | undefined,
): Promise<Notification> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    { action: 'notification.decline', subjectType: 'notification', subjectId: id },
    async (work) => {
      const record = await answer(work.tx, access, id, { status: 'declined', declineReason: reason || null });
      if (!record) return whyNotPending(work.tx, access, id);
      announce(ctx, work, id, [record.requestorId, record.recipientId]);
    },
  );
  return viewOf(ctx, access, id);
}

/**
 * DELETE /notification: removes it from the caller's lists. A pending request deleted by its addressee
 * is declined, and by its requestor withdrawn (declined too), so no one waits on a request nobody sees.
 */
export async function deleteNotification(ctx: AppContext, who: Who, actor: Actor, id: string): Promise<void> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    { action: 'notification.delete', subjectType: 'notification', subjectId: id },
    async (work) => {
      const record = await findRecord(work.tx, access, id);
      if (!record) throw notFound('Notification');
      const mine = record.requestorId === actor.userId ? 'requestor' : 'recipient';
      if (record.status === 'pending') {
        const reason = mine === 'requestor' ? 'Withdrawn by the requestor.' : null;
        await closePending(work.tx, record.id, reason, access.now);
      }
      await hideForViewer(work.tx, access, record);
      announce(ctx, work, id, [record.requestorId, record.recipientId]);
    },
  );
}

/** PUT /notification/seen: answers to the caller's requests leave the bell. */
export async function seeNotifications(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  ids: string[],
): Promise<number> {
  const access = accessFor(ctx, actor);
  return change(
    ctx,
    who,
    {
      action: 'notification.seen',
      subjectType: 'notification',
      from: (seen: number) => ({ detail: { seen } }),
    },
    ({ tx }) => markSeen(tx, access, ids),
  );
}
