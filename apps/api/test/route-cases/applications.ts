import { freshApplication, tokens } from '../case-helpers.js';
import type { MatrixCase } from './matrix-case.js';

/** The applications routes' cases. */
export const applicationsCases: Record<string, MatrixCase> = {
  // Rider/application records: another landlord's building, landlord or record must answer 404.
  'property.filter-app': {
    input: () => ({ body: { title: 'application' } }),
    crossLandlord: (f) => ({ body: { title: 'application', landlordId: f.otherLandlordId } }),
  },
  'property.search-db': {
    input: () => ({ body: { label: 'application', q: 'a' } }),
    crossLandlord: (f) => ({ body: { label: 'policy', buildingId: f.otherBuildingId } }),
  },
  'property.records-export': {
    input: () => ({ query: { title: 'policy' } }),
    crossLandlord: (f) => ({ query: { title: 'policy', landlordId: f.otherLandlordId } }),
  },
  'property.application': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'property.policy': {
    input: () => ({ body: {} }),
    crossLandlord: (f) => ({ body: { cancel: true, landlordId: f.otherLandlordId } }),
  },
  'user.applications': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'user.policies': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'property.record': {
    input: (f) => ({ query: { id: f.appId } }),
    crossLandlord: (f) => ({ query: { id: f.otherAppId } }),
  },
  'property.move-stage': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { body: { id: await freshApplication(), stage: 'Stage01' } },
    }),
    crossLandlord: { none: 'admin only; the admin sees every application' },
  },
};
