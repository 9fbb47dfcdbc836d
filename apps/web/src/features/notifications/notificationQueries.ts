import type { RouteInput, routes } from '@lease/contract';
import * as delegationCalls from '@lease/contract/addresses/delegation';
import * as notificationCalls from '@lease/contract/addresses/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
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

type NotificationQuery = RouteInput<typeof routes.notifications.notificationsTo>['query'];

/** The reads of the notifications and access requests (docs/conventions.md, "Reads"). */
export const notificationQueries = {
  active: () =>
    queryOptions({
      queryKey: notificationKeys.active,
      queryFn: () => apiCall(notificationCalls.activeNotifications),
    }),
  /** One side's list: 'to' the requests the caller sent, 'from' those it received. */
  grid: (side: 'to' | 'from', query: NotificationQuery) =>
    queryOptions({
      queryKey: notificationKeys.grid(side, query),
      queryFn: () =>
        side === 'to'
          ? apiCall(notificationCalls.notificationsTo, { query })
          : apiCall(notificationCalls.notificationsFrom, { query }),
    }),
  /** The landlords one may ask for buildings, and the portfolio holders one may ask for a portfolio. */
  delegationLandlords: () =>
    queryOptions({
      queryKey: notificationKeys.delegationLandlords,
      queryFn: () => apiCall(delegationCalls.requestLandlords),
    }),
  delegationPortfolios: () =>
    queryOptions({
      queryKey: notificationKeys.delegationPortfolios,
      queryFn: () => apiCall(delegationCalls.requestVps),
    }),
  /** The buildings one may ask for, matching a search. */
  requestable: (search: string) =>
    queryOptions({
      queryKey: notificationKeys.requestable(search),
      queryFn: () => apiCall(delegationCalls.requestBuildings, { query: search ? { q: search } : {} }),
    }),
};

/**
 * The bell's active notifications (§2.10), kept fresh by the real-time channel rather than by polling:
 * asked for once the channel is open, so one request serves the page.
 */
export function useActiveNotifications(enabled = true) {
  const settled = useChannelState((s) => s.settled);
  return useQuery({
    ...notificationQueries.active(),
    enabled: enabled && settled,
    staleTime: Infinity,
  });
}
