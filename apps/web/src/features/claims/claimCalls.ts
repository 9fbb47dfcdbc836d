import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Claims = typeof routes.claims;

/** The claims grid's calls on its first load, by address (issue #27): no zod before a form opens. */
export const claimCalls = {
  buildingClaims: callAt<Claims['buildingClaims']>({ method: 'GET', path: '/property/claim', auth: 'user' }),
  claimOfficeHours: callAt<Claims['claimOfficeHours']>({
    method: 'GET',
    path: '/claim/office-hours',
    auth: 'user',
  }),
};
