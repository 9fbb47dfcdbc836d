import type { AppContext } from '../../platform/context.js';
import type { Work } from '../../platform/unit-of-work.js';
import { insertNotification, type NewNotification } from './notifications.repository.js';

/**
 * The one way a module tells users something, inside its unit of work: the notification is written in
 * the change's transaction (null when a unique index refused it as a duplicate), and pushed to both parties' sockets (on every instance) only once it commits.
 */
export async function notify(
  ctx: AppContext,
  work: Pick<Work, 'tx' | 'afterCommit'>,
  values: NewNotification,
  buildingIds: string[] = [],
): Promise<string | null> {
  const id = await insertNotification(work.tx, values, buildingIds);
  if (id) announce(ctx, work, id, [values.requestorId, values.recipientId], 'new');
  return id;
}

/** Pushes a committed change of a notification to the named users. */
export function announce(
  ctx: AppContext,
  work: Pick<Work, 'afterCommit'>,
  notificationId: string,
  userIds: string[],
  kind: 'new' | 'update' = 'update',
): void {
  work.afterCommit(() => ctx.realtime.publish({ userIds: [...new Set(userIds)], notificationId, kind }));
}

/** An invite was accepted: its sender hears of it (an answer to its own request, on its To page). */
export async function inviteAccepted(
  ctx: AppContext,
  work: Pick<Work, 'tx' | 'afterCommit'>,
  invite: { invitedBy: string; landlordId: string | null },
  userId: string,
  at: Date,
): Promise<void> {
  await notify(ctx, work, {
    type: 'invite',
    status: 'accepted',
    requestorId: invite.invitedBy,
    recipientId: userId,
    landlordId: invite.landlordId,
    answeredAt: at,
  });
}
