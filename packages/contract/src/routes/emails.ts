import { z } from 'zod';
import { idField, listParams, pageOf, textField } from '../list.js';
import { MESSAGE_TEXT } from '../patterns.js';
import { defineRoute } from '../route.js';
import { emailField } from '../rules.js';

export const EMAIL_SORTS = ['createdAt', 'to', 'subject'] as const;

/** An e-mail record: a message of the outbox, its body as stored (links and codes always masked). */
export const emailRowSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'voice']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmailRow = z.infer<typeof emailRowSchema>;

export const listEmails = defineRoute({
  id: 'email.list',
  method: 'GET',
  writes: false,
  path: '/email',
  summary: "Messages the product sent to people in the caller's scope (its own, those it manages; admin all)",
  tag: 'Email',
  auth: 'user',
  query: z.strictObject(listParams(EMAIL_SORTS)),
  response: pageOf(emailRowSchema),
});

const byId = z.strictObject({ id: idField('E-mail id') });

export const deleteEmail = defineRoute({
  id: 'email.delete',
  method: 'DELETE',
  writes: true,
  path: '/email',
  summary: 'Removes an e-mail record from the list',
  tag: 'Email',
  auth: 'user',
  query: byId,
  response: z.object({ id: z.string() }),
});

export const resendEmail = defineRoute({
  id: 'email.resend',
  method: 'POST',
  writes: true,
  path: '/email/resend',
  summary: 'Sends a recorded message again; a reset or invite link is sent anew, a code is not resent (409)',
  tag: 'Email',
  auth: 'user',
  body: byId,
  response: emailRowSchema,
});

/** §5: Send needs both to and subject. */
export const composeEmail = defineRoute({
  id: 'email.compose',
  method: 'POST',
  writes: true,
  path: '/email/compose',
  summary: "Sends a message to a person in the caller's scope (admin: anyone)",
  tag: 'Email',
  auth: 'user',
  body: z.strictObject({
    to: emailField(),
    subject: textField(200, 'Subject').pipe(z.string().min(1, 'Subject is required')),
    body: z
      .string()
      .max(10_000, { message: 'The message is too long (at most 10000 characters)', abort: true })
      .regex(MESSAGE_TEXT, 'The message contains characters that are not allowed')
      .default(''),
  }),
  response: emailRowSchema,
});

export const emailRoutes = [listEmails, deleteEmail, resendEmail, composeEmail] as const;
