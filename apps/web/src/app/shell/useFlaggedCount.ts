import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import * as reportCalls from '@lease/contract/addresses/reports';
import { cancellationKeys } from '../../api/keys/cancellationKeys';

/**
 * The number of flagged policies behind the Flagged Cancellations indicator (§2.10), null until known.
 * Flags change by the day and by people's decisions, so a minute-old count is fresh enough.
 */
export function useFlaggedCount(): number | null {
  const count = useQuery({
    queryKey: cancellationKeys.flaggedCount,
    queryFn: () => apiCall(reportCalls.flaggedCancelCount),
    staleTime: 60_000,
  });
  return count.data?.count ?? null;
}
