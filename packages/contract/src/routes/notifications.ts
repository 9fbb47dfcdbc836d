import { z } from 'zod';
import { idField, listParams, pageOf, textField } from '../list.js';
import { defineRoute } from '../route.js';
import { delegationSchema } from './delegation.js';
import { invitePropertySchema } from './invites.js';
import {
  expiresAtField,
  notificationSchema,
  requestBuildingIds,
  requestTypeSchema,
} from './notification-schemas.js';

/** Who may receive a request to answer: landlord users (buildings) and the line's people (portfolios). */
const ANSWERER_ROLES = ['ll', 'vp', 'rm', 'pm'] as const;

/** §8: the fixed success texts of the notification actions. */
export const ACCEPT_SUCCESS = 'Accept Success!';
export const DECLINE_SUCCESS = 'Decline Successful!';
export const DELETE_SUCCESS = 'Delete Successful!';

const NOTIFICATION_SORTS = ['created_at', 'request_status', 'request_type'] as const;
const notificationList = z.strictObject({
  ...listParams(NOTIFICATION_SORTS),
  order: z.enum(['asc', 'desc'], 'Order is asc or desc').default('desc'),
});
const byId = z.strictObject({ id: idField('Notification id') });

export const activeNotifications = defineRoute({
  id: 'notification.active',
  method: 'GET',
  writes: false,
  path: '/notification',
  summary: "The caller's active notifications, newest first (the bell), and how many there are",
  tag: 'Notification',
  auth: 'user',
  response: pageOf(notificationSchema),
});

export const notificationsTo = defineRoute({
  id: 'notification.to',
  method: 'GET',
  writes: false,
  path: '/notification/to',
  summary: 'The requests the caller sent, and invites of its that were accepted',
  tag: 'Notification',
  auth: 'user',
  query: notificationList,
  response: pageOf(notificationSchema),
});

export const notificationsFrom = defineRoute({
  id: 'notification.from',
  method: 'GET',
  writes: false,
  path: '/notification/from',
  summary: 'The requests the caller received',
  tag: 'Notification',
  auth: 'user',
  query: notificationList,
  response: pageOf(notificationSchema),
});

export const notificationActivity = defineRoute({
  id: 'notification.activity',
  method: 'GET',
  writes: false,
  path: '/notification/activity',
  summary:
    "The caller's notifications created or answered since a moment (a reconnecting client catches up), and the server's time",
  tag: 'Notification',
  auth: 'user',
  query: z.strictObject({
    since: z.iso.datetime({ offset: true, message: 'since must be a date-time' }).optional(),
  }),
  response: z.object({ activeTime: z.string(), rows: z.array(notificationSchema) }),
});

export const acceptNotification = defineRoute({
  id: 'notification.accept',
  method: 'GET',
  writes: true,
  path: '/notification/accept',
  summary: 'Accepts a pending request addressed to the caller: its access is granted',
  tag: 'Notification',
  auth: 'user',
  roles: ANSWERER_ROLES,
  query: z.strictObject({ id: idField('Notification id'), type: requestTypeSchema }),
  response: notificationSchema,
});

export const declineNotification = defineRoute({
  id: 'notification.decline',
  method: 'POST',
  writes: true,
  path: '/notification/decline',
  summary: 'Declines a pending request addressed to the caller',
  tag: 'Notification',
  auth: 'user',
  roles: ANSWERER_ROLES,
  body: z.strictObject({ id: idField('Notification id'), reason: textField(500, 'Reason').optional() }),
  response: notificationSchema,
});

export const deleteNotification = defineRoute({
  id: 'notification.delete',
  method: 'DELETE',
  writes: true,
  path: '/notification',
  summary: "Removes a notification from the caller's lists (a pending request it received is declined)",
  tag: 'Notification',
  auth: 'user',
  query: byId,
  response: z.object({ id: z.string() }),
});

export const seenNotifications = defineRoute({
  id: 'notification.seen',
  method: 'PUT',
  writes: true,
  path: '/notification/seen',
  summary: 'Marks answers to the caller’s requests as seen: they leave the bell',
  tag: 'Notification',
  auth: 'user',
  body: z.strictObject({
    ids: z.array(idField('Notification id')).min(1, 'Name at least one notification').max(200),
  }),
  response: z.object({ seen: z.number().int() }),
});

export const updateProperty = defineRoute({
  id: 'notification.update-property',
  method: 'PUT',
  writes: true,
  path: '/notification/update-property',
  summary:
    'Before answering, the addressee narrows the buildings of a pending request or sets when its access ends',
  tag: 'Notification',
  auth: 'user',
  roles: ANSWERER_ROLES,
  body: z.strictObject({
    id: idField('Notification id'),
    buildingIds: requestBuildingIds.optional(),
    expires_at: expiresAtField.nullable().optional(),
  }),
  response: z.object({
    notification: notificationSchema,
    property_data: z.array(invitePropertySchema),
    delegation: delegationSchema,
  }),
});

export const notificationRoutes = [
  activeNotifications,
  notificationsTo,
  notificationsFrom,
  notificationActivity,
  acceptNotification,
  declineNotification,
  deleteNotification,
  seenNotifications,
  updateProperty,
] as const;
