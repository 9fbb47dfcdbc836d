import { server, tokens } from '../case-helpers.js';
import {
  claimForm,
  claimInStatus,
  fileFreshClaim,
  freshPolicy,
  moreFilesForm,
  validClaim,
} from '../claim-cases.js';
import { KNOWN_PLACE } from '../maps-stand-in.js';
import type { MatrixCase } from './matrix-case.js';

/** The claims routes' cases. */
export const claimsCases: Record<string, MatrixCase> = {
  // Claims: the wizard's lookups, filing with files, and the claim lists and files.
  'claim.setup': {
    crossLandlord: { none: "takes nothing; the states of the caller's own buildings" },
  },
  'claim.landlord': {
    input: () => ({ query: { state: 'NY' } }),
    crossLandlord: { none: "takes a state, not an id; lists the landlords of the caller's buildings" },
  },
  'claim.property': {
    input: (f) => ({ query: { state: 'NY', landlordId: f.landlordId } }),
    crossLandlord: (f) => ({ query: { state: 'NY', landlordId: f.otherLandlordId } }),
  },
  'claim.rider': {
    input: (f) => ({ query: { propertyId: f.pmBuildingId } }),
    crossLandlord: (f) => ({ query: { propertyId: f.otherBuildingId } }),
  },
  'claim.tenants': {
    input: (f) => ({ query: { riderId: f.appId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherPolicyId } }),
  },
  'claim.claim-duplicated': {
    input: (f) => ({ query: { riderId: f.appId } }),
    crossLandlord: (f) => ({ query: { riderId: f.otherPolicyId } }),
  },
  'claim.create': {
    prepare: async (role) => {
      const data = validClaim(await freshPolicy(server.db));
      return {
        token: tokens[role],
        input: { body: { claimData: JSON.stringify(data) }, form: claimForm(data) },
      };
    },
    crossLandlord: (f) => {
      const data = validClaim({ id: f.otherPolicyId, state: 'NY' });
      return { body: { claimData: JSON.stringify(data) }, form: claimForm(data) };
    },
  },
  'property.claim': { crossLandlord: (f) => ({ query: { buildingId: f.otherBuildingId } }) },
  'user.claims': { crossLandlord: (f) => ({ query: { landlordId: f.otherLandlordId } }) },
  'claim.record': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await fileFreshClaim(server, tokens.ll)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherClaimId } }),
  },
  'claim.file': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { fileId: (await fileFreshClaim(server, tokens.ll)).fileId } },
    }),
    crossLandlord: (f) => ({ query: { fileId: f.otherClaimFileId } }),
  },
  'claim.move-status': {
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: {
          id: (await fileFreshClaim(server, tokens.ll)).id,
          status: 'under_review',
          note: 'Under review',
        },
      },
    }),
    crossLandlord: { none: 'admin only; the admin sees every claim' },
  },
  'claim.payment': {
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: {
          id: await claimInStatus(server, tokens.ll, 'approved'),
          method: 'eCheck',
          paidOn: '2026-11-01',
          amount: '100.00',
          reference: 'ECHK-1',
        },
      },
    }),
    crossLandlord: { none: 'admin only; the admin sees every claim' },
  },
  'claim.add-files': {
    prepare: async (role) => {
      const claimId = await claimInStatus(server, tokens.ll, 'documents_requested');
      return { token: tokens[role], input: { body: { claimId }, form: moreFilesForm(claimId) } };
    },
    crossLandlord: (f) => ({ body: { claimId: f.otherClaimId }, form: moreFilesForm(f.otherClaimId) }),
  },
  'claim.assessment': {
    prepare: async (role) => ({
      token: tokens[role],
      input: { query: { id: (await fileFreshClaim(server, tokens.ll)).id } },
    }),
    crossLandlord: (f) => ({ query: { id: f.otherClaimId } }),
  },
  'claim.decide': {
    prepare: async (role) => ({
      token: tokens[role],
      input: {
        body: {
          id: (await fileFreshClaim(server, tokens.ll)).id,
          decision: 'request_documents',
          papers: ['ledger'],
          message: 'Send the ledger again, please.',
        },
      },
    }),
    crossLandlord: { none: 'admin only; the admin sees every claim' },
  },
  'claim.desk': {
    input: () => ({ query: { recommendation: 'approve' } }),
    crossLandlord: { none: 'admin only; the desk holds every undecided claim' },
  },
  'claim.zip': {
    input: () => ({ query: { zip: '10001' } }),
    crossLandlord: { none: 'a ZIP code is public knowledge, no record of anyone' },
  },
  // The suites run these against the stand-in maps service (maps-stand-in.ts), which knows this place.
  'claim.places': {
    input: () => ({ query: { input: '350 5th Ave' } }),
    crossLandlord: { none: 'an address the filer types, no record of anyone' },
  },
  'claim.place': {
    input: () => ({ query: { placeId: KNOWN_PLACE.placeId } }),
    crossLandlord: { none: "a place's public street address, no record of anyone" },
  },
  'claim.office-hours': { crossLandlord: { none: 'takes no id; the configured banner for today' } },
};
