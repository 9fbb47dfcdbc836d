import type { FastifyInstance } from 'fastify';
import { ACCEPT_SUCCESS, ANSWERS, DECLINE_SUCCESS, DELETE_SUCCESS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import {
  acceptNotification,
  activeNotifications,
  declineNotification,
  deleteNotification,
  notificationActivity,
  receivedNotifications,
  seeNotifications,
  sentNotifications,
} from './notifications.service.js';
import { delegationDetail, updateProperty } from './delegation.service.js';
import { registerNotificationSocket } from './notifications.socket.js';
import {
  requestBuildings,
  requestLandlords,
  requestProperty,
  requestUserProperty,
  requestVps,
} from './requests.service.js';

const { delegation, notifications } = routes;

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerNotificationSocket(app, ctx);
  registerRoute(app, ctx, delegation.requestLandlords, async ({ actor }) => ({
    data: await requestLandlords(ctx, actor),
  }));
  registerRoute(app, ctx, delegation.requestVps, async ({ actor }) => ({
    data: await requestVps(ctx, actor),
  }));
  registerRoute(app, ctx, delegation.requestBuildings, async ({ actor, query }) => ({
    data: await requestBuildings(ctx, actor, query.q),
  }));
  registerRoute(app, ctx, delegation.requestProperty, async ({ actor, body, request }) => ({
    message: ANSWERS.requestSent,
    status: 201,
    data: await requestProperty(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, delegation.requestUserProperty, async ({ actor, body, request }) => {
    const data = await requestUserProperty(ctx, whoOf(actor, request), actor, body);
    const message =
      data.request_status === 'auto_accepted' ? 'Access granted: you manage this user.' : ANSWERS.requestSent;
    return { message, status: 201, data };
  });
  registerRoute(app, ctx, delegation.delegationDetail, async ({ actor, query }) => ({
    data: await delegationDetail(ctx, actor, query.id),
  }));

  registerRoute(app, ctx, notifications.activeNotifications, async ({ actor }) => ({
    data: await activeNotifications(ctx, actor),
  }));
  registerRoute(app, ctx, notifications.notificationsTo, async ({ actor, query }) => ({
    data: await sentNotifications(ctx, actor, query),
  }));
  registerRoute(app, ctx, notifications.notificationsFrom, async ({ actor, query }) => ({
    data: await receivedNotifications(ctx, actor, query),
  }));
  registerRoute(app, ctx, notifications.notificationActivity, async ({ actor, query }) => ({
    data: await notificationActivity(ctx, actor, query.since),
  }));
  registerRoute(app, ctx, notifications.acceptNotification, async ({ actor, query, request }) => ({
    message: ACCEPT_SUCCESS,
    data: await acceptNotification(ctx, whoOf(actor, request), actor, query.id, query.type),
  }));
  registerRoute(app, ctx, notifications.declineNotification, async ({ actor, body, request }) => ({
    message: DECLINE_SUCCESS,
    data: await declineNotification(ctx, whoOf(actor, request), actor, body.id, body.reason),
  }));
  registerRoute(app, ctx, notifications.deleteNotification, async ({ actor, query, request }) => {
    await deleteNotification(ctx, whoOf(actor, request), actor, query.id);
    return { message: DELETE_SUCCESS, data: { id: query.id } };
  });
  registerRoute(app, ctx, notifications.seenNotifications, async ({ actor, body, request }) => ({
    data: { seen: await seeNotifications(ctx, whoOf(actor, request), actor, body.ids) },
  }));
  registerRoute(app, ctx, notifications.updateProperty, async ({ actor, body, request }) => ({
    message: ANSWERS.requestUpdated,
    data: await updateProperty(ctx, whoOf(actor, request), actor, body),
  }));
}
