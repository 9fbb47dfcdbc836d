import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import * as notificationCalls from '@lease/contract/addresses/notifications';
import { useChannelState } from './channelState';

/**
 * The notification queries' keys: every one starts with `all`, so a push or an answer refreshes them
 * all; the access-request pickers' lists sit under `delegation`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  active: ['notifications', 'active'] as const,
  grid: (side: string, params: unknown) => ['notifications', side, params] as const,
  requestable: (search: string) => ['notifications', 'requestable', search] as const,
  delegationLandlords: ['delegation', 'landlords'] as const,
  delegationPortfolios: ['delegation', 'portfolios'] as const,
};

/**
 * The bell's active notifications (§2.10), kept fresh by the real-time channel rather than by polling:
 * asked for once the channel is open, so one request serves the page.
 */
export function useActiveNotifications(enabled = true) {
  const settled = useChannelState((s) => s.settled);
  return useQuery({
    queryKey: notificationKeys.active,
    queryFn: () => apiCall(notificationCalls.activeNotifications),
    enabled: enabled && settled,
    staleTime: Infinity,
  });
}
