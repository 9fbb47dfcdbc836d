import * as dashboardCalls from '@lease/contract/addresses/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { dashboardKeys } from '../../api/keys/dashboardKeys';

/** The reads of the dashboard's home (docs/conventions.md, "Reads"). */
export const dashboardQueries = {
  summary: () =>
    queryOptions({
      queryKey: dashboardKeys.summary,
      queryFn: () => apiCall(dashboardCalls.dashboardSummary),
    }),
};
