import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { canBill, type RouteInput, type routes } from '@lease/contract';
import { apiCall, apiFile } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import * as invoiceCalls from '@lease/contract/addresses/invoices';

/**
 * The query keys of the Invoices page, in one place so every change refreshes the same things:
 * `invoices` (the grid and the search), `invoice` (one record), `invoice-pdf` (its PDF bytes).
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  record: (id: string) => ['invoice', id] as const,
  pdf: (id: string) => ['invoice-pdf', id] as const,
  list: (query: unknown) => ['invoices', 'list', query] as const,
  search: (text: string) => ['invoices', 'search', text] as const,
};

type InvoiceListQuery = RouteInput<typeof routes.invoices.invoiceList>['query'];

/** The reads of the Invoices page (docs/conventions.md, "Reads"). */
export const invoiceQueries = {
  list: (query: InvoiceListQuery) =>
    queryOptions({
      queryKey: invoiceKeys.list(query),
      queryFn: () => apiCall(invoiceCalls.invoiceList, { query }),
    }),
  /** The invoice record: header, lines and disputes with their conversations (file 2 §3 invoiceData). */
  record: (id: string, lineQ: string) =>
    queryOptions({
      queryKey: [...invoiceKeys.record(id), lineQ],
      queryFn: () => apiCall(invoiceCalls.invoiceRecord, { query: lineQ ? { id, lineQ } : { id } }),
    }),
  /** The invoice's PDF (file 2 §3 invoicePDF), made by the server from the rows as they stand. */
  pdf: (id: string) =>
    queryOptions({
      queryKey: invoiceKeys.pdf(id),
      queryFn: () => apiFile(invoiceCalls.invoicePdf, { query: { id } }),
    }),
  /** The invoices whose number matches the text. */
  search: (text: string) =>
    queryOptions({
      queryKey: invoiceKeys.search(text),
      queryFn: () => apiCall(invoiceCalls.invoiceSearch, { query: { invoiceNum: text } }),
    }),
};

/** The invoice record, its lines searched by `lineQ`. */
export function useInvoiceRecord(id: string, lineQ = '') {
  return useQuery({
    ...invoiceQueries.record(id, lineQ),
    // While a line search is asked, the lines shown stay rather than blink away (never another invoice's).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });
}

/**
 * The invoice's PDF (file 2 §3 invoicePDF; its `isFetching` is §4's pdf_loading). Always asked again
 * when wanted: the server makes it from the rows as they stand, so a credit changes it.
 */
export function useInvoicePdf(id: string, enabled: boolean) {
  return useQuery({
    ...invoiceQueries.pdf(id),
    enabled,
    staleTime: 0,
  });
}

/** After a dispute, a message, a resolve or a payment: the record, the grid and the PDF follow. */
export function useInvoiceRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.record(id) });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.pdf(id) });
  };
}

/** Our billing staff answer disputes, settle invoices and connect the accounting system (canBill). */
export const useIsBilling = () => useAuthStore((s) => (s.currentUser ? canBill(s.currentUser) : false));
