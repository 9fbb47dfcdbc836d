import { useQuery } from '@tanstack/react-query';
import { apiCall } from './client';
import * as authCalls from '@lease/contract/addresses/auth';
import { authKeys } from './keys/authKeys';

/**
 * A user's picture: the stored path names an image that only signed-in callers may read, so it is
 * fetched with the token and shown as a data URL. Other values (none, or an outside address) pass through.
 */
export function useProfileImage(image: string | null | undefined): string | undefined {
  const id = image?.startsWith('/api/auth/profile-image?id=') ? image.split('id=')[1] : undefined;
  const { data } = useQuery({
    queryKey: authKeys.profileImage(id),
    queryFn: () => apiCall(authCalls.profileImage, { query: { id: id ?? '' } }),
    enabled: !!id,
    staleTime: Infinity,
  });
  if (id) return data?.image;
  return image ?? undefined;
}
