import type { FastifyInstance } from 'fastify';
import { FEEDBACK_TEXTS, routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { keepStaged, stagedFiles, streamedUploadOptions } from '../../platform/uploads/staging.js';
import { sendFeedback } from './feedback.service.js';

const { feedback } = routes;

/** A report's form: its two fields, then one optional screenshot, streamed like a claim's files. */
const FEEDBACK_FORM = { parts: { screenshot: 1 }, prefix: 'feedback/', fields: 2, fieldSize: 8_000 };

/** §2.10 Report an issue and §2.11 Resource Center. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, feedback.feedbackLinks, async () => ({ data: ctx.config.links }));
  registerRoute(
    app,
    ctx,
    feedback.sendFeedback,
    async ({ actor, body, request }) => {
      const { screenshot: _file, ...input } = body;
      const [screenshot] = stagedFiles(request);
      const browser = request.headers['user-agent'] ?? '';
      const sent = await sendFeedback(ctx, whoOf(actor, request), actor, { ...input, browser }, screenshot);
      keepStaged(request);
      return { status: 201, message: FEEDBACK_TEXTS.sent, data: sent };
    },
    { uploads: streamedUploadOptions(ctx, FEEDBACK_FORM) },
  );
}
