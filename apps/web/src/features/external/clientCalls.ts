import type { RouteDef, routes } from '@lease/contract';
import type { RouteRef } from '../../api/client';

type Address<R extends RouteDef> = Pick<R, 'method' | 'path' | 'auth'>;

/** An address typed by its route (as api/shellCalls.ts): the pages load no route schemas. */
const call = <R extends RouteDef>(address: Address<R>): RouteRef<R> => address;

/** The external's read-only calls of one landlord's portfolio (decision 0032). */
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
