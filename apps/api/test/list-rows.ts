import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ALL_ROUTES, PAGE_SIZE_MAX, type RouteDef } from '@lease/contract';
import type { Input } from './case-helpers.js';
import type { Fixtures } from './fixtures.js';
import { DEMO } from './server.js';
import type { Visible } from './visible-rows.js';

type Row = { id: string; kind?: string };

/** Plain SQL of the ids a list shows to one who sees everything, or to the caller `me`: its own criteria, not the scope. */
const all = (table: string) => () => sql`select id from ${sql.raw(table)}`;
const policies = () => sql`select id from applications where rider_id is not null`;
const people = (role: string) => () => sql`select id from users where role = ${role} and deleted_at is null`;

/**
 * For each route that answers rows, where its rows are and which kind of record each is, so the matrix
 * can check every role's rows against the scope computed from the fixtures (visible-rows.ts), both ways:
 * no row outside it, and every row of it the list shows — `shows`, its own criteria in plain SQL, on
 * purpose not the app's query — reachable through its pages. `none` says why a route's rows are not the
 * caller's scope to check. A row-returning route missing here fails. A route that lists several kinds
 * has one more entry per other kind, keyed `route id#kind`, with the `input` that asks for it.
 */
export const LIST_ROWS: Record<
  string,
  | {
      field: string;
      kind: (row: Row) => keyof Visible;
      shows: { of: keyof Visible; ids: (f: Fixtures, me: string) => SQL };
      /** The call that lists this kind, instead of the route's case. */
      input?: () => Input;
    }
  | { none: string }
