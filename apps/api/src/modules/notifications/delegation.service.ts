import type { InviteProperty, Notification } from '@lease/contract';
import { ANSWERS } from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import { accessFor, type Access } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { change, type Who } from '../../platform/unit-of-work.js';
import { userById } from '../users/users.repository.js';
import {
  findRecord,
  keepRequestBuildings,
  requestBuildingIds,
  requestProperties,
  setGrantExpiry,
} from './notifications.repository.js';
import { viewOf } from './notifications.service.js';
import { announce } from './notify.js';
import { accessEnd } from './requests.service.js';

export interface DelegationView {
  notification: Notification;
  property_data: InviteProperty[];
  delegation: { accepter_role: 'vp' | 'rm' | 'pm' };
}

/** §3.2: the role of the one the request gives access to, whose list the client refreshes. */
function accepterRole(n: Notification, recipientRole: string): 'vp' | 'rm' | 'pm' {
  const role = n.request_type === 'invite' ? recipientRole : n.requestor_role;
  return role === 'vp' || role === 'rm' ? role : 'pm';
}

async function delegationOf(ctx: AppContext, access: Access, id: string): Promise<DelegationView> {
  const { db } = ctx.database;
  const notification = await viewOf(ctx, access, id);
  const record = await findRecord(db, access, id);
  const recipient = record ? await userById(db, record.recipientId) : null;
  return {
    notification,
    property_data: await requestProperties(db, id),
    delegation: { accepter_role: accepterRole(notification, recipient?.role ?? 'pm') },
  };
}

/** GET /property/delegation: one request of the caller's with its buildings. */
export const delegationDetail = (ctx: AppContext, actor: Actor, id: string): Promise<DelegationView> =>
  delegationOf(ctx, accessFor(ctx, actor), id);

/** PUT /notification/update-property: the addressee narrows a pending property request or sets its end. */
export async function updateProperty(
  ctx: AppContext,
  who: Who,
  actor: Actor,
  body: { id: string; buildingIds?: string[]; expires_at?: string | null },
): Promise<DelegationView> {
  const access = accessFor(ctx, actor);
  await change(
    ctx,
    who,
    {
      action: 'notification.update-property',
      subjectType: 'notification',
      subjectId: body.id,
      detail: { buildings: body.buildingIds?.length ?? null, expires_at: body.expires_at ?? null },
    },
    async (work) => {
      const record = await findRecord(work.tx, access, body.id);
      if (!record || record.recipientId !== actor.userId || record.recipientDeletedAt) {
        throw notFound('Notification');
      }
      if (record.status !== 'pending') throw conflict(ANSWERS.requestAlready(record.status));
      if (body.buildingIds) {
        if (record.type !== 'property') throw badRequest(ANSWERS.onlyPropertyNamesBuildings);
        const asked = new Set(await requestBuildingIds(work.tx, record.id));
        if (!body.buildingIds.every((b) => asked.has(b))) {
          throw badRequest(ANSWERS.keepAskedBuildings, [
            { path: 'body.buildingIds', message: ANSWERS.keepAskedBuildings },
          ]);
        }
        await keepRequestBuildings(work.tx, record.id, body.buildingIds);
      }
      if (body.expires_at !== undefined) {
        await setGrantExpiry(work.tx, record.id, accessEnd(access, body.expires_at));
      }
      announce(ctx, work, record.id, [record.requestorId, record.recipientId]);
    },
  );
  return delegationOf(ctx, access, body.id);
}
