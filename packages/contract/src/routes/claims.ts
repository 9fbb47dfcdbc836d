// The claim routes in three files: the filing wizard, a claim's lifecycle, and the lookups the wizard calls.
import {
  claimDuplicated,
  claimLandlords,
  claimProperties,
  claimRiders,
  claimSetup,
  claimTenants,
  createClaim,
} from './claims-wizard.js';
import {
  addClaimFiles,
  buildingClaims,
  claimFile,
  claimRecord,
  moveClaimStatus,
  recordClaimPayment,
  userClaims,
} from './claims-lifecycle.js';
import { claimOfficeHours, claimPlace, claimPlaces, claimZip } from './claims-lookups.js';

export * from './claims-wizard.js';
export * from './claims-lifecycle.js';
export * from './claims-lookups.js';

export const claimRoutes = [
  claimSetup,
  claimLandlords,
  claimProperties,
  claimRiders,
  claimTenants,
  claimDuplicated,
  createClaim,
  buildingClaims,
  userClaims,
  claimRecord,
  claimFile,
  moveClaimStatus,
  recordClaimPayment,
  addClaimFiles,
  claimZip,
  claimPlaces,
  claimPlace,
  claimOfficeHours,
] as const;
