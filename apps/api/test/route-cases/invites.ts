import { inviteTokenFor, ROLE_CAN_ACCEPT, tokens } from '../case-helpers.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The invites routes' cases. */
export const invitesCases: Record<string, MatrixCase> = {
  'invite.landlord-invite': {
    input: () => ({ body: { email: 'matrix-landlord@new.test', landlordName: 'Matrix Rentals' } }),
    crossLandlord: { none: 'admin only; names no record' },
  },
  'user.invite-landlords': {
    input: () => ({ query: { type: 'pending' } }),
    crossLandlord: { none: 'admin only; takes no id' },
  },
  'invite.invite-user': {
    input: (f) => ({ body: { email: 'matrix-invite@new.test', role: 'pm', buildingIds: [f.rmBuildingId] } }),
    crossLandlord: (f) => ({
      body: { email: 'matrix-cross@new.test', role: 'pm', buildingIds: [f.otherBuildingId] },
    }),
  },
  'invite.invite-property': {
    input: () => ({ body: { inviteRole: 'pm' } }),
    crossLandlord: (f) => ({ body: { inviteRole: 'pm', landlordId: f.otherLandlordId } }),
  },
  'invite.invite-property-of-user': {
    input: (f) => ({ body: { userId: f.userIds[DEMO.pm] } }),
    crossLandlord: (f) => ({ body: { userId: f.otherUserIds.pm } }),
  },
  'invite.accept': {
    // The landlord invites the role's demo user to one more building; the user accepts with the mailed token.
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: { token: ROLE_CAN_ACCEPT.includes(role) ? await inviteTokenFor(DEMO[role], role) : 'x' },
      },
    }),
    crossLandlord: { none: 'the token names its own invite, and it must be addressed to the caller' },
  },
  'invite.resend': {
    input: (f) => ({ body: { id: f.inviteId } }),
    crossLandlord: (f) => ({ body: { id: f.otherInviteId } }),
  },
};
