import type { z } from 'zod';
import { ROLES, type Role } from './role-names.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: `public` needs no token; `pending` also opens to a token issued before the
 * second factor is verified; `user` needs a full token.
 */
export type AuthLevel = 'public' | 'pending' | 'user';

/** One call of the catalogue: registered by the API, called by the web client, typed once. */
export interface RouteDef {
  /** Stable name, `area.action`: the test harnesses key their cases by it. */
  id: string;
  method: HttpMethod;
  /** Path below /api, as the spec writes it. */
  path: string;
  summary: string;
  tag: string;
  auth: AuthLevel;
  /**
   * Open to a session whose user must update its password (§2.9): the update page's own calls. Every
   * other call refuses that session until the update is made.
   */
  duringPasswordUpdate?: true;
  /** Roles allowed; every role but `external` when omitted (see `external`). */
  roles?: readonly Role[];
  /**
   * `true`: the external role may make this call (its own account calls and the client calls). Every
   * other call refuses an external, whatever `roles` says: a new call never opens to it by accident
   * (deny by default, decision 0032).
   */
  external?: true;
  query?: z.ZodObject;
  body?: z.ZodObject;
  /** The body is a multipart form (multipart/form-data, its files as parts), not JSON. */
  multipart?: true;
  /** Schema of the answer's `data`. */
  response: z.ZodType;
  /** The answer is a file's bytes with its own Content-Type, not an envelope (errors still are). */
  file?: true;
  /**
   * Whether the call changes state, said here and never read from its method: a GET may write (accepting
   * a request by its e-mailed link, `notification.accept`) and a POST may only read (a search or list
   * with a body, a check). A call that writes must write its activity row (apps/api/test/activity-rows);
   * a read-only API key is refused every one (apps/api/test/read-only-keys).
   */
  writes: boolean;
  /**
   * `false`: an API key may not make this call, only a signed-in person (the account, two-factor,
   * key-management and outside-access calls, and the external's client reads). Every other call with `auth: 'user'` is open to a key, as its user, and the
   * OpenAPI document says so (`x-api-key`). Decision 0029.
   */
  apiKey?: false;
}

/** Whom a key may act as: one of a landlord's own people, never the admin or an outside party. */
const KEY_PERSONS: readonly Role[] = ['ll', 'vp', 'rm', 'pm'];

/**
 * Whether an API key (`Authorization: Bearer lgp_…`) may make this call: a full-user call not marked
 * off, open to at least one role a key can act as (an admin-only call is never a key's).
 */
export const keyMayCall = (route: Pick<RouteDef, 'auth' | 'apiKey' | 'roles'>): boolean =>
  route.auth === 'user' &&
  route.apiKey !== false &&
  (!route.roles || route.roles.some((role) => KEY_PERSONS.includes(role)));

type Admission = Pick<RouteDef, 'roles' | 'external'> & Partial<Pick<RouteDef, 'auth'>>;

/**
 * Whether a role may make this call: the one rule the API's route layer enforces (decision 0032). A
 * public call needs no token, so it is every role's.
 */
export const routeAdmits = (route: Admission, role: Role): boolean =>
  route.auth === 'public' ||
  ((role !== 'external' || route.external === true) && (!route.roles || route.roles.includes(role)));

/** Every role that may make this call. */
export const routeRoles = (route: Admission): Role[] => ROLES.filter((role) => routeAdmits(route, role));

/** Whether a call changes state, and so must write its activity row and is refused a read-only key. */
export const changesState = (route: Pick<RouteDef, 'writes'>): boolean => route.writes;

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the query and body the route declares. */
export type RouteInput<R extends RouteDef> = (R['query'] extends z.ZodType
  ? { query: InputOf<R['query']> }
  : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : { body?: undefined });

export type RouteData<R extends RouteDef> = z.output<R['response']>;

/** What sending a call needs: its address and who may call it, not its schemas. */
export type CallAddress = Pick<RouteDef, 'method' | 'path' | 'auth'>;

/**
 * A route's address typed as the whole route: a call through it keeps the route's input and answer types
 * while the route object, and its module's zod schemas, stay off the page (decision 0028). Its fields are
 * the route's own literals, so an address other than the contract's does not compile. The web's come
 * generated from the route table (addresses/, `npm run gen:addresses`).
 */
export type RouteRef<R extends RouteDef> = Pick<R, 'method' | 'path' | 'auth'> & { readonly route?: R };

export const API_PREFIX = '/api';
