import * as externalCalls from '@lease/contract/addresses/external';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { externalAccessKeys } from '../../api/keys/externalAccessKeys';

/** The reads of the External Access page (docs/conventions.md, "Reads"). */
export const externalAccessQueries = {
  /**
   * A landlord's grants, newest first. An admin names the landlord; a landlord's own staff read theirs
   * (`landlordId` names the cache entry only).
   */
  list: (landlordId: string, admin: boolean) =>
    queryOptions({
      queryKey: externalAccessKeys.list(landlordId),
      queryFn: () =>
        apiCall(externalCalls.listExternals, {
          query: { pageSize: 200, sort: 'createdAt', order: 'desc', ...(admin ? { landlordId } : {}) },
        }),
    }),
};
