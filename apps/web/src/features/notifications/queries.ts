import { useQuery } from '@tanstack/react-query';
import { routes } from '@lease/contract';
import { apiCall } from '../../api/client';

/** Every notification query starts with this key: a push or an answer refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const ACTIVE_KEY = [...NOTIFICATIONS_KEY, 'active'] as const;

/** The bell's active notifications (§2.10), kept fresh by the real-time channel rather than by polling. */
export function useActiveNotifications(enabled = true) {
  return useQuery({
    queryKey: ACTIVE_KEY,
    queryFn: () => apiCall(routes.notifications.activeNotifications),
    enabled,
    staleTime: Infinity,
  });
}
