import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ListParams } from './ClientList';

/** What every client list answers: a page of rows, and whether they carry personal data. */
export interface ClientPage<T> {
  rows: T[];
  total: number;
  personalData: boolean;
}

/**
 * One section's list for the clientId of the address, kept on screen while the next page loads.
 * `options` is the section's query (e.g. `clientQueries.claims`), given the client and the list's state.
 */
export function useClientList<T, K extends QueryKey = QueryKey>(
  firstSort: string,
  // Only its key and call: the section's page type may carry more than ClientPage (cursors, totals).
  options: (
    clientId: string,
    params: ListParams,
  ) => Pick<UseQueryOptions<ClientPage<T>, Error, ClientPage<T>, K>, 'queryKey' | 'queryFn'>,
) {
  const { clientId = '' } = useParams();
  const [params, setParams] = useState<ListParams>({ page: 1, q: '', sort: firstSort });
  const query = useQuery({
    ...options(clientId, params),
    // The last page stays on screen while the next loads, but never under another client's address.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === clientId ? keepPreviousData(previous) : undefined,
  });
  return { clientId, params, setParams, query };
}
