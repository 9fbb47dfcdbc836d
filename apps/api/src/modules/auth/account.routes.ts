import type { FastifyInstance } from 'fastify';
import { ANSWERS, MESSAGES, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { confirmEmailChange } from './email-change.js';
import { updatePassword } from './password.js';
import { profileImage } from './image.js';
import { editProfile } from './profile.js';
import { resetPassword, sendResetEmail } from './reset.js';
import { whoOf } from '../../platform/http/who.js';

/** Reset, password update and profile calls. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.signInRateLimitMax } };

  registerRoute(
    app,
    ctx,
    routes.auth.sendResetEmail,
    async ({ body, request }) => {
      await sendResetEmail(ctx, body.email, request.ip);
      return { message: MESSAGES.resetSent, data: null };
    },
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.resetPassword,
    async ({ body, request }) => {
      await resetPassword(ctx, body.token, body.password, request.ip);
      return { message: ANSWERS.passwordReset, data: null };
    },
    limited,
  );

  registerRoute(
    app,
    ctx,
    routes.auth.updatePassword,
    async ({ actor, body, request }) => ({
      message: ANSWERS.passwordUpdated,
      data: await updatePassword(ctx, actor, whoOf(actor, request), body),
    }),
    limited,
  );

  registerRoute(app, ctx, routes.auth.editProfile, async ({ actor, body, request }) => {
    const { user, emailRequested } = await editProfile(ctx, actor, whoOf(actor, request), body);
    return {
      message: emailRequested
        ? `Profile saved. Open the link we sent to ${emailRequested} to confirm your new e-mail address.`
        : 'Profile saved.',
      data: user,
    };
  });

  registerRoute(
    app,
    ctx,
    routes.auth.confirmEmail,
    async ({ body, request }) => {
      await confirmEmailChange(ctx, whoOf(null, request), body.token);
      return { message: ANSWERS.emailChangeConfirmed, data: null };
    },
    limited,
  );

  registerRoute(app, ctx, routes.auth.profileImage, async ({ actor, query }) => ({
    data: await profileImage(ctx, actor, query.id),
  }));
}
