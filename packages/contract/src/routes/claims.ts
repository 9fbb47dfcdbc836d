// The claim routes in four files: the filing wizard, a claim's lifecycle, the desk's assessment and
// decisions, and the lookups the wizard calls.
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
import { claimAssessment, claimDesk, decideClaim } from './claims-desk.js';
import { claimOfficeHours, claimPlace, claimPlaces, claimZip } from './claims-lookups.js';

export * from './claims-wizard.js';
export * from './claims-lifecycle.js';
export * from './claims-lookups.js';
export * from './claims-desk.js';

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
  claimAssessment,
  decideClaim,
  claimDesk,
  claimZip,
  claimPlaces,
  claimPlace,
  claimOfficeHours,
] as const;
