import { disposableUser, tokens } from '../case-helpers.js';
import { DEMO } from '../server.js';
import type { MatrixCase } from './matrix-case.js';

/** The users routes' cases. */
export const usersCases: Record<string, MatrixCase> = {
  'user.active-landlords': { crossLandlord: { none: 'admin only; lists every landlord account' } },
  'user.propertymanager-vp': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-rm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.propertymanager-pm': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.userbuildingsearch': {
    input: () => ({ body: { role: 'pm', search: 'a' } }),
    crossLandlord: (f) => ({ body: { role: 'pm', search: 'a', landlordId: f.otherLandlordId } }),
  },
  'user.delete-user': {
    // Each role deletes a pm of its own line made for the purpose, so the demo line stays whole.
    prepare: async (role) => ({ token: tokens[role], input: { body: { id: await disposableUser('pm') } } }),
    crossLandlord: (f) => ({ body: { id: f.otherUserIds.pm } }),
  },
  'user.delete-landlord': {
    prepare: async (role) => ({ token: tokens[role], input: { query: { id: await disposableUser('ll') } } }),
    crossLandlord: { none: 'admin only; the admin sees every landlord' },
  },
  'user.landlordtree': { crossLandlord: { none: 'takes no id; lists only the landlords in scope' } },
  'user.vptree': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'user.rmtree': {
    input: (f) => ({ query: { managerId: f.userIds[DEMO.vp]! } }),
    crossLandlord: (f) => ({ query: { managerId: f.otherUserIds.vp } }),
  },
  'user.delegationmoveout': {
    // pm@ already reports to rm@: a valid move for every role allowed, and it changes nothing.
    input: (f) => ({ body: { editType: 'rm', userId: f.userIds[DEMO.pm], managerId: f.userIds[DEMO.rm] } }),
    crossLandlord: (f) => ({
      body: { editType: 'rm', userId: f.otherUserIds.pm, managerId: f.userIds[DEMO.rm] },
    }),
  },
  'user.getuserlist': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
};
