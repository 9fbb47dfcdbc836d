import * as authCalls from '@lease/contract/addresses/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './client';
import { authKeys } from './keys/authKeys';

/** The signed-in user's reads, shared by the shell and the features (docs/conventions.md, "Reads"). */
export const authQueries = {
  profile: () => queryOptions({ queryKey: authKeys.profile, queryFn: () => apiCall(authCalls.profile) }),
  /** A stored picture by its id, as a data URL. */
  profileImage: (id: string | undefined) =>
    queryOptions({
      queryKey: authKeys.profileImage(id),
      queryFn: () => apiCall(authCalls.profileImage, { query: { id: id ?? '' } }),
    }),
};
