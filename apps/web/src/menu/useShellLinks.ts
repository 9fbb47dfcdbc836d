import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../store/auth';
import { shellQueries } from '../api/shellQueries';

/**
 * The provider's feedback form and resource page (FEEDBACK_URL, RESOURCE_CENTER_URL on the server);
 * null for each the deployment leaves to the portal, and while unknown. They change with a deployment
 * only, so they are asked once per session.
 */
export function useShellLinks(): { feedbackUrl: string | null; resourceCenterUrl: string | null } {
  // The external's shell has neither (decision 0032), and the server refuses it the call.
  const role = useAuthStore((s) => s.currentUser?.role);
  const links = useQuery({
    ...shellQueries.links(),
    enabled: role !== undefined && role !== 'external',
    staleTime: Infinity,
  });
  return links.data ?? { feedbackUrl: null, resourceCenterUrl: null };
}
