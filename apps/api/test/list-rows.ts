import type { z } from 'zod';
import { ALL_ROUTES, PAGE_SIZE_MAX, type RouteDef } from '@lease/contract';
import type { Visible } from './visible-rows.js';

type Row = { id: string; kind?: string };

/**
 * For each route that answers rows, where its rows are and which kind of record each is, so the matrix
 * can check every role's rows against the scope computed from the fixtures (visible-rows.ts); `none` says
 * why a route's rows are not the caller's scope to check. A row-returning route missing here fails.
 */
export const LIST_ROWS: Record<
  string,
  { field: string; kind: (row: Row) => keyof Visible } | { none: string }
> = {
  'property.buildings': { field: 'rows', kind: () => 'buildings' },
  'property.filter-app': { field: 'rows', kind: () => 'applications' },
  'property.search-db': { field: 'rows', kind: () => 'applications' },
  'property.application': { field: 'rows', kind: () => 'applications' },
  'property.policy': { field: 'rows', kind: () => 'applications' },
  'property.cancel-logs': { field: 'rows', kind: () => 'cancellations' },
  'property.claim': { field: 'rows', kind: () => 'claims' },
  'user.claims': { field: 'rows', kind: () => 'claims' },
  'invoice.list': { field: 'rows', kind: () => 'invoices' },
  'property.invoice': {
    none: 'the lines and disputes of the one invoice named, each checked in scope (invoices.routes.test)',
  },
  'invoice.policy': { none: 'the invoice lines of the one policy named, which is checked in scope' },
  'report.app': {
    none: 'aggregates, not records: each number checked per role against plain SQL (reports.routes.test)',
  },
  'report.usercount': {
    none: 'counts by role, not records: checked per role against plain SQL (reports.routes.test)',
  },
  'claim.claim-duplicated': { none: 'the claim on the one policy named, which is checked in scope' },
  'claim.record': { none: 'the files of the one claim named, which is checked in scope' },
  'property.cancel-policy': {
    none: 'the policies the caller named and cancelled, each checked in scope (cancellations.routes.test)',
  },
  'user.applications': { field: 'rows', kind: () => 'applications' },
  'user.policies': { field: 'rows', kind: () => 'applications' },
  'user.get-buildings': { field: 'rows', kind: () => 'buildings' },
  'user.buildings': { field: 'rows', kind: () => 'buildings' },
  'invite.invite-property-of-user': { field: 'property_data', kind: () => 'buildings' },
  'user.active-landlords': { field: 'rows', kind: () => 'users' },
  'user.propertymanager-vp': { field: 'rows', kind: () => 'users' },
  'user.propertymanager-rm': { field: 'rows', kind: () => 'users' },
  'user.propertymanager-pm': { field: 'rows', kind: () => 'users' },
  'user.userbuildingsearch': { field: 'rows', kind: () => 'users' },
  'user.getuserlist': { field: 'rows', kind: () => 'users' },
  'user.landlordtree': { field: 'rows', kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users') },
  'user.vptree': { field: 'rows', kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users') },
  'user.rmtree': { field: 'rows', kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users') },
  'user.invite-landlords': { field: 'rows', kind: () => 'invites' },
  'invite.invite-property': { field: 'rows', kind: () => 'invites' },
  'notification.active': {
    none: 'personal: the requests the caller sent or received (notifications.routes.test)',
  },
  'notification.to': { none: 'personal: the requests the caller sent (notifications.routes.test)' },
  'notification.from': { none: 'personal: the requests sent to the caller (notifications.routes.test)' },
  'notification.activity': { none: 'personal: the requests the caller sent or received' },
  'property.delegation': {
    none: "the buildings a request of the caller's names, asked for before they are granted",
  },
  'notification.update-property': {
    none: 'the buildings of a request the caller received, of its own landlord',
  },
  'email.list': { none: "messages by address: the caller's own and its people's (emails.routes.test)" },
  'activity.list': { none: 'admin only; the whole log' },
  'calendar.events': {
    none: "the caller's own events, and dates of records in scope checked per role (calendar.routes.test)",
  },
  'dashboard.summary': {
    none: 'counts and the first few records in scope, checked per role against SQL (dashboard.routes.test)',
  },
  'auth.check-token': { none: "public; the properties of the invite its token names, the invitee's to see" },
  'auth.find-invite-code': {
    none: 'public; the buildings of the invites of an address whose e-mailed code the caller gave',
  },
};

type Shaped = z.ZodType & { def: { type: string; shape?: Record<string, Shaped>; element?: Shaped } };

/** The routes whose answer holds a list of records: a top-level field that is an array of objects. */
export const rowRoutes = (): RouteDef[] =>
  ALL_ROUTES.filter((route) => {
    const shape = (route.response as Shaped).def.shape;
    return Object.values(shape ?? {}).some(
      (f) => f.def.type === 'array' && f.def.element?.def.type === 'object',
    );
  });

/** The input with the largest page the route allows, so one call shows every row it would list. */
export function wholeList(route: RouteDef, input: { query?: Record<string, string>; body?: unknown }) {
  const has = (schema: z.ZodObject | undefined) => Boolean(schema && 'pageSize' in schema.shape);
  if (has(route.query)) return { ...input, query: { ...input.query, pageSize: String(PAGE_SIZE_MAX) } };
  const body = (input.body ?? {}) as Record<string, unknown>;
  if (has(route.body)) return { ...input, body: { ...body, pageSize: PAGE_SIZE_MAX } };
  const data = route.body?.shape.data as z.ZodObject | undefined;
  if (has(data))
    return { ...input, body: { ...body, data: { ...(body.data as object), pageSize: PAGE_SIZE_MAX } } };
  return input;
}
