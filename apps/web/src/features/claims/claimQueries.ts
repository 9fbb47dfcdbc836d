import type { RouteInput, routes } from '@lease/contract';
import * as claimCalls from '@lease/contract/addresses/claims';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { claimKeys } from '../../api/keys/claimKeys';

type ClaimListQuery = RouteInput<typeof routes.claims.buildingClaims>['query'];

/**
 * The reads of the claims list and a claim's record (docs/conventions.md, "Reads"); the desk's are in
 * desk/deskQueries.ts.
 */
export const claimQueries = {
  list: (query: ClaimListQuery) =>
    queryOptions({
      queryKey: claimKeys.list(query),
      queryFn: () => apiCall(claimCalls.buildingClaims, { query }),
    }),
  officeHours: () =>
    queryOptions({ queryKey: claimKeys.officeHours, queryFn: () => apiCall(claimCalls.claimOfficeHours) }),
  /** One claim's record, as its dialog and the desk show it. */
  detail: (id: string) =>
    queryOptions({
      queryKey: claimKeys.detail(id),
      queryFn: () => apiCall(claimCalls.claimRecord, { query: { id } }),
    }),
};
