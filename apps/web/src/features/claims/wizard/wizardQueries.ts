import * as claimCalls from '@lease/contract/addresses/claims';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../api/client';
import { claimKeys } from '../../../api/keys/claimKeys';

/**
 * The claim wizard's reads (docs/conventions.md, "Reads"): what it offers at step 0 (states, landlords,
 * apartments, policies), the chosen policy's tenants and earlier claim, and the check address's
 * suggestions. Each is asked only once its choice is made (`enabled` at the call site).
 */
export const wizardQueries = {
  setup: () => queryOptions({ queryKey: claimKeys.setup, queryFn: () => apiCall(claimCalls.claimSetup) }),
  landlords: (state: string) =>
    queryOptions({
      queryKey: claimKeys.landlords(state),
      queryFn: () => apiCall(claimCalls.claimLandlords, { query: { state } }),
    }),
  apartments: (state: string, landlordId: string) =>
    queryOptions({
      queryKey: claimKeys.apartments(state, landlordId),
      queryFn: () => apiCall(claimCalls.claimProperties, { query: { state, landlordId } }),
    }),
  policies: (propertyId: string) =>
    queryOptions({
      queryKey: claimKeys.policies(propertyId),
      queryFn: () => apiCall(claimCalls.claimRiders, { query: { propertyId } }),
    }),
  tenants: (riderId: string) =>
    queryOptions({
      queryKey: claimKeys.tenants(riderId),
      queryFn: () => apiCall(claimCalls.claimTenants, { query: { riderId } }),
    }),
  duplicated: (riderId: string) =>
    queryOptions({
      queryKey: claimKeys.duplicated(riderId),
      queryFn: () => apiCall(claimCalls.claimDuplicated, { query: { riderId } }),
    }),
  places: (input: string) =>
    queryOptions({
      queryKey: claimKeys.places(input),
      queryFn: () => apiCall(claimCalls.claimPlaces, { query: { input } }),
    }),
};
