import { IMPORT_ROW } from '../case-helpers.js';
import type { MatrixCase } from './matrix-case.js';

/** The buildings routes' cases. */
export const buildingsCases: Record<string, MatrixCase> = {
  // Portfolio (buildings, users, tree, invites): another landlord's ids must answer 404.
  'property.buildings': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'property.buildings-export': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.get-buildings': {
    input: () => ({ body: { data: {} } }),
    crossLandlord: (f) => ({ body: { data: { userId: f.otherUserIds.pm } } }),
  },
  'user.buildings': {
    input: (f) => ({ query: { landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }),
  },
  'property.buildings-import': {
    input: (f) => ({ body: { landlordId: f.landlordId, dryRun: true, rows: [IMPORT_ROW] } }),
    crossLandlord: (f) => ({ body: { landlordId: f.otherLandlordId, dryRun: true, rows: [IMPORT_ROW] } }),
  },
};
