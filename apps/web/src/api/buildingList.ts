import type { RouteInput, routes } from '@lease/contract';
import * as buildingCalls from '@lease/contract/addresses/buildings';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './client';
import { buildingKeys } from './keys/buildingKeys';

type BuildingQuery = RouteInput<typeof routes.buildings.listBuildings>['query'];

/**
 * One page of the buildings in scope, as the Buildings grid and the invite's building picker read it:
 * one definition, so both share the cached page (docs/conventions.md, "Reads").
 */
export const buildingList = (query: BuildingQuery) =>
  queryOptions({
    queryKey: buildingKeys.grid(query),
    queryFn: () => apiCall(buildingCalls.listBuildings, { query }),
  });