> = {
  'property.buildings': {
    field: 'rows',
    kind: () => 'buildings',
    shows: { of: 'buildings', ids: all('buildings') },
  },
  'property.filter-app': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: all('applications') },
  },
  // The case searches for 'a' in the tenants' names, rider id, unit and building name.
  'property.search-db': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: () => sql`select id from applications where search_text like '%a%'` },
  },
  // filterApp and searchDB of buildings and claims (file 1 §7): the Buildings grid's and the claim list's rows.
  'property.filter-app#building': {
    field: 'rows',
    kind: () => 'buildings',
    shows: { of: 'buildings', ids: all('buildings') },
    input: () => ({ body: { title: 'building' } }),
  },
  'property.filter-app#claim': {
    field: 'rows',
    kind: () => 'claims',
    shows: { of: 'claims', ids: all('claims') },
    input: () => ({ body: { title: 'claim' } }),
  },
  // A building's name or city holds 'a'.
  'property.search-db#building': {
    field: 'rows',
    kind: () => 'buildings',
    shows: {
      of: 'buildings',
      ids: () => sql`select id from buildings where name ilike '%a%' or billing_city ilike '%a%'`,
    },
    input: () => ({ body: { label: 'building', q: 'a' } }),
  },
  // A claim's number or contact, its building's name or its policy's rider id holds 'e'.
  'property.search-db#claim': {
    field: 'rows',
    kind: () => 'claims',
    shows: {
      of: 'claims',
      ids: () => sql`select c.id from claims c join buildings b on b.id = c.building_id
        join applications a on a.id = c.application_id
        where c.name ilike '%e%' or c.contact_name ilike '%e%' or b.name ilike '%e%' or a.rider_id ilike '%e%'`,
    },
    input: () => ({ body: { label: 'claim', q: 'e' } }),
  },
  'property.application': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: all('applications') },
  },
  'property.policy': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: policies },
  },
  'property.cancel-logs': {
    field: 'rows',
    kind: () => 'cancellations',
    shows: { of: 'cancellations', ids: all('cancellation_log') },
  },
  'property.claim': { field: 'rows', kind: () => 'claims', shows: { of: 'claims', ids: all('claims') } },
  'user.claims': { field: 'rows', kind: () => 'claims', shows: { of: 'claims', ids: all('claims') } },
  'invoice.list': { field: 'rows', kind: () => 'invoices', shows: { of: 'invoices', ids: all('invoices') } },
  'property.invoice': {
    none: 'the lines and disputes of the one invoice named, each checked in scope (invoices.routes.test)',
  },
  'property.rent-roll-preview': {
    none: 'the problems of the file sent, not records: the landlord is checked in scope (rent-roll.routes.test)',
  },
  // The external's client lists (decision 0032): its landlord's policies, claims and invoices.
  'client.policies': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: policies },
  },
  'client.claims': { field: 'rows', kind: () => 'claims', shows: { of: 'claims', ids: all('claims') } },
  'client.invoices': {
    field: 'rows',
    kind: () => 'invoices',
    shows: { of: 'invoices', ids: all('invoices') },
  },
  'client.documents': {
    none: "the landlord's documents and claim files, checked against plain SQL in client-view.test.ts",
  },
  'external.list': {
    none: 'the grants of the one landlord managed, checked in external-access/external-access.test.ts',
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
  'claim.assessment': { none: 'the lines and rules of the one claim named, which is checked in scope' },
  'claim.desk': { none: 'admin only: every undecided claim, checked in claims.desk.test' },
  'property.cancel-policy': {
    none: 'the policies the caller named and cancelled, each checked in scope (cancellations.routes.test)',
  },
  'user.applications': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: all('applications') },
  },
  'user.policies': {
    field: 'rows',
    kind: () => 'applications',
    shows: { of: 'applications', ids: policies },
  },
  'user.get-buildings': {
    field: 'rows',
    kind: () => 'buildings',
    shows: { of: 'buildings', ids: all('buildings') },
  },
  // The case names the first landlord.
  'user.buildings': {
    field: 'rows',
    kind: () => 'buildings',
    shows: { of: 'buildings', ids: (f) => sql`select id from buildings where landlord_id = ${f.landlordId}` },
  },
  // The case names pm@: the buildings of its live grants.
  'invite.invite-property-of-user': {
    field: 'property_data',
    kind: () => 'buildings',
    shows: {
      of: 'buildings',
      ids: (f) => sql`select building_id as id from building_grants
        where user_id = ${f.userIds[DEMO.pm]} and (expires_at is null or expires_at > now())`,
    },
  },
  'user.active-landlords': { field: 'rows', kind: () => 'users', shows: { of: 'users', ids: people('ll') } },
  'user.propertymanager-vp': {
    field: 'rows',
    kind: () => 'users',
    shows: { of: 'users', ids: people('vp') },
  },
  'user.propertymanager-rm': {
    field: 'rows',
    kind: () => 'users',
    shows: { of: 'users', ids: people('rm') },
  },
  'user.propertymanager-pm': {
    field: 'rows',
    kind: () => 'users',
    shows: { of: 'users', ids: people('pm') },
  },
  // The case asks for pms whose name, e-mail or a held building's name holds 'a'.
  'user.userbuildingsearch': {
    field: 'rows',
    kind: () => 'users',
    shows: {
      of: 'users',
      ids: () => sql`select u.id from users u where u.role = 'pm' and u.deleted_at is null
        and (u.name ilike '%a%' or u.email ilike '%a%' or exists (select 1 from building_grants g
          join buildings b on b.id = g.building_id where g.user_id = u.id
          and (g.expires_at is null or g.expires_at > now()) and b.name ilike '%a%'))`,
    },
  },
  'user.getuserlist': {
    field: 'rows',
    kind: () => 'users',
    // The caller and the people it manages: never another admin, and no landlord user for a landlord
    // user but itself (§6 hides the ll page from ll).
    shows: {
      of: 'users',
      ids: (_f, me) => sql`select id from users where deleted_at is null and (email = ${me}
        or role in ('vp', 'rm', 'pm') or (role = 'll' and (select role from users where email = ${me}) = 'admin'))`,
    },
  },
  'user.landlordtree': {
    field: 'rows',
    kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users'),
    shows: { of: 'landlords', ids: all('landlords') },
  },
  // The case names the first landlord: the top of its line, who report to a landlord user or to no one.
  'user.vptree': {
    field: 'rows',
    kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users'),
    shows: {
      of: 'users',
      // An external stands outside the line (decision 0032).
      ids: (
        f,
      ) => sql`select u.id from users u where u.landlord_id = ${f.landlordId} and u.role not in ('ll', 'external')
        and u.deleted_at is null and (u.manager_id is null or exists (select 1 from users m
          where m.id = u.manager_id and (m.role = 'll' or m.deleted_at is not null)))`,
    },
  },
  // The case names vp@: the rms reporting to it.
  'user.rmtree': {
    field: 'rows',
    kind: (r) => (r.kind === 'landlord' ? 'landlords' : 'users'),
    shows: {
      of: 'users',
      ids: (f) => sql`select id from users where role = 'rm' and manager_id = ${f.userIds[DEMO.vp]}
        and deleted_at is null`,
    },
  },
  // The case asks for the pending landlord invites.
  'user.invite-landlords': {
    field: 'rows',
    kind: () => 'invites',
    shows: {
      of: 'invites',
      ids: () =>
        sql`select id from invites where type = 'landlord' and status = 'pending' and expires_at > now()`,
    },
  },
  // The case asks for the invites of pms to a landlord's line, in any status.
  'invite.invite-property': {
    field: 'rows',
    kind: () => 'invites',
    shows: { of: 'invites', ids: () => sql`select id from invites where type = 'user' and role = 'pm'` },
  },
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
  'webhook.deliveries': {
    none: "one subscription's delivery log, the subscription in the caller's landlord (webhooks.routes.test)",
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
  'apikey.list': {
    none: "the keys of the caller and its people (api-keys.test: another landlord's answers 404)",
  },
  'apikey.revoke': { none: "one key, its chosen buildings' names; another landlord's key answers 404" },
  'apikey.people': {
    none: 'the caller and the people it manages: Access.people, checked against managesPerson',
  },
  'auth.find-invite-code': {
    none: 'public; the buildings of the invites of an address whose e-mailed code the caller gave',
  },
};

