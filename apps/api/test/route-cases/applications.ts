import { freshApplication, tokens } from '../case-helpers.js';
import type { MatrixCase } from './matrix-case.js';

/** The applications routes' cases. */
export const applicationsCases: Record<string, MatrixCase> = {
  // Rider/application records: another landlord's building, landlord or record must answer 404.
  // Buildings and claims too (file 1 §7): kind-lists.test.ts names another landlord's for each kind, each role.
  'property.filter-app': {
    input: () => ({ body: { title: 'application' } }),
    crossLandlord: (f) => ({ body: { title: 'application', landlordId: f.otherLandlordId } }),
    sweepAlso: {
      building: (f) => ({ body: { title: 'building', landlordId: f.landlordId, sort: 'totalUnits' } }),
      claim: (f) => ({ body: { title: 'claim', buildingId: f.pmBuildingId, sort: 'date_of_loss' } }),
    },
  },
  'property.search-db': {
    input: () => ({ body: { label: 'application', q: 'a' } }),
    crossLandlord: (f) => ({ body: { label: 'policy', buildingId: f.otherBuildingId } }),
    sweepAlso: {
      building: (f) => ({ body: { label: 'building', q: 'a', landlordId: f.landlordId } }),
      claim: (f) => ({
        body: { label: 'claim', q: 'e', landlordId: f.landlordId, sort: 'name', order: 'desc' },
      }),
    },
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
