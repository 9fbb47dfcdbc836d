import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ALL_ROUTES,
  API_PREFIX,
  envelope,
  errorSchema,
  keyMayCall,
  routeAdmits,
  routes,
  SOCKET_PATH,
  type RouteData,
  type RouteDef,
} from '@lease/contract';
import type { Actor } from '../auth/actor.js';
import { grantRefusal } from '../auth/external-grant.js';
import { authenticate, type Gate } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { auditReadHook } from './audited-reads.js';
import { formScope, uploadConfig, type UploadOptions } from './multipart.js';
import { allowedOutsideApi } from './outside-api.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<R extends RouteDef, A> {
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  actor: A;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerResult<R extends RouteDef> {
  message?: string;
  data: RouteData<R>;
  status?: number;
}

type ActorOf<R extends RouteDef> = R['auth'] extends 'public' ? null : Actor;

const actorOf = new WeakMap<FastifyRequest, Actor>();
const registered = new WeakMap<FastifyInstance, Set<string>>();

/** Marks a route's config as registered here, from the contract: a raw route cannot carry it by accident. */
const CONTRACT = Symbol('contract route');

/** Paths under /api that are not calls of the contract: the OpenAPI viewer and its files. */
const NON_CONTRACT_API = [`${API_PREFIX}/docs`];

/**
 * Refuses, while the app is being built, any route that is not a contract route or on the allow-list:
 * under /api, a module or plugin adding `app.get('/api/x')` would skip the contract's validation, auth
 * and the test harnesses; outside it, see allowedOutsideApi. Register it before any route.
 */
export function refuseUnlistedRoutes(app: FastifyInstance, webDist: string | null): void {
  const contract = new Set(ALL_ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path}`));
  app.addHook('onRoute', (options) => {
    const url = options.url;
    const methods = [options.method].flat();
    if (url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`)) {
      if (allowedOutsideApi(url, methods, webDist)) return;
      throw new Error(
        `${methods.join(',')} ${url} is not an allowed route: only /api, ${SOCKET_PATH} and the web app`,
      );
    }
    if (NON_CONTRACT_API.some((p) => url === p || url.startsWith(`${p}/`))) return;
    const route = (options.config as { [CONTRACT]?: RouteDef } | undefined)?.[CONTRACT];
    // Fastify adds a HEAD route beside each GET one, with the same config.
    const declared = route && methods.every((m) => contract.has(`${m === 'HEAD' ? 'GET' : m} ${url}`));
    if (!declared) {
      throw new Error(`${methods.join(',')} ${url} is not a contract route: declare it in @lease/contract`);
    }
  });
}

/** The ids of the contract routes an app has registered: the app checks none is missing. */
export const registeredRouteIds = (app: FastifyInstance): Set<string> => registered.get(app) ?? new Set();

/** The token is checked before the body is read: an unauthenticated caller learns nothing of the input rules. */
async function guard(ctx: AppContext, route: RouteDef, gate: Gate, request: FastifyRequest): Promise<void> {
  const actor = await authenticate(ctx.database, ctx.signer, request, gate, ctx.sessions, ctx.apiKeys);
  // Known before the role is checked: a refused read of an audited caller is logged too.
  actorOf.set(request, actor);
  // Deny by default (decision 0032): an external reaches only the calls marked open to it.
  if (!routeAdmits(route, actor.role)) throw forbidden();
  // An external whose grant has ended is refused every call but signing out, on every instance: the
  // grant is read with the session, and a change to it drops the session from every cache.
  if (route.id !== routes.auth.signOut.id) {
    const refusal = grantRefusal(actor, ctx.clock.now());
    if (refusal) throw forbidden(refusal);
  }
}

/**
 * Registers one contract route: its zod schemas validate the input and the answer, its auth level and
 * roles are checked before the handler runs, and the handler's result is wrapped as `{ message, data }`.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  route: R,
  handler: (input: HandlerInput<R, ActorOf<R>>) => Promise<HandlerResult<R>>,
  options: { rateLimit?: { max: number }; uploads?: UploadOptions } = {},
): void {
  const { auth } = route;
  const { uploads } = options;
  const gate: Gate | null = auth === 'public' ? null : { ...route, auth };
  const ids = registered.get(app) ?? new Set<string>();
  registered.set(app, ids);
  ids.add(route.id);
  // A read logs itself when its caller's reads are audited (an API key's); a change logs in change().
  const auditRead = ctx.readLog ? auditReadHook(route, ctx.readLog, (r) => actorOf.get(r)) : null;

  // A route that takes a form is registered where forms are read; every other one never pays for that.
  (route.multipart ? formScope(app) : app).withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: API_PREFIX + route.path,
    config: {
      [CONTRACT]: route,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(uploads ? uploadConfig(uploads) : {}),
    },
    // Hooks only where they have work: a public call runs no guard, a call without files no clean-up.
    onRequest: gate ? [async (request) => guard(ctx, route, gate, request)] : [],
    onSend: auditRead ? [async (request, reply, payload) => auditRead(request, reply, payload)] : [],
    onResponse: uploads ? [async (request) => uploads.onEnd(request)] : [],
    onRequestAbort: uploads ? [async (request) => uploads.onEnd(request)] : [],
    schema: {
      operationId: route.id,
      summary: route.summary,
      tags: [route.tag],
      // An empty list says the call needs no token (OpenAPI's way to override a default); a call an
      // API key may make takes either (decision 0029).
      security:
        route.auth === 'public' ? [] : keyMayCall(route) ? [{ token: [] }, { apiKey: [] }] : [{ token: [] }],
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      // What the API document says the body is.
      ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A file answer is its bytes as the handler sends them; only its errors are envelopes.
      response: route.file
        ? { '4xx': errorSchema }
        : {
            200: envelope(route.response),
            201: envelope(route.response),
            '4xx': errorSchema,
          },
    },
    handler: async (request, reply) => {
      const actor = actorOf.get(request) ?? null;
      const result = await handler({
        query: request.query as Parsed<R['query']>,
        body: request.body as Parsed<R['body']>,
        actor: actor as ActorOf<R>,
        request,
        reply,
      });
      reply.status(result.status ?? 200);
      if (route.file) return reply.send(result.data);
      return result.message === undefined
        ? { data: result.data }
        : { message: result.message, data: result.data };
    },
  });
}
