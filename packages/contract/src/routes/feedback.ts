import { z } from 'zod';
import { browserFile, textField } from '../list.js';
import { defineRoute } from '../route.js';

/** What a report of an issue may hold (the web form counts the same). */
export const FEEDBACK_LIMITS = { messageMax: 4000, pageMax: 2000 } as const;

export const FEEDBACK_TEXTS = {
  sent: 'Thank you: your report reached our team.',
  sayWhat: 'Say what happened',
  sayWhere: 'Say on which page it happened',
} as const;

// §2.10's Report an issue is a person's, from the page it happened on: no API key sends one. The
// external's read-only bar has none (decision 0032), so the external is refused as by default.
const person = { auth: 'user', tag: 'Feedback', apiKey: false } as const;

/** §2.10 and §2.11's external pages, when the deployment names them (FEEDBACK_URL, RESOURCE_CENTER_URL). */
export const feedbackLinks = defineRoute({
  ...person,
  id: 'feedback.links',
  method: 'GET',
  writes: false,
  path: '/feedback/links',
  summary:
    "The provider's feedback form and resource page, when configured; null: the portal's own form and guide",
  response: z.object({ feedbackUrl: z.string().nullable(), resourceCenterUrl: z.string().nullable() }),
});

export const sendFeedback = defineRoute({
  ...person,
  id: 'feedback.send',
  method: 'POST',
  writes: true,
  path: '/feedback',
  summary:
    'Reports an issue (multipart): what happened, on which page, and an optional screenshot; every admin is notified and e-mailed with the page and the browser',
  multipart: true,
  body: z.strictObject({
    message: textField(FEEDBACK_LIMITS.messageMax, 'What happened').pipe(
      z.string().min(1, FEEDBACK_TEXTS.sayWhat),
    ),
    page: textField(FEEDBACK_LIMITS.pageMax, 'Page').pipe(z.string().min(1, FEEDBACK_TEXTS.sayWhere)),
    screenshot: browserFile.optional(),
  }),
  response: z.object({ feedbackId: z.string(), admins: z.number() }),
});

export const feedbackRoutes = [feedbackLinks, sendFeedback] as const;
