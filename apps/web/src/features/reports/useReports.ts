import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilter } from '@lease/contract';
import { reportQueries } from './reportQueries';

/** The filters as the calls take them: empty ones left out. */
const queryOf = (filter: ReportFilter): ReportFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as ReportFilter;

/** The application report and the three counts for one set of filters; the last answer stays shown while the next loads. */
export function useReports(filter: ReportFilter, enabled = true) {
  const query = queryOf(filter);
  const options = { enabled, placeholderData: keepPreviousData } as const;
  return {
    app: useQuery({ ...reportQueries.app(query), ...options }),
    users: useQuery({ ...reportQueries.users(query), ...options }),
    buildings: useQuery({ ...reportQueries.buildings(query), ...options }),
    landlords: useQuery({ ...reportQueries.landlords(query), ...options }),
  };
}

/** The landlords an admin picks from (the tree's first level), and the buildings in scope matching a search. */
export function useLandlordOptions(enabled: boolean) {
  return useQuery({
    ...reportQueries.landlordOptions(),
    enabled,
    select: (page) => page.rows.map((r) => ({ id: r.id, name: r.name })),
  });
}

export function useBuildingOptions(landlordId: string | undefined, search: string, enabled: boolean) {
  return useQuery({
    ...reportQueries.buildingOptions(landlordId, search),
    enabled,
    placeholderData: keepPreviousData,
    select: (page) => page.rows.map((r) => ({ id: r.id, name: r.name })),
  });
}
