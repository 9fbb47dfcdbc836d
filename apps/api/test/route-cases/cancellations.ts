import { freshFlaggedPolicy, tokens } from '../case-helpers.js';
import type { MatrixCase } from './matrix-case.js';

/** The cancellations routes' cases. */
export const cancellationsCases: Record<string, MatrixCase> = {
  // Cancellations: another landlord's rider must answer 404, and change nothing.
  'property.cancel-policy': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { riderIds: [await freshFlaggedPolicy()] } },
    }),
    crossLandlord: (f) => ({ body: { riderIds: [f.otherRiderId] } }),
  },
  'property.dismiss-flag': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { riderIds: [await freshFlaggedPolicy()], reason: 'The tenant renewed the lease' } },
    }),
    crossLandlord: (f) => ({ body: { riderIds: [f.otherRiderId], reason: 'Not ours' } }),
  },
  'property.cancel-logs': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'property.cancel-logs-export': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
};
