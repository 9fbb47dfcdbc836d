import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canBill } from '@lease/contract';
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

/** The invoice record: header, lines and disputes with their conversations (file 2 §3 invoiceData). */
export function useInvoiceRecord(id: string, lineQ = '') {
  return useQuery({
    queryKey: [...invoiceKeys.record(id), lineQ],
    queryFn: () => apiCall(invoiceCalls.invoiceRecord, { query: lineQ ? { id, lineQ } : { id } }),
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
    queryKey: invoiceKeys.pdf(id),
    queryFn: () => apiFile(invoiceCalls.invoicePdf, { query: { id } }),
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
