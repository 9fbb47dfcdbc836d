import type { routes } from '@lease/contract';
import { callAt } from '../../api/client';

type Invoices = typeof routes.invoices;

/**
 * The Invoices page's calls, and its invoice dialog's reads, by address (issue #27): the page loads
 * no zod before a form of its opens.
 */
export const invoiceCalls = {
  invoiceList: callAt<Invoices['invoiceList']>({ method: 'GET', path: '/invoice/list', auth: 'user' }),
  invoiceSearch: callAt<Invoices['invoiceSearch']>({ method: 'GET', path: '/invoice/search', auth: 'user' }),
  invoiceRecord: callAt<Invoices['invoiceRecord']>({
    method: 'GET',
    path: '/property/invoice',
    auth: 'user',
  }),
  invoicePdf: callAt<Invoices['invoicePdf']>({ method: 'GET', path: '/invoice/pdf', auth: 'user' }),
  invoiceOauth: callAt<Invoices['invoiceOauth']>({ method: 'GET', path: '/invoice/Oauth', auth: 'user' }),
};
