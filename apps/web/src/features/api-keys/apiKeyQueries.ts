import * as apiKeyCalls from '@lease/contract/addresses/api-keys';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { apiKeyKeys } from '../../api/keys/apiKeyKeys';

/** The reads of the API Keys page and its create dialog (docs/conventions.md, "Reads"). */
export const apiKeyQueries = {
  list: () => queryOptions({ queryKey: apiKeyKeys.all, queryFn: () => apiCall(apiKeyCalls.listApiKeys) }),
  /** The people a key may act for. */
  people: () =>
    queryOptions({ queryKey: apiKeyKeys.people, queryFn: () => apiCall(apiKeyCalls.listKeyPeople) }),
  /** The buildings a key may be limited to, the first 200 by name. */
  buildings: () =>
    queryOptions({
      queryKey: apiKeyKeys.buildings,
      queryFn: () =>
        apiCall(buildingCalls.listBuildings, { query: { pageSize: 200, sort: 'name', order: 'asc' } }),
    }),
};
