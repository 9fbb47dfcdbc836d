import type { MatrixCase } from './matrix-case.js';

/** The reports routes' cases. */
export const reportsCases: Record<string, MatrixCase> = {
  'report.flagged-cancel-count': {
    crossLandlord: { none: 'takes no id; counts the flagged policies in scope' },
  },
  // Reports: another landlord, or another landlord's building, must answer 404; pm is refused (403).
  'report.usercount': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'report.app': {
    input: (f) => ({ query: { from: '2025-01', to: '2025-12', landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }),
  },
  'report.building': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'report.landlord': {
    crossLandlord: (f) => ({ query: { landlordId: f.landlordId, buildingId: f.otherBuildingId } }),
  },
};
