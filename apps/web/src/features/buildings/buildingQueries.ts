import * as rentRollCalls from '@lease/contract/addresses/rent-roll';
import { queryOptions } from '@tanstack/react-query';
import { buildingList } from '../../api/buildingList';
import { apiCall } from '../../api/client';
import { buildingKeys } from '../../api/keys/buildingKeys';

/** The reads of the Buildings page and its imports (docs/conventions.md, "Reads"). */
export const buildingQueries = {
  /** Shared with the invite's building picker. */
  grid: buildingList,
  /** The landlord's remembered rent-roll column mapping. */
  rentRollMapping: (landlordId: string) =>
    queryOptions({
      queryKey: buildingKeys.rentRollMapping(landlordId),
      queryFn: () => apiCall(rentRollCalls.rentRollMapping, { query: { landlordId } }),
    }),
};
