import { useQuery } from '@tanstack/react-query';
import * as feedbackCalls from '@lease/contract/addresses/feedback';
import { apiCall } from '../api/client';
import { useAuthStore } from '../store/auth';
import { shellKeys } from '../api/keys/shellKeys';

/**
 * The provider's feedback form and resource page (FEEDBACK_URL, RESOURCE_CENTER_URL on the server);
 * null for each the deployment leaves to the portal, and while unknown. They change with a deployment
 * only, so they are asked once per session.
 */
export function useShellLinks(): { feedbackUrl: string | null; resourceCenterUrl: string | null } {
  // The external's shell has neither (decision 0032), and the server refuses it the call.
  const role = useAuthStore((s) => s.currentUser?.role);
  const links = useQuery({
    enabled: role !== undefined && role !== 'external',
    queryKey: shellKeys.links,
    queryFn: () => apiCall(feedbackCalls.feedbackLinks),
    staleTime: Infinity,
  });
  return links.data ?? { feedbackUrl: null, resourceCenterUrl: null };
}