type Shaped = z.ZodType & {
  def: { type: string; shape?: Record<string, Shaped>; element?: Shaped; options?: Shaped[] };
};

const holdsRows = (answer: Shaped): boolean =>
  answer.def.type === 'union'
    ? (answer.def.options ?? []).some(holdsRows)
    : Object.values(answer.def.shape ?? {}).some(
        (f) => f.def.type === 'array' && f.def.element?.def.type === 'object',
      );

/**
 * The routes whose answer holds a list of records: a top-level field that is an array of objects, in
 * the answer or in one of its shapes (filterApp's page of the kind asked for).
 */
export const rowRoutes = (): RouteDef[] => ALL_ROUTES.filter((route) => holdsRows(route.response as Shaped));

/** The route an entry of LIST_ROWS checks: its key up to a '#kind'. */
export const routeOfEntry = (key: string): string => key.split('#')[0]!;

/**
 * The input with the largest page the route allows, so one call shows every row it would list, and from
 * `cursor` on when one is given (a later page).
 */
export function wholeList(
  route: RouteDef,
  input: { query?: Record<string, string>; body?: unknown },
  cursor?: string,
) {
  const has = (schema: z.ZodObject | undefined) => Boolean(schema && 'pageSize' in schema.shape);
  const at: Record<string, string> = cursor ? { cursor } : {};
  if (has(route.query))
    return { ...input, query: { ...input.query, pageSize: String(PAGE_SIZE_MAX), ...at } };
  const body = (input.body ?? {}) as Record<string, unknown>;
  if (has(route.body)) return { ...input, body: { ...body, pageSize: PAGE_SIZE_MAX, ...at } };
  const data = route.body?.shape.data as z.ZodObject | undefined;
  if (has(data))
    return {
      ...input,
      body: { ...body, data: { ...(body.data as object), pageSize: PAGE_SIZE_MAX, ...at } },
    };
  return input;
}
