import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '@lease/contract';
import { apiCall } from '../../api/client';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import * as reportCalls from '@lease/contract/addresses/reports';
import * as userCalls from '@lease/contract/addresses/users';
import { reportKeys } from '../../api/keys/reportKeys';

/** The filters as the calls take them: empty ones left out. */
const queryOf = (filter: ReportFilter): ReportFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as ReportFilter;

/** The application report and the three counts for one set of filters; the last answer stays shown while the next loads. */
export function useReports(filter: ReportFilter, enabled = true) {
  const query = queryOf(filter);
  const options = { enabled, placeholderData: keepPreviousData } as const;
  return {
    app: useQuery({
      queryKey: reportKeys.report('app', query),
      queryFn: () => apiCall(reportCalls.appReport, { query }),
      ...options,
    }),
    users: useQuery({
      queryKey: reportKeys.report('users', query),
      queryFn: () => apiCall(reportCalls.userCount, { query }),
      ...options,
    }),
    buildings: useQuery({
      queryKey: reportKeys.report('buildings', query),
      queryFn: () => apiCall(reportCalls.buildingCount, { query }),
      ...options,
    }),
    landlords: useQuery({
      queryKey: reportKeys.report('landlords', query),
      queryFn: () => apiCall(reportCalls.landlordCount, { query }),
      ...options,
    }),
  };
}

/** The landlords an admin picks from (the tree's first level), and the buildings in scope matching a search. */
export function useLandlordOptions(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.landlordOptions,
    queryFn: () => apiCall(userCalls.landlordTree, { query: { pageSize: 200 } }),
    enabled,
    select: (page) => page.rows.map((r) => ({ id: r.id, name: r.name })),
  });
}

export function useBuildingOptions(landlordId: string | undefined, search: string, enabled: boolean) {
  return useQuery({
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
    enabled,
    placeholderData: keepPreviousData,
    select: (page) => page.rows.map((r) => ({ id: r.id, name: r.name })),
  });
}
