import { useQuery } from '@tanstack/react-query';
import { cancellationQueries } from '../../features/cancellations/cancellationQueries';

/**
 * The number of flagged policies behind the Flagged Cancellations indicator (§2.10), null until known.
 * Flags change by the day and by people's decisions, so a minute-old count is fresh enough.
 */
export function useFlaggedCount(): number | null {
  const count = useQuery({ ...cancellationQueries.flaggedCount(), staleTime: 60_000 });
  return count.data?.count ?? null;
}
