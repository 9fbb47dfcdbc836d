import * as documentCalls from '@lease/contract/addresses/documents';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { documentKeys } from '../../api/keys/documentKeys';

/** The reads of a record's documents dialog (docs/conventions.md, "Reads"). */
export const documentQueries = {
  list: (appId: string) =>
    queryOptions({
      queryKey: documentKeys.list(appId),
      queryFn: () => apiCall(documentCalls.documentTitles, { query: { appId } }),
    }),
  missing: (appId: string) =>
    queryOptions({
      queryKey: documentKeys.missing(appId),
      queryFn: () => apiCall(documentCalls.missingDocs, { query: { appId } }),
    }),
};
