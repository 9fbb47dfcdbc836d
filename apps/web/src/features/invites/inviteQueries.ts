import type { RouteInput, routes } from '@lease/contract';
import * as inviteCalls from '@lease/contract/addresses/invites';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { inviteKeys } from '../../api/keys/inviteKeys';

type PropertyInvitesBody = RouteInput<typeof routes.invites.propertyInvites>['body'];
type LandlordInvitesQuery = RouteInput<typeof routes.invites.landlordInvites>['query'];

/** The reads of the invite pages (docs/conventions.md, "Reads"). */
export const inviteQueries = {
  /** The invites sent for one role, in the caller's landlord when it has one. */
  property: (
    role: PropertyInvitesBody['inviteRole'],
    landlordId: string | null | undefined,
    params: Omit<PropertyInvitesBody, 'inviteRole' | 'landlordId'>,
  ) =>
    queryOptions({
      queryKey: inviteKeys.property(role, landlordId, params),
      queryFn: () =>
        apiCall(inviteCalls.propertyInvites, {
          body: { ...params, inviteRole: role, ...(landlordId ? { landlordId } : {}) },
        }),
    }),
  landlords: (type: LandlordInvitesQuery['type'], params: Omit<LandlordInvitesQuery, 'type'>) =>
    queryOptions({
      queryKey: inviteKeys.landlords(type, params),
      queryFn: () => apiCall(inviteCalls.landlordInvites, { query: { ...params, type } }),
    }),
};
