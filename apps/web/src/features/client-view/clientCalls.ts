import type { routes } from '@lease/contract';
import { callAt as call } from '../../api/client';

/**
 * The external's read-only calls of one landlord's portfolio (decision 0032), by address as
 * api/shellCalls.ts: the pages load no route schemas.
 */
export const clientCalls = {
  overview: call<typeof routes.client.clientOverview>({
    method: 'GET',
    path: '/client/overview',
    auth: 'user',
  }),
  policies: call<typeof routes.client.clientPolicies>({
    method: 'GET',
    path: '/client/policies',
    auth: 'user',
  }),
  claims: call<typeof routes.client.clientClaims>({ method: 'GET', path: '/client/claims', auth: 'user' }),
  invoices: call<typeof routes.client.clientInvoices>({
    method: 'GET',
    path: '/client/invoices',
    auth: 'user',
  }),
  documents: call<typeof routes.client.clientDocuments>({
    method: 'GET',
    path: '/client/documents',
    auth: 'user',
  }),
  document: call<typeof routes.client.clientDocument>({
    method: 'GET',
    path: '/client/document',
    auth: 'user',
  }),
};
