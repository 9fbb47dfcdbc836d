import type { RouteInput, routes } from '@lease/contract';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import * as rentRollCalls from '@lease/contract/addresses/rent-roll';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { buildingKeys } from '../../api/keys/buildingKeys';

type BuildingQuery = RouteInput<typeof routes.buildings.listBuildings>['query'];

/** The reads of the Buildings page and its imports (docs/conventions.md, "Reads"). */
export const buildingQueries = {
  grid: (query: BuildingQuery) =>
    queryOptions({
      queryKey: buildingKeys.grid(query),
      queryFn: () => apiCall(buildingCalls.listBuildings, { query }),
    }),
  /** The landlord's remembered rent-roll column mapping. */
  rentRollMapping: (landlordId: string) =>
    queryOptions({
      queryKey: buildingKeys.rentRollMapping(landlordId),
      queryFn: () => apiCall(rentRollCalls.rentRollMapping, { query: { landlordId } }),
    }),
};
