import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { clientKeys } from '../../api/keys/clientKeys';
import { PAGE_SIZE, type ListParams } from './ClientList';

/** What every client list answers: a page of rows, and whether they carry personal data. */
export interface ClientPage<T> {
  rows: T[];
  total: number;
  personalData: boolean;
}

/** The query of a client list: page, size, sort key and order from `key:order`, the search when typed. */
export const listQuery = <S extends string>(params: ListParams) => {
  const [sort, order] = params.sort.split(':') as [S, 'asc' | 'desc'];
  return {
    page: params.page,
    pageSize: PAGE_SIZE,
    sort,
    order,
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
  };
};

/** One section's list for the clientId of the address, kept on screen while the next page loads. */
export function useClientList<T>(
  section: string,
  firstSort: string,
  fetch: (clientId: string, params: ListParams) => Promise<ClientPage<T>>,
) {
  const { clientId = '' } = useParams();
  const [params, setParams] = useState<ListParams>({ page: 1, q: '', sort: firstSort });
  const query = useQuery({
    queryKey: clientKeys.section(clientId, section, params),
    queryFn: () => fetch(clientId, params),
    // The last page stays on screen while the next loads, but never under another client's address.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === clientId ? keepPreviousData(previous) : undefined,
  });
  return { clientId, params, setParams, query };
}
