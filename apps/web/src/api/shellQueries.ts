import * as feedbackCalls from '@lease/contract/addresses/feedback';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './client';
import { shellKeys } from './keys/shellKeys';

/** The shell's reads, for its menus (docs/conventions.md, "Reads"). */
export const shellQueries = {
  /** The provider's feedback form and resource page. */
  links: () =>
    queryOptions({ queryKey: shellKeys.links, queryFn: () => apiCall(feedbackCalls.feedbackLinks) }),
};
