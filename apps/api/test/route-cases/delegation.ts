import { tokens } from '../case-helpers.js';
import { answeredRequestOf, buildingToAsk, holderFor, landlordUserId } from '../notification-cases.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The delegation routes' cases. */
export const delegationCases: Record<string, MatrixCase> = {
  // Access requests and notifications: personal rows, and pickers of the caller's own landlord.
  'delegation.request-landlord': {
    crossLandlord: { none: "takes no id; lists the caller's own landlord's users" },
  },
  'delegation.request-vp': {
    crossLandlord: { none: "takes no id; lists the caller's own landlord's users" },
  },
  'delegation.request-building': {
    input: () => ({ query: { q: 'a' } }),
    crossLandlord: { none: "takes no id; lists the caller's own landlord's buildings" },
  },
  'delegation.request-property': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { userId: await landlordUserId(), buildingIds: [await buildingToAsk(role)] } },
    }),
    crossLandlord: (f) => ({ body: { userId: f.userIds[DEMO.ll], buildingIds: [f.otherBuildingId] } }),
  },
  'delegation.request-userproperty': {
    prepare: async (role) => ({ token: tokens[role], input: { body: { userId: await holderFor(role) } } }),
    crossLandlord: (f) => ({ body: { userId: f.otherUserIds.rm } }),
  },
  'property.delegation': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: await answeredRequestOf(role) } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherNotificationId } }),
  },
};
