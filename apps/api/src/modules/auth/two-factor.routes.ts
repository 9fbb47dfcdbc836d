import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANSWERS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { newChallenge } from './captcha.js';
import { rememberDevice } from './device.js';
import { sendAuthCode, verifyAuthCode } from './codes.js';
import { captchaRequired } from './lockout.js';
import type { Client } from './session.js';
import { setUpTotp } from './totp-setup.js';
import { whoOf } from '../../platform/http/who.js';

export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Captcha and second-factor calls. Code calls share the sign-in limit: each one may send a message. */
export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.signInRateLimitMax } };

  registerRoute(app, ctx, routes.auth.captchaStatus, async ({ query, request }) => ({
    data: {
      required: await captchaRequired(
        ctx.database.db,
        { email: query.email ?? null, ip: request.ip },
        ctx.clock.now(),
      ),
    },
  }));

  registerRoute(
    app,
    ctx,
    routes.auth.captchaChallenge,
    async () => {
      const challenge = await newChallenge(ctx);
      return { data: { parameters: { ...challenge.parameters }, signature: challenge.signature } };
    },
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.sendAuthCode,
    async ({ actor, body, request }) => {
      const sent = await sendAuthCode(ctx, actor, whoOf(actor, request), body);
      return {
        message: sent.sentTo
          ? `We sent a code to ${sent.sentTo}.`
          : 'Enter the code from your authenticator app.',
        data: sent,
      };
    },
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.verifyCode,
    async ({ actor, body, request, reply }) => {
      const data = await verifyAuthCode(ctx, actor, body, clientOf(request));
      if (actor.mfaPending) rememberDevice(ctx, reply, actor.userId);
      return { message: ANSWERS.verified, data };
    },
    limited,
  );

  registerRoute(app, ctx, routes.auth.totpSetup, async ({ actor, body, request }) => ({
    message: ANSWERS.scanCode,
    data: await setUpTotp(ctx, actor, whoOf(actor, request), body.password),
  }));
}
