import type { RouteInput, routes } from '@lease/contract';
import * as emailCalls from '@lease/contract/addresses/emails';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { emailKeys } from '../../api/keys/emailKeys';

type EmailQuery = RouteInput<typeof routes.emails.listEmails>['query'];

/** The reads of the e-mail log (docs/conventions.md, "Reads"). */
export const emailQueries = {
  list: (query: EmailQuery) =>
    queryOptions({
      queryKey: emailKeys.list(query),
      queryFn: () => apiCall(emailCalls.listEmails, { query }),
    }),
};
