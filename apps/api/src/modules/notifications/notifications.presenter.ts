import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Notification, RequestStatus } from '@lease/contract';
import type { Queryable } from '../../db/client.js';
import { notificationBuildings, notifications, users } from '../../db/schema/index.js';
import { outer } from '../../platform/db/list.js';

const requestor = alias(users, 'requestor');
const recipient = alias(users, 'recipient');
const subject = alias(users, 'subject_user');

const columns = {
  id: notifications.id,
  type: notifications.type,
  status: notifications.status,
  requestorId: notifications.requestorId,
  requestorEmail: requestor.email,
  requestorName: requestor.name,
  requestorRole: requestor.role,
  requestorImage: requestor.image,
  recipientEmail: recipient.email,
  recipientName: recipient.name,
  subjectEmail: subject.email,
  buildings: sql<number>`(select count(*) from ${notificationBuildings} where ${eq(
    notificationBuildings.notificationId,
    outer(notifications.id),
  )})::int`,
  grantExpiresAt: notifications.grantExpiresAt,
  note: notifications.note,
  declineReason: notifications.declineReason,
  requestorSeenAt: notifications.requestorSeenAt,
  answeredAt: notifications.answeredAt,
  createdAt: notifications.createdAt,
};
interface Row {
  id: string;
  type: Notification['request_type'];
  status: RequestStatus;
  requestorId: string;
  requestorEmail: string;
  requestorName: string;
  requestorRole: Notification['requestor_role'];
  requestorImage: string | null;
  recipientEmail: string;
  recipientName: string;
  subjectEmail: string | null;
  buildings: number;
  grantExpiresAt: Date | null;
  note: string | null;
  declineReason: string | null;
  requestorSeenAt: Date | null;
  answeredAt: Date | null;
  createdAt: Date;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The one presenter: a row as the viewer's lists show it, with the wire names of §3.3. */
export function toWire(row: Row, viewerId: string): Notification {
  const direction = row.requestorId === viewerId ? 'to' : 'from';
  return {
    id: row.id,
    request_type: row.type,
    request_status: row.status,
    requestor_email: row.requestorEmail,
    requestor_name: row.requestorName,
    requestor_role: row.requestorRole,
    user_img: row.requestorImage,
    recipient_email: row.recipientEmail,
    recipient_name: row.recipientName,
    subject_email: row.subjectEmail,
    buildings: row.buildings,
    expires_at: iso(row.grantExpiresAt),
    note: row.note,
    reason: row.declineReason,
    direction,
    active:
      direction === 'from' ? row.status === 'pending' : row.status !== 'pending' && !row.requestorSeenAt,
    created_at: row.createdAt.toISOString(),
    answered_at: iso(row.answeredAt),
  };
}

/**
 * Notifications with both parties and the portfolio's user, in the columns `toWire` reads, and the
 * value a page's cursors are made from.
 */
export const joined = (q: Queryable, sortValue: SQL<string | null> = sql`null`) =>
  q
    .select({ ...columns, sortValue })
    .from(notifications)
    .innerJoin(requestor, eq(requestor.id, notifications.requestorId))
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .leftJoin(subject, eq(subject.id, notifications.subjectUserId));
