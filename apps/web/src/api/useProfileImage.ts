import { useQuery } from '@tanstack/react-query';
import { authQueries } from './authQueries';

/**
 * A user's picture: the stored path names an image that only signed-in callers may read, so it is
 * fetched with the token and shown as a data URL. Other values (none, or an outside address) pass through.
 */
export function useProfileImage(image: string | null | undefined): string | undefined {
  const id = image?.startsWith('/api/auth/profile-image?id=') ? image.split('id=')[1] : undefined;
  const { data } = useQuery({
    ...authQueries.profileImage(id),
    enabled: !!id,
    staleTime: Infinity,
  });
  if (id) return data?.image;
  return image ?? undefined;
}
