import type { FastifyInstance } from 'fastify';
import { EXTERNAL_TEXTS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { externalsOf, inviteExternal, revokeExternal, updateExternal } from './external-access.service.js';

const { external } = routes;

/** A landlord's management of its outside parties (decision 0032). */
export function registerExternalAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, external.listExternals, async ({ actor, query }) => {
    const { landlordId, ...params } = query;
    return { data: await externalsOf(ctx, actor, landlordId, params) };
  });
  registerRoute(app, ctx, external.inviteExternal, async ({ actor, body, request }) => {
    const grant = await inviteExternal(ctx, whoOf(actor, request), actor, body);
    return { message: EXTERNAL_TEXTS.invited(grant.email), data: grant, status: 201 };
  });
  registerRoute(app, ctx, external.updateExternal, async ({ actor, body, request }) => ({
    message: EXTERNAL_TEXTS.updated,
    data: await updateExternal(ctx, whoOf(actor, request), actor, body),
  }));
  registerRoute(app, ctx, external.revokeExternal, async ({ actor, body, request }) => {
    const grant = await revokeExternal(ctx, whoOf(actor, request), actor, body.id);
    return { message: EXTERNAL_TEXTS.revoked(grant.name), data: grant };
  });
}
