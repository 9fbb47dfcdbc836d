import type { FastifyInstance } from 'fastify';
import { ANSWERS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { registerAccountRoutes } from './account.routes.js';
import { knownDeviceOf, rememberDevice } from './device.js';
import { currentUser, saveTheme, signIn, signOut } from './auth.service.js';
import { registerInviteAuthRoutes } from './register.routes.js';
import { clientOf, registerTwoFactorRoutes } from './two-factor.routes.js';
import { whoOf } from '../../platform/http/who.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(
    app,
    ctx,
    routes.auth.signIn,
    async ({ body, request, reply }) => {
      const data = await signIn(ctx, body, clientOf(request), knownDeviceOf(ctx, request));
      if (!data.require_2fa) rememberDevice(ctx, reply, data.id);
      return { message: ANSWERS.signedIn, data };
    },
    { rateLimit: { max: ctx.config.signInRateLimitMax } },
  );
  registerRoute(app, ctx, routes.auth.profile, async ({ actor }) => ({ data: currentUser(actor) }));
  registerRoute(app, ctx, routes.auth.saveTheme, async ({ actor, body, request }) => ({
    message: ANSWERS.themeSaved,
    data: await saveTheme(ctx, actor, whoOf(actor, request), body),
  }));
  registerRoute(app, ctx, routes.auth.signOut, async ({ actor, request }) => {
    await signOut(ctx, actor, whoOf(actor, request));
    return { message: ANSWERS.signedOut, data: null };
  });
  registerTwoFactorRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerInviteAuthRoutes(app, ctx);
}
