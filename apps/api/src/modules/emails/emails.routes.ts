import type { FastifyInstance } from 'fastify';
import { ANSWERS, EMAIL_DELETE_SUCCESS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { composeEmail, deleteEmail, emailRecords, resendEmail } from './emails.service.js';

const { emails } = routes;

export function registerEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, emails.listEmails, async ({ actor, query }) => ({
    data: await emailRecords(ctx, actor, query),
  }));
  registerRoute(app, ctx, emails.deleteEmail, async ({ actor, query, request }) => {
    await deleteEmail(ctx, whoOf(actor, request), actor, query.id);
    return { message: EMAIL_DELETE_SUCCESS, data: { id: query.id } };
  });
  registerRoute(app, ctx, emails.resendEmail, async ({ actor, body, request }) => ({
    message: ANSWERS.emailResent,
    data: await resendEmail(ctx, whoOf(actor, request), actor, body.id),
  }));
  registerRoute(app, ctx, emails.composeEmail, async ({ actor, body, request }) => ({
    message: ANSWERS.emailSent,
    status: 201,
    data: await composeEmail(ctx, whoOf(actor, request), actor, body),
  }));
}
