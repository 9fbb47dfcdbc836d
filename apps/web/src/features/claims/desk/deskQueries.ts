import type { RouteInput, routes } from '@lease/contract';
import * as claimCalls from '@lease/contract/addresses/claims';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../api/client';
import { deskKeys } from '../../../api/keys/deskKeys';

type DeskQuery = RouteInput<typeof routes.claims.claimDesk>['query'];

/** The reads of the claims desk (docs/conventions.md, "Reads"). */
export const deskQueries = {
  list: (query: DeskQuery) =>
    queryOptions({
      queryKey: deskKeys.list(query),
      queryFn: () => apiCall(claimCalls.claimDesk, { query }),
    }),
  assessment: (id: string) =>
    queryOptions({
      queryKey: deskKeys.assessment(id),
      queryFn: () => apiCall(claimCalls.claimAssessment, { query: { id } }),
    }),
  /** One of a claim's papers, as bytes. */
  file: (fileId: string) =>
    queryOptions({
      queryKey: deskKeys.file(fileId),
      queryFn: () => apiFile(claimCalls.claimFile, { query: { fileId } }),
    }),
};
