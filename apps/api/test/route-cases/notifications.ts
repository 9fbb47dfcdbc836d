import { tokens } from '../case-helpers.js';
import { answeredRequestOf, pendingRequestTo } from '../notification-cases.js';
import type { MatrixCase } from './matrix-case.js';

/** The notifications routes' cases. */
export const notificationsCases: Record<string, MatrixCase> = {
  'notification.active': { crossLandlord: { none: "takes no id; lists the caller's own notifications" } },
  'notification.to': { crossLandlord: { none: "takes no id; lists the caller's own requests" } },
  'notification.from': { crossLandlord: { none: 'takes no id; lists the requests sent to the caller' } },
  'notification.activity': { crossLandlord: { none: "takes no id; lists the caller's own notifications" } },
  'notification.accept': {
    prepare: async (role) => {
      const { id, type } = await pendingRequestTo(role);
      return { token: tokens[role], input: { query: { id, type } } };
    },
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId, type: 'property' } }),
  },
  'notification.decline': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await pendingRequestTo(role)).id, reason: 'Not now' } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherNotificationId } }),
  },
  'notification.delete': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: await answeredRequestOf(role) } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId } }),
  },
  'notification.seen': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { ids: [await answeredRequestOf(role)] } },
    }),
    crossLandlord: { none: "marks only the caller's own requests; another's id changes nothing" },
  },
  'notification.update-property': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: (await pendingRequestTo(role)).id, expires_at: '2099-12-31' } },
    }),
    crossLandlord: (f) => ({ body: { id: f.otherNotificationId, expires_at: '2099-12-31' } }),
  },
};
