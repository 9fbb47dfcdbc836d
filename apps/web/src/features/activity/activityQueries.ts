import type { RouteInput, routes } from '@lease/contract';
import * as activityCalls from '@lease/contract/addresses/activity';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { activityKeys } from '../../api/keys/activityKeys';

type ActivityQuery = RouteInput<typeof routes.activity.listActivity>['query'];

/** The reads of the Active Log (docs/conventions.md, "Reads"). */
export const activityQueries = {
  list: (query: ActivityQuery) =>
    queryOptions({
      queryKey: activityKeys.list(query),
      queryFn: () => apiCall(activityCalls.listActivity, { query }),
    }),
};
