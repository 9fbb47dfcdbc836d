import { recordPageOf, type RecordKind, type RouteInput, type routes } from '@lease/contract';
import * as recordCalls from '@lease/contract/addresses/applications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { recordKeys } from '../../api/keys/recordKeys';

type RecordListBody = RouteInput<typeof routes.applications.listPolicies>['body'];
type RecordPaging = Pick<RecordListBody, 'page' | 'pageSize' | 'sort' | 'order'> & { q?: string };
type RecordFilter = Omit<RecordListBody, 'cancel' | keyof RecordPaging>;

/** The reads of the record lists and a record's dialog (docs/conventions.md, "Reads"). */
export const recordQueries = {
  /** One page of a list: a search when there is text, else the kind's own list (file 1 §7). */
  list: (kind: RecordKind, params: RecordPaging, filter: RecordFilter) =>
    queryOptions({
      queryKey: recordKeys.list(kind, params, filter),
      queryFn: () => {
        const { q, ...paging } = params;
        if (q)
          return apiCall(recordCalls.searchRecords, {
            body: { label: kind, q, ...paging, ...filter },
          }).then(recordPageOf);
        if (kind === 'application')
          return apiCall(recordCalls.filterRecords, {
            body: { title: kind, ...paging, ...filter },
          }).then(recordPageOf);
        return apiCall(recordCalls.listPolicies, {
          body: { cancel: kind === 'policy-cancel', ...paging, ...filter },
        });
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: recordKeys.detail(id),
      queryFn: () => apiCall(recordCalls.applicationRecord, { query: { id } }),
    }),
};
