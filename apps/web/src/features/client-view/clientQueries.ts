import * as clientCalls from '@lease/contract/addresses/client';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { clientKeys } from '../../api/keys/clientKeys';
import { PAGE_SIZE, type ListParams } from './ClientList';

/** The query of a client list: page, size, sort key and order from `key:order`, the search when typed. */
const listQuery = <S extends string>(params: ListParams) => {
  const [sort, order] = params.sort.split(':') as [S, 'asc' | 'desc'];
  return {
    page: params.page,
    pageSize: PAGE_SIZE,
    sort,
    order,
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
  };
};

/** The reads of the client view, one client's sections (docs/conventions.md, "Reads"). */
export const clientQueries = {
  overview: (clientId: string) =>
    queryOptions({
      queryKey: clientKeys.section(clientId, 'overview'),
      queryFn: () => apiCall(clientCalls.clientOverview, { query: { clientId } }),
    }),
  policies: (clientId: string, params: ListParams) =>
    queryOptions({
      queryKey: clientKeys.section(clientId, 'policies', params),
      queryFn: () => apiCall(clientCalls.clientPolicies, { query: { clientId, ...listQuery(params) } }),
    }),
  claims: (clientId: string, params: ListParams) =>
    queryOptions({
      queryKey: clientKeys.section(clientId, 'claims', params),
      queryFn: () => apiCall(clientCalls.clientClaims, { query: { clientId, ...listQuery(params) } }),
    }),
  documents: (clientId: string, params: ListParams) =>
    queryOptions({
      queryKey: clientKeys.section(clientId, 'documents', params),
      queryFn: () => apiCall(clientCalls.clientDocuments, { query: { clientId, ...listQuery(params) } }),
    }),
  invoices: (clientId: string, params: ListParams) =>
    queryOptions({
      queryKey: clientKeys.section(clientId, 'invoices', params),
      queryFn: () => apiCall(clientCalls.clientInvoices, { query: { clientId, ...listQuery(params) } }),
    }),
};
