import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage, toast } from '../../ui/toast';
import { invoiceQueries } from './invoiceQueries';

/**
 * The search by invoice number of file 2 §2, on the grid's search box (typed text, already waited
 * on): while it holds text its answer replaces the list, and clearing it brings the list back.
 * `searchSpinner` is §4's flag, true while the call runs. A failure is a failure notification (§8)
 * and the list stays in view.
 */
export function useInvoiceSearch(invoiceNum: string | undefined) {
  const text = invoiceNum?.trim() ?? '';
  const search = useQuery({
    ...invoiceQueries.search(text),
    enabled: text !== '',
    retry: false,
  });

  useEffect(() => {
    if (search.error) toast.error(errorMessage(search.error));
  }, [search.error]);

  return {
    /** The search replaces the list: text typed and no failure. */
    active: text !== '' && !search.isError,
    results: search.data ?? [],
    searchSpinner: search.isFetching,
  };
}
