import type { FastifyInstance } from 'fastify';
import { ANSWERS, DECLINE_SUCCESS, INVITE_LOOKUP_SENT, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { lookupWithCode, sendLookupCode } from '../invites/lookup.js';
import { checkInviteToken, declineInvite, signUp, verifyInviteEmail } from './register.js';

/** Register by invite, decline, and the lost-invite lookup: public, and limited like sign-in. */
export function registerInviteAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.signInRateLimitMax } };

  registerRoute(
    app,
    ctx,
    routes.auth.checkToken,
    async ({ query }) => ({ data: await checkInviteToken(ctx, query.token) }),
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.emailVerify,
    async ({ body }) => ({
      message: ANSWERS.emailAvailable,
      data: await verifyInviteEmail(ctx, body),
    }),
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.signUp,
    async ({ body, request }) => ({
      message: ANSWERS.accountReady,
      data: await signUp(ctx, whoOf(null, request), body),
      status: 201,
    }),
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.declineInvite,
    async ({ body, request }) => {
      await declineInvite(ctx, whoOf(null, request), body.token, body.reason);
      return { message: DECLINE_SUCCESS, data: null };
    },
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.findInvite,
    async ({ body, request }) => ({
      message: INVITE_LOOKUP_SENT,
      data: await sendLookupCode(ctx, whoOf(null, request), body.email),
    }),
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.findInviteCode,
    async ({ body, request }) => ({ data: await lookupWithCode(ctx, whoOf(null, request), body) }),
    limited,
  );
}
