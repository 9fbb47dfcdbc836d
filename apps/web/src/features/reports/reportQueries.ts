import type { ReportFilter } from '@lease/contract';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import * as reportCalls from '@lease/contract/addresses/reports';
import * as userCalls from '@lease/contract/addresses/users';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { reportKeys } from '../../api/keys/reportKeys';

/** The reads of the Reports page and its pickers (docs/conventions.md, "Reads"). */
export const reportQueries = {
  app: (query: ReportFilter) =>
    queryOptions({
      queryKey: reportKeys.report('app', query),
      queryFn: () => apiCall(reportCalls.appReport, { query }),
    }),
  users: (query: ReportFilter) =>
    queryOptions({
      queryKey: reportKeys.report('users', query),
      queryFn: () => apiCall(reportCalls.userCount, { query }),
    }),
  buildings: (query: ReportFilter) =>
    queryOptions({
      queryKey: reportKeys.report('buildings', query),
      queryFn: () => apiCall(reportCalls.buildingCount, { query }),
    }),
  landlords: (query: ReportFilter) =>
    queryOptions({
      queryKey: reportKeys.report('landlords', query),
      queryFn: () => apiCall(reportCalls.landlordCount, { query }),
    }),
  /** The landlords an admin picks from (the tree's first level). */
  landlordOptions: () =>
    queryOptions({
      queryKey: reportKeys.landlordOptions,
      queryFn: () => apiCall(userCalls.landlordTree, { query: { pageSize: 200 } }),
    }),
  /** The buildings in scope matching a search, of one landlord when named. */
  buildingOptions: (landlordId: string | undefined, search: string) =>
    queryOptions({
      queryKey: reportKeys.buildingOptions(landlordId, search),
      queryFn: () =>
        apiCall(buildingCalls.listBuildings, {
          query: {
            pageSize: 50,
            sort: 'name',
            ...(landlordId ? { landlordId } : {}),
            ...(search ? { q: search } : {}),
          },
        }),
    }),
};
