import type { RouteInput, routes } from '@lease/contract';
import * as cancellationCalls from '@lease/contract/addresses/cancellations';
import * as reportCalls from '@lease/contract/addresses/reports';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { cancellationKeys } from '../../api/keys/cancellationKeys';

type CancelLogQuery = RouteInput<typeof routes.cancellations.cancelLogs>['query'];

/** The reads of the cancellations (docs/conventions.md, "Reads"). */
export const cancellationQueries = {
  log: (query: CancelLogQuery) =>
    queryOptions({
      queryKey: cancellationKeys.log(query),
      queryFn: () => apiCall(cancellationCalls.cancelLogs, { query }),
    }),
  /** The number of flagged policies, behind the shell's Flagged Cancellations indicator. */
  flaggedCount: () =>
    queryOptions({
      queryKey: cancellationKeys.flaggedCount,
      queryFn: () => apiCall(reportCalls.flaggedCancelCount),
    }),
};
